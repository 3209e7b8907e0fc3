package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.InputFileException;
import labyrinth.kernel.io.TextFiles;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.reach.BeamSearch;
import labyrinth.reach.Direction;
import labyrinth.reach.Distances;
import labyrinth.reach.InfiniteReach;
import labyrinth.reach.ReachBoard;
import labyrinth.reach.RoutingTable;
import labyrinth.reach.SearchRecording;
import labyrinth.reach.StepSearch;

/** {@code labyrinth reach within|exactly|beam}: step reachability and beams on a board file. */
final class ReachCommand extends Command {
	static final String USAGE = """
			usage: labyrinth reach within|exactly --board FILE --steps N [--infinite] [--dfs] [--trace] [--rounds R] [--map]
			       labyrinth reach beam --board FILE [--entry ROW,COL,DIR | --best [--threads N | --cluster H:P,...]] [--map]
			  board files: rows of . free, # blocker, S start, and routing squares / \\ | - (or those of --routing FILE)
			  --routing FILE   routing square types: lines 'SYMBOL FROM -> EXITS', deltas row,col, e.g. '/ 0,-1 -> -1,0'
			  --infinite       the board tiled without end in every direction (large N by a checked quadratic)
			  --dfs            LIFO: the newest open task of the fewest steps first (a stack per step count),
			                   instead of FIFO, the oldest first (breadth-first)
			  --trace          print the open and completed tasks of the first --rounds rounds   [12]
			  --entry R,C,DIR  beam entering square (R,C), 1-based, travelling up/down/left/right   [1,1,right]
			  --best           the edge entry whose beam touches the most squares
			  --map            print the board with the reached or touched squares marked O
			  --json           machine-readable output
			""";
	private static final int TRACE_WIDTH = 8;

	ReachCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	void run(List<String> argv) throws UsageException, IOException {
		Args a = new Args(argv, withCluster(Set.of("board", "steps", "routing", "entry", "rounds", "threads")),
				Set.of("infinite", "dfs", "trace", "best", "map", "json"));
		if (a.positional().size() != 1) throw new UsageException("reach needs one question: within, exactly or beam\n" + USAGE);
		String question = a.positional().get(0);
		String file = a.string("board", null);
		if (file == null) throw new UsageException("reach " + question + " needs --board FILE");
		RoutingTable routing = routing(a);
		ReachBoard board = ReachBoard.parse(TextFiles.read(Path.of(file)), file, routing);
		switch (question) {
		case "within", "exactly" -> steps(a, board, file, question.equals("exactly"));
		case "beam" -> beam(a, board, file);
		default -> throw new UsageException("unknown reach question '" + question + "' (within, exactly or beam)");
		}
	}

	private static RoutingTable routing(Args a) throws InputFileException {
		String file = a.string("routing", null);
		return file == null ? RoutingTable.standard() : RoutingTable.parse(TextFiles.read(Path.of(file)), file);
	}

	private void steps(Args a, ReachBoard board, String file, boolean exactly) throws UsageException, InputFileException {
		for (String beamOnly : List.of("entry", "best")) {
			if (a.flag(beamOnly)) throw new UsageException("--" + beamOnly + " is for 'reach beam'");
		}
		if (a.string("steps", null) == null) throw new UsageException("reach " + (exactly ? "exactly" : "within") + " needs --steps N");
		long steps = a.longValue("steps", 0);
		if (steps < 0) throw new UsageException("--steps must not be negative, got " + steps);
		board.requireStart(file);
		boolean lifo = a.flag("dfs");
		boolean infinite = a.flag("infinite");
		String what = exactly ? "standing after exactly" : "reachable within";
		String header = String.format(Locale.ROOT, "%s: %d x %d, start (%d,%d)%s", file, board.rows(), board.cols(),
				board.startRow() + 1, board.startCol() + 1, infinite ? ", tiled without end" : "");
		long t0 = System.nanoTime();
		BigInteger squares;
		String method;
		Distances d = null;
		if (infinite) {
			if (lifo || a.flag("trace") || a.flag("map")) throw new UsageException("--infinite counts breadth-first without --dfs, --trace or --map");
			InfiniteReach.Count c;
			try {
				c = InfiniteReach.count(board, steps, exactly);
			} catch (IllegalArgumentException e) {
				throw new UsageException("--steps " + steps + " --infinite: " + e.getMessage());
			}
			squares = c.squares();
			method = c.method();
		} else {
			int bound = (int) Math.min(steps, (long) board.rows() * board.cols()); // no path is longer than the board
			if (a.flag("trace")) {
				int rounds = a.integer("rounds", 12, 1, 10_000);
				out.println(header);
				trace(board, lifo, bound, rounds);
			}
			d = StepSearch.distances(board, lifo ? StepSearch.Order.LIFO : StepSearch.Order.FIFO, bound);
			squares = BigInteger.valueOf(exactly ? d.exactly(steps) : d.within(steps));
			method = (lifo ? "LIFO search (a stack per step count)" : "breadth-first search") + ", farthest square " + d.farthest() + " steps";
		}
		double ms = (System.nanoTime() - t0) / 1e6;
		if (a.flag("json")) {
			out.println(new Json().put("command", "reach").put("question", exactly ? "exactly" : "within").put("board", file)
					.put("rows", board.rows()).put("cols", board.cols()).put("steps", steps).put("infinite", infinite)
					.put("order", lifo ? "lifo" : "fifo").put("squares", squares).put("method", method).put("milliseconds", ms));
			return;
		}
		if (!a.flag("trace")) out.println(header);
		out.printf(Locale.ROOT, "squares %s %,d steps: %,d%n", what, steps, squares);
		out.printf(Locale.ROOT, "how: %s (%.1f ms)%n", method, ms);
		if (a.flag("map") && d != null) {
			Distances dist = d;
			long n = steps;
			map(board, (r, c) -> exactly ? dist.endsOn(r, c, n) : dist.steps(r, c) >= 0 && dist.steps(r, c) <= n);
		}
	}

