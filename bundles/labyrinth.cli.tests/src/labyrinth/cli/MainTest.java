package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.oracle.CompletionCounter;

class MainTest {
	@TempDir
	Path dir;

	private final CliRun cli = new CliRun();

	@Test
	void enumeratesFiveByFiveAsJson() {
		assertEquals(0, cli.run("enumerate", "--size", "5", "--json"));
		assertTrue(cli.out().contains("\"completed\":104"), cli.out());
		assertTrue(cli.out().contains("\"deadEnds\":0"), "the shipped 5x5 rules leave no dead end: " + cli.out());
		assertTrue(cli.out().contains("\"rules\":[\"universal/CShape\",\"c-shape\""), cli.out());
	}

	@Test
	void enumeratesWithChosenBuiltinsAndPrintsText() {
		assertEquals(0, cli.run("enumerate", "--size", "5", "--builtins", "none"));
		assertTrue(cli.out().contains("completed walkthroughs: 104"), cli.out());
		assertTrue(cli.out().contains("dead ends:              22,442"), cli.out());
	}

	@Test
	void checkShowsTheDisabledFieldsAndTheOracle() throws Exception {
		Path f = dir.resolve("c.txt");
		Files.writeString(f, "5|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,2,0-3,3;1,0,2-3,2;3");
		assertEquals(0, cli.run("check", f.toString()));
		String o = cli.out();
		assertTrue(o.contains("(4,2) right: disabled by 1 CShape [as drawn]"), o);
		assertTrue(o.contains("(2,2) left: allowed; oracle: viable, 1 completions"), o);
		assertTrue(o.contains("2 # + @ 1 ."), o);
	}

	/** A discovery that finds a viable field disabled names the rule to fix, by its number in the set. */
	@Test
	void discoverNamesTheRuleThatDisabledAViableField() throws Exception {
		Path rules = dir.resolve("bad.lrules");
		Files.writeString(rules, "ruleset bad\nbuiltin corner on\nrule Two { pattern |@ x| }\n");
		assertEquals(0, cli.run("discover", "--size", "7", "--walks", "50", "--rules", rules.toString(), "--json"));
		assertTrue(cli.out().contains("\"culprit\":\"rule 2, Two\""), cli.out());
		assertEquals(0, cli.run("discover", "--size", "7", "--walks", "50", "--rules", rules.toString()));
		assertTrue(cli.out().contains("after 1 walk (2 positions judged): the rules disabled (2,2) although it can be completed"),
				cli.out());
	}

	/** A field shows the number of the rule in its set, as the walker's legend numbers it, not the order of firing. */
	@Test
	void checkNumbersTheRulesAsTheirSetDoes() throws Exception {
		Path f = dir.resolve("c.txt");
		Files.writeString(f, "5|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,2,0-3,3;1,0,2-3,2;3");
		assertEquals(0, cli.run("check", f.toString(), "--builtins", "corner,c-shape"));
		String o = cli.out();
		assertTrue(o.contains("(4,2) right: disabled by 2 c-shape [left]"), o);
		assertTrue(o.contains("2 # + @ 2 ."), o);
	}

	/**
	 * After the step down to (2,3), (1,2) can only be passed from (1,3) to the live end, which leaves (1,3) and the
	 * fields below no way on: no completion from there, 10 steps before the dead end.
	 */
	@Test
	void checkFindsTheStepThatDoomedTheLine() throws Exception {
		Path f = dir.resolve("d.lpath");
		Files.writeString(f, "labyrinth-path 1\nsize 5\nmoves RDDDRRUUULDD\n");
		assertEquals(0, cli.run("check", f.toString(), "--doomed", "--builtins", "none"));
		String o = cli.out();
		assertTrue(o.contains("dead end: the rules leave no field"), o);
		assertTrue(o.contains("the step to (2,3) from 3 fields, 10 steps before the line's end, left no completion; the rules allowed it"), o);
		assertTrue(o.contains("5x5, 3 fields, live end (2,2) heading down"), o);
		assertTrue(o.contains("(2,3) straight: allowed; oracle: doomed"), o);
		assertEquals(0, cli.run("check", f.toString(), "--doomed"));
		assertTrue(cli.out().contains("left no completion; the rules had disabled it ("), cli.out());
		assertEquals(0, cli.run("check", f.toString(), "--doomed", "--json"));
		assertTrue(cli.out().contains("\"doomed\":{\"end\":13,\"lastViable\":3,\"firstDoomed\":4,"), cli.out());
		Path saved = dir.resolve("doomed");
		assertEquals(0, cli.run("check", f.toString(), "--builtins", "none", "--save", saved.toString()));
		assertTrue(cli.out().contains("saved " + saved.resolve("d_doomed.txt") + " (and .lpath)"), cli.out());
		assertEquals(0, cli.run("regress", saved.toString(), "--builtins", "none"));
		assertTrue(cli.out().contains("(5x5, step 2): allowed (2,3) (3,2) (1,2); viable (1,2)"), "the rules' mistake, ready for regress: " + cli.out());
		assertTrue(cli.out().contains(": 0 unsound, 0 error, 0 unknown, 2 weak, 0 agrees, 0 complete"), "the .txt and the .lpath: " + cli.out());
		Path open = dir.resolve("open.lpath");
		Files.writeString(open, "labyrinth-path 1\nsize 5\nmoves RR\n");
		assertEquals(0, cli.run("check", open.toString(), "--doomed"));
		assertTrue(cli.out().contains("never: the line's end still has completions"), cli.out());
	}

