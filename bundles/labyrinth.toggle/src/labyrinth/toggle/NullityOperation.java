package labyrinth.toggle;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import labyrinth.kernel.io.Json;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/** The nullity of the n x n press matrix (and so the dimension of the solvable states) for every n from..to. */
public final class NullityOperation implements Operation<NullityOperation.Result> {
	public static final int MAX_SIZE = 2000;

	public record Settings(PressShape shape, int from, int to) {
		public Settings {
			if (from < 1 || to > MAX_SIZE || from > to) throw new IllegalArgumentException("sizes must run from 1 to " + MAX_SIZE + ", got " + from + ".." + to);
		}
	}

	/** {@code nullity[i]} for n = from + i; -1 where a stop left the size undone. */
	public record Result(Settings settings, int[] nullity, boolean cancelled) implements RunResult {
		@Override
		public String text() {
			StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%5s  %8s  %18s   (%s presses)%n", "n", "nullity",
					"solvable dimension", settings.shape().label()));
			for (int i = 0; i < nullity.length; i++) {
				if (nullity[i] < 0) continue;
				int n = settings.from() + i;
				sb.append(String.format(Locale.ROOT, "%5d  %8d  %18d%n", n, nullity[i], (long) n * n - nullity[i]));
			}
			return sb.toString();
		}

		public String csv() {
			StringBuilder sb = new StringBuilder("n,shape,nullity,solvable_dimension\n");
			for (int i = 0; i < nullity.length; i++) {
				if (nullity[i] < 0) continue;
				int n = settings.from() + i;
				sb.append(String.format(Locale.ROOT, "%d,%s,%d,%d%n", n, settings.shape().label(), nullity[i], (long) n * n - nullity[i]));
			}
			return sb.toString();
		}

		@Override
		public Json json() {
			List<Json> rows = new ArrayList<>();
			for (int i = 0; i < nullity.length; i++) {
				if (nullity[i] < 0) continue;
				int n = settings.from() + i;
				rows.add(new Json().put("n", n).put("nullity", nullity[i]).put("solvableDimension", (long) n * n - nullity[i]));
			}
			return new Json().put("command", "toggle nullity").put("shape", settings.shape().label()).put("sizes", rows)
					.put("cancelled", cancelled);
		}
	}

	private final Settings settings;

	public NullityOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		return "Toggle nullities " + settings.from() + ".." + settings.to() + " (" + settings.shape().label() + " presses)";
	}

	@Override
	public Result run(RunContext context) throws IOException {
		int sizes = settings.to() - settings.from() + 1;
		int[] nullity;
		try {
			nullity = ToggleBatches.nullities(settings.shape(), settings.from(), settings.to(), context.runner(), context.cancel(),
					n -> context.report(RunProgress.of(n, sizes, "sizes")));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			nullity = new int[sizes];
			java.util.Arrays.fill(nullity, -1);
		}
		boolean complete = java.util.Arrays.stream(nullity).allMatch(v -> v >= 0);
		return new Result(settings, nullity, !complete);
	}
}
