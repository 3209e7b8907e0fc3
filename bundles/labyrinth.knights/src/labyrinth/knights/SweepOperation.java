package labyrinth.knights;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import labyrinth.kernel.io.Json;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/** One tour per board size from..to with one tiebreak: which sizes fail, and where the knight got stuck. */
public final class SweepOperation implements Operation<SweepOperation.Result> {
	/** @param tiebreakName the tiebreak as the user named it ("table:squirrel-cull") */
	public record Settings(int from, int to, TiebreakSpec tiebreak, String tiebreakName) {
		public Settings {
			if (from < 1 || to > KnightTour.MAX_SIZE || from > to) {
				throw new IllegalArgumentException("sizes must run from 1 to " + KnightTour.MAX_SIZE + ", got " + from + ".." + to);
			}
		}
	}

	public record Result(Settings settings, List<Sweeps.Failure> failures, int sizesDone, double seconds, boolean cancelled)
			implements RunResult {
		@Override
		public String text() {
			StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "sizes %d..%d, tiebreak %s: %d of %d fail (%.1f s%s)%n",
					settings.from(), settings.to(), settings.tiebreakName(), failures.size(), settings.to() - settings.from() + 1, seconds,
					cancelled ? ", stopped early" : ""));
			for (Sweeps.Failure f : failures) {
				sb.append(String.format(Locale.ROOT, "  m = %d: stuck after %,d of %,d squares at (%d,%d)%n", f.m(), f.visited(),
						f.m() * f.m(), f.row(), f.col()));
			}
			return sb.toString();
		}

		public String csv() {
			StringBuilder sb = new StringBuilder("m,visited,row,col\n");
			for (Sweeps.Failure f : failures) sb.append(String.format(Locale.ROOT, "%d,%d,%d,%d%n", f.m(), f.visited(), f.row(), f.col()));
			return sb.toString();
		}

		@Override
		public Json json() {
			List<Json> list = new ArrayList<>();
			for (Sweeps.Failure f : failures) list.add(new Json().put("m", f.m()).put("visited", f.visited()).put("row", f.row()).put("col", f.col()));
			return new Json().put("command", "knights sweep").put("from", settings.from()).put("to", settings.to())
					.put("tiebreak", settings.tiebreakName()).put("failed", list).put("sizesDone", sizesDone).put("seconds", seconds)
					.put("cancelled", cancelled);
		}
	}

	private final Settings settings;

	public SweepOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		return "Knight's tour sweep " + settings.from() + ".." + settings.to() + ", tiebreak " + settings.tiebreakName();
	}

	@Override
	public Result run(RunContext context) throws IOException {
		int sizes = settings.to() - settings.from() + 1;
		int[] done = { 0 };
		long t0 = System.nanoTime();
		List<Sweeps.Failure> failed;
		try {
			failed = Sweeps.sweep(settings.from(), settings.to(), settings.tiebreak(), context.runner(), context.cancel(), n -> {
				done[0] = n;
				context.report(RunProgress.of(n, sizes, "sizes"));
			});
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			failed = List.of();
			context.cancel().set(true);
		} catch (IllegalStateException e) { // a task failed: the tiebreak cannot serve some size
			throw new IOException("tiebreak " + settings.tiebreakName() + ": " + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage()), e);
		}
		context.report(RunProgress.of(done[0], sizes, "sizes"), true);
		return new Result(settings, List.copyOf(failed), done[0], (System.nanoTime() - t0) / 1e9, done[0] < sizes);
	}
}
