package labyrinth.toggle.tests;

import labyrinth.toggle.PressShape;
import labyrinth.toggle.ToggleBoard;

/** The textbook way, for checking the solvers: the whole (nm) x (nm) press matrix, reduced row by row. */
final class PlainElimination {
	private PlainElimination() {
	}

	static int rank(PressShape shape, int rows, int cols) {
		int size = rows * cols;
		boolean[][] a = new boolean[size][size];
		for (int r = 0; r < rows; r++) {
			for (int c = 0; c < cols; c++) {
				ToggleBoard b = new ToggleBoard(rows, cols);
				b.press(shape, r, c);
				for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) a[i * cols + j][r * cols + c] = b.lit(i, j);
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

	static int nullity(PressShape shape, int rows, int cols) {
		return rows * cols - rank(shape, rows, cols);
	}
}
