package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

import labyrinth.core.grid.Board;
import labyrinth.core.io.AsciiBoard;
import labyrinth.core.io.PathFiles;
import labyrinth.core.io.PathFormatException;
import labyrinth.core.io.PathRecord;
import labyrinth.core.io.TextFiles;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.core.patterns.RuleMinimizer;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.patterns.SituationPattern;
import labyrinth.core.rules.RuleEngine;
import labyrinth.rules.RuleFileException;
import labyrinth.rules.RuleFiles;
import labyrinth.rules.model.RuleModels;
import labyrinth.core.walk.Discovery;
import labyrinth.core.walk.Enumeration;
import labyrinth.core.walk.RandomWalks;

/** The {@code labyrinth} command: enumerate, random, discover, check, count, bench. */
public final class Main {
	static final String USAGE = """
			usage: labyrinth COMMAND [OPTIONS]

			commands:
			  enumerate   every allowed branch, left first: completed walkthroughs, dead ends, rule firings
			  random      random walks: completed, dead ends, walks completed before an error; saves failures
			  discover    stop at the first step where the rules disagree with the exact oracle
			  check FILE  replay a path file (.txt of the original or .lpath) and show the live end's fields
			  count       count completions (Hamiltonian paths to (n,n)) of the empty grid or of a FILE
			  bench       print engine speed figures

			options:
			  --size N           grid size, %1$s (random also takes a range like 9..21)   [7]
			  --rules FILE       rule file (.lrules) to run   [the shipped NxN.lrules for the size, else universal.lrules]
			  --builtins LIST    run only these built-in rules, in order, comma separated, or 'none'
			                     known: %2$s
			  --seed S           seed for random choices (same seed, same walks)   [1]
			  --walks N          random/discover: walks per size   [10000 / 1000]
			  --threads N        worker threads   [available processors]
			  --checkpoint FILE  enumerate: save progress there and resume from it after a kill
			  --seconds T        enumerate: stop after T seconds with partial counts (resume with --checkpoint)
			  --save DIR         random/discover: write failing situations into that folder (.txt and .lpath)
			  --exhaustive       discover: search left first instead of randomly
			  --minimize         discover: also cut the proposed rule down to the cells that matter (up to 7x7)
			  --oracle-seconds T check/count: stop counting completions after T seconds   [30]
			  --oracle-memory MB check/count: stop counting when its tables would outgrow MB megabytes   [2048]
			  --json             machine-readable output
			  --help             this text
			""";

	private final PrintStream out;
	private final PrintStream err;
	private final AtomicBoolean cancel = new AtomicBoolean();

	Main(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
	}

	public static void main(String[] args) {
		Main m = new Main(System.out, System.err);
		Runtime.getRuntime().addShutdownHook(new Thread(() -> m.cancel.set(true)));
		System.exit(m.run(args));
	}

	/** Runs a command; returns the exit code (0 ok, 1 failed, 2 bad command line). */
	int run(String... argv) {
		List<String> args = new ArrayList<>(Arrays.asList(argv));
		if (args.isEmpty() || args.contains("--help") || args.contains("-h") || args.get(0).equals("help")) {
			out.print(usage());
			return args.isEmpty() ? 2 : 0;
		}
		String command = args.remove(0);
		try {
			switch (command) {
			case "enumerate" -> enumerate(args);
			case "random" -> random(args);
			case "discover" -> discover(args);
			case "check" -> check(args);
			case "count" -> count(args);
			case "bench" -> Bench.run(out);
			default -> throw new UsageException("unknown command '" + command + "'");
			}
			return 0;
		} catch (UsageException e) {
			err.println("labyrinth: " + e.getMessage());
			err.println("run 'labyrinth --help' for the commands and options");
			return 2;
		} catch (RuleFileException e) {
			err.println("labyrinth: the rule file has problems:");
			for (String p : e.problems()) err.println("  " + p);
			return 1;
		} catch (PathFormatException e) {
			err.println("labyrinth: " + e.getMessage());
			return 1;
		} catch (java.nio.file.NoSuchFileException e) {
			err.println("labyrinth: " + e.getFile() + ": no such file");
			return 1;
		} catch (IOException | java.io.UncheckedIOException e) {
			err.println("labyrinth: " + e.getMessage());
			return 1;
		} catch (IllegalArgumentException e) {
			err.println("labyrinth: " + e.getMessage());
			return 2;
		}
	}

