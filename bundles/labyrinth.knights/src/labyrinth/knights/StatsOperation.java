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

/** Success rates of a seeded tiebreak (random, Pohl's, Roth's, each then random) for every board size from..to. */
public final class StatsOperation implements Operation<StatsOperation.Result> {
	public static final int DEFAULT_TRIALS = 100;

	public record Settings(int from, int to, int trials, long seed, TiebreakSpec.Seeded tiebreak) {
		public Settings {
			if (from < 1 || to > KnightTour.MAX_SIZE || from > to) {
				throw new IllegalArgumentException("sizes must run from 1 to " + KnightTour.MAX_SIZE + ", got " + from + ".." + to);
			}
			if (trials < 1) throw new IllegalArgumentException("trials must be at least 1, got " + trials);
		}

		public String tiebreakName() {
			return tiebreak.name().toLowerCase(Locale.ROOT);
		}
	}

	public record Result(Settings settings, List<Sweeps.Rate> rates, double seconds, boolean cancelled) implements RunResult {
		@Override
		public String text() {
			StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%5s  %7s  %9s  %6s   (tiebreak %s, seed %d, %.1f s)%n", "m",
					"trials", "successes", "rate", settings.tiebreakName(), settings.seed(), seconds));
			for (Sweeps.Rate r : rates) {
				sb.append(String.format(Locale.ROOT, "%5d  %7d  %9d  %5.1f%%%n", r.m(), r.trials(), r.successes(), 100 * r.rate()));
			}
			return sb.toString();
		}

		public String csv() {
			StringBuilder sb = new StringBuilder("m,trials,successes,rate\n");
			for (Sweeps.Rate r : rates) sb.append(String.format(Locale.ROOT, "%d,%d,%d,%.4f%n", r.m(), r.trials(), r.successes(), r.rate()));
			return sb.toString();
		}

		@Override
		public Json json() {
			List<Json> list = new ArrayList<>();
			for (Sweeps.Rate r : rates) list.add(new Json().put("m", r.m()).put("trials", r.trials()).put("successes", r.successes()));
			return new Json().put("command", "knights stats").put("tiebreak", settings.tiebreakName()).put("seed", settings.seed())
					.put("rates", list).put("seconds", seconds).put("cancelled", cancelled);
		}
	}

	private final Settings settings;

	public StatsOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		return String.format(Locale.ROOT, "Knight's tour rates %d..%d, %,d trials, tiebreak %s, seed %d", settings.from(), settings.to(),
				settings.trials(), settings.tiebreakName(), settings.seed());
	}

	@Override
	public Result run(RunContext context) throws IOException {
		int sizes = settings.to() - settings.from() + 1;
		int[] done = { 0 };
		long t0 = System.nanoTime();
		List<Sweeps.Rate> rates;
		try {
			rates = Sweeps.rates(settings.from(), settings.to(), settings.trials(), settings.seed(), settings.tiebreak(), context.runner(),
					context.cancel(), n -> {
						done[0] = n;
						context.report(RunProgress.of(n, sizes, "sizes"));
					});
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			rates = List.of();
			context.cancel().set(true);
		}
		context.report(RunProgress.of(done[0], sizes, "sizes"), true);
		return new Result(settings, List.copyOf(rates), (System.nanoTime() - t0) / 1e9, rates.size() < sizes);
	}
}
