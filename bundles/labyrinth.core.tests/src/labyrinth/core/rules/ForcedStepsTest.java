package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;

/** The lookahead along forced steps: sound, sees what the one-step lookahead cannot, and stays bounded. */
class ForcedStepsTest {
	/** A weak base, so that chains of forced steps often end with no field. */
	private static final List<String> BASE = List.of("c-shape", "near-border", "corner", "area");
	/** The built-ins of the shipped sets before their lookahead. */
	private static final List<String> SHIPPED_BEFORE_LOOKAHEAD = List.of("c-shape", "near-border", "corner", "area", "corridor",
			"cut-sides", "neck");

	private static RuleEngine engine(String lookahead) {
		return RandomLines.withRule(BASE, lookahead);
	}

	/** Random lines, three in four steps guided by the base rules (so deep positions are reached), the rest free. */
	@Test
	void everyRefusalOnRandomLinesFrom7x7To13x13IsDoomed() {
		RuleEngine base = BuiltinRules.engine(BASE);
		RuleEngine oneStep = engine(LookaheadRule.ID);
		RuleEngine forced = engine(LookaheadRule.FORCED_STEPS);
		CompletionCounter counter = new CompletionCounter();
		int[] refusals = { 0 };
		int[] beyondOneStep = { 0 };
		RandomLines.walk(base, 29, 2700, 4, (b, next, guided) -> {
			int refused = guided & ~forced.allowed(b);
			if ((refused & oneStep.allowed(b)) != 0) beyondOneStep[0]++;
			refusals[0] += RandomLines.assertDoomed(b, refused, counter);
		});
		assertTrue(refusals[0] > 300, refusals[0] + " refusals");
		assertTrue(beyondOneStep[0] > 50, beyondOneStep[0] + " positions where the one-step lookahead allowed more");
	}

	/**
	 * After (6,6) the near-border rule leaves only (6,7), beside the end corner, and there no field is left. At
	 * (6,6) itself the rules still leave a field, so the one-step lookahead allows it. (5,5) has 10 completions.
	 */
	@Test
	void followsTheForcedStepsTheOneStepLookaheadCannotSee() throws Exception {
		Board b = PathFiles.parse("7|1-1,1;0,1-2,1;1,0-2,2;3-1,2;0-1,3;0,1-1,4;0,1-2,4;2-2,3;1-3,3;1,0,2-3,4;0,1-3,5;0,3,1-"
				+ "4,5;1,0,2-4,6;3-3,6;3-2,6;2-2,5;3-1,5;0-1,6;0-1,7;1-2,7;1-3,7;1-4,7;1-5,7;1,2-5,6;2", "test").toBoard();
		assertEquals("(5,6)", b.format(b.head()));
		int right = 1 << Direction.RIGHT;
		assertTrue((engine(LookaheadRule.ID).allowed(b) & right) != 0, "the one-step lookahead allows (6,6)");
		Evaluation forced = engine(LookaheadRule.FORCED_STEPS).evaluate(b);
		assertEquals(1 << Direction.UP, forced.allowed());
		Firing why = forced.disabledBy(Direction.RIGHT);
		assertEquals(LookaheadRule.FORCED_STEPS, why.ruleId());
		assertEquals("after stepping to (6,6) and the forced steps to (6,7) no field would be left", why.detail());
		assertEquals(List.of("(6,6)", "(6,7)"), java.util.Arrays.stream(why.matched()).mapToObj(b::format).toList());
	}

	/**
	 * The 11x11 dead end of seed 7, walk 898,741 of a million: stepping left to (8,8) is doomed. Along the steps after
	 * it the rules before the lookahead once leave two fields, but after one of them they leave none, so the other is
	 * forced too; the chain goes on and ends with no field.
	 */
	@Test
	void dropsTheFieldsAfterWhichNothingIsLeftAndFollowsTheOneLeft() {
		Board b = RandomLines.line(11, "DDRRRDRUULLLURRRRRRRRRDDDDDDLDRDDLULU");
		assertEquals("(9,8)", b.format(b.head()));
		int left = 1 << Direction.LEFT;
		RuleEngine before = BuiltinRules.engine(SHIPPED_BEFORE_LOOKAHEAD);
		assertTrue((before.allowed(b) & left) != 0, "the rules before the lookahead allow (8,8)");
		Evaluation e = RandomLines.withRule(SHIPPED_BEFORE_LOOKAHEAD, LookaheadRule.FORCED_STEPS).evaluate(b);
		Firing why = RandomLines.refusedBy(e, Direction.LEFT, LookaheadRule.FORCED_STEPS);
		assertEquals("after stepping to (8,8) and the forced steps to (8,9), (7,9), (7,10), (6,10), (6,9) no field would be left",
				why.detail());
		int mostLeft = 0;
		for (int cell : why.matched()) {
			b.stepToCell(cell);
			mostLeft = Math.max(mostLeft, Integer.bitCount(before.allowed(b)));
		}
		assertEquals(2, mostLeft, "the rules before leave two fields at one of these steps");
		assertFalse(new CompletionCounter().count(b).viable(), "doomed");
	}

	/** With a rule that leaves one field everywhere, the chain is all forced: it looks exactly 16 steps further. */
	@Test
	void looksAtMostSixteenForcedStepsAhead() {
		Rule lowestOnly = new Rule() {
			@Override
			public String id() {
				return "lowest-only";
			}

			@Override
			public String name() {
				return id();
			}

			@Override
			public int disabled(Board board, int allowed, FiringSink sink) {
				return allowed & ~Integer.lowestOneBit(allowed);
			}
		};
		Board b = new Board(9);
		RuleEngine chain = new RuleEngine(List.of(lowestOnly));
		while (chain.allowed(b) != 0) b.step(Integer.numberOfTrailingZeros(chain.allowed(b)));
		assertTrue(!b.isComplete() && b.length() > 20, "the chain ends with no field after " + b.length() + " fields");
		int deadAt = b.length();
		RuleEngine withLookahead = new RuleEngine(List.of(lowestOnly, LookaheadRule.forcedSteps()));
		// from the position deadAt - 18 fields long, its one allowed step starts a chain of 16 forced steps
		for (int i = b.length(); i > deadAt - 18; i--) b.back();
		assertTrue(withLookahead.allowed(b) != 0, "17 forced steps before the end: out of sight");
		b.step(Integer.numberOfTrailingZeros(chain.allowed(b)));
		assertEquals(0, withLookahead.allowed(b), "16 forced steps before the end: refused");
	}
}
