package labyrinth.core.patterns;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntFunction;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.walk.RandomWalks;

/**
 * How a rule found on one grid is made local and how far it is trusted. A situation drawn whole is exact but
 * matches nothing else; cut to the fields near the live end it matches again, and then it must be checked: an
 * exhaustive enumeration of a small size must keep every walkthrough, and on random walks of larger sizes every
 * field it disables (that the other rules leave open) must be doomed according to the exact oracle.
 */
public final class RuleEvidence {

	/**
	 * @param exhaustiveSize the size enumerated completely, and whether every walkthrough was kept
	 * @param firings        positions of the random walks where the rule disabled a field the other rules allowed
	 * @param checked        of those fields, how many the oracle judged (it gives up on huge frontiers)
	 * @param counterexample a position where the rule disabled a viable field (original path format), or null
	 */
	public record Report(int exhaustiveSize, boolean exhaustiveKept, long firings, long checked, String counterexample) {
		public boolean sound() {
			return exhaustiveKept && counterexample == null;
		}
	}

	private RuleEvidence() {
	}

	/** The rule with only its cells within {@code radius} steps of the live end (kings' moves), cropped. */
	public static PatternSpec around(PatternSpec rule, int radius) {
		List<char[]> grid = new ArrayList<>();
		int liveRow = -1, liveCol = -1;
		for (String row : rule.rows()) grid.add(row.replace(" ", "").replace("\t", "").toCharArray());
		for (int r = 0; r < grid.size(); r++) {
			for (int c = 0; c < grid.get(r).length; c++) {
				if (CellKind.of(grid.get(r)[c]) == CellKind.LIVE_END) {
					liveRow = r;
					liveCol = c;
				}
			}
		}
		List<String> rows = new ArrayList<>();
		for (int r = 0; r < grid.size(); r++) {
			char[] g = grid.get(r);
			for (int c = 0; c < g.length; c++) {
				if (Math.max(Math.abs(r - liveRow), Math.abs(c - liveCol)) > radius) g[c] = CellKind.ANY.symbol();
			}
			rows.add(new String(g).replace("", " ").strip());
		}
		return RuleMinimizer.trimmed(new PatternSpec(rule.name(), rows, rule.mirror(), rule.rotate(), rule.stopsOthers(),
				rule.area()));
	}

	/**
	 * Checks {@code rule} added after the other rules.
	 *
	 * @param exhaustiveBase the rules of the exhaustive size (a complete set keeps the check fast)
	 * @param expected       the walkthroughs of that size (A001184)
	 * @param base           the other rules per random-walk size
	 */
	public static Report check(PatternSpec rule, int exhaustiveSize, RuleSetSpec exhaustiveBase, long expected,
			IntFunction<RuleSetSpec> base, int[] sizes, int walks, long seed, int threads, AtomicBoolean cancel)
			throws java.io.IOException {
		if (RuleMinimizer.completed(exhaustiveSize, exhaustiveBase, rule, threads, cancel) != expected) {
			return new Report(exhaustiveSize, false, 0, 0, null);
		}
		CompletionCounter counter = new CompletionCounter();
		PatternRule candidate = new PatternRule(rule.name(), rule);
		long firings = 0, checked = 0;
		for (int n : sizes) {
			RuleEngine others = base.apply(n).engine();
			Board b = new Board(n);
			for (int i = 0; i < walks && (cancel == null || !cancel.get()); i++) {
				while (b.length() > 1) b.back();
				SplittableRandom random = new SplittableRandom(RandomWalks.walkSeed(seed, i));
				while (!b.isComplete()) {
					int allowed = others.allowed(b);
					if (allowed == 0) break;
					int off = candidate.disabled(b, allowed, null);
					if (off != 0) {
						firings++;
						for (int d = 0; d < 4; d++) {
							if ((off & (1 << d)) == 0) continue;
							b.step(d);
							CompletionCounter.Count count = counter.count(b);
							b.back();
							if (!count.known()) continue;
							checked++;
							if (count.viable()) return new Report(exhaustiveSize, true, firings, checked, PathFiles.formatOriginal(b, others));
						}
					}
					if ((allowed & ~off) == 0) break;
					b.step(RandomWalks.pick(allowed & ~off, random));
				}
			}
		}
		return new Report(exhaustiveSize, true, firings, checked, null);
	}
}
