package labyrinth.core.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;

/** The search for the step that doomed a line, against the oracle asked at every length of the line. */
class DoomSearchTest {
	/** A line of random steps among the free fields, without rules, until the live end has none. */
	private static Board randomLine(int n, SplittableRandom random) {
		Board b = new Board(n);
		for (int candidates; (candidates = b.candidates()) != 0;) {
			int m = candidates;
			for (int pick = random.nextInt(Integer.bitCount(candidates)); pick > 0; pick--) m &= m - 1;
			b.step(Integer.numberOfTrailingZeros(m));
		}
		return b;
	}

	/** The last length with a completion, asking the oracle at every length from the start. */
	private static int lastViableByScan(Board line, Oracle oracle) {
		Board b = new Board(line.size());
		int[] moves = line.moves();
		int last = 0;
		for (int length = 1; length <= line.length(); length++) {
			if (length > 1) b.step(moves[length - 2]);
			if (oracle.count(b).viable()) last = length;
			else break;
		}
		return last;
	}

	@Test
	void findsTheLastPositionWithACompletionOnRandomDeadEnds() {
		Oracle oracle = new Oracle();
		SplittableRandom random = new SplittableRandom(39);
		int deadEnds = 0;
		int maxDistance = 0;
		for (int trial = 0; trial < 60; trial++) {
			Board line = randomLine(trial % 2 == 0 ? 7 : 9, random);
			if (line.isComplete()) continue;
			deadEnds++;
			DoomSearch.Finding f = DoomSearch.search(line, oracle);
			int expected = lastViableByScan(line, oracle);
			assertTrue(f.found(), "trial " + trial + ": " + f);
			assertEquals(expected, f.lastViable(), "trial " + trial);
			assertEquals(expected + 1, f.firstDoomed(), "trial " + trial);
			assertEquals(line.length(), f.end());
			int distance = f.end() - f.lastViable();
			maxDistance = Math.max(maxDistance, distance);
			// 1 count at the end, then doubling and halving: at most 2 ceil(log2(distance)) + 2
			int log = 32 - Integer.numberOfLeadingZeros(distance - 1);
			assertTrue(f.counts() <= 2 * log + 2, "trial " + trial + ": " + f.counts() + " counts for " + distance + " steps");
		}
		assertTrue(deadEnds > 40, "random lines without rules mostly end in dead ends: " + deadEnds);
		assertTrue(maxDistance > 4, "some lines are doomed long before their end: " + maxDistance);
	}

	/**
	 * A counter that cannot decide the positions before a length bounds the search from below: above that length it
	 * still finds the step, and where the last position with a completion is itself undecided it says so.
	 */
	@Test
	void positionsTheCounterCannotDecideBoundTheSearch() {
		Oracle oracle = new Oracle();
		SplittableRandom random = new SplittableRandom(8);
		Board line;
		int lastViable;
		do {
			line = randomLine(9, random);
			lastViable = lastViableByScan(line, oracle);
		} while (line.isComplete() || line.length() - lastViable < 6);
		for (int from = lastViable - 3; from <= lastViable + 1; from++) {
			int decidedFrom = from;
			CompletionCounter.Count unknown = CompletionCounter.Count.stopped("a test's limit");
			DoomSearch.Finding f = DoomSearch.search(line, b -> b.length() < decidedFrom ? unknown : oracle.count(b));
			if (from <= lastViable) {
				assertTrue(f.found(), "decided from " + from + ": " + f);
				assertEquals(lastViable, f.lastViable());
			} else {
				assertFalse(f.found(), f.toString());
				assertEquals(lastViable + 1, f.firstDoomed(), "the first doomed length is still found exactly");
				assertEquals(lastViable, f.undecided());
				assertEquals("a test's limit", f.stoppedBy());
			}
		}
	}

	@Test
	void aLineThatCanStillBeCompletedIsNotDoomed() {
		Board b = new Board(7);
		b.step(labyrinth.core.grid.Direction.RIGHT);
		DoomSearch.Finding f = DoomSearch.search(b, new Oracle());
		assertFalse(f.doomed());
		assertEquals(2, f.lastViable());
		assertEquals(1, f.counts());
		assertEquals(2, b.length(), "the line is left as it was");
	}

	@Test
	void anOracleThatCannotCountSaysSoInsteadOfGuessing() {
		Board line = randomLine(7, new SplittableRandom(5));
		AtomicBoolean stopped = new AtomicBoolean(true);
		DoomSearch.Finding f = DoomSearch.search(line, new Oracle(new CompletionCounter().cancelFlag(stopped)));
		assertFalse(f.doomed());
		assertFalse(f.found());
		assertEquals(line.length(), f.undecided());
		assertTrue(f.stoppedBy() != null && !f.stoppedBy().isEmpty(), f.toString());
	}
}
