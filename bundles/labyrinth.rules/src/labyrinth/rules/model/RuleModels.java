package labyrinth.rules.model;

import labyrinth.core.patterns.PatternSpec;
import labyrinth.model.AreaCondition;
import labyrinth.model.BuiltinRuleRef;
import labyrinth.model.LabyrinthFactory;
import labyrinth.model.Parity;
import labyrinth.model.Pattern;
import labyrinth.model.Rule;
import labyrinth.model.RuleEntry;
import labyrinth.model.RuleSet;

/**
 * The model ({@code labyrinth.ecore}) and the engine meet here: a parsed rule file is already the model, a model
 * rule gives the engine its pattern directly from the drawn rows, and an engine pattern (a proposal of discovery)
 * becomes a model rule. {@link #toText} prints a rule set in the canonical layout without the language runtime.
 */
public final class RuleModels {
	private static final LabyrinthFactory F = LabyrinthFactory.eINSTANCE;

	private RuleModels() {
	}

	/** The model of an engine pattern (enabled, without description). */
	public static Rule toModel(PatternSpec spec) {
		Rule rule = F.createRule();
		rule.setName(spec.name());
		rule.setMirror(spec.mirror());
		rule.setRotate(spec.rotate());
		rule.setStopOthers(spec.stopsOthers());
		Pattern pattern = F.createPattern();
		pattern.getRows().addAll(spec.rows());
		rule.setPattern(pattern);
		PatternSpec.AreaCondition a = spec.area();
		if (a != null) {
			AreaCondition area = F.createAreaCondition();
			area.setParity(Parity.valueOf(a.parity().name()));
			area.setMinImbalance(a.minImbalance());
			area.setMaxImbalance(a.maxImbalance());
			rule.setArea(area);
		}
		return rule;
	}

	/** The engine's pattern for a model rule (a rule still being typed may lack parts: they read as empty). */
	public static PatternSpec spec(Rule r) {
		PatternSpec.AreaCondition area = null;
		AreaCondition a = r.getArea();
		if (a != null) {
			area = new PatternSpec.AreaCondition(PatternSpec.Parity.valueOf(a.getParity().getName()), a.getMinImbalance(),
					a.getMaxImbalance());
		}
		java.util.List<String> rows = r.getPattern() == null ? java.util.List.of() : r.getPattern().getRows();
		return new PatternSpec(String.valueOf(r.getName()), rows, r.isMirror(), r.isRotate(), r.isStopOthers(), area);
	}

	/** The rule set as rule-language text in canonical layout. */
	public static String toText(RuleSet set) {
		StringBuilder sb = new StringBuilder();
		sb.append("ruleset ").append(set.getName()).append('\n');
		if (!set.getSizes().isEmpty()) {
			sb.append("sizes ").append(String.join(", ", set.getSizes().stream().map(String::valueOf).toList())).append('\n');
		}
		if (set.isSetWindow()) sb.append("window ").append(set.getWindow()).append('\n');
		for (String imp : set.getImports()) sb.append("import ").append(quote(imp)).append('\n');
		for (RuleEntry e : set.getEntries()) {
			if (e instanceof BuiltinRuleRef ref) {
				sb.append("\nbuiltin ").append(ref.getId()).append(ref.isDisabled() ? " off" : " on").append('\n');
			} else if (e instanceof Rule r) {
				appendRule(sb, r);
			}
		}
		return sb.toString();
	}

	/** One rule as rule-language text. */
	public static String toText(Rule r) {
		StringBuilder sb = new StringBuilder();
		appendRule(sb, r);
		return sb.substring(1);
	}

	private static void appendRule(StringBuilder sb, Rule r) {
		sb.append('\n').append(labyrinth.core.patterns.RuleText.rule(spec(r), r.getDescription(), r.isDisabled()));
	}

	private static String quote(String s) {
		return labyrinth.core.patterns.RuleText.quote(s);
	}
}
