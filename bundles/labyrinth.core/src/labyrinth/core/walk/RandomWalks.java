package labyrinth.core.walk;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

import labyrinth.core.grid.Board;
import labyrinth.core.rules.RuleEngine;

/**
 * Random statistics: N walks, each choosing uniformly among the allowed fields, until the grid is full or the rules
 * leave nothing. Walk i uses its own generator derived from (seed, i), so results do not depend on thread timing.
 */
public final class RandomWalks {

	/**
	 * @param completed               walks that filled the grid
	 * @param deadEnds                walks that got stuck
	 * @param averageBeforeError      completed walks per error: the original's statistic (runs end at an error)
	 * @param failures                the stuck walks, in walk order (at most the requested number)
	 */
	public record Result(int size, long seed, int walks, long completed, long deadEnds, double averageBeforeError,
			List<Failure> failures, List<String> ruleIds, long[] firings, boolean cancelled, long elapsedNanos) {
		public double seconds() {
			return elapsedNanos / 1e9;
		}
	}

	/** A stuck walk: its index and the line up to the dead end, as directions. */
	public record Failure(int walk, int size, int[] moves) {
		public Board board() {
			Board b = new Board(size);
			for (int d : moves) b.step(d);
			return b;
		}
	}

	private RandomWalks() {
	}

	/** Seed of walk {@code i} of a run seeded with {@code seed}. */
	public static long walkSeed(long seed, int i) {
		return new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (i + 1L))).nextLong();
	}

	/** One random walk from the current position of {@code board}; returns true if the grid was completed. */
	public static boolean walk(Board board, RuleEngine rules, SplittableRandom random, long[] firings) {
		while (!board.isComplete()) {
			int mask = rules.allowed(board, firings);
			if (mask == 0) return false;
			board.step(pick(mask, random));
		}
		return true;
	}

	/** A direction of a non-empty mask, uniformly at random. */
	public static int pick(int mask, SplittableRandom random) {
		for (int k = random.nextInt(Integer.bitCount(mask)); k > 0; k--) mask &= mask - 1;
		return Integer.numberOfTrailingZeros(mask);
	}

	public static Result run(int size, Supplier<RuleEngine> rules, int walks, long seed, int threads, int keepFailures,
			AtomicBoolean cancel) {
		Board.checkSize(size);
		long t0 = System.nanoTime();
		RuleEngine probe = rules.get();
		List<String> ids = probe.rules().stream().map(r -> r.id()).toList();
		byte[] outcome = new byte[walks]; // 0 = not run, 1 = completed, 2 = dead end
		int[][] failMoves = new int[walks][];
		long[][] firingsPerThread = new long[threads][probe.ruleCount()];
		ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
			Thread t = new Thread(r, "labyrinth-random");
			t.setDaemon(true);
			return t;
		});
		try {
			List<Future<?>> fs = new ArrayList<>();
			int chunk = Math.max(1, walks / (threads * 8));
			java.util.concurrent.atomic.AtomicInteger nextChunk = new java.util.concurrent.atomic.AtomicInteger();
			for (int th = 0; th < threads; th++) {
				long[] firings = firingsPerThread[th];
				fs.add(pool.submit(() -> {
					RuleEngine e = rules.get();
					Board b = new Board(size);
					while (true) {
						int from = nextChunk.getAndAdd(chunk);
						if (from >= walks) return null;
						for (int i = from; i < Math.min(walks, from + chunk); i++) {
							if (cancel != null && cancel.get()) return null;
							while (b.length() > 1) b.back();
							boolean ok = walk(b, e, new SplittableRandom(walkSeed(seed, i)), firings);
							outcome[i] = (byte) (ok ? 1 : 2);
							if (!ok && keepFailures > 0) {
								int[] moves = new int[b.length() - 1];
								for (int k = 1; k < b.length(); k++) moves[k - 1] = b.pathHeading(k);
								failMoves[i] = moves;
							}
						}
					}
				}));
			}
			for (Future<?> f : fs) f.get();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (java.util.concurrent.ExecutionException e) {
			throw new IllegalStateException("random walk worker failed", e.getCause());
		} finally {
			pool.shutdownNow();
		}
		long completed = 0, dead = 0, completedBeforeLastError = 0, run = 0;
		boolean cancelled = false;
		List<Failure> failures = new ArrayList<>();
		for (int i = 0; i < walks; i++) {
			if (outcome[i] == 0) {
				cancelled = true;
				continue;
			}
			if (outcome[i] == 1) {
				completed++;
				run++;
			} else {
				dead++;
				completedBeforeLastError += run;
				run = 0;
				if (failures.size() < keepFailures) failures.add(new Failure(i, size, failMoves[i]));
			}
		}
		long[] firings = new long[probe.ruleCount()];
		for (long[] f : firingsPerThread) for (int r = 0; r < f.length; r++) firings[r] += f[r];
		double avg = dead == 0 ? Double.POSITIVE_INFINITY : (double) completedBeforeLastError / dead;
		return new Result(size, seed, walks, completed, dead, avg, List.copyOf(failures), ids, firings, cancelled,
				System.nanoTime() - t0);
	}
}
