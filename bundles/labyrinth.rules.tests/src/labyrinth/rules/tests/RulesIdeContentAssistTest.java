package labyrinth.rules.tests;

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

	@Test
	public void aFileStartsWithRuleset() throws Exception {
		assertTrue(proposals("", 0).contains("ruleset"), "got " + proposals("", 0));
	}

	@Test
	public void afterTheHeaderComeSizesImportsAndEntries() throws Exception {
		String text = "ruleset demo\n";
		List<String> after = proposals(text, text.length());
		assertTrue(after.containsAll(List.of("sizes", "import", "builtin", "rule")), "got " + after);
	}

	@Test
	public void aBuiltInSwitchIsOnOrOff() throws Exception {
		String text = "ruleset demo builtin area ";
		assertTrue(proposals(text, text.length()).containsAll(List.of("on", "off")), "got " + proposals(text, text.length()));
	}

	@Test
	public void afterBuiltinComeTheEnginesRuleNames() throws Exception {
		String text = "ruleset demo builtin ";
		List<String> got = proposals(text, text.length());
		assertTrue(got.containsAll(labyrinth.core.rules.BuiltinRules.ids()), "got " + got);
		String partial = "ruleset demo builtin co";
		List<String> filtered = proposals(partial, partial.length());
		assertTrue(filtered.containsAll(List.of("corner", "corridor")) && !filtered.contains("area"), "got " + filtered);
	}

	@Test
	public void aFileMayAlsoBeATiebreakTable() throws Exception {
		assertTrue(proposals("", 0).contains("tiebreak"), "got " + proposals("", 0));
	}

	@Test
	public void aStageSwitchesAtASquareOrRunsToTheEnd() throws Exception {
		String text = "tiebreak table T\ncase m mod 2 = 0:\n\t34261578 ";
		assertTrue(proposals(text, text.length()).containsAll(List.of("until", "to")), "got " + proposals(text, text.length()));
	}
}
