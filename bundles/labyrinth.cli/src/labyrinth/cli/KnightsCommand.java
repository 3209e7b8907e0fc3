package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntFunction;

import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.InputFileException;
import labyrinth.kernel.io.TextFiles;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.knights.KnightTour;
import labyrinth.knights.MoveOrdering;
import labyrinth.knights.Sweeps;
import labyrinth.knights.TiebreakSpec;
import labyrinth.knights.TiebreakTable;
import labyrinth.knights.Tiebreaks;
import labyrinth.knights.Tours;
import labyrinth.rules.RuleFileException;
import labyrinth.rules.TourTables;

/** {@code labyrinth knights tour|sweep|stats|check}: Warnsdorff's rule and its tiebreaks. */
final class KnightsCommand extends Command {
	static final String USAGE = """
			usage: labyrinth knights tour --size M [--tiebreak T] [--seed S] [--start R,C] [--out FILE] [--trace] [--json]
			       labyrinth knights sweep --sizes 5..1000 --tiebreak T [--threads N | --cluster H:P,...] [--json | --csv]
			       labyrinth knights stats --sizes 5..400 --trials 100 [--tiebreak random] [--seed S] [--threads N | --cluster H:P,...]
			                       [--json | --csv]
			       labyrinth knights check FILE      (a tour as rows of step numbers: valid? deviations from Warnsdorff's rule)
			  tiebreaks T: random, ordering:34261578, pohl[:ORDERING] (then random, or that ordering), roth[:ORDERING],
			               table:FILE (a .ltour tiebreak table) or table:squirrel-cull, table:squirrel-cull-74 (shipped)   [random]
			  --start R,C  the knight's first square, 1-based   [1,1]
			  --out FILE   tour: write the step numbers, one row per line (read back by 'knights check')
			  --trace      tour: print every move's decision ("tie between 3 and 5, ordering 34261578 took 3")
			""";
	/** Boards up to this size print their number grid. */
	private static final int PRINTED_GRID = 30;

	KnightsCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	void run(List<String> argv) throws UsageException, IOException, RuleFileException {
		Args a = new Args(argv, withCluster(Set.of("size", "tiebreak", "seed", "start", "out", "sizes", "trials", "threads")),
				Set.of("trace", "json", "csv"));
		if (a.positional().isEmpty()) throw new UsageException("knights needs tour, sweep, stats or check\n" + USAGE);
		switch (a.positional().get(0)) {
		case "tour" -> tour(a);
		case "sweep" -> sweep(a);
		case "stats" -> stats(a);
		case "check" -> check(a);
		default -> throw new UsageException("unknown knights command '" + a.positional().get(0) + "' (tour, sweep, stats or check)");
		}
	}

