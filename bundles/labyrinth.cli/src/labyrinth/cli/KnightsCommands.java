package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.io.InputFileException;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.TextFiles;
import labyrinth.knights.KnightTour;
import labyrinth.knights.MoveOrdering;
import labyrinth.knights.StatsOperation;
import labyrinth.knights.SweepOperation;
import labyrinth.knights.TiebreakSpec;
import labyrinth.knights.Tours;
import labyrinth.tour.TourTables;

/** {@code labyrinth knights tour|sweep|stats|check}: Warnsdorff's rule and its tiebreaks. */
final class KnightsCommands {
	static final String GROUP = "knights";
	static final String SUMMARY = "knight's tours: Warnsdorff's rule with tiebreaks, sweeps and statistics";
	static final Option TIEBREAK = Option.valued("tiebreak", "T", "random",
			"random, ordering:34261578, pohl[:ORDERING] (then random, or that ordering), roth[:ORDERING], table:FILE (a .ltour"
					+ " tiebreak table) or table:squirrel-cull, table:squirrel-cull-74 (shipped)");
	static final Option SIZES = Option.valued("sizes", "A..B", "5..100", "the board sizes m, from A to B (up to " + KnightTour.MAX_SIZE + ")");
	static final Option SEED = Option.valued("seed", "S", "1", "seed of the random tiebreaks");
	/** Boards up to this size print their number grid. */
	private static final int PRINTED_GRID = 30;

	private KnightsCommands() {
	}

	static List<Command> all(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		return List.of(new Tour(out, err, cancel), new Sweep(out, err, cancel), new Stats(out, err, cancel), new Check(out, err, cancel));
	}

	/** The tiebreak of --tiebreak for each board size m. */
	static TiebreakSpec tiebreak(Args a, long seed, PrintStream err) throws UsageException, IOException {
		String spec = a.string("tiebreak", "random");
		int colon = spec.indexOf(':');
		String kind = colon < 0 ? spec : spec.substring(0, colon);
		String arg = colon < 0 ? null : spec.substring(colon + 1);
		switch (kind) {
		case "random":
			return new TiebreakSpec.Random(seed);
		case "ordering":
			return new TiebreakSpec.Ordering(ordering(spec, arg));
		case "pohl", "roth":
			return new TiebreakSpec.Narrowing(kind.equals("pohl"), arg == null ? null : ordering(spec, arg), seed);
		case "table": {
			if (arg == null || arg.isBlank()) throw new UsageException("--tiebreak table: needs a file, like table:my.ltour or table:squirrel-cull");
			TourTables.Loaded t = TourTables.SHIPPED.contains(arg) ? TourTables.shipped(arg) : TourTables.load(Path.of(arg));
			for (String w : t.warnings()) err.println("labyrinth: warning: " + w);
			return new TiebreakSpec.Table(t.table());
		}
		default:
			throw new UsageException("--tiebreak must be random, ordering:DIGITS, pohl, roth or table:FILE, got '" + spec + "'");
		}
	}

	private static MoveOrdering ordering(String spec, String digits) throws UsageException {
		String why = digits == null ? "needs its digits, like ordering:34261578" : MoveOrdering.problem(digits);
		if (why != null) throw new UsageException("--tiebreak " + spec + ": " + why);
		return MoveOrdering.parse(digits);
	}

	/** {@code knights tour}: one tour, step by step if asked. */
	static final class Tour extends Command {
		static final Option SIZE = Option.valued("size", "M", null, "the board is M x M (needed; up to " + KnightTour.MAX_SIZE + ")");
		static final Option START = Option.valued("start", "R,C", "1,1", "the knight's first square, 1-based");
		static final Option OUT = Option.valued("out", "FILE", null, "write the step numbers, one row per line (read back by 'knights check')");
		static final Option TRACE = Option.flag("trace", "print every move's decision (\"tie between 3 and 5, ordering 34261578 took 3\")");

		Tour(PrintStream out, PrintStream err, AtomicBoolean cancel) {
			super(out, err, cancel);
		}

		@Override
		String name() {
			return "knights tour";
		}

		@Override
		String summary() {
			return "one knight's tour by Warnsdorff's rule with a tiebreak; the grid of step numbers up to " + PRINTED_GRID + " x " + PRINTED_GRID;
		}

		@Override
		List<Option> options() {
			return List.of(SIZE, TIEBREAK, SEED, START, OUT, TRACE, Options.JSON);
		}

