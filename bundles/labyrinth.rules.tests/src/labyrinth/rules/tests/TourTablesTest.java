package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

import labyrinth.knights.KnightTour;
import labyrinth.knights.TiebreakTable;
import labyrinth.model.LabyrinthPackage;
import labyrinth.model.TourTable;
import labyrinth.rules.TourTables;
import labyrinth.rules.validation.RulesValidator;

/** Knight's tour tiebreak tables in the rule language: the shipped tables and each validation problem in place. */
@ExtendWith(InjectionExtension.class)
@InjectWith(RulesInjectorProvider.class)
public class TourTablesTest {
	@Inject
	private ParseHelper<TourTable> parseHelper;
	@Inject
	private ValidationTestHelper validationHelper;

	private static final String HEADER = "tiebreak table T sizes from 5\ncase m mod 2 = 0:\n\t12345678 to end\n";

	@Test
	public void theShippedTableFailsOnlyAt74AndTheFixedOneNever() throws Exception {
		TiebreakTable table = TourTables.shipped("squirrel-cull").table();
		TiebreakTable fixed = TourTables.shipped("squirrel-cull-74").table();
		List<Integer> failed = new ArrayList<>();
		List<Integer> failedFixed = new ArrayList<>();
		for (int m = 5; m <= 300; m++) {
			if (!new KnightTour(m, 0, 0, table.tiebreakFor(m)).run()) failed.add(m);
			if (!new KnightTour(m, 0, 0, fixed.tiebreakFor(m)).run()) failedFixed.add(m);
		}
		assertEquals(List.of(74), failed);
		assertEquals(List.of(), failedFixed);
	}

	@Test
	public void theShippedTablesHaveNoErrors() throws Exception {
		for (String name : TourTables.SHIPPED) {
			TourTables.Loaded loaded = TourTables.shipped(name);
			assertEquals(15 + (name.endsWith("74") ? 1 : 0), loaded.model().getCases().size(), name);
		}
	}

	@Test
	public void aTableParsesIntoTheModelWithExpressions() throws Exception {
		TourTable t = parseHelper.parse("tiebreak table T sizes from 20\ncase m mod 1 = 0:\n\t34261578 until (m-10, (m+8)/2)\n\t12345678 to end\n");
		validationHelper.assertNoErrors(t);
		TiebreakTable.Stage s = TourTables.compile(t).cases().get(0).stages().get(0);
		assertEquals(30, s.row().at(40));
		assertEquals(24, s.col().at(40));
		assertEquals("(m+8)/2", s.col().text());
	}

	@Test
	public void anOrderingWithARepeatedDigitIsMarkedOnTheOrdering() throws Exception {
		String text = HEADER + "case m mod 2 = 1:\n\t12345668 to end\n";
		TourTable t = parseHelper.parse(text);
		validationHelper.assertError(t, LabyrinthPackage.Literals.TOUR_STAGE, RulesValidator.ORDERING_NOT_PERMUTATION,
				text.indexOf("12345668"), 8, "digit 7 of '12345668' repeats move type 6");
	}

	@Test
	public void anUncoveredResidueIsMarkedOnTheTableName() throws Exception {
		TourTable t = parseHelper.parse("tiebreak table Half sizes from 5\ncase m mod 2 = 0:\n\t12345678 to end\n");
		validationHelper.assertError(t, LabyrinthPackage.Literals.TOUR_TABLE, RulesValidator.SIZES_UNCOVERED,
				"tiebreak table Half".indexOf("Half"), 4, "no case for m = 5, 7: every size from 5 needs one");
	}

	@Test
	public void aSwitchingSquareOffTheBoardIsMarkedOnItsRow() throws Exception {
		String text = HEADER + "case m mod 2 = 1:\n\t34261578 until (m-15, 4)\n\t12345678 to end\n";
		TourTable t = parseHelper.parse(text);
		validationHelper.assertError(t, LabyrinthPackage.Literals.TOUR_STAGE, RulesValidator.SWITCH_OFF_BOARD,
				text.indexOf("m-15"), 4, "the switching square (m-15, 4) is outside the board for m = 5 (row -10)");
	}

	@Test
	public void aSwitchingSquareTheTourNeverReachesIsAWarning() throws Exception {
		// the knight starts at (1,1): it can never arrive there again
		String text = HEADER + "case m mod 2 = 1:\n\t34261578 until (1, 1)\n\t12345678 to end\n";
		TourTable t = parseHelper.parse(text);
		List<Issue> issues = validationHelper.validate(t);
		Issue w = issues.stream().filter(i -> RulesValidator.SWITCH_NEVER_REACHED.equals(i.getCode())).findFirst().orElseThrow();
		assertEquals(Severity.WARNING, w.getSeverity());
		assertEquals(text.indexOf("1, 1)"), w.getOffset());
		assertTrue(w.getMessage().startsWith("the tour never reaches the switching square (1, 1) for m = 5, 7, 9"), w.getMessage());
	}

	@Test
	public void aResidueNotBelowItsModulusIsMarked() throws Exception {
		String text = HEADER + "case m mod 2 = 3:\n\t12345678 to end\n";
		TourTable t = parseHelper.parse(text);
		validationHelper.assertError(t, LabyrinthPackage.Literals.TOUR_CASE, RulesValidator.BAD_CASE, "the residue 3 must be below the modulus 2");
	}
}
