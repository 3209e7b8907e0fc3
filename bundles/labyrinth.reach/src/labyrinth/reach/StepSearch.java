package labyrinth.reach;

import java.util.Arrays;

/**
 * Step searches from the start square: an open-task list and a completed-task set as the article describes them,
 * kept in primitive arrays. A task is a square; it is ignored when the square is already open or completed at no
 * more steps. Walkers step up, down, left and right onto any square but a blocker (routing squares only route beams).
 * FIFO order is breadth-first; LIFO is depth-first and re-opens a square when it finds a shorter way to it, so both
 * orders end with the same step distances.
 */
public final class StepSearch {
	public enum Order {
		FIFO, LIFO
	}

	/** Sees each round of a search: the task taken, then the open list after its new tasks were added. */
	public interface Tracer {
		/**
		 * @param current the task's square (padded index) and its steps
		 * @param open the open tasks, open[from..to) in the order they will be taken
		 * @param completed how many tasks were completed so far, this one included
		 */
		void round(int current, int steps, int[] open, int from, int to, boolean lifo, int completed);
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
			if (tracer != null) tracer.round(c, d, queue, head, tail, false, head);
		}
		return dist;
	}

	/** Depth-first: the open list is a stack; a square is opened again when a shorter way to it turns up. */
	static int[] lifo(byte[] cells, int stride, int start, int maxSteps, Tracer tracer) {
		int[] dist = new int[cells.length];
		Arrays.fill(dist, -1);
		int[] stack = new int[Math.max(16, cells.length / 4)];
		int top = 0;
		int completed = 0;
		int[] step = { -1, stride, 1, -stride }; // reversed, so the stack takes up, right, down, left first
		dist[start] = 0;
		stack[top++] = start;
		while (top > 0) {
			int c = stack[--top];
			int d = dist[c];
			completed++;
			if (d < maxSteps) {
				int next = d + 1;
				for (int s : step) {
					int nb = c + s;
					int known = dist[nb];
					if ((known < 0 || known > next) && passable(cells[nb])) {
						dist[nb] = next;
						if (top == stack.length) stack = Arrays.copyOf(stack, stack.length * 2);
						stack[top++] = nb;
					}
				}
			}
			if (tracer != null) tracer.round(c, d, stack, 0, top, true, completed);
		}
		return dist;
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
