package labyrinth.tour.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Inject;

import labyrinth.knights.KnightTour;
import labyrinth.knights.TiebreakTable;
import labyrinth.model.TourTable;
import labyrinth.tour.TourFileException;
import labyrinth.tour.TourSyntaxErrors;
import labyrinth.tour.TourTables;

/** Tiebreak tables read from files and from the product: the shipped tables, compiling, and problems by file:line:column. */
@ExtendWith(InjectionExtension.class)
@InjectWith(TourInjectorProvider.class)
public class TourTablesTest {
	@Inject
	private ParseHelper<TourTable> parseHelper;
	@Inject
	private ValidationTestHelper validationHelper;

	@TempDir
	Path dir;

	/** The cases of squirrel-cull.ltour (Table 1 of the paper), in the file's order, as the engine gets them. */
	static final List<String> SQUIRREL_CULL = List.of(
			"m = 5: 34261578 until (m-1, m-2); 87642135 until (2, 2); 51324678 to end",
			"m = 6: 34261578 until (6, 1); 87642135 until (3, 1); 54132678 to end",
			"m = 8: 34261578 until (m-1, m-2); 87642135 until (2, 2); 51867342 to end",
			"m = 10: 34261578 until (6, 1); 87642135 until (3, 1); 54132678 to end",
			"m = 12: 34261578 until (m-1, m-2); 87642135 until (2, 2); 51867342 to end",
			"m = 13: 34261578 until (m-1, m-2); 87642135 until (2, 2); 51324678 to end",
			"m mod 8 = 0 (m >= 16): 34261578 until (m-1, m-2); 87642135 until (2, 2); 51867342 until (m-8, 1);"
					+ " 51342678 until (7, m-3); 21435678 to end",
			"m mod 8 = 1 (m >= 9): 34261578 until (m-1, m-2); 87642135 until (2, 2); 51324678 until (m-6, (m+9)/2); 32481765 to end",
			"m mod 8 = 2 (m >= 18): 34261578 until (6, 1); 87642135 until (3, 1); 54132678 until (m-15, 4); 52431678 until (10, m-2);"
					+ " 85647123 until (5, (m-6)/2); 15746823 to end",
			"m mod 8 = 3 (m >= 11): 34625718 until (m-1, m-2); 42681357 until (m-6, m); 86512347 until (2, 5); 51867342 until (m-10, 3);"
					+ " 61825437 until ((m+1)/2, m-2); 71642538 to end",
			"m mod 8 = 4 (m >= 20): 34261578 until (m-1, m-2); 87642135 until (2, 2); 51867342 until (m-8, 1); 51342678 until (10, m-5);"
					+ " 86753421 until (13, (m+2)/2); 78563421 to end",
			"m mod 16 = 5 (m >= 21): 34261578 until (m-1, m-2); 87642135 until (2, 2); 51324678 until (m-2, (m-5)/2); 15234678 to end",
			"m mod 16 = 13 (m >= 29): 34261578 until (m-1, m-2); 87642135 until (2, 2); 51324678 until (m-2, (m-13)/2); 15234678 to end",
			"m mod 8 = 6 (m >= 14): 34261578 until (6, 1); 87642135 until (3, 1); 54132678 until (m-10, 1); 52431678 until (10, m-2);"
					+ " 85647123 until (3, (m+8)/2); 12453678 to end",
			"m mod 8 = 7 (m >= 7): 34625718 until (m-1, m-2); 42681357 until (m-6, m); 86512347 until (2, 5); 51867342 until (m-6, 3);"
					+ " 61825437 until ((m+1)/2, m-2); 61357284 to end");

