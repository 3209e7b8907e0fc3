package labyrinth.core.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** The engine's built-in rules by id, and the default order they run in. */
public final class BuiltinRules {
	/** Factories get the area probe of the engine being built, so the area-based rules share their analyses. */
	private static final Map<String, Function<AreaProbe, Rule>> FACTORIES = new LinkedHashMap<>();
	static {
		FACTORIES.put(CShapeRule.ID, probe -> new CShapeRule());
		FACTORIES.put(ContactRule.NEAR_BORDER, ContactRule::nearBorder);
		FACTORIES.put(ContactRule.CORNER, ContactRule::corner);
		FACTORIES.put(AreaRule.ID, AreaRule::new);
		FACTORIES.put(CorridorRule.ID, CorridorRule::corridors);
		FACTORIES.put(CorridorRule.OPEN_SIDES, CorridorRule::openSides);
		FACTORIES.put(CorridorRule.GATES, CorridorRule::gates);
		FACTORIES.put(CorridorRule.CUT_SIDES, CorridorRule::cutSides);
		FACTORIES.put(AnalysisRule.CUT, probe -> AnalysisRule.cut());
		FACTORIES.put(AnalysisRule.CUT_BEHIND, probe -> AnalysisRule.cutBehind());
		FACTORIES.put(AnalysisRule.NECK, probe -> AnalysisRule.neck());
		FACTORIES.put(LookaheadRule.ID, probe -> LookaheadRule.oneStep());
		FACTORIES.put(LookaheadRule.FORCED_STEPS, probe -> LookaheadRule.forcedSteps());
	}

	/** Ids of the default rule set, in evaluation order. */
	public static final List<String> DEFAULT_IDS = List.of(CShapeRule.ID, ContactRule.NEAR_BORDER, ContactRule.CORNER, AreaRule.ID);

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
		return create(id, new AreaProbe());
	}

	private static Rule create(String id, AreaProbe probe) {
		Function<AreaProbe, Rule> f = FACTORIES.get(id);
		if (f == null) {
			throw new IllegalArgumentException("unknown built-in rule '" + id + "' (known: " + String.join(", ", ids()) + ")");
		}
		return f.apply(probe);
	}

	public static RuleEngine engine(List<String> ids) {
		List<Rule> rules = new ArrayList<>();
		Factory factory = factory();
		for (String id : ids) rules.add(factory.create(id));
		return new RuleEngine(rules);
	}

	/** Creates the built-ins of one engine; they share work, so use one factory per engine. */
	public static Factory factory() {
		return new Factory(new AreaProbe());
	}

	public static final class Factory {
		private final AreaProbe probe;

		private Factory(AreaProbe probe) {
			this.probe = probe;
		}

		public Rule create(String id) {
			return BuiltinRules.create(id, probe);
		}
	}

	public static RuleEngine defaults() {
		return engine(DEFAULT_IDS);
	}
}
