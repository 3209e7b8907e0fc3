package labyrinth.core.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import labyrinth.core.grid.Board;

/** The engine's built-in rules by id, and the default order they run in. */
public final class BuiltinRules {
	/** Factories get the area probe of the engine being built, so the area-based rules share their analyses. */
	private static final Map<String, Function<AreaProbe, Rule>> FACTORIES = new LinkedHashMap<>();
	/**
	 * Each built-in's revision, part of its fingerprint. Raise it with every change of the code that changes which
	 * fields the rule disables, so that checkpoints written before no longer resume (BuiltinRevisionsTest pins each
	 * revision to the rule's decisions on sample positions and fails when they change under the same revision).
	 */
	private static final Map<String, Integer> REVISIONS = new LinkedHashMap<>();
	static {
		register(CShapeRule.ID, 1, probe -> new CShapeRule());
		register(ContactRule.NEAR_BORDER, 1, ContactRule::nearBorder);
		register(ContactRule.CORNER, 1, ContactRule::corner);
		register(AreaRule.ID, 1, AreaRule::new);
		register(CorridorRule.ID, 1, CorridorRule::corridors);
		register(CorridorRule.OPEN_SIDES, 1, CorridorRule::openSides);
		register(CorridorRule.GATES, 1, CorridorRule::gates);
		register(CorridorRule.CUT_SIDES, 1, CorridorRule::cutSides);
		register(CorridorRule.FAR_SIDES, 1, CorridorRule::farSides);
		register(AnalysisRule.CUT, 1, probe -> AnalysisRule.cut());
		register(AnalysisRule.CUT_BEHIND, 1, probe -> AnalysisRule.cutBehind());
		register(AnalysisRule.NECK, 1, probe -> AnalysisRule.neck(probe.windowRadius));
		register(LookaheadRule.ID, 1, probe -> LookaheadRule.oneStep());
		register(LookaheadRule.FORCED_STEPS, 2, probe -> LookaheadRule.forcedSteps());
	}

	private static void register(String id, int revision, Function<AreaProbe, Rule> factory) {
		FACTORIES.put(id, factory);
		REVISIONS.put(id, revision);
	}

	/** The window radius that lets the built-ins' analyses look at the whole board. */
	public static final int WHOLE_BOARD = Window.WHOLE_BOARD;
	/** The smallest window radius (king's moves from the live end) the built-ins' analyses accept. */
	public static final int MIN_WINDOW = Window.MIN_RADIUS;

	/** Ids of the default rule set, in evaluation order. */
	public static final List<String> DEFAULT_IDS = List.of(CShapeRule.ID, ContactRule.NEAR_BORDER, ContactRule.CORNER, AreaRule.ID);

	private BuiltinRules() {
	}

	public static List<String> ids() {
		return List.copyOf(FACTORIES.keySet());
	}

	public static boolean exists(String id) {
		return FACTORIES.containsKey(id);
	}

	/** The fingerprint of built-in {@code id}: its id and the revision of its code (see {@link Rule#fingerprint()}). */
	static String fingerprint(String id) {
		Integer revision = REVISIONS.get(id);
		return revision == null ? id : id + " revision " + revision;
	}

	/** The fingerprint of a built-in whose analyses look at a window of {@code windowRadius} around the live end. */
	static String fingerprint(String id, int windowRadius) {
		return fingerprint(id) + (windowRadius == Window.WHOLE_BOARD ? "" : " window " + windowRadius);
	}

	/** Whether the built-ins accept a window of this radius: {@link #WHOLE_BOARD} or at least {@link #MIN_WINDOW}. */
	public static boolean isValidWindow(int radius) {
		return radius == WHOLE_BOARD || radius >= MIN_WINDOW;
	}

	/** The fields from (minX, minY) to (maxX, maxY), 1-based, that the built-ins look at. */
	public record WindowBounds(int minX, int minY, int maxX, int maxY) {
	}

	/**
	 * The fields the built-ins' analyses look at, on a window of {@code radius}, to decide the next step of the live
	 * end of {@code b}; null where they look at the whole board.
	 */
	public static WindowBounds windowAround(Board b, int radius) {
		if (radius == WHOLE_BOARD) return null;
		int n = b.size();
		int cx = b.x(b.head());
		int cy = b.y(b.head());
		int minX = Window.first(cx, radius);
		int minY = Window.first(cy, radius);
		int maxX = Window.last(cx, radius, n);
		int maxY = Window.last(cy, radius, n);
		return Window.holdsBoard(minX, minY, maxX, maxY, n) ? null : new WindowBounds(minX, minY, maxX, maxY);
	}

	/**
	 * Whether a window of {@code radius} leaves fields beyond it for some live end on n x n: from a corner, the
	 * centre farthest from the opposite sides, it does not reach them.
	 */
	public static boolean windowSmallerThanBoard(int n, int radius) {
		return radius != WHOLE_BOARD && Window.last(1, radius, n) < n;
	}

	/**
	 * Checks a window radius for the built-ins: {@link #WHOLE_BOARD} or at least {@link #MIN_WINDOW}; answers it or
	 * throws with the rule in words.
	 */
	public static int checkWindow(int radius) {
		if (!isValidWindow(radius)) {
			throw new IllegalArgumentException("a window radius must be at least " + MIN_WINDOW + " (or " + WHOLE_BOARD
					+ " for the whole board), not " + radius);
		}
		return radius;
	}

	/** A fresh instance (rules keep scratch buffers, so every thread needs its own). */
	public static Rule create(String id) {
		return create(id, new AreaProbe(WHOLE_BOARD));
	}

	private static Rule create(String id, AreaProbe probe) {
		Function<AreaProbe, Rule> f = FACTORIES.get(id);
		if (f == null) {
			throw new IllegalArgumentException("unknown built-in rule '" + id + "' (known: " + String.join(", ", ids()) + ")");
		}
		return f.apply(probe);
	}

	public static RuleEngine engine(List<String> ids) {
		return engine(ids, WHOLE_BOARD);
	}

	/** The built-ins {@code ids} with their analyses on a window of {@code windowRadius} (see {@link #factory(int)}). */
	public static RuleEngine engine(List<String> ids, int windowRadius) {
		List<Rule> rules = new ArrayList<>();
		Factory factory = factory(windowRadius);
		for (String id : ids) rules.add(factory.create(id));
		return new RuleEngine(rules);
	}

	/** Creates the built-ins of one engine; they share work, so use one factory per engine. */
	public static Factory factory() {
		return factory(WHOLE_BOARD);
	}

	/**
	 * Creates built-ins whose region analyses look only at the fields within king's distance {@code windowRadius} of
	 * the live end, with everything beyond as one outside node: their work per position is then bounded by the
	 * window, not the board, and they refuse a subset of what they refuse on the whole board.
	 */
	public static Factory factory(int windowRadius) {
		return new Factory(new AreaProbe(checkWindow(windowRadius)));
	}

	public static final class Factory {
		private final AreaProbe probe;

		private Factory(AreaProbe probe) {
			this.probe = probe;
		}

		public Rule create(String id) {
			return BuiltinRules.create(id, probe);
		}
	}

	public static RuleEngine defaults() {
		return engine(DEFAULT_IDS);
	}
}
