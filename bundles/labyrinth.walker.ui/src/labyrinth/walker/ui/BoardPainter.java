package labyrinth.walker.ui;

import labyrinth.ui.toolkit.Pen;

import java.util.List;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;

import labyrinth.core.grid.Board;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.Firing;

/**
 * Paints a position: grid (optionally checkerboard-shaded), the line as one smooth stroke, the live end, the
 * candidate fields coloured allowed or disabled with the number of the disabling rule, the cells and area of a
 * selected firing, oracle verdicts, and a legend. Pure rendering through a {@link Pen} (screen, PNG or SVG): it
 * reads the engine's results and decides nothing.
 */
public final class BoardPainter {
	public static final RGB BACKGROUND = new RGB(255, 255, 255);
	public static final RGB FREE = new RGB(245, 245, 240);
	public static final RGB FREE_DARK = new RGB(225, 225, 215);
	public static final RGB LINE = new RGB(200, 30, 40);
	public static final RGB LIVE_END = new RGB(120, 0, 20);
	public static final RGB ALLOWED = new RGB(60, 170, 80);
	public static final RGB DISABLED = new RGB(40, 40, 40);
	public static final RGB GRID = new RGB(180, 180, 180);
	public static final RGB MATCHED = new RGB(30, 110, 230);
	public static final RGB AREA = new RGB(240, 160, 20);
	public static final RGB WINDOW = new RGB(130, 60, 200);
	public static final RGB TEXT = new RGB(20, 20, 20);
	public static final RGB LABEL = new RGB(255, 255, 255);
	/** The frame of a field the compared rule set judges otherwise. */
	public static final RGB COMPARED = new RGB(0, 170, 210);

	/** Lines of rule names the legend wraps into before it says how many more there are. */
	public static final int LEGEND_RULE_LINES = 3;
	private static final int LEGEND_LINE = 15;
	/** Height in pixels of the legend strip under the grid: the colour keys, then the rule names. */
	public static final int LEGEND_HEIGHT = 22 + LEGEND_RULE_LINES * LEGEND_LINE;

	/** The colours that carry meaning; the user can change them in the preferences. */
	/**
	 * The colour of a pattern symbol's cell kind, as the walker paints such a field: the one mapping the pattern
	 * preview and the rule editor's symbol colours use.
	 */
	public static RGB colourOf(labyrinth.core.patterns.CellKind k, Palette palette) {
		return switch (k) {
		case TAKEN, TAKEN_UP, TAKEN_DOWN, TAKEN_LEFT, TAKEN_RIGHT -> palette.line();
		case TAKEN_OR_BORDER -> new RGB((palette.line().red + GRID.red) / 2, (palette.line().green + GRID.green) / 2,
				(palette.line().blue + GRID.blue) / 2);
		case BORDER -> GRID;
		case FORBIDDEN -> palette.disabled();
		case LIVE_END -> LIVE_END;
		case AREA_START, AREA_END -> palette.area();
		case EMPTY, NOT_END_CORNER -> FREE;
		default -> BACKGROUND;
		};
	}

	/**
	 * A pattern rule as drawn in a rule file: each cell in the walker's colours, the live end as a dot, arrows and
	 * corner marks as their symbols, the name and symmetry below. The Pattern Preview and Run Results' proposed rule
	 * draw with it.
	 */
	public static void paintPattern(Pen pen, Point size, labyrinth.core.patterns.PatternSpec spec, Palette palette) {
		paintPattern(pen, size, spec, palette, true);
	}

	/** The side of a pattern's cells in a drawing of {@code size}, with room for the caption line or without. */
	public static int patternCell(labyrinth.core.patterns.PatternSpec spec, Point size, boolean caption) {
		List<String> rows = spec.rows();
		int width = rows.stream().mapToInt(r -> r.replace(" ", "").length()).max().orElse(1);
		return Math.max(4, Math.min((size.x - 2 * PATTERN_MARGIN) / Math.max(1, width),
				(size.y - (caption ? 30 : 2 * PATTERN_MARGIN)) / Math.max(1, rows.size())));
	}

