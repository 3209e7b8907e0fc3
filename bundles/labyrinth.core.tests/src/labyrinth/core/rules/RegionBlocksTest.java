package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.walk.RandomWalks;

/** One pass over the free region answers for every candidate exactly as the analysis does after the step. */
class RegionBlocksTest {
	@Test
	void everyCandidatesVerdictIsTheAnalysisOnTheBoardAfterTheStep() {
		compareOnRandomLines(Window.WHOLE_BOARD, 1500, 7);
	}

	@Test
	void onAWindowEveryCandidatesVerdictIsTheAnalysisOnTheSameWindow() {
		compareOnRandomLines(Window.MIN_RADIUS, 1000, 9);
	}

	/** Compares on random lines of sizes 3 to 1 + 2 sizes; answers the verdicts seen. */
	private static void compareOnRandomLines(int radius, int walks, int sizes) {
		RegionBlocks region = new RegionBlocks(new Window(radius));
		AreaAnalysis analysis = new AreaAnalysis(new Window(radius));
		Map<AreaAnalysis.Verdict, Integer> seen = new EnumMap<>(AreaAnalysis.Verdict.class);
		SplittableRandom random = new SplittableRandom(11);
		int compared = 0;
		for (int walk = 0; walk < walks; walk++) {
			int n = 3 + 2 * random.nextInt(sizes);
			Board b = new Board(n);
			while (!b.isComplete()) {
				int mask = b.candidates();
				if (mask == 0) break;
				region.prepare(b);
				for (int d = 0; d < 4; d++) {
					if ((mask & (1 << d)) == 0) continue;
					int c = b.neighbour(b.head(), d);
					if (c == b.target()) continue; // the last step goes to the analysis itself
					AreaAnalysis.Verdict fast = region.verdictAfterStep(b, c);
					String step = String.valueOf(labyrinth.core.grid.Direction.letter(d));
					b.step(d);
					AreaAnalysis.Verdict full = analysis.analyse(b);
					b.back();
					assertEquals(full, fast, () -> n + "x" + n + " window " + radius + " after stepping " + step + "\n"
							+ labyrinth.core.io.AsciiBoard.render(b, null, null));
					seen.merge(full, 1, Integer::sum);
					compared++;
				}
				b.step(RandomWalks.pick(mask, random)); // a random line, dead ends included
			}
		}
		assertTrue(compared > 50_000, compared + " candidates compared");
		assertEquals(AreaAnalysis.Verdict.values().length, seen.size(), "every verdict was met: " + seen);
	}
}
