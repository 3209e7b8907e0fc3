package labyrinth.tour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.junit.jupiter.api.Test;

import labyrinth.tour.ide.TourProposals;

/** The table editor's content assist (TourProposals, in the ide bundle), called as the editor calls it. */
public class TourContentAssistTest {

	private static List<String> proposals(String text, int offset) throws Exception {
		return TourProposals.complete(text, offset).stream().map(ContentAssistEntry::getProposal).toList();
	}

	/** The proposals where the cursor stands after the whole text, as while typing. */
	private static List<String> proposalsAtEnd(String text) throws Exception {
		return proposals(text, text.length());
	}

	@Test
	public void aFileStartsWithTiebreakTable() throws Exception {
		assertEquals(List.of("tiebreak"), proposals("", 0));
		assertEquals(List.of("table"), proposalsAtEnd("tiebreak "));
	}

	@Test
	public void afterTheNameComeTheFirstSizeAndCases() throws Exception {
		List<String> got = proposalsAtEnd("tiebreak table T ");
		assertTrue(got.containsAll(List.of("sizes", "case")), "got " + got);
		assertFalse(got.contains("ruleset"), "got " + got);
	}

	@Test
	public void aCaseIsAResidueClassOrOneSize() throws Exception {
		assertEquals(List.of("m"), proposalsAtEnd("tiebreak table T\ncase "));
		List<String> got = proposalsAtEnd("tiebreak table T\ncase m ");
		assertTrue(got.containsAll(List.of("mod", "=")), "got " + got);
	}

	@Test
	public void aStageSwitchesAtASquareOrRunsToTheEnd() throws Exception {
		List<String> got = proposalsAtEnd("tiebreak table T\ncase m mod 2 = 0:\n\t34261578 ");
		assertTrue(got.containsAll(List.of("until", "to")), "got " + got);
		assertTrue(proposalsAtEnd("tiebreak table T\ncase m mod 2 = 0:\n\t34261578 to ").contains("end"));
	}

	@Test
	public void aSwitchingSquareIsAnExpressionInM() throws Exception {
		List<String> got = proposalsAtEnd("tiebreak table T\ncase m mod 2 = 0:\n\t34261578 until (");
		assertTrue(got.containsAll(List.of("m", "(", "-")), "got " + got);
	}

	@Test
	public void aStageStartsWithTheTablesOrderingsOrThePlainOne() throws Exception {
		String text = "tiebreak table T\ncase m = 5:\n\t34261578 until (2, 2)\n\t87642135 to end\ncase m = 6:\n\t";
		List<String> got = proposalsAtEnd(text);
		assertTrue(got.containsAll(List.of("34261578", "87642135", "12345678")), "got " + got);
		assertTrue(got.indexOf("34261578") < got.indexOf("12345678"), "the table's own orderings first: " + got);
		List<String> typed = proposalsAtEnd(text + "87");
		assertTrue(typed.contains("87642135") && !typed.contains("34261578") && !typed.contains("12345678"), "got " + typed);
	}
}