	@Test
	void countsCompletionsOfTheEmptyGrid() {
		assertEquals(0, cli.run("count", "--size", "9"));
		assertTrue(cli.out().contains("2688307514 completions"), cli.out());
	}

	/** M rows and N columns, corner to corner: OEIS A333580 gives T(4,9) = 624, and none where both sides are even. */
	@Test
	void countsARectangle() {
		assertEquals(0, cli.run("count", "--size", "4x9", "--json"));
		assertTrue(cli.out().contains("\"rows\":4,\"columns\":9,\"fields\":1,\"completions\":\"624\""), cli.out());
		assertEquals(0, cli.run("count", "--size", "9X4"));
		assertTrue(cli.out().startsWith("9x4 from the empty grid: 624 completions"), cli.out());
		assertEquals(0, cli.run("count", "--size", "6x8"));
		assertTrue(cli.out().startsWith("6x8 from the empty grid: 0 completions"), "a path of an even number of fields ends on the other colour: " + cli.out());
		assertEquals(0, cli.run("count", "--size", "7", "--json"));
		assertTrue(cli.out().contains("\"size\":7,\"rows\":7,\"columns\":7,") && cli.out().contains("\"completions\":\"111712\""), cli.out());
	}

	@Test
	void aBadSizeIsNamedWithWhatCountTakes() {
		for (String bad : new String[] { "7x", "x7", "7x9x3", "seven", "0", "7x0", "32x32", "31x32", "2x481", "99999999999", "-7" }) {
			assertEquals(2, cli.run("count", "--size", bad), bad);
			assertTrue(cli.err().contains("--size: expected N or MxN (M rows, N columns) with sides from 1, the shorter up to 31 and at most 961"
					+ " fields, like 7 or 7x9; got \"" + bad + "\""), cli.err());
		}
	}

	/** --cluster sends the dense counter's passes out as tasks: grids it does not count that way are named before a member starts. */
	@Test
	void countOnAClusterTakesTheGridsOfTheDensePasses() throws Exception {
		assertEquals(2, cli.run("count", "--size", "9", "--cluster", "127.0.0.1:5701"));
		assertTrue(cli.err().contains("--cluster: the passes of the dense counter count grids with the shorter side from "
				+ CompletionCounter.DENSE_WIDTH + " to " + CompletionCounter.DENSE_MAX_WIDTH + " and an odd side; 9x9 is counted in this process"), cli.err());
		assertEquals(2, cli.run("count", "--size", "14x16", "--cluster", "127.0.0.1:5701"));
		assertTrue(cli.err().contains("14x16 is counted in this process"), cli.err());
		Path line = Files.writeString(dir.resolve("c.lpath"), "labyrinth-path 1\nsize 5\nmoves RRD\n");
		assertEquals(2, cli.run("count", line.toString(), "--cluster", "127.0.0.1:5701"));
		assertTrue(cli.err().contains("--cluster counts the empty grid's passes; count FILE runs in this process"), cli.err());
		assertEquals(2, cli.run("count", "--size", "13", "--cluster", "127.0.0.1:5701", "--oracle-seconds", "60"));
		assertTrue(cli.err().contains("--oracle-seconds and --oracle-memory do not go with --cluster"), cli.err());
		assertEquals(2, cli.run("count", "--size", "13", "--port", "5701"));
		assertTrue(cli.err().contains("--port only goes with --cluster"), cli.err());
		CountCommand count = new CountCommand(System.out, System.err, new java.util.concurrent.atomic.AtomicBoolean());
		assertTrue(CountCommand.settings(new Args(List.of("--size", "13", "--cluster", "127.0.0.1:5701"), count.options())).passTasks());
		assertFalse(CountCommand.settings(new Args(List.of("--size", "13"), count.options())).passTasks());
	}

