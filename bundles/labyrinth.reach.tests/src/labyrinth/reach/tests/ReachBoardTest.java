package labyrinth.reach.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import labyrinth.kernel.io.InputFileException;
import labyrinth.reach.Boards;
import labyrinth.reach.ReachBoard;
import labyrinth.reach.RoutingTable;

class ReachBoardTest {
	@Test
	void aBoardReadsBackAsTheSameText() throws Exception {
		String text = "S.#\n./\\\n|-.\n";
		ReachBoard b = ReachBoard.parse(text, "b.txt");
		assertEquals(3, b.rows());
		assertEquals(3, b.cols());
		assertEquals(text, b.text());
		assertEquals(0, b.startRow());
		assertEquals(0, b.startCol());
	}

	@Test
	void windowsLineEndsAndTrailingEmptyLinesAreAccepted() throws Exception {
		ReachBoard b = ReachBoard.parse("S.\r\n..\r\n\r\n", "b.txt");
		assertEquals(2, b.rows());
		assertEquals("S.\n..\n", b.text());
	}

	@Test
	void aRaggedRowIsReportedWhereItEnds() {
		assertMessage("b.txt:2:3: row 2 has 2 squares but the first row has 4; every row must be as long", "S...\n..\n....\n");
	}

	@Test
	void aLongerRowIsReportedWhereItGoesPastTheFirst() {
		assertMessage("b.txt:2:4: row 2 has 4 squares but the first row has 3; every row must be as long", "S..\n....\n");
	}

	@Test
	void anUnknownSymbolIsReportedWithTheKnownOnes() {
		assertMessage("b.txt:2:2: unknown square 'x' (known: . free, # blocker, S start, routing / \\ | -)", "S..\n.x.\n");
	}

	@Test
	void aSecondStartIsReportedWithTheFirst() {
		assertMessage("b.txt:3:1: a second start square S; the first is at 1:2", ".S.\n...\nS..\n");
	}

	@Test
	void aBoardWithoutStartIsRefusedForStepSearches() throws Exception {
		ReachBoard b = ReachBoard.parse("...\n./.\n", "b.txt");
		InputFileException e = assertThrows(InputFileException.class, () -> b.requireStart("b.txt"));
		assertEquals("b.txt:1:1: the board has no start square S; step searches begin there", e.getMessage());
	}

	@Test
	void anEmptyFileIsNamed() {
		assertMessage("b.txt:1:1: the board is empty", "\n\n");
	}

	@Test
	void aCustomRoutingTypeIsAKnownSymbol() throws Exception {
		RoutingTable t = RoutingTable.parse("X 0,-1 -> 0,+1\n", "t.txt");
		ReachBoard b = ReachBoard.parse("SX.\n", "b.txt", t);
		assertEquals('X', b.symbol(0, 1));
		InputFileException e = assertThrows(InputFileException.class, () -> ReachBoard.parse("S/\n", "b.txt", t));
		assertEquals("b.txt:1:2: unknown square '/' (known: . free, # blocker, S start, routing X)", e.getMessage());
	}

	@Test
	void aGardenHasItsStartInTheMiddleAndClearLanes() throws Exception {
		ReachBoard b = ReachBoard.parse(Boards.garden(11, 0.5, 3), "g");
		assertEquals(5, b.startRow());
		assertEquals(5, b.startCol());
		for (int i = 0; i < 11; i++) {
			assertEquals(false, b.isBlocked(5, i));
			assertEquals(false, b.isBlocked(i, 5));
			assertEquals(false, b.isBlocked(0, i));
			assertEquals(false, b.isBlocked(i, 10));
		}
	}

	private static void assertMessage(String expected, String board) {
		InputFileException e = assertThrows(InputFileException.class, () -> ReachBoard.parse(board, "b.txt"));
		assertEquals(expected, e.getMessage());
	}
}
