package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.io.PathFormatException;
import labyrinth.rules.RuleFileException;
import labyrinth.tour.TourFileException;

/** The {@code labyrinth} command: finds the command, runs it, turns every error into one message and an exit code. */
public final class Main {
	private final PrintStream out;
	private final PrintStream err;
	private final AtomicBoolean cancel = new AtomicBoolean();
	/** Every command by its name ("enumerate", "knights sweep"), in the order the help lists them. */
	private final Map<String, Command> commands = new LinkedHashMap<>();
	/** The groups of subcommands ("knights") with what they are for. */
	private final Map<String, String> groups = new LinkedHashMap<>();

	Main(PrintStream out, PrintStream err) {
		this.out = out;
		this.err = err;
		for (Command c : List.of(new EnumerateCommand(out, err, cancel), new RandomCommand(out, err, cancel),
				new DiscoverCommand(out, err, cancel), new CheckCommand(out, err, cancel), new CountCommand(out, err, cancel),
				new RegressCommand(out, err, cancel), new CompareCommand(out, err, cancel), new SampleCommand(out, err, cancel))) {
			commands.put(c.name(), c);
		}
		group(KnightsCommands.GROUP, KnightsCommands.SUMMARY, KnightsCommands.all(out, err, cancel));
		group(ToggleCommands.GROUP, ToggleCommands.SUMMARY, ToggleCommands.all(out, err, cancel));
		group(ReachCommands.GROUP, ReachCommands.SUMMARY, ReachCommands.all(out, err, cancel));
		for (Command c : List.of(new WorkerCommand(out, err, cancel), new BenchCommand(out, err, cancel))) commands.put(c.name(), c);
	}

	private void group(String name, String summary, List<Command> members) {
		groups.put(name, summary);
		for (Command c : members) commands.put(c.name(), c);
	}

	/** How long a stopped run may take to print its partial figures after Ctrl-C or a kill. */
	static final int STOP_GRACE_SECONDS = 10;

	/** Runs one command line in this process, printing to {@code out} and {@code err}; returns the exit code. */
	public static int run(PrintStream out, PrintStream err, String... args) {
		return new Main(out, err).run(args);
	}

