package labyrinth.rules.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.model.BuiltinRuleRef;
import labyrinth.model.Rule;
import labyrinth.model.RuleEntry;
import labyrinth.model.RuleSet;

/**
 * Compiles rule-set models to the engine's {@link RuleSetSpec}. Imported sets come first; a built-in switched on
 * keeps the place where it was first switched on, switching it off removes it; pattern rules are identified as
 * {@code set/rule}. The root's sizes and window apply.
 */
public final class RuleCompiler {
	private RuleCompiler() {
	}

	/**
	 * @param sets the root set's import closure, imported sets before the sets that import them, the root last
	 */
	public static RuleSetSpec compile(List<RuleSet> sets) {
		if (sets.isEmpty()) throw new IllegalArgumentException("no rule set to compile");
		RuleSet root = sets.get(sets.size() - 1);
		Map<String, RuleSetSpec.Entry> entries = new LinkedHashMap<>();
		for (RuleSet set : sets) {
			for (RuleEntry e : set.getEntries()) {
				if (e instanceof BuiltinRuleRef ref) {
					if (!ref.isDisabled()) entries.putIfAbsent(ref.getId(), RuleSetSpec.Entry.builtin(ref.getId()));
					else entries.remove(ref.getId());
				} else if (e instanceof Rule r) {
					String id = set.getName() + "/" + r.getName();
					if (!r.isDisabled()) entries.put(id, new RuleSetSpec.Entry(id, RuleModels.spec(r)));
					else entries.remove(id);
				}
			}
		}
		// like the sizes, the window is the root's: it applies to every built-in of the engine, imported ones too
		return new RuleSetSpec(root.getName(), new ArrayList<>(root.getSizes()), root.getWindow(),
				new ArrayList<>(entries.values()));
	}
}
