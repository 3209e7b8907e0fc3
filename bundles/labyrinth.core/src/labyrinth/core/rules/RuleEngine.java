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

	public RuleEngine(List<? extends Rule> rules) {
		this.rules = rules.toArray(new Rule[0]);
		for (int i = 0; i < this.rules.length; i++) {
			if (this.rules[i] instanceof LookaheadRule look) {
				look.bind(new RuleEngine(List.of(java.util.Arrays.copyOf(this.rules, i))));
			}
		}
	}

	/** No rules at all: every free neighbour is allowed. */
	public static RuleEngine none() {
		return new RuleEngine(List.of());
	}

	public List<Rule> rules() {
		return List.of(rules);
	}

	public int ruleCount() {
		return rules.length;
	}

	/**
	 * A short hash of the rules' content in order (see {@link Rule#fingerprint()}): equal for engines that decide
	 * alike, different when a rule is added, moved or edited under the same name.
	 */
	public String fingerprint() {
		try {
			java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
			for (Rule r : rules) sha.update((r.fingerprint() + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
			return java.util.HexFormat.of().formatHex(sha.digest(), 0, 8);
		} catch (java.security.NoSuchAlgorithmException e) {
			throw new IllegalStateException("every Java runtime has SHA-256", e);
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
		for (int i = 0; i < rules.length && mask != 0; i++) {
			int off = rules[i].disabled(board, mask, null) & mask;
			if (off != 0) {
				mask &= ~off;
				if (fireCounts != null) fireCounts[i]++;
				if (rules[i].stopsOthers()) break;
			}
		}
		return mask;
	}

	/** Evaluates the rules at the live end and keeps every explanation. */
	public Evaluation evaluate(Board board) {
		int candidates = board.candidates();
		int mask = candidates;
		List<Firing> firings = new ArrayList<>();
		Firing[] byDir = new Firing[4];
		for (int i = 0; i < rules.length && mask != 0; i++) {
			List<Firing> local = new ArrayList<>();
			int off = rules[i].disabled(board, mask, local::add) & mask;
			if (off == 0) continue;
			if (local.isEmpty()) {
				local.add(new Firing(rules[i].id(), rules[i].name(), "", off, null, null, "disabled"));
			}
			for (Firing f : local) {
				firings.add(f);
				for (int d = 0; d < 4; d++) {
					if (byDir[d] == null && (off & (1 << d)) != 0 && f.disables(d)) byDir[d] = f;
				}
			}
			for (int d = 0; d < 4; d++) {
				if (byDir[d] == null && (off & (1 << d)) != 0) byDir[d] = local.get(0);
			}
			mask &= ~off;
			if (rules[i].stopsOthers()) break;
		}
		return new Evaluation(candidates, mask, List.copyOf(firings), byDir);
	}
}
