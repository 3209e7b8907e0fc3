package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input and faults: every error names the file or option and says what is wrong; no stack trace, no lost counts. */
class MainFaultsTest {
	@TempDir
	Path dir;

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();
	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	private int run(String... args) {
		out.reset();
		err.reset();
		return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
	}

	private String out() {
		return out.toString(StandardCharsets.UTF_8);
	}

	private String err() {
		String e = err.toString(StandardCharsets.UTF_8);
		assertFalse(e.contains("Exception") || e.contains("\tat "), "no stack trace: " + e);
		return e;
	}

	private Path file(String name, String text) throws Exception {
		return Files.writeString(dir.resolve(name), text);
	}

	@Test
	void emptyWhitespaceAndCommentOnlyRuleFilesAreNamed() throws Exception {
		for (String text : new String[] { "", "  \n\t\n", "// nothing but a comment\n/* and another */\n" }) {
			Path f = file("empty.lrules", text);
			assertEquals(1, run("enumerate", "--size", "5", "--rules", f.toString()));
			assertTrue(err().contains(f + ":1:1: the file holds no rule set; a rule file starts with 'ruleset NAME'"), err());
			assertEquals(1, run("random", "--size", "5", "--walks", "10", "--rules", f.toString()));
			assertTrue(err().contains(f + ":1:1: the file holds no rule set"), err());
		}
	}

	@Test
	void checkWithAnEmptyRuleFileNamesIt() throws Exception {
		Path rules = file("empty.lrules", "");
		Path path = file("p.txt", "5|1-1,1;0,1-1,2");
		assertEquals(1, run("check", path.toString(), "--rules", rules.toString()));
		assertTrue(err().contains("holds no rule set"), err());
	}

	@Test
	void aCheckpointUnderARegularFileIsRefusedBeforeTheRun() throws Exception {
		Path plain = file("plain", "x");
		assertEquals(2, run("enumerate", "--size", "7", "--checkpoint", plain.resolve("cp").toString()));
		assertTrue(err().contains("--checkpoint " + plain.resolve("cp") + ": " + plain + " is a file, not a folder"), err());
		assertEquals("", out(), "nothing ran");
	}

	@Test
	void aCheckpointInAMissingFolderIsRefusedAndNoFolderIsMade() throws Exception {
		Path cp = dir.resolve("no/such/dir/cp");
		assertEquals(2, run("enumerate", "--size", "5", "--checkpoint", cp.toString()));
		assertTrue(err().contains("the folder " + cp.getParent() + " does not exist"), err());
		assertFalse(Files.exists(dir.resolve("no")));
	}

	@Test
	void aCheckpointOnAPseudoFileSystemIsRefused() throws Exception {
		if (!Files.isDirectory(Path.of("/proc/self"))) return; // Linux only
		assertEquals(2, run("enumerate", "--size", "5", "--checkpoint", "/proc/self/cp"));
		assertTrue(err().contains("--checkpoint /proc/self/cp: cannot write in /proc/self"), err());
	}

	@Test
	void aCheckpointThatIsADirectoryIsRefused() {
		assertEquals(2, run("enumerate", "--size", "5", "--checkpoint", dir.toString()));
		assertTrue(err().contains("is a directory; give a file name"), err());
	}

	@Test
	void resumingAfterARuleChangedIsRefused() throws Exception {
		Path rules = file("r.lrules", "ruleset r\nrule A {\n\tpattern\n\t\t|? x ?|\n\t\t|* @ *|\n}\n");
		Path cp = dir.resolve("cp");
		assertEquals(0, run("enumerate", "--size", "5", "--rules", rules.toString(), "--checkpoint", cp.toString()));
		file("r.lrules", "ruleset r\nrule A {\n\tpattern\n\t\t|? x ?|\n\t\t|# @ *|\n}\n");
		assertEquals(1, run("enumerate", "--size", "5", "--rules", rules.toString(), "--checkpoint", cp.toString()));
		assertTrue(err().contains(cp + ":2:1: the rules changed since the checkpoint was written"), err());
		assertEquals("", out(), "no mixed counts printed");
	}