	/** A compiled case in one line: its condition and its stages with their orderings and switching squares as written. */
	static String describe(TiebreakTable.Case c) {
		List<String> stages = new ArrayList<>();
		for (TiebreakTable.Stage s : c.stages()) {
			stages.add(s.ordering() + (s.last() ? " to end" : " until (" + s.row().text() + ", " + s.col().text() + ")"));
		}
		return c.condition() + ": " + String.join("; ", stages);
	}

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
			assertEquals(List.of(), loaded.warnings(), name);
		}
	}

	@Test
	public void theShippedTablesCompileToThePapersCases() throws Exception {
		TiebreakTable table = TourTables.shipped("squirrel-cull").table();
		assertEquals("SquirrelCull", table.name());
		assertEquals(SQUIRREL_CULL, table.cases().stream().map(TourTablesTest::describe).toList());
		TiebreakTable fixed = TourTables.shipped("squirrel-cull-74.ltour").table();
		assertEquals("SquirrelCull74", fixed.name());
		List<String> expected = new ArrayList<>();
		expected.add("m = 74: 21345678 to end");
		expected.addAll(SQUIRREL_CULL);
		assertEquals(expected, fixed.cases().stream().map(TourTablesTest::describe).toList());
		// the expressions are evaluated in m: the m = 13 (mod 16) case on 29 x 29, 1-based squares made 0-based
		assertEquals("[[27, 26], [1, 1], [26, 7]]", java.util.Arrays.deepToString(table.switchingSquares(29)));
		assertEquals("m = 74", fixed.caseFor(74).condition());
		assertEquals("m mod 8 = 2 (m >= 18)", table.caseFor(74).condition());
	}

	@Test
	public void theShippedTablesTextIsWhatTheyLoadFrom() throws Exception {
		for (String name : TourTables.SHIPPED) {
			try (InputStream in = TourTables.openShipped(name)) {
				assertNotNull(in, name);
				String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
				TourTable model = parseHelper.parse(text);
				validationHelper.assertNoIssues(model);
				assertEquals(TourTables.shipped(name).model().getName(), model.getName());
			}
		}
	}

	@Test
	public void anUnknownShippedTableNamesTheShippedOnes() {
		IOException e = assertThrows(IOException.class, () -> TourTables.shipped("warnsdorff"));
		assertEquals("no shipped table 'warnsdorff' (shipped: squirrel-cull, squirrel-cull-74)", e.getMessage());
	}

	@Test
	public void aTableParsesIntoTheModelWithExpressions() throws Exception {
		TourTable t = parseHelper.parse("tiebreak table T sizes from 20\ncase m mod 1 = 0:\n\t34261578 until (m-10, (m+8)/2)\n\t12345678 to end\n");
		validationHelper.assertNoErrors(t);
		TiebreakTable.Stage s = TourTables.compile(t).cases().get(0).stages().get(0);
		assertEquals(30, s.row().at(40));
		assertEquals(24, s.col().at(40));
		assertEquals("(m+8)/2", s.col().text());
		assertEquals(-7, TourTables.compile(parseHelper.parse("tiebreak table N\ncase m mod 1 = 0:\n\t12345678 until (-m+3, 2*-m/4)\n\t"
				+ "21345678 to end\n")).cases().get(0).stages().get(0).row().at(10));
	}

	@Test
	public void aFileLoadsWithItsWarnings() throws Exception {
		Path file = Files.writeString(dir.resolve("mine.ltour"), "tiebreak table Mine\ncase m mod 1 = 0:\n\t34261578 until (1, 1)\n\t12345678 to end\n");
		TourTables.Loaded loaded = TourTables.load(file);
		assertEquals("Mine", loaded.table().name());
		assertEquals(1, loaded.warnings().size(), loaded.warnings().toString());
		assertTrue(loaded.warnings().get(0).startsWith(file + ":3:18: the tour never reaches the switching square (1, 1)"),
				loaded.warnings().get(0));
	}

	@Test
	public void eachProblemOfAFileIsNamedByFileLineAndColumn() throws Exception {
		Path file = Files.writeString(dir.resolve("bad.ltour"), "tiebreak table Bad\ncase m mod 2 = 0:\n\t12245678 to end\ncase m mod 2 = 3:\n\t12345678 to end\n");
		TourFileException e = assertThrows(TourFileException.class, () -> TourTables.load(file));
		assertEquals(List.of(file + ":3:2: digit 3 of '12245678' repeats move type 2; each of 1..8 must appear once",
				file + ":4:16: the residue 3 must be below the modulus 2"), e.problems());
		assertEquals(String.join("\n", e.problems()), e.getMessage());
	}

	@Test
	public void anEmptyFileAndARuleSetAreNoTables() throws Exception {
		Path empty = Files.writeString(dir.resolve("empty.ltour"), "// nothing yet\n");
		TourFileException e = assertThrows(TourFileException.class, () -> TourTables.load(empty));
		assertEquals(List.of(empty + ":1:1: " + TourSyntaxErrors.EMPTY_FILE), e.problems());
		Path rules = Files.writeString(dir.resolve("rules.ltour"), "ruleset r\nbuiltin area on\n");
		e = assertThrows(TourFileException.class, () -> TourTables.load(rules));
		assertEquals(rules + ":1:1: expected 'tiebreak', found 'ruleset'", e.problems().get(0));
	}

	@Test
	public void aMissingFileIsAnInputError() {
		Path missing = dir.resolve("missing.ltour");
		IOException e = assertThrows(IOException.class, () -> TourTables.load(missing));
		assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
	}

	/** The parser and the evaluation recurse per level and per term: deep or endless squares are refused where they start. */
	@Test
	public void deepAndLongSquaresAreRefusedWithTheirPosition(@TempDir Path dir) throws Exception {
		String deep = "tiebreak table Deep\ncase m mod 1 = 0:\n\t34261578 until (" + "(".repeat(2000) + "1" + ")".repeat(2000) + ", 1)\n";
		TourFileException e = assertThrows(TourFileException.class, () -> TourTables.load(Files.writeString(dir.resolve("deep.ltour"), deep)));
		assertTrue(e.getMessage().endsWith("deep.ltour:3:67: parentheses nested more than 50 deep; write the square more simply"),
				e.getMessage());
		String longSum = "tiebreak table Long\ncase m mod 1 = 0:\n\t34261578 until (1" + " + 1".repeat(50_000) + ", 1)\n";
		e = assertThrows(TourFileException.class, () -> TourTables.load(Files.writeString(dir.resolve("long.ltour"), longSum)));
		assertTrue(e.getMessage().contains("long.ltour:3:2020: a switching square of more than 500 operations"), e.getMessage());
		String fine = "tiebreak table Fine\ncase m mod 1 = 0:\n\t34261578 until ((m - 3) / 2, (m + 1) * 1) // ((((\n\t12345678 to end\n";
		assertEquals(null, labyrinth.tour.TourLimits.check(fine), "a comment's parentheses do not count");
	}

	/** The language's words, never Java's number parser; after a syntax error only that, not checks of the parser's guesses. */
	@Test
	public void problemsAreSaidInTheLanguagesWords(@TempDir Path dir) throws Exception {
		Path big = Files.writeString(dir.resolve("big.ltour"), "tiebreak table T\ncase m mod 99999999999 = 1:\n\t34261578 to end\n");
		TourFileException e = assertThrows(TourFileException.class, () -> TourTables.load(big));
		assertEquals(List.of(big + ":2:12: '99999999999' is too large: numbers here go up to 2147483647"), e.problems());
		Path cut = Files.writeString(dir.resolve("cut.ltour"), "tiebreak table T\ncase m mod 4 = 1:\n\t34261578 until (\n");
		e = assertThrows(TourFileException.class, () -> TourTables.load(cut));
		assertEquals(1, e.problems().size(), e.problems().toString());
	}
}
