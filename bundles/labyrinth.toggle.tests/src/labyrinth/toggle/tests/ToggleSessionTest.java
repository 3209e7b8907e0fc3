package labyrinth.toggle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import labyrinth.toggle.PressShape;
import labyrinth.toggle.ToggleBoard;
import labyrinth.toggle.ToggleSession;
import labyrinth.toggle.ToggleSession.Algorithm;

class ToggleSessionTest {
	@Test
	void aPressByHandTogglesTheBlockAndUndoTakesItBack() {
		ToggleSession s = new ToggleSession(new ToggleBoard(4, 4));
		s.press(0, 0);
		assertEquals(4, s.board().litCount());
		assertTrue(s.board().lit(1, 1));
		assertEquals("by hand: press (1,1)", s.lastRule());
		assertTrue(s.undo());
		assertTrue(s.board().isClear());
		assertFalse(s.undo());
	}

	@Test
	void theVerdictFollowsEveryPress() {
		ToggleSession s = new ToggleSession(new ToggleBoard(5, 5));
		assertTrue(s.solvable());
		// a lone corner light cannot be made by presses on a 5 x 5 board
		ToggleBoard corner = new ToggleBoard(5, 5);
		corner.set(0, 0, true);
		s.setBoard(corner);
		assertFalse(s.solvable());
		assertTrue(s.status().startsWith("1 lit, not solvable (the state is outside the span of the presses), nullity 9"), s.status());
	}

	@Test
	void aPlanIsSteppedPressByPressUntilTheBoardIsClear() {
		ToggleSession s = new ToggleSession(ToggleBoard.random(6, 6, 3));
		int planned = s.plan(Algorithm.TWO_WAY).size();
		int steps = 0;
		while (s.stepPlan()) steps++;
		assertEquals(planned, steps);
		assertTrue(s.board().isClear());
		assertTrue(s.lastRule().startsWith("row "), s.lastRule());
	}

	@Test
	void theMinimumPlanIsNoLongerThanTheTwoWayPlan() {
		ToggleBoard b = ToggleBoard.random(4, 4, 9);
		ToggleSession s = new ToggleSession(b);
		int twoWay = s.plan(Algorithm.TWO_WAY).size();
		int minimum = s.plan(Algorithm.MINIMUM).size();
		assertTrue(minimum <= twoWay);
		while (s.stepPlan()) {
			// play it out
		}
		assertTrue(s.board().isClear());
	}

	@Test
	void thePlusShapeHasNoFishAlgorithm() {
		ToggleSession s = new ToggleSession(ToggleBoard.random(5, 5, 1));
		s.setShape(PressShape.PLUS);
		assertThrows(IllegalArgumentException.class, () -> s.plan(Algorithm.ONE_WAY));
		s.press(2, 2);
		assertTrue(s.board().lit(2, 2) != ToggleBoard.random(5, 5, 1).lit(2, 2));
	}
}
