package labyrinth.core.oracle;

import labyrinth.core.grid.Board;
import labyrinth.core.rules.RuleEngine;

/**
 * The exact measuring instrument: for every candidate of the live end, how many completions stepping there leaves.
 * It is never a rule; it judges the rules.
 */
public final class Oracle {
	private final CompletionCounter counter;

	public Oracle() {
		this(new CompletionCounter());
	}

	/** An oracle that counts with the given counter (and so within its limits). */
	public Oracle(CompletionCounter counter) {
		this.counter = counter;
	}

	/** Completions per direction (null where the direction is no candidate). */
	public CompletionCounter.Count[] classify(Board board) {
		CompletionCounter.Count[] out = new CompletionCounter.Count[4];
		int candidates = board.candidates();
		for (int d = 0; d < 4; d++) {
			if ((candidates & (1 << d)) == 0) continue;
			board.step(d);
			out[d] = counter.count(board);
			board.back();
		}
		return out;
	}

	public CompletionCounter.Count count(Board board) {
		return counter.count(board);
	}

	/** Mask of candidate directions that still have a completion; -1 if the oracle could not decide one. */
	public int viable(Board board) {
		CompletionCounter.Count[] c = classify(board);
		int mask = 0;
		for (int d = 0; d < 4; d++) {
			if (c[d] == null) continue;
			if (!c[d].known()) return -1;
			if (c[d].viable()) mask |= 1 << d;
		}
		return mask;
	}

	/** A wrong rule decision at one position. */
	public record Mistake(int direction, boolean disabledViable) {
		public String describe(Board board) {
			int cell = board.neighbour(board.head(), direction);
			return disabledViable ? "the rules disabled " + board.format(cell) + " although it can be completed"
					: "the rules allowed " + board.format(cell) + " although it cannot be completed";
		}
	}

	/** The first wrong decision of the rules at this position, or null if they agree with the oracle. */
	public Mistake judge(Board board, RuleEngine rules) {
		int allowed = rules.allowed(board);
		int viable = viable(board);
		if (viable < 0) return null; // undecidable within the oracle's limits: no verdict
		int candidates = board.candidates();
		for (int d = 0; d < 4; d++) {
			int bit = 1 << d;
			if ((candidates & bit) == 0) continue;
			if ((viable & bit) != 0 && (allowed & bit) == 0) return new Mistake(d, true);
		}
		for (int d = 0; d < 4; d++) {
			int bit = 1 << d;
			if ((candidates & bit) == 0) continue;
			if ((viable & bit) == 0 && (allowed & bit) != 0) return new Mistake(d, false);
		}
		return null;
	}
}
