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

		Tally copy() {
			Tally t = new Tally(firings.length);
			t.add(this);
			t.cancelled = false;
			return t;
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

	/**
	 * Where an unfinished search stood, enough to go on exactly there: the moves from its starting position, the
	 * directions still to try at each of those depths, and the counts so far. Taken just before a position is
	 * entered, so that position is counted after the resume, not before.
	 */
	record Snapshot(byte[] moves, byte[] pending, Tally tally) {
	}

	/** A search that publishes snapshots of itself (about once a second and when cancelled) and can resume one. */
	static final class Resumable {
		private static final long PERIOD_NANOS = 1_000_000_000L;
		final Snapshot resumeFrom;
		private volatile Snapshot latest;
		private long due = System.nanoTime() + PERIOD_NANOS;

		Resumable(Snapshot resumeFrom) {
			this.resumeFrom = resumeFrom;
			this.latest = resumeFrom;
		}

		/** The newest snapshot, or null if the search published none yet and did not start from one. */
		Snapshot latest() {
			return latest;
		}
	}

	private static final int CANCEL_CHECK_MASK = (1 << 12) - 1;

	private Dfs() {
	}

	/** Explores all continuations of the board's current position; the board is restored on return. */
	static void run(Board board, RuleEngine rules, Tally tally, AtomicBoolean cancel, DeadEndListener listener) {
		run(board, rules, tally, cancel, listener, null);
	}

	/**
	 * Like {@link #run(Board, RuleEngine, Tally, AtomicBoolean, DeadEndListener)}, publishing snapshots to
	 * {@code task} (may be null) and, if it has one, going on from its snapshot (whose counts {@code tally} must
	 * already hold).
	 */
	static void run(Board board, RuleEngine rules, Tally tally, AtomicBoolean cancel, DeadEndListener listener,
			Resumable task) {
		int base = board.length();
		int[] pending = new int[board.size() * board.size() + 1];
		long[] firings = tally.firings;
		boolean enter = true;
		if (task != null && task.resumeFrom != null) replay(board, base, pending, task.resumeFrom);
		while (true) {
			int len = board.length();
			if (enter) {
				tally.nodes++;
				if ((tally.nodes & CANCEL_CHECK_MASK) == 0 && stopHere(board, base, pending, tally, cancel, task)) return;
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

	/** Goes back to where a snapshot stood: its moves made, the untried directions of each depth restored. */
	private static void replay(Board board, int base, int[] pending, Snapshot s) {
		for (int k = 0; k < s.moves().length; k++) {
			pending[base + k] = s.pending()[k];
			board.step(s.moves()[k]);
		}
	}

	/**
	 * The periodic check, kept out of the search loop so the loop stays small for the compiler: publishes a snapshot
	 * when one is due or the run is cancelled; on a cancel, restores the board and answers true.
	 */
	private static boolean stopHere(Board board, int base, int[] pending, Tally tally, AtomicBoolean cancel, Resumable task) {
		boolean cancelled = cancel != null && cancel.get();
		if (task != null && (cancelled || System.nanoTime() - task.due >= 0)) {
			task.latest = snapshot(board, base, pending, tally);
			task.due = System.nanoTime() + Resumable.PERIOD_NANOS;
		}
		if (!cancelled) return false;
		tally.cancelled = true;
		while (board.length() > base) board.back();
		return true;
	}

	/** Where the search stands on entering the current position, which has just been counted. */
	private static Snapshot snapshot(Board board, int base, int[] pending, Tally tally) {
		int depth = board.length() - base;
		byte[] moves = new byte[depth];
		byte[] todo = new byte[depth];
		for (int k = 0; k < depth; k++) {
			moves[k] = (byte) board.pathHeading(base + k);
			todo[k] = (byte) pending[base + k];
		}
		Tally counts = tally.copy();
		counts.nodes--; // the resumed search enters this position again and counts it then
		return new Snapshot(moves, todo, counts);
	}
}
