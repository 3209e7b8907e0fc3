package labyrinth.toggle;

import java.util.ArrayList;
import java.util.List;

/**
 * Light chasing for the plus-shaped press (Lights Out): once the first row's presses are chosen, each row's lights
 * fix the presses of the row below, so the lights left on the last row are an affine function of the first row.
 * The solver measures that function (one chase per first-row cell, a word per 64 cells of a row), reduces it by
 * Gaussian elimination once, and then solves any state with one chase.
 */
final class PlusSolver extends Gf2Solver {
	private final int words;
	/** The last row's lights from pressing first-row cell j alone on a clear board: column j of the matrix M. */
	private final long[][] reduced;
	/** E with E M = reduced (row echelon), applied to each right-hand side. */
	private final long[][] transform;
	private final int[] pivotColumn;
	private final int rank;
	/** The two stages of building the solver, as progress names them. */
	static final String CHASING = "chasing each first-row press";
	static final String ELIMINATING = "eliminating";

	PlusSolver(int rows, int cols, Progress progress) {
		super(rows, cols);
		words = (cols + 63) >>> 6;
		long[][] m = new long[cols][words];
		ToggleBoard clear = new ToggleBoard(rows, cols);
		long[] first = new long[words];
		long[] residual = new long[words];
		for (int j = 0; j < cols; j++) {
			progress.update(CHASING, j, cols);
			java.util.Arrays.fill(first, 0);
			first[j >>> 6] = 1L << j;
			chase(clear.bits(), first, null, residual);
			for (int i = 0; i < cols; i++) if ((residual[i >>> 6] & (1L << i)) != 0) m[i][j >>> 6] |= 1L << j;
		}
		transform = new long[cols][words];
		for (int i = 0; i < cols; i++) transform[i][i >>> 6] |= 1L << i;
		pivotColumn = new int[cols];
		int r = 0;
		for (int c = 0; c < cols && r < cols; c++) {
			progress.update(ELIMINATING, c, cols);
			int p = r;
			while (p < cols && (m[p][c >>> 6] & (1L << c)) == 0) p++;
			if (p == cols) continue;
			swap(m, p, r);
			swap(transform, p, r);
			for (int i = 0; i < cols; i++) {
				if (i != r && (m[i][c >>> 6] & (1L << c)) != 0) {
					Rows.xorFrom(m[i], 0, m[r], 0, words);
					Rows.xorFrom(transform[i], 0, transform[r], 0, words);
				}
			}
			pivotColumn[r++] = c;
		}
		progress.update(ELIMINATING, cols, cols);
		rank = r;
		reduced = m;
	}

	private static void swap(long[][] a, int i, int j) {
		long[] t = a[i];
		a[i] = a[j];
		a[j] = t;
	}

	/**
	 * Presses the first row as given, then every later row so the row above goes dark; returns the last row's lights
	 * in residual. presses (if not null) receives every row's presses.
	 */
	private void chase(long[] lights, long[] firstRow, long[] presses, long[] residual) {
		long[] before = new long[words];
		long[] now = firstRow.clone();
		long[] next = new long[words];
		long[] spread = new long[words];
		if (presses != null) System.arraycopy(now, 0, presses, 0, words);
		for (int r = 0; r + 1 < rows; r++) {
			Rows.spread(now, 0, spread, words, cols);
			for (int w = 0; w < words; w++) next[w] = lights[r * words + w] ^ before[w] ^ spread[w];
			if (presses != null) System.arraycopy(next, 0, presses, (r + 1) * words, words);
			long[] free = before; // rotate the three rows without allocating
			before = now;
			now = next;
			next = free;
		}
		Rows.spread(now, 0, spread, words, cols);
		int last = (rows - 1) * words;
		for (int w = 0; w < words; w++) residual[w] = lights[last + w] ^ before[w] ^ spread[w];
	}

	@Override
	public PressShape shape() {
		return PressShape.PLUS;
	}

	@Override
	public int nullity() {
		return cols - rank;
	}

	@Override
	public ToggleBoard solve(ToggleBoard lights) {
		checkSize(lights);
		long[] zero = new long[words];
		long[] residual = new long[words];
		chase(lights.bits(), zero, null, residual);
		// M first = residual: reduce the right-hand side like M, check the zero rows, read the pivots
		long[] first = new long[words];
		for (int i = 0; i < cols; i++) {
			long bit = 0;
			long[] e = transform[i];
			for (int w = 0; w < words; w++) bit ^= Long.bitCount(e[w] & residual[w]) & 1L;
			if (i >= rank) {
				if (bit != 0) return null;
			} else if (bit != 0) {
				first[pivotColumn[i] >>> 6] |= 1L << pivotColumn[i];
			}
		}
		ToggleBoard presses = new ToggleBoard(rows, cols);
		chase(lights.bits(), first, presses.bits(), residual);
		return presses;
	}

	@Override
	public List<ToggleBoard> kernel() {
		List<ToggleBoard> basis = new ArrayList<>();
		boolean[] isPivot = new boolean[cols];
		for (int i = 0; i < rank; i++) isPivot[pivotColumn[i]] = true;
		ToggleBoard clear = new ToggleBoard(rows, cols);
		long[] residual = new long[words];
		for (int free = 0; free < cols; free++) {
			if (isPivot[free]) continue;
			long[] first = new long[words];
			first[free >>> 6] |= 1L << free;
			for (int i = 0; i < rank; i++) {
				if ((reduced[i][free >>> 6] & (1L << free)) != 0) first[pivotColumn[i] >>> 6] |= 1L << pivotColumn[i];
			}
			ToggleBoard k = new ToggleBoard(rows, cols);
			chase(clear.bits(), first, k.bits(), residual);
			basis.add(k);
		}
		return basis;
	}
}
