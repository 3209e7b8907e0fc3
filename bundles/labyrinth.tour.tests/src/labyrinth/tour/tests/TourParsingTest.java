package labyrinth.tour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;
import com.google.inject.Provider;

import labyrinth.model.BinaryExpr;
import labyrinth.model.BoardSize;
import labyrinth.model.IntLiteral;
import labyrinth.model.Negation;
import labyrinth.model.TourCase;
import labyrinth.model.TourStage;
import labyrinth.model.TourTable;
import labyrinth.tour.TourSyntaxErrors;
import labyrinth.tour.TourTables;

/** The grammar: a table parses into the product's model (labyrinth.ecore), and syntax errors are said in the table's words. */
@ExtendWith(InjectionExtension.class)
@InjectWith(TourInjectorProvider.class)
public class TourParsingTest {
	@Inject
	private ParseHelper<TourTable> parseHelper;
	@Inject
	private Provider<XtextResourceSet> resourceSets;

	@Test
	public void aTableParsesIntoTheModel() throws Exception {
		TourTable t = parseHelper.parse("// a comment\ntiebreak table Demo sizes from 7\n"
				+ "case m = 6:\n\t34261578 until (6, 1)\n\t87642135 to end\n"
				+ "case m mod 8 = 3 from 11:\n\t12345678 until ((m+1)/2, m-2)\n\t21345678 to end\n");
		assertTrue(t.eResource().getErrors().isEmpty(), t.eResource().getErrors().toString());
		assertEquals("Demo", t.getName());
		assertEquals(7, t.getFrom());
		assertEquals(2, t.getCases().size());
		TourCase exact = t.getCases().get(0);
		assertEquals(0, exact.getModulus());
		assertEquals(6, exact.getResidue());
		assertEquals("34261578", exact.getStages().get(0).getOrdering());
		assertInstanceOf(IntLiteral.class, exact.getStages().get(0).getRow());
		assertNull(exact.getStages().get(1).getRow(), "'to end' has no switching square");
		TourCase residue = t.getCases().get(1);
		assertEquals(8, residue.getModulus());
		assertEquals(3, residue.getResidue());
		assertEquals(11, residue.getFrom());
		TourStage stage = residue.getStages().get(0);
		BinaryExpr row = assertInstanceOf(BinaryExpr.class, stage.getRow());
		assertEquals("/", row.getOp());
		BinaryExpr sum = assertInstanceOf(BinaryExpr.class, row.getLeft());
		assertEquals("+", sum.getOp());
		assertInstanceOf(BoardSize.class, sum.getLeft());
		assertEquals(2, ((IntLiteral) row.getRight()).getValue());
	}

	@Test
	public void productsBindTighterThanSumsAndMinusNegates() throws Exception {
		TourTable t = parseHelper.parse("tiebreak table P\ncase m mod 1 = 0:\n\t12345678 until (m-2*3, -m+20)\n\t21345678 to end\n");
		TourStage stage = t.getCases().get(0).getStages().get(0);
		assertEquals(4, TourTables.expr(stage.getRow()).at(10));
		assertInstanceOf(Negation.class, ((BinaryExpr) stage.getCol()).getLeft());
		assertEquals(10, TourTables.expr(stage.getCol()).at(10));
		assertEquals("-m+20", TourTables.expr(stage.getCol()).text());
	}

	/** The first syntax error of the text (a file that fails early has no model to ask, only its resource). */
	private String firstSyntaxError(String text) throws Exception {
		Resource resource = resourceSets.get().createResource(URI.createURI("syntax.ltour"));
		resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
		assertFalse(resource.getErrors().isEmpty(), "a syntax error in: " + text);
		return resource.getErrors().get(0).getMessage();
	}

	@Test
	public void anEmptyFileSaysHowATableStarts() throws Exception {
		assertEquals(TourSyntaxErrors.EMPTY_FILE, firstSyntaxError("// nothing yet\n"));
	}

	@Test
	public void aWordAfterTheCasesIsNamedWithWhatMayFollow() throws Exception {
		String message = firstSyntaxError("tiebreak table T\ncase m = 5:\n\t12345678 to end\nblah");
		assertEquals("'blah' does not belong here: a tiebreak table goes on with cases, 'case m = N:' or 'case m mod K = R:'"
				+ " (optionally 'from N'), each followed by its stages, like '34261578 until (m-1, m-2)' or '12345678 to end'", message);
	}

	@Test
	public void aRuleSetIsNoTable() throws Exception {
		assertEquals("expected 'tiebreak', found 'ruleset'", firstSyntaxError("ruleset r\nbuiltin area on\n"));
	}

	@Test
	public void parserTokenNamesNeverReachTheUser() throws Exception {
		for (String text : new String[] { "tiebreak table", "tiebreak table T case", "tiebreak table T case m = x:",
				"tiebreak table T case m = 5: 12345678 until (1 2)", "tiebreak table T case m mod 2 = 1 from:", "tiebreak table T sizes 5" }) {
			String message = firstSyntaxError(text);
			assertFalse(message.matches(".*(RULE_|EOF|<EOF>|mismatched|extraneous|viable).*"), text + " -> " + message);
		}
	}
}
