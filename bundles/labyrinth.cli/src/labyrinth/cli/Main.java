package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFormatException;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.rules.RuleFileException;

/** The {@code labyrinth} command: reads the command name, runs its class, turns every error into one message and an exit code. */
public final class Main {
	static final String USAGE = """
			usage: labyrinth COMMAND [OPTIONS]

			commands:
			  enumerate   every allowed branch, left first: completed walkthroughs, dead ends, rule firings
			  random      random walks: completed, dead ends, walks completed before an error; saves failures
			  discover    stop at the first step where the rules disagree with the exact oracle
			  check FILE  replay a path file (.txt of the original or .lpath) and show the live end's fields
			  count       count completions (Hamiltonian paths to (n,n)) of the empty grid or of a FILE
			  knights     knight's tours: Warnsdorff's rule with tiebreaks, sweeps and statistics (knights --help)
			  toggle      toggle squares: solve a board, nullity table, verify Fish's theorems (toggle --help)
			  reach       step reachability on a board file: within/exactly N steps, beams (reach --help)
			  worker      a cluster member that runs the tasks of long runs until stopped (--join HOST:PORT[,...])
			  bench       print engine speed figures

			options:
			  --size N           grid size, %1$s (random also takes a range like 9..21)   [7]
			  --rules FILE       rule file (.lrules) to run   [the shipped NxN.lrules for the size, else universal.lrules]
			  --builtins LIST    run only these built-in rules, in order, comma separated, or 'none',
			                     on the whole board (a rule file can set a window)
			                     known: %2$s
			  --seed S           seed for random choices (same seed, same walks)   [1]
			  --walks N          random/discover: walks per size   [10000 / 1000]
			  --threads N        worker threads   [available processors]
			  --checkpoint FILE  enumerate/random: save progress there and resume from it after a kill or a stop
			  --seconds T        enumerate: stop after T seconds with partial counts (resume with --checkpoint)
			  --task-seconds T   enumerate: a task explores about T seconds, then hands back the rest   [1]
			  --no-transpositions enumerate: search a position again when another line reaches it, instead of
			                     adding what was counted below it before (same figures, slower: for timing)
			  --cluster H:P,...  enumerate/random: run the tasks on a Hazelcast cluster that this process joins
			                     (start members with 'worker --join'); trusted networks only: no authentication
			  --join H:P,...     worker: members to join (another worker or a coordinator)
			  --cluster-name N   cluster and worker: only members of that name join   [labyrinth]
			  --bind ADDR        cluster and worker: the local address to listen on   [Hazelcast's choice]
			  --port P           cluster and worker: this member's port   [5701 or the next free one]
			  --save DIR         random/discover: write failing situations into that folder (.txt and .lpath)
			  --costs            random: run the walks again once per rule, without it: its share of the time
			                     per position and what the walker loses without it
			  --exhaustive       discover: search left first instead of randomly
			  --minimize         discover: also cut the proposed rule down to the cells that matter (up to 7x7)
			  --auto             discover: rounds of finding a situation, cutting it down to the fields near
			                     the live end, checking it (exhaustive 7x7, oracle on random 9x9..13x13 walks)
			                     and adding it to the --rules FILE, which must say 'sizes N'
			  --rounds N         discover --auto: rounds   [10]
			  --oracle-seconds T check/count: stop counting completions after T seconds (0: no limit)   [30]
			  --oracle-memory MB check/count: stop counting when its tables would outgrow MB megabytes   [2048]
			  --json             machine-readable output
			  --help             this text
			""";

	/** The commands with a usage text of their own ('labyrinth reach --help'). */
	private static final java.util.Map<String, String> COMMAND_USAGE = java.util.Map.of("reach", ReachCommand.USAGE, "toggle",
			ToggleCommand.USAGE, "knights", KnightsCommand.USAGE);

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
		String ownUsage = args.isEmpty() ? null : COMMAND_USAGE.get(args.get(0));
		if (ownUsage != null && (args.contains("--help") || args.contains("-h"))) {
			out.print(ownUsage);
			return 0;
		}
		if (args.isEmpty() || args.contains("--help") || args.contains("-h") || args.get(0).equals("help")) {
			out.print(usage());
			return args.isEmpty() ? 2 : 0;
		}
		String command = args.remove(0);
		try {
			if (command.equals("bench")) {
				Bench.run(out);
				return 0;
			}
			command(command).run(args);
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
		} catch (Command.Failure e) {
			return 1;
		} catch (IllegalArgumentException e) {
			err.println("labyrinth: " + e.getMessage());
			return 2;
		}
	}

	private Command command(String name) throws UsageException {
		return switch (name) {
		case "enumerate" -> new EnumerateCommand(out, err, cancel);
		case "random" -> new RandomCommand(out, err, cancel);
		case "discover" -> new DiscoverCommand(out, err, cancel);
		case "check" -> new CheckCommand(out, err, cancel);
		case "count" -> new CountCommand(out, err, cancel);
		case "reach" -> new ReachCommand(out, err, cancel);
		case "toggle" -> new ToggleCommand(out, err, cancel);
		case "knights" -> new KnightsCommand(out, err, cancel);
		case "worker" -> new WorkerCommand(out, err, cancel);
		default -> throw new UsageException("unknown command '" + name + "'");
		};
	}

	static String usage() {
		return String.format(Locale.ROOT, USAGE, Board.SIZE_RULE, String.join(", ", BuiltinRules.ids()));
	}

}
