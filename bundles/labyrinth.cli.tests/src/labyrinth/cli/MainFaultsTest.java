package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input and faults: every error names the file or option and says what is wrong; no stack trace, no lost counts. */
class MainFaultsTest {
	@TempDir
	Path dir;

	private final CliRun cli = new CliRun();

	private Path file(String name, String text) throws Exception {
		return Files.writeString(dir.resolve(name), text);
	}

	@Test
	void emptyWhitespaceAndCommentOnlyRuleFilesAreNamed() throws Exception {
		for (String text : new String[] { "", "  \n\t\n", "// nothing but a comment\n/* and another */\n" }) {
			Path f = file("empty.lrules", text);
			assertEquals(1, cli.run("enumerate", "--size", "5", "--rules", f.toString()));
			assertTrue(cli.err().contains(f + ":1:1: the file holds no rule set; a rule file starts with 'ruleset NAME'"), cli.err());
			assertEquals(1, cli.run("random", "--size", "5", "--walks", "10", "--rules", f.toString()));
			assertTrue(cli.err().contains(f + ":1:1: the file holds no rule set"), cli.err());
		}
	}

	@Test
	void checkWithAnEmptyRuleFileNamesIt() throws Exception {
		Path rules = file("empty.lrules", "");
		Path path = file("p.txt", "5|1-1,1;0,1-1,2");
		assertEquals(1, cli.run("check", path.toString(), "--rules", rules.toString()));
		assertTrue(cli.err().contains("holds no rule set"), cli.err());
	}

	@Test
	void aCheckpointUnderARegularFileIsRefusedBeforeTheRun() throws Exception {
		Path plain = file("plain", "x");
		assertEquals(2, cli.run("enumerate", "--size", "7", "--checkpoint", plain.resolve("cp").toString()));
		assertTrue(cli.err().contains("--checkpoint " + plain.resolve("cp") + ": " + plain + " is a file, not a folder"), cli.err());
		assertEquals("", cli.out(), "nothing ran");
	}

	@Test
	void aCheckpointInAMissingFolderIsRefusedAndNoFolderIsMade() throws Exception {
		Path cp = dir.resolve("no/such/dir/cp");
		assertEquals(2, cli.run("enumerate", "--size", "5", "--checkpoint", cp.toString()));
		assertTrue(cli.err().contains("the folder " + cp.getParent() + " does not exist"), cli.err());
		assertFalse(Files.exists(dir.resolve("no")));
	}

	@Test
	void aCheckpointOnAPseudoFileSystemIsRefused() throws Exception {
		if (!Files.isDirectory(Path.of("/proc/self"))) return; // Linux only
		assertEquals(2, cli.run("enumerate", "--size", "5", "--checkpoint", "/proc/self/cp"));
		assertTrue(cli.err().contains("--checkpoint /proc/self/cp: cannot write in /proc/self"), cli.err());
	}

	@Test
	void aCheckpointThatIsADirectoryIsRefused() {
		assertEquals(2, cli.run("enumerate", "--size", "5", "--checkpoint", dir.toString()));
		assertTrue(cli.err().contains("is a directory; give a file name"), cli.err());
	}

	@Test
	void resumingAfterARuleChangedIsRefused() throws Exception {
		Path rules = file("r.lrules", "ruleset r\nrule A {\n\tpattern\n\t\t|? x ?|\n\t\t|* @ *|\n}\n");
		Path cp = dir.resolve("cp");
		assertEquals(0, cli.run("enumerate", "--size", "5", "--rules", rules.toString(), "--checkpoint", cp.toString()));
		file("r.lrules", "ruleset r\nrule A {\n\tpattern\n\t\t|? x ?|\n\t\t|# @ *|\n}\n");
		assertEquals(1, cli.run("enumerate", "--size", "5", "--rules", rules.toString(), "--checkpoint", cp.toString()));
		assertTrue(cli.err().contains(cp + ":2:1: the rules changed since the checkpoint was written"), cli.err());
		assertEquals("", cli.out(), "no mixed counts printed");
	}

	@Test
	void binaryUtf16AndDirectoryInputsAreNamed() throws Exception {
		Path binary = Files.write(dir.resolve("bin.txt"), new byte[] { '5', '|', 0, 1, 2 });
		assertEquals(1, cli.run("check", binary.toString()));
		assertTrue(cli.err().contains(binary + ":1:3: a NUL byte"), cli.err());
		Path utf16 = Files.write(dir.resolve("u16.txt"), "5|1-1,1".getBytes(StandardCharsets.UTF_16));
		assertEquals(1, cli.run("count", utf16.toString()));
		assertTrue(cli.err().contains(utf16 + ":1:1: the file is UTF-16 text; save it as UTF-8"), cli.err());
		assertEquals(1, cli.run("check", dir.toString()));
		assertTrue(cli.err().contains(dir + ": is a directory, not a file"), cli.err());
		assertEquals(1, cli.run("enumerate", "--size", "5", "--rules", dir.toString()));
		assertTrue(cli.err().contains(dir + ": is a directory, not a file"), cli.err());
	}

	@Test
	void aRuleFileWithAnotherExtensionIsReadAsARuleFile() throws Exception {
		Path conf = file("rules.conf", "ruleset conf\nbuiltin c-shape on\n");
		assertEquals(0, cli.run("enumerate", "--size", "5", "--rules", conf.toString(), "--json"));
		assertTrue(cli.out().contains("\"rules\":[\"c-shape\"]"), cli.out());
	}

