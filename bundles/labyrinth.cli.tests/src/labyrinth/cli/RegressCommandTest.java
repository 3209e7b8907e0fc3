package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code regress}: saved positions as a regression suite, judged by the rules and the oracle. */
class RegressCommandTest {
	@TempDir
	Path dir;

	private final CliRun cli = new CliRun();

	/** "RDD" on 5x5 shuts (1,2) in: every field is doomed, so a rule set that allows one is weak there. */
	private static final String SHUT_IN = "labyrinth-path 1\nsize 5\nmoves RDD\n";

	@Test
	void aFolderIsSearchedRecursivelyAndEachFileJudged() throws Exception {
		Path originals = CliContractTest.repository().resolve("test-data/original-positions");
		List<Path> eleven;
		try (var files = Files.list(originals)) {
			eleven = files.filter(p -> p.getFileName().toString().endsWith(".txt")).sorted().filter(p -> {
				try {
					return Files.readString(p).startsWith("11|");
				} catch (Exception e) {
					return false;
				}
			}).limit(4).toList();
		}
		Path suite = Files.createDirectories(dir.resolve("suite/deeper"));
		for (Path p : eleven) Files.copy(p, suite.resolve(p.getFileName()));
		Files.writeString(dir.resolve("suite/shut-in.lpath"), SHUT_IN);
		Files.writeString(dir.resolve("suite/notes.md"), "not a path file");
		assertEquals(0, cli.run("regress", dir.resolve("suite").toString(), "--json"), cli.err());
		@SuppressWarnings("unchecked")
		Map<String, Object> json = (Map<String, Object>) JsonReader.parse(cli.out());
		@SuppressWarnings("unchecked")
		List<Map<String, Object>> files = (List<Map<String, Object>>) json.get("files");
		assertEquals(5, files.size(), "the four copies in the subfolder and the .lpath, not the notes");
		assertEquals(dir.resolve("suite/deeper").resolve(eleven.get(0).getFileName()).toString(), files.get(0).get("file"));
		for (Map<String, Object> f : files) {
			assertTrue(List.of("agrees", "weak", "complete").contains(f.get("verdict")), "the shipped rules are sound: " + f);
		}
		Map<String, Object> shutIn = files.get(4);
		assertEquals(List.of(), shutIn.get("viable"), "nothing is viable once (1,2) is shut in");
		@SuppressWarnings("unchecked")
		Map<String, Object> summary = (Map<String, Object>) json.get("summary");
		assertEquals(5, ((Number) summary.get("files")).intValue());
		assertEquals(0, ((Number) summary.get("unsound")).intValue());
	}

	@Test
	void noRulesAreWeakWhereAFieldIsDoomed() throws Exception {
		Path file = Files.writeString(dir.resolve("shut-in.lpath"), SHUT_IN);
		assertEquals(0, cli.run("regress", file.toString(), "--builtins", "none"));
		assertTrue(cli.out().startsWith("weak     " + file + " (5x5, step 3): allowed (2,4) (3,3) (1,3); viable none"), cli.out());
		assertTrue(cli.out().contains(": 0 unsound, 0 error, 0 unknown, 1 weak, 0 agrees, 0 complete"), cli.out());
	}

	/** A rule that always disables the field straight ahead disables viable fields: unsound, and the exit code says so. */
	@Test
	void aWrongRuleIsUnsoundAndFailsTheRun() throws Exception {
		Path rules = Files.writeString(dir.resolve("wrong.lrules"), "ruleset wrong\nrule Ahead {\n\tpattern\n\t\t|? x ?|\n\t\t|? @ ?|\n}\n");
		Path file = Files.writeString(dir.resolve("start.lpath"), "labyrinth-path 1\nsize 5\nmoves R\n");
		assertEquals(1, cli.run("regress", file.toString(), "--rules", rules.toString()));
		assertTrue(cli.out().startsWith("unsound  " + file + " (5x5, step 1)"), cli.out());
	}

	@Test
	void anUnreadableFileIsAnErrorOfItsOwnAndTheOthersAreStillJudged() throws Exception {
		Path bad = Files.writeString(dir.resolve("bad.txt"), "5|1-1,1;0,1-9,9");
		Path good = Files.writeString(dir.resolve("good.lpath"), SHUT_IN);
		assertEquals(1, cli.run("regress", bad.toString(), good.toString()));
		assertTrue(cli.out().contains("error    " + bad + ": " + bad + ":1:"), cli.out());
		assertTrue(cli.out().contains(good.toString() + " (5x5, step 3)"), cli.out());
		assertEquals(2, cli.run("regress", dir.resolve("missing").toString()));
		assertTrue(cli.err().contains(dir.resolve("missing") + ": no such file or folder"), cli.err());
		Path empty = Files.createDirectory(dir.resolve("empty"));
		Files.writeString(empty.resolve("notes.md"), "not a path file");
		assertEquals(2, cli.run("regress", empty.toString()));
		assertTrue(cli.err().contains(empty + ": no path files (.txt, .lpath) in this folder"), cli.err());
	}
}
