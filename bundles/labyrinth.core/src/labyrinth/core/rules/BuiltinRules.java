package labyrinth.core.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The engine's built-in rules by id, and the default order they run in. */
public final class BuiltinRules {
	private static final Map<String, Supplier<Rule>> FACTORIES = new LinkedHashMap<>();
	static {
		FACTORIES.put(CShapeRule.ID, CShapeRule::new);
		FACTORIES.put(AreaRule.ID, AreaRule::new);
		FACTORIES.put(LookaheadRule.ID, LookaheadRule::new);
	}

	/** Ids of the default rule set, in evaluation order. */
	public static final List<String> DEFAULT_IDS = List.of(CShapeRule.ID, AreaRule.ID);

	private BuiltinRules() {
	}

	public static List<String> ids() {
		return List.copyOf(FACTORIES.keySet());
	}

	public static boolean exists(String id) {
		return FACTORIES.containsKey(id);
	}

	/** A fresh instance (rules keep scratch buffers, so every thread needs its own). */
	public static Rule create(String id) {
		Supplier<Rule> f = FACTORIES.get(id);
		if (f == null) {
			throw new IllegalArgumentException("unknown built-in rule '" + id + "' (known: " + String.join(", ", ids()) + ")");
		}
		return f.get();
	}

	public static RuleEngine engine(List<String> ids) {
		List<Rule> rules = new ArrayList<>();
		for (String id : ids) rules.add(create(id));
		return new RuleEngine(rules);
	}

	public static RuleEngine defaults() {
		return engine(DEFAULT_IDS);
	}
}
