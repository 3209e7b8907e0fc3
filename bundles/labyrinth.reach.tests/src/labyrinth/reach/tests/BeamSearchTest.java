package labyrinth.reach.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.reach.Boards;

import labyrinth.reach.BeamSearch;
import labyrinth.reach.Direction;
import labyrinth.reach.ReachBoard;
import labyrinth.reach.RoutingTable;

class BeamSearchTest {
	private static final String TURN_AND_SPLIT = ".\\.\n...\n.-.\n";

	@Test
	void aMirrorTurnsTheBeamAndASplitterSendsItBothWays() throws Exception {
		BeamSearch s = search(TURN_AND_SPLIT);
		assertEquals(6, s.energize(0, 0, Direction.RIGHT));
		assertTrue(s.touched(2, 0));
		assertTrue(s.touched(2, 2));
		assertFalse(s.touched(0, 2));
		assertFalse(s.touched(1, 0));
	}

	@Test
	void aSplitterMetEndOnPassesThrough() throws Exception {
		BeamSearch s = search(TURN_AND_SPLIT);
		assertEquals(3, s.energize(2, 0, Direction.RIGHT));
		assertFalse(s.touched(1, 1));
	}

	@Test
	void aRingOfMirrorsWithASplitterEndsItsLoop() throws Exception {
		BeamSearch s = search("-..\\\n....\n\\../\n");
		assertEquals(10, s.energize(0, 1, Direction.RIGHT));
		assertFalse(s.touched(1, 1));
		assertFalse(s.touched(1, 2));
	}

	@Test
	void aBeamThatComesBackToItsSplitterEnds() throws Exception {
		// down column 1, along row 2, up column 4, back along row 0 into the splitter that started it
		BeamSearch s = search(".|..\\\n.....\n.\\.-/\n");
		assertEquals(11, s.energize(0, 0, Direction.RIGHT));
		assertFalse(s.touched(1, 0));
		assertFalse(s.touched(1, 3));
		assertTrue(s.touched(0, 3));
	}

	@Test
	void aBlockerStopsTheBeam() throws Exception {
		BeamSearch s = search("..#..\n");
		assertEquals(2, s.energize(0, 0, Direction.RIGHT));
		assertEquals(0, s.energize(0, 2, Direction.RIGHT));
	}

	@Test
	void theBestEntryIsTheLargestOfAllEdgeEntries() throws Exception {
		BeamSearch s = search(TURN_AND_SPLIT);
		BeamSearch.Beam best = s.best();
		assertEquals(6, best.squares());
		assertEquals(0, best.row());
		assertEquals(0, best.col());
		assertEquals(Direction.RIGHT, best.travel());
		assertEquals(12, s.edgeEntries());
	}

	/** Ties go to the first entry in edge order, whether one loop tries every entry or tasks try slices of them. */
	@Test
	void theBestEntryFromTasksIsTheSingleLoopsTiesIncluded() throws Exception {
		try (LocalTaskRunner pool = new LocalTaskRunner(3)) {
			for (long seed = 1; seed <= 12; seed++) {
				ReachBoard board = ReachBoard.parse(Boards.hall(7 + (int) seed, 40 - 2 * (int) seed, 0.3, seed), "hall");
				BeamSearch.Beam loop = new BeamSearch(board).best();
				assertEquals(loop, BeamSearch.best(board, pool, new AtomicBoolean()), "hall " + seed);
			}
		}
		BeamSearch.Beam open = BeamSearch.best(ReachBoard.parse("...\n...\n", "open"), new LocalTaskRunner(2), new AtomicBoolean());
		// columns give 2 squares, rows 3: the first row entry in edge order (top, right side, bottom, left side) wins
		assertEquals(new BeamSearch.Beam(0, 2, Direction.LEFT, 3), open);
	}

	@Test
	void aUserDefinedTypeRoutesAsItsTableSays() throws Exception {
		// 'T' sends a beam coming from the left both up and down, and absorbs everything else.
		RoutingTable t = RoutingTable.parse("T 0,-1 -> -1,0 +1,0\n", "t");
		BeamSearch s = new BeamSearch(ReachBoard.parse("...\n.T.\n...\n", "b", t));
		assertEquals(4, s.energize(1, 0, Direction.RIGHT));
		assertEquals(2, s.energize(0, 1, Direction.DOWN));
	}

	private static BeamSearch search(String board) throws Exception {
		return new BeamSearch(ReachBoard.parse(board, "b"));
	}
}
