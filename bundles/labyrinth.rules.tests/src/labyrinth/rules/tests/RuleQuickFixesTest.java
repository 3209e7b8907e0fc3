package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.rules.RuleFiles;
import labyrinth.rules.RuleQuickFixes;
import labyrinth.rules.RuleQuickFixes.Fix;
import labyrinth.rules.validation.RulesValidator;

/**
 * For each problem with a quick fix: the validator reports its own code on the right line, the fix offers the
 * proposals a user sees (labels), and applying one gives the expected text.
 */
public class RuleQuickFixesTest {
	private static final URI IN_MEMORY = URI.createURI("inmemory:/fix.lrules");

	/** The one issue of the text with that code (and its line). */
	private static Issue issue(String text, URI uri, String code, int line) throws Exception {
		List<Issue> issues = RuleFiles.validate(text, uri).stream().filter(i -> code.equals(i.getCode())).toList();
		assertEquals(1, issues.size(), "one " + code + " in " + RuleFiles.validate(text, uri));
		assertEquals(line, issues.get(0).getLineNumber(), issues.get(0).getMessage());
		return issues.get(0);
	}

	private static List<Fix> fixes(String text, Issue issue) {
		return RuleQuickFixes.fixes(text, issue.getCode(), issue.getOffset(), issue.getLength());
	}

	private static List<String> labels(List<Fix> fixes) {
		return fixes.stream().map(Fix::label).toList();
	}

	@Test
	public void anUnknownBuiltInBecomesTheNearestKnownName() throws Exception {
		String text = "ruleset r\nbuiltin area on\nbuiltin nek on\n";
		Issue issue = issue(text, IN_MEMORY, RulesValidator.UNKNOWN_BUILTIN, 3);
		List<Fix> fixes = fixes(text, issue);
		assertEquals(List.of("Change to 'neck'"), labels(fixes));
		assertEquals("ruleset r\nbuiltin area on\nbuiltin neck on\n", fixes.get(0).applyTo(text));
	}

	/** The later switch wins: removing the earlier keeps what the file does, removing this one lets the earlier win. */
	@Test
	public void aBuiltInSwitchedTwiceLosesOneOfTheSwitches() throws Exception {
		String text = "ruleset r\nbuiltin neck off\nbuiltin area on\n  builtin   neck on // again\nbuiltin corner on\n";
		List<Fix> fixes = fixes(text, issue(text, IN_MEMORY, RulesValidator.SWITCHED_TWICE, 4));
		assertEquals(List.of("Remove the earlier 'builtin neck off' (line 2)", "Remove this 'builtin neck on'"), labels(fixes));
		assertEquals("ruleset r\nbuiltin area on\n  builtin   neck on // again\nbuiltin corner on\n", fixes.get(0).applyTo(text));
		assertEquals("ruleset r\nbuiltin neck off\nbuiltin area on\n  // again\nbuiltin corner on\n", fixes.get(1).applyTo(text));
		String fixed = fixes.get(0).applyTo(text);
		assertTrue(RuleFiles.validate(fixed, IN_MEMORY).isEmpty(), "no problem left: " + RuleFiles.validate(fixed, IN_MEMORY));
	}

	@Test
	public void aNameAsNearToTwoBuiltInsOffersBoth() throws Exception {
		String text = "ruleset r\nbuiltin area-sides on\n";
		List<Fix> fixes = fixes(text, issue(text, IN_MEMORY, RulesValidator.UNKNOWN_BUILTIN, 2));
		assertEquals(List.of("Change to 'open-sides'", "Change to 'far-sides'"), labels(fixes));
		assertEquals("ruleset r\nbuiltin far-sides on\n", fixes.get(1).applyTo(text));
		String typo = "ruleset r\nbuiltin cut-side on\n";
		assertEquals(List.of("Change to 'cut-sides'"), labels(fixes(typo, issue(typo, IN_MEMORY, RulesValidator.UNKNOWN_BUILTIN, 2))));
	}

	@Test
	public void anEvenSizeBecomesAnOddSizeAroundIt() throws Exception {
		String text = "ruleset r\nsizes 5, 8\n";
		Issue issue = issue(text, IN_MEMORY, RulesValidator.EVEN_SIZE, 2);
		List<Fix> fixes = fixes(text, issue);
		assertEquals(List.of("Change to 7", "Change to 9"), labels(fixes));
		assertEquals("ruleset r\nsizes 5, 9\n", fixes.get(1).applyTo(text));
	}

