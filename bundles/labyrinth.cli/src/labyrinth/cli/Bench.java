package labyrinth.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.grid.Board;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.walk.Enumeration;

/**
 * Speed figures of the engine (best of several runs after a warm-up), each enumeration beside a yardstick measured in
 * the same run: a plain depth-first search with only local pruning ({@link PlainDfs}), so the ratio is what counts
 * on a noisy machine, not the absolute time. The targets are in the README.
 */
final class Bench {
	private Bench() {
	}

	static void run(PrintStream out) throws java.io.IOException, labyrinth.rules.RuleFileException, labyrinth.tour.TourFileException {
		int cores = Runtime.getRuntime().availableProcessors();
		out.printf(Locale.ROOT, "java %s, %d cores%n", System.getProperty("java.version"), cores);

		double baseline = Double.MAX_VALUE;
		long baselineWalks = 0;
		long baselineCompleted = 0;
		for (int i = 0; i < 5; i++) {
			PlainDfs plain = new PlainDfs(7);
			long t0 = System.nanoTime();
			baselineCompleted = plain.run();
			baseline = Math.min(baseline, (System.nanoTime() - t0) / 1e9);
			baselineWalks = plain.walks();
		}
		out.printf(Locale.ROOT, "baseline: plain DFS, local pruning only, 7x7, 1 thread: %.3f s, %,.0f walks/s (%,d completed)%n",
				baseline, baselineWalks / baseline, baselineCompleted);

		double best = Double.MAX_VALUE;
		long walks = 0;
		for (int i = 0; i < 5; i++) {
			Enumeration.Result r = new Enumeration(7, RuleSetSpec.builtins(List.of("c-shape"))).threads(1).run();
			best = Math.min(best, r.seconds());
			walks = r.completed() + r.deadEnds();
		}
		out.printf(Locale.ROOT, "raw 7x7 enumeration (c-shape pruning only), 1 thread: %.3f s, %,.0f walks/s/core (%,d walks) = %.2fx baseline%n",
				best, walks / best, walks, best / baseline);

		best = Double.MAX_VALUE;
		Enumeration.Result last = null;
		for (int i = 0; i < 5; i++) {
			last = new Enumeration(7, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS)).threads(cores).run();
			best = Math.min(best, last.seconds());
		}
		out.printf(Locale.ROOT, "rule-checked 7x7 enumeration %s, %d threads: %.3f s wall (%,d completed, %,d dead ends) = %.2fx baseline%n",
				last.ruleIds(), cores, best, last.completed(), last.deadEnds(), best / baseline);

		labyrinth.core.patterns.RuleSetSpec shipped = labyrinth.rules.RuleFiles.defaultFor(7).spec();
		best = Double.MAX_VALUE;
		for (int i = 0; i < 3; i++) {
			last = new Enumeration(7, shipped).threads(cores).run();
			best = Math.min(best, last.seconds());
		}
		out.printf(Locale.ROOT, "shipped 7x7 rule set (%d rules), %d threads: %.3f s wall (%,d completed, %,d dead ends) = %.2fx baseline%n",
				last.ruleIds().size(), cores, best, last.completed(), last.deadEnds(), best / baseline);

		// 9x9 cannot finish here: rates over the first seconds of the same left-first tree. The rule-checked run gets
		// 30 s: in its first seconds the tree is cut into tasks on one thread and the tables of positions reached
		// again are still empty (about 46,000 walks/s over 6 s against 230,000 over 20 s and 350,000 over 100 s).
		double window = 6;
		double rulesWindow = 30;
		PlainDfs plain9 = new PlainDfs(9).stopAfter(window);
		long t9 = System.nanoTime();
		plain9.run();
		double plainRate = plain9.walks() / ((System.nanoTime() - t9) / 1e9);
		labyrinth.core.patterns.RuleSetSpec nine = labyrinth.rules.RuleFiles.defaultFor(9).spec();
		java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
		Thread timer = Thread.ofVirtual().start(() -> {
			try {
				Thread.sleep((long) (rulesWindow * 1000));
			} catch (InterruptedException e) {
				return;
			}
			stop.set(true);
		});
		Enumeration.Result r9 = new Enumeration(9, nine).threads(cores).cancelFlag(stop).run();
		timer.interrupt();
		double rate9 = (r9.completed() + r9.deadEnds()) / r9.seconds();
		out.printf(Locale.ROOT, "shipped 9x9 rule set (%d rules), %d threads, first %.0f s of the tree: %,.0f walks/s"
				+ " (baseline plain DFS on 1 thread, first %.0f s: %,.0f walks/s; %.1fx slower; all of 9x9 at this rate: %.1f h)%n",
				r9.ruleIds().size(), cores, rulesWindow, rate9, window, plainRate, plainRate / rate9, 2_688_307_514.0 / rate9 / 3600);
		try {
			ClusterBench.run(out, nine, window);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}

		CompletionCounter cc = new CompletionCounter();
		cc.count(new Board(11));
		best = Double.MAX_VALUE;
		CompletionCounter.Count c = null;
		for (int i = 0; i < 3; i++) {
			long t0 = System.nanoTime();
			c = cc.count(new Board(13));
			best = Math.min(best, (System.nanoTime() - t0) / 1e9);
		}
		// no yardstick in Java for the frontier DP: 'bench --ggcount PATH' sets whole processes beside GGCount (C++)
		out.printf(Locale.ROOT, "13x13 completion count from the empty grid: %s in %.3f s%n", c, best);
		long t15 = System.nanoTime();
		c = cc.count(new Board(15));
		out.printf(Locale.ROOT, "15x15 completion count from the empty grid: %s in %.3f s (beside GGCount: bench --ggcount PATH)%n", c,
				(System.nanoTime() - t15) / 1e9);

		WindowBench.run(out);
		ReachBench.run(out);
		ToggleBench.run(out);
		KnightsBench.run(out);
	}
}
