package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.junit.jupiter.api.Test;

import labyrinth.rules.ide.RulesProposals;

/** The rule editor's content assist (RulesProposals, in the ide bundle), called as the editor calls it. */
public class RulesIdeContentAssistTest {

	private static List<String> proposals(String text, int offset) throws Exception {
		return RulesProposals.complete(text, offset).stream().map(ContentAssistEntry::getProposal).toList();
	}

	/** The proposals where the cursor stands after the whole text, as while typing. */
	private static List<String> proposalsAtEnd(String text) throws Exception {
		return proposals(text, text.length());
	}

	@Test
	public void aFileStartsWithRuleset() throws Exception {
		assertTrue(proposals("", 0).contains("ruleset"), "got " + proposals("", 0));
	}

	@Test
	public void afterTheHeaderComeSizesImportsAndEntries() throws Exception {
		List<String> after = proposalsAtEnd("ruleset demo\n");
		assertTrue(after.containsAll(List.of("sizes", "import", "builtin", "rule")), "got " + after);
	}

	@Test
	public void aBuiltInSwitchIsOnOrOff() throws Exception {
		List<String> got = proposalsAtEnd("ruleset demo builtin area ");
		assertTrue(got.containsAll(List.of("on", "off")), "got " + got);
	}

	@Test
	public void afterBuiltinComeTheEnginesRuleNames() throws Exception {
		List<String> got = proposalsAtEnd("ruleset demo builtin ");
		assertTrue(got.containsAll(labyrinth.core.rules.BuiltinRules.ids()), "got " + got);
		ContentAssistEntry corner = RulesProposals.complete("ruleset demo builtin ", 21).stream().filter(e -> e.getProposal().equals("corner"))
				.findFirst().orElseThrow();
		assertEquals(labyrinth.core.rules.BuiltinRules.description("corner"), corner.getDescription());
		assertTrue(corner.getDescription().startsWith("Corner discovery: "), "its title, then what it does");
		List<String> filtered = proposalsAtEnd("ruleset demo builtin co");
		assertTrue(filtered.containsAll(List.of("corner", "corridor")) && !filtered.contains("area"), "got " + filtered);
	}

	/** Tiebreak tables have a language of their own (labyrinth.tour): a rule file is a rule set and nothing else. */
	@Test
	public void aRuleFileIsARuleSetOnly() throws Exception {
		assertEquals(List.of("ruleset"), proposals("", 0));
	}

	/** Inside a pattern a row template is proposed, as wide as the row above it (three fields for the first row). */
	@Test
	public void insideAPatternARowTemplateOfThePatternsWidthIsProposed() throws Exception {
		assertTrue(proposalsAtEnd("ruleset r\nrule R {\n\tpattern\n\t\t").contains("|? ? ?|"),
				"got " + proposalsAtEnd("ruleset r\nrule R {\n\tpattern\n\t\t"));
		String text = "ruleset r\nrule Wide {\n\tpattern\n\t\t|? # # ?|\n\t\t\n}\n";
		int newRow = text.indexOf("\n}") ;
		List<String> got = proposals(text, newRow);
		assertTrue(got.contains("|? ? ? ?|"), "got " + got);
		assertTrue(got.containsAll(List.of("area", "}")), "a pattern may also end there: " + got);
		assertTrue(!proposalsAtEnd("ruleset r\nbuiltin ").contains("|? ? ?|"), "no row outside a pattern");
	}
}
