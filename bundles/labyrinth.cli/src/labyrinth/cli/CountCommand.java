package labyrinth.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.run.CountOperation;

/** {@code labyrinth count}: the exact number of completions of the empty grid or of a saved line. */
final class CountCommand extends Command {
	CountCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	String name() {
		return "count";
	}

	@Override
	String summary() {
		return "count the completions (Hamiltonian paths to (n,n)) of the empty grid, or of the line in a path FILE";
	}

	@Override
	String arguments() {
		return "[FILE]";
	}

	@Override
	List<Option> options() {
		return List.of(Options.SIZE.described("7", "grid size, an odd number from " + labyrinth.core.grid.Board.MIN_SIZE
				+ " to " + CompletionCounter.MAX_SIZE), Options.ORACLE_SECONDS, Options.ORACLE_MEMORY, Options.JSON);
	}

	@Override
	void run(Args a) throws Exception {
		if (a.positional().size() > 1) throw new UsageException("count takes at most one FILE");
		Path file = a.positional().isEmpty() ? null : Path.of(a.positional().get(0));
		if (file != null && a.has("size")) throw new UsageException("count FILE counts the file's position, whose size the file gives: leave out --size");
		int n = file == null ? size(a) : 0;
		if (file == null && n > CompletionCounter.MAX_SIZE) throw new UsageException("count handles sizes up to " + CompletionCounter.MAX_SIZE);
		print(run(new CountOperation(new CountOperation.Settings(n, file, budget(a)))), a.flag("json"));
	}
}
