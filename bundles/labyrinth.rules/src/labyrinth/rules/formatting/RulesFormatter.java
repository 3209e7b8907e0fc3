package labyrinth.rules.formatting;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.formatting2.AbstractFormatter2;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegionsFinder;

import labyrinth.model.AreaCondition;
import labyrinth.model.BuiltinRuleRef;
import labyrinth.model.LabyrinthPackage;
import labyrinth.model.Parity;
import labyrinth.model.Rule;
import labyrinth.model.RuleEntry;
import labyrinth.model.RuleSet;

/**
 * Lays rule files out the canonical way: one header line each, a blank line before every pattern rule, rule options
 * indented once, pattern rows (and the area condition) indented twice so the drawing stands out.
 */
public class RulesFormatter extends AbstractFormatter2 {

	@Override
	public void format(Object obj, IFormattableDocument document) {
		if (obj instanceof org.eclipse.xtext.resource.XtextResource resource) _format(resource, document);
		else if (obj instanceof RuleSet file) formatFile(file, document);
		else if (obj instanceof Rule rule) formatRule(rule, document);
		else if (obj instanceof BuiltinRuleRef sw) formatSwitch(sw, document);
		else if (obj instanceof AreaCondition area) formatArea(area, document);
		else if (obj instanceof EObject o) o.eContents().forEach(document::format);
	}

	private ISemanticRegionsFinder find(EObject o) {
		return textRegionExtensions.regionFor(o);
	}

	private void formatFile(RuleSet file, IFormattableDocument doc) {
		ISemanticRegionsFinder r = find(file);
		doc.append(r.keyword("ruleset"), f -> f.oneSpace());
		for (String header : new String[] { "sizes", "window" }) {
			ISemanticRegion k = r.keyword(header);
			if (k == null) continue;
			doc.prepend(k, f -> f.newLine());
			doc.append(k, f -> f.oneSpace());
		}
		for (ISemanticRegion comma : r.keywords(",")) {
			doc.prepend(comma, f -> f.noSpace());
			doc.append(comma, f -> f.oneSpace());
		}
		for (ISemanticRegion imp : r.keywords("import")) {
			doc.prepend(imp, f -> f.newLine());
			doc.append(imp, f -> f.oneSpace());
		}
		boolean first = true;
		for (RuleEntry e : file.getEntries()) {
			boolean blank = first || e instanceof Rule;
			doc.prepend(e, f -> f.setNewLines(blank ? 2 : 1, blank ? 2 : 1, 2));
			doc.format(e);
			first = false;
		}
		if (!file.getEntries().isEmpty()) doc.append(file.getEntries().get(file.getEntries().size() - 1), f -> f.newLine());
	}

	private void formatSwitch(BuiltinRuleRef sw, IFormattableDocument doc) {
		ISemanticRegionsFinder r = find(sw);
		doc.append(r.keyword("builtin"), f -> f.oneSpace());
		ISemanticRegion id = r.feature(LabyrinthPackage.Literals.BUILTIN_RULE_REF__ID);
		if (id != null) doc.append(id, f -> f.oneSpace());
	}

	private void formatRule(Rule rule, IFormattableDocument doc) {
		ISemanticRegionsFinder r = find(rule);
		ISemanticRegion open = r.keyword("{");
		ISemanticRegion close = r.keyword("}");
		doc.append(r.keyword("rule"), f -> f.oneSpace());
		doc.prepend(open, f -> f.oneSpace());
		doc.interior(open, close, f -> f.indent());
		for (String kw : new String[] { "description", "symmetry", "stops", "disabled", "pattern" }) {
			ISemanticRegion k = r.keyword(kw);
			if (k != null) doc.prepend(k, f -> f.newLine());
		}
		for (String kw : new String[] { "description", "symmetry", "stops" }) {
			ISemanticRegion k = r.keyword(kw);
			if (k != null) doc.append(k, f -> f.oneSpace());
		}
		ISemanticRegion mirror = r.keyword("mirror");
		if (mirror != null && rule.isRotate()) doc.append(mirror, f -> f.oneSpace());
		ISemanticRegion pattern = r.keyword("pattern");
		if (pattern != null) doc.interior(pattern, close, f -> f.indent());
		if (rule.getPattern() != null) {
			for (ISemanticRegion row : find(rule.getPattern()).features(LabyrinthPackage.Literals.PATTERN__ROWS)) {
				doc.prepend(row, f -> f.newLine());
			}
		}
		ISemanticRegion area = r.keyword("area");
		if (area != null) {
			doc.prepend(area, f -> f.newLine());
			doc.append(area, f -> f.oneSpace());
		}
		if (rule.getArea() != null) doc.format(rule.getArea());
		doc.prepend(close, f -> f.newLine());
	}

	private void formatArea(AreaCondition area, IFormattableDocument doc) {
		ISemanticRegionsFinder r = find(area);
		// every hidden region gets one instruction only: neighbouring instructions must not conflict
		ISemanticRegion imbalance = r.keyword("imbalance");
		if (imbalance == null) return;
		if (area.getParity() != Parity.ANY) doc.prepend(imbalance, f -> f.oneSpace());
		doc.append(imbalance, f -> f.oneSpace());
		ISemanticRegion dots = r.keyword("..");
		if (dots != null && area.getMinImbalance() != null) doc.prepend(dots, f -> f.noSpace());
		if (dots != null && area.getMaxImbalance() != null) doc.append(dots, f -> f.noSpace());
	}
}
