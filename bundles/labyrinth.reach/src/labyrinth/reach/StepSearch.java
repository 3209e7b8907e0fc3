package labyrinth.reach;

import java.util.Arrays;

/**
 * Step searches from the start square: an open-task list and a completed-task set as the article describes them,
 * kept in primitive arrays. A task is a square; it is ignored when the square is already open or completed at no
 * more steps. Walkers step up, down, left and right onto any square but a blocker (routing squares only route beams).
 * FIFO takes the oldest task first (breadth-first). LIFO takes the newest first, among the tasks of the fewest steps:
 * a stack for each step count. A single stack for all (plain depth-first) would have to re-open a square every time a
 * shorter way to it turned up - on a 201 x 201 garden 149 million times, 3,700 times a square, and more the larger the
 * board - so the exact counts keep the order of steps and take ties last-in-first-out. Both orders end with the same
 * step distances.
 */
public final class StepSearch {
	public enum Order {
		FIFO, LIFO
	}

	/** Sees each round of a search: the task taken, the tasks it opened, and the open list after it. */
	public interface Tracer {
		/**
		 * @param current the task's square (padded index) and its steps
		 * @param opened  the tasks this round opened, opened[openedFrom..openedTo), in the order they were opened
		 * @param open    the open tasks after the round, open[from..to), the one taken next first
		 * @param completed how many tasks were completed so far, this one included
		 */
		void round(int current, int steps, int[] opened, int openedFrom, int openedTo, int[] open, int from, int to, int completed);
	}

	private StepSearch() {
	}

	/** Step distances from the start, at most maxSteps (further squares stay unreached). */
	public static Distances distances(ReachBoard board, Order order, int maxSteps) {
		return distances(board, order, maxSteps, null);
	}

	public static Distances distances(ReachBoard board, Order order, int maxSteps, Tracer tracer) {
		if (!board.hasStart()) throw new IllegalArgumentException("the board has no start square S");
		byte[] cells = board.cells();
		int[] dist = order == Order.FIFO ? fifo(cells, board.stride(), board.start(), maxSteps, tracer)
				: lifo(cells, board.stride(), board.start(), maxSteps, tracer);
		return new Distances(board, dist, maxSteps);
	}

	static boolean passable(byte kind) {
		return kind != ReachBoard.BLOCKER && kind != ReachBoard.OUTSIDE;
	}

	/** Breadth-first: the open list is a queue; a square is taken once, at its least number of steps. */
	static int[] fifo(byte[] cells, int stride, int start, int maxSteps, Tracer tracer) {
		int[] dist = new int[cells.length];
		Arrays.fill(dist, -1);
		int[] queue = new int[cells.length];
		int head = 0;
		int tail = 0;
		int[] step = { -stride, 1, stride, -1 };
		dist[start] = 0;
		queue[tail++] = start;
		while (head < tail) {
			int c = queue[head++];
			int d = dist[c];
			int before = tail;
			if (d < maxSteps) {
				int next = d + 1;
				for (int s : step) {
					int nb = c + s;
					if (dist[nb] < 0 && passable(cells[nb])) {
						dist[nb] = next;
						queue[tail++] = nb;
					}
				}
			}
			if (tracer != null) tracer.round(c, d, queue, before, tail, queue, head, tail, head);
		}
		return dist;
	}

	/** Last-in-first-out within each step count: one stack for the current steps, one for the next. */
	static int[] lifo(byte[] cells, int stride, int start, int maxSteps, Tracer tracer) {
		int[] dist = new int[cells.length];
		Arrays.fill(dist, -1);
		int[] current = new int[64];
		int[] next = new int[64];
		int top = 0;
		int nextTop = 0;
		int completed = 0;
		int[] step = { -1, stride, 1, -stride }; // pushed in this order, so the stack takes up, right, down, left first
		int d = 0;
		dist[start] = 0;
		current[top++] = start;
		while (top > 0) {
			int c = current[--top];
			completed++;
			int before = nextTop;
			if (d < maxSteps) {
				for (int s : step) {
					int nb = c + s;
					if (dist[nb] < 0 && passable(cells[nb])) {
						dist[nb] = d + 1;
						if (nextTop == next.length) next = Arrays.copyOf(next, nextTop * 2);
						next[nextTop++] = nb;
					}
				}
			}
			if (tracer != null) tracer.round(c, d, next, before, nextTop, takenOrder(current, top, next, nextTop), 0, top + nextTop, completed);
			if (top == 0) {
				int[] t = current;
				current = next;
				next = t;
				top = nextTop;
				nextTop = 0;
				d++;
			}
		}
		return dist;
	}

	/** The open tasks in the order a LIFO search takes them: this step's stack from its top, then the next step's. */
	private static int[] takenOrder(int[] current, int top, int[] next, int nextTop) {
		int[] order = new int[top + nextTop];
		for (int i = 0; i < top; i++) order[i] = current[top - 1 - i];
		for (int i = 0; i < nextTop; i++) order[top + i] = next[nextTop - 1 - i];
		return order;
	}

	/**
	 * The article's literal search for "exactly N": tasks are (square, steps), so a square may be visited again at a
	 * later step. Kept as bitsets, one step at a time: the squares where a walker can stand after exactly n steps.
	 */
	public static long[] layered(ReachBoard board, int n) {
		if (!board.hasStart()) throw new IllegalArgumentException("the board has no start square S");
		byte[] cells = board.cells();
		int words = (cells.length + 63) >>> 6;
		long[] passable = new long[words];
		for (int i = 0; i < cells.length; i++) if (passable(cells[i])) passable[i >>> 6] |= 1L << i;
		long[] now = new long[words];
		long[] next = new long[words];
		now[board.start() >>> 6] |= 1L << board.start();
		int stride = board.stride();
		for (int t = 0; t < n; t++) {
			Arrays.fill(next, 0);
			Bits.orShifted(next, now, 1);
			Bits.orShifted(next, now, -1);
			Bits.orShifted(next, now, stride);
			Bits.orShifted(next, now, -stride);
			for (int w = 0; w < words; w++) next[w] &= passable[w];
			long[] swap = now;
			now = next;
			next = swap;
		}
		return now;
	}
}
