package labyrinth.cli;

import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

import labyrinth.kernel.io.InputFileException;
import labyrinth.reach.BeamSearch;
import labyrinth.reach.Boards;
import labyrinth.reach.InfiniteReach;
import labyrinth.reach.ReachBoard;
import labyrinth.reach.StepSearch;

/**
 * Reachability speed figures, each beside the article's plain search measured in the same run: task objects in an
 * ArrayDeque and a HashSet of the tasks seen, deduplicated on (square, steps) or (square, direction).
 */
final class ReachBench {
	private record Task(int row, int col, int tag) {
	}

	private ReachBench() {
	}

	static void run(PrintStream out) throws InputFileException {
		ReachBoard garden = ReachBoard.parse(Boards.garden(131, 0.12, 7), "garden");
		int sr = garden.startRow();
		int sc = garden.startCol();
		double plain = Timing.best(20, () -> plainExactly(garden, 64, false));
		double ours = Timing.best(200, () -> StepSearch.distances(garden, StepSearch.Order.FIFO, 64).exactly(64));
		out.printf(Locale.ROOT, "reach exactly 64, 131x131 garden: %.3f ms (%,d squares); plain (square, steps) search %.3f ms = %.1fx faster%n",
				ours * 1e3, StepSearch.distances(garden, StepSearch.Order.FIFO, 64).exactly(64), plain * 1e3, plain / ours);

		int n = 65 + 131;
		plain = Timing.best(2, () -> plainExactly(garden, n, true));
		double window = Timing.best(5, () -> InfiniteReach.bySearch(garden, n, true));
		out.printf(Locale.ROOT, "reach exactly %d on the tiled garden: %.2f ms (%,d); plain search %.1f ms = %.1fx faster%n", n, window * 1e3,
				InfiniteReach.bySearch(garden, n, true), plain * 1e3, plain / window);
		long big = 26_501_365;
		double extrapolated = Timing.best(10, () -> InfiniteReach.count(garden, big, true).squares().longValue());
		out.printf(Locale.ROOT, "reach exactly %,d on the tiled garden: %.1f ms (%s)%n", big, extrapolated * 1e3,
				InfiniteReach.count(garden, big, true).squares());

		ReachBoard hall = ReachBoard.parse(Boards.hall(110, 110, 0.1, 3), "hall");
		BeamSearch beams = new BeamSearch(hall);
		plain = Timing.best(3, () -> {
			long most = 0;
			for (int i = 0; i < 110; i++) {
				most = Math.max(most, plainBeam(hall, 0, i, 2));
				most = Math.max(most, plainBeam(hall, i, 109, 3));
				most = Math.max(most, plainBeam(hall, 109, i, 0));
				most = Math.max(most, plainBeam(hall, i, 0, 1));
			}
			return most;
		});
		double beam = Timing.best(20, () -> beams.best().squares());
		out.printf(Locale.ROOT, "best beam of %d entries, 110x110 routing hall: %.2f ms (%,d squares); plain search %.1f ms = %.1fx faster%n",
				beams.edgeEntries(), beam * 1e3, beams.best().squares(), plain * 1e3, plain / beam);
	}

	/** The article's exactly-N search: tasks (row, col, steps), dedup on all three; tiled boards wrap around. */
	private static long plainExactly(ReachBoard b, int n, boolean tiled) {
		ArrayDeque<Task> open = new ArrayDeque<>();
		Set<Task> seen = new HashSet<>();
		Task first = new Task(b.startRow(), b.startCol(), 0);
		open.add(first);
		seen.add(first);
		long ends = 0;
		int[][] moves = { { -1, 0 }, { 0, 1 }, { 1, 0 }, { 0, -1 } };
		while (!open.isEmpty()) {
			Task t = open.poll();
			if (t.tag() == n) {
				ends++;
				continue;
			}
			for (int[] m : moves) {
				int r = t.row() + m[0];
				int c = t.col() + m[1];
				int br = tiled ? Math.floorMod(r, b.rows()) : r;
				int bc = tiled ? Math.floorMod(c, b.cols()) : c;
				if (br < 0 || bc < 0 || br >= b.rows() || bc >= b.cols() || b.isBlocked(br, bc)) continue;
				Task next = new Task(r, c, t.tag() + 1);
				if (seen.add(next)) open.add(next);
			}
		}
		return ends;
	}

	/** A beam as plain tasks (row, col, direction 0 up 1 right 2 down 3 left) in a HashSet. */
	private static long plainBeam(ReachBoard b, int row, int col, int dir) {
		ArrayDeque<Task> open = new ArrayDeque<>();
		Set<Task> seen = new HashSet<>();
		Set<Integer> touched = new HashSet<>();
		Task first = new Task(row, col, dir);
		open.add(first);
		seen.add(first);
		int[][] moves = { { -1, 0 }, { 0, 1 }, { 1, 0 }, { 0, -1 } };
		while (!open.isEmpty()) {
			Task t = open.poll();
			touched.add(t.row() * b.cols() + t.col());
			char s = b.symbol(t.row(), t.col());
			int d = t.tag();
			int[] exits = switch (s) {
			case '/' -> new int[] { d ^ 1 };
			case '\\' -> new int[] { 3 - d };
			case '|' -> d == 0 || d == 2 ? new int[] { d } : new int[] { 0, 2 };
			case '-' -> d == 1 || d == 3 ? new int[] { d } : new int[] { 1, 3 };
			default -> new int[] { d };
			};
			for (int e : exits) {
				int r = t.row() + moves[e][0];
				int c = t.col() + moves[e][1];
				if (r < 0 || c < 0 || r >= b.rows() || c >= b.cols() || b.isBlocked(r, c)) continue;
				Task next = new Task(r, c, e);
				if (seen.add(next)) open.add(next);
			}
		}
		return touched.size();
	}
}