	/** The empty grid is counted to the end unless a limit is given; a FILE keeps the oracle's budget. */
	@Test
	void theEmptyGridHasNoTimeLimitUnlessOneIsGiven() throws Exception {
		CountCommand count = new CountCommand(System.out, System.err, new java.util.concurrent.atomic.AtomicBoolean());
		var whole = CountCommand.settings(new Args(List.of("--size", "17"), count.options())).budget();
		assertEquals(0, whole.seconds(), "no time limit");
		assertEquals(labyrinth.core.run.OracleBudget.largestFor(Runtime.getRuntime().maxMemory()), whole.megabytes(), "what the heap holds");
		var limited = CountCommand.settings(new Args(List.of("--size", "17", "--oracle-seconds", "5"), count.options())).budget();
		assertEquals(5, limited.seconds());
		assertEquals(whole.megabytes(), limited.megabytes());
		Path line = Files.writeString(dir.resolve("p.lpath"), "labyrinth-path 1\nsize 5\nmoves RRD\n");
		var file = CountCommand.settings(new Args(List.of(line.toString()), count.options())).budget();
		assertEquals(labyrinth.core.run.OracleBudget.DEFAULT, file, "a partial line: the oracle's time and memory budget");
		assertEquals(30, file.seconds());
	}

	@Test
	void zeroOracleSecondsMeansNoTimeLimit() {
		assertEquals(0, cli.run("count", "--size", "7", "--oracle-seconds", "0"));
		assertTrue(cli.out().contains("111712 completions"), cli.out());
		assertEquals(2, cli.run("count", "--size", "7", "--oracle-seconds", "-1"));
		assertTrue(cli.err().contains("--oracle-seconds must be a positive number or 0 for no limit, got -1"), cli.err());
	}

	@Test
	void randomRunsAreReproducibleAndSaveFailures() throws Exception {
		Path save = dir.resolve("fails");
		assertEquals(0, cli.run("random", "--size", "21", "--walks", "40", "--seed", "5", "--save", save.toString(), "--json"));
		String first = withoutTimes(cli.out());
		assertEquals(0, cli.run("random", "--size", "21", "--walks", "40", "--seed", "5", "--save", save.toString(), "--json"));
		assertEquals(first, withoutTimes(cli.out()));
		try (var s = Files.list(save)) {
			assertTrue(s.anyMatch(p -> p.toString().endsWith(".txt")));
		}
	}

	/** A longer run on the same checkpoint does only the new walks, for every size of the range, with the same figures. */
	@Test
	void randomResumesFromItsCheckpoint() {
		String cp = dir.resolve("walks.checkpoint").toString();
		assertEquals(0, cli.run("random", "--size", "5..7", "--seed", "4", "--builtins", "c-shape", "--walks", "300", "--checkpoint", cp));
		assertEquals(0, cli.run("random", "--size", "5..7", "--seed", "4", "--builtins", "c-shape", "--walks", "700", "--checkpoint", cp));
		String resumed = cli.out();
		assertEquals(2, resumed.split("resumed from the checkpoint: 300 of the walks were done before", -1).length - 1, resumed);
		assertEquals(0, cli.run("random", "--size", "5..7", "--seed", "4", "--builtins", "c-shape", "--walks", "700"));
		assertEquals(figures(cli.out()), figures(resumed));
		assertTrue(figures(resumed).contains("7x7  700 walks: "), resumed);

		assertEquals(2, cli.run("random", "--size", "5", "--walks", "700", "--costs", "--checkpoint", cp));
		assertTrue(cli.err().contains("--costs runs the walks again once per rule and keeps no --checkpoint"), cli.err());
	}

	/** The figure lines of random's output, without their times. */
	private static String figures(String out) {
		return out.lines().filter(l -> l.contains(" walks: ")).map(l -> l.replaceAll("\\([0-9.]+ s, [0-9,]+ positions/s\\)", "")).toList().toString();
	}

