package labyrinth.reach.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import labyrinth.reach.InfiniteReach;
import labyrinth.reach.Boards;
import labyrinth.reach.ReachBoard;

class InfiniteReachTest {
	private static final long BIG = 26_501_365;

	@Test
	void anOpenPlaneGivesTheDiamondFormulasAtHugeSteps() throws Exception {
		ReachBoard open = ReachBoard.parse("...\n.S.\n...\n", "open");
		BigInteger n = BigInteger.valueOf(BIG);
		BigInteger within = n.multiply(n).shiftLeft(1).add(n.shiftLeft(1)).add(BigInteger.ONE); // 2n^2 + 2n + 1
		BigInteger exactly = n.add(BigInteger.ONE).pow(2); // (n+1)^2
		assertEquals(within, InfiniteReach.count(open, BIG, false).squares());
		assertEquals(exactly, InfiniteReach.count(open, BIG, true).squares());
	}

	@Test
	void extrapolationMatchesSearchOnAGardenUpToFourHundredSteps() throws Exception {
		ReachBoard g = ReachBoard.parse(Boards.garden(11, 0.3, 3), "g");
		for (int n = 0; n <= 400; n++) {
			assertEquals(InfiniteReach.bySearch(g, n, true), InfiniteReach.count(g, n, true).squares().longValueExact(), "exactly " + n);
			assertEquals(InfiniteReach.bySearch(g, n, false), InfiniteReach.count(g, n, false).squares().longValueExact(), "within " + n);
		}
	}

	@Test
	void extrapolationMatchesSearchOnRandomBoardsWithoutClearLanes() throws Exception {
		SplittableRandom random = new SplittableRandom(11);
		for (int trial = 0; trial < 25; trial++) {
			int side = 5 + 2 * random.nextInt(5);
			StringBuilder b = new StringBuilder();
			for (int r = 0; r < side; r++) {
				for (int c = 0; c < side; c++) b.append(r == side / 2 && c == side / 2 ? 'S' : random.nextDouble() < 0.25 ? '#' : '.');
				b.append('\n');
			}
			ReachBoard board = ReachBoard.parse(b.toString(), "random");
			for (int n = 150; n <= 330; n += 9) {
				boolean exactly = n % 2 == 0;
				assertEquals(InfiniteReach.bySearch(board, n, exactly), InfiniteReach.count(board, n, exactly).squares().longValueExact(),
						"board\n" + b + "n " + n);
			}
		}
	}

	@Test
	void theCountOfTheBigPuzzleIsExtrapolatedAndSaysHow() throws Exception {
		ReachBoard g = ReachBoard.parse(Boards.garden(131, 0.12, 7), "g");
		InfiniteReach.Count c = InfiniteReach.count(g, BIG, true);
		assertTrue(c.method().startsWith("quadratic in K for N = 65 + K x 131 (K = 202300)"), c.method());
		// Every square of an open plane's parity class bounds it from above; the garden's blockers take some away.
		assertTrue(c.squares().compareTo(BigInteger.valueOf(BIG + 1).pow(2)) < 0);
		assertTrue(c.squares().compareTo(BigInteger.valueOf(BIG + 1).pow(2).multiply(BigInteger.valueOf(8)).divide(BigInteger.TEN)) > 0);
	}

	@Test
	void aStartWithNoWayOutStaysAlone() throws Exception {
		ReachBoard shut = ReachBoard.parse(".#.\n#S#\n.#.\n", "shut");
		assertEquals(BigInteger.ZERO, InfiniteReach.count(shut, BIG, true).squares());
		assertEquals(BigInteger.ONE, InfiniteReach.count(shut, BIG, false).squares());
	}

	@Test
	void aSearchTooLargeForMemoryIsRefusedWithTheLimit() throws Exception {
		StringBuilder b = new StringBuilder();
		for (int r = 0; r < 1100; r++) b.append(r == 0 ? "S" : ".").append(".".repeat(1098)).append('\n');
		ReachBoard wide = ReachBoard.parse(b.toString().replace("S", ".").replaceFirst("\\.", "S"), "wide");
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> InfiniteReach.count(wide, 10_000_000, true));
		assertTrue(e.getMessage().contains("on a board this large"), e.getMessage());
	}
}
