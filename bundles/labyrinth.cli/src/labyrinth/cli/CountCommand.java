package labyrinth.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.run.CountOperation;
import labyrinth.core.run.OracleBudget;

/** {@code labyrinth count}: the exact number of completions of the empty grid or of a saved line. */
final class CountCommand extends Command {
	static final Option SIZE = Option.valued("size", "N|MxN", "7", "the empty grid: N x N, or M rows and N columns, odd or even (paths"
			+ " from corner (1,1) to the opposite one); sides from 1, the shorter up to " + CompletionCounter.MAX_SIZE + ", at most "
			+ CompletionCounter.MAX_FIELDS + " fields");
	static final Option SECONDS = Options.ORACLE_SECONDS.described(
			"none for the empty grid; " + Options.fmt(OracleBudget.DEFAULT_SECONDS) + " for a FILE", Options.ORACLE_SECONDS.help());
	static final Option MEMORY = Options.ORACLE_MEMORY.described(Math.round(OracleBudget.HEAP_SHARE * 100) + "% of the heap for the empty grid; "
			+ Options.ORACLE_MEMORY.fallback() + " for a FILE", Options.ORACLE_MEMORY.help());

	CountCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	String name() {
		return "count";
	}

	@Override
	String summary() {
		return "count the completions (Hamiltonian paths to the far corner) of the empty grid, square or rectangle, to the end, or of"
				+ " the line in a path FILE";
	}

	@Override
	String arguments() {
		return "[FILE]";
	}

	@Override
	List<Option> options() {
		return List.of(SIZE, SECONDS, MEMORY, Options.JSON, CLUSTER, Options.CLUSTER_NAME, Options.BIND, Options.PORT);
	}

	static final Option CLUSTER = Options.CLUSTER.described(null, "count the empty grid's passes on a Hazelcast cluster that this process"
			+ " joins, one modulus a task, so that a member holds one pass's layers (start members with 'labyrinth worker --join"
			+ " ... --threads 1', a pass using every core, and a heap for a pass in LABYRINTH_JAVA_OPTS); trusted networks only");

	@Override
	void run(Args a) throws Exception {
		CountOperation.Settings settings = settings(a);
		var runners = runners(a); // also refuses --port and the like without --cluster
		print(settings.passTasks() ? run(new CountOperation(settings), runners) : run(new CountOperation(settings)), a.flag("json"));
	}

	/** The empty grid is counted to the end unless a limit is given; a FILE's line within the oracle's usual budget. */
	static CountOperation.Settings settings(Args a) throws UsageException {
		if (a.positional().size() > 1) throw new UsageException("count takes at most one FILE");
		Path file = a.positional().isEmpty() ? null : Path.of(a.positional().get(0));
		if (file != null && a.has("size")) throw new UsageException("count FILE counts the file's position, whose size the file gives: leave out --size");
		if (file != null && a.has("cluster")) throw new UsageException("--cluster counts the empty grid's passes; count FILE runs in this process");
		if (file != null) return new CountOperation.Settings(0, 0, file, budget(a));
		int[] grid = grid(a.string("size", "7"));
		boolean tasks = a.has("cluster");
		if (tasks && (a.has("oracle-seconds") || a.has("oracle-memory"))) {
			throw new UsageException("--oracle-seconds and --oracle-memory do not go with --cluster: a pass runs to its end, within its member's heap");
		}
		if (tasks && !CompletionCounter.countsInPasses(grid[0], grid[1])) {
			throw new UsageException("--cluster: the passes of the dense counter count grids with the shorter side from "
					+ CompletionCounter.DENSE_WIDTH + " to " + CompletionCounter.DENSE_MAX_WIDTH + " and an odd side; "
					+ grid[0] + "x" + grid[1] + " is counted in this process");
		}
		return new CountOperation.Settings(grid[0], grid[1], null, budget(a, OracleBudget.wholeGrid()), tasks);
	}

	private static final Pattern GRID = Pattern.compile("(\\d{1,9})(?:\\s*[xX]\\s*(\\d{1,9}))?");

	/** --size N or MxN: the empty grid's rows and columns. */
	static int[] grid(String spec) throws UsageException {
		Matcher m = GRID.matcher(spec.strip());
		boolean ok = m.matches();
		int rows = ok ? Integer.parseInt(m.group(1)) : 0;
		int columns = ok && m.group(2) != null ? Integer.parseInt(m.group(2)) : rows;
		try {
			CompletionCounter.checkGrid(rows, columns);
		} catch (IllegalArgumentException e) {
			throw new UsageException("--size: expected N or MxN (M rows, N columns) with sides from 1, the shorter up to " + CompletionCounter.MAX_SIZE
					+ " and at most " + CompletionCounter.MAX_FIELDS + " fields, like 7 or 7x9; got \"" + spec + "\"");
		}
		return new int[] { rows, columns };
	}
}
