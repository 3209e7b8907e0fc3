package labyrinth.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.TextFiles;
import labyrinth.toggle.FishAlgorithms;
import labyrinth.toggle.Gf2Solver;
import labyrinth.toggle.NullityOperation;
import labyrinth.toggle.PressShape;
import labyrinth.toggle.ToggleBoard;
import labyrinth.toggle.ToggleFiles;
import labyrinth.toggle.VerifyOperation;

/** {@code labyrinth toggle solve|nullity|verify}: the toggle squares puzzle. */
final class ToggleCommands {
	static final String GROUP = "toggle";
	static final String SUMMARY = "toggle squares: solve a board, the nullity table, verify Fish's theorems";
	static final Option SHAPE = Option.valued("shape", "S", "block", "block: a press toggles the 3x3 block around it; plus: the cell and its 4 neighbours");

	private ToggleCommands() {
	}

	static List<Command> all(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		return List.of(new Solve(out, err, cancel), new Nullity(out, err, cancel), new Verify(out, err, cancel));
	}

	static PressShape shape(Args a) throws UsageException {
		String s = a.string("shape", "block");
		PressShape shape = PressShape.parse(s);
		if (shape == null) throw new UsageException("--shape must be block or plus, got '" + s + "'");
		return shape;
	}

	/** {@code toggle solve}: one board. */
	static final class Solve extends Command {
		static final Option RANDOM = Option.valued("random", "N", null, "solve a random board of N rows instead of a FILE");
		static final Option COLS = Option.valued("cols", "M", "N", "columns of the random board");
		static final Option ALGORITHM = Option.valued("algorithm", "A", "two-way, or one-way on 3k+2 boards",
				"one-way|two-way (Fish's, for 3k+2 and for 3k, 3k+1 boards), gf2 (a GF(2) solution) or minimum (the fewest presses)");
		static final Option STEPS = Option.flag("steps", "print every press with the rule that made it");
		static final Option SHOW = Option.flag("show", "print the presses as a board (P pressed)");

		Solve(PrintStream out, PrintStream err, AtomicBoolean cancel) {
			super(out, err, cancel);
		}

		@Override
		String name() {
			return "toggle solve";
		}

		@Override
		String summary() {
			return "clear one board (rows of * lit and . unlit, # comments) or a random one, and say whether it can be cleared";
		}

		@Override
		String arguments() {
			return "[FILE]";
		}

		@Override
		List<Option> options() {
			return List.of(RANDOM, COLS, Options.SEED, ALGORITHM, SHAPE, STEPS, SHOW, Options.JSON);
		}

