package labyrinth.toggle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import labyrinth.kernel.io.InputFileException;
import labyrinth.toggle.ToggleBoard;
import labyrinth.toggle.ToggleFiles;

class ToggleFilesTest {
	@Test
	void aBoardReadsBackAsItsText() throws Exception {
		ToggleBoard b = ToggleFiles.parse("# a comment\n*..\n.*.\n# between rows\n..*\n\n", "b.txt");
		assertEquals(3, b.rows());
		assertEquals("*..\n.*.\n..*\n", b.text());
	}

	@Test
	void aRaggedRowIsNamedByItsLine() {
		assertMessage("b.txt:3:3: this row has 2 cells but the first has 3; every row must be as long", "*..\n...\n**\n");
	}

	/** A blank line would join two boards into one without a word: it is refused where it is. */
	@Test
	void aBlankLineInsideTheBoardIsNamed() {
		assertMessage("b.txt:3:1: a blank line inside the board: its rows follow one another (a # comment line may stand between them)",
				"*..\n.*.\n\n..*\n");
	}

	@Test
	void anUnknownCellIsNamedWhereItIs() {
		assertMessage("b.txt:2:2: unknown cell 'o': a cell is * (lit) or . (unlit)", "...\n.o.\n");
	}

	@Test
	void anEmptyFileIsNamed() {
		assertMessage("b.txt:1:1: the board is empty: give rows of * (lit) and . (unlit)", "# nothing\n");
	}

	private static void assertMessage(String expected, String text) {
		InputFileException e = assertThrows(InputFileException.class, () -> ToggleFiles.parse(text, "b.txt"));
		assertEquals(expected, e.getMessage());
	}
}
