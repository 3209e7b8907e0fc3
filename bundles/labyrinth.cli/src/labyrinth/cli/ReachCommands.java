package labyrinth.cli;

import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.io.InputFileException;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.TextFiles;
import labyrinth.reach.BeamSearch;
import labyrinth.reach.BestBeamOperation;
import labyrinth.reach.Direction;
import labyrinth.reach.Distances;
import labyrinth.reach.InfiniteReach;
import labyrinth.reach.ReachBoard;
import labyrinth.reach.RoutingTable;
import labyrinth.reach.SearchRecording;
import labyrinth.reach.StepSearch;

/** {@code labyrinth reach within|exactly|beam}: step reachability and beams on a board file. */
final class ReachCommands {
	static final String GROUP = "reach";
	static final String SUMMARY = "step reachability on a board file: within or exactly N steps, beams";
	static final Option BOARD = Option.valued("board", "FILE", null,
			"the board: rows of . free, # blocker, S start, and routing squares / \\ | - (or those of --routing FILE)");
	static final Option ROUTING = Option.valued("routing", "FILE", null,
			"routing square types: lines 'SYMBOL FROM -> EXITS', deltas row,col, e.g. '/ 0,-1 -> -1,0'");
	static final Option MAP = Option.flag("map", "print the board with the reached or touched squares marked O");
	private static final int TRACE_WIDTH = 8;

	private ReachCommands() {
	}

	static List<Command> all(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		return List.of(new Steps(out, err, cancel, false), new Steps(out, err, cancel, true), new Beam(out, err, cancel));
	}

	static ReachBoard board(Args a, String question) throws UsageException, InputFileException {
		String file = a.string("board", null);
		if (file == null) throw new UsageException("reach " + question + " needs --board FILE");
		String routingFile = a.string("routing", null);
		RoutingTable routing = routingFile == null ? RoutingTable.standard() : RoutingTable.parse(TextFiles.read(Path.of(routingFile)), routingFile);
		return ReachBoard.parse(TextFiles.read(Path.of(file)), file, routing);
	}

	private interface Marked {
		boolean at(int row, int col);
	}

	static String map(ReachBoard board, Marked marked) {
		StringBuilder b = new StringBuilder();
		for (int r = 0; r < board.rows(); r++) {
			for (int c = 0; c < board.cols(); c++) {
				char s = board.symbol(r, c);
				b.append(marked.at(r, c) && (s == '.' || s == 'S') ? 'O' : s);
			}
			b.append('\n');
		}
		return b.toString();
	}

	/** {@code reach within} and {@code reach exactly}. */
	static final class Steps extends Command {
		static final Option STEPS = Option.valued("steps", "N", null, "the number of steps (needed)");
		static final Option INFINITE = Option.flag("infinite", "the board tiled without end in every direction (large N by a checked quadratic)");
		static final Option DFS = Option.flag("dfs",
				"LIFO: the newest open task of the fewest steps first (a stack per step count), instead of FIFO, the oldest first (breadth-first)");
		static final Option TRACE = Option.flag("trace", "print the open and completed tasks of the first --rounds rounds");
		static final Option ROUNDS = Option.valued("rounds", "R", "12", "--trace: rounds to print");
		private final boolean exactly;

		Steps(PrintStream out, PrintStream err, AtomicBoolean cancel, boolean exactly) {
			super(out, err, cancel);
			this.exactly = exactly;
		}

		@Override
		String name() {
			return exactly ? "reach exactly" : "reach within";
		}

		@Override
		String summary() {
			return exactly ? "how many squares the walker can stand on after exactly N steps from S"
					: "how many squares the walker can reach within N steps from S";
		}

		@Override
		List<Option> options() {
			return List.of(BOARD, STEPS, ROUTING, INFINITE, DFS, TRACE, ROUNDS, MAP, Options.JSON);
		}

