package labyrinth.core.run;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.UniformSampler;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.walk.LineShape;
import labyrinth.core.walk.MoveLetters;
import labyrinth.core.walk.RandomWalks;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.TextFiles;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;
import labyrinth.kernel.stats.Mean;

/**
 * Walkthroughs drawn uniformly at random among all of the grid's, with the shape of the lines they draw; beside
 * them, if asked, the same measures of the rule-guided walker's completed walks (the walks {@code random} makes with
 * that seed), so a researcher sees how far the walker is from uniform.
 */
public final class SampleOperation implements Operation<SampleOperation.Result> {
	public static final int DEFAULT_WALKS = 1000;

	/**
	 * @param keepMoves keep each walkthrough's moves in the result (the command line's {@code --moves})
	 * @param out       a folder to save each walkthrough in as a path file, or null
	 * @param compare   the rules whose walker to measure beside the samples, or null
	 * @param megabytes memory for the counter's layers; 0: most of what the heap has free
	 */
	public record Settings(int size, int walks, long seed, boolean keepMoves, Path out, RuleSource compare, long megabytes, int threads) {
		public Settings {
			Board.checkSize(size);
			if (size > UniformSampler.MAX_SIZE) {
				throw new IllegalArgumentException("sample handles sizes up to " + UniformSampler.MAX_SIZE + "x" + UniformSampler.MAX_SIZE
						+ " (the counter's layers of every cell are kept), not " + size + "x" + size);
			}
			if (walks < 1) throw new IllegalArgumentException("walks must be at least 1, got " + walks);
			threads = Math.max(1, threads);
		}
	}

	/** The rule-guided walks measured beside the samples: where the rules came from, and the set's name. */
	public record Walker(String rules, String ruleSet, int walks, long completed, Map<LineShape, Mean> shape) {
	}

