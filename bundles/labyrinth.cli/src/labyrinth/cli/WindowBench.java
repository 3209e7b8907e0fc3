package labyrinth.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.walk.RandomWalks;
import labyrinth.rules.RuleFileException;
import labyrinth.rules.RuleFiles;

/**
 * Work per position of the shipped universal set, whose built-ins look at a window around the live end. The baseline,
 * measured in the same run, is the same set on the whole board: its rate falls with n^2, the window's should level
 * off.
 */
final class WindowBench {
	/** Sizes, and walks per size for the window and the whole board (walks on the window often end at dead ends). */
	private static final int[][] RUNS = { { 21, 8, 8 }, { 41, 6, 2 } };
	private static final long SEED = 3;

	private WindowBench() {
	}

	static void run(PrintStream out) throws RuleFileException, java.io.IOException {
		RuleSetSpec windowed = RuleFiles.shipped("universal.lrules").spec();
		RuleSetSpec whole = new RuleSetSpec(windowed.name(), windowed.sizes(), BuiltinRules.WHOLE_BOARD, windowed.entries());
		for (int[] run : RUNS) {
			int n = run[0];
			// alternating, best of two: the first runs also warm up the compiler
			double ours = 0;
			double baseline = 0;
			for (int i = 0; i < 2; i++) {
				ours = Math.max(ours, rate(n, windowed, run[1]));
				baseline = Math.max(baseline, rate(n, whole, run[2]));
			}
			out.printf(Locale.ROOT, "universal set, %dx%d, 1 thread: window %d %,.0f positions/s; whole board %,.0f = %.2fx%n", n,
					n, windowed.window(), ours, baseline, ours / baseline);
		}
	}

	private static double rate(int n, RuleSetSpec rules, int walks) {
		return RandomWalks.run(n, rules, walks, SEED, 1, 0, new AtomicBoolean()).positionsPerSecond();
	}
}
