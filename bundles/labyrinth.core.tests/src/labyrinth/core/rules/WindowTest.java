package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.walk.RandomWalks;

/** The window holds the fields within the radius of its centre and knows which of them touch the fields beyond. */
class WindowTest {
	@Test
	void holdsTheFieldsWithinTheRadiusAndListsThoseWithFreeSidesBeyond() {
		Board b = RandomLines.line(15, "RRRRRRRDDDDDDD"); // the live end at (8,8), the middle
		Window w = new Window(3);
		assertTrue(w.place(b, b.head()));
		int free = 0;
		TreeSet<Integer> edge = new TreeSet<>();
		for (int y = 1; y <= 15; y++) {
			for (int x = 1; x <= 15; x++) {
				int c = b.cell(x, y);
				boolean inside = Math.abs(x - 8) <= 3 && Math.abs(y - 8) <= 3;
				assertEquals(inside, w.contains(c), b.format(c));
				if (!inside || !b.isFree(c)) continue;
				free++;
				if (Math.abs(x - 8) == 3 || Math.abs(y - 8) == 3) edge.add(c);
			}
		}
		assertEquals(49 - 4, free, "49 fields, the live end and three more of the line among them");
		assertEquals(free, w.freeInside());
		assertEquals(edge, sorted(w));
	}

	@Test
	void theBoardsBorderIsNothingBeyond() {
		// the window around (9,4) reaches the top row, which the board ends
		Board b = RandomLines.line(15, "RRRRRRRRDDD");
		Window w = new Window(3);
		assertTrue(w.place(b, b.head()));
		assertFalse(sorted(w).contains(b.cell(10, 1)), "(10,1) has the border above it");
		assertTrue(sorted(w).contains(b.cell(12, 1)), "(12,1) has (13,1) beside it");
		assertTrue(sorted(w).contains(b.cell(9, 7)), "(9,7) has (9,8) below it");
		assertFalse(sorted(w).contains(b.cell(9, 5)), "(9,5) lies inside");
	}

	@Test
	void aRadiusThatReachesEveryFieldLeavesNothingBeyond() {
		Board b = RandomLines.line(7, "D");
		Window w = new Window(6);
		assertFalse(w.place(b, b.head()));
		assertEquals(b.freeCount(), w.freeInside());
		assertEquals(0, w.edgeCount());
		Board large = RandomLines.line(63, "D");
		assertFalse(new Window(Window.WHOLE_BOARD).place(large, large.head()));
	}

	@Test
	void aWindowThatReachesEverySideHoldsTheBoard() {
		Board b = RandomLines.line(13, "RRRRRRDDDDDD"); // the live end at (7,7)
		Window w = new Window(6);
		assertFalse(w.place(b, b.head()));
		assertEquals(b.freeCount(), w.freeInside());
		assertTrue(w.contains(b.cell(13, 13)));
		assertTrue(w.place(b, b.cell(7, 6)), "from (7,6) the window ends above the bottom row");
		assertFalse(w.contains(b.cell(13, 13)));
	}

	@Test
	void everyPlacementCountsTheFreeFieldsInside() {
		SplittableRandom random = new SplittableRandom(3);
		for (int walk = 0; walk < 40; walk++) {
			Window w = new Window(walk % 2 == 0 ? 4 : 8); // 8 holds the 13x13 board from its middle fields
			Board b = new Board(13);
			while (b.candidates() != 0) {
				boolean beyond = w.place(b, b.head());
				int inside = 0;
				for (int c = 0; c < b.cellCount(); c++) if (b.isFree(c) && w.contains(c)) inside++;
				assertEquals(inside, w.freeInside());
				assertEquals(inside < b.freeCount(), beyond);
				b.step(RandomWalks.pick(b.candidates(), random));
			}
		}
	}

	/** What the views outline is what the analyses look at before the live end steps. */
	@Test
	void theBoundsAroundTheLiveEndAreTheFieldsTheWindowHolds() {
		Board b = RandomLines.line(15, "RRRRRRRRDDD"); // the live end at (9,4)
		BuiltinRules.WindowBounds bounds = BuiltinRules.windowAround(b, 3);
		assertEquals(new BuiltinRules.WindowBounds(6, 1, 12, 7), bounds);
		Window w = new Window(3);
		w.place(b, b.head());
		for (int y = 1; y <= 15; y++) {
			for (int x = 1; x <= 15; x++) {
				boolean inside = x >= bounds.minX() && x <= bounds.maxX() && y >= bounds.minY() && y <= bounds.maxY();
				assertEquals(w.contains(b.cell(x, y)), inside, b.format(b.cell(x, y)));
			}
		}
		assertEquals(null, BuiltinRules.windowAround(b, Window.WHOLE_BOARD));
		assertEquals(null, BuiltinRules.windowAround(RandomLines.line(13, "RRRRRRDDDDDD"), 6), "it holds 13x13 from (7,7)");
		assertTrue(BuiltinRules.windowSmallerThanBoard(13, 6), "but not from the corners");
		assertFalse(BuiltinRules.windowSmallerThanBoard(13, 12));
		assertFalse(BuiltinRules.windowSmallerThanBoard(13, Window.WHOLE_BOARD));
	}

	@Test
	void aRadiusBelowThreeIsRefused() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BuiltinRules.factory(2));
		assertEquals("a window radius must be at least 3 (or 0 for the whole board), not 2", e.getMessage());
	}

	private static TreeSet<Integer> sorted(Window w) {
		TreeSet<Integer> s = new TreeSet<>();
		Arrays.stream(w.edge(), 0, w.edgeCount()).forEach(s::add);
		return s;
	}
}
