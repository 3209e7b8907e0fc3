package labyrinth.knights.ui;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;

import labyrinth.knights.KnightTour;
import labyrinth.knights.KnightsSession;
import labyrinth.ui.toolkit.CellGrid;
import labyrinth.ui.toolkit.Pen;

/** Draws a knight's tour: the board, the path as a line (and move numbers when they fit), the knight, the candidate
 * squares of the next move with their degrees, and the switching squares of a table. */
public final class KnightsPainter {
	public static final RGB BACKGROUND = new RGB(255, 255, 255);
	public static final RGB LIGHT = new RGB(240, 230, 210);
	public static final RGB DARK = new RGB(190, 160, 125);
	public static final RGB PATH = new RGB(30, 60, 160);
	public static final RGB KNIGHT = new RGB(200, 30, 30);
	public static final RGB CANDIDATE = new RGB(30, 170, 60);
	public static final RGB SWITCH = new RGB(230, 120, 0);
	public static final RGB TEXT = new RGB(20, 20, 20);
	/** Move numbers are written from this cell size on. */
	static final int NUMBERS_FROM = 22;

	private KnightsPainter() {
	}

	public static CellGrid layout(KnightsSession s, Point size) {
		return CellGrid.fit(s.size(), s.size(), size);
	}

	public static void paint(Pen pen, Point size, KnightsSession s) {
		KnightTour t = s.tour();
		int m = s.size();
		CellGrid g = layout(s, size);
		int cell = g.cell();
		pen.fill(BACKGROUND, 0, 0, size.x, size.y);
		for (int r = 0; r < m; r++) {
			for (int c = 0; c < m; c++) pen.fill((r + c) % 2 == 0 ? LIGHT : DARK, g.left(c), g.top(r), cell, cell);
		}
		for (int[] sq : s.switchingSquares()) {
			if (sq[0] < 0 || sq[1] < 0 || sq[0] >= m || sq[1] >= m) continue;
			int w = Math.max(1, cell / 6);
			pen.outline(SWITCH, w, g.left(sq[1]) + w / 2, g.top(sq[0]) + w / 2, cell - w, cell - w);
		}
		int length = t.length();
		int[] points = new int[2 * length];
		for (int k = 0; k < length; k++) {
			int[] sq = t.square(k);
			points[2 * k] = g.left(sq[1]) + cell / 2;
			points[2 * k + 1] = g.top(sq[0]) + cell / 2;
		}
		if (length > 1) pen.stroke(PATH, Math.max(1, Math.min(3, cell / 8)), points);
		if (cell >= NUMBERS_FROM) {
			for (int k = 0; k < length; k++) {
				int[] sq = t.square(k);
				pen.text(TEXT, Integer.toString(k + 1), g.left(sq[1]) + 2, g.top(sq[0]) + 1);
			}
		}
		for (KnightsSession.Candidate c : s.candidates()) {
			int w = Math.max(1, cell / 8);
			pen.outline(CANDIDATE, w, g.left(c.col()) + w / 2, g.top(c.row()) + w / 2, cell - w, cell - w);
			if (cell >= 14) pen.text(CANDIDATE, Integer.toString(c.degree()), g.left(c.col()) + cell - cell / 3, g.top(c.row()) + cell / 2);
		}
		int[] at = t.current();
		int d = Math.max(2, cell / 2);
		pen.disc(KNIGHT, g.left(at[1]) + (cell - d) / 2, g.top(at[0]) + (cell - d) / 2, d, d);
	}
}
