package labyrinth.core.patterns;

import java.util.ArrayList;
import java.util.List;

import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.rules.Rule;
import labyrinth.core.rules.RuleEngine;

/**
 * An ordered rule set ready to run: built-in rules by id and compiled pattern rules, in evaluation order, with the
 * grid sizes it is meant for. Produced by the rule language's compiler; {@link #engine()} makes one engine per
 * thread.
 *
 * @param name    rule set name
 * @param sizes   sizes it applies to; empty means every size
 * @param window  how far from the live end (king's moves) the built-ins' analyses look, or
 *                {@link BuiltinRules#WHOLE_BOARD}
 * @param entries rules in evaluation order
 */
public record RuleSetSpec(String name, List<Integer> sizes, int window, List<Entry> entries) {

	/** A built-in rule ({@code pattern == null}) or a pattern rule. */
	public record Entry(String id, PatternSpec pattern) {
		public static Entry builtin(String id) {
			return new Entry(id, null);
		}

		public boolean isBuiltin() {
			return pattern == null;
		}

		/**
		 * The name the views show the rule by: what a rule file writes, a built-in's id (as {@code builtin corner on},
		 * {@code --builtins} and the help book's headings) or a pattern rule's name.
		 */
		public String label() {
			return isBuiltin() ? id : pattern.name();
		}
	}

	public RuleSetSpec {
		sizes = List.copyOf(sizes);
		entries = List.copyOf(entries);
		BuiltinRules.checkWindow(window);
	}

	/** A rule set whose built-ins look at the whole board. */
	public RuleSetSpec(String name, List<Integer> sizes, List<Entry> entries) {
		this(name, sizes, BuiltinRules.WHOLE_BOARD, entries);
	}

	/** The same rule set with other rules. */
	public RuleSetSpec withEntries(List<Entry> others) {
		return new RuleSetSpec(name, sizes, window, others);
	}

	/** Built-in rules by id, in this order, for every size. */
	public static RuleSetSpec builtins(List<String> ids) {
		return new RuleSetSpec("builtins", List.of(), ids.stream().map(Entry::builtin).toList());
	}

	public boolean appliesTo(int size) {
		return sizes.isEmpty() || sizes.contains(size);
	}

	public List<String> ids() {
		List<String> ids = new ArrayList<>();
		for (Entry e : entries) ids.add(e.id());
		return ids;
	}

	/** A fresh engine (rules keep scratch buffers, so each thread needs its own). */
	public RuleEngine engine() {
		return new RuleEngine(rules());
	}

	/**
	 * The rule set's one identity, used by checkpoints, the cluster and the run log: the digest of what decides its
	 * rules (see {@link RuleEngine#digest()}). Its name and sizes are not part of it: they decide nothing.
	 */
	public String digest() {
		return RuleEngine.digest(rules());
	}

	private List<Rule> rules() {
		BuiltinRules.Factory builtins = BuiltinRules.factory(window);
		List<Rule> rules = new ArrayList<>();
		for (Entry e : entries) rules.add(e.isBuiltin() ? builtins.create(e.id()) : new PatternRule(e.id(), e.pattern()));
		return rules;
	}
}
