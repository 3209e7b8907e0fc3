package labyrinth.core.rules;

import java.util.ArrayList;
import java.util.List;

import labyrinth.core.grid.Board;

/**
 * Applies an ordered list of rules to the live end's candidates. The fast path ({@link #allowed(Board, long[])})
 * allocates nothing; {@link #evaluate(Board)} also collects the explanations.
 */
public final class RuleEngine {
	private final Rule[] rules;
	/**
	 * The engine of the rules before the first lookahead, which the lookahead runs one step ahead; when the walk then
	 * takes that step, its answer is reused instead of computed again. Null without a lookahead.
	 */
	private final RuleEngine ahead;
	private final int aheadLength;
	private final LookaheadMemo memo;
	/**
	 * Where {@link #draw} starts to ask about one field at a time: from here on every rule judges each field alone
	 * ({@link StepProbeRule}) and none stops the others; never before the first lookahead, whose memo may hand over the
	 * rules before it, so that a draw does not depend on what the memo held.
	 */
	private final int drawFrom;

	public RuleEngine(List<? extends Rule> rules) {
		this(rules.toArray(new Rule[0]), false);
	}

	private RuleEngine(Rule[] rules, boolean remembers) {
		this.rules = rules;
		this.memo = remembers ? new LookaheadMemo() : null;
		RuleEngine first = null;
		int firstAt = 0;
		for (int i = 0; i < rules.length; i++) {
			if (rules[i] instanceof LookaheadRule look) {
				RuleEngine preceding = new RuleEngine(java.util.Arrays.copyOf(rules, i), first == null && i <= 64);
				look.bind(preceding);
				if (first == null) {
					first = preceding;
					firstAt = i;
				}
			}
		}
		// building a later lookahead's engine re-bound the first lookahead; it must fill the memo this engine reads
		if (first != null) ((LookaheadRule) rules[firstAt]).bind(first);
		this.ahead = first != null && first.memo != null ? first : null;
		this.aheadLength = firstAt;
		int from = rules.length;
		while (from > 0 && rules[from - 1] instanceof StepProbeRule && !rules[from - 1].stopsOthers()) from--;
		this.drawFrom = Math.max(from, firstAt);
	}

	/**
	 * What the rules before the lookahead decided at positions the lookahead looked at: the mask, which rules fired
	 * and whether one stopped the others, per position key. The rules are functions of the position. Each line
	 * length has its own few slots, so the long search below one child never evicts its siblings' answers.
	 */
	private static final class LookaheadMemo {
		/** Slots per line length: the children of a position and the forced steps below each of them. */
		private static final int SLOTS = 16;
		private Board board;
		private long[] key = new long[0];
		private int[] mask;
		private long[] fired;
		private boolean[] stopped;

		int slot(Board b) {
			long k = b.positionKey();
			return b.length() * SLOTS + ((int) (k ^ (k >>> 32)) & (SLOTS - 1));
		}

		void prepare(Board b) {
			if (board == b && key.length >= (b.cellCount() + 1) * SLOTS) return;
			board = b;
			int slots = (b.cellCount() + 1) * SLOTS;
			key = new long[slots];
			mask = new int[slots];
			fired = new long[slots];
			stopped = new boolean[slots];
		}

		/** The mask of the answer in {@code slot}; counts the rules that fired there into {@code fireCounts} if given. */
		int replay(int slot, long[] fireCounts) {
			if (fireCounts != null) {
				for (long f = fired[slot]; f != 0; f &= f - 1) fireCounts[Long.numberOfTrailingZeros(f)]++;
			}
			return mask[slot];
		}

		/** The slot holding this position's answer, or -1. */
		int recall(Board b) {
			if (board != b || b.length() < 2) return -1;
			int slot = slot(b);
			return key[slot] == b.positionKey() && key[slot] != 0 ? slot : -1;
		}
	}

	/** No rules at all: every free neighbour is allowed. */
	public static RuleEngine none() {
		return new RuleEngine(List.of());
	}

	public List<Rule> rules() {
		return List.of(rules);
	}

	/** True if a rule looks at the order of the line, see {@link Rule#readsLineOrder()}. */
	public boolean readsLineOrder() {
		for (Rule r : rules) {
			if (r.readsLineOrder()) return true;
		}
		return false;
	}

	public int ruleCount() {
		return rules.length;
	}

