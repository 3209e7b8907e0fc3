package labyrinth.knights;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;

/**
 * Many tours at once: a sweep over board sizes with one tiebreak (which sizes fail, and where), and success rates of
 * random tiebreaks. Each size is one task on a thread pool and each random trial has its own seed derived from the
 * run's seed, the size and the trial, so the figures are the same whatever the number of threads.
 */
public final class Sweeps {
	/** A size whose tour got stuck: after how many squares, and where (1-based). */
	public record Failure(int m, int visited, int row, int col) {
	}

	/** Successes out of trials on an m x m board. */
	public record Rate(int m, int trials, int successes) {
		public double rate() {
			return trials == 0 ? 0 : successes / (double) trials;
		}
	}

	private Sweeps() {
	}

	/** Tours for every m in from..to; the failures in order of m (null entries for cancelled sizes are left out). */
	public static List<Failure> sweep(int from, int to, IntFunction<Tiebreak> tiebreakFor, int threads, AtomicBoolean cancel,
			IntConsumer done) throws InterruptedException {
		Failure[] failed = new Failure[to - from + 1];
		run(from, to, threads, cancel, done, m -> {
			KnightTour tour = new KnightTour(m, 0, 0, tiebreakFor.apply(m));
			if (!tour.run()) {
				int[] at = tour.current();
				failed[m - from] = new Failure(m, tour.length(), at[0] + 1, at[1] + 1);
			}
		});
		List<Failure> out = new ArrayList<>();
		for (Failure f : failed) if (f != null) out.add(f);
		return out;
	}

	/** The seed of one random trial: the same for the same run seed, size and trial, whatever thread runs it. */
	public static long trialSeed(long seed, int m, int trial) {
		return seed * 0x9E3779B97F4A7C15L + m * 1_000_003L + trial;
	}

	/** Success rates of the random tiebreak (or any tiebreak made from a seed) for every m in from..to. */
	public static List<Rate> rates(int from, int to, int trials, long seed, java.util.function.LongFunction<Tiebreak> tiebreak,
			int threads, AtomicBoolean cancel, IntConsumer done) throws InterruptedException {
		Rate[] rates = new Rate[to - from + 1];
		run(from, to, threads, cancel, done, m -> {
			int ok = 0;
			int t = 0;
			for (; t < trials && !cancel.get(); t++) if (new KnightTour(m, 0, 0, tiebreak.apply(trialSeed(seed, m, t))).run()) ok++;
			rates[m - from] = new Rate(m, t, ok);
		});
		List<Rate> out = new ArrayList<>();
		for (Rate r : rates) if (r != null && r.trials() == trials) out.add(r);
		return out;
	}

	private static void run(int from, int to, int threads, AtomicBoolean cancel, IntConsumer done, IntConsumer work)
			throws InterruptedException {
		ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
		AtomicInteger finished = new AtomicInteger();
		try {
			List<Future<?>> futures = new ArrayList<>();
			// largest boards first, so the pool is not left waiting on one big board at the end
			for (int m = to; m >= from; m--) {
				int size = m;
				futures.add(pool.submit(() -> {
					if (cancel.get()) return;
					work.accept(size);
					if (done != null) done.accept(finished.incrementAndGet());
				}));
			}
			for (Future<?> f : futures) {
				try {
					f.get();
				} catch (java.util.concurrent.ExecutionException e) {
					throw new IllegalStateException(e.getCause());
				}
			}
		} finally {
			pool.shutdownNow();
		}
	}
}
