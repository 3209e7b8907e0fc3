package labyrinth.core.rules;

import java.util.List;

/**
 * The result of evaluating the rules at one position.
 *
 * @param candidates geometric candidates (direction mask)
 * @param allowed    candidates left by the rules (direction mask)
 * @param firings    every firing that disabled a field, in rule order
 * @param disabledBy per direction, the firing that disabled it
 * @param outcomes   per rule of the engine, in order: what it disabled, and what it would have disabled had an
 *                   earlier rule not disabled those fields first or stopped the rules after it
 */
public record Evaluation(int candidates, int allowed, List<Firing> firings, Firing[] disabledBy, List<Outcome> outcomes) {

	/**
	 * One rule at this position.
	 *
	 * @param disabled       the fields it disabled (direction mask)
	 * @param shadowed       the fields it would also disable, already disabled by an earlier rule or left to it by a
	 *                       rule that stopped the others (direction mask)
	 * @param firings        its firings that disabled fields
	 * @param shadowFirings  its firings over the shadowed fields
	 * @param shadowedBy     per direction, the earlier rule (its id) that disabled the field or stopped this one
	 */
	public record Outcome(int index, String ruleId, String ruleName, int disabled, int shadowed, List<Firing> firings,
			List<Firing> shadowFirings, String[] shadowedBy) {
		public Outcome {
			firings = List.copyOf(firings);
			shadowFirings = List.copyOf(shadowFirings);
			shadowedBy = shadowedBy.clone();
		}

		@Override
		public String[] shadowedBy() {
			return shadowedBy.clone();
		}

		public boolean fired() {
			return disabled != 0;
		}
	}

	public Evaluation {
		disabledBy = disabledBy.clone();
		outcomes = List.copyOf(outcomes);
	}

	/**
	 * The rule's number among the rules that judged (1 the first), as {@code check} shows it and, with every rule on, the
	 * walker's legend; 0 if none has the id.
	 */
	public int ruleNumber(String ruleId) {
		Outcome o = outcome(ruleId);
		return o == null ? 0 : o.index() + 1;
	}

	/** The outcome of the rule with this id, or null. */
	public Outcome outcome(String ruleId) {
		for (Outcome o : outcomes) if (o.ruleId().equals(ruleId)) return o;
		return null;
	}

	/** The firing that disabled the candidate in direction {@code dir}, or null if it is allowed or no candidate. */
	public Firing disabledBy(int dir) {
		return disabledBy[dir];
	}

	public boolean isAllowed(int dir) {
		return (allowed & (1 << dir)) != 0;
	}

	public boolean isCandidate(int dir) {
		return (candidates & (1 << dir)) != 0;
	}
}
