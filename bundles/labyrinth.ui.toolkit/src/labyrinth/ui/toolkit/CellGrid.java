package labyrinth.ui.toolkit;

import org.eclipse.swt.graphics.Point;

/**
 * Square cells of a rows x cols board centred in an area, 0-based; for the views of rectangular boards.
 *
 * @param x0   left edge of the board in pixels
 * @param y0   top edge of the board in pixels
 * @param cell side of a cell in pixels (at least 1)
 */
public record CellGrid(int rows, int cols, int x0, int y0, int cell) {
	public static CellGrid fit(int rows, int cols, Point size) {
		int cell = Math.max(1, Math.min(size.x / cols, size.y / rows));
		return new CellGrid(rows, cols, (size.x - cols * cell) / 2, (size.y - rows * cell) / 2, cell);
	}

	public int left(int col) {
		return x0 + col * cell;
	}

	public int top(int row) {
		return y0 + row * cell;
	}

	/** The cell (row, col) under the pixel, or null. */
	public int[] cellAt(int x, int y) {
		if (x < x0 || y < y0) return null;
		int col = (x - x0) / cell;
		int row = (y - y0) / cell;
		return row < rows && col < cols ? new int[] { row, col } : null;
	}
}
