package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;

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
	void theSameLineHasTheSameKeyHoweverTheBoardGotThere() {
		Board b = new Board(5);
		b.step(Direction.RIGHT);
		b.step(Direction.DOWN);
		long key = b.positionKey();
		b.back();
		b.step(Direction.RIGHT);
		b.back();
		b.step(Direction.DOWN);
		assertEquals(key, b.positionKey(), "stepped away and back");
		assertEquals(key, b.copy().positionKey(), "a copy");
		b.back();
		b.back();
		assertEquals(new Board(5).positionKey(), b.positionKey(), "back at the start");
	}

	@Test
	void linesWithTheSameFieldsInAnotherOrderHaveOtherKeys() {
		Board a = new Board(5); // (1,1) (2,1) (2,2) (1,2) (1,3)
		a.step(Direction.RIGHT);
		a.step(Direction.DOWN);
		a.step(Direction.LEFT);
		a.step(Direction.DOWN);
		Board b = new Board(5); // (1,1) (1,2) (2,2) (2,1)
		b.step(Direction.DOWN);
		b.step(Direction.RIGHT);
		b.step(Direction.UP);
		assertNotEquals(a.positionKey(), b.positionKey());
		a.back(); // (1,1) (2,1) (2,2) (1,2) against (1,1) (1,2) (2,2) (2,1): the same four fields
		assertNotEquals(a.positionKey(), b.positionKey());
	}

	@Test
	void everyLineOnFiveByFiveAndUpToFourteenFieldsOnSevenBySevenHasItsOwnKey() {
		for (Board b : new Board[] { new Board(5), new Board(7) }) {
			Map<Long, String> lines = new HashMap<>();
			int count = allLines(b, b.size() == 5 ? 25 : 14, lines);
			assertTrue(count > 80_000, count + " lines");
			assertEquals(count, lines.size(), "two lines share a key");
		}
	}

	private static int allLines(Board b, int maxLength, Map<Long, String> lines) {
		StringBuilder line = new StringBuilder();
		for (int i = 0; i < b.length(); i++) line.append(b.pathCell(i)).append(' ');
		String before = lines.put(b.positionKey(), line.toString());
		assertTrue(before == null || before.equals(line.toString()), before + "/ " + line);
		int count = 1;
		if (b.length() == maxLength) return count;
		int candidates = b.candidates();
		for (int d = 0; d < 4; d++) {
			if ((candidates & (1 << d)) == 0) continue;
			b.step(d);
			count += allLines(b, maxLength, lines);
			b.back();
		}
		return count;
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
