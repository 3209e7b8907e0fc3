package labyrinth.cli;

import java.util.function.LongSupplier;

/** The benchmarks' clock: the best of several runs after a warm-up, the work's result kept so it is not skipped. */
final class Timing {
	/** What the work returned, summed into a field the JIT cannot drop. */
	private static long sink;

	private Timing() {
	}

	/** Seconds of the fastest of runs, after one warm-up run. */
	static double best(int runs, LongSupplier work) {
		sink += work.getAsLong();
		double best = Double.MAX_VALUE;
		for (int i = 0; i < runs; i++) {
			long t0 = System.nanoTime();
			sink += work.getAsLong();
			best = Math.min(best, (System.nanoTime() - t0) / 1e9);
		}
		return best;
	}
}
