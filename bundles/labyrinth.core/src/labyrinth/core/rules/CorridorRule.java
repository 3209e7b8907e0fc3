package labyrinth.core.rules;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * Corridors: a candidate is disabled if, after stepping there, degree reasoning ({@link CorridorAnalysis}) shows
 * the rest of the line impossible, e.g. a field between the live end and the end corner that would have to be
 * passed last but one, or two corridors that close a loop.
 */
public final class CorridorRule extends StepProbeRule {
	public static final String ID = "corridor";

	private final CorridorAnalysis analysis = new CorridorAnalysis();

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "Corridors";
	}

	@Override
	protected boolean refuses(Board afterStep) {
		return analysis.refutes(afterStep);
	}

	@Override
	protected Firing explain(Board afterStep, int heading, int dir) {
		int culprit = analysis.culprit();
		return new Firing(ID, name(), Direction.relativeName(heading, dir), 1 << dir,
				culprit >= 0 ? new int[] { culprit } : null, null,
				"after stepping to " + afterStep.format(afterStep.head()) + ": " + analysis.reason());
	}
}
