package labyrinth.core.walk;

import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.rules.RuleEngine;

/**
 * Depth-first search over every allowed continuation of a position, left-first (left, straight, right relative to
 * the heading), like the original's keep-left enumeration. Iterative, no allocation per node.
 */
final class Dfs {
	/** Tally of one search; plain fields because one thread owns it. */
	static final class Tally {
		long completed;
		long deadEnds;
		long nodes;
		/** Completed walks seen before the first dead end, or -1 while there was none. */
		long completedBeforeFirstDeadEnd = -1;
		final long[] firings;
		boolean cancelled;

		Tally(int rules) {
			firings = new long[rules];
		}

		void add(Tally o) {
			if (completedBeforeFirstDeadEnd < 0 && o.completedBeforeFirstDeadEnd >= 0) {
				completedBeforeFirstDeadEnd = completed + o.completedBeforeFirstDeadEnd;
			}
			completed += o.completed;
			deadEnds += o.deadEnds;
			nodes += o.nodes;
			for (int i = 0; i < firings.length; i++) firings[i] += o.firings[i];
			cancelled |= o.cancelled;
		}
	}

	/** Called at every dead end (the board shows the situation); may be null. */
	interface DeadEndListener {
		void deadEnd(Board board);
	}

	private static final int CANCEL_CHECK_MASK = (1 << 12) - 1;

	private Dfs() {
	}

	/** Explores all continuations of the board's current position; the board is restored on return. */
	static void run(Board board, RuleEngine rules, Tally tally, AtomicBoolean cancel, DeadEndListener listener) {
		int base = board.length();
		int[] pending = new int[board.size() * board.size() + 1];
		long[] firings = tally.firings;
		boolean enter = true;
		while (true) {
			int len = board.length();
			if (enter) {
				tally.nodes++;
				if ((tally.nodes & CANCEL_CHECK_MASK) == 0 && cancel != null && cancel.get()) {
					tally.cancelled = true;
					while (board.length() > base) board.back();
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
						if (listener != null) listener.deadEnd(board);
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
}
