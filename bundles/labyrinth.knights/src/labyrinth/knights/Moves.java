package labyrinth.knights;

/**
 * The paper's eight move types (row, column), row 1 at the top: 1 (-2,+1), 2 (-1,+2), 3 (+1,+2), 4 (+2,+1),
 * 5 (+2,-1), 6 (+1,-2), 7 (-1,-2), 8 (-2,-1); clockwise from the move up and right.
 */
public final class Moves {
	/** Row and column change of move type t, t = 1..8 (index 0 unused). */
	public static final int[] ROW = { 0, -2, -1, 1, 2, 2, 1, -1, -2 };
	public static final int[] COL = { 0, 1, 2, 2, 1, -1, -2, -2, -1 };

	private Moves() {
	}

	/** The type of the move (dr, dc), or 0 if it is not a knight's move. */
	public static int typeOf(int dr, int dc) {
		for (int t = 1; t <= 8; t++) if (ROW[t] == dr && COL[t] == dc) return t;
		return 0;
	}
}