	/**
	 * The rules' identity: the {@link labyrinth.kernel.io.Digest} of their fingerprints in order (see
	 * {@link Rule#fingerprint()}). Equal for engines that decide alike, different when a rule is added, moved or
	 * edited under the same name, or a built-in's code changes its revision.
	 */
	public String digest() {
		return digest(List.of(rules));
	}

	/** The digest of {@code rules} in this order, as {@link #digest()}. */
	public static String digest(List<? extends Rule> rules) {
		StringBuilder text = new StringBuilder();
		for (Rule r : rules) text.append(r.fingerprint()).append('\n');
		return labyrinth.kernel.io.Digest.of(text);
	}

	/**
	 * Tells the lookaheads which positions a search of this engine has finished (null: none). They skip those with a
	 * walkthrough below, which they could not refute; the answers stay the same.
	 */
	public void knownPositions(KnownPositions positions) {
		for (Rule r : rules) {
			if (r instanceof LookaheadRule look) look.know(positions);
		}
	}

	/** Allowed directions of the live end. */
	public int allowed(Board board) {
		return allowed(board, null);
	}

	/**
	 * Allowed directions of the live end.
	 *
	 * @param fireCounts if not null, {@code fireCounts[i]} is incremented when rule i disables at least one field
	 */
	public int allowed(Board board, long[] fireCounts) {
		int mask = board.candidates();
		if (memo != null && mask != 0) { // the lookahead asks again along forced steps
			int slot = memo.recall(board);
			if (slot >= 0) return memo.replay(slot, fireCounts);
		}
		mask = judgeUpTo(board, mask, rules.length, fireCounts);
		if (memo != null && board.length() >= 2) {
			memo.prepare(board);
			int slot = memo.slot(board);
			memo.key[slot] = board.positionKey();
			memo.mask[slot] = mask;
			memo.fired[slot] = judgedFired;
			memo.stopped[slot] = judgedStopped;
		}
		return mask;
	}

	/** What the last {@link #judgeUpTo} found: the rules that fired there (bit i: rule i), and whether one stopped the others. */
	private long judgedFired;
	private boolean judgedStopped;

	/**
	 * The fields of {@code mask} that the rules before {@code to} allow, the rules before the lookahead answered from its
	 * memo where it holds the position. Sets {@link #judgedFired} and {@link #judgedStopped}.
	 */
	private int judgeUpTo(Board board, int mask, int to, long[] fireCounts) {
		int i = 0;
		judgedFired = 0;
		judgedStopped = false;
		if (ahead != null && mask != 0) {
			int slot = ahead.memo.recall(board);
			if (slot >= 0) {
				mask = ahead.memo.replay(slot, fireCounts);
				judgedStopped = ahead.memo.stopped[slot];
				if (judgedStopped) return mask;
				i = aheadLength;
			}
		}
		for (; i < to && mask != 0; i++) {
			int off = rules[i].disabled(board, mask, null) & mask;
			if (off != 0) {
				mask &= ~off;
				if (fireCounts != null) fireCounts[i]++;
				judgedFired |= 1L << i;
				if (rules[i].stopsOthers()) {
					judgedStopped = true;
					break;
				}
			}
		}
		return mask;
	}

	/**
	 * One step of a random walk: a field chosen uniformly at random among those {@link #allowed} allows, or -1 if it
	 * allows none. The rules from {@link #drawFrom} on judge each field alone, by stepping there, and cost the most
	 * (the lookahead judges the position after each field with the rules before it). They are asked about one field
	 * at a time, in a random order, until one allows it; the fields after it in that order are never judged. The first
	 * allowed field of a uniformly random order is a uniform choice among the allowed fields.
	 * <p>
	 * A rule that judges choices only ({@code far-sides}) counts as left the fields not judged yet, where
	 * {@link #allowed} counts those the rules before it allowed. Where some field can be completed, that field is left
	 * both ways whenever another is judged (here it would have been taken had it come first), and the rule never refuses
	 * it: both allow the same fields. Only where every field is doomed may the two differ, and the walk ends in a dead
	 * end either way, here or a few steps on.
	 * <p>
	 * Deterministic: the same position and generator give the same field, whether or not the lookahead's memo held
	 * the answer of the rules before it. For rules without such fields it draws exactly as
	 * {@code pick(allowed(board), random)}.
	 *
	 * @param fireCounts as for {@link #allowed(Board, long[])}, for the fields judged
	 */
	public int draw(Board board, java.util.SplittableRandom random, long[] fireCounts) {
		int mask = judgeUpTo(board, board.candidates(), drawFrom, fireCounts);
		if (judgedStopped) return pick(mask, random);
		int refusals = 0; // a rule that refuses two fields here fired once
		while (mask != 0) {
			int d = pick(mask, random);
			int refusedBy = -1;
			for (int j = drawFrom; j < rules.length && refusedBy < 0; j++) {
				if (((StepProbeRule) rules[j]).disablesField(board, d, mask)) refusedBy = j;
			}
			if (refusedBy < 0) return d;
			if (fireCounts != null && !firedHere(refusedBy, refusals)) fireCounts[refusedBy]++;
			refusedHere[refusals++] = refusedBy;
			mask &= ~(1 << d);
		}
		return -1;
	}

