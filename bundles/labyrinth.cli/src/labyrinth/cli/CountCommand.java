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
		return List.of(SIZE, SECONDS, MEMORY, Options.JSON);
	}

	@Override
	void run(Args a) throws Exception {
		print(run(new CountOperation(settings(a))), a.flag("json"));
	}

	/** The empty grid is counted to the end unless a limit is given; a FILE's line within the oracle's usual budget. */
	static CountOperation.Settings settings(Args a) throws UsageException {
		if (a.positional().size() > 1) throw new UsageException("count takes at most one FILE");
		Path file = a.positional().isEmpty() ? null : Path.of(a.positional().get(0));
		if (file != null && a.has("size")) throw new UsageException("count FILE counts the file's position, whose size the file gives: leave out --size");
		if (file != null) return new CountOperation.Settings(0, 0, file, budget(a));
		int[] grid = grid(a.string("size", "7"));
		return new CountOperation.Settings(grid[0], grid[1], null, budget(a, OracleBudget.wholeGrid()));
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