	static String usage() {
		return String.format(Locale.ROOT, USAGE, Board.SIZE_RULE, String.join(", ", BuiltinRules.ids()));
	}

	private static final Set<String> COMMON = Set.of("size", "builtins", "rules", "threads");

	private static Set<String> with(String... more) {
		java.util.HashSet<String> s = new java.util.HashSet<>(COMMON);
		s.addAll(List.of(more));
		return s;
	}

	private Supplier<RuleEngine> rules(Args a, int n) throws UsageException, RuleFileException {
		RuleSetSpec spec = ruleSet(a, n);
		return spec::engine;
	}

	/** The rules to run on size n: --builtins, else --rules FILE, else the shipped set for the size. */
	private RuleSetSpec ruleSet(Args a, int n) throws UsageException, RuleFileException {
		String builtins = a.string("builtins", null);
		String file = a.string("rules", null);
		if (builtins != null && file != null) throw new UsageException("give either --rules or --builtins, not both");
		if (builtins != null) {
			String spec = builtins.strip();
			if (spec.isEmpty()) throw new UsageException("--builtins needs built-in rule ids separated by commas, or 'none'");
			List<String> ids = spec.equals("none") ? List.of()
					: Arrays.stream(spec.split(",")).map(String::strip).toList();
			for (String id : ids) {
				if (id.isEmpty()) throw new UsageException("--builtins has an empty rule id in '" + builtins + "'");
				if (!BuiltinRules.exists(id)) {
					throw new UsageException("--builtins: unknown rule '" + id + "' (known: " + String.join(", ", BuiltinRules.ids()) + ")");
				}
			}
			List<RuleSetSpec.Entry> entries = ids.stream().map(RuleSetSpec.Entry::builtin).toList();
			return new RuleSetSpec("built-ins", List.of(), entries);
		}
		RuleFiles.Loaded loaded = file != null ? RuleFiles.load(Path.of(file)) : RuleFiles.defaultFor(n);
		for (String w : loaded.warnings()) err.println("labyrinth: warning: " + w);
		if (!loaded.spec().appliesTo(n)) {
			err.println("labyrinth: warning: rule set " + loaded.spec().name() + " is meant for sizes " + loaded.spec().sizes()
					+ ", not " + n);
		}
		return loaded.spec();
	}

