package labyrinth.core.rules;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * One-step lookahead: a candidate is disabled if, after stepping there, the rules before this one leave the next
 * step no field at all.
 */
public final class LookaheadRule extends StepProbeRule {
	public static final String ID = "lookahead";

	private RuleEngine preceding = RuleEngine.none();

	void bind(RuleEngine precedingRules) {
		this.preceding = precedingRules;
	}

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "One-step lookahead";
	}

	@Override
	protected boolean refuses(Board afterStep) {
		return !afterStep.isComplete() && preceding.allowed(afterStep) == 0;
	}

	@Override
	protected Firing explain(Board afterStep, int heading, int dir) {
		return new Firing(ID, name(), Direction.relativeName(heading, dir), 1 << dir, new int[] { afterStep.head() }, null,
				"after stepping to " + afterStep.format(afterStep.head()) + " no field would be left");
	}
}
