package labyrinth.walker.ui;

/**
 * Square cells centred in the available area.
 *
 * @param x0   left edge of the grid in pixels
 * @param y0   top edge of the grid in pixels
 * @param cell side of a cell in pixels (at least 1)
 */
public record BoardLayout(int x0, int y0, int cell) {
	public static BoardLayout fit(int n, int width, int height) {
		int cell = Math.max(1, Math.min(width, height) / (n + 1));
		return new BoardLayout((width - n * cell) / 2, (height - n * cell) / 2, cell);
	}

	/** Left pixel of column x (1-based). */
	public int left(int x) {
		return x0 + (x - 1) * cell;
	}

	/** Top pixel of row y (1-based). */
	public int top(int y) {
		return y0 + (y - 1) * cell;
	}

	public int centreX(int x) {
		return left(x) + cell / 2;
	}

	public int centreY(int y) {
		return top(y) + cell / 2;
	}
}
