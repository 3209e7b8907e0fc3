package labyrinth.core.rules;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * Straight cuts: a candidate is disabled if, after stepping there, a straight run of free fields from beside the live
 * end leaves an area with more fields of one colour than its passages can serve ({@link CutAnalysis}).
 */
public final class CutRule extends StepProbeRule {
	public static final String ID = "cut";

	private final CutAnalysis analysis = new CutAnalysis();

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "Straight cut";
	}

	@Override
	protected boolean refuses(Board afterStep) {
		return analysis.refutes(afterStep);
	}

	@Override
	protected Firing explain(Board afterStep, int heading, int dir) {
		return new Firing(ID, name(), Direction.relativeName(heading, dir), 1 << dir, analysis.culprits(), analysis.area(),
				"after stepping to " + afterStep.format(afterStep.head()) + ": " + analysis.reason());
	}
}
