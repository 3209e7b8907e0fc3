package labyrinth.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * For each built-in, a position where it decides, drawn for the help book: the first position of a fixed set of
 * random lines where the rule disables a field that the rules it adds to allow. Those are the engine's defaults and
 * the corridor reasoning that come before it in the engine's order, and the rules it extends. Found the same way every
 * time, so the pictures are made, not kept by hand.
 */
public final class BuiltinExamples {
	/** The seed of the lines searched; they are 7x7, then 9x9, then 11x11 lines. */
	static final long SEED = 1;
	private static final int[] SIZES = { 7, 9, 11 };
	/** Lines searched per size; a rule that decides nowhere in them gets no picture. */
	private static final int LINES = 150;
	/** The built-ins a rule extends: its picture shows what it decides beyond them. */
	private static final Map<String, List<String>> EXTENDS = Map.of(CorridorRule.GATES, List.of(CorridorRule.OPEN_SIDES),
			CorridorRule.CUT_SIDES, List.of(CorridorRule.OPEN_SIDES), CorridorRule.FAR_SIDES,
			List.of(CorridorRule.CUT_SIDES), AnalysisRule.CUT_BEHIND, List.of(AnalysisRule.CUT), LookaheadRule.FORCED_STEPS,
			List.of(LookaheadRule.ID));
	/**
	 * Positions for the rules that decide too rarely for the search to meet, or whose first decision there shows a
	 * consequence rather than the rule's own argument, as size and moves from the start: a bay two fields wide with
	 * one way in (9x9); the original program's saved position 2023_0415 (21x21), where the colours of three areas
	 * refuse the three fields; and the 11x11 dead end of seed 7, walk 268,598, whose pocket under the top row the far
	 * runs cut off.
	 */
	private static final Map<String, String> KNOWN = Map.of(CorridorRule.OPEN_SIDES, "9 DRURRDLDLLDDDDDDRRRRRRUURUULDLL",
			CorridorRule.CUT_SIDES, "21 DDDDDDDDDDDDDDDRRRRRRRRDDRRRRRUUUULUUULULLUUUUUULLLLDDDDDDDDD",
			CorridorRule.FAR_SIDES, "11 RDLDRDLDRRURULUURDRURRRRRRDLDRDLDRDLLDL");
	private static final int CELL = 22;
	private static final int MARGIN = 3;

	/** The position, the step the rule disables there, and its explanation. */
	public record Example(String id, Board board, int dir, Firing firing) {
		/** The field the step would enter. */
		public int field() {
			return board.neighbour(board.head(), dir);
		}
	}

	private BuiltinExamples() {
	}

	/** The rules whose decisions the picture of built-in {@code id} goes beyond. */
	static List<String> base(String id) {
		List<String> ids = BuiltinRules.ids();
		List<String> base = new ArrayList<>();
		for (String b : ids.subList(0, ids.indexOf(id))) {
			if (BuiltinRules.DEFAULT_IDS.contains(b) || b.equals(CorridorRule.ID)) base.add(b);
		}
		for (String b : EXTENDS.getOrDefault(id, List.of())) if (!base.contains(b)) base.add(b);
		return base;
	}

	/** Where built-in {@code id} decides, or null if it decides nowhere on the lines searched. */
	public static Example find(String id) {
		List<String> base = base(id);
		RuleEngine before = BuiltinRules.engine(base);
		List<String> withIds = new ArrayList<>(base);
		withIds.add(id);
		RuleEngine with = BuiltinRules.engine(withIds);
		if (KNOWN.containsKey(id)) {
			String[] known = KNOWN.get(id).split(" ");
			Board b = new Board(Integer.parseInt(known[0]));
			for (char letter : known[1].toCharArray()) b.step(Direction.ofLetter(letter));
			Example e = decision(id, b, before, with);
			if (e != null) return e;
		}
		RuleEngine guide = BuiltinRules.defaults();
		SplittableRandom random = new SplittableRandom(SEED);
		for (int n : SIZES) {
			for (int line = 0; line < LINES; line++) {
				Board b = new Board(n);
				while (!b.isComplete()) {
					int guided = guide.allowed(b);
					// three steps in four as the defaults allow, the rest free, so that the lines reach the positions
					// the defaults let through and some they would not
					int next = guided == 0 || random.nextInt(4) == 0 ? b.candidates() : guided;
					if (next == 0) break;
					Example found = decision(id, b, before, with);
					if (found != null) return found;
					int[] dirs = new int[4];
					int k = 0;
					for (int d = 0; d < 4; d++) if ((next & (1 << d)) != 0) dirs[k++] = d;
					b.step(dirs[random.nextInt(k)]);
				}
			}
		}
		return null;
	}

