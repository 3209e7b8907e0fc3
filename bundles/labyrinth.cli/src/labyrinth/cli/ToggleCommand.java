package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.TextFiles;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.toggle.FishAlgorithms;
import labyrinth.toggle.Gf2Solver;
import labyrinth.toggle.PressShape;
import labyrinth.toggle.Theorems;
import labyrinth.toggle.ToggleBatches;
import labyrinth.toggle.ToggleBoard;
import labyrinth.toggle.ToggleFiles;

/** {@code labyrinth toggle solve|nullity|verify}: the toggle squares puzzle. */
final class ToggleCommand extends Command {
	static final String USAGE = """
			usage: labyrinth toggle solve FILE | --random N [--cols M] [--seed S]  [--algorithm one-way|two-way|gf2|minimum]
			                              [--shape block|plus] [--steps] [--show] [--json]
			       labyrinth toggle nullity --sizes 1..200 [--shape block|plus] [--threads N | --cluster H:P,...] [--json | --csv]
			       labyrinth toggle verify --sizes 1..60 [--boards 1000] [--seed S] [--save DIR] [--threads N | --cluster H:P,...]
			  board files: rows of * (lit) and . (unlit); lines starting with # are comments
			  --algorithm   Fish's one-way (3k+2 boards) or two-way (3k, 3k+1), a GF(2) solution, or the fewest presses
			                [two-way, or one-way on 3k+2 boards]
			  --shape       block: a press toggles the 3x3 block around it; plus: the cell and its 4 neighbours   [block]
			  --steps       print every press with the rule that made it
			  --show        print the presses as a board (P pressed)
			  --save DIR    verify: write counterexamples there as board files   [.]
			""";

	ToggleCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	void run(List<String> argv) throws UsageException, IOException {
		Args a = new Args(argv, withCluster(Set.of("random", "cols", "seed", "algorithm", "shape", "sizes", "boards", "save", "threads")),
				Set.of("steps", "show", "json", "csv"));
		if (a.positional().isEmpty()) throw new UsageException("toggle needs solve, nullity or verify\n" + USAGE);
		String what = a.positional().get(0);
		switch (what) {
		case "solve" -> solve(a);
		case "nullity" -> nullity(a);
		case "verify" -> verify(a);
		default -> throw new UsageException("unknown toggle command '" + what + "' (solve, nullity or verify)");
		}
	}

	private static PressShape shape(Args a) throws UsageException {
		String s = a.string("shape", "block");
		PressShape shape = PressShape.parse(s);
		if (shape == null) throw new UsageException("--shape must be block or plus, got '" + s + "'");
		return shape;
	}

	private void solve(Args a) throws UsageException, IOException {
		PressShape shape = shape(a);
		ToggleBoard lights;
		String name;
		if (a.positional().size() == 2) {
			if (a.string("random", null) != null) throw new UsageException("give either a board FILE or --random N, not both");
			name = a.positional().get(1);
			lights = ToggleFiles.parse(TextFiles.read(Path.of(name)), name);
		} else if (a.positional().size() == 1 && a.string("random", null) != null) {
			int n = a.integer("random", 0, 1, ToggleBoard.MAX_SIDE);
			int m = a.integer("cols", n, 1, ToggleBoard.MAX_SIDE);
			long seed = a.longValue("seed", 1);
			lights = ToggleBoard.random(n, m, seed);
			name = "random " + n + " x " + m + " (seed " + seed + ")";
		} else {
			throw new UsageException("toggle solve needs one board FILE or --random N");
		}
		int n = lights.rows();
		int m = lights.cols();
		String algorithm = a.string("algorithm", n % 3 == 2 && m % 3 == 2 ? "one-way" : "two-way");
		if (!List.of("one-way", "two-way", "gf2", "minimum").contains(algorithm)) {
			throw new UsageException("--algorithm must be one-way, two-way, gf2 or minimum, got '" + algorithm + "'");
		}
		if (shape == PressShape.PLUS && algorithm.endsWith("-way")) {
			throw new UsageException("--algorithm " + algorithm + " is Fish's algorithm for the block press; use gf2 or minimum with --shape plus");
		}
		long t0 = System.nanoTime();
		Gf2Solver solver = Gf2Solver.of(shape, n, m);
		ToggleBoard solution = solver.solve(lights);
		boolean solvable = solution != null;
		List<FishAlgorithms.Press> steps = new ArrayList<>();
		ToggleBoard presses = solution;
		String note = null;
		boolean cleared = solvable;
		switch (algorithm) {
		case "one-way", "two-way" -> {
			FishAlgorithms.Run run = algorithm.equals("one-way") ? FishAlgorithms.oneWay(lights) : FishAlgorithms.twoWay(lights);
			steps = run.presses();
			presses = new ToggleBoard(n, m);
			for (FishAlgorithms.Press p : steps) presses.toggle(p.row(), p.col());
			cleared = run.cleared();
			note = run.stuck();
		}
		case "minimum" -> {
			Gf2Solver.Minimum min = solver.minimum(lights);
			presses = min.presses();
			note = min.refusal();
		}
		default -> {
		}
		}
		Gf2Solver.Minimum minimum = solvable && solver.nullity() <= Gf2Solver.MAX_SEARCHED_NULLITY ? solver.minimum(lights) : null;
		double ms = (System.nanoTime() - t0) / 1e6;
		long pressCount = algorithm.endsWith("-way") ? steps.size() : presses == null ? 0 : presses.litCount();
		if (a.flag("json")) {
			out.println(new Json().put("command", "toggle solve").put("board", name).put("rows", n).put("cols", m).put("shape", shape.label())
					.put("lit", lights.litCount()).put("solvable", solvable).put("nullity", solver.nullity())
					.put("solutions", solver.solutions()).put("algorithm", algorithm).put("cleared", cleared).put("presses", pressCount)
					.put("minimum", minimum == null ? null : minimum.count()).put("note", note).put("milliseconds", ms));
			return;
		}
		out.printf(Locale.ROOT, "%s: %d x %d, %,d lit, %s presses%n", name, n, m, lights.litCount(), shape.label());
		String count = solver.nullity() == 0 ? "1 solution" : solver.nullity() <= 62
				? String.format(Locale.ROOT, "%,d solutions", 1L << solver.nullity()) : "2^" + solver.nullity() + " solutions";
		out.printf(Locale.ROOT, "%s (nullity %d, %s for each solvable state)%n",
				solvable ? "solvable" : "not solvable: the state is outside the span of the presses", solver.nullity(), count);
		if (a.flag("steps")) {
			for (int i = 0; i < steps.size(); i++) out.printf(Locale.ROOT, "%6d  %s%n", i + 1, steps.get(i).rule());
		}
		if (algorithm.endsWith("-way") || solvable) {
			out.printf(Locale.ROOT, "%s: %,d %s, %s%s%n", algorithm, pressCount, pressCount == 1 ? "press" : "presses",
					cleared ? "cleared" : "not cleared",
					minimum != null ? String.format(Locale.ROOT, "; the minimum is %,d", minimum.count()) : "");
		}
		if (note != null) out.println("note: " + note);
		if (a.flag("show") && presses != null) out.print(presses.text().replace('*', 'P'));
		out.printf(Locale.ROOT, "(%.1f ms)%n", ms);
		if (!cleared) throw new Failure();
	}