	/** Where a pattern's drawing starts, from the left and from the top. */
	public static final int PATTERN_MARGIN = 4;

	/** A pattern rule; {@code caption}: its name and symmetry below it (the Pattern Preview says them in its status line). */
	public static void paintPattern(Pen pen, Point size, labyrinth.core.patterns.PatternSpec spec, Palette palette, boolean caption) {
		List<String> rows = spec.rows();
		int cell = patternCell(spec, size, caption);
		int x0 = PATTERN_MARGIN;
		int y0 = PATTERN_MARGIN;
		for (int r = 0; r < rows.size(); r++) {
			String cells = rows.get(r).replace(" ", "");
			for (int c = 0; c < cells.length(); c++) {
				labyrinth.core.patterns.CellKind k = labyrinth.core.patterns.CellKind.of(cells.charAt(c));
				int x = x0 + c * cell;
				int y = y0 + r * cell;
				pen.fill(k == null || k == labyrinth.core.patterns.CellKind.LIVE_END ? FREE : colourOf(k, palette), x, y, cell, cell);
				if (k == labyrinth.core.patterns.CellKind.LIVE_END) pen.disc(LIVE_END, x + cell / 4, y + cell / 4, cell / 2, cell / 2);
				if (k != null && (k.arrow() != null || k == labyrinth.core.patterns.CellKind.NOT_END_CORNER
						|| k == labyrinth.core.patterns.CellKind.AREA_START || k == labyrinth.core.patterns.CellKind.AREA_END)) {
					pen.text(TEXT, String.valueOf(k.symbol()), x + cell / 3, y + cell / 4);
				}
				pen.outline(GRID, 1, x, y, cell, cell);
			}
		}
		if (!caption) return;
		String symmetry = spec.variants().size() + " variant" + (spec.variants().size() == 1 ? "" : "s") + (spec.mirror() ? ", mirrored" : "")
				+ (spec.rotate() ? ", rotated" : "");
		pen.text(TEXT, spec.name() + ": " + symmetry + (spec.isValid() ? "" : " - " + spec.problems().get(0).message()), x0,
				y0 + rows.size() * cell + 6);
	}

	public record Palette(RGB line, RGB allowed, RGB disabled, RGB area) {
		public static final Palette DEFAULT = new Palette(LINE, ALLOWED, DISABLED, AREA);
	}

	/**
	 * What to draw besides the position, and in which colours; {@code window}: the rules' window radius, whose fields
	 * around the live end are outlined (0: none).
	 */
	/** @param comparedAllowed the fields a compared rule set allows here (a direction mask), or -1 for none */
	public record Options(boolean checkerboard, boolean legend, Palette palette, int window, int comparedAllowed) {
		public Options(boolean checkerboard, boolean legend) {
			this(checkerboard, legend, Palette.DEFAULT, BuiltinRules.WHOLE_BOARD);
		}

		public Options(boolean checkerboard, boolean legend, Palette palette, int window) {
			this(checkerboard, legend, palette, window, -1);
		}
	}

	private BoardPainter() {
	}

	/** Paints on an SWT graphics context (screen, images). */
	public static void paint(GC gc, Point size, Board b, Evaluation ev, Firing selected, String[] oracle, List<String> ruleIds,
			List<String> ruleNames, Options o) {
		gc.setFont(gc.getDevice().getSystemFont());
		paint(Pen.of(gc), size, b, ev, selected, oracle, ruleIds, ruleNames, o);
	}

