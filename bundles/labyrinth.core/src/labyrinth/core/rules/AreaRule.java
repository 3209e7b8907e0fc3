package labyrinth.core.rules;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * Enclosed-area counting on the checkerboard: a candidate is disabled if, after stepping there, some area of free
 * fields could no longer be walked through (unreachable, a dead-end pocket, or an area entered and left through
 * fixed fields whose parity or black/white balance does not fit). See {@link AreaAnalysis}.
 */
public final class AreaRule extends StepProbeRule {
	public static final String ID = "area";

	private final AreaAnalysis analysis = new AreaAnalysis();

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "Enclosed area";
	}

	@Override
	protected boolean refuses(Board afterStep) {
		return analysis.analyse(afterStep) != AreaAnalysis.Verdict.OK;
	}

	@Override
	protected Firing explain(Board afterStep, int heading, int dir) {
		AreaAnalysis.Verdict v = analysis.verdict();
		int[] area = analysis.offendingArea();
		return new Firing(ID, name(), v.label() + ", " + Direction.relativeName(heading, dir), 1 << dir, analysis.gates(),
				area, describe(v, afterStep, area.length));
	}

	private static String describe(AreaAnalysis.Verdict v, Board board, int size) {
		String step = "stepping to " + board.format(board.head());
		return switch (v) {
		case UNREACHABLE -> step + " cuts off " + size + " fields";
		case SPLIT -> step + " leaves an area of " + size + " fields on one side and the end on the other";
		case POCKET -> step + " leaves a pocket of " + size + " fields with a single way in";
		case PARITY -> step + " leaves an area of " + size + " fields whose entry and exit have the wrong colours";
		case COLOUR -> step + " leaves an area of " + size + " fields with a black/white imbalance";
		default -> step;
		};
	}
}
