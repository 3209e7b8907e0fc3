package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.grid.Board;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.walk.Enumeration;
import labyrinth.rules.RuleFileException;
import labyrinth.rules.RuleFiles;

/** The rule sets shipped with the product: they load, they are sound, and they walk 5x5 and 7x7. */
public class ShippedRuleSetsTest {
	@TempDir
	Path dir;

	/** The window of the universal set's built-ins. */
	private static final int UNIVERSAL_WINDOW = 10;

	@Test
	public void everyShippedFileLoadsWithoutProblems() throws Exception {
		for (String name : RuleFiles.SHIPPED) {
			RuleFiles.Loaded loaded = RuleFiles.shipped(name);
			assertTrue(loaded.warnings().isEmpty(), name + ": " + loaded.warnings());
			assertTrue(loaded.spec().ids().contains("area"), name + " runs the area rule: " + loaded.spec().ids());
		}
		assertEquals("seven", RuleFiles.defaultFor(7).spec().name());
		assertEquals("universal", RuleFiles.defaultFor(13).spec().name());
	}

	/**
	 * The help book's table of the shipped sets names every built-in that a set switches off from the universal set:
	 * a rule switched off in a file but not in the book would mislead whoever reads what a set runs.
	 */
	@Test
	public void theHelpBookNamesWhatEachShippedSetSwitchesOff() throws Exception {
		Path page = Path.of("../labyrinth.doc/html/rules.html"); // the tests run in their bundle's folder
		assertTrue(Files.isRegularFile(page), page.toAbsolutePath() + " is missing");
		String html = Files.readString(page);
		List<String> universal = RuleFiles.shipped("universal.lrules").spec().ids();
		for (String name : RuleFiles.SHIPPED) {
			String set = name.substring(0, name.length() - ".lrules".length());
			int at = html.indexOf("<tr><td><code>" + set + "</code></td>");
			assertTrue(at >= 0, "rules.html has no row for the shipped set " + set);
			String row = html.substring(at, html.indexOf("</tr>", at));
			List<String> runs = RuleFiles.shipped(name).spec().ids();
			for (String id : universal) {
				if (!BuiltinRules.exists(id) || runs.contains(id)) continue; // a drawn rule, or one the set runs
				assertTrue(row.contains("<code>" + id + "</code>"),
						"the row of " + set + " does not name " + id + ", which it switches off: " + row);
			}
		}
	}

	@Test
	public void defaultRulesWalkEvery5x5WalkthroughWithoutADeadEnd() throws Exception {
		RuleSetSpec spec = RuleFiles.defaultFor(5).spec();
		Enumeration.Result r = new Enumeration(5, spec).run();
		assertEquals(104, r.completed());
		assertEquals(0, r.deadEnds());
	}

	@Test
	public void defaultRulesWalkEvery7x7WalkthroughWithoutADeadEnd() throws Exception {
		RuleSetSpec spec = RuleFiles.defaultFor(7).spec();
		Enumeration.Result r = new Enumeration(7, spec).run();
		assertEquals(111_712, r.completed(), "a rule disabled a field that has a completion");
		assertEquals(0, r.deadEnds(), "the shipped 7x7 rules leave no dead end");
	}

	/**
	 * The speed work must not change a single decision: the per-rule firing counts of the full 5x5 and 7x7 runs,
	 * measured before it, on one thread and on several. (Since then the cut sides took the place of the open sides
	 * and both cuts in the universal set; on 5x5 none of them fires, so only the list got shorter. And the corridors
	 * close the side between the two ends of a chain of forced passages: on 7x7 the corridor rule fires in 254
	 * positions more and the lookahead along forced steps in 280 fewer; the tree is the same. The far sides came
	 * last in the universal set: in a tree without dead ends a sound last rule never fires.)
	 */
	@Test
	public void shippedRulesFireExactlyAsMeasuredBeforeTheSpeedWork() throws Exception {
		RuleSetSpec five = RuleFiles.defaultFor(5).spec();
		RuleSetSpec seven = RuleFiles.defaultFor(7).spec();
		for (int threads : new int[] { 1, 3 }) {
			Enumeration.Result r5 = new Enumeration(5, five).threads(threads).run();
			assertEquals(1_583, r5.nodes());
			assertEquals(java.util.List.of(108L, 180L, 136L, 18L, 24L, 4L, 0L, 0L, 0L, 0L), boxed(r5.firings()),
					"firings per rule of " + r5.ruleIds());
			Enumeration.Result r7 = new Enumeration(7, seven).threads(threads).run();
			assertEquals(2_043_335, r7.nodes());
			assertEquals(java.util.List.of(151_866L, 210_826L, 189_746L, 39_786L, 36_836L, 5_058L, 16L),
					boxed(r7.firings()), "firings per rule of " + r7.ruleIds());
		}
	}

