package labyrinth.core.rules;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * One-step lookahead: a candidate is disabled if, after stepping there, the rules before this one leave the next
 * step no field at all.
 */
public final class LookaheadRule implements Rule {
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
	public int disabled(Board board, int allowed, FiringSink sink) {
		int off = 0;
		int heading = board.heading();
		for (int d = 0; d < 4; d++) {
			if ((allowed & (1 << d)) == 0) continue;
			board.step(d);
			boolean stuck = !board.isComplete() && preceding.allowed(board) == 0;
			if (stuck) {
				off |= 1 << d;
				if (sink != null) {
					sink.fired(new Firing(ID, name(), Direction.relativeName(heading, d), 1 << d,
							new int[] { board.head() }, null,
							"after stepping to " + board.format(board.head()) + " no field would be left"));
				}
			}
			board.back();
		}
		return off;
	}
}
