package labyrinth.toggle;

import java.util.ArrayList;
import java.util.List;

/**
 * The 3x3 block press is separable: it toggles rows r-1..r+1 times columns c-1..c+1, so the press matrix is the
 * Kronecker product of two tridiagonal matrices, A = T_rows (x) T_cols, and A x = b reads T_rows X T_cols = B. The
 * solver chases T_rows Y = B down the rows with whole bitset rows at once, then T_cols x = y along each row. T_k is
 * singular exactly when k = 3j + 2 (Fish's Lemma 2), with the one null vector 11011011...011, so the nullity is
 * rows x cols - rank(T_rows) x rank(T_cols): 2n - 1 on a (3k+2) square, whose solvable space has dimension (3k+1)^2.
 */
final class BlockSolver extends Gf2Solver {
	/** The chase's coefficients of the free first unknown: 1,1,0,1,1,0,...; also the null vector when singular. */
	private final boolean[] rowChain;
	private final boolean[] colChain;
	private final boolean rowsSingular;
	private final boolean colsSingular;

	BlockSolver(int rows, int cols) {
		super(rows, cols);
		rowChain = chain(rows);
		colChain = chain(cols);
		rowsSingular = singular(rows);
		colsSingular = singular(cols);
	}

	static boolean singular(int k) {
		return k % 3 == 2;
	}

	private static boolean[] chain(int k) {
		boolean[] d = new boolean[k];
		for (int i = 0; i < k; i++) d[i] = i % 3 != 2;
		return d;
	}

	@Override
	public PressShape shape() {
		return PressShape.BLOCK;
	}

	@Override
	public int nullity() {
		long rankRows = rows - (rowsSingular ? 1 : 0);
		long rankCols = cols - (colsSingular ? 1 : 0);
		return (int) ((long) rows * cols - rankRows * rankCols);
	}

	@Override
	public ToggleBoard solve(ToggleBoard lights) {
		checkSize(lights);
		int words = lights.words();
		long[] b = lights.bits();
		ToggleBoard out = new ToggleBoard(rows, cols);
		long[] y = out.bits();
		if (!solveColumns(b, y, words)) return null;
		if (!solveRows(y, words)) return null;
		return out;
	}

	/** T_rows Y = B, all columns at once: Y[i+1] = B[i] ^ Y[i] ^ Y[i-1] from a free Y[0], fixed by the last row. */
	private boolean solveColumns(long[] b, long[] y, int words) {
		if (rows == 1) {
			System.arraycopy(b, 0, y, 0, words);
			return true;
		}
		// with Y[0] = 0: Y[1] = B[0], Y[i+1] = B[i] ^ Y[i] ^ Y[i-1]
		System.arraycopy(b, 0, y, words, words);
		for (int i = 1; i + 1 < rows; i++) {
			int next = (i + 1) * words;
			for (int w = 0; w < words; w++) y[next + w] = b[i * words + w] ^ y[i * words + w] ^ y[(i - 1) * words + w];
		}
		long[] residual = new long[words];
		int last = (rows - 1) * words;
		for (int w = 0; w < words; w++) residual[w] = b[last + w] ^ y[last - words + w] ^ y[last + w];
		if (rowsSingular) return Rows.isZero(residual, 0, words);
		// the free Y[0] equals the residual; it enters row i with coefficient rowChain[i]
		for (int i = 0; i < rows; i++) if (rowChain[i]) Rows.xor(y, i * words, residual, words);
		return true;
	}

	/** T_cols x = y along each row, in place: the same chase bit by bit, x[j+1] = y[j] ^ x[j] ^ x[j-1]. */
	private boolean solveRows(long[] y, int words) {
		if (cols == 1) return true; // T_1 = [1]: x = y
		long[] chainBits = new long[words];
		for (int j = 0; j < cols; j++) if (colChain[j]) chainBits[j >>> 6] |= 1L << j;
		long[] x = new long[words];
		for (int r = 0; r < rows; r++) {
			int at = r * words;
			java.util.Arrays.fill(x, 0);
			long prev = 0;
			long cur = 0;
			for (int j = 0; j + 1 < cols; j++) {
				x[j >>> 6] |= cur << j;
				long next = ((y[at + (j >>> 6)] >>> j) & 1L) ^ cur ^ prev;
				prev = cur;
				cur = next;
			}
			int last = cols - 1;
			x[last >>> 6] |= cur << last;
			long residual = ((y[at + (last >>> 6)] >>> last) & 1L) ^ cur ^ prev;
			if (residual != 0) {
				if (colsSingular) return false;
				Rows.xor(x, 0, chainBits, words); // the free x[0] is 1
			}
			System.arraycopy(x, 0, y, at, words);
		}
		return true;
	}

	@Override
	public List<ToggleBoard> kernel() {
		List<ToggleBoard> basis = new ArrayList<>();
		if (rowsSingular) {
			for (int j = 0; j < cols; j++) {
				ToggleBoard k = new ToggleBoard(rows, cols);
				for (int i = 0; i < rows; i++) if (rowChain[i]) k.set(i, j, true);
				basis.add(k);
			}
		}
		if (colsSingular) {
			for (int i = 0; i < rows; i++) {
				// with both singular, u_rows (x) u_cols is in both families: leave out the first row the rows' vector uses
				if (rowsSingular && i == 0) continue;
				ToggleBoard k = new ToggleBoard(rows, cols);
				for (int j = 0; j < cols; j++) if (colChain[j]) k.set(i, j, true);
				basis.add(k);
			}
		}
		return basis;
	}
}
