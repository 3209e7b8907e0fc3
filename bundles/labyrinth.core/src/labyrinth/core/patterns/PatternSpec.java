package labyrinth.core.patterns;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A pattern rule as drawn: rows of cell symbols around the live end (heading up), its symmetries and an optional
 * counted-area condition. {@link #problems()} says what is wrong with it; {@link PatternRule} compiles it.
 * <p>
 * Cells are addressed relative to the live end: {@code left} counts fields to the walker's left (negative: right),
 * {@code straight} fields ahead (negative: behind).
 */
public final class PatternSpec {

	public record Cell(int left, int straight, CellKind kind) {
	}

	public enum Parity {
		ANY, EVEN, ODD
	}

	/**
	 * The rule fires only if the counted area (the empty fields reachable from the start field without crossing the
	 * forbidden fields) holds the end field and has the given parity and imbalance; imbalance is the number of fields
	 * of the start field's colour minus the number of the other colour. Null bounds are open.
	 */
	public record AreaCondition(Parity parity, Integer minImbalance, Integer maxImbalance) {
		public AreaCondition {
			parity = parity == null ? Parity.ANY : parity;
		}

		public boolean holds(int size, int imbalance) {
			if (parity == Parity.EVEN && (size & 1) != 0) return false;
			if (parity == Parity.ODD && (size & 1) == 0) return false;
			if (minImbalance != null && imbalance < minImbalance) return false;
			return maxImbalance == null || imbalance <= maxImbalance;
		}

		public boolean constrains() {
			return parity != Parity.ANY || minImbalance != null || maxImbalance != null;
		}
	}

	/** What is wrong with a drawing; each kind has its own issue code in the rule editor. */
	public enum ProblemKind {
		NO_ROWS, UNKNOWN_SYMBOL, ROW_WIDTH, LIVE_END_COUNT, FORBIDDEN_NOT_CANDIDATE, AREA_START_TWICE, AREA_END_TWICE,
		DISABLES_NOTHING, AREA_START_WITHOUT_END, AREA_END_WITHOUT_START, CONDITION_WITHOUT_AREA, AREA_WITHOUT_CONDITION,
		CONDITION_CHECKS_NOTHING, EMPTY_IMBALANCE_RANGE, NEVER_MATCHES
	}

	/** A problem with position: row and column in the drawing (column counts characters), -1 if none applies. */
	public record Problem(ProblemKind kind, String message, int row, int column) {
	}

	/** One symmetry variant: its label and its cells, sorted. */
	public record Variant(String label, List<Cell> cells) {
	}

	private final String name;
	private final List<String> rows;
	private final boolean mirror;
	private final boolean rotate;
	private final boolean stopsOthers;
	private final AreaCondition area;
	private final List<Problem> problems = new ArrayList<>();
	private final List<Cell> cells = new ArrayList<>();

	/**
	 * @param rows        the drawing, top row first; spaces separate symbols and are not cells
	 * @param area        the counted-area condition, or null
	 */
	public PatternSpec(String name, List<String> rows, boolean mirror, boolean rotate, boolean stopsOthers,
			AreaCondition area) {
		this.name = Objects.requireNonNull(name);
		this.rows = List.copyOf(rows);
		this.mirror = mirror;
		this.rotate = rotate;
		this.stopsOthers = stopsOthers;
		this.area = area;
		read();
	}

	public String name() {
		return name;
	}

	public List<String> rows() {
		return rows;
	}

	public boolean mirror() {
		return mirror;
	}

	public boolean rotate() {
		return rotate;
	}

	public boolean stopsOthers() {
		return stopsOthers;
	}

	public AreaCondition area() {
		return area;
	}

	/** Cells other than "any" and the live end, relative to the live end. */
	public List<Cell> cells() {
		return List.copyOf(cells);
	}

	public List<Problem> problems() {
		return List.copyOf(problems);
	}

	public boolean isValid() {
		return problems.isEmpty();
	}

	private void read() {
		if (rows.isEmpty()) {
			problems.add(new Problem(ProblemKind.NO_ROWS, "the pattern has no rows", -1, -1));
			return;
		}
		int width = -1;
		int liveRow = -1;
		int liveCol = -1;
		int lives = 0;
		List<int[]> raw = new ArrayList<>(); // row, cell column, char column, kind ordinal
		for (int r = 0; r < rows.size(); r++) {
			String row = rows.get(r);
			int col = 0;
			for (int i = 0; i < row.length(); i++) {
				char ch = row.charAt(i);
				if (ch == ' ' || ch == '\t') continue;
				CellKind k = CellKind.of(ch);
				if (k == null) {
					problems.add(new Problem(ProblemKind.UNKNOWN_SYMBOL, "unknown symbol '" + ch + "' (pattern symbols: " + CellKind.symbols() + ")", r, i));
				} else if (k == CellKind.LIVE_END) {
					lives++;
					liveRow = r;
					liveCol = col;
				} else {
					raw.add(new int[] { r, col, i, k.ordinal() });
				}
				col++;
			}
			if (width < 0) {
				width = col;
			} else if (col != width) {
				problems.add(new Problem(ProblemKind.ROW_WIDTH, "row " + (r + 1) + " has " + col + " cells but row 1 has " + width
						+ "; rows of a pattern must be equally wide", r, -1));
			}
		}
		if (lives != 1) {
			problems.add(new Problem(ProblemKind.LIVE_END_COUNT, "a pattern needs exactly one live end '@', found " + lives, -1, -1));
			return;
		}
		int starts = 0;
		int ends = 0;
		int forbidden = 0;
		for (int[] c : raw) {
			CellKind k = CellKind.values()[c[3]];
			int left = liveCol - c[1];
			int straight = liveRow - c[0];
			if (k == CellKind.ANY) continue;
			cells.add(new Cell(left, straight, k));
			if (k == CellKind.FORBIDDEN) {
				forbidden++;
				if (Math.abs(left) + Math.abs(straight) != 1 || straight < 0) {
					problems.add(new Problem(ProblemKind.FORBIDDEN_NOT_CANDIDATE, "a forbidden field 'x' must be left of, ahead of or right of the live end"
							+ " (it is a field the walker could step to)", c[0], c[2]));
				}
			}
			if (k == CellKind.AREA_START && ++starts > 1) {
				problems.add(new Problem(ProblemKind.AREA_START_TWICE, "only one area start 's' per pattern", c[0], c[2]));
			}
			if (k == CellKind.AREA_END && ++ends > 1) {
				problems.add(new Problem(ProblemKind.AREA_END_TWICE, "only one area end 'e' per pattern", c[0], c[2]));
			}
		}
		if (forbidden == 0) {
			problems.add(new Problem(ProblemKind.DISABLES_NOTHING, "the rule disables nothing: mark the fields it disables with 'x'", -1, -1));
		}
		if (starts > 0 && ends == 0) {
			problems.add(new Problem(ProblemKind.AREA_START_WITHOUT_END, "the area start 's' has no area end 'e'", -1, -1));
		}
		if (ends > 0 && starts == 0) {
			problems.add(new Problem(ProblemKind.AREA_END_WITHOUT_START, "the area end 'e' has no area start 's'", -1, -1));
		}
		if (area != null && starts == 0 && ends == 0) {
			problems.add(new Problem(ProblemKind.CONDITION_WITHOUT_AREA, "the area condition needs an area start 's' and end 'e' in the pattern", -1, -1));
		}
		if (area == null && starts > 0 && ends > 0) {
			problems.add(new Problem(ProblemKind.AREA_WITHOUT_CONDITION, "the counted area 's'..'e' needs a condition, e.g. 'area odd'", -1, -1));
		}
		if (area != null && !area.constrains()) {
			problems.add(new Problem(ProblemKind.CONDITION_CHECKS_NOTHING, "the area condition checks nothing; give a parity or imbalance bounds", -1, -1));
		}
		if (area != null && area.minImbalance() != null && area.maxImbalance() != null
				&& area.minImbalance() > area.maxImbalance()) {
			problems.add(new Problem(ProblemKind.EMPTY_IMBALANCE_RANGE, "the imbalance range " + area.minImbalance() + ".." + area.maxImbalance()
					+ " is empty", -1, -1));
		}
		String never = neverMatches();
		if (never != null) problems.add(new Problem(ProblemKind.NEVER_MATCHES, "the rule can never match: " + never, -1, -1));
	}

	/** Why no variant can ever match, or null if some variant can. */
	private String neverMatches() {
		// The grid is a box holding the live end; a border cell inside the bounding box of cells that must lie inside
		// the grid (and the live end) is a contradiction in every orientation.
		int minL = 0, maxL = 0, minS = 0, maxS = 0;
		for (Cell c : cells) {
			if (!c.kind().needsInside()) continue;
			minL = Math.min(minL, c.left());
			maxL = Math.max(maxL, c.left());
			minS = Math.min(minS, c.straight());
			maxS = Math.max(maxS, c.straight());
		}
		for (Cell c : cells) {
			if (c.kind() == CellKind.BORDER && c.left() >= minL && c.left() <= maxL && c.straight() >= minS
					&& c.straight() <= maxS) {
				return "the border field at left " + c.left() + ", ahead " + c.straight()
						+ " lies between fields that must be inside the grid";
			}
		}
		// The field behind the live end is the one the line came from: taken, never empty or outside.
		for (Variant v : variants()) {
			if (!behindContradicts(v)) return null;
		}
		return "the field behind the live end is where the line came from, so it is taken";
	}

	private static boolean behindContradicts(Variant v) {
		for (Cell c : v.cells()) {
			if (c.left() == 0 && c.straight() == -1) {
				return switch (c.kind()) {
				case EMPTY, BORDER, NOT_END_CORNER, AREA_START, AREA_END -> true;
				case TAKEN_DOWN, TAKEN_LEFT, TAKEN_RIGHT -> true; // the line went on from it upwards, into the live end
				default -> false;
				};
			}
		}
		return false;
	}

	/** The distinct symmetry variants: identity first, then mirror and quarter turns as switched on. */
	public List<Variant> variants() {
		List<Variant> out = new ArrayList<>();
		for (int m = 0; m < (mirror ? 2 : 1); m++) {
			for (int q = 0; q < (rotate ? 4 : 1); q++) {
				List<Cell> t = new ArrayList<>();
				for (Cell c : cells) t.add(transform(c, m == 1, q));
				t.sort(ORDER);
				boolean seen = false;
				for (Variant v : out) seen |= v.cells().equals(t);
				if (!seen) out.add(new Variant(label(m == 1, q), List.copyOf(t)));
			}
		}
		return out;
	}

	private static final Comparator<Cell> ORDER = Comparator.comparingInt(Cell::straight).thenComparingInt(Cell::left)
			.thenComparing(Cell::kind);

	private static String label(boolean mirrored, int quarter) {
		String turn = switch (quarter) {
		case 1 -> "turned left";
		case 2 -> "turned around";
		case 3 -> "turned right";
		default -> "";
		};
		if (mirrored) return turn.isEmpty() ? "mirrored" : "mirrored, " + turn;
		return turn.isEmpty() ? "as drawn" : turn;
	}

	/** Mirror first (left <-> right), then {@code quarter} quarter turns to the left. */
	static Cell transform(Cell c, boolean mirrored, int quarter) {
		int l = mirrored ? -c.left() : c.left();
		int s = c.straight();
		CellKind k = c.kind();
		int[] arrow = k.arrow();
		if (arrow != null && mirrored) arrow = new int[] { -arrow[0], arrow[1] };
		for (int i = 0; i < quarter; i++) {
			// a quarter turn to the left maps "ahead" (0,1) to "left" (1,0)
			int nl = s;
			s = -l;
			l = nl;
			if (arrow != null) arrow = new int[] { arrow[1], -arrow[0] };
		}
		if (arrow != null) k = CellKind.arrowOf(arrow[0], arrow[1]);
		return new Cell(l, s, k);
	}

	/** True if the other pattern is one of this pattern's variants with the same area condition. */
	public boolean sameAs(PatternSpec other) {
		if (!Objects.equals(area, other.area)) return false;
		List<Cell> theirs = new ArrayList<>(other.cells);
		theirs.sort(ORDER);
		for (Variant v : variants()) {
			if (v.cells().equals(theirs)) return true;
		}
		return false;
	}
}
