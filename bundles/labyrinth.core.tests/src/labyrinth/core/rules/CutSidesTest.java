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
	 * 11x11, live end (4,8). After (4,9) the area left of column 4 has one field more of the colour of (3,9) and
	 * (3,11) than of the other, so the line crosses it in one stretch between those two, and its passage (3,10)-(4,10)
	 * to the other colour is closed. The corridors that follow close a loop through the four fields between (5,8)
	 * and (6,9). The built-ins shipped before allowed the step; a random walk ran into a dead end two steps later.
	 */
	@Test
	void refusesTheStepAfterWhichTheClosedPassageForcesALoop() throws Exception {
		Board b = PathFiles.parse(LEFT_AREA, "test").toBoard();
		assertEquals("(4,8)", b.format(b.head()));
		int down = 1 << Direction.DOWN;
		assertTrue((BuiltinRules.engine(BEFORE).allowed(b) & down) != 0, "the built-ins shipped before allow (4,9)");
		b.step(Direction.DOWN);
		CompletionCounter.Count count = new CompletionCounter().count(b);
		assertTrue(count.known() && !count.viable(), "(4,9) is doomed: " + count);
		b.back();
		Evaluation e = RandomLines.withRule(BASE, CorridorRule.CUT_SIDES).evaluate(b);
		assertEquals(0, e.allowed() & down);
		Firing why = e.disabledBy(Direction.DOWN);
		assertEquals(CorridorRule.CUT_SIDES, why.ruleId());
		assertTrue(why.detail().contains("forced passages through (6,9) close a loop"), why.detail());
		assertTrue((e.allowed() & 1 << Direction.RIGHT) != 0, "(5,8) stays allowed");
	}

	private static final String LEFT_AREA = "11|1-1,1;0,1-2,1;1,0-2,2;3-1,2;0-1,3;0,1-2,3;1,0-3,3;1,0,2-4,3;1,0,2-4,2;3-3,2;2-3,1;1-4,1;1-5,1;"
			+ "1,0-6,1;1,0-7,1;1,0-8,1;1,0-9,1;1,0-9,2;0,3,1-10,2;2-10,1;1-11,1;0-11,2;0-11,3;0,3-11,4;0,3-10,4;2-10,3;3-9,3;3,0-9,4;"
			+ "0,3-9,5;0,3,1-8,5;3,2,0-8,6;0,3,1-9,6;1,0-10,6;2-10,5;1-11,5;0-11,6;0-11,7;0,3-10,7;3,0-9,7;3,0-8,7;3,0-8,8;0,1-8,9;"
			+ "3-7,9;3,2,0-7,8;2,3-7,7;2,3-6,7;3,2,0-6,6;1-7,6;2-7,5;2,3-7,4;1-8,4;2-8,3;2-8,2;3-7,2;0-7,3;3-6,3;2-6,2;3-5,2;0-5,3;"
			+ "0-5,4;1-6,4;0-6,5;3-5,5;3,0-5,6;0,3-5,7;0,3-4,7;3,2,0-4,6;2,3-4,5;2-4,4;3-3,4;3,0-3,5;0,3-3,6;0,3-3,7;0,3-3,8;0,3,1-"
			+ "4,8;1";
}
