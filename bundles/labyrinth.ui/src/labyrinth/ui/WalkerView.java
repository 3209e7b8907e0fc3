package labyrinth.ui;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

import labyrinth.core.grid.Board;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.RuleEngine;

/**
 * Shows a walk: the grid, the line, the live end and its candidate fields, coloured allowed or disabled by the
 * engine's rules. The view only renders; the engine decides.
 */
public class WalkerView extends ViewPart {
	public static final String ID = "labyrinth.ui.walkerView";

	public static final RGB FREE = new RGB(245, 245, 240);
	public static final RGB LINE = new RGB(200, 30, 40);
	public static final RGB ALLOWED = new RGB(60, 170, 80);
	public static final RGB DISABLED = new RGB(40, 40, 40);
	public static final RGB GRID = new RGB(180, 180, 180);

	private Canvas canvas;
	private Board board = new Board(7);
	private RuleEngine rules = BuiltinRules.defaults();
	private Evaluation evaluation = rules.evaluate(board);

	@Override
	public void createPartControl(Composite parent) {
		canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
		canvas.addPaintListener(e -> paint(e.gc, canvas.getSize()));
		canvas.addListener(SWT.Resize, e -> canvas.redraw());
	}

	/** Shows another position and re-evaluates the rules at its live end. */
	public void show(Board position) {
		this.board = position;
		this.evaluation = rules.evaluate(position);
		if (canvas != null && !canvas.isDisposed()) canvas.redraw();
	}

	public Board board() {
		return board;
	}

	public Evaluation evaluation() {
		return evaluation;
	}

	/** Geometry of the grid in the canvas: origin and cell size in pixels. */
	public BoardLayout layout() {
		Point size = canvas.getSize();
		return BoardLayout.fit(board.size(), size.x, size.y);
	}

	private void paint(GC gc, Point size) {
		BoardLayout l = BoardLayout.fit(board.size(), size.x, size.y);
		Color bg = new Color(255, 255, 255);
		gc.setBackground(bg);
		gc.fillRectangle(0, 0, size.x, size.y);
		int n = board.size();
		for (int y = 1; y <= n; y++) {
			for (int x = 1; x <= n; x++) {
				int c = board.cell(x, y);
				gc.setBackground(new Color(board.isTaken(c) ? LINE : FREE));
				gc.fillRectangle(l.left(x), l.top(y), l.cell(), l.cell());
			}
		}
		int head = board.head();
		for (int d = 0; d < 4; d++) {
			if (!evaluation.isCandidate(d)) continue;
			int c = board.neighbour(head, d);
			gc.setBackground(new Color(evaluation.isAllowed(d) ? ALLOWED : DISABLED));
			gc.fillRectangle(l.left(board.x(c)), l.top(board.y(c)), l.cell(), l.cell());
		}
		gc.setForeground(new Color(GRID));
		for (int i = 0; i <= n; i++) {
			gc.drawLine(l.x0(), l.y0() + i * l.cell(), l.x0() + n * l.cell(), l.y0() + i * l.cell());
			gc.drawLine(l.x0() + i * l.cell(), l.y0(), l.x0() + i * l.cell(), l.y0() + n * l.cell());
		}
	}

	@Override
	public void setFocus() {
		canvas.setFocus();
	}

	public Canvas canvas() {
		return canvas;
	}
}
