package labyrinth.core.rules;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * A built-in whose verdict on a candidate is one analysis of the position after the step: {@code cut} and {@code
 * cut-behind} ({@link CutAnalysis}) and {@code neck} ({@link NeckAnalysis}).
 */
final class AnalysisRule extends StepProbeRule {
	static final String CUT = "cut";
	static final String CUT_BEHIND = "cut-behind";
	static final String NECK = "neck";

	/** What the rule asks of its analysis; explanations are built only when a firing is kept. */
	interface Analysis {
		/** True if the position (live end on the candidate) cannot be completed. */
		boolean refutes(Board afterStep);

		/** The fields that decided the last refusal. */
		int[] culprits();

		/** The counted area of the last refusal, or none. */
		int[] area();

		/** The last refusal in words. */
		String reason();
	}

	private final String id;
	private final String name;
	private final Analysis analysis;
	private final int windowRadius;

	private AnalysisRule(String id, String name, Analysis analysis) {
		this(id, name, analysis, Window.WHOLE_BOARD);
	}

	private AnalysisRule(String id, String name, Analysis analysis, int windowRadius) {
		this.id = id;
		this.name = name;
		this.analysis = analysis;
		this.windowRadius = windowRadius;
	}

	static AnalysisRule cut() {
		return new AnalysisRule(CUT, "Straight cut", new CutAnalysis());
	}

	static AnalysisRule cutBehind() {
		return new AnalysisRule(CUT_BEHIND, "Straight cut behind", new CutAnalysis(true));
	}

	static AnalysisRule neck(int windowRadius) {
		return new AnalysisRule(NECK, "Two-field neck", new NeckAnalysis(windowRadius), windowRadius);
	}

	@Override
	public String id() {
		return id;
	}

	@Override
	public String name() {
		return name;
	}

	@Override
	public String fingerprint() {
		return BuiltinRules.fingerprint(id, windowRadius);
	}

	@Override
	protected boolean refuses(Board afterStep) {
		return analysis.refutes(afterStep);
	}

	@Override
	protected Firing explain(Board afterStep, int heading, int dir) {
		return new Firing(id, name, Direction.relativeName(heading, dir), 1 << dir, analysis.culprits(), analysis.area(),
				"after stepping to " + afterStep.format(afterStep.head()) + ": " + analysis.reason());
	}
}
