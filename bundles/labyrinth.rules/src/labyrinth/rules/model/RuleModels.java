package labyrinth.rules.model;

import java.util.List;

import labyrinth.core.patterns.CellKind;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.model.AreaCondition;
import labyrinth.model.BuiltinRuleRef;
import labyrinth.model.LabyrinthFactory;
import labyrinth.model.Parity;
import labyrinth.model.Pattern;
import labyrinth.model.PatternCell;
import labyrinth.model.Rule;
import labyrinth.model.RuleEntry;
import labyrinth.model.RuleSet;
import labyrinth.rules.RuleSource;
import labyrinth.rules.lrules.BuiltinSwitch;
import labyrinth.rules.lrules.Entry;
import labyrinth.rules.lrules.Import;
import labyrinth.rules.lrules.PatternRule;
import labyrinth.rules.lrules.RuleFile;

/**
 * Converts between the rule language and the EMF model ({@code labyrinth.ecore}) in both directions. Text to model
 * to text gives the same rule set in canonical layout; model to text to model gives an equal model.
 */
public final class RuleModels {
	private static final LabyrinthFactory F = LabyrinthFactory.eINSTANCE;

	private RuleModels() {
	}

	/** The model of a parsed rule file; the file should have no errors. */
	public static RuleSet toModel(RuleFile file) {
		RuleSet set = F.createRuleSet();
		set.setName(file.getName());
		set.getSizes().addAll(file.getSizes());
		for (Import imp : file.getImports()) set.getImports().add(imp.getImportURI());
		for (Entry e : file.getEntries()) {
			if (e instanceof BuiltinSwitch sw) {
				BuiltinRuleRef ref = F.createBuiltinRuleRef();
				ref.setId(sw.getId());
				ref.setEnabled(sw.isEnabled());
				set.getEntries().add(ref);
			} else if (e instanceof PatternRule pr) {
				set.getEntries().add(toModel(pr));
			}
		}
		return set;
	}

	static Rule toModel(PatternRule pr) {
		Rule rule = toModel(RuleSource.spec(pr));
		rule.setDescription(pr.getDescription());
		rule.setEnabled(!pr.isDisabled());
		return rule;
	}

	/** The model of an engine pattern (enabled, without description). */
	public static Rule toModel(PatternSpec spec) {
		Rule rule = F.createRule();
		rule.setName(spec.name());
		rule.setMirror(spec.mirror());
		rule.setRotate(spec.rotate());
		rule.setStopOthers(spec.stopsOthers());
		Pattern pattern = F.createPattern();
		List<String> rows = spec.rows();
		pattern.setHeight(rows.size());
		for (int r = 0; r < rows.size(); r++) {
			String cells = rows.get(r).replace(" ", "").replace("\t", "");
			pattern.setWidth(Math.max(pattern.getWidth(), cells.length()));
			int live = cells.indexOf(CellKind.LIVE_END.symbol());
			if (live >= 0) {
				pattern.setLiveRow(r);
				pattern.setLiveColumn(live);
			}
		}
		for (PatternSpec.Cell c : spec.cells()) {
			PatternCell cell = F.createPatternCell();
			cell.setLeft(c.left());
			cell.setStraight(c.straight());
			cell.setKind(labyrinth.model.CellKind.valueOf(c.kind().name()));
			pattern.getCells().add(cell);
		}
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

	/** The drawing of a pattern, one string per row, symbols separated by blanks. */
	public static List<String> rows(Pattern p) {
		char[][] g = new char[p.getHeight()][p.getWidth()];
		for (char[] row : g) java.util.Arrays.fill(row, CellKind.ANY.symbol());
		if (p.getLiveRow() < p.getHeight() && p.getLiveColumn() < p.getWidth()) {
			g[p.getLiveRow()][p.getLiveColumn()] = CellKind.LIVE_END.symbol();
		}
		for (PatternCell c : p.getCells()) {
			int r = p.getLiveRow() - c.getStraight();
			int col = p.getLiveColumn() - c.getLeft();
			if (r < 0 || col < 0 || r >= p.getHeight() || col >= p.getWidth()) {
				throw new IllegalArgumentException("pattern cell at left " + c.getLeft() + ", ahead " + c.getStraight()
						+ " lies outside the " + p.getWidth() + "x" + p.getHeight() + " drawing");
			}
			g[r][col] = CellKind.valueOf(c.getKind().getName()).symbol();
		}
		return java.util.Arrays.stream(g).map(row -> new String(row).replace("", " ").strip()).toList();
	}

	/** The engine's pattern for a model rule. */
	public static PatternSpec spec(Rule r) {
		PatternSpec.AreaCondition area = null;
		if (r.getArea() != null) {
			area = new PatternSpec.AreaCondition(PatternSpec.Parity.valueOf(r.getArea().getParity().getName()),
					r.getArea().getMinImbalance(), r.getArea().getMaxImbalance());
		}
		return new PatternSpec(r.getName(), rows(r.getPattern()), r.isMirror(), r.isRotate(), r.isStopOthers(), area);
	}

	/** The rule set as rule-language text in canonical layout. */
	public static String toText(RuleSet set) {
		StringBuilder sb = new StringBuilder();
		sb.append("ruleset ").append(set.getName()).append('\n');
		if (!set.getSizes().isEmpty()) {
			sb.append("sizes ").append(String.join(", ", set.getSizes().stream().map(String::valueOf).toList())).append('\n');
		}
		for (String imp : set.getImports()) sb.append("import ").append(quote(imp)).append('\n');
		for (RuleEntry e : set.getEntries()) {
			if (e instanceof BuiltinRuleRef ref) {
				sb.append("\nbuiltin ").append(ref.getId()).append(ref.isEnabled() ? " on" : " off").append('\n');
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
		sb.append("\nrule ").append(r.getName()).append(" {\n");
		if (r.getDescription() != null) sb.append("\tdescription ").append(quote(r.getDescription())).append('\n');
		if (r.isMirror() || r.isRotate()) {
			sb.append("\tsymmetry").append(r.isMirror() ? " mirror" : "").append(r.isRotate() ? " rotate" : "").append('\n');
		}
		if (r.isStopOthers()) sb.append("\tstops others\n");
		if (!r.isEnabled()) sb.append("\tdisabled\n");
		sb.append("\tpattern\n");
		for (String row : rows(r.getPattern())) sb.append("\t\t|").append(row).append("|\n");
		AreaCondition a = r.getArea();
		if (a != null) {
			sb.append("\t\tarea");
			if (a.getParity() == Parity.EVEN) sb.append(" even");
			if (a.getParity() == Parity.ODD) sb.append(" odd");
			if (a.getMinImbalance() != null || a.getMaxImbalance() != null) {
				sb.append(" imbalance ").append(a.getMinImbalance() != null ? a.getMinImbalance().toString() : "").append("..")
						.append(a.getMaxImbalance() != null ? a.getMaxImbalance().toString() : "");
			}
			sb.append('\n');
		}
		sb.append("}\n");
	}

	private static String quote(String s) {
		return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
	}
}
