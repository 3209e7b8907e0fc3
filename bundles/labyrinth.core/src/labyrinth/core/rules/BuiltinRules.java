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
	/**
	 * What each built-in does, one paragraph in the labyrinth book's words: the one text behind the rule editor's
	 * hover, the help book's list of built-ins (BuiltinReference writes it into rules.html) and the docs. Other
	 * built-ins are named in single quotes, e.g. 'cut', which the help book shows as code.
	 */
	private static final Map<String, String> DESCRIPTIONS = new LinkedHashMap<>();
	static {
		register(CShapeRule.ID, 1, probe -> new CShapeRule(),
				"A field walled on three sides must be entered now: a free field next to the live end with one "
						+ "free neighbour or none can, once the line moves on, only be entered and never left. Two such "
						+ "fields at once, or a sealed end corner, leave no move at all.");
		register(ContactRule.NEAR_BORDER, 1, ContactRule::nearBorder,
				"A step onto a field at the border that closes off free fields between the line and the border is "
						+ "disabled. It is the area analysis narrowed to steps onto a field that touches the border; the "
						+ "original program's \"one field from the edge, moving along it\" rules are its common cases.");
		register(ContactRule.CORNER, 1, ContactRule::corner,
				"Corner discovery: a step that approaches an older section of the line from the front or the side "
						+ "so that free fields are closed off (an unreachable area, a split or a dead-end pocket) is "
						+ "disabled. It is the area analysis narrowed to steps onto a field that touches the line.");
		register(AreaRule.ID, 1, AreaRule::new,
				"Enclosed areas on the checkerboard: a step is disabled if afterwards an area of free fields can "
						+ "no longer be walked through: it is unreachable, a dead-end pocket, or an area entered and left "
						+ "through fixed fields whose parity or black/white balance does not fit.");
		register(CorridorRule.ID, 1, CorridorRule::corridors,
				"The C-shape argument for every field: a field with two open sides is passed through both, which "
						+ "closes its other sides, and the side between the two ends of a chain of such passages is closed "
						+ "(it would close a loop). A contradiction (too few sides, a closed loop, reaching the end corner "
						+ "too early) disables the step.");
		register(CorridorRule.OPEN_SIDES, 1, CorridorRule::openSides,
				"The corridor reasoning, then Tarjan's search on the sides it leaves open: a field that cuts off "
						+ "a part the line could enter but never leave again (or that it would have to pass twice) disables "
						+ "the step. Closed sides turn bays two fields wide into such pockets, which the area checks (on "
						+ "all sides) cannot see.");
		register(CorridorRule.GATES, 1, CorridorRule::gates,
				"Open sides, then gates of two fields: if two fields u and v cut off a part that holds neither "
						+ "the live end nor the end corner, the line crosses it in one stretch from u to v (a second visit "
						+ "would need a third way in), so its colours must fit such a stretch, and a part of up to 24 "
						+ "fields must have one (searched, within 20,000 steps). u is the live end or a field next to it "
						+ "that touches more than whole 2x2 squares of the region; one Tarjan search without u finds every "
						+ "v. Not in the shipped sets, for its cost.");
		register(CorridorRule.CUT_SIDES, 2, CorridorRule::cutSides,
				"The colour count of 'cut' made part of the corridor reasoning, with the search of 'open-sides' "
						+ "at the end: for each straight run of free fields from beside the live end, the areas it and the "
						+ "live end cut the open sides into are counted, and where an area's colours leave no choice, its "
						+ "passages of one colour are all closed (or all used), and the corridors are worked through again. "
						+ "An area with one field more of a colour and three passages, two to that colour, is crossed in "
						+ "one stretch between those two: the third passage closes, which can force corridors that close a "
						+ "loop. It refuses whatever 'open-sides' or 'cut' refuse, and more; in the shipped sets it takes "
						+ "the place of both cuts and the open sides.");
		register(CorridorRule.FAR_SIDES, 4, CorridorRule::farSides,
				"'cut-sides' with the runs that start at every free field up to "
						+ Words.fields(CorridorRule.FAR_RUN_REACH) + " (king's moves) from the live end, nearest first: the "
						+ "count holds for any straight run, and the runs further out cut off the area that a line running "
						+ "beside the border or beside itself leaves to be covered on its way to the end corner. Then the "
						+ "runs that go straight from beside the live end for up to " + Words.fields(CorridorRule.FAR_BEND_REACH)
						+ " and turn once: with the live end they fence in a corner of the free region that is open to the "
						+ "rest on two sides, which no straight run cuts off (the count holds for any run of neighbouring "
						+ "fields). It costs "
						+ "more than the other rules together, so it comes last in the universal set and judges only where "
						+ "two or more fields are left (with one left, refusing it would only show the dead end sooner).");
		register(AnalysisRule.CUT, 1, probe -> AnalysisRule.cut(),
				"The original program's straight area checks, counted: a straight run of free fields from beside "
						+ "the live end to the line or the border cuts the free region into areas; the line visits an area "
						+ "in stretches, and a stretch has one more field of a colour only if it starts and ends on that "
						+ "colour, so an area with d more fields of one colour needs 2d passages to fields of that colour "
						+ "(the run's fields, the live end's one, the end corner). A step that leaves an area with fewer is "
						+ "disabled.");
		register(AnalysisRule.CUT_BEHIND, 1, probe -> AnalysisRule.cutBehind(),
				"The same count as 'cut' for the runs that start beside the field the line just left (and not "
						+ "beside the live end): the argument holds for any straight run, and a step sideways leaves that "
						+ "field's neighbours two fields from the new live end, where 'cut' no longer looks. Not in the "
						+ "shipped sets since 'cut-sides'.");
		register(AnalysisRule.NECK, 1, probe -> AnalysisRule.neck(probe.windowRadius),
				"Two neighbouring fields that, with the live end, cut the free region apart: the rest of the line "
						+ "passes each once, so every area beyond them is one stretch between two of them (or up to the end "
						+ "corner), and its black/white count must fit that stretch. A step after which no order fits is "
						+ "disabled.");
		register(LookaheadRule.ID, 1, probe -> LookaheadRule.oneStep(),
				"A step after which the rules before it leave nothing is disabled.");
		register(LookaheadRule.FORCED_STEPS, 2, probe -> LookaheadRule.forcedSteps(),
				"The lookahead that also follows every step the rules before it leave as the only field (up to "
						+ "16): where sound rules leave one field, every completion goes through it, so a chain of such "
						+ "steps that ends with no field dooms the step that started it. The one-step lookahead misses "
						+ "these when the first forced step is the C-shape's, which stops the rules after it. Where the "
						+ "rules before it leave two fields and leave nothing after one of them, the other is forced as "
						+ "well, and the chain goes on through it. Positions are named by a hash of the line, so the steps "
						+ "of a chain are judged once and recalled when the walk gets there.");
	}

	private static void register(String id, int revision, Function<AreaProbe, Rule> factory, String description) {
		FACTORIES.put(id, factory);
		REVISIONS.put(id, revision);
		DESCRIPTIONS.put(id, description);
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

	/** The built-in's name in words, as firings and the rule list show it, e.g. "Near border" for near-border. */
	public static String title(String id) {
		return create(id).name();
	}

	/**
	 * What built-in {@code id} does: one paragraph, other built-ins named in single quotes (e.g. 'cut'); throws for an
	 * unknown id, like {@link #create(String)}.
	 */
	public static String description(String id) {
		String text = DESCRIPTIONS.get(id);
		if (text == null) {
			throw new IllegalArgumentException("unknown built-in rule '" + id + "' (known: " + String.join(", ", ids()) + ")");
		}
		return text;
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
