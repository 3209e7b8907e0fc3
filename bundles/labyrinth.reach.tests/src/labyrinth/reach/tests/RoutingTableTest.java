package labyrinth.reach.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import labyrinth.kernel.io.InputFileException;
import labyrinth.reach.Direction;
import labyrinth.reach.RoutingTable;

class RoutingTableTest {
	@Test
	void theStandardMirrorsTurnAsTheArticleSays() {
		RoutingTable t = RoutingTable.standard();
		RoutingTable.Type slash = t.types().get(t.indexOf('/'));
		// entering '/' from the left (travelling right) leaves upwards
		assertEquals(Direction.UP.bit(), slash.exitsWhenTravelling(Direction.RIGHT));
		assertEquals(Direction.LEFT.bit(), slash.exitsWhenTravelling(Direction.DOWN));
		RoutingTable.Type back = t.types().get(t.indexOf('\\'));
		assertEquals(Direction.DOWN.bit(), back.exitsWhenTravelling(Direction.RIGHT));
		assertEquals(Direction.RIGHT.bit(), back.exitsWhenTravelling(Direction.DOWN));
	}

	@Test
	void theStandardSplittersSendTwoWaysAcrossAndPassAlong() {
		RoutingTable t = RoutingTable.standard();
		RoutingTable.Type bar = t.types().get(t.indexOf('|'));
		assertEquals(Direction.UP.bit() | Direction.DOWN.bit(), bar.exitsWhenTravelling(Direction.RIGHT));
		assertEquals(Direction.DOWN.bit(), bar.exitsWhenTravelling(Direction.DOWN));
		RoutingTable.Type dash = t.types().get(t.indexOf('-'));
		assertEquals(Direction.LEFT.bit() | Direction.RIGHT.bit(), dash.exitsWhenTravelling(Direction.UP));
	}

	@Test
	void anUnlistedSideAbsorbsAndNoneSaysSo() throws Exception {
		RoutingTable t = RoutingTable.parse("# a trap\nO 0,-1 -> none   # stops beams from the left\n", "t.txt");
		RoutingTable.Type o = t.types().get(t.indexOf('O'));
		assertEquals(0, o.exitsWhenTravelling(Direction.RIGHT));
		assertEquals(0, o.exitsWhenTravelling(Direction.UP));
	}

	@Test
	void aDeltaThatIsNoUnitStepIsReportedAtItsColumn() {
		assertMessage("t.txt:2:11: an exit must be a unit step row,col: one of -1,0 +1,0 0,-1 0,+1; got '1,1'",
				"/ 0,-1 -> -1,0\n/ 0,+1 -> 1,1\n");
	}

	@Test
	void aBuiltInSquareCannotBeRedefined() {
		assertMessage("t.txt:1:3: 'S' is a built-in square (. free, # blocker, S start) and cannot be redefined", "  S 0,-1 -> 0,1\n");
	}

	@Test
	void aSideDefinedTwiceIsReported() {
		assertMessage("t.txt:2:3: 'X' entered from (0,-1) is already defined", "X 0,-1 -> 0,1\nX 0,-1 -> 1,0\n");
	}

	@Test
	void theArrowIsRequired() {
		assertMessage("t.txt:1:8: expected '->' between the side entered from and the exits", "X 0,-1 0,1\n");
	}

	@Test
	void aTableWithNoTypesIsRefused() {
		assertMessage("t.txt:1:1: no routing square types defined (lines like '/  0,-1 -> -1,0')", "# nothing\n\n");
	}

	private static void assertMessage(String expected, String table) {
		InputFileException e = assertThrows(InputFileException.class, () -> RoutingTable.parse(table, "t.txt"));
		assertEquals(expected, e.getMessage());
	}
}