	/**
	 * The cut sides, the neck and the lookaheads are what the universal set needs on 7x7: with any one of them, no dead
	 * end in all 111,712 walkthroughs (so none disabled a field that leads to one); with none, the walker runs into
	 * some. (Before the corridors closed the side between the two ends of a chain, the one-step lookahead alone
	 * was not enough.) The far sides, last in the set for the larger grids, are left out of the variants.
	 */
	@Test
	public void universalRulesWalkEvery7x7WalkthroughWithTheCutSidesTheNeckOrALookahead() throws Exception {
		RuleSetSpec universal = RuleFiles.shipped("universal.lrules").spec();
		assertTrue(universal.ids().containsAll(java.util.List.of("cut-sides", "neck", "forced-steps", "far-sides")),
				universal.ids().toString());
		RuleSetSpec near = without(universal, "far-sides");
		RuleSetSpec oneStep = replaced(near, "forced-steps", "lookahead");
		RuleSetSpec corridors = without(without(near, "neck"), "cut-sides");
		for (RuleSetSpec set : java.util.List.of(universal, near, corridors, without(oneStep, "neck"), without(oneStep, "cut-sides"),
				without(without(oneStep, "neck"), "cut-sides"))) {
			Enumeration.Result r = new Enumeration(7, set).run();
			assertEquals(111_712, r.completed(), set.ids().toString());
			assertEquals(0, r.deadEnds(), set.ids().toString());
		}
		Enumeration.Result none = new Enumeration(7, without(corridors, "forced-steps")).run();
		assertEquals(111_712, none.completed());
		assertTrue(none.deadEnds() > 0, "dead ends without the cut sides, the neck and a lookahead: " + none.deadEnds());
	}

	private static RuleSetSpec replaced(RuleSetSpec set, String id, String by) {
		java.util.List<RuleSetSpec.Entry> entries = new java.util.ArrayList<>(set.entries());
		entries.replaceAll(e -> e.id().equals(id) ? RuleSetSpec.Entry.builtin(by) : e);
		return new RuleSetSpec(set.name(), set.sizes(), entries);
	}

	private static RuleSetSpec without(RuleSetSpec set, String id) {
		java.util.List<RuleSetSpec.Entry> entries = new java.util.ArrayList<>(set.entries());
		entries.removeIf(e -> e.id().equals(id));
		return new RuleSetSpec(set.name(), set.sizes(), entries);
	}

	/** The fast path (which reuses the lookahead's work) decides like the explaining path, which never does. */
	@Test
	public void fastPathAgreesWithTheExplainedEvaluationAlongRandomWalks() throws Exception {
		SplittableRandom random = new SplittableRandom(5);
		for (int n : new int[] { 7, 9, 11 }) {
			RuleEngine engine = RuleFiles.defaultFor(n).spec().engine();
			for (int walk = 0; walk < 30; walk++) {
				Board b = new Board(n);
				while (true) {
					int fast = engine.allowed(b);
					assertEquals(engine.evaluate(b).allowed(), fast, "at a position of length " + b.length() + " on " + n + "x" + n);
					if (fast == 0) break;
					int pick = random.nextInt(Integer.bitCount(fast));
					for (int k = 0; k < pick; k++) fast &= fast - 1;
					b.step(Integer.numberOfTrailingZeros(fast));
				}
				assertTrue(b.length() > n, "the walk went somewhere");
			}
		}
	}

	private static java.util.List<Long> boxed(long[] values) {
		return java.util.Arrays.stream(values).boxed().toList();
	}

	/**
	 * Sizes without exhaustive coverage: every disabled field must be doomed according to the exact oracle. On 13x13
	 * the universal set's window leaves fields beyond it wherever the line runs near a side.
	 */
	@Test
	public void defaultRulesNeverDisableAViableFieldOnLargerGrids() throws Exception {
		Oracle oracle = new Oracle();
		SplittableRandom random = new SplittableRandom(17);
		int fired = 0;
		for (int n : new int[] { 9, 11, 13 }) {
			RuleEngine rules = RuleFiles.defaultFor(n).spec().engine();
			for (int trial = 0; trial < 150; trial++) {
				Board b = new Board(n);
				int steps = 1 + random.nextInt(n * n / 2);
				for (int i = 0; i < steps && !b.isComplete(); i++) {
					int mask = rules.allowed(b);
					if (mask == 0) break;
					int pick = random.nextInt(Integer.bitCount(mask));
					for (int k = 0; k < pick; k++) mask &= mask - 1;
					b.step(Integer.numberOfTrailingZeros(mask));
				}
				int viable = oracle.viable(b);
				if (viable < 0) continue; // the oracle gave up on a huge frontier
				int allowed = rules.allowed(b);
				assertEquals(viable, viable & allowed, "a rule disabled a viable field on " + n + "x" + n);
				if (allowed != b.candidates()) fired++;
			}
		}
		assertTrue(fired > 50, "rules fired in " + fired + " positions");
	}

