package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * A rule that judges each allowed candidate by stepping there, looking at the position and stepping back.
 * Subclasses say what makes the position after the step hopeless and how to explain it.
 */
abstract class StepProbeRule implements Rule {

	/** True if the position after the step (live end on the candidate) cannot be completed. */
	protected abstract boolean refuses(Board afterStep);

	/** The explanation of a refusal, built while the board is still on the candidate. */
	protected abstract Firing explain(Board afterStep, int heading, int dir);

	/**
	 * Prepares what the judgements of all candidates of the position share, before any step. True if
	 * {@link #refusesPrepared} then answers for the candidates; only asked when no explanation is wanted.
	 */
	protected boolean prepare(Board before) {
		return false;
	}

	/** The verdict of {@link #refuses}, from what {@link #prepare} found on the position before the step. */
	protected boolean refusesPrepared(Board afterStep) {
		return refuses(afterStep);
	}

	/**
	 * True if the rule judges only where two or more candidates are left. With one left, a refusal would not keep the
	 * walker out of a dead end, only show it sooner; a costly rule saves its time there.
	 */
	protected boolean judgesChoicesOnly() {
		return false;
	}

	@Override
	public final int disabled(Board board, int allowed, FiringSink sink) {
		if (judgesChoicesOnly() && Integer.bitCount(allowed) < 2) return 0;
		int off = 0;
		int heading = board.heading();
		boolean prepared = sink == null && prepare(board);
		for (int d = 0; d < 4; d++) {
			if ((allowed & (1 << d)) == 0) continue;
			board.step(d);
			if (prepared ? refusesPrepared(board) : refuses(board)) {
				off |= 1 << d;
				if (sink != null) sink.fired(explain(board, heading, d));
			}
			board.back();
		}
		return off;
	}

	/**
	 * Whether the rule disables field {@code d}, judged alone; {@code left} holds the fields still open, {@code d}
	 * among them (a rule that judges choices only looks at how many).
	 */
	final boolean disablesField(Board board, int d, int left) {
		if (judgesChoicesOnly() && Integer.bitCount(left) < 2) return false;
		boolean prepared = prepare(board);
		board.step(d);
		boolean refused = prepared ? refusesPrepared(board) : refuses(board);
		board.back();
		return refused;
	}
}