	@Test
	void aByteOrderMarkIsAcceptedInPathFiles() throws Exception {
		Path f = Files.write(dir.resolve("bom.txt"), ("\uFEFF5|1-1,1;0,1-1,2;0,1-1,3").getBytes(StandardCharsets.UTF_8));
		assertEquals(0, cli.run("check", f.toString()));
		assertTrue(cli.out().startsWith("5x5, 3 fields"), cli.out());
	}

	@Test
	void randomSaveOntoAnExistingFileIsRefusedBeforeTheRun() throws Exception {
		Path f = file("taken.txt", "keep me");
		assertEquals(2, cli.run("random", "--size", "7", "--walks", "50", "--save", f.toString()));
		assertTrue(cli.err().contains("--save " + f + " is a file; give a folder"), cli.err());
		assertEquals("keep me", Files.readString(f), "the file is untouched");
	}

	@Test
	void randomPrintsItsStatisticsBeforeSaving() throws Exception {
		Path save = dir.resolve("fails");
		assertEquals(0, cli.run("random", "--size", "9", "--walks", "100", "--seed", "3", "--builtins", "c-shape", "--save", save.toString()));
		String o = cli.out();
		assertTrue(o.indexOf("walks completed before an error") < o.indexOf("saved "), o);
		// ten are named, each a .txt and an .lpath; the rest are counted
		assertEquals(10, o.lines().filter(l -> l.startsWith("  saved ") && l.endsWith(".txt (and .lpath)")).count(), o);
		java.util.regex.Matcher more = java.util.regex.Pattern.compile("\n  and (\\d+) more in " + java.util.regex.Pattern.quote(save.toString()) + "\n")
				.matcher(o);
		assertTrue(more.find(), o);
		try (var files = Files.list(save)) {
			assertEquals(2 * (10 + Integer.parseInt(more.group(1))), files.count(), "a .txt and an .lpath for each");
		}
	}

	@Test
	void discoverSavesIntoTheFolderAfterPrinting() throws Exception {
		Path save = dir.resolve("found");
		assertEquals(0, cli.run("discover", "--size", "7", "--builtins", "c-shape", "--walks", "200", "--save", save.toString()));
		String o = cli.out();
		assertTrue(o.indexOf("after ") < o.indexOf("saved "), o);
		try (var files = Files.list(save)) {
			assertEquals(2, files.filter(p -> p.getFileName().toString().startsWith("discover_7x7_seed1_")).count(), "the .txt and the .lpath");
		}
		assertTrue(o.lines().anyMatch(l -> l.startsWith("saved " + save.resolve("discover_7x7_seed1_")) && l.endsWith(".txt (and .lpath)")),
				"the saved line names both files: " + o);
	}

	@Test
	void emptyBuiltinsAreRefused() {
		assertEquals(2, cli.run("enumerate", "--size", "5", "--builtins", ""));
		assertTrue(cli.err().contains("--builtins needs built-in rule ids separated by commas, or 'none'"), cli.err());
		assertEquals(2, cli.run("enumerate", "--size", "5", "--builtins", "c-shape,,area"));
		assertTrue(cli.err().contains("empty rule id"), cli.err());
	}

	@Test
	void outOfRangeNumbersAreCalledOutOfRange() {
		assertEquals(2, cli.run("enumerate", "--size", "99999999999"));
		assertTrue(cli.err().contains("--size must be from 3 to 63, got 99999999999"), cli.err());
		assertEquals(2, cli.run("random", "--seed", "99999999999999999999999"));
		assertTrue(cli.err().contains("--seed must be a whole number that fits in 64 bits"), cli.err());
	}

	@Test
	void theOracleStopsAtItsTimeLimitAndSaysSo() throws Exception {
		Path big = file("big.lpath", "labyrinth-path 1\nsize 21\nmoves RD\n");
		assertEquals(0, cli.run("check", big.toString(), "--oracle-seconds", "0.2", "--builtins", "c-shape"));
		assertTrue(cli.out().contains("unknown (stopped by the time limit of 0.200 s)"), cli.out());
	}

	@Test
	void theOracleStopsAtItsMemoryLimitAndSaysSo() throws Exception {
		Path big = file("big.lpath", "labyrinth-path 1\nsize 21\nmoves RD\n");
		assertEquals(0, cli.run("count", big.toString(), "--oracle-memory", "16"));
		// 21x21 takes three primes beside 2^64: five count arrays (the magnitude too) and two spares, 56 bytes a state,
		// plus two key buffers and the sources at two successors a state, 40, and the partner region's copy, 3: 99 bytes
		assertTrue(cli.out().contains("unknown (stopped by the memory limit (169,466 frontier states in 16 MB))"), cli.out());
	}

	/** One policy for the CLI and the workbench: a rule file that declares other sizes is refused, naming it and its sizes. */
	@Test
	void aRuleFileForOtherSizesIsRefusedNamingTheFileAndItsSizes() throws Exception {
		Path seven = dir.resolve("seven.lrules");
		Files.writeString(seven, "ruleset seven\nsizes 7\nbuiltin c-shape on\n");
		assertEquals(1, cli.run("random", "--size", "7..9", "--walks", "10", "--rules", seven.toString()));
		assertTrue(cli.err().contains(seven + ": the rule set seven is for sizes 7x7, not 9x9"), cli.err());
		assertEquals("", cli.out(), "refused before any size ran");
		assertEquals(0, cli.run("random", "--size", "7", "--walks", "10", "--rules", seven.toString()));
	}
}
