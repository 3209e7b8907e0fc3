package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.io.PathFormatException;
import labyrinth.core.io.PathRecord;
import labyrinth.core.rules.BuiltinRules;

class PathFilesTest {
	@TempDir
	Path dir;

	@Test
	void everySharedOriginalPositionLoads() throws Exception {
		List<Path> files;
		try (Stream<Path> s = Files.walk(TestData.originalPositions())) {
			files = s.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
		}
		assertTrue(files.size() >= 300, "found " + files.size() + " files");
		int legacy = 0;
		for (Path f : files) {
			try {
				PathRecord r = PathFiles.read(f);
				Board b = r.toBoard();
				assertEquals(r.fields().size(), b.length(), f.toString());
				if (!r.warnings().isEmpty()) legacy++;
			} catch (PathFormatException e) {
				fail(f + " was rejected: " + e.getMessage());
			}
		}
		assertTrue(legacy > 0, "some files carry the legacy exits suffix");
	}

	@Test
	void readsTheCShapeExampleFieldByField() throws Exception {
		PathRecord r = PathFiles.parse("5|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,2,0-3,3;1,0,2-3,2;3", "example");
		assertEquals(5, r.size());
		assertEquals(6, r.fields().size());
		assertEquals(List.of(3, 2), List.of(r.fields().get(5)[0], r.fields().get(5)[1]));
		assertEquals(3, r.trailingOptions()[0]);
		// our engine allows exactly what the original recorded at the live end: west only
		Board b = r.toBoard();
		assertEquals(1 << 3, BuiltinRules.defaults().allowed(b));
	}

	/** Same text as the original file, except unit 4, which the original saved in an older option order (1,2,0). */
	@Test
	void writesTheOriginalFormatInTheEnginesOptionOrder() throws Exception {
		Board b = PathFiles.parse("5|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,2,0-3,3;1,0,2-3,2;3", "x").toBoard();
		assertEquals("5|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,0,2-3,3;1,0,2-3,2;3", PathFiles.formatOriginal(b, BuiltinRules.defaults()));
	}

	@Test
	void ownFormatRoundTripsThroughAnAtomicWrite() throws Exception {
		Board b = OracleTest.randomPrefix(9, new java.util.SplittableRandom(5), 70);
		Path f = dir.resolve("walk.lpath");
		labyrinth.kernel.io.TextFiles.writeAtomically(f, PathFiles.formatOwn(b, 99L));
		PathRecord r = PathFiles.read(f);
		assertEquals(99L, r.seed());
		Board back = r.toBoard();
		assertEquals(b.length(), back.length());
		for (int i = 0; i < b.length(); i++) assertEquals(b.pathCell(i), back.pathCell(i));
		try (Stream<Path> s = Files.list(dir)) {
			assertEquals(1, s.count(), "no temporary file left behind");
		}
	}

	@Test
	void badInputNamesFileLineAndColumn() {
		assertError("5|1-1,1;0,1-1,2;0,1-3,3", "not next to the previous field (1,2)");
		assertError("6|1-1,1", "odd number");
		assertError("5|1-1,1;0,7-1,2", "direction '7'");
		assertError("5|1-1,1;0,1-1,x", "unit 1 y must be a whole number");
		assertError("5|1-1,1;0,1-1,2;0,1-1,1", "already on the line");
		assertError("5|1-1,1;0,1-1,2;0,1-1,6", "outside the 5x5 grid");
		assertError("", "empty");
		PathFormatException e = assertError("labyrinth-path 1\nsize 5\nmoves RR\n  RRX\n", "unknown move 'X'");
		assertEquals(4, e.line());
		assertEquals(5, e.column());
		e = assertError("labyrinth-path 1\nsize 5\nmoves RRRRR\n", "off the grid");
		assertEquals(3, e.line());
		assertEquals(11, e.column());
	}

	/** An .lpath file must start with its header: without it, the message says so, not what the other format expects. */
	@Test
	void anLpathWithoutItsHeaderIsToldSo() {
		PathFormatException e = assertThrows(PathFormatException.class, () -> PathFiles.parse("\nhello world\n", "walk.lpath"));
		assertEquals("walk.lpath:2:1: expected the header '" + PathFiles.OWN_HEADER + "'", e.getMessage());
		assertEquals(5, assertDoesNotThrow(() -> PathFiles.parse("5|1-1,1", "walk.txt")).size(), "a .txt may be either format");
	}

	/** Geometry errors point at the offending field's entry, not at the start of the line. */
	@Test
	void geometryErrorsNameTheColumnOfTheOffendingField() {
		assertEquals(21, assertError("5|1-1,1;0,1-1,2;0,1-3,3", "not next to the previous field").column());
		assertEquals(21, assertError("5|1-1,1;0,1-1,2;0,1-1,1", "already on the line").column());
		assertEquals(21, assertError("5|1-1,1;0,1-1,2;0,1-1,6", "outside the 5x5 grid").column());
		assertEquals(5, assertError("5|1-2,1;0,1-1,2", "must start at (1,1)").column());
	}

	@Test
	void aByteOrderMarkIsAcceptedAndControlCharactersAreNamed() throws Exception {
		assertEquals(3, PathFiles.parse("\uFEFF5|1-1,1;0,1-1,2;0,1-1,3", "in.txt").toBoard().length());
		PathFormatException e = assertError("5|1-1,1;0,1-1,2\u0000", "control character U+0000");
		assertEquals(16, e.column());
	}

	/** Java reads "٥" as 5; a path file's numbers are 0-9, as every other reader of ours takes them. */
	@Test
	void digitsOfOtherScriptsAreRefusedWhereTheyAre() {
		assertEquals(1, assertError("\u0665|1-1,1;0,1-1,2", "grid size must be a whole number, got '\u0665'").column());
		assertError("5|1-1,1;0,1-1,\u0662", "unit 1 y must be a whole number");
		assertEquals(2, assertError("labyrinth-path 1\nsize \u0667\nmoves R\n", "size must be a whole number").line());
		assertEquals(3, assertError("labyrinth-path 1\nsize 5\nseed \u0661\nmoves R\n", "seed must be a whole number").line());
	}

	@Test
	void aSecondSizeOrSeedLineIsRefusedNotTheLastOneTaken() {
		PathFormatException e = assertError("labyrinth-path 1\nsize 5\nsize 7\nmoves R\n", "a second 'size' line; the first is line 2");
		assertEquals(3, e.line());
		assertEquals(4, assertError("labyrinth-path 1\nsize 5\nseed 1\nseed 2\nmoves R\n", "a second 'seed' line; the first is line 3").line());
	}

	@Test
	void aNegativeSizeIsReportedAsGiven() {
		assertError("-5|1-1,1;0,1-1,2", "grid size must be " + labyrinth.core.grid.Board.SIZE_RULE + ", got -5");
		assertError("labyrinth-path 1\nsize -5\nmoves R\n", "got -5");
	}

	private static PathFormatException assertError(String text, String expected) {
		PathFormatException e = assertThrows(PathFormatException.class, () -> PathFiles.parse(text, "in.txt"));
		assertTrue(e.getMessage().startsWith("in.txt:"), e.getMessage());
		assertTrue(e.getMessage().contains(expected), e.getMessage());
		return e;
	}
}
