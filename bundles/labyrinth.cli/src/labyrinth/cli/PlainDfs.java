package labyrinth.cli;

/**
 * The benchmark's yardstick, deliberately independent of the engine: a plain depth-first count of the lines from
 * (1,1) through every field to (n,n) on a flat array, with one local pruning (a free field left with one free
 * neighbour must be entered now, as in the C-shape). Engine figures are printed as multiples of its time.
 */
final class PlainDfs {
	private final int n;
	private final int w;
	private final boolean[] taken;
	private final int target;
	private final int[] steps;
	private long walks;
	private long completed;
	private long stopAt = Long.MAX_VALUE;
	private boolean stopped;

	PlainDfs(int n) {
		this.n = n;
		this.w = n + 2; // a ring of taken cells around the grid, so neighbours need no bounds checks
		this.taken = new boolean[w * w];
		for (int i = 0; i < w; i++) {
			taken[i] = taken[(w - 1) * w + i] = taken[i * w] = taken[i * w + w - 1] = true;
		}
		this.target = n * w + n;
		this.steps = new int[] { w, 1, -w, -1 };
	}

	/** Stops the count after this long (for rates on grids too large to finish). */
	PlainDfs stopAfter(double seconds) {
		stopAt = System.nanoTime() + (long) (seconds * 1e9);
		return this;
	}

	/** Completed lines; {@link #walks()} counts every leaf, completed or stuck. */
	long run() {
		int start = w + 1;
		taken[start] = true;
		visit(start, 1);
		return completed;
	}

	long walks() {
		return walks;
	}

	private void visit(int head, int length) {
		if (stopped || ((walks & 4095) == 0 && System.nanoTime() > stopAt && (stopped = true))) return;
		if (length == n * n) {
			walks++;
			if (head == target) completed++;
			return;
		}
		if (head == target) {
			walks++;
			return;
		}
		int forced = -1;
		for (int s : steps) {
			int c = head + s;
			if (taken[c] || c == target) continue;
			if (freeNeighbours(c) <= 1) { // only the head leads there: it must be entered now
				if (forced >= 0) {
					walks++;
					return;
				}
				forced = c;
			}
		}
		boolean moved = false;
		for (int s : steps) {
			int c = head + s;
			if (taken[c] || (forced >= 0 && c != forced)) continue;
			taken[c] = true;
			visit(c, length + 1);
			taken[c] = false;
			moved = true;
		}
		if (!moved) walks++;
	}

	private int freeNeighbours(int c) {
		int free = 0;
		for (int s : steps) {
			if (!taken[c + s]) free++;
		}
		return free;
	}
}
