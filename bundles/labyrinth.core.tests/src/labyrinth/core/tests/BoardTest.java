package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

class BoardTest {

	@Test
	void startsAtTopLeftWithTwoCandidates() {
		Board b = new Board(5);
		assertEquals(b.cell(1, 1), b.head());
		assertEquals((1 << Direction.DOWN) | (1 << Direction.RIGHT), b.candidates());
		assertEquals(24, b.freeCount());
	}

	@Test
	void aCopyHasTheSameLineAndIsIndependent() {
		Board b = new Board(5);
		b.step(labyrinth.core.grid.Direction.DOWN);
		b.step(labyrinth.core.grid.Direction.RIGHT);
		Board c = b.copy();
		assertEquals(b.length(), c.length());
		for (int i = 0; i < b.length(); i++) assertEquals(b.pathCell(i), c.pathCell(i));
		assertEquals(b.heading(), c.heading());
		c.step(labyrinth.core.grid.Direction.RIGHT);
		assertEquals(3, b.length(), "stepping the copy leaves the original alone");
		assertEquals(4, c.length());
	}

	@Test
	void stepAndBackRestoreTheBoard() {
		Board b = new Board(5);
		b.step(Direction.RIGHT);
		b.step(Direction.DOWN);
		assertEquals(b.cell(2, 2), b.head());
		assertEquals(3, b.stepAt(b.cell(2, 2)));
		assertEquals(Direction.DOWN, b.heading());
		b.back();
		assertTrue(b.isFree(b.cell(2, 2)));
		assertEquals(b.cell(2, 1), b.head());
		assertThrows(IllegalStateException.class, () -> b.step(Direction.LEFT));
	}

	@Test
	void endCornerIsOnlyACandidateAsTheLastField() {
		Board b = new Board(3);
		// snake (1,1) (2,1) (3,1) (3,2) (2,2) (1,2) (1,3) (2,3) -> (3,3)
		for (int d : new int[] { 1, 1, 0, 3, 3, 0, 1 }) b.step(d);
		assertEquals(1 << Direction.RIGHT, b.candidates());
		b.step(Direction.RIGHT);
		assertTrue(b.isComplete());
		b.back();
		b.back();
		b.back(); // at (1,2), (1,3) free, (3,3) not adjacent
		assertFalse(b.isComplete());
	}

	@Test
	void rejectsEvenAndOutOfRangeSizes() {
		assertThrows(IllegalArgumentException.class, () -> new Board(6));
		assertThrows(IllegalArgumentException.class, () -> new Board(1));
		assertThrows(IllegalArgumentException.class, () -> new Board(65));
		assertEquals(63, new Board(63).size());
	}

	@Test
	void checkerboardColourOfStartAndEndAgree() {
		Board b = new Board(7);
		assertEquals(b.colour(b.start()), b.colour(b.target()));
		assertEquals(1, b.colour(b.cell(2, 1)));
	}
}
