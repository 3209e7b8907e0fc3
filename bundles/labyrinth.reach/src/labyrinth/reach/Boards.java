package labyrinth.reach;

import java.util.SplittableRandom;

/** Board texts made from a seed, for examples, tests and benchmarks: the same seed gives the same board. */
public final class Boards {
	private Boards() {
	}

	/**
	 * A square garden of odd side: the start in the middle; the middle row and column and the border clear; elsewhere
	 * a blocker with the given chance. Such boards make the tiled count grow as a quadratic from the first tiling on.
	 */
	public static String garden(int side, double blockerShare, long seed) {
		if (side < 3 || side % 2 == 0) throw new IllegalArgumentException("a garden's side must be odd and at least 3, got " + side);
		SplittableRandom random = new SplittableRandom(seed);
		int middle = side / 2;
		StringBuilder b = new StringBuilder(side * (side + 1));
		for (int r = 0; r < side; r++) {
			for (int c = 0; c < side; c++) {
				boolean clear = r == middle || c == middle || r == 0 || c == 0 || r == side - 1 || c == side - 1;
				b.append(r == middle && c == middle ? 'S' : !clear && random.nextDouble() < blockerShare ? '#' : '.');
			}
			b.append('\n');
		}
		return b.toString();
	}

	/** A hall of routing squares: each square is one of / \\ | - with the given chance, else free. */
	public static String hall(int rows, int cols, double routingShare, long seed) {
		if (rows < 1 || cols < 1) throw new IllegalArgumentException("a hall needs at least one row and column");
		SplittableRandom random = new SplittableRandom(seed);
		String routing = "/\\|-";
		StringBuilder b = new StringBuilder(rows * (cols + 1));
		for (int r = 0; r < rows; r++) {
			for (int c = 0; c < cols; c++) b.append(random.nextDouble() < routingShare ? routing.charAt(random.nextInt(4)) : '.');
			b.append('\n');
		}
		return b.toString();
	}
}
