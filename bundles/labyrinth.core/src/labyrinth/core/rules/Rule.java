package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * A rule that disables some of the live end's candidate fields. Built-in rules and rules compiled from the rule
 * language implement the same interface, so they fire, explain and count the same way.
 */
public interface Rule {
	/** Stable identifier used on the command line and in rule files, e.g. {@code c-shape}. */
	String id();

	/** Name shown to the user, e.g. {@code C-shape}. */
	String name();

	/**
	 * Decides which of the still allowed candidates this rule disables.
	 *
	 * @param board   the position; the rule may step and step back but must leave it as it found it
	 * @param allowed mask of candidate directions still allowed (bit d = direction d)
	 * @param sink    receives a {@link Firing} per disabled field group when explanations are wanted; null in
	 *                the fast path, where a rule must not allocate
	 * @return mask of directions (a subset of {@code allowed}) this rule disables
	 */
	int disabled(Board board, int allowed, FiringSink sink);

	/**
	 * What decides this rule's behaviour, as text: two rules with the same fingerprint disable the same fields.
	 * Built-ins are their id and the revision of their code; pattern rules add their drawing, so an edited pattern
	 * changes it.
	 */
	default String fingerprint() {
		return BuiltinRules.fingerprint(id());
	}

	/**
	 * True if the rule looks at the order of the line (which way it went on from a taken field), not only at which
	 * fields are taken, the live end and its heading. A search may reuse what it found below one line for another
	 * line with the same fields, live end and heading only when no rule does.
	 */
	default boolean readsLineOrder() {
		return false;
	}

	/** A rule that stops the rules after it when it fires (like the C-shape: the field must be entered now). */
	default boolean stopsOthers() {
		return false;
	}
}