	/** The walks without a rule are the walks of the set without it: same seeds, same figures. */
	@Test
	void randomCostsRunTheSameWalksOncePerRuleLeftOut() {
		assertEquals(0, cli.run("random", "--size", "9", "--walks", "300", "--seed", "7", "--builtins", "corridor,neck",
				"--costs", "--json"));
		String both = cli.out();
		assertEquals(0, cli.run("random", "--size", "9", "--walks", "300", "--seed", "7", "--builtins", "corridor", "--json"));
		long withoutNeck = number(cli.out(), "\"deadEnds\":");
		assertTrue(both.contains("{\"without\":\"neck\",\"deadEnds\":" + withoutNeck + ","), both);
		assertTrue(number(both, "\"deadEnds\":") < withoutNeck, "the neck rule saves walks: " + both);
		assertTrue(both.contains("{\"without\":\"corridor\",") && both.contains("\"positionsPerSecond\":"), both);

		assertEquals(0, cli.run("random", "--size", "7", "--walks", "50", "--builtins", "corridor,neck", "--costs"));
		assertTrue(cli.out().contains("without neck") && cli.out().contains("positions/s"), cli.out());
	}

	/** The JSON of a run without what the clock decides. */
	private static String withoutTimes(String json) {
		return json.replaceAll("\"(seconds|positionsPerSecond)\":[0-9.E-]+", "");
	}

	private static long number(String json, String key) {
		int at = json.indexOf(key) + key.length();
		int end = at;
		while (end < json.length() && Character.isDigit(json.charAt(end))) end++;
		return Long.parseLong(json.substring(at, end));
	}

	/** The dead-end rate comes with its exact 95% interval, in the text and in the JSON, for a run with dead ends and one without. */
	@Test
	void randomGivesTheDeadEndRateWithItsInterval() throws Exception {
		assertEquals(0, cli.run("random", "--size", "7", "--walks", "400", "--seed", "5", "--builtins", "none", "--json"));
		@SuppressWarnings("unchecked")
		Map<String, Object> row = ((List<Map<String, Object>>) ((Map<String, Object>) JsonReader.parse(cli.out())).get("results")).get(0);
		long dead = ((Number) row.get("deadEnds")).longValue();
		assertTrue(dead > 0, "no rules: walks run into dead ends");
		labyrinth.kernel.stats.Proportion expected = labyrinth.kernel.stats.Proportion.of(dead, 400);
		@SuppressWarnings("unchecked")
		List<Number> interval = (List<Number>) row.get("deadEndRate95");
		assertEquals(expected.low(), interval.get(0).doubleValue(), 1e-12);
		assertEquals(expected.high(), interval.get(1).doubleValue(), 1e-12);
		assertEquals(0, cli.run("random", "--size", "7", "--walks", "400", "--seed", "5", "--builtins", "none"));
		assertTrue(cli.out().contains(dead + " dead ends = " + expected.percentText()), cli.out());
		assertTrue(cli.out().contains("walks completed before an error " + expected.missesPerHitText()), cli.out());
		assertEquals(0, cli.run("random", "--size", "5", "--walks", "200", "--seed", "5"));
		assertTrue(cli.out().contains("0 dead ends = 0% (95%: at most 1.83%), all walks completed before an error (95%: at least 53.7)"),
				cli.out());
	}

	/** A round finds a situation, adds a checked rule to the file, and the walks of that seed get past it. */
	@Test
	void discoverAutoAddsACheckedRuleThatGetsTheWalksPastTheSituation() throws Exception {
		Path file = dir.resolve("nine.lrules");
		// without the cut sides (and the far sides, which include them), so that 300 walks meet a wrong decision
		Files.writeString(file,
				"ruleset nine\nsizes 9\nimport \"labyrinth:universal.lrules\"\nbuiltin cut-sides off\nbuiltin far-sides off\n");
		assertEquals(0, cli.run("discover", "--size", "9", "--walks", "300", "--seed", "8", "--rules", file.toString(), "--json"));
		long walksBefore = number(cli.out(), "\"walks\":");
		assertTrue(cli.out().contains("\"found\":true"), cli.out());

		assertEquals(0, cli.run("discover", "--auto", "--size", "9", "--rounds", "1", "--walks", "300", "--seed", "7", "--rules",
				file.toString()));
		assertTrue(cli.out().contains("round 1: the rules allowed a doomed field after " + walksBefore + " walks; added Auto9x9_8_"),
				cli.out());
		String text = Files.readString(file);
		assertTrue(text.contains("rule Auto9x9_8_" + walksBefore + " {") && text.contains("description \"discover --auto, 9x9 seed 8"),
				text);
		assertTrue(text.contains("walkthroughs of 7x7 kept") || text.contains("exact on 9x9"), text);

		assertEquals(0, cli.run("discover", "--size", "9", "--walks", "300", "--seed", "8", "--rules", file.toString(), "--json"));
		assertTrue(cli.out().contains("\"found\":false") || number(cli.out(), "\"walks\":") > walksBefore, cli.out());
	}