	private void nullity(Args a) throws UsageException, IOException {
		PressShape shape = shape(a);
		int[] range = sizesOption(a, "1..200", "1..200", 2000);
		boolean json = a.flag("json");
		boolean csv = a.flag("csv");
		if (json && csv) throw new UsageException("give either --json or --csv");
		int[] nullity;
		try (TaskRunner runner = runner(a)) {
			nullity = ToggleBatches.nullities(shape, range[0], range[1], runner, cancel);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return;
		}
		if (csv) out.println("n,shape,nullity,solvable_dimension");
		else if (!json) out.printf(Locale.ROOT, "%5s  %8s  %18s   (%s presses)%n", "n", "nullity", "solvable dimension", shape.label());
		List<Json> rows = new ArrayList<>();
		for (int i = 0; i < nullity.length; i++) {
			if (nullity[i] < 0) continue; // stopped before this size
			int n = range[0] + i;
			long dim = (long) n * n - nullity[i];
			if (csv) out.printf(Locale.ROOT, "%d,%s,%d,%d%n", n, shape.label(), nullity[i], dim);
			else if (json) rows.add(new Json().put("n", n).put("nullity", nullity[i]).put("solvableDimension", dim));
			else out.printf(Locale.ROOT, "%5d  %8d  %18d%n", n, nullity[i], dim);
		}
		if (json) out.println(new Json().put("command", "toggle nullity").put("shape", shape.label()).put("sizes", rows));
	}

	private void verify(Args a) throws UsageException, IOException {
		int[] range = sizesOption(a, "1..60", "1..200", 500);
		int boards = a.integer("boards", 1000, 1, 1_000_000);
		long seed = a.longValue("seed", 1);
		Path dir = Path.of(a.string("save", "."));
		if (!Files.isDirectory(dir)) throw new UsageException("--save " + dir + " is not a folder");
		List<Theorems.Check> checks;
		try (TaskRunner runner = runner(a)) {
			checks = ToggleBatches.verify(range[0], range[1], boards, seed, runner, cancel);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return;
		}
		int failed = 0;
		java.util.Map<String, List<Theorems.Check>> byTheorem = new java.util.LinkedHashMap<>();
		for (Theorems.Check c : checks) byTheorem.computeIfAbsent(c.theorem(), k -> new ArrayList<>()).add(c);
		for (var e : byTheorem.entrySet()) {
			List<Theorems.Check> bad = e.getValue().stream().filter(c -> !c.holds()).toList();
			out.printf(Locale.ROOT, "%-4s %s: %d sizes checked%n", bad.isEmpty() ? "ok" : "FAIL", e.getKey(), e.getValue().size());
			for (Theorems.Check c : bad) {
				failed++;
				out.println("     " + c.found());
				if (c.counterexample() != null) {
					Path file = dir.resolve("counterexample-" + c.size() + ".txt");
					TextFiles.writeAtomically(file, "# " + c.found() + "\n" + c.counterexample().text());
					out.println("     counterexample saved: " + file);
				}
			}
		}
		out.printf(Locale.ROOT, "sizes %d..%d, %d random boards per size (seed %d): %d passed, %d failed%n", range[0], range[1], boards,
				seed, checks.size() - failed, failed);
		if (failed > 0) throw new Failure();
	}
}