		@Override
		void run(Args a) throws Exception {
			PressShape shape = shape(a);
			ToggleBoard lights;
			String name;
			if (a.positional().size() == 1) {
				if (a.has("random")) throw new UsageException("give either a board FILE or --random N, not both");
				name = a.positional().get(0);
				lights = ToggleFiles.parse(TextFiles.read(Path.of(name)), name);
			} else if (a.positional().isEmpty() && a.has("random")) {
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
			// Fish's algorithms are for the block press: the plus press is solved by GF(2) unless told otherwise
			String algorithm = a.string("algorithm", shape == PressShape.PLUS ? "gf2" : n % 3 == 2 && m % 3 == 2 ? "one-way" : "two-way");
			if (!List.of("one-way", "two-way", "gf2", "minimum").contains(algorithm)) {
				throw new UsageException("--algorithm must be one-way, two-way, gf2 or minimum, got '" + algorithm + "'");
			}
			if (shape == PressShape.PLUS && algorithm.endsWith("-way")) {
				throw new UsageException("--algorithm " + algorithm + " is Fish's algorithm for the block press; use gf2 or minimum with --shape plus");
			}
			double estimate = Gf2Solver.estimatedSeconds(shape, n, m);
			if (estimate > 10) {
				err.printf(Locale.ROOT, "labyrinth: solving %d x %d with %s presses takes about %s here (the work grows with the cube of the side)%n",
						n, m, shape.name().toLowerCase(Locale.ROOT), estimate < 120 ? Math.round(estimate) + " s" : Math.round(estimate / 60) + " minutes");
			}
			long t0 = System.nanoTime();
			Gf2Solver solver;
			try {
				solver = Gf2Solver.of(shape, n, m, (stage, done, total) -> progress(String.format(Locale.ROOT, "%d x %d: %s, %,d of %,d columns",
						n, m, stage, done, total)));
			} finally {
				endProgressLine();
			}
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
						.put("lit", lights.litCount()).put("solvable", solvable).put("nullity", solver.nullity()).put("solutions", solver.solutions())
						.put("algorithm", algorithm).put("cleared", cleared).put("presses", pressCount)
						.put("minimum", minimum == null ? null : minimum.count()).put("note", note).put("milliseconds", ms));
				if (!cleared) throw new Failure();
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
						cleared ? "cleared" : "not cleared", minimum != null ? String.format(Locale.ROOT, "; the minimum is %,d", minimum.count()) : "");
			}
			if (note != null) out.println("note: " + note);
			if (a.flag("show") && presses != null) out.print(presses.text().replace('*', 'P'));
			out.printf(Locale.ROOT, "(%.1f ms)%n", ms);
			if (!cleared) throw new Failure();
		}
	}

	/** {@code toggle nullity}: the table of nullities. */
	static final class Nullity extends Command {
		static final Option SIZES = Option.valued("sizes", "A..B", "1..200", "the board sizes n x n, from A to B (up to " + NullityOperation.MAX_SIZE + ")");

		Nullity(PrintStream out, PrintStream err, AtomicBoolean cancel) {
			super(out, err, cancel);
		}

		@Override
		String name() {
			return "toggle nullity";
		}

		@Override
		String summary() {
			return "the nullity of the press matrix for every n x n board of a range, and the dimension of the solvable states";
		}

		@Override
		List<Option> options() {
			return Options.of(List.of(SIZES, SHAPE), Options.runner(), List.of(Options.JSON, Options.CSV));
		}

		@Override
		void run(Args a) throws Exception {
			noPositional(a);
			PressShape shape = shape(a);
			int[] range = sizesOption(a, "1..200", "1..200", NullityOperation.MAX_SIZE);
			if (a.flag("json") && a.flag("csv")) throw new UsageException("give either --json or --csv");
			var r = run(new NullityOperation(new NullityOperation.Settings(shape, range[0], range[1])), runners(a));
			if (a.flag("csv")) out.print(r.csv());
			else print(r, a.flag("json"));
		}
	}

	/** {@code toggle verify}: Fish's theorems on random boards. */
	static final class Verify extends Command {
		static final Option SIZES = Option.valued("sizes", "A..B", "1..60", "the board sizes n x n, from A to B (up to " + VerifyOperation.MAX_SIZE + ")");
		static final Option BOARDS = Option.valued("boards", "N", Integer.toString(VerifyOperation.DEFAULT_BOARDS), "random boards per size");
		static final Option SAVE = Option.valued("save", "DIR", ".", "write counterexamples there as board files");

		Verify(PrintStream out, PrintStream err, AtomicBoolean cancel) {
			super(out, err, cancel);
		}

		@Override
		String name() {
			return "toggle verify";
		}

		@Override
		String summary() {
			return "check Fish's theorems on every size of a range, with random boards; counterexamples saved";
		}

		@Override
		List<Option> options() {
			return Options.of(List.of(SIZES, BOARDS, Options.SEED, SAVE), Options.runner(), List.of(Options.JSON));
		}

		@Override
		void run(Args a) throws Exception {
			noPositional(a);
			int[] range = sizesOption(a, "1..60", "1..200", VerifyOperation.MAX_SIZE);
			int boards = a.integer("boards", VerifyOperation.DEFAULT_BOARDS, 1, 1_000_000);
			long seed = a.longValue("seed", 1);
			Path dir = Path.of(a.string("save", "."));
			if (!Files.isDirectory(dir)) throw new UsageException("--save " + dir + " is not a folder");
			var r = run(new VerifyOperation(new VerifyOperation.Settings(range[0], range[1], boards, seed, dir)), runners(a));
			if (a.flag("json")) out.println(r.json());
			else out.print(r.text());
			if (r.failed() > 0) throw new Failure();
		}
	}
}
