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

/**
 * The exact number of completions (Hamiltonian paths to the far corner) of the empty grid, square or rectangle, or of a
 * saved line.
 */
public final class CountOperation implements Operation<CountOperation.Result> {
	/**
	 * @param rows    the empty grid's rows, or 0 with a file
	 * @param columns the empty grid's columns, or 0 with a file
	 * @param file    a path file whose line is counted on, or null for the empty grid of {@code rows} x {@code columns}
	 */
	public record Settings(int rows, int columns, Path file, OracleBudget budget, boolean passTasks) {
		/**
		 * @param passTasks the empty grid's passes go to the context's runner as tasks, one modulus each (on a cluster a
		 *                  member then holds one pass's layers); else this process runs them, as many moduli a pass as
		 *                  its memory holds
		 */
		public Settings {
			if (file == null) CompletionCounter.checkGrid(rows, columns);
			if (passTasks && file != null) throw new IllegalArgumentException("a saved line is counted in this process, not in tasks");
		}

		public Settings(int rows, int columns, Path file, OracleBudget budget) {
			this(rows, columns, file, budget, false);
		}

		/** The empty grid counted to the end: no time limit, the tables the heap holds. */
		public static Settings emptyGrid(int rows, int columns) {
			return new Settings(rows, columns, null, OracleBudget.wholeGrid());
		}

		/** The line of a path file counted within the oracle's usual budget. */
		public static Settings file(Path file) {
			return new Settings(0, 0, file, OracleBudget.DEFAULT);
		}
	}

	public record Result(int rows, int columns, int fields, CompletionCounter.Count count, double seconds) implements RunResult {
		@Override
		public boolean cancelled() {
			return !count.known();
		}

		@Override
		public String text() {
			return String.format(Locale.ROOT, "%dx%d from %s: %s completions (%.3f s)%n", rows, columns,
					fields == 1 ? "the empty grid" : fields + " fields", count, seconds);
		}

		@Override
		public Json json() {
			Json j = new Json().put("command", "count");
			if (rows == columns) j.put("size", rows);
			return j.put("rows", rows).put("columns", columns).put("fields", fields).put("completions", count.toString()).put("seconds", seconds);
		}
	}

	private final Settings settings;

	public CountOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		return settings.file() != null ? "Completions of " + settings.file()
				: "Completions of the empty " + settings.rows() + "x" + settings.columns() + " grid";
	}

	@Override
	public Result run(RunContext context) throws IOException {
		Board b = settings.file() == null ? null : PathFiles.read(settings.file()).toBoard();
		if (b != null && b.size() > CompletionCounter.MAX_SIZE) {
			throw new IllegalArgumentException("count handles sizes up to " + CompletionCounter.MAX_SIZE + ", not " + b.size());
		}
		CompletionCounter counter = settings.budget().counter(context.cancel()).progress((cell, cells, states) -> context.report(progress(cell, cells, states)));
		long t0 = System.nanoTime();
		CompletionCounter.Count c;
		if (settings.passTasks()) {
			try {
				c = counter.countDenseTasks(settings.rows(), settings.columns(), context.runner(), (done, passes) -> context.report(
						RunProgress.of(done, passes, "passes").labelled("counting completions, one modulus a task")));
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new java.io.InterruptedIOException("interrupted while the passes ran");
			} catch (labyrinth.core.oracle.DensePassTask.PassTooLarge e) {
				throw new IOException(e.getMessage(), e);
			}
		} else {
			c = b == null ? counter.count(settings.rows(), settings.columns()) : counter.count(b);
		}
		double seconds = (System.nanoTime() - t0) / 1e9;
		return b == null ? new Result(settings.rows(), settings.columns(), 1, c, seconds) : new Result(b.size(), b.size(), b.length(), c, seconds);
	}

	/** Cell k of all, the frontier states there, and the heap in use beside the most it may grow to. */
	static RunProgress progress(int cell, int cells, int states) {
		Runtime rt = Runtime.getRuntime();
		long used = (rt.totalMemory() - rt.freeMemory()) >> 20;
		return RunProgress.of(cell, cells, "cells", new RunProgress.Count("frontier states", states), new RunProgress.Count("MB in use", used),
				new RunProgress.Count("MB heap", rt.maxMemory() >> 20)).labelled("counting completions");
	}
}
