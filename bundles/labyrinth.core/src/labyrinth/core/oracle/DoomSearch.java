package labyrinth.core.oracle;

import java.util.function.Function;

import labyrinth.core.grid.Board;

/**
 * Where a line lost its last completion. A position without a completion has none after it either, so along a line
 * the positions with completions come first and those without after them. The search asks the exact counter from the
 * end backwards, 1, 2, 4, ... steps before it, until a position has completions, and then halves the gap: about
 * 2 log2(d) counts for a line doomed d steps before its end. It counts the late positions first, which have the fewest
 * free fields and cost the least.
 */
public final class DoomSearch {
	/**
	 * What the search found; lengths are fields on the line, the live end included.
	 *
	 * @param end         the line's length
	 * @param lastViable  the last length known to have a completion; 0 if none was found
	 * @param firstDoomed the first length known to have none; 0 if the line's end has completions (or is complete)
	 * @param undecided   when the step was not found: the highest length below firstDoomed the counter could not
	 *                    decide (0: none)
	 * @param stoppedBy   why the counter stopped there, or null
	 * @param counts      how many positions were counted
	 */
	public record Finding(int end, int lastViable, int firstDoomed, int undecided, String stoppedBy, int counts) {
		/** Whether the line's end has no completion. */
		public boolean doomed() {
			return firstDoomed > 0;
		}

		/** Whether the step that doomed the line is known: the last position with a completion comes right before it. */
		public boolean found() {
			return doomed() && lastViable == firstDoomed - 1;
		}
	}

	private DoomSearch() {
	}

	/** Searches {@code line} (left as it is: the search works on a copy). */
	public static Finding search(Board line, Oracle oracle) {
		return search(line, oracle::count);
	}

	/**
	 * Searches {@code line} with {@code counter}, which counts a position's completions or answers unknown. A length
	 * the counter cannot decide bounds the search from below; it goes on above it, where fewer fields are free.
	 */
	public static Finding search(Board line, Function<Board, CompletionCounter.Count> counter) {
		Board b = line.copy();
		int[] moves = line.moves();
		int end = b.length();
		int counts = 1;
		CompletionCounter.Count atEnd = counter.apply(b);
		if (!atEnd.known()) return new Finding(end, 0, 0, end, atEnd.stoppedBy(), counts);
		if (atEnd.viable() || b.isComplete()) return new Finding(end, end, 0, 0, null, counts);
		int doomed = end;
		int viable = 0;
		int undecided = 0;
		String stoppedBy = null;
		for (int gap = 1; viable == 0 && undecided == 0 && doomed > 1; gap *= 2) {
			int at = Math.max(1, end - gap);
			moveTo(b, at, moves);
			CompletionCounter.Count c = counter.apply(b);
			counts++;
			if (!c.known()) {
				undecided = at;
				stoppedBy = c.stoppedBy();
			} else if (c.viable()) {
				viable = at;
			} else {
				doomed = at;
			}
		}
		for (int below; (below = Math.max(viable, undecided)) > 0 && doomed - below > 1;) {
			int mid = (below + doomed) >>> 1;
			moveTo(b, mid, moves);
			CompletionCounter.Count c = counter.apply(b);
			counts++;
			if (!c.known()) {
				undecided = mid;
				stoppedBy = c.stoppedBy();
			} else if (c.viable()) {
				viable = mid;
			} else {
				doomed = mid;
			}
		}
		boolean found = viable == doomed - 1;
		return new Finding(end, viable, doomed, found ? 0 : undecided, found ? null : stoppedBy, counts);
	}

	/** Takes steps back, or the line's steps forward, until {@code b} holds the line's first {@code length} fields. */
	private static void moveTo(Board b, int length, int[] moves) {
		while (b.length() > length) b.back();
		while (b.length() < length) b.step(moves[b.length() - 1]);
	}
}