	/**
	 * @param oracle  per direction a short verdict ("12", "doomed") or null; may be null
	 * @param ruleIds the engine's rules in order; a disabled field is labelled with its rule's 1-based number
	 */
	public static void paint(Pen pen, Point size, Board b, Evaluation ev, Firing selected, String[] oracle,
			List<String> ruleIds, List<String> ruleNames, Options o) {
		BoardLayout l = layout(b.size(), size, o);
		pen.fill(BACKGROUND, 0, 0, size.x, size.y);
		int n = b.size();
		int cell = l.cell();
		for (int y = 1; y <= n; y++) {
			for (int x = 1; x <= n; x++) {
				boolean dark = o.checkerboard() && ((x + y) & 1) == 1;
				pen.fill(dark ? FREE_DARK : FREE, l.left(x), l.top(y), cell, cell);
			}
		}
		int head = b.head();
		for (int d = 0; d < 4; d++) {
			if (!ev.isCandidate(d)) continue;
			int c = b.neighbour(head, d);
			boolean allowed = ev.isAllowed(d);
			pen.fill(allowed ? o.palette().allowed() : o.palette().disabled(), l.left(b.x(c)), l.top(b.y(c)), cell, cell);
			if (differs(o, ev, d)) {
				// the compared set judges this field otherwise: a frame inside the field, its fill keeps this set's verdict
				int inset = Math.max(1, cell / 10);
				pen.outline(COMPARED, Math.max(2, cell / 8), l.left(b.x(c)) + inset, l.top(b.y(c)) + inset, cell - 2 * inset, cell - 2 * inset);
			}
			if (!allowed && cell >= 14) {
				int rule = ruleIds.indexOf(ev.disabledBy(d).ruleId()) + 1;
				pen.text(LABEL, Integer.toString(rule), l.left(b.x(c)) + 2, l.top(b.y(c)) + 1);
			}
			String verdict = oracle == null || oracle[d] == null || cell < 20 ? null : fitting(pen, oracle[d], cell);
			if (verdict != null) {
				Point t = pen.extent(verdict);
				pen.text(LABEL, verdict, l.left(b.x(c)) + cell - t.x - 2, l.top(b.y(c)) + cell - t.y - 1);
			}
		}
		for (int i = 0; i <= n; i++) {
			pen.line(GRID, l.x0(), l.y0() + i * cell, l.x0() + n * cell, l.y0() + i * cell);
			pen.line(GRID, l.x0() + i * cell, l.y0(), l.x0() + i * cell, l.y0() + n * cell);
		}
		BuiltinRules.WindowBounds window = BuiltinRules.windowAround(b, o.window());
		if (window != null) outlineWindow(pen, l, window);
		if (selected != null) outline(pen, l, b, selected, o.palette());
		drawLine(pen, l, b, o.palette());
		// the key stays while the walk goes on, wherever the window happens to hold the board
		boolean windowKey = BuiltinRules.windowSmallerThanBoard(n, o.window());
		if (o.legend()) legend(pen, size, ruleNames, o.palette(), windowKey, o.comparedAllowed() >= 0);
	}

	/** Grid geometry for a canvas of the given size. */
	public static BoardLayout layout(int n, Point size, Options o) {
		return BoardLayout.fit(n, size.x, Math.max(1, size.y - (o.legend() ? LEGEND_HEIGHT : 0)));
	}

	private static void drawLine(Pen pen, BoardLayout l, Board b, Palette palette) {
		int cell = l.cell();
		int[] points = new int[2 * b.length()];
		for (int i = 0; i < b.length(); i++) {
			int c = b.pathCell(i);
			points[2 * i] = l.centreX(b.x(c));
			points[2 * i + 1] = l.centreY(b.y(c));
		}
		if (b.length() > 1) pen.stroke(palette.line(), Math.max(2, cell / 3), points);
		int r = Math.max(3, cell / 4);
		pen.disc(LIVE_END, points[points.length - 2] - r, points[points.length - 1] - r, 2 * r, 2 * r);
	}

	/**
	 * An oracle verdict as it fits its cell beside the rule number: as it is; where it is too wide, "doomed" as 0 (no
	 * completion) and a count as {@code >0}, so that the two stay apart on large boards; nothing (the tooltip has it) where
	 * even that does not fit.
	 */
	public static String fitting(Pen pen, String verdict, int cell) {
		if (pen.extent(verdict).x <= cell - 4) return verdict;
		// a count starts with a digit (WalkerView.compact); an unknown verdict has no shorter form
		String shorter = verdict.equals("doomed") ? "0" : Character.isDigit(verdict.charAt(0)) ? ">0" : null;
		return shorter != null && pen.extent(shorter).x <= cell - 4 ? shorter : null;
	}

