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
	 *                    decide, or the line's end when it could not count even that (0: none)
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
		Bounds at = new Bounds(line, counter);
		int end = line.length();
		CompletionCounter.Count atEnd = counter.apply(at.b); // the copy, at the line's end
		if (!atEnd.known()) return new Finding(end, 0, 0, end, atEnd.stoppedBy(), at.counts);
		if (atEnd.viable() || line.isComplete()) return new Finding(end, end, 0, 0, null, at.counts);
		at.doomed = end;
		for (int gap = 1; at.viable == 0 && at.undecided == 0 && at.doomed > 1; gap *= 2) at.ask(Math.max(1, end - gap));
		for (int below; (below = Math.max(at.viable, at.undecided)) > 0 && at.doomed - below > 1;) at.ask((below + at.doomed) >>> 1);
		boolean found = at.viable == at.doomed - 1;
		return new Finding(end, at.viable, at.doomed, found ? 0 : at.undecided, found ? null : at.stoppedBy, at.counts);
	}

	/** What the counts so far say: the lengths known viable and doomed, the highest the counter could not decide. */
	private static final class Bounds {
		private final Board b;
		private final int[] moves;
		private final Function<Board, CompletionCounter.Count> counter;
		int viable, doomed, undecided;
		String stoppedBy;
		int counts = 1; // the line's end

		Bounds(Board line, Function<Board, CompletionCounter.Count> counter) {
			this.b = line.copy();
			this.moves = line.moves();
			this.counter = counter;
		}

		/** Counts the completions of the line's first {@code length} fields and moves the bound it tells. */
		void ask(int length) {
			moveTo(b, length, moves);
			CompletionCounter.Count c = counter.apply(b);
			counts++;
			if (!c.known()) {
				undecided = length;
				stoppedBy = c.stoppedBy();
			} else if (c.viable()) {
				viable = length;
			} else {
				doomed = length;
			}
		}
	}

	/** Takes steps back, or the line's steps forward, until {@code b} holds the line's first {@code length} fields. */
	private static void moveTo(Board b, int length, int[] moves) {
		while (b.length() > length) b.back();
		while (b.length() < length) b.step(moves[b.length() - 1]);
	}
}
