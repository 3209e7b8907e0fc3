package labyrinth.rules.validation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.URIConverter;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.validation.Check;

import labyrinth.core.patterns.PatternSpec;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.model.BuiltinRuleRef;
import labyrinth.model.LabyrinthPackage;
import labyrinth.model.Rule;
import labyrinth.model.RuleEntry;
import labyrinth.model.RuleSet;
import labyrinth.rules.RuleFiles;
import labyrinth.rules.model.RuleModels;

/**
 * Checks of rule files that the grammar cannot express. Pattern checks come from the engine's
 * {@link PatternSpec#problems()}, so the editor, the command line and the compiler agree on what is wrong.
 */
public class RulesValidator extends AbstractRulesValidator {
	/** Prefix of the issue codes of pattern problems; {@link #code} gives each kind its own. */
	public static final String PATTERN_PROBLEM = "labyrinth.rules.pattern.";
	/** An even number among the sizes, within the engine's range (the odd sizes around it are grid sizes). */
	public static final String EVEN_SIZE = "labyrinth.rules.evenSize";
	/** A size below or above the sizes the engine runs. */
	public static final String SIZE_OUT_OF_RANGE = "labyrinth.rules.sizeOutOfRange";
	public static final String SMALL_WINDOW = "labyrinth.rules.smallWindow";
	public static final String DUPLICATE_NAME = "labyrinth.rules.duplicateName";
	/** A rule that equals an earlier one under its symmetries (on the later rule's name). */
	public static final String SAME_AS_OTHER = "labyrinth.rules.sameAsOther";
	public static final String UNKNOWN_BUILTIN = "labyrinth.rules.unknownBuiltin";
	public static final String SWITCHED_TWICE = "labyrinth.rules.switchedTwice";
	/** An import of a rule file that does not exist (relative to the importing file). */
	public static final String MISSING_IMPORT = "labyrinth.rules.missingImport";
	/** An import of {@code labyrinth:NAME} where the product ships no rule set NAME. */
	public static final String UNKNOWN_SHIPPED_SET = "labyrinth.rules.unknownShippedSet";

	@Check
	public void patternIsWellFormed(Rule rule) {
		if (rule.getPattern() == null) return; // the parser has reported it
		PatternSpec spec = RuleModels.spec(rule);
		List<INode> rows = NodeModelUtils.findNodesForFeature(rule.getPattern(), LabyrinthPackage.Literals.PATTERN__ROWS);
		for (PatternSpec.Problem p : spec.problems()) {
			String message = "Rule " + rule.getName() + ": " + p.message();
			if (p.row() >= 0 && p.row() < rows.size()) {
				INode row = rows.get(p.row());
				int offset = p.column() >= 0 ? row.getOffset() + 1 + p.column() : row.getOffset();
				int length = p.column() >= 0 ? 1 : row.getLength();
				getMessageAcceptor().acceptError(message, rule, offset, length, code(p.kind()));
			} else {
				error(message, rule, LabyrinthPackage.Literals.RULE__PATTERN, code(p.kind()));
			}
		}
	}

	/** The issue code of a kind of pattern problem, e.g. {@code labyrinth.rules.pattern.unknownSymbol}. */
	public static String code(PatternSpec.ProblemKind kind) {
		StringBuilder sb = new StringBuilder(PATTERN_PROBLEM);
		boolean upper = false;
		for (char c : kind.name().toLowerCase(java.util.Locale.ROOT).toCharArray()) {
			if (c == '_') {
				upper = true;
			} else {
				sb.append(upper ? Character.toUpperCase(c) : c);
				upper = false;
			}
		}
		return sb.toString();
	}

	@Check
	public void sizesAreOdd(RuleSet file) {
		for (int i = 0; i < file.getSizes().size(); i++) {
			int s = file.getSizes().get(i);
			if (!labyrinth.core.grid.Board.isValidSize(s)) {
				boolean inRange = s >= labyrinth.core.grid.Board.MIN_SIZE && s <= labyrinth.core.grid.Board.MAX_SIZE;
				error("A grid size is " + labyrinth.core.grid.Board.SIZE_RULE + ", not " + s, file, LabyrinthPackage.Literals.RULE_SET__SIZES, i,
						inRange ? EVEN_SIZE : SIZE_OUT_OF_RANGE, String.valueOf(s));
			}
		}
	}

