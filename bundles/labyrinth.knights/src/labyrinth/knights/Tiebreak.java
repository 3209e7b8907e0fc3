package labyrinth.knights;

/** How a walker chooses among the unvisited squares of minimal degree. */
public interface Tiebreak {
	/**
	 * @param tour  the tour so far (for degrees and the position)
	 * @param types the move types of the tied squares, types[0..count)
	 * @return the index into types of the move to make
	 */
	int choose(KnightTour tour, int[] types, int count);

	/** Called when the knight arrives at (row, col), 0-based, by a move (not at the start): tables switch orderings here. */
	default void arrived(int row, int col) {
	}

	/** What decides a tie now, for the decision text: "ordering 34261578", "random (seed 1)". */
	String describe();

	/** A fresh tiebreak for a new tour (random ones restart from their seed, tables from their first stage). */
	Tiebreak fresh();
}