	/** Cancels the running command after the given time, like Ctrl+C but with partial results printed. */
	private void stopAfter(double seconds) {
		Thread t = new Thread(() -> {
			try {
				Thread.sleep((long) (seconds * 1000));
				cancel.set(true);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}, "labyrinth-timer");
		t.setDaemon(true);
		t.start();
	}

	private static int size(Args a) throws UsageException {
		int n = a.integer("size", 7, Board.MIN_SIZE, Board.MAX_SIZE);
		if (!Board.isValidSize(n)) throw new UsageException("--size must be " + Board.SIZE_RULE + ", got " + n);
		return n;
	}

	private static int threads(Args a) throws UsageException {
		return a.integer("threads", Runtime.getRuntime().availableProcessors(), 1, 1024);
	}

	private void enumerate(List<String> argv) throws UsageException, IOException, RuleFileException {
		Args a = new Args(argv, with("checkpoint", "seconds"), Set.of("json"));
		noPositional(a);
		int n = size(a);
		Enumeration e = new Enumeration(n, rules(a, n)).threads(threads(a)).cancelFlag(cancel);
		double seconds = a.doubleValue("seconds", 0);
		if (seconds > 0) stopAfter(seconds);
		String cp = a.string("checkpoint", null);
		if (cp != null) {
			usable(() -> TextFiles.checkWritable(Path.of(cp), "--checkpoint"));
			e.checkpoint(Path.of(cp));
		}
		long[] last = { System.nanoTime(), 0 }; // time of the last progress line, whether one was printed
		e.progress((done, total, completed, dead) -> {
			long now = System.nanoTime();
			if (now - last[0] > 1_000_000_000L) {
				last[0] = now;
				last[1] = 1;
				err.printf(Locale.ROOT, "\r%d/%d prefixes, %,d completed, %,d dead ends", done, total, completed, dead);
			}
		});
		Enumeration.Result r = e.run();
		if (last[1] != 0) err.println();
		if (a.flag("json")) {
			Json firings = new Json();
			for (int i = 0; i < r.ruleIds().size(); i++) firings.put(r.ruleIds().get(i), r.firings()[i]);
			out.println(new Json().put("command", "enumerate").put("size", n).put("completed", r.completed())
					.put("deadEnds", r.deadEnds()).put("positions", r.nodes()).put("firstDeadEndIndex", r.firstDeadEndIndex())
					.put("rules", r.ruleIds()).put("firings", firings).put("cancelled", r.cancelled())
					.put("resumedPrefixes", r.resumedTasks()).put("seconds", r.seconds())
					.put("checkpointProblem", r.checkpointProblem()));
			failIfCheckpointFailed(r);
			return;
		}
		out.printf(Locale.ROOT, "%dx%d enumeration with rules [%s]%s%n", n, n, String.join(", ", r.ruleIds()),
				r.cancelled() ? " (STOPPED, partial counts)" : "");
		out.printf(Locale.ROOT, "completed walkthroughs: %,d%n", r.completed());
		out.printf(Locale.ROOT, "dead ends:              %,d%s%n", r.deadEnds(),
				r.firstDeadEndIndex() >= 0 ? " (first after " + String.format(Locale.ROOT, "%,d", r.firstDeadEndIndex()) + " completed)" : "");
		out.printf(Locale.ROOT, "positions evaluated:    %,d%n", r.nodes());
		for (int i = 0; i < r.ruleIds().size(); i++) {
			out.printf(Locale.ROOT, "  %-12s fired in %,d positions%n", r.ruleIds().get(i), r.firings()[i]);
		}
		if (r.resumedTasks() > 0) out.printf("resumed %d of %d prefixes from the checkpoint%n", r.resumedTasks(), r.tasks());
		out.printf(Locale.ROOT, "time: %.3f s (%.0f walks/s)%n", r.seconds(), (r.completed() + r.deadEnds()) / Math.max(r.seconds(), 1e-9));
		failIfCheckpointFailed(r);
	}

	/** The counts are printed; a checkpoint that could not be written still makes the command fail. */
	private static void failIfCheckpointFailed(Enumeration.Result r) throws IOException {
		if (r.checkpointProblem() != null) {
			throw new IOException(r.checkpointProblem() + "; the counts above are right but were not saved");
		}
	}

	private void random(List<String> argv) throws UsageException, IOException, RuleFileException {
		Args a = new Args(argv, with("walks", "seed", "save"), Set.of("json"));
		noPositional(a);
		int[] sizes = sizeRange(a.string("size", "7"));
		int walks = a.integer("walks", 10000, 1, Integer.MAX_VALUE);
		long seed = a.longValue("seed", 1);
		Path save = saveFolder(a);
		List<Json> rows = new ArrayList<>();
		List<String> saveProblems = new ArrayList<>();
		for (int n : sizes) {
			Supplier<RuleEngine> rules = rules(a, n);
			RandomWalks.Result r = RandomWalks.run(n, rules, walks, seed, threads(a), save == null ? 0 : 100, cancel);
			if (a.flag("json")) {
				rows.add(new Json().put("size", n).put("walks", r.walks()).put("completed", r.completed())
						.put("deadEnds", r.deadEnds()).put("averageBeforeError", r.averageBeforeError()).put("seed", seed)
						.put("seconds", r.seconds()));
			} else {
				out.printf(Locale.ROOT, "%2dx%-2d %,d walks: %,d completed, %,d dead ends, %s walks completed before an error (%.2f s)%n",
						n, n, r.walks(), r.completed(), r.deadEnds(),
						r.deadEnds() == 0 ? "all" : String.format(Locale.ROOT, "%.2f", r.averageBeforeError()), r.seconds());
			}
			out.flush();
			if (save == null) continue;
			RuleEngine engine = rules.get();
			for (RandomWalks.Failure f : r.failures()) {
				String base = r.size() + "_seed" + r.seed() + "_walk" + f.walk();
				String problem = saveSituation(save, base, f.board(), engine, RandomWalks.walkSeed(r.seed(), f.walk()));
				if (problem != null) saveProblems.add(problem);
				else if (!a.flag("json")) out.println("  saved " + save.resolve(base + ".txt"));
			}
		}
		if (a.flag("json")) out.println(new Json().put("command", "random").put("results", rows).put("saveProblems", saveProblems));
		if (!saveProblems.isEmpty()) {
			throw new IOException(saveProblems.size() + " situation(s) not saved; first: " + saveProblems.get(0));
		}
	}

	/** The --save folder, checked before the run: made if missing; an existing file is refused. */
	private static Path saveFolder(Args a) throws UsageException, IOException {
		String save = a.string("save", null);
		if (save == null) return null;
		Path dir = Path.of(save);
		if (Files.exists(dir) && !Files.isDirectory(dir)) throw new UsageException("--save " + save + " is a file; give a folder");
		if (!Files.exists(dir)) {
			usable(() -> TextFiles.checkWritable(dir, "--save"));
			Files.createDirectory(dir);
		}
		usable(() -> TextFiles.checkWritable(dir.resolve("situation.txt"), "--save"));
		return dir;
	}

	private interface Check {
		void run() throws labyrinth.core.io.InputFileException;
	}

	/** A location given on the command line that cannot be used is a usage error (exit code 2). */
	private static void usable(Check check) throws UsageException {
		try {
			check.run();
		} catch (labyrinth.core.io.InputFileException e) {
			throw new UsageException(e.getMessage());
		}
	}

	/** Writes a situation as NAME.txt (original format) and NAME.lpath; returns why it failed, or null. */
	private static String saveSituation(Path dir, String name, Board b, RuleEngine rules, Long seed) {
		try {
			TextFiles.writeAtomically(dir.resolve(name + ".txt"), PathFiles.formatOriginal(b, rules));
			TextFiles.writeAtomically(dir.resolve(name + ".lpath"), PathFiles.formatOwn(b, seed));
			return null;
		} catch (IOException e) {
			return "could not save " + dir.resolve(name + ".txt") + " (" + e.getMessage() + ")";
		}
	}

	private void discover(List<String> argv) throws UsageException, IOException, RuleFileException {
		Args a = new Args(argv, with("walks", "seed", "save"), Set.of("json", "exhaustive", "minimize"));
		noPositional(a);
		int n = size(a);
		if (n > CompletionCounter.MAX_SIZE) throw new UsageException("discover uses the oracle, which handles sizes up to " + CompletionCounter.MAX_SIZE);
		if (a.flag("minimize") && n > 7) throw new UsageException("--minimize enumerates the size once per cell; use it up to 7x7");
		RuleSetSpec ruleSet = ruleSet(a, n);
		RuleEngine rules = ruleSet.engine();
		Path save = saveFolder(a);
		long seed = a.longValue("seed", 1);
		Discovery.Finding f = a.flag("exhaustive") ? Discovery.exhaustive(n, rules, cancel)
				: Discovery.random(n, rules, a.integer("walks", 1000, 1, Integer.MAX_VALUE), seed, cancel);
		try {
			printDiscovery(a, n, ruleSet, rules, f);
		} finally {
			out.flush();
			if (f.found() && save != null) {
				String name = "discover_" + n + "x" + n + (a.flag("exhaustive") ? "_exhaustive" : "_seed" + seed) + "_walk" + f.walksSearched();
				String problem = saveSituation(save, name, f.board(), rules, null);
				if (problem != null) throw new IOException(problem);
				if (!a.flag("json")) out.println("saved " + save.resolve(name + ".txt"));
			}
		}
	}

	private void printDiscovery(Args a, int n, RuleSetSpec ruleSet, RuleEngine rules, Discovery.Finding f)
			throws UsageException, IOException {
		if (a.flag("json")) {
			out.println(new Json().put("command", "discover").put("size", n).put("found", f.found())
					.put("walks", f.walksSearched()).put("positions", f.positionsJudged())
					.put("mistake", f.found() ? f.mistake().describe(f.board()) : null)
					.put("path", f.found() ? PathFiles.formatOriginal(f.board(), rules) : null));
			return;
		}
		if (!f.found()) {
			out.printf(Locale.ROOT, "no wrong rule decision in %,d walks (%,d positions judged)%n", f.walksSearched(), f.positionsJudged());
			return;
		}
		out.printf(Locale.ROOT, "after %,d walks (%,d positions judged): %s%n", f.walksSearched(), f.positionsJudged(), f.mistake().describe(f.board()));
		out.print(AsciiBoard.render(f.board(), rules.evaluate(f.board()), new Oracle().classify(f.board())));
		out.println(PathFiles.formatOriginal(f.board(), rules));
		if (!f.mistake().disabledViable()) {
			// the whole situation as a size-specific pattern: exact, so sound for this size
			String name = "Situation" + n + "x" + n + "_" + f.walksSearched();
			out.println("a " + n + "x" + n + " rule for this situation (exact, so sound on this size):");
			PatternSpec exact = SituationPattern.spec(name, f.board(), f.mistake().direction());
			out.print(RuleModels.toText(RuleModels.toModel(exact)));
			if (a.flag("minimize")) {
				long expected = new CompletionCounter().count(new Board(n)).value().longValueExact();
				PatternSpec small = RuleMinimizer.minimize(exact, n, ruleSet, expected, threads(a), cancel,
						line -> err.println("minimize: " + line));
				out.println("the same rule cut down to the cells that matter (sound on " + n + "x" + n
						+ ": exhaustive enumeration keeps all " + String.format(Locale.ROOT, "%,d", expected) + " walkthroughs):");
				out.print(RuleModels.toText(RuleModels.toModel(small)));
			}
		}
	}

	private void check(List<String> argv) throws UsageException, IOException, PathFormatException, RuleFileException {
		Args a = new Args(argv, with("oracle-seconds", "oracle-memory"), Set.of("json"));
		if (a.positional().size() != 1) throw new UsageException("check needs exactly one FILE");
		CompletionCounter counter = counter(a);
		PathRecord rec = PathFiles.read(Path.of(a.positional().get(0)));
		Board b = rec.toBoard();
		RuleEngine rules = rules(a, b.size()).get();
		Evaluation ev = rules.evaluate(b);
		Oracle judge = b.size() <= CompletionCounter.MAX_SIZE ? new Oracle(counter) : null;
		CompletionCounter.Count[] oracle = judge == null ? null : judge.classify(b);
		CompletionCounter.Count total = judge == null ? null : judge.count(b);
		endProgressLine();
		if (a.flag("json")) {
			List<Json> cands = new ArrayList<>();
			for (int d = 0; d < 4; d++) {
				if (!ev.isCandidate(d)) continue;
				int c = b.neighbour(b.head(), d);
				var f = ev.disabledBy(d);
				cands.add(new Json().put("x", b.x(c)).put("y", b.y(c)).put("allowed", f == null)
						.put("rule", f == null ? null : f.ruleId()).put("variant", f == null ? null : f.variant())
						.put("completions", oracle == null || oracle[d] == null ? null : oracle[d].toString()));
			}
			out.println(new Json().put("command", "check").put("size", b.size()).put("fields", b.length())
					.put("complete", b.isComplete()).put("completions", total == null ? null : total.toString())
					.put("candidates", cands).put("warnings", rec.warnings()));
			return;
		}
		for (String w : rec.warnings()) err.println("labyrinth: warning: " + a.positional().get(0) + ": " + w);
		out.printf("%dx%d, %d fields, live end %s heading %s%n", b.size(), b.size(), b.length(), b.format(b.head()),
				labyrinth.core.grid.Direction.name(b.heading()));
		out.print(AsciiBoard.render(b, ev, oracle));
		if (b.isComplete()) out.println("the walkthrough is complete");
		else if (ev.allowed() == 0) out.println("dead end: the rules leave no field");
		if (total != null) out.println("completions from here: " + total + (total.known() && !total.viable() ? " (doomed)" : ""));
	}

	private void count(List<String> argv) throws UsageException, IOException, PathFormatException {
		Args a = new Args(argv, Set.of("size", "oracle-seconds", "oracle-memory"), Set.of("json"));
		CompletionCounter counter = counter(a);
		Board b;
		if (a.positional().size() == 1) {
			b = PathFiles.read(Path.of(a.positional().get(0))).toBoard();
		} else if (a.positional().isEmpty()) {
			b = new Board(size(a));
		} else {
			throw new UsageException("count takes at most one FILE");
		}
		if (b.size() > CompletionCounter.MAX_SIZE) throw new UsageException("count handles sizes up to " + CompletionCounter.MAX_SIZE);
		long t0 = System.nanoTime();
		CompletionCounter.Count c = counter.count(b);
		endProgressLine();
		double s = (System.nanoTime() - t0) / 1e9;
		if (a.flag("json")) {
			out.println(new Json().put("command", "count").put("size", b.size()).put("fields", b.length())
					.put("completions", c.toString()).put("seconds", s));
		} else {
			out.printf(Locale.ROOT, "%dx%d from %s: %s completions (%.3f s)%n", b.size(), b.size(),
					b.length() == 1 ? "the empty grid" : b.length() + " fields", c, s);
		}
	}

	private boolean progressShown;

	/** The completion counter within the budget of --oracle-seconds and --oracle-memory, showing its progress. */
	private CompletionCounter counter(Args a) throws UsageException {
		double seconds = a.doubleValue("oracle-seconds", 30);
		long megabytes = a.integer("oracle-memory", 2048, 16, 1 << 20);
		long[] last = { 0 }; // the first report starts the clock: counts under a second print nothing
		return CompletionCounter.withMemory(megabytes).timeLimit(seconds).cancelFlag(cancel).progress((cell, cells, states) -> {
			long now = System.nanoTime();
			if (last[0] == 0) last[0] = now;
			if (now - last[0] < 1_000_000_000L) return;
			last[0] = now;
			progressShown = true;
			err.printf(Locale.ROOT, "\rcounting completions: cell %d of %d, %,d frontier states", cell, cells, states);
		});
	}

	private void endProgressLine() {
		if (progressShown) err.println();
		progressShown = false;
	}

	private static int[] sizeRange(String spec) throws UsageException {
		try {
			int dots = spec.indexOf("..");
			int from = Integer.parseInt(dots < 0 ? spec.strip() : spec.substring(0, dots).strip());
			int to = dots < 0 ? from : Integer.parseInt(spec.substring(dots + 2).strip());
			if (!Board.isValidSize(from) || !Board.isValidSize(to) || from > to) {
				throw new UsageException("--size must be " + Board.SIZE_RULE + ", or a range of such sizes like 9..21, got '" + spec + "'");
			}
			int[] out = new int[(to - from) / 2 + 1];
			for (int i = 0; i < out.length; i++) out[i] = from + 2 * i;
			return out;
		} catch (NumberFormatException e) {
			throw new UsageException("--size must be a number or a range like 9..21, got '" + spec + "'");
		}
	}

	private static void noPositional(Args a) throws UsageException {
		if (!a.positional().isEmpty()) throw new UsageException("unexpected argument '" + a.positional().get(0) + "'");
	}
}
