package labyrinth.toggle.ui;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;

import labyrinth.toggle.FishAlgorithms;
import labyrinth.toggle.ToggleBoard;
import labyrinth.toggle.ToggleSession;
import labyrinth.ui.toolkit.CellGrid;
import labyrinth.ui.toolkit.Pen;

/** Draws a toggle squares board: lit and unlit cells, the presses that would clear it, and the last press. */
public final class TogglePainter {
	public static final RGB BACKGROUND = new RGB(255, 255, 255);
	public static final RGB LIT = new RGB(250, 205, 40);
	public static final RGB UNLIT = new RGB(55, 60, 75);
	public static final RGB GRID = new RGB(140, 140, 150);
	/** A dot on each cell a GF(2) solution presses. */
	public static final RGB CLEARING_PRESS = new RGB(30, 160, 220);
	public static final RGB LAST_PRESS = new RGB(230, 60, 40);

	private TogglePainter() {
	}

	public static CellGrid layout(ToggleBoard b, Point size) {
		return CellGrid.fit(b.rows(), b.cols(), size);
	}

	public static void paint(Pen pen, Point size, ToggleSession s, boolean showClearing) {
		ToggleBoard b = s.board();
		CellGrid g = layout(b, size);
		int cell = g.cell();
		pen.fill(BACKGROUND, 0, 0, size.x, size.y);
		for (int r = 0; r < b.rows(); r++) {
			for (int c = 0; c < b.cols(); c++) pen.fill(b.lit(r, c) ? LIT : UNLIT, g.left(c), g.top(r), cell, cell);
		}
		if (cell >= 6) {
			for (int r = 0; r <= b.rows(); r++) pen.line(GRID, g.left(0), g.top(r), g.left(b.cols()), g.top(r));
			for (int c = 0; c <= b.cols(); c++) pen.line(GRID, g.left(c), g.top(0), g.left(c), g.top(b.rows()));
		}
		ToggleBoard clearing = s.clearingPresses();
		if (showClearing && clearing != null) {
			int dot = Math.max(1, cell / 3);
			for (int r = 0; r < b.rows(); r++) {
				for (int c = 0; c < b.cols(); c++) {
					if (clearing.lit(r, c)) pen.disc(CLEARING_PRESS, g.left(c) + (cell - dot) / 2, g.top(r) + (cell - dot) / 2, dot, dot);
				}
			}
		}
		var history = s.history();
		if (!history.isEmpty()) {
			FishAlgorithms.Press last = history.get(history.size() - 1);
			int w = Math.max(1, cell / 8);
			pen.outline(LAST_PRESS, w, g.left(last.col()) + w / 2, g.top(last.row()) + w / 2, cell - w, cell - w);
		}
	}
}
