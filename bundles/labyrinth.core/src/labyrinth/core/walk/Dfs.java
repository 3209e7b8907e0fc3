package labyrinth.core.walk;

import java.io.Serializable;
import java.util.List;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.rules.RuleEngine;
import labyrinth.kernel.tasks.TaskControl;

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
		/**
		 * Per rule, the completed walks seen before the first position where it disabled a field no earlier rule had
		 * ({@link FirstNeed#NEVER} while there was none), and the line there from the start.
		 */
		final long[] firstNeed;
		final int[][] needMoves;

		Tally(int rules) {
			firings = new long[rules];
			firstNeed = new long[rules];
			java.util.Arrays.fill(firstNeed, FirstNeed.NEVER);
			needMoves = new int[rules][];
		}

		/** Adds counts that come after these in left-first order. */
		void add(Tally o) {
			for (int r = 0; r < firstNeed.length; r++) {
				if (firstNeed[r] != FirstNeed.NEVER || o.firstNeed[r] == FirstNeed.NEVER) continue;
				firstNeed[r] = o.firstNeed[r] >= 0 ? completed + o.firstNeed[r] : o.firstNeed[r];
				needMoves[r] = o.needMoves[r];
			}
			add(o.completed, o.deadEnds, o.nodes, o.completedBeforeFirstDeadEnd, o.firings, 0);
		}

		/** Records the rules that fired for the first time at the board's position; answers how many. */
		int needed(Board board) {
			int found = 0;
			for (int r = 0; r < firings.length; r++) {
				if (firings[r] == 0 || firstNeed[r] != FirstNeed.NEVER) continue;
				firstNeed[r] = completed;
				needMoves[r] = board.moves();
				found++;
			}
			return found;
		}

		/**
		 * Adds counts that come after these in left-first order, the firings per rule read from {@code from} at
		 * {@code at}.
		 */
		void add(long completed, long deadEnds, long nodes, long completedBeforeFirstDeadEnd, long[] from, int at) {
			if (this.completedBeforeFirstDeadEnd < 0 && completedBeforeFirstDeadEnd >= 0) {
				this.completedBeforeFirstDeadEnd = this.completed + completedBeforeFirstDeadEnd;
			}
			this.completed += completed;
			this.deadEnds += deadEnds;
			this.nodes += nodes;
			for (int i = 0; i < firings.length; i++) firings[i] += from[at + i];
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
	 * those subtrees is the whole search. With a table of finished positions ({@code seen}, null for none),
	 * positions reached again along another line are counted from it; the tally is the same either way. The tally
	 * also records where each rule was first needed: a remembered subtree in which a rule not needed yet fires is
	 * searched again, so that the first position is seen (once per rule).
	 */
	static void run(Board board, RuleEngine rules, Tally tally, TaskControl stop, List<byte[]> left, Transpositions seen) {
		rules.knownPositions(seen);
		try {
			search(board, rules, tally, stop, left, seen);
		} finally {
			rules.knownPositions(null);
		}
	}

	private static void search(Board board, RuleEngine rules, Tally tally, TaskControl stop, List<byte[]> left, Transpositions seen) {
		int base = board.length();
		int levels = board.size() * board.size() + 1;
		int[] pending = new int[levels];
		long[] firings = tally.firings;
		int r = firings.length;
		// per remembered position on the current line: the tally when the search entered it, and its first dead end
		boolean[] remembered = new boolean[levels];
		long[] entry = seen == null ? null : new long[levels * 3];
		long[] entryFirings = seen == null ? null : new long[levels * r];
		long[] firstDeadEnd = seen == null ? null : new long[levels];
		long[] taken = new long[2];
		if (seen != null) seen.fill(taken, board);
		long visits = 0;
		int unneeded = 0;
		for (long f : tally.firstNeed) if (f == FirstNeed.NEVER) unneeded++;
		boolean enter = true;
		while (true) {
			int len = board.length();
			if (enter) {
				if ((++visits & STOP_CHECK_MASK) == 0 && stop.stopRequested()) {
					leave(board, base, pending, left);
					return;
				}
				remembered[len] = false;
				boolean complete = board.isComplete();
				boolean rememberable = seen != null && !complete && seen.remembers(board);
				int hit = rememberable ? seen.find(taken, board) : -1;
				if (hit >= 0 && unneeded > 0 && seen.firesAnyOf(hit, tally.firstNeed)) hit = -1;
				if (complete) {
					tally.nodes++;
					tally.completed++;
					pending[len] = 0;
				} else if (hit >= 0) {
					long first = seen.completedBeforeFirstDeadEnd(hit);
					if (first >= 0) deadEnd(len, base, tally.completed + first, remembered, entry, firstDeadEnd);
					seen.addTo(hit, tally);
					pending[len] = 0;
				} else {
					if (rememberable) {
						remembered[len] = true;
						entry[len * 3] = tally.completed;
						entry[len * 3 + 1] = tally.deadEnds;
						entry[len * 3 + 2] = tally.nodes;
						System.arraycopy(firings, 0, entryFirings, len * r, r);
						firstDeadEnd[len] = -1;
					}
					tally.nodes++;
					int mask = rules.allowed(board, firings);
					if (unneeded > 0) unneeded -= tally.needed(board);
					pending[len] = mask;
					if (mask == 0) {
						if (tally.completedBeforeFirstDeadEnd < 0) tally.completedBeforeFirstDeadEnd = tally.completed;
						if (seen != null) deadEnd(len, base, tally.completed, remembered, entry, firstDeadEnd);
						tally.deadEnds++;
					}
				}
			}
			int mask = pending[len];
			if (mask == 0) {
				if (remembered[len]) {
					seen.put(taken, board, tally, entry, len * 3, entryFirings, len * r, firstDeadEnd[len]);
					remembered[len] = false;
				}
				if (len == base) return;
				if (seen != null) seen.flip(taken, board.head());
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
			if (seen != null) seen.flip(taken, board.head());
			enter = true;
		}
	}

	/**
	 * A dead end after {@code completed} walkthroughs in all: the first one of every remembered position on the line
	 * that has none yet. Those are the deepest ones, so the walk up stops at the first that has one.
	 */
	private static void deadEnd(int len, int base, long completed, boolean[] remembered, long[] entry, long[] firstDeadEnd) {
		for (int l = len; l >= base && remembered[l] && firstDeadEnd[l] < 0; l--) firstDeadEnd[l] = completed - entry[l * 3];
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
