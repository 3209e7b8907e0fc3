package labyrinth.kernel.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ProportionTest {
	/** R's binom.test(2, 10): 0.02521073 to 0.55609546. */
	@Test
	void theIntervalIsClopperPearsons() {
		Proportion p = Proportion.of(2, 10);
		assertEquals(0.02521073, p.low(), 1e-8);
		assertEquals(0.55609546, p.high(), 1e-8);
	}

	/** Each end is where the binomial tail beyond the count is 2.5%, checked by summing the distribution directly. */
	@Test
	void eachEndLeavesTwoAndAHalfPercentBeyondTheCount() {
		for (long[] kn : new long[][] { { 1, 1000 }, { 7, 1000 }, { 2, 1000 }, { 40, 3000 }, { 500, 1000 }, { 3, 100_000 } }) {
			int k = (int) kn[0];
			int n = (int) kn[1];
			Proportion p = Proportion.of(k, n);
			assertEquals(0.025, tailAtLeast(k, n, p.low()), 1e-9, "lower end of " + k + "/" + n);
			assertEquals(0.025, 1 - tailAtLeast(k + 1, n, p.high()), 1e-9, "upper end of " + k + "/" + n);
		}
	}

	/** No hit: the lower end is 0 and the upper one 1 - 0.025^(1/n); 1,000 walks without a dead end say at most 0.37%. */
	@Test
	void noHitHasAnUpperBoundOnly() {
		Proportion p = Proportion.of(0, 1000);
		assertEquals(0, p.low());
		assertEquals(1 - Math.pow(0.025, 1.0 / 1000), p.high(), 1e-15);
		assertEquals("0% (95%: at most 0.37%)", p.percentText());
		assertEquals(Double.POSITIVE_INFINITY, p.missesPerHitHigh());
		assertEquals("(95%: at least 271)", p.missesPerHitText());
	}

	@Test
	void theTextsRoundAsTheResultsTableDoes() {
		Proportion p = Proportion.of(7, 1000);
		assertEquals("0.70% (95%: 0.28% to 1.44%)", p.percentText());
		assertEquals(1 / p.high() - 1, p.missesPerHitLow(), 1e-12);
		assertEquals("(95%: 68.6 to 354)", p.missesPerHitText());
		assertEquals("0.0030% (95%: 0.00062% to 0.0088%)", Proportion.of(3, 100_000).percentText());
	}

	/** P(X >= k) for X ~ Binomial(n, p), summed term by term in logs: a second way to the same numbers. */
	private static double tailAtLeast(int k, int n, double p) {
		double sum = 0;
		for (int i = k; i <= n; i++) {
			double log = Proportion.logGamma(n + 1.0) - Proportion.logGamma(i + 1.0) - Proportion.logGamma(n - i + 1.0) + i * Math.log(p)
					+ (n - i) * Math.log1p(-p);
			sum += Math.exp(log);
		}
		return sum;
	}
}
