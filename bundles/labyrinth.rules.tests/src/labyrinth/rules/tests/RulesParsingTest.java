package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

import labyrinth.model.BuiltinRuleRef;
import labyrinth.model.LabyrinthPackage;
import labyrinth.model.Parity;
import labyrinth.model.Rule;
import labyrinth.model.RuleSet;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.rules.validation.RulesValidator;

@ExtendWith(InjectionExtension.class)
@InjectWith(RulesInjectorProvider.class)
public class RulesParsingTest {
	@Inject
	private ParseHelper<RuleSet> parseHelper;
	@Inject
	private ValidationTestHelper validationHelper;

	static String sample() throws Exception {
		try (InputStream in = RulesParsingTest.class.getResourceAsStream("/samples/sample.lrules")) {
			assertNotNull(in, "samples/sample.lrules must be packaged in the test bundle");
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

	@Test
	public void parsesTheSampleRuleFile() throws Exception {
		RuleSet file = parseHelper.parse(sample());
		assertNotNull(file);
		assertTrue(file.eResource().getErrors().isEmpty(), "syntax errors: " + file.eResource().getErrors());
		validationHelper.assertNoErrors(file);
		assertEquals("sample", file.getName());
		assertEquals(java.util.List.of(5, 7), file.getSizes());
		assertEquals("labyrinth:universal.lrules", file.getImports().get(0));
		assertEquals(4, file.getEntries().size(), "built-ins and rules keep their order");
		BuiltinRuleRef lookahead = (BuiltinRuleRef) file.getEntries().get(1);
		assertEquals("lookahead", lookahead.getId());
		assertTrue(lookahead.isDisabled());
		Rule cShape = (Rule) file.getEntries().get(2);
		assertTrue(cShape.isMirror() && cShape.isRotate() && cShape.isStopOthers());
		assertEquals(3, cShape.getPattern().getRows().size());
		Rule pocket = (Rule) file.getEntries().get(3);
		assertEquals(Parity.ODD, pocket.getArea().getParity());
		assertEquals(-1, pocket.getArea().getMinImbalance());
		assertEquals(null, pocket.getArea().getMaxImbalance(), "an open bound stays open");
	}

	private RuleSet parse(String text) throws Exception {
		RuleSet file = parseHelper.parse(text);
		assertTrue(file.eResource().getErrors().isEmpty(), "syntax errors: " + file.eResource().getErrors());
		return file;
	}

	/** Each kind of pattern problem has its own issue code, which quick fixes and tests can target. */
	private void assertPatternError(String rows, PatternSpec.ProblemKind kind, String messagePart) throws Exception {
		RuleSet file = parse("ruleset r\nrule R {\n pattern\n" + rows + "\n}\n");
		validationHelper.assertError(file, LabyrinthPackage.Literals.RULE, RulesValidator.code(kind), messagePart);
	}

	@Test
	public void oneLiveEnd() throws Exception {
		assertPatternError("|@ x @|", PatternSpec.ProblemKind.LIVE_END_COUNT, "exactly one live end '@', found 2");
		assertPatternError("|. x .|", PatternSpec.ProblemKind.LIVE_END_COUNT, "exactly one live end '@', found 0");
	}

	@Test
	public void rowsOfEqualWidth() throws Exception {
		assertPatternError("|? x|\n|. @ .|", PatternSpec.ProblemKind.ROW_WIDTH, "row 2 has 3 cells but row 1 has 2");
	}

	@Test
	public void unknownSymbolIsMarkedWhereItIs() throws Exception {
		String text = "ruleset r\nrule R {\n pattern\n|? x k|\n|. @ .|\n}\n";
		RuleSet file = parse(text);
		var issues = validationHelper.validate(file);
		var issue = issues.stream().filter(i -> i.getMessage().contains("unknown symbol 'k'")).findFirst().orElseThrow();
		assertEquals(text.indexOf('k'), issue.getOffset().intValue(), "the marker sits on the symbol");
		assertEquals(1, issue.getLength().intValue());
	}

	@Test
	public void forbiddenFieldsAreCandidates() throws Exception {
		assertPatternError("|x ? ?|\n|. @ .|", PatternSpec.ProblemKind.FORBIDDEN_NOT_CANDIDATE, "must be left of, ahead of or right of the live end");
		assertPatternError("|? . ?|\n|. @ .|", PatternSpec.ProblemKind.DISABLES_NOTHING, "disables nothing");
	}

	@Test
	public void areaStartAndEndTogetherAndWithACondition() throws Exception {
		assertPatternError("|s x ?|\n|. @ .|", PatternSpec.ProblemKind.AREA_START_WITHOUT_END, "has no area end");
		assertPatternError("|e x ?|\n|. @ .|", PatternSpec.ProblemKind.AREA_END_WITHOUT_START, "has no area start");
		assertPatternError("|s x e|\n|. @ .|", PatternSpec.ProblemKind.AREA_WITHOUT_CONDITION, "needs a condition");
		RuleSet file = parse("ruleset r\nrule R {\n pattern\n|? x ?|\n|. @ .|\n area odd\n}\n");
		validationHelper.assertError(file, LabyrinthPackage.Literals.RULE,
				RulesValidator.code(PatternSpec.ProblemKind.CONDITION_WITHOUT_AREA), "needs an area start 's' and end 'e'");
	}

	@Test
	public void everyKindOfPatternProblemHasItsOwnCode() {
		java.util.Set<String> codes = new java.util.HashSet<>();
		for (PatternSpec.ProblemKind kind : PatternSpec.ProblemKind.values()) codes.add(RulesValidator.code(kind));
		assertEquals(PatternSpec.ProblemKind.values().length, codes.size());
		assertEquals("labyrinth.rules.pattern.unknownSymbol", RulesValidator.code(PatternSpec.ProblemKind.UNKNOWN_SYMBOL));
	}

	@Test
	public void contradictoryCellsNeverMatch() throws Exception {
		assertPatternError("|? . ?|\n|? = ?|\n|x @ ?|", PatternSpec.ProblemKind.NEVER_MATCHES, "can never match: the border field");
		assertPatternError("|? x ?|\n|? @ ?|\n|? . ?|", PatternSpec.ProblemKind.NEVER_MATCHES, "can never match: the field behind the live end");
	}

	/** EMF lists are unique by default; a drawing that repeats a row must keep both copies. */
	@Test
	public void repeatedRowsOfADrawingAreKept() throws Exception {
		RuleSet file = parse("ruleset r\nrule R {\n pattern\n|# ?|\n|x @|\n|# ?|\n}\n");
		assertEquals(java.util.List.of("# ?", "x @", "# ?"), ((Rule) file.getEntries().get(0)).getPattern().getRows());
	}

	@Test
	public void sizesAreOdd() throws Exception {
		RuleSet file = parse("ruleset r sizes 5, 8");
		validationHelper.assertError(file, LabyrinthPackage.Literals.RULE_SET, RulesValidator.EVEN_SIZE, "not 8");
	}

	@Test
	public void sizesBeyondTheEnginesLimitAreRefused() throws Exception {
		RuleSet file = parse("ruleset r sizes 63, 65");
		validationHelper.assertError(file, LabyrinthPackage.Literals.RULE_SET, RulesValidator.SIZE_OUT_OF_RANGE,
				"A grid size is an odd number from 3 to 63, not 65");
		validationHelper.assertNoErrors(parse("ruleset r sizes 63"));
	}

	@Test
	public void theWindowOfTheBuiltInsIsReadAndCompiled() throws Exception {
		RuleSet file = parse("ruleset r sizes 11 window 5 builtin area on");
		validationHelper.assertNoErrors(file);
		assertEquals(5, file.getWindow());
		labyrinth.core.patterns.RuleSetSpec spec = labyrinth.rules.model.RuleCompiler.compile(java.util.List.of(file));
		assertEquals(5, spec.window());
		assertEquals(spec.digest(), spec.withEntries(spec.entries()).digest(),
				"a copy keeps the window");
		assertFalse(spec.digest().equals(new labyrinth.core.patterns.RuleSetSpec("r", java.util.List.of(11),
				spec.entries()).digest()), "a window changes what the built-ins decide, and the fingerprint");
		RuleSet plain = parse("ruleset r");
		assertFalse(plain.isSetWindow(), "no window said: the imported sets' window applies");
		assertEquals(0, labyrinth.rules.model.RuleCompiler.compile(java.util.List.of(plain)).window(),
				"no window and no import: the whole board");
		assertTrue(parse("ruleset r window 0").isSetWindow(), "window 0 says the whole board");
	}

	@Test
	public void aWindowBelowThreeIsRefused() throws Exception {
		RuleSet file = parse("ruleset r window 2");
		validationHelper.assertError(file, LabyrinthPackage.Literals.RULE_SET, RulesValidator.SMALL_WINDOW,
				"A window reaches at least 3 fields from the live end (or is 0 for the whole board), not 2");
		validationHelper.assertNoErrors(parse("ruleset r window 0"));
		validationHelper.assertNoErrors(parse("ruleset r window 3"));
	}

	@Test
	public void duplicateNamesAndSameRules() throws Exception {
		RuleSet file = parse("ruleset r\nrule A { pattern |# x #| |? @ ?| }\nrule A { pattern |. x .| |? @ ?| }\n");
		validationHelper.assertError(file, LabyrinthPackage.Literals.RULE, RulesValidator.DUPLICATE_NAME, "Duplicate rule name 'A'");
		RuleSet same = parse("ruleset r\nrule A { symmetry rotate pattern |# x #| |? @ ?| }\nrule B { pattern |# ?| |x @| |# ?| }\n");
		validationHelper.assertWarning(same, LabyrinthPackage.Literals.RULE, RulesValidator.SAME_AS_OTHER,
				"Rule B is the same as rule A under its symmetries");
	}

	@Test
	public void builtinsAndImportsMustExist() throws Exception {
		RuleSet file = parse("ruleset r builtin c-shap on");
		validationHelper.assertError(file, LabyrinthPackage.Literals.BUILTIN_RULE_REF, RulesValidator.UNKNOWN_BUILTIN,
				"Unknown built-in rule 'c-shap'; did you mean 'c-shape'? The engine has c-shape, ");
		validationHelper.assertError(parse("ruleset r builtin sideways on"), LabyrinthPackage.Literals.BUILTIN_RULE_REF,
				RulesValidator.UNKNOWN_BUILTIN, "Unknown built-in rule 'sideways'; the engine has c-shape, ");
		RuleSet imp = parse("ruleset r import \"labyrinth:nowhere.lrules\"");
		validationHelper.assertError(imp, LabyrinthPackage.Literals.RULE_SET, RulesValidator.UNKNOWN_SHIPPED_SET,
				"No shipped rule set 'nowhere.lrules'");
	}

	@Test
	public void syntaxErrorsAreDiagnosticsNotExceptions() throws Exception {
		RuleSet file = parseHelper.parse("ruleset r rule { }");
		assertFalse(file.eResource().getErrors().isEmpty());
	}

	@Inject
	private com.google.inject.Provider<org.eclipse.xtext.resource.XtextResourceSet> resourceSets;

	/** The first syntax error of the text (a file that fails early has no model to ask, only its resource). */
	private String firstSyntaxError(String text) throws Exception {
		var resource = resourceSets.get().createResource(org.eclipse.emf.common.util.URI.createURI("syntax.lrules"));
		resource.load(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
		assertFalse(resource.getErrors().isEmpty(), "a syntax error in: " + text);
		return resource.getErrors().get(0).getMessage();
	}

	@Test
	public void aWordAfterTheRulesIsNamedWithWhatMayFollow() throws Exception {
		String message = firstSyntaxError("ruleset r\nbuiltin area on\nblah");
		assertEquals("'blah' does not belong here: a rule file goes on with 'sizes', 'import', 'builtin NAME on|off' or"
				+ " 'rule NAME { ... }'", message);
	}

	@Test
	public void anEmptyFileSaysHowARuleFileStarts() throws Exception {
		for (String text : new String[] { "", "// nothing yet\n" }) {
			assertEquals(labyrinth.rules.RulesSyntaxErrors.EMPTY_FILE, firstSyntaxError(text));
		}
	}

	/** Tiebreak tables are files of the tour language (labyrinth.tour), not of this one. */
	@Test
	public void aTiebreakTableIsNoRuleFile() throws Exception {
		assertEquals("'ruleset' is missing before 'tiebreak'", firstSyntaxError("tiebreak table T\ncase m = 5:\n\t12345678 to end\n"));
	}

	@Test
	public void aPatternWithoutRowsAsksForARow() throws Exception {
		String message = firstSyntaxError("ruleset r\nrule R {\n pattern\n}\n");
		assertTrue(message.startsWith("expected a pattern row like |? @ ?|"), message);
	}

	@Test
	public void parserTokenNamesNeverReachTheUser() throws Exception {
		for (String text : new String[] { "ruleset r rule { }", "ruleset r sizes x", "ruleset r import 7", "ruleset", "rule R {" }) {
			String message = firstSyntaxError(text);
			assertFalse(message.matches(".*(RULE_|EOF|<EOF>|mismatched|extraneous|viable).*"), text + " -> " + message);
		}
	}

	/** A row whose line ends before its closing bar: the language's words, at the row's line and column. */
	@Test
	public void anUnclosedPatternRowSaysARowEndsWithABarOnItsLine() throws Exception {
		String text = "ruleset r\nrule R {\n\tpattern\n\t\t|? x ?|\n\t\t|? @ ?\n}\n";
		// the same issues as the editor and the command line get (RuleFiles keeps its own injector, so not from there)
		java.util.List<org.eclipse.xtext.validation.Issue> errors = validationHelper.validate(parseHelper.parse(text)).stream()
				.filter(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR).toList();
		assertFalse(errors.isEmpty());
		org.eclipse.xtext.validation.Issue first = errors.get(0);
		assertEquals("a pattern row ends with '|' on its line; this row has no closing '|'", first.getMessage(), errors.toString());
		assertEquals(5, first.getLineNumber());
		assertEquals(3, first.getColumn(), "the column of the row's opening bar");
		for (org.eclipse.xtext.validation.Issue i : errors) {
			assertFalse(i.getMessage().matches("(?s).*(mismatched|expecting|RULE_).*"), i.getMessage());
		}
		// at the very end of the file as well
		assertEquals(labyrinth.rules.RulesSyntaxErrors.UNCLOSED_ROW + "; this row has no closing '|'",
				firstSyntaxError("ruleset r\nrule R {\n\tpattern\n\t\t|? @ ?"));
	}
}
