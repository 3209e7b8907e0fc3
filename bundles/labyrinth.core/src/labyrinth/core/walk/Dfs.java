package labyrinth.core.walk;

import java.io.Serializable;
import java.util.List;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.tasks.TaskControl;

/**
 * Depth-first search over every allowed continuation of a position, left-first (left, straight, right relative to
 * the heading), like the original's keep-left enumeration. Iterative, no allocation per node.
 */
final class Dfs {
	/** Tally of one search; plain fields because one thread owns it. Serializable: it is a task's answer. */
	static final class Tally implements Serializable {
		private static final long serialVersionUID = 1L;
		long completed;
		long deadEnds;
		long nodes;
		/** Completed walks seen before the first dead end, or -1 while there was none. */
		long completedBeforeFirstDeadEnd = -1;
		final long[] firings;

		Tally(int rules) {
			firings = new long[rules];
		}

		/** Adds counts that come after these in left-first order. */
		void add(Tally o) {
			if (completedBeforeFirstDeadEnd < 0 && o.completedBeforeFirstDeadEnd >= 0) {
				completedBeforeFirstDeadEnd = completed + o.completedBeforeFirstDeadEnd;
			}
			completed += o.completed;
			deadEnds += o.deadEnds;
			nodes += o.nodes;
			for (int i = 0; i < firings.length; i++) firings[i] += o.firings[i];
		}
	}

	private static final int STOP_CHECK_MASK = (1 << 12) - 1;

	private Dfs() {
	}

	/**
	 * Explores all continuations of the board's current position (the board is restored on return), asking
	 * {@code stop} every few thousand positions whether to stop. If it stops, {@code left} receives the moves (from
	 * the board's position) of the subtrees not explored yet, in left-first order: the position it was about to
	 * enter, then the untried branches from the deepest level up. The tally covers exactly the rest, so tally plus
	 * those subtrees is the whole search.
	 */
	static void run(Board board, RuleEngine rules, Tally tally, TaskControl stop, List<byte[]> left) {
		int base = board.length();
		int[] pending = new int[board.size() * board.size() + 1];
		long[] firings = tally.firings;
		boolean enter = true;
		while (true) {
			int len = board.length();
			if (enter) {
				tally.nodes++;
				if ((tally.nodes & STOP_CHECK_MASK) == 0 && stop.stopRequested()) {
					tally.nodes--; // the position is counted by whoever explores it later
					leave(board, base, pending, left);
					return;
				}
				if (board.isComplete()) {
					tally.completed++;
					pending[len] = 0;
				} else {
					int mask = rules.allowed(board, firings);
					pending[len] = mask;
					if (mask == 0) {
						if (tally.completedBeforeFirstDeadEnd < 0) tally.completedBeforeFirstDeadEnd = tally.completed;
						tally.deadEnds++;
					}
				}
			}
			int mask = pending[len];
			if (mask == 0) {
				if (len == base) return;
				board.back();
				enter = false;
				continue;
			}
			int h = board.heading();
			int d = Direction.keepLeft(h, 0);
			if ((mask & (1 << d)) == 0) {
				d = Direction.keepLeft(h, 1);
				if ((mask & (1 << d)) == 0) d = Direction.keepLeft(h, 2);
			}
			pending[len] = mask & ~(1 << d);
			board.step(d);
			enter = true;
		}
	}

	/** Lists what is left when the search stops on entering the current position, and restores the board. */
	private static void leave(Board board, int base, int[] pending, List<byte[]> left) {
		int depth = board.length() - base;
		byte[] path = new byte[depth];
		for (int k = 0; k < depth; k++) path[k] = (byte) board.pathHeading(base + k);
		left.add(path);
		for (int k = depth - 1; k >= 0; k--) {
			board.back(); // now at depth k, where pending[base + k] holds the branches not tried yet
			int h = board.heading();
			for (int i = 0; i < 3; i++) {
				int d = Direction.keepLeft(h, i);
				if ((pending[base + k] & (1 << d)) == 0) continue;
				byte[] branch = java.util.Arrays.copyOf(path, k + 1);
				branch[k] = (byte) d;
				left.add(branch);
			}
		}
	}
}
