package labyrinth.knights.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import labyrinth.knights.KnightsSession;
import labyrinth.knights.MoveOrdering;
import labyrinth.knights.Tiebreaks;

class KnightsSessionTest {
	@Test
	void steppingRecordsEachDecisionAndBackReplays() {
		KnightsSession s = new KnightsSession(8, m -> Tiebreaks.random(5), "random (seed 5)");
		for (int i = 0; i < 10; i++) s.step();
		int[] at = s.tour().current();
		s.step();
		assertTrue(s.back());
		assertArrayEquals(at, s.tour().current(), "back to where it stood, the same random choices replayed");
		assertEquals(11, s.tour().length());
	}

	@Test
	void theCandidatesAreTheUnvisitedSquaresAKnightsMoveAway() {
		KnightsSession s = new KnightsSession(8, m -> Tiebreaks.ordering(MoveOrdering.parse("12345678")), "ordering 12345678");
		assertEquals(2, s.candidates().size());
		assertEquals(3, s.candidates().get(0).type());
		assertEquals(5, s.candidates().get(0).degree()); // (2,3) sees 6 squares, (1,1) is taken
		s.toEnd();
		assertEquals("the tour is complete: every square visited", s.lastDecision());
		assertTrue(s.status().startsWith("8 x 8, ordering 12345678: complete (64 of 64 squares)"), s.status());
	}
}
