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
import labyrinth.rules.RuleFiles;
import labyrinth.rules.RuleSource;
import labyrinth.rules.lrules.BuiltinSwitch;
import labyrinth.rules.lrules.Entry;
import labyrinth.rules.lrules.Import;
import labyrinth.rules.lrules.LrulesPackage;
import labyrinth.rules.lrules.PatternRule;
import labyrinth.rules.lrules.RuleFile;

/**
 * Checks of rule files that the grammar cannot express. Pattern checks come from the engine's
 * {@link PatternSpec#problems()}, so the editor, the command line and the compiler agree on what is wrong.
 */
public class RulesValidator extends AbstractRulesValidator {
	/** Prefix of the issue codes of pattern problems; {@link #code} gives each kind its own. */
	public static final String PATTERN_PROBLEM = "labyrinth.rules.pattern.";
	public static final String EVEN_SIZE = "labyrinth.rules.evenSize";
	public static final String DUPLICATE_NAME = "labyrinth.rules.duplicateName";
	public static final String SAME_AS_OTHER = "labyrinth.rules.sameAsOther";
	public static final String UNKNOWN_BUILTIN = "labyrinth.rules.unknownBuiltin";
	public static final String SWITCHED_TWICE = "labyrinth.rules.switchedTwice";
	public static final String MISSING_IMPORT = "labyrinth.rules.missingImport";

	@Check
	public void patternIsWellFormed(PatternRule rule) {
		PatternSpec spec = RuleSource.spec(rule);
		List<INode> rows = NodeModelUtils.findNodesForFeature(rule, LrulesPackage.Literals.PATTERN_RULE__ROWS);
		for (PatternSpec.Problem p : spec.problems()) {
			String message = "Rule " + rule.getName() + ": " + p.message();
			if (p.row() >= 0 && p.row() < rows.size()) {
				INode row = rows.get(p.row());
				int offset = p.column() >= 0 ? row.getOffset() + 1 + p.column() : row.getOffset();
				int length = p.column() >= 0 ? 1 : row.getLength();
				getMessageAcceptor().acceptError(message, rule, offset, length, code(p.kind()));
			} else {
				error(message, rule, LrulesPackage.Literals.PATTERN_RULE__ROWS, code(p.kind()));
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
	public void sizesAreOdd(RuleFile file) {
		for (int i = 0; i < file.getSizes().size(); i++) {
			int s = file.getSizes().get(i);
			if (!labyrinth.core.grid.Board.isValidSize(s)) {
				error("A grid size is " + labyrinth.core.grid.Board.SIZE_RULE + ", not " + s, file, LrulesPackage.Literals.RULE_FILE__SIZES, i,
						EVEN_SIZE);
			}
		}
	}

	@Check
	public void namesAreUniqueAndRulesDistinct(RuleFile file) {
		Map<String, PatternRule> byName = new HashMap<>();
		List<PatternRule> rules = file.getEntries().stream().filter(PatternRule.class::isInstance)
				.map(PatternRule.class::cast).toList();
		for (int i = 0; i < rules.size(); i++) {
			PatternRule rule = rules.get(i);
			PatternRule earlier = byName.putIfAbsent(rule.getName(), rule);
			if (earlier != null) {
				error("Duplicate rule name '" + rule.getName() + "'; rename one of the two rules", rule,
						LrulesPackage.Literals.PATTERN_RULE__NAME, DUPLICATE_NAME);
				continue;
			}
			PatternSpec spec = RuleSource.spec(rule);
			if (!spec.isValid()) continue;
			for (int j = 0; j < i; j++) {
				PatternSpec other = RuleSource.spec(rules.get(j));
				if (other.isValid() && (other.sameAs(spec) || spec.sameAs(other))) {
					warning("Rule " + rule.getName() + " is the same as rule " + rules.get(j).getName()
							+ " under its symmetries; remove one of them", rule, LrulesPackage.Literals.PATTERN_RULE__NAME,
							SAME_AS_OTHER);
					break;
				}
			}
		}
	}

	@Check
	public void builtinExists(BuiltinSwitch sw) {
		if (!BuiltinRules.exists(sw.getId())) {
			error("Unknown built-in rule '" + sw.getId() + "'; the engine has " + String.join(", ", BuiltinRules.ids()),
					sw, LrulesPackage.Literals.BUILTIN_SWITCH__ID, UNKNOWN_BUILTIN);
		}
	}

	@Check
	public void builtinSwitchedOnce(RuleFile file) {
		Map<String, BuiltinSwitch> seen = new HashMap<>();
		for (Entry e : file.getEntries()) {
			if (e instanceof BuiltinSwitch sw && seen.putIfAbsent(sw.getId(), sw) != null) {
				warning("Built-in rule '" + sw.getId() + "' is switched twice; the later switch wins", sw,
						LrulesPackage.Literals.BUILTIN_SWITCH__ID, SWITCHED_TWICE);
			}
		}
	}

	@Check
	public void importExists(Import imp) {
		if (imp.getImportURI() == null || imp.eResource() == null || imp.eResource().getURI() == null) return;
		URI base = imp.eResource().getURI();
		URI target = URI.createURI(imp.getImportURI());
		if (RuleFiles.SHIPPED_SCHEME.equals(target.scheme()) || RuleFiles.SHIPPED_SCHEME.equals(base.scheme())) {
			String name = target.hasOpaquePart() ? target.opaquePart() : target.lastSegment();
			if (!RuleFiles.SHIPPED.contains(name)) {
				error("No shipped rule set '" + name + "'; shipped are " + String.join(", ", RuleFiles.SHIPPED), imp,
						LrulesPackage.Literals.IMPORT__IMPORT_URI, MISSING_IMPORT);
			}
			return;
		}
		target = target.resolve(base);
		URIConverter converter = imp.eResource().getResourceSet() != null
				? imp.eResource().getResourceSet().getURIConverter() : URIConverter.INSTANCE;
		if ((base.isFile() || base.isPlatform()) && !converter.exists(target, null)) {
			error("Imported rule file '" + imp.getImportURI() + "' not found (looked at " + target + ")", imp,
					LrulesPackage.Literals.IMPORT__IMPORT_URI, MISSING_IMPORT);
		}
	}
}