	/**
	 * @param walkthroughs how many there are; null when the count stopped
	 * @param moves        each drawn walkthrough as letters R, D, L, U (empty unless kept)
	 */
	public record Result(int size, long seed, BigInteger walkthroughs, String stoppedBy, long layerStates, int drawn, List<String> moves,
			Map<LineShape, Mean> shape, Walker walker, List<Path> saved, double countSeconds, double drawSeconds, boolean cancelled,
			boolean movesOnly) implements RunResult {
		/** The same result printing its table rather than the moves. */
		public Result withoutMoves() {
			return new Result(size, seed, walkthroughs, stoppedBy, layerStates, drawn, moves, shape, walker, saved, countSeconds, drawSeconds,
					cancelled, false);
		}

		/** In one line, the measures where the walker's 95% interval is apart from the uniform one. */
		public String verdict() {
			if (walkthroughs == null) return "no sample: the count stopped (" + stoppedBy + ")";
			if (walker == null) return String.format(Locale.ROOT, "%,d of %,d walkthroughs drawn", drawn, walkthroughs);
			List<String> apart = new ArrayList<>();
			for (LineShape s : LineShape.values()) {
				if (walker.shape().get(s).count() > 1 && walker.shape().get(s).apartFrom(shape.get(s))) apart.add(s.label());
			}
			return apart.isEmpty() ? "the walker's lines within the uniform intervals"
					: "the walker differs from uniform in " + String.join(", ", apart);
		}

		@Override
		public String text() {
			StringBuilder sb = new StringBuilder();
			if (movesOnly) {
				for (String m : moves) sb.append(m).append('\n');
				return sb.toString();
			}
			if (walkthroughs == null) {
				return String.format(Locale.ROOT, "%dx%d: no sample: the count of walkthroughs stopped (%s)%n", size, size, stoppedBy);
			}
			sb.append(String.format(Locale.ROOT, "%dx%d: %,d walkthroughs; %,d drawn uniformly (seed %d)%s%n", size, size, walkthroughs, drawn, seed,
					cancelled ? ", stopped early" : ""));
			sb.append(String.format(Locale.ROOT, "layers: %,d frontier states over %d cells, %.2f s to count, %.2f s to draw%n", layerStates,
					size * size, countSeconds, drawSeconds));
			String head = walker == null ? "" : String.format(Locale.ROOT, "  %-22s", "walker");
			sb.append(String.format(Locale.ROOT, "%-20s  %-22s%s%n", "per walkthrough", "uniform (95%)", head));
			for (LineShape s : LineShape.values()) {
				sb.append(String.format(Locale.ROOT, "%-20s  %-22s", s.label(), shape.get(s)));
				if (walker != null) {
					Mean w = walker.shape().get(s);
					sb.append(String.format(Locale.ROOT, "  %-22s%s", w, w.count() > 1 && w.apartFrom(shape.get(s)) ? "  differs" : ""));
				}
				sb.append('\n');
			}
			if (walker != null) {
				sb.append(String.format(Locale.ROOT, "walker: %s, %,d walks (random's walks with seed %d), %,d completed%n", walker.rules(),
						walker.walks(), seed, walker.completed()));
			}
			if (!saved.isEmpty()) sb.append(String.format(Locale.ROOT, "saved %,d walkthroughs in %s%n", saved.size(), saved.get(0).getParent()));
			return sb.toString();
		}

		@Override
		public Json json() {
			Json j = new Json().put("command", "sample").put("size", size).put("seed", seed)
					.put("walkthroughs", walkthroughs == null ? null : walkthroughs.toString()).put("drawn", drawn)
					.put("layerStates", layerStates).put("countSeconds", countSeconds).put("drawSeconds", drawSeconds)
					.put("uniform", shapeJson(shape)).put("cancelled", cancelled);
			if (stoppedBy != null) j.put("stoppedBy", stoppedBy);
			if (!moves.isEmpty()) j.put("moves", moves);
			if (walker != null) {
				j.put("walker", new Json().put("rules", walker.rules()).put("walks", walker.walks()).put("completed", walker.completed())
						.put("shape", shapeJson(walker.shape())));
			}
			if (!saved.isEmpty()) j.put("saved", saved.stream().map(Path::toString).toList());
			return j;
		}

		private static Json shapeJson(Map<LineShape, Mean> shape) {
			Json j = new Json();
			for (LineShape s : LineShape.values()) {
				Mean m = shape.get(s);
				Json v = new Json().put("mean", m.value()).put("count", m.count());
				if (m.count() > 1) v.put("low", m.low()).put("high", m.high());
				j.put(s.name().toLowerCase(Locale.ROOT), v);
			}
			return j;
		}
	}

	private final Settings settings;

