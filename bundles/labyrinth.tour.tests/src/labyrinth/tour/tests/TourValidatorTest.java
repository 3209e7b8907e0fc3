package labyrinth.tour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

import labyrinth.model.TourTable;
import labyrinth.tour.TourTables;
import labyrinth.tour.validation.TourIssueCodes;

/**
 * Each problem of a tiebreak table has its own issue code: for every code a small table that has that problem and no
 * other, and the place (line, column, length) and words of the issue.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(TourInjectorProvider.class)
public class TourValidatorTest {
	@Inject
	private ParseHelper<TourTable> parseHelper;
	@Inject
	private ValidationTestHelper validationHelper;

	/** Lines 1 to 3: a table that covers every size; the case under test follows on line 4. */
	private static final String HEADER = "tiebreak table T sizes from 5\ncase m mod 1 = 0:\n\t12345678 to end\n";

	/** One table per issue code: the code's problem and nothing else. */
	private static final Map<String, String> SAMPLES = Map.ofEntries(
			Map.entry(TourIssueCodes.ORDERING_LENGTH, HEADER + "case m = 7:\n\t1234567 to end\n"),
			Map.entry(TourIssueCodes.ORDERING_UNKNOWN_MOVE, HEADER + "case m = 7:\n\t12345690 to end\n"),
			Map.entry(TourIssueCodes.ORDERING_REPEATED_MOVE, HEADER + "case m = 7:\n\t12345668 to end\n"),
			Map.entry(TourIssueCodes.ZERO_MODULUS, HEADER + "case m mod 0 = 1 from 9:\n\t12345678 to end\n"),
			Map.entry(TourIssueCodes.RESIDUE_NOT_BELOW_MODULUS, HEADER + "case m mod 2 = 3:\n\t12345678 to end\n"),
			Map.entry(TourIssueCodes.NO_BOARD_SIZE, HEADER + "case m = 5001:\n\t12345678 to end\n"),
			Map.entry(TourIssueCodes.CASE_WITHOUT_STAGES, HEADER + "case m = 7:\n"),
			Map.entry(TourIssueCodes.SIZES_UNCOVERED, "tiebreak table Half sizes from 5\ncase m mod 2 = 0:\n\t12345678 to end\n"),
			Map.entry(TourIssueCodes.SWITCH_OFF_BOARD, HEADER + "case m = 7:\n\t34261578 until (m-15, 4)\n\t12345678 to end\n"),
			// the knight starts at (1,1): it can never arrive there again
			Map.entry(TourIssueCodes.SWITCH_NEVER_REACHED, HEADER + "case m mod 2 = 1:\n\t34261578 until (1, 1)\n\t12345678 to end\n"));

	private List<Issue> issues(String text) throws Exception {
		return validationHelper.validate(parseHelper.parse(text));
	}

	/** The one issue of the text, which must have the code. */
	private Issue only(String code) throws Exception {
		List<Issue> issues = issues(SAMPLES.get(code));
		assertEquals(1, issues.size(), code + ": " + issues);
		assertEquals(code, issues.get(0).getCode());
		return issues.get(0);
	}

	/** Asserts where an issue is: 1-based line and column, and the length of the marked text. */
	private static void at(Issue issue, int line, int column, String marked, String text) {
		assertEquals(line, issue.getLineNumber(), issue.toString());
		assertEquals(column, issue.getColumn(), issue.toString());
		assertEquals(marked, text.substring(issue.getOffset(), issue.getOffset() + issue.getLength()), issue.toString());
	}

	@Test
	public void everyIssueCodeHasASampleThatGivesItAndNothingElse() throws Exception {
		Set<String> declared = new TreeSet<>();
		for (Field f : TourIssueCodes.class.getDeclaredFields()) {
			if (Modifier.isPublic(f.getModifiers()) && Modifier.isStatic(f.getModifiers()) && f.getType() == String.class) {
				declared.add((String) f.get(null));
			}
		}
		assertEquals(declared, new TreeSet<>(SAMPLES.keySet()), "one sample per issue code");
		for (String code : declared) only(code);
	}

	@Test
	public void theShippedTablesHaveNoIssues() throws Exception {
		for (String name : TourTables.SHIPPED) {
			try (var in = TourTables.openShipped(name)) {
				assertEquals(List.of(), issues(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)), name);
			}
		}
	}

	@Test
	public void anOrderingOfSevenDigitsIsMarkedOnTheOrdering() throws Exception {
		Issue i = only(TourIssueCodes.ORDERING_LENGTH);
		at(i, 5, 2, "1234567", SAMPLES.get(TourIssueCodes.ORDERING_LENGTH));
		assertEquals(Severity.ERROR, i.getSeverity());
		assertEquals("a move-ordering has the eight digits 1..8 once each, got 7 characters in '1234567'", i.getMessage());
	}

	@Test
	public void anOrderingWithANineIsMarkedOnTheOrdering() throws Exception {
		Issue i = only(TourIssueCodes.ORDERING_UNKNOWN_MOVE);
		at(i, 5, 2, "12345690", SAMPLES.get(TourIssueCodes.ORDERING_UNKNOWN_MOVE));
		assertEquals("digit 7 of '12345690' is '9'; move types are 1..8", i.getMessage());
	}

	@Test
	public void anOrderingWithARepeatedDigitIsMarkedOnTheOrdering() throws Exception {
		Issue i = only(TourIssueCodes.ORDERING_REPEATED_MOVE);
		at(i, 5, 2, "12345668", SAMPLES.get(TourIssueCodes.ORDERING_REPEATED_MOVE));
		assertEquals("digit 7 of '12345668' repeats move type 6; each of 1..8 must appear once", i.getMessage());
	}

	@Test
	public void aZeroModulusIsMarkedOnTheModulus() throws Exception {
		Issue i = only(TourIssueCodes.ZERO_MODULUS);
		at(i, 4, 12, "0", SAMPLES.get(TourIssueCodes.ZERO_MODULUS));
		assertEquals("m mod 0: the modulus of a case must be at least 1 (for one size write 'case m = N')", i.getMessage());
	}

	@Test
	public void aResidueNotBelowItsModulusIsMarkedOnTheResidue() throws Exception {
		Issue i = only(TourIssueCodes.RESIDUE_NOT_BELOW_MODULUS);
		at(i, 4, 16, "3", SAMPLES.get(TourIssueCodes.RESIDUE_NOT_BELOW_MODULUS));
		assertEquals("the residue 3 must be below the modulus 2", i.getMessage());
	}

	@Test
	public void aSizeBeyondTheEnginesBoardsIsMarkedOnTheSize() throws Exception {
		Issue i = only(TourIssueCodes.NO_BOARD_SIZE);
		at(i, 4, 10, "5001", SAMPLES.get(TourIssueCodes.NO_BOARD_SIZE));
		assertEquals("m = 5001 is no board size (1..5000)", i.getMessage());
		List<Issue> zero = issues(HEADER + "case m = 0:\n\t12345678 to end\n");
		assertEquals(List.of(TourIssueCodes.NO_BOARD_SIZE), zero.stream().map(Issue::getCode).toList());
	}

	@Test
	public void aCaseWithoutStagesIsMarkedOnTheCase() throws Exception {
		Issue i = only(TourIssueCodes.CASE_WITHOUT_STAGES);
		at(i, 4, 1, "case m = 7:", SAMPLES.get(TourIssueCodes.CASE_WITHOUT_STAGES));
		assertEquals("the case has no stages; give at least one move-ordering, the last like '12345678 to end'", i.getMessage());
	}

	@Test
	public void anUncoveredResidueIsMarkedOnTheTableName() throws Exception {
		Issue i = only(TourIssueCodes.SIZES_UNCOVERED);
		at(i, 1, 16, "Half", SAMPLES.get(TourIssueCodes.SIZES_UNCOVERED));
		assertEquals("no case for m = 5, 7: every size from 5 needs one", i.getMessage());
	}

	@Test
	public void aSwitchingSquareOffTheBoardIsMarkedOnItsRow() throws Exception {
		Issue i = only(TourIssueCodes.SWITCH_OFF_BOARD);
		at(i, 5, 18, "m-15", SAMPLES.get(TourIssueCodes.SWITCH_OFF_BOARD));
		assertEquals("the switching square (m-15, 4) is outside the board for m = 7 (row -8)", i.getMessage());
	}

	@Test
	public void aSwitchingSquareTheTourNeverReachesIsAWarningOnItsRow() throws Exception {
		Issue w = only(TourIssueCodes.SWITCH_NEVER_REACHED);
		assertEquals(Severity.WARNING, w.getSeverity());
		at(w, 5, 18, "1", SAMPLES.get(TourIssueCodes.SWITCH_NEVER_REACHED));
		assertTrue(w.getMessage().startsWith("the tour never reaches the switching square (1, 1) for m = 5, 7, 9"), w.getMessage());
	}
}
