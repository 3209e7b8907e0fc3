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
import labyrinth.knights.KnightTour;
import labyrinth.knights.MoveOrdering;
import labyrinth.knights.TiebreakTable;
import labyrinth.model.BuiltinRuleRef;
import labyrinth.model.LabyrinthPackage;
import labyrinth.model.Rule;
import labyrinth.model.RuleEntry;
import labyrinth.model.RuleSet;
import labyrinth.model.TourCase;
import labyrinth.model.TourStage;
import labyrinth.model.TourTable;
import labyrinth.rules.RuleFiles;
import labyrinth.rules.TourTables;
import labyrinth.rules.model.RuleModels;

/**
 * Checks of rule files that the grammar cannot express. Pattern checks come from the engine's
 * {@link PatternSpec#problems()}, so the editor, the command line and the compiler agree on what is wrong.
 */
public class RulesValidator extends AbstractRulesValidator {
	/** Prefix of the issue codes of pattern problems; {@link #code} gives each kind its own. */
	public static final String PATTERN_PROBLEM = "labyrinth.rules.pattern.";
	public static final String EVEN_SIZE = "labyrinth.rules.evenSize";
	public static final String SMALL_WINDOW = "labyrinth.rules.smallWindow";
	public static final String DUPLICATE_NAME = "labyrinth.rules.duplicateName";
	public static final String SAME_AS_OTHER = "labyrinth.rules.sameAsOther";
	public static final String UNKNOWN_BUILTIN = "labyrinth.rules.unknownBuiltin";
	public static final String SWITCHED_TWICE = "labyrinth.rules.switchedTwice";
	public static final String MISSING_IMPORT = "labyrinth.rules.missingImport";
	public static final String ORDERING_NOT_PERMUTATION = "labyrinth.tour.orderingNotPermutation";
	public static final String SIZES_UNCOVERED = "labyrinth.tour.sizesUncovered";
	public static final String BAD_CASE = "labyrinth.tour.badCase";
	public static final String SWITCH_OFF_BOARD = "labyrinth.tour.switchOffBoard";
	public static final String SWITCH_NEVER_REACHED = "labyrinth.tour.switchNeverReached";
	/** Sizes of a case at which switching squares are checked: the first ones and the largest board. */
	static final int CHECKED_SIZES = 64;
	/** Tours simulated per case to see whether each switching square is reached. */
	static final int SIMULATED_TOURS = 3;

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
				error("A grid size is " + labyrinth.core.grid.Board.SIZE_RULE + ", not " + s, file, LabyrinthPackage.Literals.RULE_SET__SIZES, i,
						EVEN_SIZE);
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
							SAME_AS_OTHER);
					break;
				}
			}
		}
	}

	@Check
	public void builtinExists(BuiltinRuleRef sw) {
		if (!BuiltinRules.exists(sw.getId())) {
			error("Unknown built-in rule '" + sw.getId() + "'; the engine has " + String.join(", ", BuiltinRules.ids()),
					sw, LabyrinthPackage.Literals.BUILTIN_RULE_REF__ID, UNKNOWN_BUILTIN);
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
						LabyrinthPackage.Literals.RULE_SET__IMPORTS, index, MISSING_IMPORT);
			}
			return;
		}
		target = target.resolve(base);
		URIConverter converter = file.eResource().getResourceSet() != null
				? file.eResource().getResourceSet().getURIConverter() : URIConverter.INSTANCE;
		if ((base.isFile() || base.isPlatform()) && !converter.exists(target, null)) {
			error("Imported rule file '" + text + "' not found (looked at " + target + ")", file,
					LabyrinthPackage.Literals.RULE_SET__IMPORTS, index, MISSING_IMPORT);
		}
	}

	// ---- knight's tour tiebreak tables ------------------------------------------------------------------------

	@Check
	public void orderingIsAPermutation(TourStage stage) {
		String why = stage.getOrdering() == null ? null : MoveOrdering.problem(stage.getOrdering());
		if (why != null) error(why, stage, LabyrinthPackage.Literals.TOUR_STAGE__ORDERING, ORDERING_NOT_PERMUTATION);
	}

	@Check
	public void caseIsWellFormed(TourCase c) {
		if (c.getModulus() < 0 || c.getModulus() == 0 && c.getFrom() != 0) {
			error("'from' belongs to a case 'm mod K = R'", c, LabyrinthPackage.Literals.TOUR_CASE__FROM, BAD_CASE);
		} else if (c.getModulus() > 0 && c.getResidue() >= c.getModulus()) {
			error("the residue " + c.getResidue() + " must be below the modulus " + c.getModulus(), c,
					LabyrinthPackage.Literals.TOUR_CASE__RESIDUE, BAD_CASE);
		} else if (c.getModulus() == 0 && (c.getResidue() < 1 || c.getResidue() > KnightTour.MAX_SIZE)) {
			error("m = " + c.getResidue() + " is no board size (1.." + KnightTour.MAX_SIZE + ")", c,
					LabyrinthPackage.Literals.TOUR_CASE__RESIDUE, BAD_CASE);
		}
	}

	/** Every size from the table's first on must have a case; beyond the last 'from' the cases repeat with the lcm. */
	@Check
	public void everySizeHasACase(TourTable table) {
		List<TiebreakTable.Case> cases = new java.util.ArrayList<>();
		long period = 1;
		int last = from(table);
		for (TourCase c : table.getCases()) {
			if (c.getModulus() < 0 || c.getModulus() > 0 && c.getResidue() >= c.getModulus()) return; // reported above
			cases.add(new TiebreakTable.Case(c.getModulus(), c.getResidue(), c.getFrom(), List.of()));
			if (c.getModulus() > 0) period = lcm(period, c.getModulus());
			last = Math.max(last, Math.max(c.getFrom(), c.getModulus() == 0 ? c.getResidue() : 0));
			if (period > 100_000) return;
		}
		List<Integer> missing = new java.util.ArrayList<>();
		for (long m = from(table); m <= last + period && missing.size() < 6; m++) {
			int size = (int) m;
			if (cases.stream().noneMatch(c -> c.appliesTo(size))) missing.add(size);
		}
		if (!missing.isEmpty()) {
			String list = missing.size() > 5 ? missing.subList(0, 5) + " and more" : missing.toString();
			error("no case for m = " + list.replace("[", "").replace("]", "") + ": every size from " + from(table) + " needs one",
					table, LabyrinthPackage.Literals.TOUR_TABLE__NAME, SIZES_UNCOVERED);
		}
	}

	@Check
	public void switchingSquaresAreOnTheBoard(TourCase c) {
		if (c.getModulus() < 0 || c.getModulus() > 0 && c.getResidue() >= c.getModulus()) return;
		for (TourStage stage : c.getStages()) {
			if (stage.getRow() == null || stage.getCol() == null) continue;
			TiebreakTable.Expr row = TourTables.expr(stage.getRow());
			TiebreakTable.Expr col = TourTables.expr(stage.getCol());
			for (int m : sizesOf(c, (TourTable) c.eContainer())) {
				long r = row.at(m);
				long k = col.at(m);
				if (r < 1 || r > m || k < 1 || k > m) {
					String why = r == Long.MIN_VALUE || k == Long.MIN_VALUE ? "a division by zero" : r < 1 || r > m ? "row " + r : "column " + k;
					error("the switching square (" + row.text() + ", " + col.text() + ") is outside the board for m = " + m + " (" + why
							+ ")", stage, LabyrinthPackage.Literals.TOUR_STAGE__ROW, SWITCH_OFF_BOARD);
					break;
				}
			}
		}
	}

	/** Runs the case's first tours and warns about switching squares they never reach. */
	@Check
	public void switchingSquaresAreReached(TourCase c) {
		if (c.getModulus() < 0 || c.getModulus() > 0 && c.getResidue() >= c.getModulus() || c.getStages().size() < 2) return;
		for (TourStage s : c.getStages()) {
			if (s.getOrdering() == null || MoveOrdering.problem(s.getOrdering()) != null || s.getRow() == null && s != c.getStages().get(c.getStages().size() - 1)) return;
		}
		TiebreakTable.Case compiled = TourTables.compile(c);
		TiebreakTable table = new TiebreakTable("check", List.of(compiled));
		List<Integer> sizes = sizesOf(c, (TourTable) c.eContainer()).stream().filter(m -> m <= 300).limit(SIMULATED_TOURS).toList();
		if (sizes.isEmpty()) return;
		int furthest = 0;
		for (int m : sizes) {
			for (int[] sq : table.switchingSquares(m)) if (sq[0] < 0 || sq[1] < 0 || sq[0] >= m || sq[1] >= m) return; // reported above
			KnightTour tour = new KnightTour(m, 0, 0, table.tiebreakFor(m));
			tour.run();
			furthest = Math.max(furthest, TiebreakTable.stageOf(tour.tiebreak()));
		}
		for (int i = furthest; i < c.getStages().size() - 1; i++) {
			TourStage s = c.getStages().get(i);
			warning("the tour never reaches the switching square (" + TourTables.expr(s.getRow()).text() + ", "
					+ TourTables.expr(s.getCol()).text() + ") for m = " + sizes.toString().replace("[", "").replace("]", "")
					+ ", so the orderings after it are not used there", s, LabyrinthPackage.Literals.TOUR_STAGE__ROW, SWITCH_NEVER_REACHED);
			break;
		}
	}

	private static int from(TourTable t) {
		return t.getFrom() > 0 ? t.getFrom() : TourTables.DEFAULT_FROM;
	}

	/** The first sizes of the case and the largest board of its class. */
	private static List<Integer> sizesOf(TourCase c, TourTable t) {
		if (c.getModulus() == 0) return List.of(c.getResidue());
		List<Integer> out = new java.util.ArrayList<>();
		int m = Math.max(c.getFrom(), from(t));
		m += Math.floorMod(c.getResidue() - m, c.getModulus());
		for (int i = 0; i < CHECKED_SIZES && m <= KnightTour.MAX_SIZE; i++, m += c.getModulus()) out.add(m);
		int largest = KnightTour.MAX_SIZE - Math.floorMod(KnightTour.MAX_SIZE - c.getResidue(), c.getModulus());
		if (!out.isEmpty() && largest > out.get(out.size() - 1)) out.add(largest);
		return out;
	}

	private static long lcm(long a, long b) {
		long x = a;
		long y = b;
		while (y != 0) {
			long t = x % y;
			x = y;
			y = t;
		}
		return a / x * b;
	}
}
