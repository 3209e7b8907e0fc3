package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.walk.Enumeration;

/**
 * The cut sides with the runs that start up to {@link CorridorRule#FAR_RUN_REACH} fields from the live end: sound, a
 * superset of the cut sides where a choice is left, and it refuses the doomed step of an 11x11 dead end that the
 * shipped rules before it allow.
 */
class FarSidesTest {
	private static final List<String> BASE = List.of("c-shape", "corridor");
	/** The built-ins of the universal rule set before the far sides. */
	private static final List<String> SHIPPED_BEFORE = List.of("c-shape", "near-border", "corner", "area", "corridor", "cut-sides",
			"neck", "forced-steps");

	@Test
	void everyRefusalOnRandomLinesFrom7x7To13x13IsDoomed() {
		assertTrue(RandomLines.doomedRefusals(BASE, CorridorRule.FAR_SIDES, 61) > 300);
	}

	/** Where two or more fields are left it refuses what the cut sides refuse; the more it refuses is doomed. */
	@Test
	void refusesWhatTheCutSidesRefuseAndMoreWhereAChoiceIsLeft() {
		RuleEngine far = RandomLines.withRule(BASE, CorridorRule.FAR_SIDES);
		RuleEngine cut = RandomLines.withRule(BASE, CorridorRule.CUT_SIDES);
		CompletionCounter counter = new CompletionCounter();
		int[] more = { 0 };
		RandomLines.walk(BuiltinRules.engine(BASE), 67, 2700, 4, (b, next, guided) -> {
			if (Integer.bitCount(guided) < 2) return;
			int byFar = guided & ~far.allowed(b);
			int byCut = guided & ~cut.allowed(b);
			assertEquals(byCut, byFar & byCut, () -> "a field the cut sides refuse is allowed at " + b.format(b.head()));
			more[0] += RandomLines.assertDoomed(b, byFar & ~byCut, counter);
		});
		assertTrue(more[0] > 0, "it refused no field the cut sides allow");
	}

	/** Alone, on every position of the 7x7 tree it reaches, it disables no field that has a completion. */
	@Test
	void aloneItKeepsEvery7x7Walkthrough() throws Exception {
		Enumeration.Result r = new Enumeration(7, RuleSetSpec.builtins(List.of(CorridorRule.FAR_SIDES))).run();
		assertEquals(111_712, r.completed());
		assertEquals(0, r.deadEnds());
	}

	/**
	 * The 11x11 dead end of seed 7, walk 268,598 of a million: at (8,7) the line has run along the top, down the right
	 * side and back, and stepping down to (8,8) is doomed. The shipped rules before the far sides allow it (it is
	 * refused 9 steps later). After it, runs that start up to three fields from the live end already cut off the pocket
	 * under the top row, 20 fields (here named by its field (8,5)), whose colours its sides cannot serve.
	 */
	@Test
	void refusesTheDoomedStepThatTheRulesBeforeItAllow() {
		Board b = walk268598();
		int down = 1 << Direction.DOWN;
		RuleEngine before = BuiltinRules.engine(SHIPPED_BEFORE);
		assertTrue((before.allowed(b) & down) != 0, "the rules before the far sides allow (8,8)");
		assertEquals(1, RandomLines.assertDoomed(b, down, new CompletionCounter()), "(8,8) is doomed");
		Evaluation e = RandomLines.withRule(SHIPPED_BEFORE, CorridorRule.FAR_SIDES).evaluate(b);
		Firing why = RandomLines.refusedBy(e, Direction.DOWN, CorridorRule.FAR_SIDES);
		assertTrue(why.detail().contains("the colours of the area of 20 fields at (8,5)"), why.detail());
		assertTrue((e.allowed() & 1 << Direction.UP) != 0, "(8,6), the step with walkthroughs, stays allowed");
	}

	/**
	 * The 13x13 dead end of seed 7, walk 5,993 of 30,000, the shape most of them had: the line came east along the
	 * bottom, and at (9,10) both going on east to (10,10) and turning north to (9,9) leave the fields by the end
	 * corner to be covered in a way that no longer fits. The rules before the far sides allow both; the far sides
	 * refuse both and keep (8,10), back west, the only step with walkthroughs.
	 */
	@Test
	void refusesBothStepsThatLeaveTheEndCornerUncoverable() {
		Board b = RandomLines.line(13, "DRURDDLLDRRRDRDLLULLDRDLDDDDRRDLLDRRRRULUURDRRRDLLDRRRRRULLUU");
		assertEquals("(9,10)", b.format(b.head()));
		int doomed = 1 << Direction.RIGHT | 1 << Direction.UP;
		assertEquals(doomed | 1 << Direction.LEFT, BuiltinRules.engine(SHIPPED_BEFORE).allowed(b));
		assertEquals(2, RandomLines.assertDoomed(b, doomed, new CompletionCounter()));
		assertEquals(1 << Direction.LEFT, RandomLines.withRule(SHIPPED_BEFORE, CorridorRule.FAR_SIDES).allowed(b));
	}

