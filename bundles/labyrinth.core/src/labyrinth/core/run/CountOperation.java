package labyrinth.core.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/** The exact number of completions (Hamiltonian paths to the far corner) of the empty grid or of a saved line. */
public final class CountOperation implements Operation<CountOperation.Result> {
	/** @param file a path file whose line is counted on, or null for the empty grid of {@code size} */
	public record Settings(int size, Path file, OracleBudget budget) {
		public Settings {
			if (file == null) Board.checkSize(size);
		}
	}

	public record Result(int size, int fields, CompletionCounter.Count count, double seconds) implements RunResult {
		@Override
		public boolean cancelled() {
			return !count.known();
		}

		@Override
		public String text() {
			return String.format(Locale.ROOT, "%dx%d from %s: %s completions (%.3f s)%n", size, size,
					fields == 1 ? "the empty grid" : fields + " fields", count, seconds);
		}

		@Override
		public Json json() {
			return new Json().put("command", "count").put("size", size).put("fields", fields).put("completions", count.toString())
					.put("seconds", seconds);
		}
	}

	private final Settings settings;

	public CountOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		return settings.file() != null ? "Completions of " + settings.file()
				: "Completions of the empty " + settings.size() + "x" + settings.size() + " grid";
	}

	@Override
	public Result run(RunContext context) throws IOException {
		Board b = settings.file() != null ? PathFiles.read(settings.file()).toBoard() : new Board(settings.size());
		if (b.size() > CompletionCounter.MAX_SIZE) {
			throw new IllegalArgumentException("count handles sizes up to " + CompletionCounter.MAX_SIZE + ", not " + b.size());
		}
		CompletionCounter counter = settings.budget().counter(context.cancel()).progress((cell, cells, states) -> context.report(
				RunProgress.of(cell, cells, "cells", new RunProgress.Count("frontier states", states)).labelled("counting completions")));
		long t0 = System.nanoTime();
		CompletionCounter.Count c = counter.count(b);
		return new Result(b.size(), b.length(), c, (System.nanoTime() - t0) / 1e9);
	}
}
