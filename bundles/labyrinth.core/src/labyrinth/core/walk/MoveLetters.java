package labyrinth.core.walk;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/** Lines from the start as move letters (R, D, L, U), in checkpoints and samples; "." is the line of no moves. */
public final class MoveLetters {
	private MoveLetters() {
	}

	public static String of(int[] moves) {
		if (moves.length == 0) return ".";
		StringBuilder sb = new StringBuilder(moves.length);
		for (int d : moves) sb.append(Direction.letter(d));
		return sb.toString();
	}

	/** The moves, checked to be walkable from the start: inside the grid, never onto the line, not past the end. */
	public static int[] walkable(String text, int size) {
		String letters = text.equals(".") ? "" : text;
		int[] m = new int[letters.length()];
		Board b = new Board(size);
		for (int k = 0; k < m.length; k++) {
			int d = Direction.ofLetter(letters.charAt(k));
			if (d < 0) throw new IllegalArgumentException("unknown move '" + letters.charAt(k) + "'");
			if (b.isComplete() || !b.isFree(b.neighbour(b.head(), d))) {
				throw new IllegalArgumentException("move " + (k + 1) + " leaves the grid or crosses the line");
			}
			b.step(d);
			m[k] = d;
		}
		return m;
	}
}
