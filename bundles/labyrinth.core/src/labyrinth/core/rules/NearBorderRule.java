package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * Near border: a step onto a field that touches the border is disabled when it closes off free fields between
 * the line and the border (an unreachable area, a split, or a dead-end pocket). The original's "one field from the
 * edge, moving along it" rules are the common cases; the check is general, so it is sound on every size.
 */
public final class NearBorderRule extends AreaVerdictRule {
	public static final String ID = "near-border";

	public NearBorderRule() {
		this(new AreaProbe());
	}

	NearBorderRule(AreaProbe probe) {
		super(probe);
	}

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "Near border";
	}

	@Override
	protected boolean mayClaim(int contact) {
		return (contact & AreaProbe.TOUCHES_BORDER) != 0;
	}

	@Override
	protected boolean claims(AreaAnalysis.Verdict verdict, int contact) {
		return AreaProbe.separates(verdict);
	}

	@Override
	protected String variant(Board board, int heading, int dir, AreaAnalysis.Verdict verdict, int contact) {
		return "border " + AreaProbe.contactSide(board, dir, AreaProbe.TOUCHES_BORDER);
	}
}
