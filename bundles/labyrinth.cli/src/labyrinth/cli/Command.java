package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.grid.Board;
import labyrinth.core.run.OracleBudget;
import labyrinth.core.run.RuleSource;
import labyrinth.core.run.Situations;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.cluster.ClusterOptions;
import labyrinth.cluster.Runners;
import labyrinth.kernel.io.InputFileException;
import labyrinth.kernel.io.TextFiles;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;
import labyrinth.kernel.run.SizeRange;
import labyrinth.rules.RuleSources;

/**
 * A command of the {@code labyrinth} tool: its name, what it does, its options (declared once: the parser and the
 * help read them), and a run that reads the options into an operation's settings, runs it and prints its result.
 */
abstract class Command {
	protected final PrintStream out;
	protected final PrintStream err;
	protected final AtomicBoolean cancel;
	private boolean progressShown;
	private long progressClock;
	private final boolean terminal;

	Command(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		this.out = out;
		this.err = err;
		this.cancel = cancel;
		this.terminal = isTerminal(err);
	}

	/** As typed after {@code labyrinth}: "enumerate", "knights sweep". */
	abstract String name();

	/** One line: what the command does. */
	abstract String summary();

	/** The options it takes, in the order its help lists them. */
	abstract List<Option> options();

	/** What follows the options on its command line ("FILE"), or "". */
	String arguments() {
		return "";
	}

	/** Runs the command with its parsed arguments (the command's name removed). */
	abstract void run(Args a) throws Exception;

	/** {@code labyrinth NAME --help}: the usage line, what it does, its options with their defaults. */
	String help() {
		StringBuilder sb = new StringBuilder("usage: labyrinth ").append(name());
		if (!options().isEmpty()) sb.append(" [OPTIONS]");
		if (!arguments().isEmpty()) sb.append(' ').append(arguments());
		sb.append("\n").append(summary()).append("\n");
		if (!options().isEmpty()) sb.append("\noptions:\n");
		int width = 0;
		for (Option o : options()) width = Math.max(width, o.usage().length());
		for (Option o : options()) {
			String text = o.help() + (o.fallback() != null ? "   [" + o.fallback() + "]" : "");
			sb.append(wrap(String.format(Locale.ROOT, "  %-" + width + "s  ", o.usage()), text, HELP_WIDTH));
		}
		return sb.toString();
	}

	/** Help lines are wrapped to this many characters, the rest indented under the first. */
	static final int HELP_WIDTH = 110;

	/** {@code head} then {@code text}, wrapped at blanks to {@code width}, continuation lines indented like the text. */
	static String wrap(String head, String text, int width) {
		StringBuilder sb = new StringBuilder(head);
		String indent = " ".repeat(head.length());
		int column = head.length();
		boolean first = true;
		for (String word : text.split(" ", -1)) {
			if (!first && column + 1 + word.length() > width && column > head.length()) {
				sb.append('\n').append(indent);
				column = indent.length();
			} else if (!first) {
				sb.append(' ');
				column++;
			}
			sb.append(word);
			column += word.length();
			first = false;
		}
		return sb.append('\n').toString();
	}

	// ---- reading options into settings

	protected static int size(Args a) throws UsageException {
		int n = a.integer("size", 7, Board.MIN_SIZE, Board.MAX_SIZE);
		if (!Board.isValidSize(n)) throw new UsageException("--size must be " + Board.SIZE_RULE + ", got " + n);
		return n;
	}

	protected static int threads(Args a) throws UsageException {
		return a.integer("threads", Runtime.getRuntime().availableProcessors(), 1, 1024);
	}

	protected static void noPositional(Args a) throws UsageException {
		if (!a.positional().isEmpty()) throw new UsageException("unexpected argument '" + a.positional().get(0) + "'");
	}

	/** Where the rules come from: --builtins, else --rules FILE, else the shipped set of each size. */
	protected static RuleSource rules(Args a) throws UsageException {
		String builtins = a.string("builtins", null);
		String file = a.string("rules", null);
		if (builtins != null && file != null) throw new UsageException("give either --rules or --builtins, not both");
		if (file != null) return RuleSources.file(Path.of(file));
		if (builtins == null) return RuleSources.shipped();
		String spec = builtins.strip();
		if (spec.isEmpty()) throw new UsageException("--builtins needs built-in rule ids separated by commas, or 'none'");
		List<String> ids = spec.equals("none") ? List.of() : Arrays.stream(spec.split(",", -1)).map(String::strip).toList();
		for (String id : ids) {
			if (id.isEmpty()) throw new UsageException("--builtins has an empty rule id in '" + builtins + "'");
			if (ids.indexOf(id) != ids.lastIndexOf(id)) throw new UsageException("--builtins names '" + id + "' twice; a rule runs once");
			if (!BuiltinRules.exists(id)) {
				throw new UsageException("--builtins: unknown rule '" + id + "' (known: " + String.join(", ", BuiltinRules.ids()) + ")");
			}
		}
		return RuleSource.builtins(ids);
	}

