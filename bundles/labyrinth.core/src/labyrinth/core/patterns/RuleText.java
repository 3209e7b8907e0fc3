package labyrinth.core.patterns;

/**
 * A pattern rule as text of the rule language ({@code .lrules}), in the canonical layout. The one writer of rule
 * text: the language's model printer and the proposals of discovery both use it.
 */
public final class RuleText {
	private RuleText() {
	}

	/** {@code rule NAME { ... }} with a trailing newline; {@code description} may be null. */
	public static String rule(PatternSpec spec, String description, boolean disabled) {
		StringBuilder sb = new StringBuilder();
		sb.append("rule ").append(spec.name()).append(" {\n");
		if (description != null) sb.append("\tdescription ").append(quote(description)).append('\n');
		if (spec.mirror() || spec.rotate()) {
			sb.append("\tsymmetry").append(spec.mirror() ? " mirror" : "").append(spec.rotate() ? " rotate" : "").append('\n');
		}
		if (spec.stopsOthers()) sb.append("\tstops others\n");
		if (disabled) sb.append("\tdisabled\n");
		sb.append("\tpattern\n");
		for (String row : spec.rows()) sb.append("\t\t|").append(row).append("|\n");
		PatternSpec.AreaCondition a = spec.area();
		if (a != null) {
			sb.append("\t\tarea");
			if (a.parity() == PatternSpec.Parity.EVEN) sb.append(" even");
			if (a.parity() == PatternSpec.Parity.ODD) sb.append(" odd");
			if (a.minImbalance() != null || a.maxImbalance() != null) {
				sb.append(" imbalance ").append(a.minImbalance() != null ? a.minImbalance().toString() : "").append("..")
						.append(a.maxImbalance() != null ? a.maxImbalance().toString() : "");
			}
			sb.append('\n');
		}
		return sb.append("}\n").toString();
	}

	/** A string literal of the language. */
	public static String quote(String s) {
		return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
	}
}
