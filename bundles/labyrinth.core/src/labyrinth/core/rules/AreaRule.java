package labyrinth.core.rules;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * Enclosed-area counting on the checkerboard: a candidate is disabled if, after stepping there, some area of free
 * fields could no longer be walked through (unreachable, a dead-end pocket, or an area entered and left through
 * fixed fields whose parity or black/white balance does not fit). See {@link AreaAnalysis}.
 */
public final class AreaRule implements Rule {
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
	public int disabled(Board board, int allowed, FiringSink sink) {
		int off = 0;
		int heading = board.heading();
		for (int d = 0; d < 4; d++) {
			if ((allowed & (1 << d)) == 0) continue;
			board.step(d);
			AreaAnalysis.Verdict v = analysis.analyse(board);
			if (v != AreaAnalysis.Verdict.OK) {
				off |= 1 << d;
				if (sink != null) {
					int[] area = analysis.offendingArea();
					sink.fired(new Firing(ID, name(), v.label() + ", " + Direction.relativeName(heading, d), 1 << d,
							analysis.gates(), area, describe(v, board, area.length)));
				}
			}
			board.back();
		}
		return off;
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