	/** --oracle-seconds and --oracle-memory. */
	protected static OracleBudget budget(Args a) throws UsageException {
		return budget(a, OracleBudget.DEFAULT);
	}

	/** --oracle-seconds and --oracle-memory, each {@code fallback}'s where not given. */
	protected static OracleBudget budget(Args a, OracleBudget fallback) throws UsageException {
		double seconds = a.limit("oracle-seconds", fallback.seconds());
		long megabytes = a.integer("oracle-memory", (int) fallback.megabytes(), (int) OracleBudget.MIN_MEGABYTES, 1 << 20);
		long heap = Runtime.getRuntime().maxMemory();
		if (megabytes > OracleBudget.largestFor(heap)) {
			// the counter would stop with an OutOfMemoryError, not with its own "unknown (memory)"
			throw new UsageException(String.format(java.util.Locale.ROOT, "--oracle-memory %d is more than this process's heap of %d MB holds;"
					+ " give at most %d, or a larger heap with LABYRINTH_JAVA_OPTS=-Xmx...", megabytes, heap >> 20, OracleBudget.largestFor(heap)));
		}
		return new OracleBudget(seconds, megabytes);
	}

	/** A file the run will write, checked before it starts: a location that cannot be used is a usage error. */
	protected static Path writable(Args a, String option) throws UsageException {
		String name = a.string(option, null);
		if (name == null) return null;
		Path p = Path.of(name);
		usable(() -> TextFiles.checkWritable(p, "--" + option));
		return p;
	}

	/** An output that is also an input of the same command would overwrite what it reads: a usage error. */
	protected static void notAnInput(Path output, String outputOption, Path input, String inputOption) throws UsageException {
		if (output == null || input == null || !java.nio.file.Files.exists(output) || !java.nio.file.Files.exists(input)) return;
		try {
			if (!java.nio.file.Files.isSameFile(output, input)) return;
		} catch (IOException e) {
			return; // a file that cannot be compared is refused by its own reader or writer
		}
		throw new UsageException("--" + outputOption + " " + output + " is the file " + inputOption + " reads; writing it would overwrite"
				+ " its input: give another file");
	}

	protected interface Check {
		void run() throws IOException;
	}

	/** A location given on the command line that cannot be used is a usage error (exit code 2). */
	/** --save DIR: a folder the run can write (made if missing), checked before the run; null without the option. */
	protected static Path save(Args a) throws UsageException {
		if (!a.has("save")) return null;
		Path dir = Path.of(a.string("save", null));
		usable(() -> Situations.prepare(dir, "--save"));
		return dir;
	}

	protected static void usable(Check check) throws UsageException {
		try {
			check.run();
		} catch (InputFileException e) {
			throw new UsageException(e.getMessage());
		} catch (IOException e) {
			throw new UsageException(e.getMessage());
		}
	}

	protected static int[] sizeRange(String spec) throws UsageException {
		try {
			int dots = spec.indexOf("..");
			int from = Integer.parseInt(dots < 0 ? spec.strip() : spec.substring(0, dots).strip());
			int to = dots < 0 ? from : Integer.parseInt(spec.substring(dots + 2).strip());
			if (!Board.isValidSize(from) || !Board.isValidSize(to) || from > to) {
				throw new UsageException("--size must be " + Board.SIZE_RULE + ", or a range of such sizes like 9..21, got '" + spec + "'");
			}
			int[] sizes = new int[(to - from) / 2 + 1];
			for (int i = 0; i < sizes.length; i++) sizes[i] = from + 2 * i;
			return sizes;
		} catch (NumberFormatException e) {
			throw new UsageException("--size must be a number or a range like 9..21, got '" + spec + "'");
		}
	}

	/** The --sizes range of a sweep, from..to with 1 <= from <= to <= max, or one size. */
	protected static int[] sizesOption(Args a, String fallback, String example, int max) throws UsageException {
		try {
			SizeRange r = SizeRange.parse(a.string("sizes", fallback), max, example);
			return new int[] { r.from(), r.to() };
		} catch (IllegalArgumentException e) {
			throw new UsageException("--sizes must be " + e.getMessage());
		}
	}

	/** --cluster-name, --bind, --port and --threads for a member that joins {@code members}. */
	protected static ClusterOptions clusterOptions(Args a, List<String> members) throws UsageException {
		String name = a.string("cluster-name", ClusterOptions.DEFAULT_NAME);
		if (name.isBlank()) throw new UsageException("--cluster-name is empty");
		int port = a.integer("port", 0, 1, 65535);
		String bind = a.string("bind", null);
		if (bind != null) localAddress(bind);
		return new ClusterOptions(members, name, bind, port, threads(a));
	}

