package labyrinth.reach.ui;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;

import labyrinth.reach.Direction;
import labyrinth.reach.ReachBoard;
import labyrinth.reach.ReachSession;
import labyrinth.ui.toolkit.CellGrid;
import labyrinth.ui.toolkit.Pen;

/** Draws a reachability session: the step-distance heat map, open and current tasks, routing squares and beams. */
public final class ReachPainter {
	public static final RGB BACKGROUND = new RGB(255, 255, 255);
	public static final RGB FREE = new RGB(245, 245, 240);
	public static final RGB BLOCKER = new RGB(60, 60, 70);
	public static final RGB START = new RGB(30, 150, 60);
	public static final RGB OPEN = new RGB(250, 200, 40);
	public static final RGB CURRENT = new RGB(235, 95, 20);
	public static final RGB ENDS_HERE = new RGB(20, 20, 120);
	public static final RGB TOUCHED = new RGB(255, 215, 170);
	public static final RGB BEAM = new RGB(220, 30, 30);
	public static final RGB ROUTING = new RGB(20, 20, 20);
	/** The heat map runs from NEAR (the start) to FAR (the farthest square). */
	public static final RGB NEAR = new RGB(255, 240, 120);
	public static final RGB FAR = new RGB(90, 40, 160);

	private ReachPainter() {
	}

	/** The square (row, col) under the pixel, or null. */
	public static int[] squareAt(ReachBoard b, Point size, int x, int y) {
		return layout(b, size).cellAt(x, y);
	}

	public static CellGrid layout(ReachBoard b, Point size) {
		return CellGrid.fit(b.rows(), b.cols(), size);
	}

	public static void paint(Pen pen, Point size, ReachSession s) {
		ReachBoard b = s.board();
		pen.fill(BACKGROUND, 0, 0, size.x, size.y);
		CellGrid l = layout(b, size);
		int cell = l.cell();
		boolean beam = s.question() == ReachSession.Question.BEAM;
		int far = Math.max(1, s.farthest());
		for (int r = 0; r < b.rows(); r++) {
			for (int c = 0; c < b.cols(); c++) {
				RGB colour;
				if (b.isBlocked(r, c)) colour = BLOCKER;
				else if (beam) colour = s.takenByNow(r, c) ? TOUCHED : FREE;
				else {
					int d = s.stepsTo(r, c);
					colour = d < 0 ? FREE : heat(d, far);
				}
				pen.fill(colour, l.left(c), l.top(r), cell, cell);
			}
		}
		if (!beam) {
			for (int sq : s.open()) mark(pen, l, OPEN, b.rowOf(sq), b.colOf(sq));
		}
		int current = s.current();
		if (current >= 0) mark(pen, l, CURRENT, b.rowOf(current), b.colOf(current));
		for (int r = 0; r < b.rows(); r++) {
			for (int c = 0; c < b.cols(); c++) {
				char sym = b.symbol(r, c);
				if (sym != '.' && sym != '#' && sym != 'S') glyph(pen, l, sym, r, c);
				if (s.question() == ReachSession.Question.EXACTLY && s.endsOn(r, c)) {
					int dot = Math.max(1, cell / 3);
					pen.disc(ENDS_HERE, l.left(c) + (cell - dot) / 2, l.top(r) + (cell - dot) / 2, dot, dot);
				}
			}
		}
		if (b.hasStart()) {
			int w = Math.max(1, cell / 6);
			pen.outline(START, w, l.left(b.startCol()) + w / 2, l.top(b.startRow()) + w / 2, cell - w, cell - w);
		}
		if (beam) {
			int[] tasks = s.beamTasksByNow();
			int width = Math.max(1, Math.min(4, cell / 5));
			for (int i = 0; i < tasks.length; i++) {
				int sq = tasks[i] >>> 2;
				Direction d = Direction.of(tasks[i] & 3);
				int cx = l.left(b.colOf(sq)) + cell / 2;
				int cy = l.top(b.rowOf(sq)) + cell / 2;
				// from the centre of the square it came from (the entry: from the board's edge) to this one's
				int back = i == 0 ? cell / 2 : cell;
				pen.stroke(BEAM, width, new int[] { cx - d.colDelta * back, cy - d.rowDelta * back, cx, cy });
			}
			int er = s.entryRow();
			int ec = s.entryCol();
			int w = Math.max(1, cell / 6);
			pen.outline(START, w, l.left(ec) + w / 2, l.top(er) + w / 2, cell - w, cell - w);
		}
	}

	/** The heat map colour for d steps when the farthest square is far steps away. */
	public static RGB heat(int d, int far) {
		double t = Math.min(1.0, d / (double) far);
		return new RGB(mix(NEAR.red, FAR.red, t), mix(NEAR.green, FAR.green, t), mix(NEAR.blue, FAR.blue, t));
	}

	private static int mix(int a, int b, double t) {
		return (int) Math.round(a + (b - a) * t);
	}

	private static void mark(Pen pen, CellGrid l, RGB colour, int r, int c) {
		int cell = l.cell();
		if (cell < 5) {
			pen.fill(colour, l.left(c), l.top(r), cell, cell);
		} else {
			int w = Math.max(1, cell / 5);
			pen.outline(colour, w, l.left(c) + w / 2, l.top(r) + w / 2, cell - w, cell - w);
		}
	}

	private static void glyph(Pen pen, CellGrid l, char sym, int r, int c) {
		int cell = l.cell();
		int x = l.left(c);
		int y = l.top(r);
		int m = cell / 6;
		switch (sym) {
		case '/' -> pen.line(ROUTING, x + m, y + cell - 1 - m, x + cell - 1 - m, y + m);
		case '\\' -> pen.line(ROUTING, x + m, y + m, x + cell - 1 - m, y + cell - 1 - m);
		case '|' -> pen.line(ROUTING, x + cell / 2, y + m, x + cell / 2, y + cell - 1 - m);
		case '-' -> pen.line(ROUTING, x + m, y + cell / 2, x + cell - 1 - m, y + cell / 2);
		default -> {
			if (cell >= 10) pen.text(ROUTING, String.valueOf(sym), x + cell / 4, y);
			else pen.fill(ROUTING, x + cell / 3, y + cell / 3, Math.max(1, cell / 3), Math.max(1, cell / 3));
		}
		}
	}
}