		@Override
		void run(Args a) throws Exception {
			noPositional(a);
			if (!a.has("size")) throw new UsageException("--size is needed");
			int m = a.integer("size", 8, 1, KnightTour.MAX_SIZE);
			long seed = a.longValue("seed", 1);
			int[] start = start(a.string("start", "1,1"), m);
			Path file = writable(a, "out");
			String table = a.string("tiebreak", "random");
			if (table.startsWith("table:")) notAnInput(file, "out", Path.of(table.substring("table:".length())), "--tiebreak " + table);
			labyrinth.knights.Tiebreak tiebreak = tiebreak(a, seed, err).apply(m);
			long t0 = System.nanoTime();
			KnightTour tour;
			try {
				tour = new KnightTour(m, start[0], start[1], tiebreak);
			} catch (IllegalArgumentException e) {
				throw new UsageException(e.getMessage());
			}
			if (a.flag("trace")) {
				while (tour.step()) {
					int[] at = tour.current();
					out.printf(Locale.ROOT, "%6d (%d,%d)  %s%n", tour.length(), at[0] + 1, at[1] + 1, tour.decision());
				}
			} else {
				tour.run();
			}
			double ms = (System.nanoTime() - t0) / 1e6;
			int[] end = tour.current();
			if (file != null) TextFiles.writeAtomically(file, Tours.format(tour.numbers()));
			String name = a.string("tiebreak", "random");
			if (a.flag("json")) {
				List<Object> rows = new ArrayList<>();
				if (m <= PRINTED_GRID) for (int[] row : tour.numbers()) rows.add(java.util.Arrays.stream(row).boxed().toList());
				out.println(new Json().put("command", "knights tour").put("size", m).put("tiebreak", name).put("complete", tour.complete())
						.put("visited", tour.length()).put("endRow", end[0] + 1).put("endCol", end[1] + 1).put("tour", m <= PRINTED_GRID ? rows : null)
						.put("milliseconds", ms));
				return;
			}
			out.printf(Locale.ROOT, "%d x %d from (%d,%d), tiebreak %s: %s (%,d of %,d squares, ends at (%d,%d)) in %.1f ms%n", m, m,
					start[0] + 1, start[1] + 1, name, tour.complete() ? "a tour" : "stuck", tour.length(), m * m, end[0] + 1, end[1] + 1, ms);
			if (m <= PRINTED_GRID) out.print(Tours.format(tour.numbers()));
		}

		private static int[] start(String spec, int m) throws UsageException {
			String[] p = spec.split(",");
			try {
				if (p.length == 2) {
					int r = Integer.parseInt(p[0].strip()) - 1;
					int c = Integer.parseInt(p[1].strip()) - 1;
					if (r < 0 || c < 0 || r >= m || c >= m) throw new UsageException("--start " + spec + " is off the " + m + " x " + m + " board");
					return new int[] { r, c };
				}
			} catch (NumberFormatException e) {
				// below
			}
			throw new UsageException("--start must be ROW,COL like 1,1; got '" + spec + "'");
		}
	}

	/** {@code knights sweep}: one tour per size with one tiebreak. */
	static final class Sweep extends Command {
		Sweep(PrintStream out, PrintStream err, AtomicBoolean cancel) {
			super(out, err, cancel);
		}

		@Override
		String name() {
			return "knights sweep";
		}

		@Override
		String summary() {
			return "one tour from the corner for every board size of a range: which sizes fail, and where";
		}

		@Override
		List<Option> options() {
			return Options.of(List.of(SIZES, TIEBREAK, SEED), Options.runner(), List.of(Options.JSON, Options.CSV));
		}

		@Override
		void run(Args a) throws Exception {
			noPositional(a);
			int[] range = sizesOption(a, "5..100", "5..400", KnightTour.MAX_SIZE);
			if (a.flag("json") && a.flag("csv")) throw new UsageException("give either --json or --csv");
			TiebreakSpec tiebreak = tiebreak(a, a.longValue("seed", 1), err);
			var r = run(new SweepOperation(new SweepOperation.Settings(range[0], range[1], tiebreak, a.string("tiebreak", "random"))), runners(a));
			if (a.flag("csv")) out.print(r.csv());
			else print(r, a.flag("json"));
		}
	}

	/** {@code knights stats}: success rates of a seeded tiebreak. */
	static final class Stats extends Command {
		static final Option TRIALS = Option.valued("trials", "N", Integer.toString(StatsOperation.DEFAULT_TRIALS), "tours per size");
		static final Option SEEDED = TIEBREAK.described("random", "random, pohl or roth (each then random): the seeded tiebreaks");

		Stats(PrintStream out, PrintStream err, AtomicBoolean cancel) {
			super(out, err, cancel);
		}

