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
	/**
	 * The corridor reasoning, then Tarjan's search on the sides still open: a field that cuts off a part the line
	 * could enter but never leave again, or that the line would have to pass twice, disables the step. On 7x7 it
	 * never adds to the other rules; on 9x9 it removes the dead ends of two-field-wide bays that the closed sides
	 * of the corridors turn into pockets.
	 */
	public static final String OPEN_SIDES = "open-sides";

	private final String id;
	private final CorridorAnalysis analysis;

	private CorridorRule(String id, boolean checkCuts) {
		this.id = id;
		this.analysis = new CorridorAnalysis(checkCuts);
	}

	public static CorridorRule corridors() {
		return new CorridorRule(ID, false);
	}

	public static CorridorRule openSides() {
		return new CorridorRule(OPEN_SIDES, true);
	}

	@Override
	public String id() {
		return id;
	}

	@Override
	public String name() {
		return id.equals(ID) ? "Corridors" : "Open sides";
	}

	@Override
	protected boolean refuses(Board afterStep) {
		return analysis.refutes(afterStep);
	}

	@Override
	protected Firing explain(Board afterStep, int heading, int dir) {
		int culprit = analysis.culprit();
		return new Firing(id, name(), Direction.relativeName(heading, dir), 1 << dir,
				culprit >= 0 ? new int[] { culprit } : null, null,
				"after stepping to " + afterStep.format(afterStep.head()) + ": " + analysis.reason());
	}
}
