package labyrinth.core.walk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Direction;

/** The shape measures of lines drawn by hand. */
class LineShapeTest {
	private static int[] moves(String letters) {
		return letters.chars().map(c -> Direction.ofLetter((char) c)).toArray();
	}

	@Test
	void measuresAThreeByThreeSnake() {
		// (1,1) R R D L L D R R: on the diagonal at (2,2), from the upper to the lower side
		int[] m = moves("RRDLLDRR");
		assertEquals(4, LineShape.TURNS.of(m, 3));
		assertEquals(2, LineShape.LONGEST_RUN.of(m, 3));
		assertEquals(1, LineShape.FIRST_RIGHT.of(m, 3));
		assertEquals(1, LineShape.DIAGONAL_CROSSINGS.of(m, 3));
		assertEquals(2, LineShape.FIRST_CROSSING.of(m, 3));
	}

	@Test
	void aLineThatStaysOnOneSideNeverCrosses() {
		// down the first column and along the last row: below the diagonal until the end corner
		int[] m = moves("DDRR");
		assertEquals(0, LineShape.FIRST_RIGHT.of(m, 3));
		assertEquals(0, LineShape.DIAGONAL_CROSSINGS.of(m, 3));
		assertEquals(4, LineShape.FIRST_CROSSING.of(m, 3));
		assertEquals(2, LineShape.LONGEST_RUN.of(m, 3));
		assertEquals(1, LineShape.TURNS.of(m, 3));
	}
}
