package labyrinth.reach;

/** Word-at-a-time operations on bitsets kept as long arrays. */
final class Bits {
	private Bits() {
	}

	/** target |= source shifted towards higher indices by shift bits (a negative shift moves to lower ones). */
	static void orShifted(long[] target, long[] source, int shift) {
		int n = target.length;
		int words = Math.abs(shift) >>> 6;
		int bits = Math.abs(shift) & 63;
		if (shift >= 0) {
			for (int i = n - 1; i >= words; i--) {
				long v = source[i - words] << bits;
				if (bits != 0 && i - words - 1 >= 0) v |= source[i - words - 1] >>> (64 - bits);
				target[i] |= v;
			}
		} else {
			for (int i = 0; i + words < n; i++) {
				long v = source[i + words] >>> bits;
				if (bits != 0 && i + words + 1 < n) v |= source[i + words + 1] << (64 - bits);
				target[i] |= v;
			}
		}
	}
}
