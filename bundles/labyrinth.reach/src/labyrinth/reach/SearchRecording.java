package labyrinth.reach;

import java.util.Arrays;

/**
 * Every round of a step search, to step through it afterwards: the task each round took, its steps, and the tasks it
 * opened. The open list after any round is rebuilt from that, so a search of a million rounds keeps a few ints each.
 */
public final class SearchRecording {
	private final StepSearch.Order order;
	private final int start;
	private int rounds;
	private int[] taken = new int[64];
	private int[] steps = new int[64];
	/** Tasks opened by round k are opened[openedEnd[k - 1] .. openedEnd[k]). */
	private int[] openedEnd = new int[64];
	private int[] opened = new int[256];
	private int openedCount;
	private Distances distances;

	private SearchRecording(StepSearch.Order order, int start) {
		this.order = order;
		this.start = start;
	}

	/** Runs the search and records it. */
	public static SearchRecording record(ReachBoard board, StepSearch.Order order, int maxSteps) {
		SearchRecording r = new SearchRecording(order, board.start());
		r.distances = StepSearch.distances(board, order, maxSteps,
				(current, d, opened, openedFrom, openedTo, open, from, to, completed) -> r.add(current, d, opened, openedFrom, openedTo));
		return r;
	}

	private void add(int task, int d, int[] open, int from, int to) {
		if (rounds == taken.length) {
			taken = Arrays.copyOf(taken, rounds * 2);
			steps = Arrays.copyOf(steps, rounds * 2);
			openedEnd = Arrays.copyOf(openedEnd, rounds * 2);
		}
		int n = Math.max(0, to - from);
		if (openedCount + n > opened.length) opened = Arrays.copyOf(opened, Math.max(opened.length * 2, openedCount + n));
		System.arraycopy(open, from, opened, openedCount, n);
		openedCount += n;
		taken[rounds] = task;
		steps[rounds] = d;
		openedEnd[rounds] = openedCount;
		rounds++;
	}

	public int rounds() {
		return rounds;
	}

	public StepSearch.Order order() {
		return order;
	}

	/** The square (padded index) taken in round k, 0-based. */
	public int taken(int k) {
		return taken[k];
	}

	public int steps(int k) {
		return steps[k];
	}

	/** The squares completed after round k, in the order they were taken. */
	public int[] completedAfter(int k) {
		return Arrays.copyOf(taken, k + 1);
	}

	/** The open list after round k, the task taken next first. */
	public int[] openAfter(int k) {
		int end = openedEnd[k];
		if (order == StepSearch.Order.FIFO) {
			// The queue holds the start and every opened task in order; k + 1 of them were taken.
			int[] open = new int[end - k];
			System.arraycopy(opened, k, open, 0, end - k);
			return open;
		}
		// replay the two stacks: take from this step's, open onto the next step's, swap when this one is empty
		int[] current = new int[end + 1];
		int[] next = new int[end + 1];
		int top = 0;
		int nextTop = 0;
		current[top++] = start;
		int from = 0;
		for (int j = 0; j <= k; j++) {
			top--;
			for (int i = from; i < openedEnd[j]; i++) next[nextTop++] = opened[i];
			from = openedEnd[j];
			if (top == 0 && j < k) {
				int[] t = current;
				current = next;
				next = t;
				top = nextTop;
				nextTop = 0;
			}
		}
		int[] open = new int[top + nextTop];
		for (int i = 0; i < top; i++) open[i] = current[top - 1 - i];
		for (int i = 0; i < nextTop; i++) open[top + i] = next[nextTop - 1 - i];
		return open;
	}

	/** The distances the whole search ended with. */
	public Distances distances() {
		return distances;
	}
}
