package labyrinth.knights.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.knights.KnightTour;
import labyrinth.knights.MoveOrdering;
import labyrinth.knights.Sweeps;
import labyrinth.knights.TiebreakSpec;
import labyrinth.knights.Tiebreaks;
import labyrinth.knights.Tours;

class KnightTourTest {
	/** The paper's introduction: Warnsdorff's rule with the move-ordering 12345678 from (1,1). */
	static final int[][] PAPER_8X8 = { { 1, 16, 27, 22, 3, 18, 47, 56 }, { 26, 23, 2, 17, 46, 57, 4, 19 },
			{ 15, 28, 25, 62, 21, 48, 55, 58 }, { 24, 35, 30, 45, 60, 63, 20, 5 }, { 29, 14, 61, 34, 49, 44, 59, 54 },
			{ 36, 31, 38, 41, 64, 53, 6, 9 }, { 13, 40, 33, 50, 11, 8, 43, 52 }, { 32, 37, 12, 39, 42, 51, 10, 7 } };

	/** The paper's tour that deviates from Warnsdorff's rule 20 times. */
	static final int[][] DEVIATING_8X8 = { { 1, 56, 49, 54, 3, 52, 19, 22 }, { 48, 37, 2, 51, 20, 23, 4, 17 },
			{ 57, 50, 55, 36, 53, 18, 21, 10 }, { 38, 47, 58, 33, 24, 11, 16, 5 }, { 59, 32, 39, 46, 35, 26, 9, 12 },
			{ 40, 43, 34, 25, 62, 15, 6, 27 }, { 31, 60, 45, 42, 29, 8, 13, 64 }, { 44, 41, 30, 61, 14, 63, 28, 7 } };

	@Test
	void thePapersEightByEightTourIsReproducedExactly() {
		KnightTour t = new KnightTour(8, 0, 0, Tiebreaks.ordering(MoveOrdering.parse("12345678")));
		assertTrue(t.run());
		assertArrayEquals(PAPER_8X8, t.numbers());
		assertEquals(0, Tours.warnsdorffDeviations(PAPER_8X8));
	}

	@Test
	void thePapersSecondTourDeviatesTwentyTimes() {
		assertNull(Tours.problem(DEVIATING_8X8));
		assertEquals(20, Tours.warnsdorffDeviations(DEVIATING_8X8));
	}

	@Test
	void theValidatorRejectsBrokenTours() {
		int[][] swapped = copy(PAPER_8X8);
		swapped[0][0] = 2;
		swapped[1][2] = 1;
		assertEquals("step 2 at (1,1) to step 3 at (1,5) is not a knight's move", Tours.problem(swapped));
		int[][] twice = copy(PAPER_8X8);
		twice[7][7] = 1;
		assertEquals("step 1 appears twice, the second time at (8,8)", Tours.problem(twice));
		int[][] outOfRange = copy(PAPER_8X8);
		outOfRange[3][3] = 65;
		assertEquals("(4,4) holds 65; steps run from 1 to 64", Tours.problem(outOfRange));
	}

	@Test
	void theDecisionSaysWhichTiebreakTookWhichMove() {
		KnightTour t = new KnightTour(8, 0, 0, Tiebreaks.ordering(MoveOrdering.parse("34261578")));
		t.step(); // from (1,1): moves 3 and 4 both reach squares of degree 5
		assertEquals("tie between 3 and 4, ordering 34261578 took 3", t.decision());
		assertEquals(2, t.candidates());
	}

	@Test
	void degreesAreUpdatedAsTheKnightMovesWithoutRescans() {
		KnightTour t = new KnightTour(9, 0, 0, Tiebreaks.random(3));
		assertEquals(8, t.degree(4, 4));
		for (int k = 0; k < 40 && t.step(); k++) {
			for (int r = 0; r < 9; r++) {
				for (int c = 0; c < 9; c++) {
					if (t.stepAt(r, c) == 0) assertEquals(unvisitedNeighbours(t, r, c), t.degree(r, c), "(" + r + "," + c + ") after " + k);
				}
			}
		}
	}

	private static int unvisitedNeighbours(KnightTour t, int r, int c) {
		int d = 0;
		for (int type = 1; type <= 8; type++) {
			int nr = r + labyrinth.knights.Moves.ROW[type];
			int nc = c + labyrinth.knights.Moves.COL[type];
			if (nr >= 0 && nc >= 0 && nr < t.size() && nc < t.size() && t.stepAt(nr, nc) == 0) d++;
		}
		return d;
	}

	@Test
	void anyStartSquareWorksAndABadOneIsRefused() {
		KnightTour t = new KnightTour(8, 3, 4, Tiebreaks.ordering(MoveOrdering.parse("12345678")));
		t.run();
		assertEquals(1, t.stepAt(3, 4));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> new KnightTour(8, 8, 0, Tiebreaks.random(1)));
		assertEquals("the start (9,1) is off the 8 x 8 board", e.getMessage());
	}

	@Test
	void anOrderingWithARepeatedDigitIsNamed() {
		assertEquals("digit 3 of '12245678' repeats move type 2; each of 1..8 must appear once", MoveOrdering.problem("12245678"));
		assertEquals("a move-ordering has the eight digits 1..8 once each, got 7 characters in '1234567'", MoveOrdering.problem("1234567"));
	}

	@Test
	void randomRatesAreReproducibleWhateverTheThreadCount() throws Exception {
		List<Sweeps.Rate> one = Sweeps.rates(5, 30, 20, 7, TiebreakSpec.Seeded.RANDOM, new LocalTaskRunner(1), new AtomicBoolean(), null);
		List<Sweeps.Rate> four = Sweeps.rates(5, 30, 20, 7, TiebreakSpec.Seeded.RANDOM, new LocalTaskRunner(4), new AtomicBoolean(), null);
		assertEquals(one, four);
		assertEquals(26, one.size());
		List<Sweeps.Rate> other = Sweeps.rates(5, 30, 20, 8, TiebreakSpec.Seeded.RANDOM, new LocalTaskRunner(2), new AtomicBoolean(), null);
		assertFalse(one.equals(other), "another seed, other trials");
	}

	@Test
	void pohlAndRothBreakTiesAndStillMakeTours() {
		assertTrue(new KnightTour(8, 0, 0, Tiebreaks.pohl(Tiebreaks.ordering(MoveOrdering.parse("12345678")))).run());
		KnightTour roth = new KnightTour(20, 0, 0, Tiebreaks.roth(Tiebreaks.ordering(MoveOrdering.parse("12345678"))));
		roth.run();
		assertNull(roth.complete() ? Tours.problem(roth.numbers()) : null);
	}

	@Test
	void aSweepReportsWhereEachFailureGotStuck() throws Exception {
		List<Sweeps.Failure> failed = Sweeps.sweep(5, 40, new TiebreakSpec.Ordering(MoveOrdering.parse("12345678")),
				new LocalTaskRunner(2), new AtomicBoolean(), null);
		for (Sweeps.Failure f : failed) {
			KnightTour t = new KnightTour(f.m(), 0, 0, Tiebreaks.ordering(MoveOrdering.parse("12345678")));
			assertFalse(t.run());
			assertEquals(f.visited(), t.length());
			assertEquals(f.row() - 1, t.current()[0]);
		}
	}

	private static int[][] copy(int[][] a) {
		int[][] b = new int[a.length][];
		for (int i = 0; i < a.length; i++) b[i] = a[i].clone();
		return b;
	}
}
