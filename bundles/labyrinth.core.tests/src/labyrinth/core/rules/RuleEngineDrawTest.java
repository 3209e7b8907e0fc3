package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.AsciiBoard;
import labyrinth.core.oracle.CompletionCounter;

/**
 * {@link RuleEngine#draw}: the rules that judge each field alone are asked about the drawn fields only, and the walk
 * still chooses uniformly among the fields {@link RuleEngine#allowed} allows.
 */
class RuleEngineDrawTest {
	private static final List<String> SHIPPED = List.of("c-shape", "near-border", "corner", "area", "corridor", "cut-sides",
			"neck", "forced-steps", "far-sides");

	/** A rule that judges each field by stepping there, refuses those of its direction and counts what it is asked. */
	private static final class Counting extends StepProbeRule {
		final int refusedDirection;
		int asked;

		Counting(int refusedDirection) {
			this.refusedDirection = refusedDirection;
		}

		@Override
		public String id() {
			return "counting";
		}

		@Override
		public String name() {
			return "Counting";
		}

		@Override
		protected boolean refuses(Board afterStep) {
			asked++;
			return afterStep.heading() == refusedDirection;
		}

		@Override
		protected Firing explain(Board afterStep, int heading, int dir) {
			return new Firing(id(), name(), "", 1 << dir, null, null, "its direction");
		}
	}

	/** (1,1) -> (2,1) -> (2,2): on 5x5 the live end has three fields, right, down and left. */
	private static Board threeWays() {
		Board b = new Board(5);
		b.step(Direction.RIGHT);
		b.step(Direction.DOWN);
		assertEquals(3, Integer.bitCount(b.candidates()), AsciiBoard.render(b, null, null));
		return b;
	}

	@Test
	void theRuleThatJudgesFieldsAloneIsAskedAboutTheDrawnFieldOnly() {
		Counting counting = new Counting(-1);
		RuleEngine engine = new RuleEngine(List.of(counting));
		Board b = threeWays();
		for (long seed = 0; seed < 30; seed++) {
			counting.asked = 0;
			int d = engine.draw(b, new SplittableRandom(seed), null);
			assertTrue((b.candidates() & 1 << d) != 0);
			assertEquals(1, counting.asked, "one field judged");
		}
		counting.asked = 0;
		assertEquals(b.candidates(), engine.allowed(b));
		assertEquals(3, counting.asked, "allowed judges every field");
	}

	@Test
	void aRefusedFieldIsNeverDrawnAndTheOthersComeEquallyOften() {
		Counting counting = new Counting(Direction.DOWN);
		RuleEngine engine = new RuleEngine(List.of(counting));
		Board b = threeWays();
		long[] fired = new long[1];
		int[] drawn = new int[4];
		int draws = 6000;
		for (long seed = 0; seed < draws; seed++) drawn[engine.draw(b, new SplittableRandom(seed), fired)]++;
		assertEquals(0, drawn[Direction.DOWN]);
		assertEquals(draws, drawn[Direction.LEFT] + drawn[Direction.RIGHT]);
		// a third of the orders start with the refused field: it fired there
		assertTrue(Math.abs(fired[0] - draws / 3) < draws / 30, "fired " + fired[0]);
		assertTrue(Math.abs(drawn[Direction.LEFT] - draws / 2) < draws / 30, "left " + drawn[Direction.LEFT]);
	}

	/** Without rules that judge fields alone, a draw is {@code pick(allowed)}: the same fields and the same random numbers. */
	@Test
	void withoutSuchRulesItDrawsAsAPickAmongTheAllowedFields() {
		RuleEngine engine = BuiltinRules.engine(List.of("c-shape", "near-border", "corner", "area"));
		SplittableRandom lines = new SplittableRandom(5);
		int positions = 0;
		for (int walk = 0; walk < 40; walk++) {
			Board b = new Board(9);
			while (!b.isComplete() && b.candidates() != 0) {
				long seed = lines.nextLong();
				SplittableRandom one = new SplittableRandom(seed), other = new SplittableRandom(seed);
				assertEquals(RuleEngine.pick(engine.allowed(b), other), engine.draw(b, one, null));
				assertEquals(other.nextLong(), one.nextLong(), "the same random numbers used");
				positions++;
				b.step(RuleEngine.pick(b.candidates(), lines));
			}
		}
		assertTrue(positions > 1000, positions + " positions");
	}

	/**
	 * The shipped rules on 7x7 and 9x9 lines: where a field can be completed, the draws give exactly the fields
	 * {@code allowed} allows (elsewhere every field is doomed, whichever they give).
	 */
	@Test
	void withTheShippedRulesItDrawsTheAllowedFieldsWhereOneCanBeCompleted() {
		RuleEngine engine = BuiltinRules.engine(SHIPPED);
		CompletionCounter counter = new CompletionCounter();
		SplittableRandom lines = new SplittableRandom(11);
		int choices = 0;
		for (int n = 7; n <= 9; n += 2) {
			for (int walk = 0; walk < 12; walk++) {
				Board b = new Board(n);
				// one step in three anywhere, so that positions without a completion come too
				while (!b.isComplete() && b.candidates() != 0) {
					int allowed = engine.allowed(b);
					int drawn = 0;
					for (long seed = 0; seed < 40; seed++) {
						int d = engine.draw(b, new SplittableRandom(seed), null);
						if (d >= 0) drawn |= 1 << d;
					}
					boolean completable = false;
					for (int d = 0; d < 4; d++) {
						if ((b.candidates() & 1 << d) == 0) continue;
						b.step(d);
						completable |= b.isComplete() || counter.count(b).viable();
						b.back();
					}
					if (completable) {
						assertEquals(allowed, drawn, "\n" + AsciiBoard.render(b, null, null));
						if (Integer.bitCount(allowed) > 1) choices++;
					}
					int next = lines.nextInt(3) == 0 || allowed == 0 ? b.candidates() : allowed;
					b.step(RuleEngine.pick(next, lines));
				}
			}
		}
		assertTrue(choices > 100, choices + " positions with a choice");
	}
}
