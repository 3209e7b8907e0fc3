package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.walk.Enumeration;

/**
 * The built-ins with their analyses on a window around the live end: sound, checked by the oracle on random lines
 * and on the whole 7x7 tree; they refuse only what they refuse on the whole board, and where the window holds every
 * free field they decide as on the whole board.
 */
class WindowedRulesTest {
	private static final int RADIUS = Window.MIN_RADIUS;
	private static final List<String> AREA_BASE = List.of("c-shape");
	private static final List<String> CORRIDOR_BASE = List.of("c-shape", "near-border", "corner", "area");
	/** The built-ins of the universal rule set. */
	private static final List<String> UNIVERSAL = List.of("c-shape", "near-border", "corner", "area", "corridor", "cut-sides",
			"neck", "forced-steps", "far-sides");

	@Test
	void theAreaRefusesOnlyDoomedFields() {
		assertTrue(RandomLines.doomedRefusals(AREA_BASE, AreaRule.ID, 71, RADIUS) > 5000);
	}

	@Test
	void theCorridorsRefuseOnlyDoomedFields() {
		assertTrue(RandomLines.doomedRefusals(CORRIDOR_BASE, CorridorRule.ID, 73, RADIUS) > 500);
	}

	@Test
	void theCutSidesRefuseOnlyDoomedFields() {
		assertTrue(RandomLines.doomedRefusals(List.of("c-shape", "corridor"), CorridorRule.CUT_SIDES, 79, RADIUS) > 100);
	}

	@Test
	void theFarSidesRefuseOnlyDoomedFields() {
		assertTrue(RandomLines.doomedRefusals(List.of("c-shape", "corridor"), CorridorRule.FAR_SIDES, 83, RADIUS) > 100);
	}

	@Test
	void theNeckRefusesOnlyDoomedFields() {
		assertTrue(RandomLines.doomedRefusals(AREA_BASE, AnalysisRule.NECK, 89, RADIUS) > 1000);
	}

	@Test
	void theGatesRefuseOnlyDoomedFields() {
		assertTrue(RandomLines.doomedRefusals(List.of("c-shape", "corridor"), CorridorRule.GATES, 97, RADIUS) > 50);
	}

	@Test
	void theForcedStepsRefuseOnlyDoomedFields() {
		assertTrue(RandomLines.doomedRefusals(UNIVERSAL.subList(0, 7), LookaheadRule.FORCED_STEPS, 101, RADIUS) > 1000);
	}

	/**
	 * Each analysis on a window refuses only fields it refuses on the whole board, and fewer of them: the fields
	 * beyond are one area that may be entered any number of times, which drops constraints and adds none. Steps that
	 * leave free fields unreachable are left out: they are doomed, and the neck, which counts its largest part from
	 * the totals, may then count another part so. (The far sides are left out too: which run decides first can
	 * differ, see {@link #theFarSidesRefuseOnlyDoomedFields}.)
	 */
	@Test
	void onAWindowEachAnalysisRefusesPartOfWhatItRefusesOnTheWholeBoard() {
		for (String id : List.of(AreaRule.ID, CorridorRule.ID, CorridorRule.OPEN_SIDES, CorridorRule.CUT_SIDES, AnalysisRule.NECK,
				CorridorRule.GATES)) {
			List<String> ids = Stream.concat(AREA_BASE.stream(), Stream.of(id)).toList();
			RuleEngine whole = BuiltinRules.engine(ids);
			RuleEngine window = BuiltinRules.engine(ids, RADIUS);
			int[] refused = { 0, 0 };
			AreaAnalysis area = new AreaAnalysis();
			RandomLines.walk(BuiltinRules.engine(CORRIDOR_BASE), 103, 700, 4, (b, next, guided) -> {
				int reachable = 0;
				for (int d = 0; d < 4; d++) {
					if ((next & 1 << d) == 0) continue;
					b.step(d);
					if (area.analyse(b) != AreaAnalysis.Verdict.UNREACHABLE) reachable |= 1 << d;
					b.back();
				}
				int byWhole = reachable & ~whole.allowed(b);
				int byWindow = reachable & ~window.allowed(b);
				assertEquals(0, byWindow & ~byWhole, () -> id + " refuses more on a window at " + b.format(b.head()));
				refused[0] += Integer.bitCount(byWhole);
				refused[1] += Integer.bitCount(byWindow);
			});
			assertTrue(refused[1] > 0 && refused[1] < refused[0], id + ": " + refused[1] + " on the window, " + refused[0] + " on the board");
		}
	}

	/** Where the window around the live end holds every free field, the window changes nothing. */
	@Test
	void whereNothingLiesBeyondTheWindowTheBuiltInsDecideAsOnTheWholeBoard() {
		List<String> ids = UNIVERSAL.stream().filter(id -> !id.equals(LookaheadRule.FORCED_STEPS)).toList(); // it looks further on
		RuleEngine whole = BuiltinRules.engine(ids);
		RuleEngine window = BuiltinRules.engine(ids, 4);
		Window probe = new Window(4);
		int[] compared = { 0 };
		RandomLines.walk(BuiltinRules.engine(CORRIDOR_BASE), 107, 2700, 4, (b, next, guided) -> {
			if (probe.place(b, b.head())) return;
			assertEquals(whole.allowed(b), window.allowed(b), () -> "at " + b.format(b.head()));
			compared[0]++;
		});
		assertTrue(compared[0] > 1000, compared[0] + " positions compared");
	}

	/**
	 * The colour count of the cut sides follows an area beyond the window, and the areas its floods leave unfinished
	 * are counted from the totals: refusals name areas larger than the window, and they are doomed.
	 */
	@Test
	void anAreaLargerThanTheWindowIsCounted() {
		List<String> ids = List.of("c-shape", "corridor", CorridorRule.CUT_SIDES);
		RuleEngine window = BuiltinRules.engine(ids, RADIUS);
		Pattern area = Pattern.compile("the area of (\\d+) fields");
		CompletionCounter counter = new CompletionCounter();
		int[] larger = { 0 };
		RandomLines.walk(BuiltinRules.engine(List.of("c-shape", "corridor")), 109, 700, 4, (b, next, guided) -> {
			Evaluation e = window.evaluate(b);
			for (int d = 0; d < 4; d++) {
				Firing f = e.disabledBy(d);
				if ((next & 1 << d) == 0 || f == null || !f.ruleId().equals(CorridorRule.CUT_SIDES)) continue;
				Matcher m = area.matcher(f.detail());
				if (!m.find() || Integer.parseInt(m.group(1)) <= Window.fields(RADIUS)) continue;
				larger[0] += RandomLines.assertDoomed(b, 1 << d, counter);
			}
		});
		assertTrue(larger[0] > 10, larger[0] + " refusals for areas larger than the window");
	}

	/** The universal built-ins on the smallest window keep every walkthrough of the whole 7x7 tree. */
	@Test
	void theUniversalBuiltInsOnTheSmallestWindowKeepEvery7x7Walkthrough() throws Exception {
		Enumeration.Result r = new Enumeration(7, new RuleSetSpec("windowed", List.of(), RADIUS,
				UNIVERSAL.stream().map(RuleSetSpec.Entry::builtin).toList())).run();
		assertEquals(111_712, r.completed());
	}
}
