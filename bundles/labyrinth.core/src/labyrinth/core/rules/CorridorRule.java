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
	/**
	 * Open sides, then the gates of two fields ({@link GateAnalysis}): a part that only two fields lead into must be
	 * crossed in one stretch between them. On 9x9 it removes the dead ends where such a part's colours do not fit.
	 */
	public static final String GATES = "gates";
	/**
	 * Open sides, with the colour count of {@code cut} made part of the propagation: the areas beside straight runs
	 * from the live end close or force their passages where their colours leave no choice, and the corridors follow.
	 */
	public static final String CUT_SIDES = "cut-sides";
	/**
	 * The cut sides with the runs that start up to {@link #FAR_RUN_REACH} fields from the live end, not only beside it. They find
	 * the areas that a line running beside a border or beside itself leaves to be covered on its way to the end
	 * corner. Then the runs that go straight from beside the live end and turn once ({@link #FAR_BEND_REACH}): they
	 * fence in corners of the free region that no straight run cuts off. They cost more than all the other shipped
	 * rules, so this rule judges only where the walker still has a choice.
	 */
	public static final String FAR_SIDES = "far-sides";
	/**
	 * How far from the live end the runs of {@link #FAR_SIDES} start. 3 of the first 8 dead ends measured needed 3, not
	 * 2; 5 has half the 21x21 dead ends of 3 (seed 7, 3,000 walks: 5 against 11) for 44% more time.
	 */
	static final int FAR_RUN_REACH = 5;
	/**
	 * How far the runs of {@link #FAR_SIDES} that turn once go straight before they turn. The first runs that refuse the
	 * doomed steps of the traced 21x21 dead ends of seed 7 (walks 633, 2365, 2413, 2526) turn after one to three
	 * fields; five matches {@link #FAR_RUN_REACH}.
	 */
	static final int FAR_BEND_REACH = 5;

	private final String id;
	private final CorridorAnalysis analysis;
	private final boolean choicesOnly;
	/** The engine's area probe: when the area rules searched the free region already, its sides are reused. */
	private final AreaProbe probe;

	private CorridorRule(String id, boolean checkCuts, boolean checkGates, AreaProbe probe) {
		this(id, new CorridorAnalysis(checkCuts, checkGates, 0, probe.windowRadius), probe, false);
	}

	private CorridorRule(String id, CorridorAnalysis analysis, AreaProbe probe, boolean choicesOnly) {
		this.id = id;
		this.analysis = analysis;
		this.probe = probe;
		this.choicesOnly = choicesOnly;
	}

	static CorridorRule corridors(AreaProbe probe) {
		return new CorridorRule(ID, false, false, probe);
	}

	static CorridorRule openSides(AreaProbe probe) {
		return new CorridorRule(OPEN_SIDES, true, false, probe);
	}

	static CorridorRule gates(AreaProbe probe) {
		return new CorridorRule(GATES, true, true, probe);
	}

	static CorridorRule cutSides(AreaProbe probe) {
		return new CorridorRule(CUT_SIDES, new CorridorAnalysis(true, false, 1, probe.windowRadius), probe, false);
	}

	static CorridorRule farSides(AreaProbe probe) {
		return new CorridorRule(FAR_SIDES, new CorridorAnalysis(true, false, FAR_RUN_REACH, FAR_BEND_REACH, probe.windowRadius), probe,
				true);
	}

	@Override
	public String id() {
		return id;
	}

	@Override
	public String name() {
		return switch (id) {
			case ID -> "Corridors";
			case OPEN_SIDES -> "Open sides";
			case CUT_SIDES -> "Cut sides";
			case FAR_SIDES -> "Far sides";
			default -> "Gates";
		};
	}

	@Override
	public String fingerprint() {
		return BuiltinRules.fingerprint(id, probe.windowRadius);
	}

	@Override
	protected boolean judgesChoicesOnly() {
		return choicesOnly;
	}

	@Override
	protected boolean refuses(Board afterStep) {
		return analysis.refutes(afterStep);
	}

	@Override
	protected boolean prepare(Board before) {
		RegionBlocks region = probe.regionOf(before);
		if (region == null) return false;
		analysis.prepareCandidates(before, region);
		return true;
	}

	@Override
	protected boolean refusesPrepared(Board afterStep) {
		return analysis.refutesAfterStep(afterStep);
	}

	@Override
	protected Firing explain(Board afterStep, int heading, int dir) {
		int culprit = analysis.culprit();
		return new Firing(id, name(), Direction.relativeName(heading, dir), 1 << dir,
				culprit >= 0 ? new int[] { culprit } : null, null,
				"after stepping to " + afterStep.format(afterStep.head()) + ": " + analysis.reason());
	}
}
