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
		StepSearch.distances(b, Order.FIFO, 10, (current, steps, opened, openedFrom, openedTo, open, from, to, completed) -> {
			StringBuilder s = new StringBuilder(b.rowOf(current) + "," + b.colOf(current) + "@" + steps + " |");
			for (int i = from; i < to; i++) s.append(' ').append(b.rowOf(open[i])).append(',').append(b.colOf(open[i]));
			rounds.add(s.append(" | ").append(completed).toString());
		});
		assertEquals("1,1@0 | 0,1 1,2 2,1 1,0 | 1", rounds.get(0));
		assertEquals("0,1@1 | 1,2 2,1 1,0 0,2 0,0 | 2", rounds.get(1));
		assertEquals(9, rounds.size());
	}

	@Test
	void lifoTakesTheNewestTaskOfTheFewestStepsFirst() throws Exception {
		ReachBoard b = ReachBoard.parse("...\n.S.\n...\n", "b");
		List<String> taken = new ArrayList<>();
		StepSearch.distances(b, Order.LIFO, 10, (current, steps, opened, openedFrom, openedTo, open, from, to, completed) -> taken
				.add(b.rowOf(current) + "," + b.colOf(current) + "@" + steps));
		// the start opens left, down, right, up; the stack gives them back newest first; the corners (step 2) come after
		assertEquals(List.of("1,1@0", "0,1@1", "1,2@1", "2,1@1", "1,0@1"), taken.subList(0, 5));
		assertTrue(taken.subList(5, 9).stream().allMatch(t -> t.endsWith("@2")), taken.toString());
	}

	@Test
	void lifoStaysFastOnALargeOpenBoard() throws Exception {
		// a plain depth-first pass re-opens squares thousands of times here; the stack per step count takes each once
		StringBuilder text = new StringBuilder();
		for (int r = 0; r < 401; r++) text.append(r == 200 ? ".".repeat(200) + "S" + ".".repeat(200) : ".".repeat(401)).append('\n');
		ReachBoard b = ReachBoard.parse(text.toString(), "open");
		int[] rounds = { 0 };
		Distances d = StepSearch.distances(b, Order.LIFO, 100_000, (c, s, o, of, ot, open, f, t, done) -> rounds[0] = done);
		assertEquals(401 * 401, rounds[0], "every square taken exactly once");
		assertEquals(401L * 401, d.within(400));
	}

	@Test
	void aRecordingRebuildsTheOpenListOfEveryRound() throws Exception {
		ReachBoard b = ReachBoard.parse(Boards.garden(9, 0.3, 5), "g");
		for (Order order : Order.values()) {
			List<int[]> live = new ArrayList<>();
			StepSearch.distances(b, order, 20, (current, steps, opened, openedFrom, openedTo, open, from, to, completed) -> {
				live.add(java.util.Arrays.copyOfRange(open, from, to));
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
