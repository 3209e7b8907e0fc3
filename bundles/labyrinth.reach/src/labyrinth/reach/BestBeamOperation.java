package labyrinth.reach;

import java.io.IOException;
import java.util.Locale;

import labyrinth.kernel.io.Json;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/** Of every entry from a board's edge, the beam that touches the most squares (ties: the first in edge order). */
public final class BestBeamOperation implements Operation<BestBeamOperation.Result> {
	/** @param name the board's file, for messages */
	public record Settings(ReachBoard board, String name) {
	}

	/** {@code beam} is null when a stop came before any entry was tried. */
	public record Result(Settings settings, BeamSearch.Beam beam, int entries, double milliseconds, boolean cancelled) implements RunResult {
		@Override
		public String problem() {
			return beam == null ? "stopped before any edge entry was tried" : null;
		}

		@Override
		public String text() {
			ReachBoard board = settings.board();
			StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%s: %d x %d%n", settings.name(), board.rows(), board.cols()));
			if (beam != null) {
				sb.append(String.format(Locale.ROOT, "best of %d edge entries: the beam entering (%d,%d) travelling %s touches %,d squares%s%n",
						entries, beam.row() + 1, beam.col() + 1, beam.travel().label(), beam.squares(), cancelled ? " (STOPPED: of the entries tried)" : ""));
			}
			sb.append(String.format(Locale.ROOT, "(%.1f ms)%n", milliseconds));
			return sb.toString();
		}

		@Override
		public Json json() {
			ReachBoard board = settings.board();
			return new Json().put("command", "reach").put("question", "beam").put("board", settings.name()).put("rows", board.rows())
					.put("cols", board.cols()).put("best", true).put("entryRow", beam == null ? null : beam.row() + 1)
					.put("entryCol", beam == null ? null : beam.col() + 1).put("direction", beam == null ? null : beam.travel().label())
					.put("squares", beam == null ? null : beam.squares()).put("entriesTried", entries).put("milliseconds", milliseconds)
					.put("cancelled", cancelled);
		}
	}

	private final Settings settings;

	public BestBeamOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		return "Best beam on " + settings.name();
	}

	@Override
	public Result run(RunContext context) throws IOException {
		int tasks = BeamSearch.tasks(settings.board());
		long t0 = System.nanoTime();
		BeamSearch.Beam beam;
		try {
			beam = BeamSearch.best(settings.board(), context.runner(), context.cancel(),
					n -> context.report(RunProgress.of(n, tasks, "parts of the edge")));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			beam = null;
			context.cancel().set(true);
		}
		int entries = new BeamSearch(settings.board()).edgeEntries();
		return new Result(settings, beam, entries, (System.nanoTime() - t0) / 1e6, context.cancelled());
	}
}
