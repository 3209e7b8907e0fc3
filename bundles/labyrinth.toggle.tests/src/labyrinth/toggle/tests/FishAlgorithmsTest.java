package labyrinth.toggle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import labyrinth.toggle.FishAlgorithms;
import labyrinth.toggle.PressShape;
import labyrinth.toggle.Theorems;
import labyrinth.toggle.ToggleBoard;
import labyrinth.toggle.ToggleFiles;

class FishAlgorithmsTest {
	@Test
	void theOneWayAlgorithmClearsSolvableBoardsOf3kPlus2() {
		for (int n = 2; n <= 29; n += 3) {
			for (long seed = 0; seed < 20; seed++) {
				assertTrue(FishAlgorithms.oneWay(ToggleBoard.randomSolvable(n, n, PressShape.BLOCK, seed)).cleared(), n + " seed " + seed);
			}
		}
	}

	@Test
	void theTwoWayAlgorithmClearsEvery3kAnd3kPlus1Board() {
		for (int n = 1; n <= 30; n++) {
			if (n % 3 == 2) continue;
			for (long seed = 0; seed < 20; seed++) {
				ToggleBoard b = ToggleBoard.random(n, n, seed);
				FishAlgorithms.Run run = FishAlgorithms.twoWay(b);
				assertTrue(run.cleared(), n + " seed " + seed + ": " + run.stuck());
				ToggleBoard replay = b.copy();
				for (FishAlgorithms.Press p : run.presses()) replay.press(PressShape.BLOCK, p.row(), p.col());
				assertTrue(replay.isClear(), "the recorded presses clear the board");
			}
		}
	}

	@Test
	void eachPressNamesItsRule() throws Exception {
		ToggleBoard b = ToggleFiles.parse(".***.\n*.**.\n.*.*.\n..*..\n***..\n", "b");
		FishAlgorithms.Run run = FishAlgorithms.oneWay(b);
		assertEquals("row 1 right-to-left: lit (1,4) -> press bottom-left (2,3)", run.presses().get(0).rule());
		assertEquals(1, run.presses().get(0).row());
		assertEquals(2, run.presses().get(0).col());
		assertTrue(run.cleared());
	}

	@Test
	void theOneWayAlgorithmIsStuckOnALoneCornerLight() {
		ToggleBoard b = new ToggleBoard(5, 5);
		b.set(0, 0, true);
		FishAlgorithms.Run run = FishAlgorithms.oneWay(b);
		assertFalse(run.cleared());
		assertTrue(run.stuck().startsWith("row 1 keeps its first cell lit"), run.stuck());
	}

	@Test
	void theEdgeCorrectionMovesALoneFirstLightOnA3kPlus1Row() {
		ToggleBoard row = new ToggleBoard(1, 4);
		row.set(0, 0, true);
		FishAlgorithms.Run run = FishAlgorithms.twoWay(row);
		assertTrue(run.cleared());
		assertEquals("row 1 edge correction: lone (1,1) -> press itself (1,1)", run.presses().get(0).rule());
	}

	@Test
	void everyTheoremHoldsUpToThirty() {
		for (Theorems.Check c : Theorems.all(1, 30, 10, 7)) assertTrue(c.holds(), c.theorem() + ": " + c.found());
	}

	@Test
	void theSolvableSpaceOf3kPlus2SquaresHasDimension3kPlus1Squared() {
		Theorems.Check c = Theorems.solvableDimension(8);
		assertTrue(c.holds());
		assertEquals("8 x 8: dimension 49, expected 49", c.found());
	}
}
