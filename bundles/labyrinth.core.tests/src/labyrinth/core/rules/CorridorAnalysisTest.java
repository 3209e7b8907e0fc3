package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.AsciiBoard;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.walk.RandomWalks;

/** The corridors judged from the area rules' search of the free region decide as a fresh analysis of each step. */
class CorridorAnalysisTest {
	@Test
	void everyCandidateGetsTheVerdictOfAFreshAnalysisFromTheSharedRegion() {
		compareOnRandomLines(Window.WHOLE_BOARD, 600, 6);
	}

	@Test
	void onAWindowEveryCandidateGetsTheVerdictOfAFreshAnalysisOnTheSameWindow() {
		compareOnRandomLines(Window.MIN_RADIUS, 300, 8);
	}

	/**
	 * A run that is the one before without its first field is judged from that run's areas, not flooded again. Where
	 * the window's budget does not cut the floods short (the whole board, the shipped window), that decides exactly
	 * as flooding every run, with the same reasons.
	 */
	@Test
	void runsJudgedFromTheRunBeforeDecideAsFloodedRuns() {
		decideAlike(3, new int[] { Window.WHOLE_BOARD, 10 }, 40, 8, flooded -> flooded.deriveRuns = false, false);
	}

	/**
	 * The rest beside a run (the areas still growing) is judged from sums kept over the wall and the finished areas.
	 * That decides as counting the rest's fields beside the wall one by one, with the same reasons and culprits, also
	 * where the smallest window's budget leaves fields beside the wall that no flood reached.
	 */
	@Test
	void theRestJudgedFromSumsDecidesAsTheRestCountedField() {
		decideAlike(11, new int[] { Window.WHOLE_BOARD, 10, Window.MIN_RADIUS }, 30, 9, listed -> listed.restFromSums = false,
				true);
	}

	/**
	 * The cut sides and far sides with their usual shortcuts against an analysis that {@code without} turns one off,
	 * every candidate along random walks of sizes 7 to 5 + 2 {@code sizes}: the same verdicts and reasons.
	 */
	private static void decideAlike(long seed, int[] radii, int walks, int sizes, Consumer<CorridorAnalysis> without,
			boolean sameCulprit) {
		SplittableRandom random = new SplittableRandom(seed);
		int refuted = 0;
		int compared = 0;
		for (int radius : radii) {
			for (int reach : new int[] { 1, CorridorRule.FAR_RUN_REACH }) {
				CorridorAnalysis usual = new CorridorAnalysis(true, false, reach, radius);
				CorridorAnalysis plain = new CorridorAnalysis(true, false, reach, radius);
				without.accept(plain);
				for (int walk = 0; walk < walks; walk++) {
					int n = 7 + 2 * random.nextInt(sizes);
					Board b = new Board(n);
					while (!b.isComplete()) {
						int mask = b.candidates();
						if (mask == 0) break;
						for (int d = 0; d < 4; d++) {
							if ((mask & (1 << d)) == 0) continue;
							b.step(d);
							boolean expected = plain.refutes(b);
							assertEquals(expected, usual.refutes(b), () -> n + "x" + n + " window " + radius + " reach " + reach
									+ "\n" + AsciiBoard.render(b, null, null));
							if (expected) {
								assertEquals(plain.reason(), usual.reason());
								if (sameCulprit) assertEquals(plain.culprit(), usual.culprit());
								refuted++;
							}
							compared++;
							b.back();
						}
						b.step(RandomWalks.pick(mask, random));
					}
				}
			}
		}
		assertTrue(refuted > compared / 10 && refuted < compared, refuted + " of " + compared + " refuted");
	}

	/** The corridors, open sides, gates, cut sides and far sides, on random lines of sizes 3 to 1 + 2 sizes. */
	private static void compareOnRandomLines(int radius, int walks, int sizes) {
		RegionBlocks region = new RegionBlocks(new Window(radius));
		// cuts, gates, reach of the runs
		int[][] variants = { { 0, 0, 0 }, { 1, 0, 0 }, { 1, 1, 0 }, { 1, 0, 1 }, { 1, 0, CorridorRule.FAR_RUN_REACH } };
		SplittableRandom random = new SplittableRandom(5);
		int compared = 0;
		int refuted = 0;
		for (int[] v : variants) {
			CorridorAnalysis fresh = new CorridorAnalysis(v[0] == 1, v[1] == 1, v[2], radius);
			CorridorAnalysis shared = new CorridorAnalysis(v[0] == 1, v[1] == 1, v[2], radius);
			for (int walk = 0; walk < walks; walk++) {
				int n = 3 + 2 * random.nextInt(sizes);
				Board b = new Board(n);
				while (!b.isComplete()) {
					int mask = b.candidates();
					if (mask == 0) break;
					region.prepare(b);
					shared.prepareCandidates(b, region);
					for (int d = 0; d < 4; d++) {
						if ((mask & (1 << d)) == 0) continue;
						String step = String.valueOf(Direction.letter(d));
						b.step(d);
						boolean expected = fresh.refutes(b);
						assertEquals(expected, shared.refutesAfterStep(b), () -> n + "x" + n + " window " + radius + " cuts "
								+ v[0] + " gates " + v[1] + " runs " + v[2] + " after stepping " + step + "\n"
								+ AsciiBoard.render(b, null, null));
						b.back();
						compared++;
						if (expected) refuted++;
					}
					b.step(RandomWalks.pick(mask, random)); // a random line, dead ends included
				}
			}
		}
		assertTrue(compared > 30_000, compared + " candidates compared");
		assertTrue(refuted > compared / 10, refuted + " of " + compared + " candidates refuted");
	}

	/**
	 * A dead end of 11x11 random walks (seed 7, walk 17,389). Stepping up to (6,6) forces the passages
	 * (5,6)-(4,6)-(4,5)-(5,5), whose two ends are neighbours: their side would close a loop. With it closed, (5,6) must
	 * be entered from the live end at once, and the forced passages then lead to the way out at (1,5) without the
	 * fields right of the live end.
	 */
	@Test
	void theSideBetweenTheEndsOfAChainIsClosed() {
		String moves = "RDLDDRURUURRRRRDLLDRDRURDRUULURRDDDDDDDLLDLULLLDLULLUURDRRRU";
		Board b = RandomLines.line(11, moves.substring(0, moves.length() - 1));
		CorridorAnalysis openSides = new CorridorAnalysis(true, false);
		assertFalse(openSides.refutes(b), "the position before the step has a walkthrough");
		b.step(Direction.ofLetter(moves.charAt(moves.length() - 1)));
		assertEquals("(6,6)", b.format(b.head()));
		assertFalse(new CompletionCounter().count(b).viable(), "the oracle: no walkthrough after the step");
		assertTrue(openSides.refutes(b), "refuted after the step");
		assertEquals("the open sides leave some fields unreachable", openSides.reason());
	}
}
