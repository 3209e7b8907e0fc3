package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.AsciiBoard;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.walk.RandomWalks;

/** Random lines from 7x7 to 13x13 for the soundness tests of the rules, guided by rules so that deep positions come. */
final class RandomLines {
	/** One position of a line; the board must be left as it was. */
	interface Visit {
		/**
		 * @param next   the fields the line picks its next step from
		 * @param guided the fields the guiding rules allow
		 */
		void position(Board board, int next, int guided);
	}

	private RandomLines() {
	}

	/**
	 * {@code walksTimesSize / n} lines on each size n. With {@code freeOneIn} 0 every step is one the guide allows;
	 * otherwise one step in {@code freeOneIn} (at random) may go to any free neighbour.
	 */
	static void walk(RuleEngine guide, long seed, int walksTimesSize, int freeOneIn, Visit visit) {
		SplittableRandom random = new SplittableRandom(seed);
		for (int n = 7; n <= 13; n += 2) {
			for (int walk = 0; walk < walksTimesSize / n; walk++) {
				Board b = new Board(n);
				while (!b.isComplete()) {
					int guided = guide.allowed(b);
					int next = guided;
					if (freeOneIn > 0 && (guided == 0 || random.nextInt(freeOneIn) == 0)) next = b.candidates();
					if (next == 0) break;
					visit.position(b, next, guided);
					b.step(RandomWalks.pick(next, random));
				}
			}
		}
	}

	/** The base rules with one more built-in after them. */
	static RuleEngine withRule(List<String> baseIds, String ruleId) {
		return BuiltinRules.engine(Stream.concat(baseIds.stream(), Stream.of(ruleId)).toList());
	}

	/**
	 * Random lines, three in four steps guided by the base rules (so deep positions are reached), the rest free:
	 * every field the base rules allow but the rule after them refuses must be doomed. Returns how many there were.
	 */
	static int doomedRefusals(List<String> baseIds, String ruleId, long seed) {
		return doomedRefusals(baseIds, ruleId, seed, BuiltinRules.WHOLE_BOARD);
	}

	/** {@link #doomedRefusals(List, String, long)} with the built-ins' analyses on a window of this radius. */
	static int doomedRefusals(List<String> baseIds, String ruleId, long seed, int windowRadius) {
		RuleEngine base = BuiltinRules.engine(baseIds, windowRadius);
		RuleEngine checked = BuiltinRules.engine(Stream.concat(baseIds.stream(), Stream.of(ruleId)).toList(), windowRadius);
		CompletionCounter counter = new CompletionCounter();
		int[] refusals = { 0 };
		walk(base, seed, 2700, 4, (b, next, guided) -> refusals[0] += assertDoomed(b, guided & ~checked.allowed(b), counter));
		return refusals[0];
	}

	/** The line of an n x n grid that takes these moves (letters D, R, U, L) from the start. */
	static Board line(int n, String moves) {
		Board b = new Board(n);
		for (int i = 0; i < moves.length(); i++) b.step(Direction.ofLetter(moves.charAt(i)));
		return b;
	}

	/** The firing that disabled direction {@code dir}; it must be rule {@code ruleId}'s. */
	static Firing refusedBy(Evaluation e, int dir, String ruleId) {
		assertEquals(0, e.allowed() & 1 << dir, "allowed");
		Firing why = e.disabledBy(dir);
		assertEquals(ruleId, why.ruleId());
		return why;
	}

	/** Every field of {@code refused} is doomed according to the oracle; returns how many there are. */
	static int assertDoomed(Board b, int refused, CompletionCounter counter) {
		return assertRefusalsDoomed(b, refused, after -> true, () -> "", counter);
	}

	/**
	 * Steps to each field of {@code next}: a position {@code refuses} judges hopeless must be doomed according to the
	 * oracle; a failure shows {@code reason} and the board. Returns how many were refused.
	 */
	static int assertRefusalsDoomed(Board b, int next, Predicate<Board> refuses, Supplier<String> reason, CompletionCounter counter) {
		int n = 0;
		for (int d = 0; d < 4; d++) {
			if ((next & (1 << d)) == 0) continue;
			b.step(d);
			if (refuses.test(b)) {
				n++;
				CompletionCounter.Count count = counter.count(b);
				assertTrue(count.known() && !count.viable(),
						() -> "refused although it can be completed:" + reason.get() + "\n" + AsciiBoard.render(b, null, null));
			}
			b.back();
		}
		return n;
	}
}