	/** The tiebreak for each board size m. */
	private TiebreakSpec tiebreak(Args a, long seed) throws UsageException, IOException, RuleFileException {
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

	private static int size(Args a, String option) throws UsageException {
		if (a.string(option, null) == null) throw new UsageException("--" + option + " is needed");
		return a.integer(option, 8, 1, KnightTour.MAX_SIZE);
	}

	private void tour(Args a) throws UsageException, IOException, RuleFileException {
		int m = size(a, "size");
		long seed = a.longValue("seed", 1);
		int[] start = start(a.string("start", "1,1"), m);
		labyrinth.knights.Tiebreak tiebreak = tiebreak(a, seed).apply(m);
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
		if (a.string("out", null) != null) {
			Path file = Path.of(a.string("out", null));
			usable(() -> TextFiles.checkWritable(file, "--out"));
			TextFiles.writeAtomically(file, Tours.format(tour.numbers()));
		}
		if (a.flag("json")) {
			List<Object> rows = new ArrayList<>();
			if (m <= PRINTED_GRID) for (int[] row : tour.numbers()) rows.add(java.util.Arrays.stream(row).boxed().toList());
			out.println(new Json().put("command", "knights tour").put("size", m).put("tiebreak", a.string("tiebreak", "random"))
					.put("complete", tour.complete()).put("visited", tour.length()).put("endRow", end[0] + 1).put("endCol", end[1] + 1)
					.put("tour", m <= PRINTED_GRID ? rows : null).put("milliseconds", ms));
			return;
		}
		out.printf(Locale.ROOT, "%d x %d from (%d,%d), tiebreak %s: %s (%,d of %,d squares, ends at (%d,%d)) in %.1f ms%n", m, m, start[0] + 1,
				start[1] + 1, a.string("tiebreak", "random"), tour.complete() ? "a tour" : "stuck", tour.length(), m * m, end[0] + 1, end[1] + 1, ms);
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

	private void sweep(Args a) throws UsageException, IOException, RuleFileException {
		int[] range = sizesOption(a, "5..100", "5..400", KnightTour.MAX_SIZE);
		TiebreakSpec tiebreak = tiebreak(a, a.longValue("seed", 1));
		long t0 = System.nanoTime();
		List<Sweeps.Failure> failed;
		try (TaskRunner runner = runner(a)) {
			failed = Sweeps.sweep(range[0], range[1], tiebreak, runner, cancel,
					n -> progress("sweep: %d of %d sizes", n, range[1] - range[0] + 1));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return;
		} catch (IllegalStateException e) {
			throw new UsageException(e.getCause() != null ? e.getCause().getMessage() : e.getMessage());
		}
		endProgressLine();
		double s = (System.nanoTime() - t0) / 1e9;
		if (a.flag("csv")) {
			out.println("m,visited,row,col");
			for (Sweeps.Failure f : failed) out.printf(Locale.ROOT, "%d,%d,%d,%d%n", f.m(), f.visited(), f.row(), f.col());
			return;
		}
		if (a.flag("json")) {
			List<Json> list = new ArrayList<>();
			for (Sweeps.Failure f : failed) list.add(new Json().put("m", f.m()).put("visited", f.visited()).put("row", f.row()).put("col", f.col()));
			out.println(new Json().put("command", "knights sweep").put("from", range[0]).put("to", range[1])
					.put("tiebreak", a.string("tiebreak", "random")).put("failed", list).put("seconds", s));
			return;
		}
		out.printf(Locale.ROOT, "sizes %d..%d, tiebreak %s: %d of %d fail (%.1f s%s)%n", range[0], range[1], a.string("tiebreak", "random"),
				failed.size(), range[1] - range[0] + 1, s, cancel.get() ? ", stopped early" : "");
		for (Sweeps.Failure f : failed) {
			out.printf(Locale.ROOT, "  m = %d: stuck after %,d of %,d squares at (%d,%d)%n", f.m(), f.visited(), f.m() * f.m(), f.row(), f.col());
		}
	}

	private void stats(Args a) throws UsageException, IOException, RuleFileException {
		int[] range = sizesOption(a, "5..100", "5..400", KnightTour.MAX_SIZE);
		int trials = a.integer("trials", 100, 1, 1_000_000);
		long seed = a.longValue("seed", 1);
		String spec = a.string("tiebreak", "random");
		if (!List.of("random", "pohl", "roth").contains(spec)) {
			throw new UsageException("knights stats measures the seeded tiebreaks random, pohl and roth (each then random); use 'knights sweep' for "
					+ spec);
		}
		TiebreakSpec.Seeded seeded = TiebreakSpec.Seeded.valueOf(spec.toUpperCase(Locale.ROOT));
		long t0 = System.nanoTime();
		List<Sweeps.Rate> rates;
		try (TaskRunner runner = runner(a)) {
			rates = Sweeps.rates(range[0], range[1], trials, seed, seeded, runner, cancel,
					n -> progress("stats: %d of %d sizes", n, range[1] - range[0] + 1));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return;
		}
		endProgressLine();
		double s = (System.nanoTime() - t0) / 1e9;
		if (a.flag("csv")) {
			out.println("m,trials,successes,rate");
			for (Sweeps.Rate r : rates) out.printf(Locale.ROOT, "%d,%d,%d,%.4f%n", r.m(), r.trials(), r.successes(), r.rate());
			return;
		}
		if (a.flag("json")) {
			List<Json> list = new ArrayList<>();
			for (Sweeps.Rate r : rates) list.add(new Json().put("m", r.m()).put("trials", r.trials()).put("successes", r.successes()));
			out.println(new Json().put("command", "knights stats").put("tiebreak", spec).put("seed", seed).put("rates", list).put("seconds", s));
			return;
		}
		out.printf(Locale.ROOT, "%5s  %7s  %9s  %6s   (tiebreak %s, seed %d, %.1f s)%n", "m", "trials", "successes", "rate", spec, seed, s);
		for (Sweeps.Rate r : rates) out.printf(Locale.ROOT, "%5d  %7d  %9d  %5.1f%%%n", r.m(), r.trials(), r.successes(), 100 * r.rate());
	}

	private void check(Args a) throws UsageException, IOException {
		if (a.positional().size() != 2) throw new UsageException("knights check needs one tour FILE");
		String file = a.positional().get(1);
		int[][] numbers = readTour(TextFiles.read(Path.of(file)), file);
		String problem = Tours.problem(numbers);
		if (problem != null) {
			out.println(file + ": not a knight's tour: " + problem);
			throw new Failure();
		}
		out.printf(Locale.ROOT, "%s: a knight's tour of the %d x %d board, %d deviations from Warnsdorff's rule%n", file, numbers.length,
				numbers.length, Tours.warnsdorffDeviations(numbers));
	}

	/** Rows of whitespace-separated step numbers; '#' lines are comments. */
	static int[][] readTour(String text, String source) throws InputFileException {
		List<int[]> rows = new ArrayList<>();
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
					row[c] = Integer.parseInt(cells[c]);
				} catch (NumberFormatException e) {
					throw new InputFileException(source, i + 1, at, "'" + cells[c] + "' is not a step number");
				}
				col = at + cells[c].length();
			}
			rows.add(row);
		}
		if (rows.isEmpty()) throw new InputFileException(source, 1, 1, "the file holds no tour: rows of step numbers");
		for (int[] r : rows) {
			if (r.length != rows.size()) {
				throw new InputFileException(source, 1, 1, "a tour is square: " + rows.size() + " rows, but a row has " + r.length + " numbers");
			}
		}
		return rows.toArray(int[][]::new);
	}
}