	@Test
	public void aSizeBeyondTheRangeBecomesItsLimit() throws Exception {
		String text = "ruleset r\n\nsizes 65\n";
		List<Fix> fixes = fixes(text, issue(text, IN_MEMORY, RulesValidator.SIZE_OUT_OF_RANGE, 3));
		assertEquals(List.of("Change to 63"), labels(fixes));
		assertEquals("ruleset r\n\nsizes 63\n", fixes.get(0).applyTo(text));
		String small = "ruleset r sizes 1";
		assertEquals(List.of("Change to 3"), labels(fixes(small, issue(small, IN_MEMORY, RulesValidator.SIZE_OUT_OF_RANGE, 1))));
	}

	@Test
	public void aRuleEqualToAnotherUnderItsSymmetriesIsRemoved() throws Exception {
		String text = "ruleset r\n\nrule Left {\n\tsymmetry mirror\n\tpattern\n\t\t|x @ .|\n}\n\n"
				+ "// the same, drawn the other way\nrule Right {\n\tpattern\n\t\t|. @ x|\n}\n\nrule Other {\n\tpattern\n\t\t|x|\n\t\t|@|\n}\n";
		Issue issue = issue(text, IN_MEMORY, RulesValidator.SAME_AS_OTHER, 10);
		assertTrue(issue.getMessage().startsWith("Rule Right is the same as rule Left"), issue.getMessage());
		List<Fix> fixes = fixes(text, issue);
		assertEquals(List.of("Remove rule Right"), labels(fixes));
		String after = fixes.get(0).applyTo(text);
		assertEquals("ruleset r\n\nrule Left {\n\tsymmetry mirror\n\tpattern\n\t\t|x @ .|\n}\n\n"
				+ "rule Other {\n\tpattern\n\t\t|x|\n\t\t|@|\n}\n", after);
		assertTrue(RuleFiles.validate(after, IN_MEMORY).isEmpty() || RuleFiles.validate(after, IN_MEMORY).stream()
				.noneMatch(i -> RulesValidator.SAME_AS_OTHER.equals(i.getCode())), "the warning is gone");
	}

	@Test
	public void theLastRuleOfTheFileIsRemovedWithItsBlankLine() throws Exception {
		String text = "ruleset r\nrule A { pattern |x @| }\n\nrule B { pattern |x @| }\n";
		List<Fix> fixes = fixes(text, issue(text, IN_MEMORY, RulesValidator.SAME_AS_OTHER, 4));
		assertEquals("ruleset r\nrule A { pattern |x @| }\n", fixes.get(0).applyTo(text));
	}

	@Test
	public void aMissingImportBecomesAShippedSet(@TempDir Path dir) throws Exception {
		String text = "ruleset r\nsizes 7\nimport \"labyrinth:universal.lrules\"\nimport \"mine/seven.lrules\"\n";
		URI uri = URI.createFileURI(dir.resolve("r.lrules").toString());
		Issue issue = issue(text, uri, RulesValidator.MISSING_IMPORT, 4);
		assertTrue(issue.getMessage().startsWith("Imported rule file 'mine/seven.lrules' not found"), issue.getMessage());
		List<Fix> fixes = fixes(text, issue);
		// universal.lrules is imported already
		assertEquals(List.of("Import labyrinth:5x5.lrules", "Import labyrinth:7x7.lrules", "Import labyrinth:9x9.lrules"), labels(fixes));
		String after = fixes.get(1).applyTo(text);
		assertEquals("ruleset r\nsizes 7\nimport \"labyrinth:universal.lrules\"\nimport \"labyrinth:7x7.lrules\"\n", after);
		assertTrue(RuleFiles.validate(after, uri).stream().noneMatch(i -> i.getCode() != null && i.getCode().contains("Import")));
	}

	@Test
	public void anUnknownShippedSetBecomesAShippedSet() throws Exception {
		String text = "ruleset r\nimport \"labyrinth:universe.lrules\"\n";
		Issue issue = issue(text, IN_MEMORY, RulesValidator.UNKNOWN_SHIPPED_SET, 2);
		List<Fix> fixes = fixes(text, issue);
		assertEquals(List.of("Import labyrinth:universal.lrules", "Import labyrinth:5x5.lrules", "Import labyrinth:7x7.lrules",
				"Import labyrinth:9x9.lrules"), labels(fixes));
		assertEquals("ruleset r\nimport \"labyrinth:universal.lrules\"\n", fixes.get(0).applyTo(text));
	}

	/** Fixes are computed from the text as it is: a region that no longer holds the problem gives none. */
	@Test
	public void codesWithoutFixesAndStaleRegionsGiveNone() {
		assertEquals(List.of(), RuleQuickFixes.fixes("ruleset r window 1", RulesValidator.SMALL_WINDOW, 17, 1));
		assertEquals(List.of(), RuleQuickFixes.fixes("ruleset r", RulesValidator.EVEN_SIZE, 5, 20));
		assertEquals(List.of(), RuleQuickFixes.fixes("ruleset r\nrule A { pattern |x @| }", RulesValidator.SAME_AS_OTHER, 0, 7));
	}
}
