package labyrinth.rules;

import java.util.ArrayList;
import java.util.List;

import labyrinth.core.patterns.PatternSpec;
import labyrinth.rules.lrules.AreaCondition;
import labyrinth.rules.lrules.PatternRule;

/** Reads the engine's view of a rule straight from the parsed text (for validation, before any model exists). */
public final class RuleSource {
	private RuleSource() {
	}

	/** The drawing of a pattern row token: the text between the bars. */
	public static String inner(String row) {
		return row != null && row.length() >= 2 ? row.substring(1, row.length() - 1) : "";
	}

	public static PatternSpec spec(PatternRule rule) {
		List<String> rows = new ArrayList<>();
		for (String r : rule.getRows()) rows.add(inner(r));
		return new PatternSpec(String.valueOf(rule.getName()), rows, rule.isMirror(), rule.isRotate(), rule.isStopOthers(),
				area(rule.getArea()));
	}

	static PatternSpec.AreaCondition area(AreaCondition a) {
		if (a == null) return null;
		PatternSpec.Parity parity = a.isEven() ? PatternSpec.Parity.EVEN : a.isOdd() ? PatternSpec.Parity.ODD : PatternSpec.Parity.ANY;
		return new PatternSpec.AreaCondition(parity, bound(a.getMin()), bound(a.getMax()));
	}

	private static Integer bound(String text) {
		if (text == null) return null;
		try {
			return Integer.valueOf(text.replace(" ", ""));
		} catch (NumberFormatException e) {
			return null; // the parser has reported it
		}
	}
}
