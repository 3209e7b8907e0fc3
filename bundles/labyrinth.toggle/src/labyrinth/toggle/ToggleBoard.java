package labyrinth.toggle;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * An n x m board of lit and unlit cells, one bitset row after another ({@link #words()} longs a row), so presses,
 * row chasing and the GF(2) solvers work a word at a time. Rows and columns are 0-based here; files and messages
 * count from 1.
 */
public final class ToggleBoard implements java.io.Serializable {
	private static final long serialVersionUID = 1L;
	public static final int MAX_SIDE = 20_000;

	private final int rows;
	private final int cols;
	private final int words;
	private final long[] bits;

	public ToggleBoard(int rows, int cols) {
		if (rows < 1 || cols < 1 || rows > MAX_SIDE || cols > MAX_SIDE) {
			throw new IllegalArgumentException("a board has 1 to " + MAX_SIDE + " rows and columns, got " + rows + " x " + cols);
		}
		this.rows = rows;
		this.cols = cols;
		this.words = (cols + 63) >>> 6;
		this.bits = new long[rows * words];
	}

	/** A board with each cell lit with probability 1/2. */
	public static ToggleBoard random(int rows, int cols, long seed) {
		ToggleBoard b = new ToggleBoard(rows, cols);
		SplittableRandom random = new SplittableRandom(seed);
		for (int i = 0; i < b.bits.length; i++) b.bits[i] = random.nextLong();
		b.trim();
		return b;
	}

	/** A board that is surely solvable: the lights a random set of presses makes on a clear board. */
	public static ToggleBoard randomSolvable(int rows, int cols, PressShape shape, long seed) {
		ToggleBoard presses = random(rows, cols, seed);
		ToggleBoard b = new ToggleBoard(rows, cols);
		b.applyPresses(presses, shape);
		return b;
	}

	public int rows() {
		return rows;
	}

	public int cols() {
		return cols;
	}

	public int words() {
		return words;
	}

	/** The bitset rows (row r is words [r * words(), (r + 1) * words())); for the solvers. */
	long[] bits() {
		return bits;
	}

	public boolean lit(int r, int c) {
		return (bits[r * words + (c >>> 6)] & (1L << c)) != 0;
	}

	public void set(int r, int c, boolean on) {
		if (on) bits[r * words + (c >>> 6)] |= 1L << c;
		else bits[r * words + (c >>> 6)] &= ~(1L << c);
	}

	public void toggle(int r, int c) {
		bits[r * words + (c >>> 6)] ^= 1L << c;
	}

	/** Presses (r, c): toggles its block or plus, clipped at the border. */
	public void press(PressShape shape, int r, int c) {
		int from = Math.max(0, c - 1);
		int to = Math.min(cols - 1, c + 1);
		for (int rr = Math.max(0, r - 1); rr <= Math.min(rows - 1, r + 1); rr++) {
			if (shape == PressShape.BLOCK || rr == r) {
				for (int cc = from; cc <= to; cc++) toggle(rr, cc);
			} else {
				toggle(rr, c);
			}
		}
	}

	/** Presses every cell lit on the presses board, a row at a time with word shifts. */
	public void applyPresses(ToggleBoard presses, PressShape shape) {
		long[] p = presses.bits;
		long[] spread = new long[words];
		for (int r = 0; r < rows; r++) {
			Rows.spread(p, r * words, spread, words, cols);
			if (shape == PressShape.BLOCK) {
				for (int rr = Math.max(0, r - 1); rr <= Math.min(rows - 1, r + 1); rr++) Rows.xor(bits, rr * words, spread, words);
			} else {
				Rows.xor(bits, r * words, spread, words);
				if (r > 0) Rows.xorFrom(bits, (r - 1) * words, p, r * words, words);
				if (r + 1 < rows) Rows.xorFrom(bits, (r + 1) * words, p, r * words, words);
			}
		}
	}

	public long litCount() {
		long n = 0;
		for (long w : bits) n += Long.bitCount(w);
		return n;
	}

	public boolean isClear() {
		for (long w : bits) if (w != 0) return false;
		return true;
	}

	public ToggleBoard copy() {
		ToggleBoard b = new ToggleBoard(rows, cols);
		System.arraycopy(bits, 0, b.bits, 0, bits.length);
		return b;
	}

	public void xor(ToggleBoard other) {
		for (int i = 0; i < bits.length; i++) bits[i] ^= other.bits[i];
	}

	void trim() {
		long last = Rows.lastWordMask(cols);
		for (int r = 0; r < rows; r++) bits[r * words + words - 1] &= last;
	}

	/** Rows of '*' (lit) and '.' (unlit), the board file format. */
	public String text() {
		StringBuilder b = new StringBuilder(rows * (cols + 1));
		for (int r = 0; r < rows; r++) {
			for (int c = 0; c < cols; c++) b.append(lit(r, c) ? '*' : '.');
			b.append('\n');
		}
		return b.toString();
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof ToggleBoard b && b.rows == rows && b.cols == cols && Arrays.equals(b.bits, bits);
	}

	@Override
	public int hashCode() {
		return Arrays.hashCode(bits) * 31 + rows * 7 + cols;
	}

	@Override
	public String toString() {
		return text();
	}
}
