package labyrinth.toggle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;

import org.junit.jupiter.api.Test;

import labyrinth.toggle.Gf2Solver;
import labyrinth.toggle.PressShape;
import labyrinth.toggle.ToggleBoard;

class Gf2SolverTest {
	/** The plus solver reports each column of both stages, ends at the whole, and solves as the silent one does. */
	@Test
	void theProgressOfBuildingAPlusSolverCoversBothStages() {
		java.util.List<String> seen = new java.util.ArrayList<>();
		Gf2Solver reporting = Gf2Solver.of(PressShape.PLUS, 30, 40, (stage, done, total) -> seen.add(stage + " " + done + "/" + total));
		assertEquals(40, seen.stream().filter(s -> s.startsWith("chasing")).count(), "one report per first-row press");
		assertTrue(seen.contains("eliminating 40/40"), "the last report is the whole: " + seen.get(seen.size() - 1));
		assertEquals("eliminating 40/40", seen.get(seen.size() - 1));
		ToggleBoard lights = ToggleBoard.random(30, 40, 9);
		ToggleBoard silent = Gf2Solver.of(PressShape.PLUS, 30, 40).solve(lights);
		ToggleBoard reported = reporting.solve(lights);
		assertEquals(silent == null ? null : silent.text(), reported == null ? null : reported.text());
		assertEquals(Gf2Solver.of(PressShape.PLUS, 30, 40).nullity(), reporting.nullity());
	}

	@Test
	void blockNullitiesMatchPlainEliminationOnEveryRectangleUpToTen() {
		for (int n = 1; n <= 10; n++) {
			for (int m = 1; m <= 10; m++) {
				assertEquals(PlainElimination.nullity(PressShape.BLOCK, n, m), Gf2Solver.of(PressShape.BLOCK, n, m).nullity(), n + " x " + m);
			}
		}
	}

	@Test
	void plusNullitiesForOneToTwentyMatchATableComputedByElimination() {
		int[] table = new int[21];
		for (int n = 1; n <= 20; n++) table[n] = PlainElimination.nullity(PressShape.PLUS, n, n);
		for (int n = 1; n <= 20; n++) assertEquals(table[n], Gf2Solver.of(PressShape.PLUS, n, n).nullity(), n + " x " + n);
		// and the well-known one: the classic 5 x 5 Lights Out has nullity 2
		assertEquals(2, table[5]);
	}

	@Test
	void plusNullitiesOnRectanglesMatchElimination() {
		for (int n = 1; n <= 8; n++) {
			for (int m = 1; m <= 8; m++) {
				assertEquals(PlainElimination.nullity(PressShape.PLUS, n, m), Gf2Solver.of(PressShape.PLUS, n, m).nullity(), n + " x " + m);
			}
		}
	}

	@Test
	void everySolutionClearsItsBoardForBothShapes() {
		for (PressShape shape : PressShape.values()) {
			for (int n = 1; n <= 14; n++) {
				Gf2Solver s = Gf2Solver.of(shape, n, n + 1);
				for (long seed = 0; seed < 5; seed++) {
					ToggleBoard lights = ToggleBoard.randomSolvable(n, n + 1, shape, seed);
					ToggleBoard presses = s.solve(lights);
					assertNotNull(presses, shape + " " + n);
					ToggleBoard after = lights.copy();
					after.applyPresses(presses, shape);
					assertTrue(after.isClear(), shape + " " + n + " x " + (n + 1));
				}
			}
		}
	}

	@Test
	void aStateOutsideTheSpanHasNoSolution() {
		// Lemma 1: a lone light in the corner of a (3k+2) board cannot be cleared
		ToggleBoard lights = new ToggleBoard(5, 5);
		lights.set(0, 0, true);
		assertNull(Gf2Solver.of(PressShape.BLOCK, 5, 5).solve(lights));
		assertNotNull(Gf2Solver.of(PressShape.BLOCK, 6, 6).solve(new ToggleBoard(6, 6)));
	}

	@Test
	void theKernelChangesNothingAndHasTheNullityAsDimension() {
		for (PressShape shape : PressShape.values()) {
			for (int n : new int[] { 4, 5, 8, 9 }) {
				Gf2Solver s = Gf2Solver.of(shape, n, n);
				assertEquals(s.nullity(), s.kernel().size());
				for (ToggleBoard k : s.kernel()) {
					ToggleBoard b = new ToggleBoard(n, n);
					b.applyPresses(k, shape);
					assertTrue(b.isClear() && !k.isClear(), shape + " " + n);
				}
			}
		}
		assertEquals(BigInteger.ONE.shiftLeft(9), Gf2Solver.of(PressShape.BLOCK, 5, 5).solutions());
	}

	@Test
	void theMinimumIsTheFewestPressesByBruteForce() {
		for (PressShape shape : PressShape.values()) {
			for (int[] size : new int[][] { { 2, 2 }, { 3, 3 }, { 2, 5 }, { 4, 4 }, { 5, 3 } }) {
				int n = size[0];
				int m = size[1];
				Gf2Solver s = Gf2Solver.of(shape, n, m);
				for (long seed = 0; seed < 4; seed++) {
					ToggleBoard lights = ToggleBoard.randomSolvable(n, m, shape, seed);
					assertEquals(bruteForceMinimum(lights, shape), s.minimum(lights).count(), shape + " " + n + " x " + m);
				}
			}
		}
	}

	@Test
	void aNullSpaceTooLargeToSearchIsSaidSo() {
		Gf2Solver s = Gf2Solver.of(PressShape.BLOCK, 14, 14); // nullity 27
		Gf2Solver.Minimum m = s.minimum(ToggleBoard.randomSolvable(14, 14, PressShape.BLOCK, 1));
		assertNotNull(m.presses());
		assertTrue(m.refusal().contains("dimension 27"), m.refusal());
	}

	private static long bruteForceMinimum(ToggleBoard lights, PressShape shape) {
		int n = lights.rows();
		int m = lights.cols();
		long best = Long.MAX_VALUE;
		for (int mask = 0; mask < 1 << (n * m); mask++) {
			ToggleBoard b = lights.copy();
			for (int i = 0; i < n * m; i++) if ((mask & (1 << i)) != 0) b.press(shape, i / m, i % m);
			if (b.isClear()) best = Math.min(best, Integer.bitCount(mask));
		}
		return best;
	}
}
