package labyrinth.core.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.walk.MoveLetters;

/** Uniform walkthroughs: each rank a different walkthrough, and draws that fall evenly on all of them. */
class UniformSamplerTest {
	private static UniformSampler sampler(int n) {
		return UniformSampler.build(n, new CompletionCounter().threads(2), 1024, null);
	}

	/** The moves walked on a fresh board: every move onto a free field, and the grid complete at the end. */
	private static String walkthrough(int[] moves, int n) {
		Board b = new Board(n);
		for (int d : moves) {
			assertTrue(!b.isComplete() && b.isFree(b.neighbour(b.head(), d)), "move onto a free field: " + MoveLetters.of(moves));
			b.step(d);
		}
		assertTrue(b.isComplete(), "a walkthrough: " + MoveLetters.of(moves));
		return MoveLetters.of(moves);
	}

	/** Unranking is a one-to-one map onto the walkthroughs, so a uniform rank gives a uniform walkthrough. */
	@Test
	void everyRankIsADifferentWalkthrough() {
		for (int n : new int[] { 3, 5, 7 }) {
			UniformSampler s = sampler(n);
			long total = s.walkthroughs().longValueExact();
			Set<String> seen = new HashSet<>();
			for (long r = 0; r < total; r++) seen.add(walkthrough(s.unrank(r, null), n));
			assertEquals(total, seen.size(), n + "x" + n);
		}
		assertEquals(BigInteger.valueOf(111_712), sampler(7).walkthroughs());
	}

	/** The test: 20,800 draws on 5x5 fall on the 104 walkthroughs as evenly as chance allows. */
	@Test
	void drawsOnFiveByFivePassAChiSquareTest() {
		UniformSampler s = sampler(5);
		int draws = 104 * 200;
		Map<String, Integer> hits = new HashMap<>();
		SplittableRandom random = new SplittableRandom(2026);
		for (int i = 0; i < draws; i++) hits.merge(walkthrough(s.sample(random), 5), 1, Integer::sum);
		assertEquals(104, hits.size(), "every walkthrough drawn");
		double expected = draws / 104.0;
		double chi = 0;
		for (int h : hits.values()) chi += (h - expected) * (h - expected) / expected;
		// the 99.9% point of chi-square with 103 degrees of freedom (Wilson and Hilferty): about 153
		int df = 103;
		double z = 3.090;
		double critical = df * Math.pow(1 - 2.0 / (9 * df) + z * Math.sqrt(2.0 / (9 * df)), 3);
		assertTrue(chi < critical, "chi-square " + chi + " below " + critical);
		// and not suspiciously even: the 0.1% point is about 63
		double low = df * Math.pow(1 - 2.0 / (9 * df) - z * Math.sqrt(2.0 / (9 * df)), 3);
		assertTrue(chi > low, "chi-square " + chi + " above " + low);
	}

	/** Past 64 bits the ranks are big numbers: the first and the last rank of 13x13 are walkthroughs, and differ. */
	@Test
	void thirteenByThirteenUnranksPastSixtyFourBits() {
		UniformSampler s = sampler(13);
		assertEquals(new BigInteger("17337631013706758184626"), s.walkthroughs());
		String first = walkthrough(s.unrank(0, BigInteger.ZERO), 13);
		String last = walkthrough(s.unrank(0, s.walkthroughs().subtract(BigInteger.ONE)), 13);
		assertNotEquals(first, last);
		SplittableRandom random = new SplittableRandom(5);
		Set<String> drawn = new HashSet<>();
		for (int i = 0; i < 200; i++) drawn.add(walkthrough(s.sample(random), 13));
		assertEquals(200, drawn.size(), "200 draws among 10^22 walkthroughs repeat none");
	}

	/** The table behind the memory estimate is what the counter keeps: each size counted again up to 13x13. */
	@Test
	void theMemoryEstimateCountsTheStatesTheSamplerKeeps() {
		for (int n = 3; n <= 13; n += 2) assertEquals(UniformSampler.LAYER_STATES[(n - 3) / 2], sampler(n).layerStates(), n + "x" + n);
		assertNull(UniformSampler.memoryProblem(13, 1L << 30));
		String fifteen = UniformSampler.memoryProblem(15, 1L << 30);
		assertTrue(fifteen.contains("15x15") && fifteen.contains("about 2.5 GB") && fifteen.contains("LABYRINTH_JAVA_OPTS=-Xmx"), fifteen);
		assertNull(UniformSampler.memoryProblem(15, 3L << 30));
	}

	@Test
	void layersThatOutgrowTheirMemoryStopTheCount() {
		String[] why = new String[1];
		assertNull(UniformSampler.build(11, new CompletionCounter(), 1, why));
		assertTrue(why[0].contains("memory"), why[0]);
	}
}