	/** The article's table: each round's task, the open tasks after it, and the completed set (latest first). */
	private void trace(ReachBoard board, boolean lifo, int bound, int rounds) {
		out.printf(Locale.ROOT, "%5s  %-16s  %-70s  %s%n", "round", "task (row,col) @", "open tasks, next taken first",
				"completed tasks, latest first");
		SearchRecording rec = SearchRecording.record(board, lifo ? StepSearch.Order.LIFO : StepSearch.Order.FIFO, bound);
		for (int k = 0; k < Math.min(rounds, rec.rounds()); k++) {
			int[] open = rec.openAfter(k);
			StringBuilder done = new StringBuilder();
			for (int i = k; i >= Math.max(0, k - TRACE_WIDTH / 2 + 1); i--) done.append(i == k ? "" : " ").append(square(board, rec.taken(i)));
			if (k + 1 > TRACE_WIDTH / 2) done.append(" +").append(k + 1 - TRACE_WIDTH / 2).append(" more");
			out.printf(Locale.ROOT, "%5d  %-16s  %-70s  %s%n", k + 1, square(board, rec.taken(k)) + " @" + rec.steps(k), list(board, open),
					done);
		}
	}

	private static String list(ReachBoard board, int[] tasks) {
		if (tasks.length == 0) return "(none)";
		StringBuilder b = new StringBuilder();
		int shown = Math.min(TRACE_WIDTH, tasks.length);
		for (int i = 0; i < shown; i++) b.append(i == 0 ? "" : " ").append(square(board, tasks[i]));
		if (tasks.length > shown) b.append(" +").append(tasks.length - shown).append(" more");
		return b.toString();
	}

	private static String square(ReachBoard board, int index) {
		return "(" + (board.rowOf(index) + 1) + "," + (board.colOf(index) + 1) + ")";
	}

	private void beam(Args a, ReachBoard board, String file) throws UsageException, IOException {
		for (String stepOnly : List.of("steps", "infinite", "dfs", "trace")) {
			if (a.flag(stepOnly)) throw new UsageException("--" + stepOnly + " is for 'reach within' and 'reach exactly'");
		}
		if (a.flag("best") && a.string("entry", null) != null) throw new UsageException("give either --entry or --best, not both");
		BeamSearch search = new BeamSearch(board);
		long t0 = System.nanoTime();
		BeamSearch.Beam beam;
		if (a.flag("best")) {
			try (TaskRunner runner = runner(a)) {
				beam = BeamSearch.best(board, runner, cancel);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return;
			}
			if (beam == null) throw new IOException("stopped before any edge entry was tried");
			search.energize(beam.row(), beam.col(), beam.travel());
		} else {
			int[] rc = new int[2];
			Direction travel = entry(a.string("entry", "1,1,right"), board, rc);
			beam = new BeamSearch.Beam(rc[0], rc[1], travel, search.energize(rc[0], rc[1], travel));
		}
		double ms = (System.nanoTime() - t0) / 1e6;
		if (a.flag("json")) {
			out.println(new Json().put("command", "reach").put("question", "beam").put("board", file).put("rows", board.rows())
					.put("cols", board.cols()).put("best", a.flag("best")).put("entryRow", beam.row() + 1).put("entryCol", beam.col() + 1)
					.put("direction", beam.travel().label()).put("squares", beam.squares())
					.put("entriesTried", a.flag("best") ? search.edgeEntries() : 1).put("milliseconds", ms));
			return;
		}
		out.printf(Locale.ROOT, "%s: %d x %d%n", file, board.rows(), board.cols());
		out.printf(Locale.ROOT, "%s entering (%d,%d) travelling %s touches %,d squares%n", a.flag("best")
				? "best of " + search.edgeEntries() + " edge entries: the beam" : "the beam", beam.row() + 1, beam.col() + 1,
				beam.travel().label(), beam.squares());
		out.printf(Locale.ROOT, "(%.1f ms)%n", ms);
		if (a.flag("map")) map(board, search::touched);
	}

	private static Direction entry(String spec, ReachBoard board, int[] rc) throws UsageException {
		String[] parts = spec.split(",");
		String form = "--entry must be ROW,COL,DIRECTION like 1,1,right; got '" + spec + "'";
		if (parts.length != 3) throw new UsageException(form);
		try {
			rc[0] = Integer.parseInt(parts[0].strip()) - 1;
			rc[1] = Integer.parseInt(parts[1].strip()) - 1;
		} catch (NumberFormatException e) {
			throw new UsageException(form);
		}
		if (rc[0] < 0 || rc[0] >= board.rows() || rc[1] < 0 || rc[1] >= board.cols()) {
			throw new UsageException("--entry " + spec + " is off the board: rows 1.." + board.rows() + ", columns 1.." + board.cols());
		}
		Direction d = Direction.parse(parts[2]);
		if (d == null) throw new UsageException("--entry direction must be up, down, left or right; got '" + parts[2].strip() + "'");
		return d;
	}

	private interface Marked {
		boolean at(int row, int col);
	}

	private void map(ReachBoard board, Marked marked) {
		StringBuilder b = new StringBuilder();
		for (int r = 0; r < board.rows(); r++) {
			for (int c = 0; c < board.cols(); c++) {
				char s = board.symbol(r, c);
				b.append(marked.at(r, c) && (s == '.' || s == 'S') ? 'O' : s);
			}
			b.append('\n');
		}
		out.print(b);
	}
}
