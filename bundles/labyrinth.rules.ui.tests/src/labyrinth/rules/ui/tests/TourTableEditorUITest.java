package labyrinth.rules.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.jface.text.Document;
import org.junit.jupiter.api.Test;

import labyrinth.rules.ui.RulesHover;
import labyrinth.rules.ui.RulesOutlinePage;

/** The rule editor on knight's tour tiebreak tables (.ltour): outline and hover. */
class TourTableEditorUITest {
	private static final String TABLE = "tiebreak table Demo sizes from 5\ncase m = 6:\n\t34261578 until (6, 1)\n\t87642135 to end\n"
			+ "case m mod 2 = 1 from 5:\n\t12345678 to end\ncase m mod 2 = 0 from 8:\n\t12345678 to end\n";

	@Test
	void theOutlineListsCasesAndStages() {
		List<String> labels = RulesOutlinePage.items(TABLE).stream().map(RulesOutlinePage.Item::label).toList();
		assertEquals(List.of("tiebreak table Demo (sizes from 5)", "case m = 6 (2 stages)", "    34261578 until (6, 1)", "    87642135 to end",
				"case m mod 2 = 1 from 5 (1 stage)", "    12345678 to end", "case m mod 2 = 0 from 8 (1 stage)", "    12345678 to end"), labels);
		RulesOutlinePage.Item stage = RulesOutlinePage.items(TABLE).get(2);
		assertEquals(TABLE.indexOf("34261578"), stage.offset());
	}

	@Test
	void theHoverSpellsOutAMoveOrdering() {
		String hover = RulesHover.describe(new Document(TABLE), TABLE.indexOf("34261578") + 3);
		assertTrue(hover.startsWith("move-ordering: among tied squares prefer 3 (+1,+2), then 4 (+2,+1), then 2 (-1,+2)"), hover);
		String repeated = "tiebreak table T\ncase m mod 1 = 0:\n\t11234567 to end\n";
		assertTrue(RulesHover.describe(new Document(repeated), repeated.indexOf("1123")).contains("repeats move type 1"));
	}
}