	@Check
	public void windowHoldsTheLiveEndsSides(RuleSet file) {
		int w = file.getWindow();
		if (!BuiltinRules.isValidWindow(w)) {
			error("A window reaches at least " + BuiltinRules.MIN_WINDOW + " fields from the live end (or is "
					+ BuiltinRules.WHOLE_BOARD + " for the whole board), not " + w, file,
					LabyrinthPackage.Literals.RULE_SET__WINDOW, SMALL_WINDOW);
		}
	}

	@Check
	public void namesAreUniqueAndRulesDistinct(RuleSet file) {
		Map<String, Rule> byName = new HashMap<>();
		List<Rule> rules = file.getEntries().stream().filter(Rule.class::isInstance).map(Rule.class::cast).toList();
		List<PatternSpec> specs = rules.stream().map(RuleModels::spec).toList(); // compiled once, compared pairwise
		for (int i = 0; i < rules.size(); i++) {
			Rule rule = rules.get(i);
			Rule earlier = byName.putIfAbsent(rule.getName(), rule);
			if (earlier != null) {
				error("Duplicate rule name '" + rule.getName() + "'; rename one of the two rules", rule,
						LabyrinthPackage.Literals.RULE__NAME, DUPLICATE_NAME);
				continue;
			}
			PatternSpec spec = specs.get(i);
			if (!spec.isValid()) continue;
			for (int j = 0; j < i; j++) {
				PatternSpec other = specs.get(j);
				if (other.isValid() && (other.sameAs(spec) || spec.sameAs(other))) {
					warning("Rule " + rule.getName() + " is the same as rule " + rules.get(j).getName()
							+ " under its symmetries; remove one of them", rule, LabyrinthPackage.Literals.RULE__NAME,
							SAME_AS_OTHER, rule.getName(), rules.get(j).getName());
					break;
				}
			}
		}
	}

	@Check
	public void builtinExists(BuiltinRuleRef sw) {
		if (!BuiltinRules.exists(sw.getId())) {
			// the likely meaning first: the hover and the Problems view cut the line at their width
			List<String> meant = labyrinth.rules.RuleQuickFixes.likelyBuiltins(sw.getId());
			String guess = meant.isEmpty() ? "; the engine has "
					: "; did you mean " + String.join(" or ", meant.stream().map(id -> "'" + id + "'").toList()) + "? The engine has ";
			error("Unknown built-in rule '" + sw.getId() + "'" + guess + String.join(", ", BuiltinRules.ids()),
					sw, LabyrinthPackage.Literals.BUILTIN_RULE_REF__ID, UNKNOWN_BUILTIN, sw.getId());
		}
	}

	@Check
	public void builtinSwitchedOnce(RuleSet file) {
		Map<String, BuiltinRuleRef> seen = new HashMap<>();
		for (RuleEntry e : file.getEntries()) {
			if (e instanceof BuiltinRuleRef sw && seen.putIfAbsent(sw.getId(), sw) != null) {
				warning("Built-in rule '" + sw.getId() + "' is switched twice; the later switch wins", sw,
						LabyrinthPackage.Literals.BUILTIN_RULE_REF__ID, SWITCHED_TWICE);
			}
		}
	}

	@Check
	public void importsExist(RuleSet file) {
		for (int i = 0; i < file.getImports().size(); i++) importExists(file, i);
	}

	private void importExists(RuleSet file, int index) {
		String text = file.getImports().get(index);
		if (text == null || file.eResource() == null || file.eResource().getURI() == null) return;
		URI base = file.eResource().getURI();
		URI target = URI.createURI(text);
		if (RuleFiles.SHIPPED_SCHEME.equals(target.scheme()) || RuleFiles.SHIPPED_SCHEME.equals(base.scheme())) {
			String name = target.hasOpaquePart() ? target.opaquePart() : target.lastSegment();
			if (!RuleFiles.SHIPPED.contains(name)) {
				error("No shipped rule set '" + name + "'; shipped are " + String.join(", ", RuleFiles.SHIPPED), file,
						LabyrinthPackage.Literals.RULE_SET__IMPORTS, index, UNKNOWN_SHIPPED_SET, text);
			}
			return;
		}
		target = target.resolve(base);
		URIConverter converter = file.eResource().getResourceSet() != null
				? file.eResource().getResourceSet().getURIConverter() : URIConverter.INSTANCE;
		if ((base.isFile() || base.isPlatform()) && !converter.exists(target, null)) {
			error("Imported rule file '" + text + "' not found (looked at " + target + ")", file,
					LabyrinthPackage.Literals.RULE_SET__IMPORTS, index, MISSING_IMPORT, text);
		}
	}
}
