package labyrinth.reach;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.tasks.Task;
import labyrinth.kernel.tasks.TaskControl;
import labyrinth.kernel.tasks.TaskList;
import labyrinth.kernel.tasks.TaskResult;
import labyrinth.kernel.tasks.TaskRunner;

/**
 * Beams through routing squares: a beam enters a square travelling in some direction and leaves by the exits its
 * type gives for that direction (free squares pass it straight on; blockers and the board's edge stop it). Tasks are
 * (square, direction) pairs, so splitters that send beams round in loops end. Marks are generation stamps, so the
 * best-entry search over every edge square clears nothing between entries.
 */
public final class BeamSearch {
	/** An entry and the squares its beam touches. */
	public record Beam(int row, int col, Direction travel, int squares) implements java.io.Serializable {
	}

	/** The best beam of the edge entries from..to-1 (null if none was tried). */
	record BestOf(Beam beam, int entries) implements TaskResult {
		@Override
		public long work() {
			return entries;
		}
	}

	/** Edge entries from..to-1 of a board, as a task. */
	record EdgeTask(ReachBoard board, int from, int to) implements Task<BestOf> {
		@Override
		public String id() {
			return "edge " + from;
		}

		@Override
		public BestOf run(TaskControl control) {
			return new BestOf(new BeamSearch(board).best(from, to), to - from);
		}
	}

	/** Tasks per run of {@link #best(ReachBoard, TaskRunner, AtomicBoolean)}: enough for any pool, each one large. */
	private static final int EDGE_TASKS = 64;

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

	/** How many tasks {@link #best(ReachBoard, TaskRunner, AtomicBoolean)} cuts the board's edge entries into. */
	public static int tasks(ReachBoard board) {
		int entries = 2 * (board.rows() + board.cols());
		int chunk = Math.max(1, (entries + EDGE_TASKS - 1) / EDGE_TASKS);
		return (entries + chunk - 1) / chunk;
	}

	/** The entry from the board's edge whose beam touches the most squares; ties go to the first in edge order. */
	public Beam best() {
		return best(0, edgeEntries());
	}

	/**
	 * {@link #best()} with the edge entries split into tasks on {@code runner} (a local pool or a cluster); the same
	 * answer, ties included. Null if a cancel stopped it before any task ended.
	 */
	public static Beam best(ReachBoard board, TaskRunner runner, AtomicBoolean cancel) throws InterruptedException {
		return best(board, runner, cancel, null);
	}

	/** As above; {@code done} (may be null) hears how many of {@link #tasks} tasks are finished. */
	public static Beam best(ReachBoard board, TaskRunner runner, AtomicBoolean cancel, java.util.function.IntConsumer done)
			throws InterruptedException {
		int entries = 2 * (board.rows() + board.cols());
		int chunk = Math.max(1, (entries + EDGE_TASKS - 1) / EDGE_TASKS);
		List<EdgeTask> tasks = new ArrayList<>();
		for (int k = 0; k < entries; k += chunk) tasks.add(new EdgeTask(board, k, Math.min(entries, k + chunk)));
		Beam best = null;
		for (BestOf b : TaskList.run(tasks, runner, cancel, done)) {
			if (b != null && b.beam() != null && (best == null || b.beam().squares() > best.squares())) best = b.beam();
		}
		return best;
	}

	/** The best of the edge entries from..to-1 in edge order: down from the top, left from the right side, up from the bottom, right from the left side. */
	Beam best(int from, int to) {
		Beam best = null;
		int rows = board.rows();
		int cols = board.cols();
		for (int k = from; k < to; k++) {
			int i = k;
			if (i < cols) {
				best = better(best, 0, i, Direction.DOWN);
			} else if ((i -= cols) < rows) {
				best = better(best, i, cols - 1, Direction.LEFT);
			} else if ((i -= rows) < cols) {
				best = better(best, rows - 1, cols - 1 - i, Direction.UP);
			} else {
				best = better(best, rows - 1 - (i - cols), 0, Direction.RIGHT);
			}
		}
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
