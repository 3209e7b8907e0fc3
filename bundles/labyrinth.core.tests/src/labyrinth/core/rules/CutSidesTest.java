package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.walk.Enumeration;

/**
 * The colour count of the cut inside the corridor propagation: every refusal is doomed, it refuses whatever the
 * plain cut and the open sides refuse, and more, where the passages the colours decide close the loop.
 */
class CutSidesTest {
	private static final List<String> BASE = List.of("c-shape", "near-border", "corner", "area", "corridor");
	/** The built-ins shipped for 9x9 and up before the cut sides took the place of the open sides and the cut. */
	private static final List<String> BEFORE = List.of("c-shape", "near-border", "corner", "area", "corridor", "open-sides", "cut",
			"neck", "forced-steps");

	@Test
	void everyRefusalOnRandomLinesFrom7x7To13x13IsDoomed() {
		assertTrue(RandomLines.doomedRefusals(List.of("c-shape", "corridor"), CorridorRule.CUT_SIDES, 47) > 300);
		RandomLines.doomedRefusals(BEFORE.subList(0, 7), CorridorRule.CUT_SIDES, 53); // after the open sides and the cut too
	}

	/**
	 * Alone, on every position of the 7x7 tree it reaches: it disables no field that has a completion (all 111,712
	 * walkthroughs are found), and it leaves no dead end, so it visits only the 2,043,335 prefixes of walkthroughs.
	 */
	@Test
	void aloneItKeepsEvery7x7WalkthroughAndLeavesNoDeadEnd() throws Exception {
		Enumeration.Result r = new Enumeration(7, RuleSetSpec.builtins(List.of(CorridorRule.CUT_SIDES))).run();
		assertEquals(111_712, r.completed());
		assertEquals(0, r.deadEnds());
		assertEquals(2_043_335, r.nodes());
	}

	/** Random lines guided by the base rules: wherever the open sides or the plain cut refuse a field, so does it. */
	@Test
	void refusesEveryFieldTheOpenSidesOrThePlainCutRefuse() {
		RuleEngine sides = RandomLines.withRule(BASE, CorridorRule.CUT_SIDES);
		RuleEngine openSides = RandomLines.withRule(BASE, CorridorRule.OPEN_SIDES);
		RuleEngine cut = RandomLines.withRule(BASE, AnalysisRule.CUT);
		int[] counts = new int[3];
		RandomLines.walk(BuiltinRules.engine(BASE), 59, 1400, 4, (b, next, guided) -> {
			int bySides = guided & ~sides.allowed(b);
			int byOthers = guided & ~(openSides.allowed(b) & cut.allowed(b));
			assertEquals(byOthers, bySides & byOthers, () -> "a field the others refuse is allowed at " + b.format(b.head()));
			counts[0] += Integer.bitCount(byOthers);
			counts[1] += Integer.bitCount(bySides & ~byOthers);
			counts[2]++;
		});
		assertTrue(counts[0] > 50, "the others refused " + counts[0] + " fields in " + counts[2] + " positions");
		assertTrue(counts[1] > 0, "and it refused " + counts[1] + " more");
	}

	/**
	 * 11x11, live end (5,7). After (5,6) the straight runs from beside the new live end leave areas whose colours their
	 * open and forced sides cannot serve (the first run judged, along its line, names an area of 50 fields at (4,6);
	 * before the runs were taken line by line, one of 27 fields at (6,6)). The built-ins shipped before allow the step. (The example of the first version, a loop forced through (6,9), is now refused by the
	 * corridors themselves: they close the side between the two ends of a chain of forced passages.)
	 */
	@Test
	void refusesTheStepAfterWhichAnAreaCannotBeServed() throws Exception {
		Board b = PathFiles.parse(UPPER_AREA, "test").toBoard();
		assertEquals("(5,7)", b.format(b.head()));
		int up = 1 << Direction.UP;
		assertTrue((BuiltinRules.engine(BEFORE).allowed(b) & up) != 0, "the built-ins shipped before allow (5,6)");
		b.step(Direction.UP);
		CompletionCounter.Count count = new CompletionCounter().count(b);
		assertTrue(count.known() && !count.viable(), "(5,6) is doomed: " + count);
		b.back();
		Evaluation e = RandomLines.withRule(BASE, CorridorRule.CUT_SIDES).evaluate(b);
		Firing why = RandomLines.refusedBy(e, Direction.UP, CorridorRule.CUT_SIDES);
		assertTrue(why.detail().contains("the colours of the area of 50 fields at (4,6)"), why.detail());
		assertTrue((e.allowed() & 1 << Direction.LEFT) != 0, "(4,7) stays allowed");
	}

	private static final String UPPER_AREA = "11|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,0,2-3,3;1,0,2-3,2;3-2,2;2-2,1;1-3,1;1-4,1;1,0-5,1;1,0-6,1;1,0-6,2"
			+ ";0,3,1-7,2;2-7,1;1-8,1;1,0-8,2;0,1-9,2;2-9,1;1-10,1;1-11,1;0-11,2;3-10,2;0-10,3;1-11,3;0-11,4;0,3-11"
			+ ",5;0,3-11,6;0,3-11,7;0,3-11,8;0,3-11,9;0,3-10,9;3,2-10,8;2,3-9,8;3,2,0-9,9;0,3-9,10;3-8,10;3,2-8,9;2"
			+ ",3-8,8;2,3-7,8;3,2,0-6,8;3,2,0-6,7;2,1,3-5,7;3,2,0";
}
