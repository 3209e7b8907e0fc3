package labyrinth.reach;

import java.math.BigInteger;

/**
 * Step counts on the board tiled without end in every direction.
 * <p>
 * Small N: a breadth-first search on a window of the tiling wide enough to hold every square within N steps.
 * <p>
 * Large N: write N = r + K q, with q the tiling period (the board's side; lcm of the sides if not square). Once the
 * search has left the first tiles around the start, every further ring of q steps adds a ring of tiles whose
 * distances are those of the ring inside it plus q, and the ring holds 4 more tiles than the one before; so
 * g(K) = count(r + K q) is a quadratic polynomial in K from some K0 on. Tiles alternate parity when q is odd, which
 * for some boards makes g quadratic only on every second K. The counter measures g(0..7) by one search, finds where
 * its third differences vanish for good, trusts the quadratic only if at least {@link #CHECKS} of them do, and
 * extrapolates from the last three measured values; failing that it tries every second K, then 16 and 32 points. A
 * board whose counts do not settle within the largest search window is reported, not guessed.
 */
public final class InfiniteReach {
	/** Tiling periods up to this are extrapolated; beyond it only the window search answers. */
	static final int MAX_PERIOD = 1024;
	/** Window searches beyond this many squares are refused rather than run out of memory. */
	static final long MAX_WINDOW = 60_000_000L;
	/** Third differences that must vanish before the quadratic is trusted. */
	static final int CHECKS = 3;

	/** A count and how it was obtained. */
	public record Count(BigInteger squares, String method) {
	}

	private InfiniteReach() {
	}

	/** Squares reachable within n steps (exactly: false) or on which a walker can stand after exactly n steps. */
	public static Count count(ReachBoard board, long n, boolean exactly) {
		if (!board.hasStart()) throw new IllegalArgumentException("the board has no start square S");
		if (n < 0) throw new IllegalArgumentException("steps must not be negative, got " + n);
		long q = lcm(board.rows(), board.cols());
		boolean tried = false;
		if (q <= MAX_PERIOD) {
			long r = n % q;
			long k = n / q;
			for (int points : new int[] { 8, 16, 32 }) {
				for (int period = 1; period <= 2; period++) {
					if (k >= points * period) {
						tried = true;
						Count c = extrapolate(board, r, q, k, period, points, exactly);
						if (c != null) return c;
					}
				}
			}
		}
		long side = 2 * n + 1;
		if (side * side > MAX_WINDOW) {
			String limit = "count at most " + windowReach() + " steps";
			if (tried) {
				throw new IllegalArgumentException("the counts of this board do not settle into a quadratic soon enough to be"
						+ " checked (tilings of " + q + " steps); " + limit);
			}
			throw new IllegalArgumentException("counting " + n + " steps on the tiled board needs a search of " + side + " x "
					+ side + " squares; " + limit + (q > MAX_PERIOD ? " on a board this large" : ""));
		}
		long[] perDistance = window(board, (int) n);
		return new Count(BigInteger.valueOf(total(perDistance, n, exactly)), "breadth-first search of the tiling to " + n + " steps");
	}

	/** The count from a window search, for the checks that compare with extrapolation. */
	public static long bySearch(ReachBoard board, int n, boolean exactly) {
		return total(window(board, n), n, exactly);
	}

	private static long windowReach() {
		return ((long) Math.sqrt((double) MAX_WINDOW) - 1) / 2;
	}

	private static Count extrapolate(ReachBoard board, long r, long q, long k, int period, int points, boolean exactly) {
		long first = period == 1 ? 0 : k % 2;
		long last = first + (points - 1) * period;
		long reach = r + last * q;
		long side = 2 * reach + 1;
		if (side * side > MAX_WINDOW) return null;
		long[] perDistance = window(board, (int) reach);
		long[] g = new long[points];
		for (int i = 0; i < points; i++) g[i] = total(perDistance, r + (first + i * period) * q, exactly);
		// The first points may still be inside the start's tiles; at least the last 3 + CHECKS must lie on one quadratic.
		int settled = points - 3;
		while (settled > 0 && g[settled + 2] - 3 * g[settled + 1] + 3 * g[settled] - g[settled - 1] == 0) settled--;
		if (points - 3 - settled < CHECKS) return null;
		BigInteger t = BigInteger.valueOf((k - first) / period - (points - 3));
		BigInteger a0 = BigInteger.valueOf(g[points - 3]);
		BigInteger a1 = BigInteger.valueOf(g[points - 2]);
		BigInteger a2 = BigInteger.valueOf(g[points - 1]);
		BigInteger secondDiff = a2.subtract(a1.shiftLeft(1)).add(a0);
		BigInteger value = a0.add(t.multiply(a1.subtract(a0)))
				.add(t.multiply(t.subtract(BigInteger.ONE)).shiftRight(1).multiply(secondDiff));
		String method = String.format(java.util.Locale.ROOT,
				"quadratic in K for N = %d + K x %d (K = %d%s): breadth-first search to %d steps, third differences zero from K = %d",
				r, q, k, period == 1 ? "" : ", every second K", reach, first + settled * period);
		return new Count(value, method);
	}

	private static long total(long[] perDistance, long n, boolean exactly) {
		return exactly ? Distances.exactly(perDistance, n) : Distances.within(perDistance, n);
	}

	/** Breadth-first search on the (2n+1)-square window of the tiling centred on the start; squares per distance. */
	static long[] window(ReachBoard board, int n) {
		int h = board.rows();
		int w = board.cols();
		int side = 2 * n + 1;
		int stride = side + 2;
		byte[] cells = new byte[stride * (side + 2)];
		java.util.Arrays.fill(cells, ReachBoard.OUTSIDE);
		byte[] src = board.cells();
		int srcStride = board.stride();
		int firstRow = board.startRow() - n;
		int firstCol = board.startCol() - n;
		for (int i = 0; i < side; i++) {
			int from = (Math.floorMod(firstRow + i, h) + 1) * srcStride + 1;
			int at = (i + 1) * stride + 1;
			int j = 0;
			int col = Math.floorMod(firstCol, w);
			while (j < side) {
				int run = Math.min(w - col, side - j);
				System.arraycopy(src, from + col, cells, at + j, run);
				j += run;
				col = 0;
			}
		}
		int start = (n + 1) * stride + n + 1;
		int[] dist = StepSearch.fifo(cells, stride, start, n, null);
		long[] perDistance = new long[n + 1];
		int max = 0;
		for (int d : dist) {
			if (d >= 0) {
				perDistance[d]++;
				if (d > max) max = d;
			}
		}
		return java.util.Arrays.copyOf(perDistance, max + 1);
	}

	private static long lcm(long a, long b) {
		long x = a;
		long y = b;
		while (y != 0) {
			long t = x % y;
			x = y;
			y = t;
		}
		return a / x * b;
	}
}
