package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * Corner discovery: approaching an older section of the line from the front or the side is disabled when the step
 * closes off free fields between the two sections (an unreachable area, a split, or a dead-end pocket).
 */
public final class CornerRule extends AreaVerdictRule {
	public static final String ID = "corner";

	public CornerRule() {
		this(new AreaProbe());
	}

	CornerRule(AreaProbe probe) {
		super(probe);
	}

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "Corner discovery";
	}

	@Override
	protected boolean mayClaim(int contact) {
		return (contact & AreaProbe.TOUCHES_LINE) != 0;
	}

	@Override
	protected boolean claims(AreaAnalysis.Verdict verdict, int contact) {
		return AreaProbe.separates(verdict);
	}

	@Override
	protected String variant(Board board, int heading, int dir, AreaAnalysis.Verdict verdict, int contact) {
		return "line " + AreaProbe.contactSide(board, dir, AreaProbe.TOUCHES_LINE);
	}
}