	public SampleOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		return "Uniform walkthroughs of " + settings.size() + "x" + settings.size();
	}

	@Override
	public Result run(RunContext context) throws IOException {
		int n = settings.size();
		// one figure for the check, the counter's tables and the layers: the free heap changes as the run goes
		long megabytes = layerMegabytes();
		String tooBig = UniformSampler.memoryProblem(n, megabytes << 20);
		if (tooBig != null) throw new IOException(tooBig + (settings.megabytes() > 0 ? " or a larger --memory" : ""));
		if (settings.out() != null) Situations.prepare(settings.out(), "--out");
		// the rules load before the long count, so that a bad rule file stops the run at once
		RuleSetSpec rules = settings.compare() == null ? null : settings.compare().forSize(n, context::warn);
		long t0 = System.nanoTime();
		CompletionCounter counter = CompletionCounter.withMemory(megabytes).threads(settings.threads()).cancelFlag(context.cancel())
				.progress((cell, cells, states) -> context.report(
						RunProgress.of(cell, cells, "cells", new RunProgress.Count("frontier states", states)).labelled("counting walkthroughs")));
		String[] why = new String[1];
		UniformSampler sampler = UniformSampler.build(n, counter, megabytes, why);
		double countSeconds = (System.nanoTime() - t0) / 1e9;
		Map<LineShape, Mean> shape = means();
		if (sampler == null) {
			return new Result(n, settings.seed(), null, why[0], 0, 0, List.of(), shape, null, List.of(), countSeconds, 0, context.cancelled(), false);
		}
		long t1 = System.nanoTime();
		SplittableRandom random = new SplittableRandom(settings.seed());
		List<String> moves = new ArrayList<>();
		List<Path> saved = new ArrayList<>();
		int drawn = 0;
		for (; drawn < settings.walks() && !context.cancelled(); drawn++) {
			if ((drawn & 255) == 0) context.report(RunProgress.of(drawn, settings.walks(), "walkthroughs").labelled("drawing"));
			int[] m = sampler.sample(random);
			for (LineShape s : LineShape.values()) shape.get(s).add(s.of(m, n));
			if (settings.keepMoves()) moves.add(MoveLetters.of(m));
			if (settings.out() != null) saved.add(save(settings.out(), drawn + 1, m, n));
		}
		double drawSeconds = (System.nanoTime() - t1) / 1e9;
		context.report(RunProgress.of(drawn, settings.walks(), "walkthroughs").labelled("drawing"), true);
		Walker walker = rules == null || context.cancelled() ? null : walker(rules, context);
		return new Result(n, settings.seed(), sampler.walkthroughs(), null, sampler.layerStates(), drawn, List.copyOf(moves), shape, walker,
				List.copyOf(saved), countSeconds, drawSeconds, context.cancelled(), settings.keepMoves());
	}

	/** The memory the layers may take: as set, or most of what the heap has free. */
	private long layerMegabytes() {
		if (settings.megabytes() > 0) return settings.megabytes();
		Runtime rt = Runtime.getRuntime();
		long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
		return Math.max(64, free * 7 / 10 >> 20);
	}

	/** The walker's walks 0 .. walks-1 as {@code random} makes them with the seed, measured where they complete. */
	private Walker walker(RuleSetSpec spec, RunContext context) throws IOException {
		int n = settings.size();
		int walks = settings.walks();
		int threads = Math.min(settings.threads(), walks);
		List<Map<LineShape, Mean>> parts = new ArrayList<>();
		long[] completed = new long[threads];
		ExecutorService pool = Executors.newFixedThreadPool(threads);
		try {
			List<Future<?>> done = new ArrayList<>();
			for (int t = 0; t < threads; t++) {
				int part = t;
				Map<LineShape, Mean> shape = means();
				parts.add(shape);
				RuleEngine rules = spec.engine();
				done.add(pool.submit(() -> {
					long[] firings = new long[rules.ruleCount()];
					Board b = new Board(n);
					for (int i = part; i < walks && !context.cancelled(); i += threads) {
						while (b.length() > 1) b.back();
						if (part == 0 && (i & 63) == 0) context.report(RunProgress.of(i, walks, "walks").labelled("walking with the rules"));
						if (!RandomWalks.walk(b, rules, new SplittableRandom(RandomWalks.walkSeed(settings.seed(), i)), firings)) continue;
						completed[part]++;
						int[] m = b.moves();
						for (LineShape s : LineShape.values()) shape.get(s).add(s.of(m, n));
					}
				}));
			}
			for (Future<?> f : done) f.get();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IOException("interrupted while walking", e);
		} catch (java.util.concurrent.ExecutionException e) {
			throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
		} finally {
			pool.shutdownNow();
		}
		Map<LineShape, Mean> shape = means();
		for (Map<LineShape, Mean> p : parts) p.forEach((s, m) -> shape.get(s).add(m));
		long total = 0;
		for (long c : completed) total += c;
		return new Walker(settings.compare().describe() + " (" + spec.name() + ")", spec.name(), walks, total, shape);
	}

	private static Map<LineShape, Mean> means() {
		Map<LineShape, Mean> m = new EnumMap<>(LineShape.class);
		for (LineShape s : LineShape.values()) m.put(s, new Mean());
		return m;
	}

	private static Path save(Path dir, int index, int[] moves, int n) throws IOException {
		Board b = Board.of(n, moves);
		Path file = dir.resolve(String.format(Locale.ROOT, "walkthrough_%dx%d_%05d.lpath", n, n, index));
		TextFiles.writeAtomically(file, PathFiles.formatOwn(b, null));
		return file;
	}
}
