package labyrinth.core.patterns;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import labyrinth.core.walk.Enumeration;

/**
 * Cuts a rule down to the cells that matter: drops cells one at a time, farthest from the live end first, and keeps
 * a drop when an exhaustive enumeration with the rule added still finds every walkthrough of the size. The result
 * is sound on that size by construction; it only needs grids small enough to enumerate (7x7 takes seconds per
 * cell).
 */
public final class RuleMinimizer {
	private RuleMinimizer() {
	}

	/**
	 * @param rule     a sound rule for {@code size}, for example a {@link SituationPattern}
	 * @param base     the rules it is added to (after them)
	 * @param expected the number of walkthroughs of the size (A001184), which the enumeration must keep
	 * @param progress receives one line per tried cell; may be null
	 */
	public static PatternSpec minimize(PatternSpec rule, int size, RuleSetSpec base, long expected, int threads,
			AtomicBoolean cancel, Consumer<String> progress) throws java.io.IOException {
		char[][] grid = grid(rule.rows());
		int liveRow = -1, liveCol = -1;
		List<int[]> cells = new ArrayList<>();
		for (int r = 0; r < grid.length; r++) {
			for (int c = 0; c < grid[r].length; c++) {
				CellKind k = CellKind.of(grid[r][c]);
				if (k == CellKind.LIVE_END) {
					liveRow = r;
					liveCol = c;
				} else if (k != CellKind.ANY && k != CellKind.FORBIDDEN) {
					cells.add(new int[] { r, c });
				}
			}
		}
		int lr = liveRow, lc = liveCol;
		cells.sort(Comparator.comparingInt((int[] p) -> -(Math.abs(p[0] - lr) + Math.abs(p[1] - lc))));
		PatternSpec best = rule;
		for (int[] p : cells) {
			if (cancel != null && cancel.get()) break;
			char kept = grid[p[0]][p[1]];
			grid[p[0]][p[1]] = CellKind.ANY.symbol();
			PatternSpec candidate = new PatternSpec(rule.name(), rows(grid), rule.mirror(), rule.rotate(), rule.stopsOthers(),
					rule.area());
			boolean sound = candidate.isValid() && completed(size, base, candidate, threads, cancel) == expected;
			if (sound) best = candidate;
			else grid[p[0]][p[1]] = kept;
			if (progress != null) progress.accept("cell " + (p[0] + 1) + "," + (p[1] + 1) + " '" + kept + "': "
					+ (sound ? "dropped" : "needed"));
		}
		return trimmed(best);
	}

	/** The drawing cropped to the cells that say something (the live end included). */
	static PatternSpec trimmed(PatternSpec rule) {
		char[][] g = grid(rule.rows());
		int top = g.length, bottom = -1, left = Integer.MAX_VALUE, right = -1;
		for (int r = 0; r < g.length; r++) {
			for (int c = 0; c < g[r].length; c++) {
				if (g[r][c] == CellKind.ANY.symbol()) continue;
				top = Math.min(top, r);
				bottom = Math.max(bottom, r);
				left = Math.min(left, c);
				right = Math.max(right, c);
			}
		}
		List<String> rows = new ArrayList<>();
		for (int r = top; r <= bottom; r++) {
			rows.add(new String(java.util.Arrays.copyOfRange(g[r], left, right + 1)).replace("", " ").strip());
		}
		return new PatternSpec(rule.name(), rows, rule.mirror(), rule.rotate(), rule.stopsOthers(), rule.area());
	}

	/** Walkthroughs of {@code size} with {@code candidate} added after the base rules; -1 if cancelled. */
	static long completed(int size, RuleSetSpec base, PatternSpec candidate, int threads, AtomicBoolean cancel)
			throws java.io.IOException {
		List<RuleSetSpec.Entry> entries = new ArrayList<>(base.entries());
		entries.add(new RuleSetSpec.Entry("candidate", candidate));
		RuleSetSpec spec = base.withEntries(entries);
		Enumeration e = new Enumeration(size, spec).threads(threads);
		if (cancel != null) e.cancelFlag(cancel);
		Enumeration.Result r = e.run();
		return r.cancelled() ? -1 : r.completed();
	}

	private static char[][] grid(List<String> rows) {
		char[][] g = new char[rows.size()][];
		for (int i = 0; i < rows.size(); i++) g[i] = rows.get(i).replace(" ", "").replace("\t", "").toCharArray();
		return g;
	}

	private static List<String> rows(char[][] grid) {
		List<String> out = new ArrayList<>();
		for (char[] row : grid) out.add(new String(row).replace("", " ").strip());
		return out;
	}
}
