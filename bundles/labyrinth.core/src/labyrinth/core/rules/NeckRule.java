package labyrinth.core.rules;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * Two-field necks: a candidate is disabled if, after stepping there, an area reached only through two neighbouring
 * fields cannot be walked from one of them to the other ({@link NeckAnalysis}).
 */
public final class NeckRule extends StepProbeRule {
	public static final String ID = "neck";

	private final NeckAnalysis analysis = new NeckAnalysis();

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "Two-field neck";
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
