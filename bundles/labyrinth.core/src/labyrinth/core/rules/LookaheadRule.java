package labyrinth.core.rules;

import java.util.ArrayList;
import java.util.List;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * Lookahead: a candidate is disabled if, after stepping there, the rules before this one leave the next step no
 * field at all.
 * <p>
 * The {@code forced-steps} variant also takes every step those rules leave as the only field, and disables the
 * candidate if such a chain ends with no field. That is sound because the rules before it are: where they leave one
 * field, every completion goes on through it. A forced step is often the C-shape's, whose rule stops the others, so
 * the one-step lookahead never sees where it leads. Where they leave two fields, it drops those after which they leave
 * none (doomed for the same reason), so a chain also goes on where one survives that look. With three or more it
 * would cost twice the time for no more refusals on the dead ends measured.
 */
public final class LookaheadRule extends StepProbeRule {
	public static final String ID = "lookahead";
	public static final String FORCED_STEPS = "forced-steps";
	/**
	 * Keeps the work per position independent of the grid size. On 11x11 and 13x13 random walks, chains of 16 and
	 * of any length made the same decisions.
	 */
	static final int MAX_FORCED_STEPS = 16;

	private final String id;
	private final int maxForcedSteps;
	private RuleEngine preceding = RuleEngine.none();
	private KnownPositions known;
	/** Whether the last chain ended where every field the rules before left would leave none after it. */
	private boolean endedOneStepFurther;

	private LookaheadRule(String id, int maxForcedSteps) {
		this.id = id;
		this.maxForcedSteps = maxForcedSteps;
	}

	public static LookaheadRule oneStep() {
		return new LookaheadRule(ID, 0);
	}

	public static LookaheadRule forcedSteps() {
		return new LookaheadRule(FORCED_STEPS, MAX_FORCED_STEPS);
	}

	void bind(RuleEngine precedingRules) {
		this.preceding = precedingRules;
	}

	void know(KnownPositions positions) {
		this.known = positions;
	}

	@Override
	public String id() {
		return id;
	}

	@Override
	public String name() {
		return maxForcedSteps == 0 ? "One-step lookahead" : "Lookahead along forced steps";
	}

	@Override
	protected boolean refuses(Board afterStep) {
		return forcedSteps(afterStep, null) >= 0;
	}

	/**
	 * Follows the forced steps from the live end and goes back to it.
	 *
	 * @param forced if not null, receives the fields of the forced steps
	 * @return how many forced steps led to a position with no field, or -1 if the chain did not end there
	 */
	private int forcedSteps(Board board, List<Integer> forced) {
		int taken = 0;
		int result = -1;
		endedOneStepFurther = false;
		while (!board.isComplete()) {
			// a chain that ends with no field leaves no walkthrough under any rules that include these
			if (known != null && known.hasWalkthrough(board)) break;
			int next = preceding.allowed(board);
			if (maxForcedSteps > 0 && Integer.bitCount(next) == 2) {
				next = withoutDeadEnds(board, next);
				endedOneStepFurther = next == 0;
			}
			if (next == 0) {
				result = taken;
				break;
			}
			if ((next & (next - 1)) != 0 || taken == maxForcedSteps) break;
			board.step(Integer.numberOfTrailingZeros(next));
			if (forced != null) forced.add(board.head());
			taken++;
		}
		for (int i = 0; i < taken; i++) board.back();
		return result;
	}

	/** {@code fields} without those after which the rules before leave no field. */
	private int withoutDeadEnds(Board board, int fields) {
		int kept = fields;
		for (int d = 0; d < 4; d++) {
			if ((fields & (1 << d)) == 0) continue;
			board.step(d);
			if (!board.isComplete() && preceding.allowed(board) == 0) kept &= ~(1 << d);
			board.back();
		}
		return kept;
	}

	@Override
	protected Firing explain(Board afterStep, int heading, int dir) {
		List<Integer> forced = new ArrayList<>();
		forcedSteps(afterStep, forced);
		int[] matched = new int[forced.size() + 1];
		matched[0] = afterStep.head();
		StringBuilder via = new StringBuilder();
		for (int i = 0; i < forced.size(); i++) {
			matched[i + 1] = forced.get(i);
			via.append(i == 0 ? " and the forced steps to " : ", ").append(afterStep.format(forced.get(i)));
		}
		return new Firing(id, name(), Direction.relativeName(heading, dir), 1 << dir, matched, null,
				"after stepping to " + afterStep.format(afterStep.head()) + via
						+ (endedOneStepFurther ? " every field left would leave none after it" : " no field would be left"));
	}
}