	@Test
	public void aBrokenUserFileNamesFileLineAndColumn() throws Exception {
		Path file = dir.resolve("mine.lrules");
		Files.writeString(file, "ruleset mine\nimport \"missing.lrules\"\nrule R {\n pattern\n  |? x k|\n  |. @ .|\n}\n");
		RuleFileException e = assertThrows(RuleFileException.class, () -> RuleFiles.load(file));
		String all = String.join("\n", e.problems());
		assertTrue(all.contains(file + ":2:"), all);
		assertTrue(all.contains(file + ":5:") && all.contains("unknown symbol 'k'"), all);
		assertTrue(all.contains("missing.lrules"), all);
	}

	/** The language's words, never the model's classes or Java's number parser; after a syntax error only that. */
	@Test
	public void problemsAreSaidInTheLanguagesWords() throws Exception {
		assertEquals(List.of(":3:1: expected 'pattern', found '}'"), problems("ruleset r\nrule A {\n}\n"));
		assertEquals(List.of(":2:8: '99999999999999999999' is too large: numbers here go from -2147483648 to 2147483647"),
				problems("ruleset r\nwindow 99999999999999999999\nbuiltin area on\n"));
		assertEquals(List.of(":2:8: '-' does not belong here (expected a number)"), problems("ruleset r\nwindow -1\nbuiltin area on\n"));
	}

	private List<String> problems(String text) throws Exception {
		Path file = dir.resolve("words.lrules");
		Files.writeString(file, text);
		RuleFileException e = assertThrows(RuleFileException.class, () -> RuleFiles.load(file));
		return e.problems().stream().map(p -> p.substring(file.toString().length())).toList();
	}

	@Test
	public void aUserFileImportsTheShippedSet() throws Exception {
		Path file = dir.resolve("mine.lrules");
		Files.writeString(file, "ruleset mine\nimport \"labyrinth:universal.lrules\"\nbuiltin forced-steps off\n");
		RuleSetSpec spec = RuleFiles.load(file).spec();
		assertTrue(spec.ids().contains("area") && !spec.ids().contains("forced-steps"), spec.ids().toString());
		assertEquals(UNIVERSAL_WINDOW, spec.window(), "a file that says no window keeps the imported one");
	}

	/**
	 * The universal set bounds its built-ins' work with a window that holds every field of 11x11 and smaller, so the
	 * sets for those sizes, which import it, decide as on the whole board.
	 */
	@Test
	public void theShippedSetsLookAtAWindowThatHoldsBoardsUpTo11x11() throws Exception {
		for (String name : RuleFiles.SHIPPED) assertEquals(UNIVERSAL_WINDOW, RuleFiles.shipped(name).spec().window(), name);
		// the start corner is the centre farthest from the opposite sides
		assertNull(BuiltinRules.windowAround(new Board(11), UNIVERSAL_WINDOW), "it holds 11x11 from any field");
		assertNotNull(BuiltinRules.windowAround(new Board(13), UNIVERSAL_WINDOW), "not 13x13");
	}

	@Test
	public void aFilesOwnWindowOverridesTheImportedOne() throws Exception {
		Path six = dir.resolve("six.lrules");
		Files.writeString(six, "ruleset six\nwindow 6\nimport \"labyrinth:universal.lrules\"\n");
		assertEquals(6, RuleFiles.load(six).spec().window());
		Path whole = dir.resolve("whole.lrules");
		Files.writeString(whole, "ruleset whole\nwindow 0\nimport \"six.lrules\"\n");
		assertEquals(0, RuleFiles.load(whole).spec().window(), "window 0 asks for the whole board");
		Path plain = dir.resolve("plain.lrules");
		Files.writeString(plain, "ruleset plain\nimport \"six.lrules\"\nbuiltin neck off\n");
		assertEquals(6, RuleFiles.load(plain).spec().window(), "the nearest import's window");
	}
}