	/**
	 * The runs that turn once refuse only doomed fields: on random lines 7x7 to 13x13, on the whole board and on the
	 * windows of radius 3 and 5, wherever the analysis with them refutes a step that the same analysis with straight
	 * runs alone leaves, the oracle finds no completion. On the whole board of these sizes they rarely decide beyond
	 * the straight runs; on a window, where the straight runs stop at its edge, they decide dozens of times.
	 */
	@Test
	void everyRefusalOfTheBentRunsIsDoomed() {
		CompletionCounter counter = new CompletionCounter();
		int[] more = { 0 };
		for (int radius : new int[] { Window.WHOLE_BOARD, Window.MIN_RADIUS, 5 }) {
			CorridorAnalysis straight = new CorridorAnalysis(true, false, CorridorRule.FAR_RUN_REACH, 0, radius);
			CorridorAnalysis bent = new CorridorAnalysis(true, false, CorridorRule.FAR_RUN_REACH, CorridorRule.FAR_BEND_REACH, radius);
			RandomLines.walk(BuiltinRules.engine(List.of(CShapeRule.ID)), 71, 2700, 4, (b, next, guided) -> more[0] += RandomLines
					.assertRefusalsDoomed(b, next, after -> bent.refutes(after) && !straight.refutes(after), () -> "", counter));
		}
		assertTrue(more[0] > 20, "the bent runs refuted " + more[0] + " steps the straight runs leave");
	}

	/**
	 * A 21x21 dead end of seed 7 (walk 633 of 3,000; the line's first 117 fields): the live end (10,14) came up beside
	 * its own line, and stepping west to (9,14) is doomed 13 steps before the dead end shows, where going on north or
	 * east has walkthroughs. No straight run decides there. The first run that turns once and decides starts at (8,13),
	 * goes north two fields and turns east along row 11: with the live end it fences in the fields east of the live
	 * end under row 11, whose colours close and force passages until an area's colours no longer fit.
	 */
	@Test
	void aRunThatTurnsRefusesTheDoomedStepOfA21x21DeadEnd() {
		Board b = RandomLines.line(21, "RRRRRDLLLDRDLDDDLUUUUULDDDDDDDRURDDRRULURULUURDRUULURRUURRRRRDDDRDRRDDDDRUUURDDDDDDD"
				+ "LLDDDDLLURULLLDRDDRRDDLULLUULUUU");
		assertEquals("(10,14)", b.format(b.head()));
		int west = 1 << Direction.LEFT;
		int viable = 1 << Direction.UP | 1 << Direction.RIGHT;
		assertEquals(west | viable, BuiltinRules.engine(SHIPPED_BEFORE).allowed(b));
		Board after = b.copy();
		after.step(Direction.LEFT);
		assertFalse(new CorridorAnalysis(true, false, CorridorRule.FAR_RUN_REACH, 0, Window.WHOLE_BOARD).refutes(after),
				"the straight runs alone leave (9,14)");
		Evaluation e = RandomLines.withRule(SHIPPED_BEFORE, CorridorRule.FAR_SIDES).evaluate(b);
		RandomLines.refusedBy(e, Direction.LEFT, CorridorRule.FAR_SIDES);
		assertEquals(viable, e.allowed());
		CompletionCounter counter = new CompletionCounter();
		assertEquals(1, RandomLines.assertDoomed(b, west, counter), "(9,14) is doomed");
		for (int d : new int[] { Direction.UP, Direction.RIGHT }) {
			Board v = b.copy();
			v.step(d);
			assertTrue(counter.count(v).viable(), () -> v.format(v.head()) + " has walkthroughs");
		}
	}

	/** With one field left, refusing it would not keep the walker out of the dead end: the rule leaves it. */
	@Test
	void judgesOnlyWhereTheWalkerHasAChoice() {
		Board b = walk268598();
		Rule far = BuiltinRules.create(CorridorRule.FAR_SIDES);
		int down = 1 << Direction.DOWN;
		int up = 1 << Direction.UP;
		assertEquals(down, far.disabled(b, down | up, null));
		assertEquals(0, far.disabled(b, down, null));
	}

	/** The position before the doomed step, live end (8,7), rebuilt from the move letters of the checkpoint. */
	private static Board walk268598() {
		Board b = RandomLines.line(11, "RDLDRDLDRRURULUURDRURRRRRRDLDRDLDRDLLDL");
		assertEquals("(8,7)", b.format(b.head()));
		return b;
	}
}
