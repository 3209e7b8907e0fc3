package labyrinth.reach;

/**
 * Beams through routing squares: a beam enters a square travelling in some direction and leaves by the exits its
 * type gives for that direction (free squares pass it straight on; blockers and the board's edge stop it). Tasks are
 * (square, direction) pairs, so splitters that send beams round in loops end. Marks are generation stamps, so the
 * best-entry search over every edge square clears nothing between entries.
 */
public final class BeamSearch {
	/** An entry and the squares its beam touches. */
	public record Beam(int row, int col, Direction travel, int squares) {
	}

	private final ReachBoard board;
	private final byte[] cells;
	private final int[] step;
	private final byte[] exits;
	private final int[] stateMark;
	private final int[] squareMark;
	private final int[] stack;
	private int generation;
	private int[] order;
	private int orderLength;

	public BeamSearch(ReachBoard board) {
		this.board = board;
		this.cells = board.cells();
		int stride = board.stride();
		this.step = new int[] { -stride, 1, stride, -1 };
		java.util.List<RoutingTable.Type> types = board.routing().types();
		this.exits = new byte[(ReachBoard.ROUTING + types.size()) * 4];
		for (int d = 0; d < 4; d++) exits[ReachBoard.FREE * 4 + d] = (byte) (1 << d);
		for (int t = 0; t < types.size(); t++) {
			for (int d = 0; d < 4; d++) exits[(ReachBoard.ROUTING + t) * 4 + d] = types.get(t).exits()[d];
		}
		this.stateMark = new int[cells.length * 4];
		this.squareMark = new int[cells.length];
		this.stack = new int[cells.length * 4];
	}

	/** Sends a beam into (row, col), 0-based, travelling in the given direction; returns the squares it touches. */
	public int energize(int row, int col, Direction travel) {
		return run(board.index(row, col), travel.ordinal(), false);
	}

	/** Like {@link #energize}, also keeping the (square, direction) tasks in the order they were taken. */
	public int trace(int row, int col, Direction travel) {
		return run(board.index(row, col), travel.ordinal(), true);
	}

	/** After {@link #trace}: the tasks taken, as padded square index * 4 + direction ordinal. */
	public int[] tracedTasks() {
		return java.util.Arrays.copyOf(order, orderLength);
	}

	/** Whether the last beam touched (row, col). */
	public boolean touched(int row, int col) {
		return squareMark[board.index(row, col)] == generation;
	}

	/** The entry from the board's edge whose beam touches the most squares; ties go to the first in edge order. */
	public Beam best() {
		Beam best = null;
		int rows = board.rows();
		int cols = board.cols();
		for (int c = 0; c < cols; c++) best = better(best, 0, c, Direction.DOWN);
		for (int r = 0; r < rows; r++) best = better(best, r, cols - 1, Direction.LEFT);
		for (int c = cols - 1; c >= 0; c--) best = better(best, rows - 1, c, Direction.UP);
		for (int r = rows - 1; r >= 0; r--) best = better(best, r, 0, Direction.RIGHT);
		return best;
	}

	/** How many entries {@link #best} tries: one per edge square and inward direction. */
	public int edgeEntries() {
		return 2 * (board.rows() + board.cols());
	}

	private Beam better(Beam best, int row, int col, Direction travel) {
		int n = energize(row, col, travel);
		return best == null || n > best.squares() ? new Beam(row, col, travel, n) : best;
	}

	private int run(int square, int direction, boolean record) {
		int g = ++generation;
		if (!StepSearch.passable(cells[square])) return 0;
		if (record) {
			order = new int[stack.length];
			orderLength = 0;
		}
		int touched = 0;
		int top = 0;
		int first = square * 4 + direction;
		stateMark[first] = g;
		stack[top++] = first;
		while (top > 0) {
			int state = stack[--top];
			if (record) order[orderLength++] = state;
			int sq = state >>> 2;
			if (squareMark[sq] != g) {
				squareMark[sq] = g;
				touched++;
			}
			int out = exits[cells[sq] * 4 + (state & 3)];
			while (out != 0) {
				int d = Integer.numberOfTrailingZeros(out);
				out &= out - 1;
				int next = sq + step[d];
				int ns = next * 4 + d;
				if (stateMark[ns] != g && StepSearch.passable(cells[next])) {
					stateMark[ns] = g;
					stack[top++] = ns;
				}
			}
		}
		return touched;
	}

	public ReachBoard board() {
		return board;
	}
}