		@Override
		String name() {
			return "knights stats";
		}

		@Override
		String summary() {
			return "success rates of a seeded tiebreak over many tours per board size";
		}

		@Override
		List<Option> options() {
			return Options.of(List.of(SIZES, TRIALS, SEEDED, SEED), Options.runner(), List.of(Options.JSON, Options.CSV));
		}

		@Override
		void run(Args a) throws Exception {
			noPositional(a);
			int[] range = sizesOption(a, "5..100", "5..400", KnightTour.MAX_SIZE);
			if (a.flag("json") && a.flag("csv")) throw new UsageException("give either --json or --csv");
			int trials = a.integer("trials", StatsOperation.DEFAULT_TRIALS, 1, 1_000_000);
			long seed = a.longValue("seed", 1);
			String spec = a.string("tiebreak", "random");
			if (!List.of("random", "pohl", "roth").contains(spec)) {
				throw new UsageException("knights stats measures the seeded tiebreaks random, pohl and roth (each then random); use 'knights sweep' for "
						+ spec);
			}
			TiebreakSpec.Seeded seeded = TiebreakSpec.Seeded.valueOf(spec.toUpperCase(Locale.ROOT));
			var r = run(new StatsOperation(new StatsOperation.Settings(range[0], range[1], trials, seed, seeded)), runners(a));
			if (a.flag("csv")) out.print(r.csv());
			else print(r, a.flag("json"));
		}
	}

	/** {@code knights check FILE}: is it a tour, and where does it leave Warnsdorff's rule. */
	static final class Check extends Command {
		Check(PrintStream out, PrintStream err, AtomicBoolean cancel) {
			super(out, err, cancel);
		}

		@Override
		String name() {
			return "knights check";
		}

		@Override
		String summary() {
			return "check a tour given as rows of step numbers: is it a knight's tour, and how often it leaves Warnsdorff's rule";
		}

		@Override
		String arguments() {
			return "FILE";
		}

		@Override
		List<Option> options() {
			return List.of(Options.JSON);
		}

		@Override
		void run(Args a) throws Exception {
			if (a.positional().size() != 1) throw new UsageException("knights check needs one tour FILE");
			String file = a.positional().get(0);
			int[][] numbers = readTour(TextFiles.read(Path.of(file)), file);
			String problem = Tours.problem(numbers);
			int deviations = problem == null ? Tours.warnsdorffDeviations(numbers) : -1;
			if (a.flag("json")) {
				out.println(new Json().put("command", "knights check").put("file", file).put("size", numbers.length).put("tour", problem == null)
						.put("problem", problem).put("deviations", problem == null ? deviations : null));
			} else if (problem != null) {
				out.println(file + ": not a knight's tour: " + problem);
			} else {
				out.printf(Locale.ROOT, "%s: a knight's tour of the %d x %d board, %d deviations from Warnsdorff's rule%n", file, numbers.length,
						numbers.length, deviations);
			}
			if (problem != null) throw new Failure();
		}
	}

	/** Rows of whitespace-separated step numbers; '#' lines are comments. */
	static int[][] readTour(String text, String source) throws InputFileException {
		List<int[]> rows = new ArrayList<>();
		List<Integer> lineOf = new ArrayList<>();
		String[] lines = text.split("\n", -1);
		for (int i = 0; i < lines.length; i++) {
			String line = lines[i].strip();
			if (line.isEmpty() || line.startsWith("#")) continue;
			String[] cells = line.split("\\s+");
			int[] row = new int[cells.length];
			int col = 1;
			for (int c = 0; c < cells.length; c++) {
				int at = lines[i].indexOf(cells[c], col - 1) + 1;
				try {
					if (!cells[c].matches("[0-9]{1,9}")) throw new NumberFormatException(); // 0-9 only: Java also reads other scripts' digits
					row[c] = Integer.parseInt(cells[c]);
				} catch (NumberFormatException e) {
					throw new InputFileException(source, i + 1, at, "'" + cells[c] + "' is not a step number");
				}
				col = at + cells[c].length();
			}
			rows.add(row);
			lineOf.add(i + 1);
		}
		if (rows.isEmpty()) throw new InputFileException(source, 1, 1, "the file holds no tour: rows of step numbers");
		for (int r = 0; r < rows.size(); r++) {
			if (rows.get(r).length != rows.size()) {
				throw new InputFileException(source, lineOf.get(r), 1, "a tour is square: " + rows.size() + " rows, but this row has "
						+ rows.get(r).length + " numbers");
			}
		}
		return rows.toArray(int[][]::new);
	}
}