	/** The first field that {@code with} disables at this position and {@code before} allows, if rule {@code id} did it. */
	private static Example decision(String id, Board b, RuleEngine before, RuleEngine with) {
		int refused = before.allowed(b) & ~with.allowed(b);
		if (refused == 0) return null;
		Evaluation e = with.evaluate(b);
		for (int d = 0; d < 4; d++) {
			Firing f = e.disabledBy(d);
			if ((refused & (1 << d)) != 0 && f != null && f.ruleId().equals(id)) return new Example(id, b.copy(), d, f);
		}
		return null;
	}

	/** The help book's words under the picture. */
	public static String caption(Example e) {
		Board b = e.board();
		return String.format(Locale.ROOT, "A %dx%d line of %d fields: the step %s to %s is disabled (red cross): %s.", b.size(),
				b.size(), b.length(), Direction.name(e.dir()), b.format(e.field()), e.firing().detail());
	}

	/**
	 * The position as SVG: black and white fields, the line from the start, the live end, the end corner, the fields
	 * the rule looked at (outlined) and the area it counted (shaded), and the disabled field crossed out.
	 */
	public static String svg(Example e) {
		Board b = e.board();
		int n = b.size();
		int side = 2 * MARGIN + n * CELL;
		StringBuilder s = new StringBuilder();
		s.append(String.format(Locale.ROOT,
				"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">%n", side, side, side, side));
		s.append("<title>").append(escape(caption(e))).append("</title>\n");
		for (int y = 1; y <= n; y++) {
			for (int x = 1; x <= n; x++) {
				String fill = b.colour(b.cell(x, y)) == 0 ? "#c8c8c8" : "#ffffff";
				s.append(rect(x, y, fill, null));
			}
		}
		// the counted area in two shades, so that its black and white fields still show
		for (int c : e.firing().area()) s.append(rect(b.x(c), b.y(c), b.colour(c) == 0 ? "#dba466" : "#f7d6a8", null));
		for (int c : e.firing().matched()) s.append(rect(b.x(c), b.y(c), "none", "#d9822b"));
		s.append("<polyline fill=\"none\" stroke=\"#1f4e9a\" stroke-width=\"6\" stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"");
		for (int i = 0; i < b.length(); i++) {
			int c = b.pathCell(i);
			s.append(i == 0 ? "" : " ").append(centre(b.x(c))).append(',').append(centre(b.y(c)));
		}
		s.append("\"/>\n");
		int head = b.head();
		s.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"7\" fill=\"#1f4e9a\"/>%n", centre(b.x(head)), centre(b.y(head))));
		int end = b.target();
		s.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"6\" fill=\"none\" stroke=\"#1f4e9a\" stroke-width=\"2\"/>%n",
				centre(b.x(end)), centre(b.y(end))));
		int x = centre(b.x(e.field()));
		int y = centre(b.y(e.field()));
		int r = CELL / 3;
		s.append(String.format(Locale.ROOT,
				"<path d=\"M%d %dL%d %dM%d %dL%d %d\" stroke=\"#c0392b\" stroke-width=\"4\" stroke-linecap=\"round\"/>%n",
				x - r, y - r, x + r, y + r, x - r, y + r, x + r, y - r));
		return s.append("</svg>\n").toString();
	}

	private static String rect(int x, int y, String fill, String stroke) {
		String outline = stroke == null ? "" : " stroke=\"" + stroke + "\" stroke-width=\"3\"";
		return String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"%s/>%n",
				MARGIN + (x - 1) * CELL, MARGIN + (y - 1) * CELL, CELL, CELL, fill, outline);
	}

	private static int centre(int coordinate) {
		return MARGIN + (coordinate - 1) * CELL + CELL / 2;
	}

	static String escape(String text) {
		return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
	}
}
