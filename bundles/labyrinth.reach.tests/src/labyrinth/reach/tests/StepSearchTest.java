package labyrinth.reach.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.reach.Distances;
import labyrinth.reach.Boards;
import labyrinth.reach.ReachBoard;
import labyrinth.reach.SearchRecording;
import labyrinth.reach.StepSearch;
import labyrinth.reach.StepSearch.Order;

class StepSearchTest {
	private static final String OPEN_5 = ".....\n.....\n..S..\n.....\n.....\n";

	@Test
	void withinCountsTheDiamondOnAnOpenBoard() throws Exception {
		Distances d = fifo(OPEN_5);
		assertEquals(1, d.within(0));
		assertEquals(5, d.within(1));
		assertEquals(13, d.within(2));
		assertEquals(21, d.within(3));
		assertEquals(25, d.within(4));
	}

	@Test
	void exactlyCountsOnlySquaresOfTheStepsParity() throws Exception {
		Distances d = fifo(OPEN_5);
		assertEquals(4, d.exactly(1));
		assertEquals(1 + 8, d.exactly(2));
		assertEquals(4 + 8, d.exactly(3));
		assertEquals(1 + 8 + 4, d.exactly(4));
		assertTrue(d.endsOn(2, 2, 4));
		assertFalse(d.endsOn(2, 3, 4));
	}

	@Test
	void aWallOfBlockersCutsTheBoard() throws Exception {
		Distances d = fifo("S.#..\n..#..\n..#..\n");
		assertEquals(6, d.within(100));
		assertEquals(-1, d.steps(0, 3));
		assertEquals(3, d.steps(2, 1));
	}

	@Test
	void aStartWithNoWayOutEndsNowhereAfterAnySteps() throws Exception {
		Distances d = fifo(".#.\n#S#\n.#.\n");
		assertEquals(1, d.exactly(0));
		assertEquals(0, d.exactly(2));
		assertEquals(1, d.within(2));
	}

	@Test
	void blockersMakeWalkersGoAround() throws Exception {
		Distances d = fifo("S#.\n.#.\n...\n");
		assertEquals(6, d.steps(0, 2));
		assertEquals(5, d.steps(1, 2));
		assertEquals(3, d.exactly(4)); // (0,0), (2,0), (2,2)
		assertEquals(4, d.exactly(6)); // and (0,2)
		assertEquals(7, d.within(6));
	}

	@Test
	void fifoAndLifoReachTheSameSquaresAtTheSameSteps() throws Exception {
		for (long seed = 1; seed <= 20; seed++) {
			ReachBoard b = ReachBoard.parse(Boards.garden(21, 0.35, seed), "g");
			for (int bound : new int[] { 7, 30, 1000 }) {
				Distances f = StepSearch.distances(b, Order.FIFO, bound);
				Distances l = StepSearch.distances(b, Order.LIFO, bound);
				for (int r = 0; r < b.rows(); r++) {
					for (int c = 0; c < b.cols(); c++) assertEquals(f.steps(r, c), l.steps(r, c), "seed " + seed + " at " + r + "," + c);
				}
			}
		}
	}

	@Test
	void theArticlesLayeredSearchAgreesWithTheParityCount() throws Exception {
		for (long seed = 1; seed <= 10; seed++) {
			ReachBoard b = ReachBoard.parse(Boards.garden(15, 0.4, seed), "g");
			Distances d = StepSearch.distances(b, Order.FIFO, 40);
			for (int n = 0; n <= 40; n++) {
				long[] layer = StepSearch.layered(b, n);
				long count = 0;
				for (int r = 0; r < b.rows(); r++) {
					for (int c = 0; c < b.cols(); c++) {
						int i = b.index(r, c);
						boolean on = (layer[i >>> 6] & (1L << i)) != 0;
						assertEquals(on, d.endsOn(r, c, n), "seed " + seed + " n " + n + " at " + r + "," + c);
						if (on) count++;
					}
				}
				assertEquals(count, d.exactly(n));
			}
		}
	}

	@Test
	void theFifoTraceTakesTasksInTheOrderTheyWereOpened() throws Exception {
		ReachBoard b = ReachBoard.parse("...\n.S.\n...\n", "b");
		List<String> rounds = new ArrayList<>();
		StepSearch.distances(b, Order.FIFO, 10, (current, steps, open, from, to, lifo, completed) -> {
			StringBuilder s = new StringBuilder(b.rowOf(current) + "," + b.colOf(current) + "@" + steps + " |");
			for (int i = from; i < to; i++) s.append(' ').append(b.rowOf(open[i])).append(',').append(b.colOf(open[i]));
			rounds.add(s.append(" | ").append(completed).toString());
		});
		assertEquals("1,1@0 | 0,1 1,2 2,1 1,0 | 1", rounds.get(0));
		assertEquals("0,1@1 | 1,2 2,1 1,0 0,2 0,0 | 2", rounds.get(1));
		assertEquals(9, rounds.size());
	}

	@Test
	void aRecordingRebuildsTheOpenListOfEveryRound() throws Exception {
		ReachBoard b = ReachBoard.parse(Boards.garden(9, 0.3, 5), "g");
		for (Order order : Order.values()) {
			List<int[]> live = new ArrayList<>();
			StepSearch.distances(b, order, 20, (current, steps, open, from, to, lifo, completed) -> {
				int[] snapshot = new int[to - from];
				for (int i = 0; i < snapshot.length; i++) snapshot[i] = lifo ? open[to - 1 - i] : open[from + i];
				live.add(snapshot);
			});
			SearchRecording rec = SearchRecording.record(b, order, 20);
			assertEquals(live.size(), rec.rounds());
			for (int k = 0; k < rec.rounds(); k++) {
				assertArrayEquals(live.get(k), rec.openAfter(k), order + " round " + k);
				assertEquals(k + 1, rec.completedAfter(k).length);
			}
			assertEquals(b.start(), rec.taken(0));
		}
	}

	private static Distances fifo(String board) throws Exception {
		return StepSearch.distances(ReachBoard.parse(board, "b"), Order.FIFO, 1000);
	}
}
