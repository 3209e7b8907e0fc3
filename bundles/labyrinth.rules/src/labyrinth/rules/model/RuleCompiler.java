package labyrinth.rules.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.model.BuiltinRuleRef;
import labyrinth.model.Rule;
import labyrinth.model.RuleEntry;
import labyrinth.model.RuleSet;

/**
 * Compiles rule-set models to the engine's {@link RuleSetSpec}. Imported sets come first; a built-in switched on
 * keeps the place where it was first switched on, switching it off removes it; pattern rules are identified as
 * {@code set/rule}. The root's sizes apply, and the last window set.
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
		return new RuleSetSpec(root.getName(), new ArrayList<>(root.getSizes()), window(sets),
				new ArrayList<>(entries.values()));
	}

	/**
	 * One window applies to every built-in of the engine, imported ones too: the last one set, so a file that says
	 * none keeps the window of the sets it imports and the root's overrides theirs.
	 */
	private static int window(List<RuleSet> sets) {
		for (int i = sets.size() - 1; i >= 0; i--) {
			if (sets.get(i).isSetWindow()) return sets.get(i).getWindow();
		}
		return BuiltinRules.WHOLE_BOARD;
	}
}