		@Override
		void run(Args a) throws Exception {
			noPositional(a);
			ReachBoard board = board(a, exactly ? "exactly" : "within");
			String file = a.string("board", null);
			if (!a.has("steps")) throw new UsageException("reach " + (exactly ? "exactly" : "within") + " needs --steps N");
			long steps = a.longValue("steps", 0);
			if (steps < 0) throw new UsageException("--steps must not be negative, got " + steps);
			board.requireStart(file);
			boolean lifo = a.flag("dfs");
			boolean infinite = a.flag("infinite");
			String what = exactly ? "standing after exactly" : "reachable within";
			String header = String.format(Locale.ROOT, "%s: %d x %d, start (%d,%d)%s", file, board.rows(), board.cols(), board.startRow() + 1,
					board.startCol() + 1, infinite ? ", tiled without end" : "");
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
				out.print(map(board, (r, c) -> exactly ? dist.endsOn(r, c, steps) : dist.steps(r, c) >= 0 && dist.steps(r, c) <= steps));
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
				out.printf(Locale.ROOT, "%5d  %-16s  %-70s  %s%n", k + 1, square(board, rec.taken(k)) + " @" + rec.steps(k), list(board, open), done);
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
	}

	/** {@code reach beam}: one beam, or the best entry from the edge. */
	static final class Beam extends Command {
		static final Option ENTRY = Option.valued("entry", "R,C,DIR", "1,1,right", "the beam enters square (R,C), 1-based, travelling up/down/left/right");
		static final Option BEST = Option.flag("best", "the edge entry whose beam touches the most squares (tasks on --threads or --cluster)");

		Beam(PrintStream out, PrintStream err, AtomicBoolean cancel) {
			super(out, err, cancel);
		}

		@Override
		String name() {
			return "reach beam";
		}

		@Override
		String summary() {
			return "the squares a beam touches, bent by the routing squares and split by the splitters; or the best entry from the edge";
		}

		@Override
		List<Option> options() {
			return Options.of(List.of(BOARD, ROUTING, ENTRY, BEST, MAP), Options.runner(), List.of(Options.JSON));
		}

		@Override
		void run(Args a) throws Exception {
			noPositional(a);
			ReachBoard board = board(a, "beam");
			String file = a.string("board", null);
			if (a.flag("best") && a.has("entry")) throw new UsageException("give either --entry or --best, not both");
			if (a.flag("best")) {
				var r = run(new BestBeamOperation(new BestBeamOperation.Settings(board, file)), runners(a));
				print(r, a.flag("json"));
				if (a.flag("map") && !a.flag("json") && r.beam() != null) {
					BeamSearch search = new BeamSearch(board);
					search.energize(r.beam().row(), r.beam().col(), r.beam().travel());
					out.print(map(board, search::touched));
				}
				return;
			}
			BeamSearch search = new BeamSearch(board);
			long t0 = System.nanoTime();
			int[] rc = new int[2];
			Direction travel = entry(a.string("entry", "1,1,right"), board, rc);
			BeamSearch.Beam beam = new BeamSearch.Beam(rc[0], rc[1], travel, search.energize(rc[0], rc[1], travel));
			double ms = (System.nanoTime() - t0) / 1e6;
			if (a.flag("json")) {
				out.println(new Json().put("command", "reach").put("question", "beam").put("board", file).put("rows", board.rows())
						.put("cols", board.cols()).put("best", false).put("entryRow", beam.row() + 1).put("entryCol", beam.col() + 1)
						.put("direction", beam.travel().label()).put("squares", beam.squares()).put("entriesTried", 1).put("milliseconds", ms));
				return;
			}
			out.printf(Locale.ROOT, "%s: %d x %d%n", file, board.rows(), board.cols());
			out.printf(Locale.ROOT, "the beam entering (%d,%d) travelling %s touches %,d squares%n", beam.row() + 1, beam.col() + 1,
					beam.travel().label(), beam.squares());
			out.printf(Locale.ROOT, "(%.1f ms)%n", ms);
			if (a.flag("map")) out.print(map(board, search::touched));
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
	}

}