	/** A rule that cannot be written (a read-only folder, a full disk) is printed, not lost. */
	@Test
	void discoverAutoPrintsARuleItCannotAdd() throws Exception {
		Path file = dir.resolve("nine.lrules");
		Files.writeString(file,
				"ruleset nine\nsizes 9\nimport \"labyrinth:universal.lrules\"\nbuiltin cut-sides off\nbuiltin far-sides off\n");
		labyrinth.core.run.RuleSource real = labyrinth.rules.RuleSources.file(file);
		labyrinth.core.run.RuleSource readOnly = new labyrinth.core.run.RuleSource() {
			@Override
			public labyrinth.core.patterns.RuleSetSpec load(int size, java.util.function.Consumer<String> warnings) throws java.io.IOException {
				return real.load(size, warnings);
			}

			@Override
			public String describe() {
				return real.describe();
			}

			@Override
			public labyrinth.core.patterns.RuleSetSpec append(String ruleText, int size) throws java.io.IOException {
				throw new java.nio.file.AccessDeniedException(file.toString());
			}
		};
		var op = new labyrinth.core.run.DiscoverAutoOperation(new labyrinth.core.run.DiscoverAutoOperation.Settings(9, readOnly,
				labyrinth.rules.RuleSources.shipped(), 1, 300, 7, 2));
		labyrinth.core.run.DiscoverAutoOperation.Result result;
		try (var context = new labyrinth.kernel.run.RunContext(() -> new labyrinth.kernel.tasks.LocalTaskRunner(2),
				new java.util.concurrent.atomic.AtomicBoolean(), p -> { }, w -> { })) {
			result = op.run(context);
		}
		assertTrue(result.problem().startsWith("could not add Auto9x9_8_"), result.problem());
		assertTrue(result.text().contains("but it could not be added; here it is:\nrule Auto9x9_8_"), result.text());
		assertTrue(result.text().contains("description \"discover --auto, 9x9 seed 8"), result.text());
	}

	/**
	 * A rule file's window applies to the built-ins it imports: on the smallest window the universal set meets dead
	 * ends on 11x11 that it never meets on the whole board, at a rate the summary shows.
	 */
	@Test
	void aWindowInTheRuleFileBoundsTheBuiltIns() throws Exception {
		Path file = dir.resolve("local.lrules");
		Files.writeString(file, "ruleset local\nwindow 3\nimport \"labyrinth:universal.lrules\"\n");
		assertEquals(0, cli.run("random", "--size", "11", "--walks", "150", "--seed", "7", "--rules", file.toString(), "--json"));
		long local = number(cli.out(), "\"deadEnds\":");
		assertEquals(0, cli.run("random", "--size", "11", "--walks", "150", "--seed", "7", "--json"));
		assertEquals(0, number(cli.out(), "\"deadEnds\":"), cli.out());
		assertTrue(local > 0, "the window drops constraints: " + local + " dead ends");
		assertEquals(0, cli.run("random", "--size", "7", "--walks", "5", "--rules", file.toString()));
		assertTrue(cli.out().matches("(?s).*\\(\\d+\\.\\d+ s, [\\d,]+ positions/s\\).*"), cli.out());
	}

	@Test
	void discoverAutoNeedsARuleFileForTheSize() throws Exception {
		assertEquals(2, cli.run("discover", "--auto", "--size", "9"));
		assertTrue(cli.err().contains("--rules FILE"), cli.err());
		Path file = dir.resolve("any.lrules");
		Files.writeString(file, "ruleset any\nimport \"labyrinth:universal.lrules\"\n");
		assertEquals(2, cli.run("discover", "--auto", "--size", "9", "--rules", file.toString()));
		assertTrue(cli.err().contains("'sizes 9'"), cli.err());
		assertEquals(2, cli.run("discover", "--size", "9", "--rounds", "3"));
		assertTrue(cli.err().contains("--rounds goes with --auto"), cli.err());
	}

