package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.io.PathFormatException;
import labyrinth.kernel.io.TextFiles;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.rules.RuleEngine;
import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.cluster.ClusterOptions;
import labyrinth.cluster.ClusterTaskRunner;
import labyrinth.rules.RuleFileException;
import labyrinth.rules.RuleFiles;

/**
 * What every command shares: where it prints, the cancel flag (Ctrl+C, --seconds), and the options several commands
 * take (--size, --rules/--builtins, --threads, --save, the oracle's budget). Each command is a subclass.
 */
abstract class Command {
	protected static final Set<String> COMMON = Set.of("size", "builtins", "rules", "threads");

	protected final PrintStream out;
	protected final PrintStream err;
	protected final AtomicBoolean cancel;
	private boolean progressShown;
	private long progressClock;

	Command(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		this.out = out;
		this.err = err;
		this.cancel = cancel;
	}

	/** Runs the command with its arguments (the command name removed). */
	abstract void run(List<String> args) throws UsageException, IOException, RuleFileException, PathFormatException;

	protected interface Check {
		void run() throws labyrinth.kernel.io.InputFileException;
	}

	/** The rules to run on size n: --builtins, else --rules FILE, else the shipped set for the size. */
	protected RuleSetSpec ruleSet(Args a, int n) throws UsageException, RuleFileException {
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
	protected void stopAfter(double seconds) {
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

	protected static int size(Args a) throws UsageException {
		int n = a.integer("size", 7, Board.MIN_SIZE, Board.MAX_SIZE);
		if (!Board.isValidSize(n)) throw new UsageException("--size must be " + Board.SIZE_RULE + ", got " + n);
		return n;
	}

	protected static int threads(Args a) throws UsageException {
		return a.integer("threads", Runtime.getRuntime().availableProcessors(), 1, 1024);
	}

	/** The --save folder, checked before the run: made if missing; an existing file is refused. */
	protected static Path saveFolder(Args a) throws UsageException, IOException {
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

	/** A location given on the command line that cannot be used is a usage error (exit code 2). */
	protected static void usable(Check check) throws UsageException {
		try {
			check.run();
		} catch (labyrinth.kernel.io.InputFileException e) {
			throw new UsageException(e.getMessage());
		}
	}

	/** Writes a situation as NAME.txt (original format) and NAME.lpath; returns why it failed, or null. */
	protected static String saveSituation(Path dir, String name, Board b, RuleEngine rules, Long seed) {
		try {
			TextFiles.writeAtomically(dir.resolve(name + ".txt"), PathFiles.formatOriginal(b, rules));
			TextFiles.writeAtomically(dir.resolve(name + ".lpath"), PathFiles.formatOwn(b, seed));
			return null;
		} catch (IOException e) {
			return "could not save " + dir.resolve(name + ".txt") + " (" + e.getMessage() + ")";
		}
	}

	/** The completion counter within the budget of --oracle-seconds and --oracle-memory, showing its progress. */
	protected CompletionCounter counter(Args a) throws UsageException {
		double seconds = a.limitValue("oracle-seconds", 30);
		long megabytes = a.integer("oracle-memory", 2048, 16, 1 << 20);
		return CompletionCounter.withMemory(megabytes).timeLimit(seconds).cancelFlag(cancel).progress((cell, cells, states) ->
				progress("counting completions: cell %d of %d, %,d frontier states", cell, cells, states));
	}

	/**
	 * A progress line on standard error, rewritten in place at most once a second; the first report starts the clock,
	 * so work under a second prints nothing. {@link #endProgressLine} ends it.
	 */
	protected void progress(String format, Object... args) {
		long now = System.nanoTime();
		if (progressClock == 0) progressClock = now;
		if (now - progressClock < 1_000_000_000L) return;
		progressClock = now;
		progressShown = true;
		err.printf(Locale.ROOT, "\r" + format, args);
	}

	protected void endProgressLine() {
		if (progressShown) err.println();
		progressShown = false;
		progressClock = 0;
	}

	protected static int[] sizeRange(String spec) throws UsageException {
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

	/**
	 * The --sizes range of a sweep, from..to with 1 <= from <= to <= max, or one size; example names a typical range
	 * for the message.
	 */
	protected static int[] sizesOption(Args a, String fallback, String example, int max) throws UsageException {
		String spec = a.string("sizes", fallback);
		String form = "--sizes must be a size or a range like " + example + " (sizes 1 to " + max + "), got '" + spec + "'";
		try {
			int dots = spec.indexOf("..");
			int from = Integer.parseInt((dots < 0 ? spec : spec.substring(0, dots)).strip());
			int to = dots < 0 ? from : Integer.parseInt(spec.substring(dots + 2).strip());
			if (from < 1 || to > max || from > to) throw new UsageException(form);
			return new int[] { from, to };
		} catch (NumberFormatException e) {
			throw new UsageException(form);
		}
	}

	/** Exit code 1 after the command has printed why: the board was not cleared, a check failed, a tour is broken. */
	static final class Failure extends RuntimeException {
		private static final long serialVersionUID = 1L;
	}

	protected static void noPositional(Args a) throws UsageException {
		if (!a.positional().isEmpty()) throw new UsageException("unexpected argument '" + a.positional().get(0) + "'");
	}

	/** Where the tasks of a long run go: {@link #runner}. */
	protected static final String[] CLUSTER_OPTIONS = { "cluster", "cluster-name", "bind", "port" };

	/**
	 * Where the tasks run: with --cluster HOST:PORT[,...] on a Hazelcast cluster that this process joins as a member
	 * (--cluster-name, --bind, --port say how), else on this machine's pool of --threads. The caller closes it.
	 */
	protected TaskRunner runner(Args a) throws UsageException, IOException {
		String members = a.string("cluster", null);
		if (members == null) {
			for (String o : CLUSTER_OPTIONS) {
				if (a.string(o, null) != null) throw new UsageException("--" + o + " only goes with --cluster HOST:PORT[,...]");
			}
			return new LocalTaskRunner(threads(a));
		}
		ClusterOptions options = clusterOptions(a, ClusterOptions.parseMembers(members, "--cluster"));
		ClusterTaskRunner r = member(() -> ClusterTaskRunner.join(options), members);
		err.println("labyrinth: tasks run on the " + r.describe());
		if (r.members() == 1) {
			err.println("labyrinth: warning: no member answered at " + members + " (is a worker running there, with the same"
					+ " --cluster-name?); this process runs every task itself");
		}
		return r;
	}

	/** Starts this process's cluster member; why Hazelcast could not (a port in use, no such address) in one line. */
	protected static <T> T member(java.util.function.Supplier<T> start, String members) throws IOException {
		try {
			return start.get();
		} catch (RuntimeException e) {
			throw new IOException("could not start a cluster member to join " + members + ": " + e.getMessage(), e);
		}
	}

	/** --cluster-name, --bind, --port and --threads for a member that joins {@code members}. */
	protected static ClusterOptions clusterOptions(Args a, List<String> members) throws UsageException {
		String name = a.string("cluster-name", ClusterOptions.DEFAULT_NAME);
		if (name.isBlank()) throw new UsageException("--cluster-name is empty");
		int port = a.integer("port", 0, 1, 65535);
		return new ClusterOptions(members, name, a.string("bind", null), port, threads(a));
	}

	/** The progress line of a run on a cluster: members, tasks, and each member's rate. */
	protected void clusterProgress(TaskRunner.Progress p, String unit) {
		StringBuilder rates = new StringBuilder();
		double total = 0;
		for (TaskRunner.MemberRate m : p.rates()) {
			total += m.workPerSecond();
			rates.append(String.format(Locale.ROOT, ", %s %,.0f/s", m.member(), m.workPerSecond()));
		}
		progress("%d members, %,d/%,d tasks, %,.0f %s/s%s   ", p.members(), p.tasksDone(), p.tasksKnown(), total, unit, rates);
	}

	/** {@code options} and the options of a run that may go to a cluster. */
	protected static Set<String> withCluster(Set<String> options) {
		java.util.HashSet<String> s = new java.util.HashSet<>(options);
		s.addAll(List.of(CLUSTER_OPTIONS));
		return s;
	}

	protected static Set<String> with(String... more) {
		java.util.HashSet<String> s = new java.util.HashSet<>(COMMON);
		s.addAll(List.of(more));
		return s;
	}
}