	/** --bind must name an address of this machine; Hazelcast's own refusal does not name the option. */
	private static void localAddress(String bind) throws UsageException {
		if (bind.matches("[0-9.]+") && !bind.matches("((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)")) {
			throw new UsageException("--bind " + bind + " is not an IPv4 address (four numbers from 0 to 255, like 127.0.0.1)");
		}
		java.net.InetAddress address;
		try {
			address = java.net.InetAddress.getByName(bind);
		} catch (java.net.UnknownHostException e) {
			throw new UsageException("--bind " + bind + " is not an address (an IP address of this machine, like 127.0.0.1)");
		}
		try {
			if (address.isAnyLocalAddress() || java.net.NetworkInterface.getByInetAddress(address) != null) return;
		} catch (java.net.SocketException e) {
			return; // the interfaces cannot be listed: Hazelcast will say what it finds
		}
		throw new UsageException("--bind " + bind + " is not an address of this machine");
	}

	/** Where the tasks go: --cluster H:P,... joins a cluster, else this machine's --threads. Checked before the run. */
	protected RunContext.Runners runners(Args a) throws UsageException {
		String members = a.string("cluster", null);
		int threads = threads(a);
		if (members == null) {
			for (Option o : List.of(Options.CLUSTER_NAME, Options.BIND, Options.PORT)) {
				if (a.has(o.name())) throw new UsageException("--" + o.name() + " only goes with --cluster HOST:PORT[,...]");
			}
			return () -> Runners.open(threads, null, null);
		}
		ClusterOptions options;
		try {
			options = clusterOptions(a, ClusterOptions.parseMembers(members, "--cluster"));
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
		return () -> Runners.open(threads, options, note -> err.println("labyrinth: " + note));
	}

	// ---- running an operation

	/** Runs the operation with this command's cancel flag, its progress on one line of standard error. */
	protected <R extends RunResult> R run(Operation<R> operation, RunContext.Runners runners) throws IOException {
		try (RunContext context = new RunContext(runners, cancel, p -> progress(p.line() + "   "),
				w -> err.println("labyrinth: warning: " + w))) {
			return operation.run(context);
		} finally {
			endProgressLine();
		}
	}

	/** An operation that runs no tasks: the local pool is never opened. */
	protected <R extends RunResult> R run(Operation<R> operation) throws IOException {
		return run(operation, () -> Runners.open(Runtime.getRuntime().availableProcessors(), null, null));
	}

	/** Prints the result as text or JSON; a problem after the figures (a checkpoint not written) then fails the command. */
	protected void print(RunResult r, boolean json) throws IOException {
		if (json) out.println(r.json());
		else out.print(r.text());
		out.flush();
		if (r.problem() != null) throw new IOException(r.problem());
	}

	/** How often a progress line goes to a log (standard error not a terminal): one line a minute, not thousands. */
	static volatile long logProgressNanos = 60_000_000_000L;

	/**
	 * A progress line on standard error: on a terminal rewritten in place at most once a second, into a log (a file or
	 * a pipe) a whole line once a minute. The first report starts the clock, so work under a second prints nothing.
	 */
	protected synchronized void progress(String line) {
		long now = System.nanoTime();
		if (progressClock == 0) progressClock = now;
		if (now - progressClock < (terminal ? 1_000_000_000L : Math.max(1, logProgressNanos))) return;
		progressClock = now;
		if (!terminal) {
			err.println(line.stripTrailing()); // the padding only blanks the rest of a terminal line
			err.flush();
			return;
		}
		progressShown = true;
		err.print("\r" + line);
		err.flush();
	}

	protected synchronized void endProgressLine() {
		if (progressShown) err.println();
		progressShown = false;
		progressClock = 0;
	}

	/** Whether standard error is a terminal; only the process's own standard error can be one. */
	private static boolean isTerminal(PrintStream err) {
		return err == System.err && StandardError.IS_TERMINAL;
	}

	/** Asked once per process, not once per command: Main makes every command at start-up. */
	private static final class StandardError {
		static final boolean IS_TERMINAL = ask();

		private static boolean ask() {
			try {
				String fd = java.nio.file.Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
				return fd.startsWith("/dev/pts/") || fd.startsWith("/dev/tty");
			} catch (IOException | UnsupportedOperationException | SecurityException e) {
				return System.console() != null; // no /proc: the console exists only with a terminal on both ends
			}
		}
	}

	/** The progress line of a run: what {@link RunProgress#line()} says. */
	protected void progress(RunProgress p) {
		progress(p.line());
	}

	/** Exit code 1 after the command has printed why: the board was not cleared, a check failed, a tour is broken. */
	static final class Failure extends RuntimeException {
		private static final long serialVersionUID = 1L;
	}

	static List<String> names(List<Option> options) {
		List<String> out = new ArrayList<>();
		for (Option o : options) out.add(o.name());
		return out;
	}
}
