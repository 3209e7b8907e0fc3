package labyrinth.cli;

import java.io.PrintStream;
import java.util.Locale;

import labyrinth.toggle.FishAlgorithms;
import labyrinth.toggle.Gf2Solver;
import labyrinth.toggle.PressShape;
import labyrinth.toggle.ToggleBoard;

/**
 * Toggle squares speed figures. The baseline, measured in the same run, is the textbook method: Gaussian elimination
 * of the whole (n^2) x (n^2) press matrix, on a board small enough for it.
 */
final class ToggleBench {
	private ToggleBench() {
	}

	static void run(PrintStream out) {
		int small = 45;
		ToggleBoard smallBoard = ToggleBoard.random(small, small, 1);
		double plain = Timing.best(3, () -> plainEliminationRank(small));
		double ours = Timing.best(50, () -> {
			Gf2Solver s = Gf2Solver.of(PressShape.BLOCK, small, small);
			return s.nullity() + (s.solve(smallBoard) == null ? 0 : 1);
		});
		out.printf(Locale.ROOT, "toggle nullity and a solution, %dx%d block: %.3f ms; plain elimination of the %d x %d matrix %.1f ms = %.0fx faster%n",
				small, small, ours * 1e3, small * small, small * small, plain * 1e3, plain / ours);
		for (int n : new int[] { 1000, 3000 }) {
			ToggleBoard b = ToggleBoard.random(n, n, 1);
			double t = Timing.best(5, () -> {
				Gf2Solver s = Gf2Solver.of(PressShape.BLOCK, n, n);
				ToggleBoard p = s.solve(b);
				return s.nullity() + (p == null ? 0 : p.litCount());
			});
			out.printf(Locale.ROOT, "toggle nullity and a solution, %dx%d block: %.1f ms%n", n, n, t * 1e3);
		}
		ToggleBoard plus = ToggleBoard.random(1000, 1000, 1);
		double tp = Timing.best(3, () -> Gf2Solver.of(PressShape.PLUS, 1000, 1000).solve(plus) == null ? 0 : 1);
		out.printf(Locale.ROOT, "toggle nullity and a solution, 1000x1000 plus (light chasing): %.1f ms%n", tp * 1e3);
		for (int n : new int[] { 300, 600 }) {
			ToggleBoard b = ToggleBoard.random(n, n, 2);
			long[] presses = new long[1];
			double t = Timing.best(3, () -> presses[0] = FishAlgorithms.twoWay(b).presses().size());
			out.printf(Locale.ROOT, "two-way algorithm, %dx%d: %.1f ms, %,d presses (%.2f n^2)%n", n, n, t * 1e3, presses[0],
					presses[0] / (double) n / n);
		}
	}

	/** The textbook rank: the whole press matrix as boolean rows, reduced column by column. */
	private static long plainEliminationRank(int n) {
		int size = n * n;
		boolean[][] a = new boolean[size][size];
		for (int r = 0; r < n; r++) {
			for (int c = 0; c < n; c++) {
				for (int i = Math.max(0, r - 1); i <= Math.min(n - 1, r + 1); i++) {
					for (int j = Math.max(0, c - 1); j <= Math.min(n - 1, c + 1); j++) a[i * n + j][r * n + c] = true;
				}
			}
		}
		int rank = 0;
		for (int col = 0; col < size && rank < size; col++) {
			int pivot = rank;
			while (pivot < size && !a[pivot][col]) pivot++;
			if (pivot == size) continue;
			boolean[] t = a[pivot];
			a[pivot] = a[rank];
			a[rank] = t;
			for (int i = 0; i < size; i++) {
				if (i != rank && a[i][col]) for (int k = 0; k < size; k++) a[i][k] ^= a[rank][k];
			}
			rank++;
		}
		return rank;
	}
}