	/** Whether the compared rule set of {@code o} judges candidate {@code d} otherwise than {@code ev}. */
	public static boolean differs(Options o, Evaluation ev, int d) {
		return o.comparedAllowed() >= 0 && ev.isCandidate(d) && ((o.comparedAllowed() >> d) & 1) != (ev.isAllowed(d) ? 1 : 0);
	}

	/** The window's edge, drawn inside its outer fields so that the fields beyond keep their colour. */
	private static void outlineWindow(Pen pen, BoardLayout l, BuiltinRules.WindowBounds w) {
		int cell = l.cell();
		int width = windowWidth(cell);
		pen.outline(WINDOW, width, l.left(w.minX()) + width / 2, l.top(w.minY()) + width / 2,
				(w.maxX() - w.minX() + 1) * cell - width, (w.maxY() - w.minY() + 1) * cell - width);
	}

	/** The width in pixels of the window's edge on cells of {@code cell} pixels. */
	public static int windowWidth(int cell) {
		return Math.max(2, cell / 8);
	}

	private static void outline(Pen pen, BoardLayout l, Board b, Firing f, Palette palette) {
		int cell = l.cell();
		int width = Math.max(2, cell / 10);
		for (int c : f.area()) {
			int inset = Math.max(2, cell / 6);
			pen.outline(palette.area(), width, l.left(b.x(c)) + inset, l.top(b.y(c)) + inset, cell - 2 * inset, cell - 2 * inset);
		}
		for (int c : f.matched()) {
			if (b.inside(b.x(c), b.y(c))) pen.outline(MATCHED, width, l.left(b.x(c)) + 1, l.top(b.y(c)) + 1, cell - 2, cell - 2);
		}
	}

	/** A colour of the legend and what it means. */
	private record Key(RGB colour, String label) {
	}

	private static void legend(Pen pen, Point size, List<String> ruleNames, Palette palette, boolean windowKey, boolean comparedKey) {
		int y = size.y - LEGEND_HEIGHT + 4;
		int x = 4;
		List<Key> keys = new java.util.ArrayList<>(List.of(new Key(FREE, "free"), new Key(palette.line(), "line"),
				new Key(palette.allowed(), "allowed"), new Key(palette.disabled(), "disabled by rule n"),
				new Key(MATCHED, "matched"), new Key(palette.area(), "area")));
		if (windowKey) keys.add(new Key(WINDOW, "window"));
		if (comparedKey) keys.add(new Key(COMPARED, "compared set: otherwise"));
		for (Key k : keys) {
			pen.fill(k.colour(), x, y + 2, 10, 10);
			pen.text(TEXT, k.label(), x + 13, y);
			x += 13 + pen.extent(k.label()).x + 10;
		}
		// the rule names, wrapped: every rule can be identified by its number, however long the set
		int line = 0;
		x = 4;
		for (int i = 0; i < ruleNames.size(); i++) {
			String item = (i + 1) + " " + ruleNames.get(i);
			int w = pen.extent(item).x;
			if (x > 4 && x + w > size.x - 4) {
				line++;
				x = 4;
			}
			if (line == LEGEND_RULE_LINES - 1 && i + 1 < ruleNames.size()) {
				String more = "  (+" + (ruleNames.size() - i) + " more)";
				if (x + w + pen.extent(more).x > size.x - 4) {
					pen.text(TEXT, more.strip(), x, y + 17 + line * LEGEND_LINE);
					return;
				}
			}
			if (line >= LEGEND_RULE_LINES) return;
			pen.text(TEXT, item, x, y + 17 + line * LEGEND_LINE);
			x += w + 14;
		}
	}
}
