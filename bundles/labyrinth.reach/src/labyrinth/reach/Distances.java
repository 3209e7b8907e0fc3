package labyrinth.reach;

/** The outcome of a step search: steps from the start to each square (-1 where it was not reached). */
public final class Distances {
	private final ReachBoard board;
	private final int[] dist;
	private final int bound;
	private final long[] perDistance;

	Distances(ReachBoard board, int[] dist, int bound) {
		this.board = board;
		this.dist = dist;
		this.bound = bound;
		int max = 0;
		for (int d : dist) max = Math.max(max, d);
		perDistance = new long[max + 1];
		for (int d : dist) if (d >= 0) perDistance[d]++;
	}

	/** Steps to (row, col), or -1 if it was not reached within the bound. */
	public int steps(int row, int col) {
		return dist[board.index(row, col)];
	}

	public int farthest() {
		return perDistance.length - 1;
	}

	public int bound() {
		return bound;
	}

	/** Squares a walker can touch within n steps, the start included. */
	public long within(long n) {
		check(n);
		return within(perDistance, n);
	}

	/** Squares a walker can stand on after exactly n steps: reached in d <= n with n - d even (it steps back and forth). */
	public long exactly(long n) {
		check(n);
		return exactly(perDistance, n);
	}

	/** Whether a walker can stand on (row, col) after exactly n steps. */
	public boolean endsOn(int row, int col, long n) {
		int d = steps(row, col);
		return d >= 0 && d <= n && ((n - d) & 1) == 0 && !(n > 0 && startIsolated(perDistance));
	}

	static long within(long[] perDistance, long n) {
		long sum = 0;
		for (int d = 0; d < perDistance.length && d <= n; d++) sum += perDistance[d];
		return sum;
	}

	/** A walker cannot step back and forth from a start with no free neighbour: then no square after n > 0 steps. */
	static long exactly(long[] perDistance, long n) {
		if (n > 0 && startIsolated(perDistance)) return 0;
		long sum = 0;
		for (int d = (int) (n & 1); d < perDistance.length && d <= n; d += 2) sum += perDistance[d];
		return sum;
	}

	/** Nothing at one step: the start has no free neighbour (a search bounded at 0 steps only answers n = 0). */
	static boolean startIsolated(long[] perDistance) {
		return perDistance.length < 2 || perDistance[1] == 0;
	}

	private void check(long n) {
		if (n < 0) throw new IllegalArgumentException("steps must not be negative, got " + n);
		// A search that ended before its bound found everything, so any n can be answered.
		if (n > bound && farthest() >= bound) throw new IllegalArgumentException("the search went " + bound + " steps, not " + n);
	}
}
