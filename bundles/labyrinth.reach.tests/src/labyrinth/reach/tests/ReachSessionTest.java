package labyrinth.reach.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import labyrinth.reach.BeamSearch;
import labyrinth.reach.Direction;
import labyrinth.reach.ReachBoard;
import labyrinth.reach.ReachSession;
import labyrinth.reach.ReachSession.Question;

class ReachSessionTest {
	@Test
	void aSearchStandsOnItsLastRoundAndStepsBack() throws Exception {
		ReachSession s = new ReachSession(ReachBoard.parse("...\n.S.\n...\n", "b"));
		s.setSteps(2);
		s.search();
		assertEquals(9, s.rounds());
		assertEquals(8, s.round());
		assertEquals(9, s.answer());
		assertTrue(s.takenByNow(0, 0));
		s.setRound(0);
		assertEquals("round 1 of 9: took (2,2) at 0 steps; 4 open, 1 completed", s.roundText());
		assertFalse(s.takenByNow(0, 1));
		assertEquals(-1, s.stepsTo(0, 1));
		assertTrue(s.stepForward());
		assertEquals(1, s.stepsTo(0, 1));
		assertEquals(5, s.open().length);
		assertTrue(s.stepBack());
		assertTrue(s.stepBack());
		assertFalse(s.stepBack());
		assertEquals("before round 1 of 9", s.roundText());
	}

	@Test
	void theChartSeriesCountWithinAndExactlyPerStep() throws Exception {
		ReachSession s = new ReachSession(ReachBoard.parse(".....\n.....\n..S..\n.....\n.....\n", "b"));
		s.setSteps(4);
		s.search();
		assertArrayEquals(new long[] { 1, 5, 13, 21, 25 }, s.withinPerStep());
		assertArrayEquals(new long[] { 1, 4, 9, 12, 13 }, s.exactlyPerStep());
	}

	@Test
	void exactlyMarksWhereTheWalkerCanStandOnlyAtTheEnd() throws Exception {
		ReachSession s = new ReachSession(ReachBoard.parse("S#.\n.#.\n...\n", "b"));
		s.setQuestion(Question.EXACTLY);
		s.setSteps(4);
		s.search();
		assertEquals(3, s.answer());
		assertTrue(s.endsOn(2, 2));
		assertFalse(s.endsOn(2, 1));
		s.stepBack();
		assertFalse(s.endsOn(2, 2));
	}

	@Test
	void aBeamIsSteppedTaskByTask() throws Exception {
		ReachSession s = new ReachSession(ReachBoard.parse(".\\.\n...\n.-.\n", "b"));
		s.setQuestion(Question.BEAM);
		s.setEntry(0, 0, Direction.RIGHT);
		s.search();
		assertEquals(6L, s.answer());
		assertEquals(6, s.rounds());
		s.setRound(2);
		assertEquals("round 3 of 6: beam in (2,2) travelling down", s.roundText());
		assertEquals(3, s.beamTasksByNow().length);
		assertFalse(s.takenByNow(2, 0));
	}

	@Test
	void theBestEntryIsChosenFromTheEdge() throws Exception {
		ReachBoard board = ReachBoard.parse(".\\.\n...\n.-.\n", "b");
		BeamSearch.Beam best = new BeamSearch(board).best();
		assertEquals(6, best.squares());
		assertEquals(Direction.RIGHT, best.travel());
		ReachSession s = new ReachSession(board);
		s.setQuestion(Question.BEAM);
		s.setEntry(best.row(), best.col(), best.travel());
		s.search();
		assertEquals(6L, s.answer(), "the session's beam from that entry touches the same squares");
	}
}
