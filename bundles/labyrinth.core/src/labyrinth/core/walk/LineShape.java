package labyrinth.core.walk;

import labyrinth.core.grid.Direction;

/** Measures of a line's shape, to tell the walker's walkthroughs from uniform ones. Each reads the moves from (1,1). */
public enum LineShape {
	TURNS("turns", "moves that change direction"),
	LONGEST_RUN("longest run", "the longest straight run, in moves"),
	FIRST_RIGHT("first step right", "1 when the first move goes right, 0 when down: the mean is the share going right"),
	DIAGONAL_CROSSINGS("diagonal crossings", "times the line passes from one side of the diagonal (1,1)-(n,n) to the other"),
	FIRST_CROSSING("first crossing", "the column where the line first crosses the diagonal (n+1 when it never does)");

	private final String label;
	private final String description;

	LineShape(String label, String description) {
		this.label = label;
		this.description = description;
	}

	public String label() {
		return label;
	}

	public String description() {
		return description;
	}

	/** The measure of the line of {@code moves} (Direction codes) on the n x n grid. */
	public double of(int[] moves, int n) {
		switch (this) {
		case TURNS: {
			int turns = 0;
			for (int k = 1; k < moves.length; k++) if (moves[k] != moves[k - 1]) turns++;
			return turns;
		}
		case LONGEST_RUN: {
			int longest = moves.length == 0 ? 0 : 1;
			int run = 1;
			for (int k = 1; k < moves.length; k++) {
				run = moves[k] == moves[k - 1] ? run + 1 : 1;
				longest = Math.max(longest, run);
			}
			return longest;
		}
		case FIRST_RIGHT:
			return moves.length > 0 && moves[0] == Direction.RIGHT ? 1 : 0;
		case DIAGONAL_CROSSINGS:
			return crossings(moves, n, false);
		case FIRST_CROSSING:
			return crossings(moves, n, true);
		default:
			throw new AssertionError(this);
		}
	}

	/**
	 * Crossings of the diagonal: a step changes x - y by one, so a line that changes sides passes a diagonal field,
	 * whose column is where it crossed.
	 */
	private static int crossings(int[] moves, int n, boolean firstColumn) {
		int x = 1;
		int y = 1;
		int side = 0;
		int onDiagonal = 1;
		int count = 0;
		for (int d : moves) {
			x += Direction.dx(d);
			y += Direction.dy(d);
			int s = Integer.signum(x - y);
			if (s == 0) {
				onDiagonal = x;
				continue;
			}
			if (side != 0 && s != side) {
				if (firstColumn) return onDiagonal;
				count++;
			}
			side = s;
		}
		return firstColumn ? n + 1 : count;
	}
}
