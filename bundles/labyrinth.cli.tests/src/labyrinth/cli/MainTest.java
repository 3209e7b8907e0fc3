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

class MainTest {
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
		return err.toString(StandardCharsets.UTF_8);
	}

	@Test
	void enumeratesFiveByFiveAsJson() {
		assertEquals(0, run("enumerate", "--size", "5", "--json"));
		assertTrue(out().contains("\"completed\":104"), out());
		assertTrue(out().contains("\"deadEnds\":0"), "the shipped 5x5 rules leave no dead end: " + out());
		assertTrue(out().contains("\"rules\":[\"universal/CShape\",\"c-shape\""), out());
	}

	@Test
	void enumeratesWithChosenBuiltinsAndPrintsText() {
		assertEquals(0, run("enumerate", "--size", "5", "--builtins", "none"));
		assertTrue(out().contains("completed walkthroughs: 104"), out());
		assertTrue(out().contains("dead ends:              22,442"), out());
	}

	@Test
	void checkShowsTheDisabledFieldsAndTheOracle() throws Exception {
		Path f = dir.resolve("c.txt");
		Files.writeString(f, "5|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,2,0-3,3;1,0,2-3,2;3");
		assertEquals(0, run("check", f.toString()));
		String o = out();
		assertTrue(o.contains("(4,2) right: disabled by 1 CShape [as drawn]"), o);
		assertTrue(o.contains("(2,2) left: allowed; oracle: viable, 1 completions"), o);
		assertTrue(o.contains("2 # + @ 1 ."), o);
	}

	@Test
	void countsCompletionsOfTheEmptyGrid() {
		assertEquals(0, run("count", "--size", "9"));
		assertTrue(out().contains("2688307514 completions"), out());
	}

	@Test
	void randomRunsAreReproducibleAndSaveFailures() throws Exception {
		Path save = dir.resolve("fails");
		assertEquals(0, run("random", "--size", "11", "--walks", "200", "--seed", "5", "--save", save.toString(), "--json"));
		String first = out().replaceAll("\"seconds\":[0-9.E-]+", "");
		assertEquals(0, run("random", "--size", "11", "--walks", "200", "--seed", "5", "--save", save.toString(), "--json"));
		assertEquals(first, out().replaceAll("\"seconds\":[0-9.E-]+", ""));
		try (var s = Files.list(save)) {
			assertTrue(s.anyMatch(p -> p.toString().endsWith(".txt")));
		}
	}

	@Test
	void badCommandLinesGetOneClearMessageAndExitCode2() {
		assertEquals(2, run("enumerate", "--size", "8"));
		assertTrue(err().contains("--size must be an odd number from 3 to 63, got 8"), err());
		assertEquals(2, run("enumerate", "--size", "seven"));
		assertTrue(err().contains("--size must be a whole number, got 'seven'"), err());
		assertEquals(2, run("enumerate", "--builtins", "c-shape,wat"));
		assertTrue(err().contains("unknown rule 'wat'"), err());
		assertEquals(2, run("frobnicate"));
		assertTrue(err().contains("unknown command 'frobnicate'"), err());
		assertEquals(2, run("random", "--walks"));
		assertTrue(err().contains("--walks needs a value"), err());
		assertFalse(err().contains("Exception"), err());
	}

	@Test
	void malformedPathFileIsReportedWithItsPosition() throws Exception {
		Path f = dir.resolve("bad.txt");
		Files.writeString(f, "5|1-1,1;0,1-1,2;0,1-3,3");
		assertEquals(1, run("check", f.toString()));
		assertTrue(err().contains("bad.txt:1:"), err());
		assertTrue(err().contains("is not next to the previous field (1,2)"), err());
		assertEquals(1, run("check", dir.resolve("missing.txt").toString()));
		assertTrue(err().contains("missing.txt"), err());
		assertFalse(err().contains("Exception"), err());
	}

	@Test
	void runsAUserRuleFileAndReportsItsProblemsWithPositions() throws Exception {
		Path good = dir.resolve("mine.lrules");
		Files.writeString(good, "ruleset mine\nbuiltin c-shape on\nbuiltin area on\n");
		assertEquals(0, run("enumerate", "--size", "5", "--rules", good.toString(), "--json"));
		assertTrue(out().contains("\"rules\":[\"c-shape\",\"area\"]"), out());
		Path bad = dir.resolve("bad.lrules");
		Files.writeString(bad, "ruleset bad\nrule R {\n pattern\n  |? x k|\n  |. @ .|\n}\n");
		assertEquals(1, run("enumerate", "--size", "5", "--rules", bad.toString()));
		assertTrue(err().contains(bad + ":4:8: Rule R: unknown symbol 'k'"), err());
		assertFalse(err().contains("Exception"), err());
		assertEquals(2, run("enumerate", "--rules", good.toString(), "--builtins", "area"));
	}

	/** discover proposes an exact rule and, with --minimize, a smaller one that a rule file can use as it is. */
	@Test
	void discoverProposesARuleThatIsSoundAsAFile() throws Exception {
		assertEquals(0, run("discover", "--size", "5", "--exhaustive", "--builtins", "c-shape", "--minimize"));
		String o = out();
		int at = o.indexOf("the same rule cut down");
		assertTrue(at > 0, o);
		String rule = o.substring(o.indexOf("\nrule ", at) + 1);
		Path file = dir.resolve("proposed.lrules");
		Files.writeString(file, "ruleset proposed\nbuiltin c-shape on\n" + rule);
		assertEquals(0, run("enumerate", "--size", "5", "--rules", file.toString(), "--json"));
		assertTrue(out().contains("\"completed\":104"), out());
		assertTrue(out().contains("\"proposed/Situation5x5_0\":"), "the proposed rule is part of the run: " + out());
		assertFalse(out().contains("\"proposed/Situation5x5_0\":0"), "and it fires: " + out());
	}

	@Test
	void helpListsTheCommands() {
		assertEquals(0, run("--help"));
		for (String c : new String[] { "enumerate", "random", "discover", "check", "count", "bench" }) {
			assertTrue(out().contains(c), c);
		}
	}
}
