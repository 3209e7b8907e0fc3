package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Direction;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.walk.WalkSession;

class WalkSessionTest {

	@Test
	void keepLeftWalksTheFirstWalkthroughOfTheEnumeration() {
		WalkSession s = new WalkSession(5, 1, BuiltinRules.defaults());
		int steps = 0;
		while (s.stepForward(true)) steps++;
		assertEquals(WalkSession.Status.COMPLETE, s.status());
		assertEquals(24, steps);
		assertFalse(s.stepForward(true), "nothing left after the end");
	}

	@Test
	void sameSeedSameWalkAndBackRestores() {
		WalkSession a = new WalkSession(7, 42, BuiltinRules.defaults());
		WalkSession b = new WalkSession(7, 42, BuiltinRules.defaults());
		for (int i = 0; i < 20; i++) {
			a.stepForward(false);
			b.stepForward(false);
		}
		assertEquals(a.board().head(), b.board().head());
		int head = a.board().head();
		a.stepForward(false);
		assertTrue(a.stepBack());
		assertEquals(head, a.board().head());
		assertEquals(a.evaluation().allowed(), b.evaluation().allowed(), "the evaluation follows the board");
	}

	@Test
	void steppingInADirectionMayOverrideTheRules() {
		// the C-shape example: straight (3,1) is disabled but can still be entered on purpose
		WalkSession s = new WalkSession(5, 1, BuiltinRules.defaults());
		for (int d : new int[] { Direction.DOWN, Direction.DOWN, Direction.RIGHT, Direction.RIGHT, Direction.UP }) {
			assertTrue(s.stepTo(d));
		}
		assertFalse(s.evaluation().isAllowed(Direction.UP));
		assertTrue(s.stepTo(Direction.UP));
		assertEquals(s.board().cell(3, 1), s.board().head());
		assertTrue(s.stepTo(Direction.DOWN), "pointing back at (3,2) steps back");
		assertEquals(s.board().cell(3, 2), s.board().head());
		assertTrue(s.stepTo(Direction.UP));
		assertFalse(new WalkSession(5, 1, BuiltinRules.defaults()).stepTo(Direction.UP), "(1,0) is outside the grid");
		assertEquals(1 << Direction.LEFT, s.evaluation().allowed(), "the C-shape now forces (2,1)");
		while (s.stepForward(false)) {
			// (2,1); then (2,2) would strand the rest, so the line is stuck
		}
		assertEquals(WalkSession.Status.DEAD_END, s.status());
		assertEquals(s.board().cell(2, 1), s.board().head());
	}
}