	/** The rules that refused the fields {@link #draw} judged at this position, in order. */
	private final int[] refusedHere = new int[4];

	private boolean firedHere(int rule, int refusals) {
		for (int k = 0; k < refusals; k++) if (refusedHere[k] == rule) return true;
		return false;
	}

	/** A direction of {@code mask} uniformly at random; -1 for an empty mask, without a draw. */
	public static int pick(int mask, java.util.SplittableRandom random) {
		if (mask == 0) return -1;
		for (int k = random.nextInt(Integer.bitCount(mask)); k > 0; k--) mask &= mask - 1;
		return Integer.numberOfTrailingZeros(mask);
	}

	/**
	 * Evaluates the rules at the live end and keeps every explanation: each rule's firings, and what each would have
	 * disabled had earlier rules not got there first (it is asked again with every candidate open; the fast path's
	 * decisions are not affected).
	 */
	public Evaluation evaluate(Board board) {
		int candidates = board.candidates();
		int mask = candidates;
		List<Firing> firings = new ArrayList<>();
		Firing[] byDir = new Firing[4];
		List<Evaluation.Outcome> outcomes = new ArrayList<>(rules.length);
		String[] takenBy = new String[4]; // the rule that disabled each direction so far
		String stoppedBy = null;
		for (int i = 0; i < rules.length; i++) {
			Rule rule = rules[i];
			List<Firing> local = new ArrayList<>();
			int off = 0;
			int open = stoppedBy == null ? mask : 0; // the fields this rule decides on
			if (open != 0) {
				off = rule.disabled(board, mask, local::add) & mask;
				if (off != 0 && local.isEmpty()) local.add(new Firing(rule.id(), rule.name(), "", off, null, null, "disabled"));
			}
			// the same rule with every candidate open: what it would disable beyond what it could
			List<Firing> all = new ArrayList<>();
			int would = candidates == 0 ? 0 : rule.disabled(board, candidates, all::add) & candidates;
			int shadowed = would & ~open; // fields an earlier rule disabled, or all of them after a stop
			List<Firing> shadowFirings = new ArrayList<>();
			for (Firing f : all) if ((f.disabledDirs() & shadowed) != 0) shadowFirings.add(f);
			if (shadowed != 0 && shadowFirings.isEmpty()) shadowFirings.add(new Firing(rule.id(), rule.name(), "", shadowed, null, null, "disabled"));
			String[] by = new String[4];
			for (int d = 0; d < 4; d++) {
				if ((shadowed & (1 << d)) != 0) by[d] = takenBy[d] != null ? takenBy[d] : stoppedBy;
			}
			outcomes.add(new Evaluation.Outcome(i, rule.id(), rule.name(), off, shadowed, local, shadowFirings, by));
			if (off == 0) continue;
			for (Firing f : local) {
				firings.add(f);
				for (int d = 0; d < 4; d++) {
					if (byDir[d] == null && (off & (1 << d)) != 0 && f.disables(d)) byDir[d] = f;
				}
			}
			for (int d = 0; d < 4; d++) {
				if ((off & (1 << d)) == 0) continue;
				if (byDir[d] == null) byDir[d] = local.get(0);
				takenBy[d] = rule.id();
			}
			mask &= ~off;
			if (rule.stopsOthers()) stoppedBy = rule.id();
		}
		return new Evaluation(candidates, mask, List.copyOf(firings), byDir, outcomes);
	}
}
