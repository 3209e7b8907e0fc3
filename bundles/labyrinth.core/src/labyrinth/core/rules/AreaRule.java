package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * Enclosed-area counting on the checkerboard: a candidate is disabled if, after stepping there, some area of free
 * fields could no longer be walked through (unreachable, a dead-end pocket, or an area entered and left through
 * fixed fields whose parity or black/white balance does not fit). See {@link AreaAnalysis}.
 */
public final class AreaRule extends AreaVerdictRule {
	public static final String ID = "area";

	AreaRule(AreaProbe probe) {
		super(probe);
	}

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "Enclosed area";
	}

	@Override
	protected boolean claims(AreaAnalysis.Verdict verdict, int contact) {
		return true;
	}

	@Override
	protected String variant(Board board, int heading, int dir, AreaAnalysis.Verdict verdict, int contact) {
		return verdict.label();
	}
}