	@Test
	void badCommandLinesGetOneClearMessageAndExitCode2() {
		assertEquals(2, cli.run("enumerate", "--size", "8"));
		assertTrue(cli.err().contains("--size must be an odd number from 3 to 63, got 8"), cli.err());
		assertEquals(2, cli.run("enumerate", "--size", "seven"));
		assertTrue(cli.err().contains("--size must be a whole number, got 'seven'"), cli.err());
		assertEquals(2, cli.run("enumerate", "--builtins", "c-shape,wat"));
		assertTrue(cli.err().contains("unknown rule 'wat'"), cli.err());
		assertEquals(2, cli.run("frobnicate"));
		assertTrue(cli.err().contains("unknown command 'frobnicate'"), cli.err());
		assertEquals(2, cli.run("random", "--walks"));
		assertTrue(cli.err().contains("--walks needs a value"), cli.err());
		assertFalse(cli.err().contains("Exception"), cli.err());
	}

	@Test
	void malformedPathFileIsReportedWithItsPosition() throws Exception {
		Path f = dir.resolve("bad.txt");
		Files.writeString(f, "5|1-1,1;0,1-1,2;0,1-3,3");
		assertEquals(1, cli.run("check", f.toString()));
		assertTrue(cli.err().contains("bad.txt:1:"), cli.err());
		assertTrue(cli.err().contains("is not next to the previous field (1,2)"), cli.err());
		assertEquals(1, cli.run("check", dir.resolve("missing.txt").toString()));
		assertTrue(cli.err().contains("missing.txt"), cli.err());
		assertFalse(cli.err().contains("Exception"), cli.err());
	}

	@Test
	void runsAUserRuleFileAndReportsItsProblemsWithPositions() throws Exception {
		Path good = dir.resolve("mine.lrules");
		Files.writeString(good, "ruleset mine\nbuiltin c-shape on\nbuiltin area on\n");
		assertEquals(0, cli.run("enumerate", "--size", "5", "--rules", good.toString(), "--json"));
		assertTrue(cli.out().contains("\"rules\":[\"c-shape\",\"area\"]"), cli.out());
		Path bad = dir.resolve("bad.lrules");
		Files.writeString(bad, "ruleset bad\nrule R {\n pattern\n  |? x k|\n  |. @ .|\n}\n");
		assertEquals(1, cli.run("enumerate", "--size", "5", "--rules", bad.toString()));
		assertTrue(cli.err().contains(bad + ":4:8: Rule R: unknown symbol 'k'"), cli.err());
		assertFalse(cli.err().contains("Exception"), cli.err());
		assertEquals(2, cli.run("enumerate", "--rules", good.toString(), "--builtins", "area"));
	}

	/** discover proposes an exact rule and, with --minimize, a smaller one that a rule file can use as it is. */
	@Test
	void discoverProposesARuleThatIsSoundAsAFile() throws Exception {
		assertEquals(0, cli.run("discover", "--size", "5", "--exhaustive", "--builtins", "c-shape", "--minimize"));
		String o = cli.out();
		int at = o.indexOf("the same rule cut down");
		assertTrue(at > 0, o);
		String rule = o.substring(o.indexOf("\nrule ", at) + 1);
		Path file = dir.resolve("proposed.lrules");
		Files.writeString(file, "ruleset proposed\nbuiltin c-shape on\n" + rule);
		assertEquals(0, cli.run("enumerate", "--size", "5", "--rules", file.toString(), "--json"));
		assertTrue(cli.out().contains("\"completed\":104"), cli.out());
		assertTrue(cli.out().contains("\"proposed/Situation5x5_0\":"), "the proposed rule is part of the run: " + cli.out());
		assertFalse(cli.out().contains("\"proposed/Situation5x5_0\":0"), "and it fires: " + cli.out());
	}

	@Test
	void helpListsTheCommands() {
		assertEquals(0, cli.run("--help"));
		for (String c : new String[] { "enumerate", "random", "discover", "check", "count", "bench" }) {
			assertTrue(cli.out().contains(c), c);
		}
	}
}
