package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.io.Json;
import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.io.PathFormatException;
import labyrinth.core.oracle.CompletionCounter;

/** {@code labyrinth count}: completions of the empty grid or of a path file. */
final class CountCommand extends Command {
	CountCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	void run(List<String> argv) throws UsageException, IOException, PathFormatException {
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
}