	public static void main(String[] args) {
		Main m = new Main(System.out, System.err);
		java.util.concurrent.CountDownLatch ended = new java.util.concurrent.CountDownLatch(1);
		// Ctrl-C or a kill: the run stops at its next check, saves its checkpoint and prints its partial figures, as
		// --seconds does; the JVM waits up to STOP_GRACE_SECONDS for that before it ends
		Runtime.getRuntime().addShutdownHook(new Thread(() -> {
			m.cancel.set(true);
			try {
				ended.await(STOP_GRACE_SECONDS, java.util.concurrent.TimeUnit.SECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}));
		int code;
		try {
			code = m.run(args);
		} finally {
			ended.countDown();
		}
		// System.exit first asks System.Logger whether to log the exit, and finding its backend opens every jar on the
		// class path (35 ms of a 0.2 s count). Ending main ends the JVM with the same shutdown hooks, when no other
		// thread holds it open.
		if (code != 0 || otherUserThreads()) System.exit(code);
	}

	private static boolean otherUserThreads() {
		Thread[] threads = new Thread[Thread.activeCount() + 16];
		int n = Thread.enumerate(threads);
		for (int i = 0; i < n; i++) {
			if (threads[i] != Thread.currentThread() && threads[i].isAlive() && !threads[i].isDaemon()) return true;
		}
		return n == threads.length;
	}

	/** The commands, as the help book documents them. */
	List<Command> commands() {
		return List.copyOf(commands.values());
	}

	/** Runs a command; returns the exit code (0 ok, 1 failed, 2 bad command line). */
	int run(String... argv) {
		List<String> args = new ArrayList<>(Arrays.asList(argv));
		boolean help = args.remove("--help") | args.remove("-h");
		if (args.isEmpty() || args.get(0).equals("help")) {
			out.print(usage());
			return args.isEmpty() && !help ? 2 : 0;
		}
		Command command = null;
		String first = args.remove(0);
		if (groups.containsKey(first)) {
			if (args.isEmpty() || args.get(0).startsWith("--")) {
				if (help) {
					out.print(groupUsage(first));
					return 0;
				}
				err.println("labyrinth: " + first + " needs one of: " + String.join(", ", subcommands(first)));
				err.println("run 'labyrinth " + first + " --help' for them");
				return 2;
			}
			String sub = args.remove(0);
			command = commands.get(first + " " + sub);
			if (command == null) {
				err.println("labyrinth: unknown " + first + " command '" + sub + "' (" + String.join(", ", subcommands(first)) + ")");
				return 2;
			}
		} else {
			command = commands.get(first);
			if (command == null) {
				err.println("labyrinth: unknown command '" + first + "'");
				err.println("run 'labyrinth --help' for the commands");
				return 2;
			}
		}
		if (help) {
			out.print(command.help());
			return 0;
		}
		try {
			command.run(new Args(args, command.options()));
			return 0;
		} catch (UsageException e) {
			err.println("labyrinth: " + e.getMessage());
			err.println("run 'labyrinth " + command.name() + " --help' for its options");
			return 2;
		} catch (RuleFileException e) {
			err.println("labyrinth: the rule file has problems:");
			for (String p : e.problems()) err.println("  " + p);
			return 1;
		} catch (TourFileException e) {
			err.println("labyrinth: the tiebreak table has problems:");
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
		} catch (Command.Failure e) {
			return 1;
		} catch (IllegalArgumentException e) {
			err.println("labyrinth: " + e.getMessage());
			return 2;
		} catch (Exception e) {
			// a bug: one line that says so, never a stack trace
			err.println("labyrinth: internal error in '" + command.name() + "': " + e);
			return 1;
		}
	}

	private List<String> subcommands(String group) {
		List<String> out = new ArrayList<>();
		for (String name : commands.keySet()) if (name.startsWith(group + " ")) out.add(name.substring(group.length() + 1));
		return out;
	}

	/** {@code labyrinth --help}: the commands with what each does. */
	String usage() {
		StringBuilder sb = new StringBuilder("usage: labyrinth COMMAND [OPTIONS]\n\ncommands:\n");
		List<String[]> rows = new ArrayList<>();
		for (Command c : commands.values()) {
			String group = c.name().contains(" ") ? c.name().substring(0, c.name().indexOf(' ')) : null;
			if (group == null) rows.add(new String[] { c.name() + (c.arguments().isEmpty() ? "" : " " + c.arguments()), c.summary() });
			else if (rows.stream().noneMatch(r -> r[0].equals(group + " ..."))) rows.add(new String[] { group + " ...", groups.get(group) });
		}
		int width = rows.stream().mapToInt(r -> r[0].length()).max().orElse(0);
		for (String[] r : rows) sb.append(String.format(Locale.ROOT, "  %-" + width + "s  %s%n", r[0], r[1]));
		sb.append("\nrun 'labyrinth COMMAND --help' for a command's options (for example 'labyrinth enumerate --help',"
				+ " 'labyrinth knights sweep --help')\n");
		return sb.toString();
	}

	/** {@code labyrinth knights --help}: the group's commands. */
	String groupUsage(String group) {
		StringBuilder sb = new StringBuilder("usage: labyrinth " + group + " COMMAND [OPTIONS]\n" + groups.get(group) + "\n\ncommands:\n");
		int width = 0;
		for (String s : subcommands(group)) width = Math.max(width, s.length() + commands.get(group + " " + s).arguments().length() + 1);
		for (String s : subcommands(group)) {
			Command c = commands.get(group + " " + s);
			sb.append(String.format(Locale.ROOT, "  %-" + width + "s  %s%n", (s + " " + c.arguments()).strip(), c.summary()));
		}
		sb.append("\nrun 'labyrinth " + group + " COMMAND --help' for a command's options\n");
		return sb.toString();
	}
}
