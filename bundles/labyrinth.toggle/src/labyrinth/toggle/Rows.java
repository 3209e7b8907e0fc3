package labyrinth.toggle;

/** Word-parallel operations on one bitset row of a board. */
final class Rows {
	private Rows() {
	}

	static long lastWordMask(int cols) {
		int used = cols & 63;
		return used == 0 ? -1L : (1L << used) - 1;
	}

	/** out = row ^ row << 1 ^ row >> 1, clipped to cols: the cells of a row that a row of presses toggles sideways. */
	static void spread(long[] src, int at, long[] out, int words, int cols) {
		for (int w = 0; w < words; w++) {
			long x = src[at + w];
			long left = x << 1 | (w > 0 ? src[at + w - 1] >>> 63 : 0);
			long right = x >>> 1 | (w + 1 < words ? src[at + w + 1] << 63 : 0);
			out[w] = x ^ left ^ right;
		}
		out[words - 1] &= lastWordMask(cols);
	}

	static void xor(long[] target, int at, long[] row, int words) {
		for (int w = 0; w < words; w++) target[at + w] ^= row[w];
	}

	static void xorFrom(long[] target, int at, long[] src, int from, int words) {
		for (int w = 0; w < words; w++) target[at + w] ^= src[from + w];
	}

	static boolean isZero(long[] a, int at, int words) {
		for (int w = 0; w < words; w++) if (a[at + w] != 0) return false;
		return true;
	}
}