	@Test
	void binaryUtf16AndDirectoryInputsAreNamed() throws Exception {
		Path binary = Files.write(dir.resolve("bin.txt"), new byte[] { '5', '|', 0, 1, 2 });
		assertEquals(1, run("check", binary.toString()));
		assertTrue(err().contains(binary + ":1:3: a NUL byte"), err());
		Path utf16 = Files.write(dir.resolve("u16.txt"), "5|1-1,1".getBytes(StandardCharsets.UTF_16));
		assertEquals(1, run("count", utf16.toString()));
		assertTrue(err().contains(utf16 + ":1:1: the file is UTF-16 text; save it as UTF-8"), err());
		assertEquals(1, run("check", dir.toString()));
		assertTrue(err().contains(dir + ": is a directory, not a file"), err());
		assertEquals(1, run("enumerate", "--size", "5", "--rules", dir.toString()));
		assertTrue(err().contains(dir + ": is a directory, not a file"), err());
	}

	@Test
	void aRuleFileWithAnotherExtensionIsReadAsARuleFile() throws Exception {
		Path conf = file("rules.conf", "ruleset conf\nbuiltin c-shape on\n");
		assertEquals(0, run("enumerate", "--size", "5", "--rules", conf.toString(), "--json"));
		assertTrue(out().contains("\"rules\":[\"c-shape\"]"), out());
	}

	@Test
	void aByteOrderMarkIsAcceptedInPathFiles() throws Exception {
		Path f = Files.write(dir.resolve("bom.txt"), ("\uFEFF5|1-1,1;0,1-1,2;0,1-1,3").getBytes(StandardCharsets.UTF_8));
		assertEquals(0, run("check", f.toString()));
		assertTrue(out().startsWith("5x5, 3 fields"), out());
	}

	@Test
	void randomSaveOntoAnExistingFileIsRefusedBeforeTheRun() throws Exception {
		Path f = file("taken.txt", "keep me");
		assertEquals(2, run("random", "--size", "7", "--walks", "50", "--save", f.toString()));
		assertTrue(err().contains("--save " + f + " is a file; give a folder"), err());
		assertEquals("keep me", Files.readString(f), "the file is untouched");
	}

	@Test
	void randomPrintsItsStatisticsBeforeSaving() throws Exception {
		Path save = dir.resolve("fails");
		assertEquals(0, run("random", "--size", "9", "--walks", "100", "--seed", "3", "--builtins", "c-shape", "--save", save.toString()));
		String o = out();
		assertTrue(o.indexOf("walks completed before an error") < o.indexOf("saved "), o);
	}

	@Test
	void discoverSavesIntoTheFolderAfterPrinting() throws Exception {
		Path save = dir.resolve("found");
		assertEquals(0, run("discover", "--size", "7", "--builtins", "c-shape", "--walks", "200", "--save", save.toString()));
		String o = out();
		assertTrue(o.indexOf("after ") < o.indexOf("saved "), o);
		try (var files = Files.list(save)) {
			assertEquals(2, files.filter(p -> p.getFileName().toString().startsWith("discover_7x7_seed1_")).count(), "the .txt and the .lpath");
		}
	}

	@Test
	void emptyBuiltinsAreRefused() {
		assertEquals(2, run("enumerate", "--size", "5", "--builtins", ""));
		assertTrue(err().contains("--builtins needs built-in rule ids separated by commas, or 'none'"), err());
		assertEquals(2, run("enumerate", "--size", "5", "--builtins", "c-shape,,area"));
		assertTrue(err().contains("empty rule id"), err());
	}

	@Test
	void outOfRangeNumbersAreCalledOutOfRange() {
		assertEquals(2, run("enumerate", "--size", "99999999999"));
		assertTrue(err().contains("--size must be from 3 to 63, got 99999999999"), err());
		assertEquals(2, run("random", "--seed", "99999999999999999999999"));
		assertTrue(err().contains("--seed must be a whole number that fits in 64 bits"), err());
	}

	@Test
	void theOracleStopsAtItsTimeLimitAndSaysSo() throws Exception {
		Path big = file("big.lpath", "labyrinth-path 1\nsize 21\nmoves RD\n");
		assertEquals(0, run("check", big.toString(), "--oracle-seconds", "0.2", "--builtins", "c-shape"));
		assertTrue(out().contains("unknown (stopped by the time limit of 0.200 s)"), out());
	}

	@Test
	void theOracleStopsAtItsMemoryLimitAndSaysSo() throws Exception {
		Path big = file("big.lpath", "labyrinth-path 1\nsize 21\nmoves RD\n");
		assertEquals(0, run("count", big.toString(), "--oracle-memory", "16"));
		assertTrue(out().contains("unknown (stopped by the memory limit (131,072 frontier states, about 16 MB))"), out());
	}
}
