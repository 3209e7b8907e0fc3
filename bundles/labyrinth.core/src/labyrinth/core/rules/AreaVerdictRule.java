package labyrinth.core.rules;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * A rule that disables a candidate when {@link AreaAnalysis} finds the position after the step hopeless and the
 * finding is of the kind this rule stands for. The verdicts come from an {@link AreaProbe} shared by the rules of
 * one engine.
 */
abstract class AreaVerdictRule implements Rule {
	private final AreaProbe probe;

	AreaVerdictRule(AreaProbe probe) {
		this.probe = probe;
	}

	@Override
	public String fingerprint() {
		return BuiltinRules.fingerprint(id(), probe.windowRadius);
	}

	/** True if this rule answers for the verdict, given what the candidate field touches. */
	protected abstract boolean claims(AreaAnalysis.Verdict verdict, int contact);

	/** Short variant label, e.g. "from the front, straight". */
	protected abstract String variant(Board board, int heading, int dir, AreaAnalysis.Verdict verdict, int contact);

	@Override
	public final int disabled(Board board, int allowed, FiringSink sink) {
		int off = 0;
		for (int d = 0; d < 4; d++) {
			if ((allowed & (1 << d)) == 0) continue;
			int contact = AreaProbe.contact(board, d);
			if (!mayClaim(contact)) continue;
			AreaAnalysis.Verdict v = probe.verdict(board, d);
			if (v != AreaAnalysis.Verdict.OK && claims(v, contact)) {
				off |= 1 << d;
				if (sink != null) sink.fired(explain(board, d, v, contact));
			}
		}
		return off;
	}

	/** Cheap pre-check on the contact alone, before any analysis runs. */
	protected boolean mayClaim(int contact) {
		return true;
	}

	private Firing explain(Board board, int dir, AreaAnalysis.Verdict v, int contact) {
		int heading = board.heading();
		String variant = variant(board, heading, dir, v, contact) + ", " + Direction.relativeName(heading, dir);
		board.step(dir);
		try {
			probe.analyseOn(board);
			AreaAnalysis a = probe.analysis;
			int[] area = a.offendingArea();
			return new Firing(id(), name(), variant, 1 << dir, a.gates(), area, describe(v, board, area.length));
		} finally {
			board.back();
		}
	}

	private static String describe(AreaAnalysis.Verdict v, Board board, int size) {
		String step = "stepping to " + board.format(board.head());
		return switch (v) {
		case UNREACHABLE -> step + " cuts off " + Words.fields(size);
		case SPLIT -> step + " leaves an area of " + Words.fields(size) + " on one side and the end on the other";
		case POCKET -> step + " leaves a pocket of " + Words.fields(size) + " with a single way in";
		case PARITY -> step + " leaves an area of " + Words.fields(size) + " whose entry and exit have the wrong colours";
		case COLOUR -> step + " leaves an area of " + Words.fields(size) + " with a black/white imbalance";
		default -> step;
		};
	}
}
