package labyrinth.core.io;

import java.util.List;

import labyrinth.core.grid.Board;

/**
 * A line read from a file: the grid size, the fields in order and, where the file recorded them, the directions
 * that were allowed at each field (original format: while standing on field k-1 before entering field k).
 *
 * @param size             the grid size
 * @param fields           the fields as {x, y}, 1-based, starting with (1,1)
 * @param options          per field k (k >= 1), the directions recorded as allowed before entering it; null
 *                         entries where the file had none
 * @param trailingOptions  directions recorded at the live end, or null if the file ends with a field
 * @param seed             the seed of the walk, if the file recorded one
 * @param warnings         things that were read but ignored (e.g. the legacy exits suffix)
 */
public record PathRecord(int size, List<int[]> fields, List<int[]> options, int[] trailingOptions, Long seed,
		List<String> warnings) {

	/** Draws the line on a fresh board. Fields have been checked when the record was read. */
	public Board toBoard() {
		Board b = new Board(size);
		for (int i = 1; i < fields.size(); i++) b.stepToCell(b.cell(fields.get(i)[0], fields.get(i)[1]));
		return b;
	}

	/** The record of a board's line, without recorded options. */
	public static PathRecord of(Board board, Long seed) {
		java.util.ArrayList<int[]> f = new java.util.ArrayList<>();
		for (int i = 0; i < board.length(); i++) {
			int c = board.pathCell(i);
			f.add(new int[] { board.x(c), board.y(c) });
		}
		return new PathRecord(board.size(), List.copyOf(f), null, null, seed, List.of());
	}
}
