package labyrinth.core.walk;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.rules.RuleEngine;

/**
 * Discovery mode: walks (random or left-first exhaustive) that stop at the first step where the rules left a doomed
 * field allowed or disabled a viable one, judged by the exact oracle. The situation found is minimal: the line up to
 * that step, before the wrong decision.
 */
public final class Discovery {

	/** The first wrong decision, or none (board null) if the searched walks agreed with the oracle everywhere. */
	public record Finding(Board board, Oracle.Mistake mistake, long walksSearched, long positionsJudged) {
		public boolean found() {
			return board != null;
		}
	}

	/** Walks searched and positions judged so far, after each walk. */
	@FunctionalInterface
	public interface Progress {
		void update(long walks, long positionsJudged);
	}

	private Discovery() {
	}

	/** Random walks with seeds derived like {@link RandomWalks}; stops at the first mistake. */
	public static Finding random(int size, RuleEngine rules, int walks, long seed, AtomicBoolean cancel) {
		return random(size, rules, walks, seed, cancel, null);
	}

	/** As above; {@code progress} (may be null) hears after each walk. */
	public static Finding random(int size, RuleEngine rules, int walks, long seed, AtomicBoolean cancel, Progress progress) {
		Oracle oracle = new Oracle();
		Board b = new Board(size);
		long judged = 0;
		int searched = 0; // walks finished: a stopped run counts only those
		for (int i = 0; i < walks; i++) {
			if (cancel != null && cancel.get()) break;
			while (b.length() > 1) b.back();
			SplittableRandom random = new SplittableRandom(RandomWalks.walkSeed(seed, i));
			while (!b.isComplete()) {
				if (cancel != null && cancel.get()) return new Finding(null, null, searched, judged);
				judged++;
				Oracle.Mistake m = oracle.judge(b, rules);
				if (m != null) return new Finding(b, m, i + 1, judged);
				int mask = rules.allowed(b);
				if (mask == 0) break; // the oracle agreed: no field can be completed
				b.step(RandomWalks.pick(mask, random));
			}
			searched = i + 1;
			if (progress != null) progress.update(searched, judged);
		}
		return new Finding(null, null, searched, judged);
	}

	/** Left-first exhaustive search over the allowed branches; stops at the first mistake. */
	public static Finding exhaustive(int size, RuleEngine rules, AtomicBoolean cancel) {
		return exhaustive(size, rules, cancel, null);
	}

	/** As above; {@code progress} (may be null) hears after each walk. */
	public static Finding exhaustive(int size, RuleEngine rules, AtomicBoolean cancel, Progress progress) {
		Oracle oracle = new Oracle();
		Board b = new Board(size);
		long[] counts = new long[2]; // walks, judged
		Oracle.Mistake m = search(b, rules, oracle, counts, cancel, progress);
		return m == null ? new Finding(null, null, counts[0], counts[1]) : new Finding(b, m, counts[0], counts[1]);
	}

	private static Oracle.Mistake search(Board b, RuleEngine rules, Oracle oracle, long[] counts, AtomicBoolean cancel,
			Progress progress) {
		if (b.isComplete()) {
			counts[0]++;
			if (progress != null) progress.update(counts[0], counts[1]);
			return null;
		}
		if (cancel != null && cancel.get()) return null;
		counts[1]++;
		Oracle.Mistake m = oracle.judge(b, rules);
		if (m != null) return m;
		int mask = rules.allowed(b);
		if (mask == 0) {
			counts[0]++;
			if (progress != null) progress.update(counts[0], counts[1]);
			return null;
		}
		int h = b.heading();
		for (int i = 0; i < 3; i++) {
			int d = Direction.keepLeft(h, i);
			if ((mask & (1 << d)) == 0) continue;
			b.step(d);
			m = search(b, rules, oracle, counts, cancel, progress);
			if (m != null) return m;
			b.back();
		}
		return null;
	}
}
