package labyrinth.kernel.stats;

import java.util.Locale;

/**
 * A share of trials that hit (walks that ran into a dead end) with its exact 95% interval: Clopper and Pearson's,
 * from the binomial distribution itself, so it holds for 0 hits and for rare ones, where the normal approximation
 * gives an interval below zero or far too narrow.
 *
 * @param low  the interval's lower end (0 for no hit)
 * @param high the interval's upper end (1 when every trial hit)
 */
public record Proportion(long hits, long trials, double low, double high) {
	/** The probability outside the interval on each side. */
	private static final double TAIL = 0.025;

	public Proportion {
		if (trials < 0 || hits < 0 || hits > trials) throw new IllegalArgumentException(hits + " hits in " + trials + " trials");
	}

	/** {@code hits} of {@code trials} with the interval; no trials: the interval is all of [0, 1]. */
	public static Proportion of(long hits, long trials) {
		if (trials == 0) return new Proportion(0, 0, 0, 1);
		double low = hits == 0 ? 0 : hits == trials ? Math.pow(TAIL, 1.0 / trials) : betaQuantile(TAIL, hits, trials - hits + 1);
		double high = hits == trials ? 1 : hits == 0 ? 1 - Math.pow(TAIL, 1.0 / trials) : betaQuantile(1 - TAIL, hits + 1, trials - hits);
		return new Proportion(hits, trials, low, high);
	}

	public double value() {
		return trials == 0 ? 0 : (double) hits / trials;
	}

	/**
	 * The interval of misses per hit, the original program's "walks completed before an error": 1/p - 1 falls as p
	 * rises, so the ends swap. With no hit the upper end is infinite.
	 */
	public double missesPerHitLow() {
		return high >= 1 ? 0 : 1 / high - 1;
	}

	public double missesPerHitHigh() {
		return low <= 0 ? Double.POSITIVE_INFINITY : 1 / low - 1;
	}

	/** "0.70% (95%: 0.28% to 1.44%)", or "0% (95%: at most 0.37%)" with no hit. */
	public String percentText() {
		if (hits == 0) return String.format(Locale.ROOT, "0%% (95%%: at most %s)", percent(high));
		return String.format(Locale.ROOT, "%s (95%%: %s to %s)", percent(value()), percent(low), percent(high));
	}

	/** "(95%: 68.6 to 354.1)" or "(95%: at least 270)". */
	public String missesPerHitText() {
		if (hits == 0) return String.format(Locale.ROOT, "(95%%: at least %s)", round(missesPerHitLow()));
		return String.format(Locale.ROOT, "(95%%: %s to %s)", round(missesPerHitLow()), round(missesPerHitHigh()));
	}

	private static String percent(double p) {
		double x = 100 * p;
		return (x >= 0.1 || x == 0 ? String.format(Locale.ROOT, "%.2f", x) : String.format(Locale.ROOT, "%.2g", x)) + "%";
	}

	private static String round(double x) {
		return x >= 100 ? String.format(Locale.ROOT, "%,.0f", x) : String.format(Locale.ROOT, "%.1f", x);
	}

	/** The x with I_x(a, b) = q: bisection, as I is increasing in x. */
	static double betaQuantile(double q, double a, double b) {
		double lo = 0;
		double hi = 1;
		for (int i = 0; i < 200 && hi - lo > 1e-15 * Math.max(hi, 1e-300); i++) {
			double mid = (lo + hi) / 2;
			if (regularizedBeta(mid, a, b) < q) lo = mid;
			else hi = mid;
		}
		return (lo + hi) / 2;
	}

	/** The regularized incomplete beta function I_x(a, b), by its continued fraction (Lentz's method). */
	static double regularizedBeta(double x, double a, double b) {
		if (x <= 0) return 0;
		if (x >= 1) return 1;
		double front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
		// the fraction converges fast on this side of the mean; the other side by symmetry
		if (x < (a + 1) / (a + b + 2)) return front * continuedFraction(x, a, b) / a;
		return 1 - front * continuedFraction(1 - x, b, a) / b;
	}

	private static double continuedFraction(double x, double a, double b) {
		final double tiny = 1e-300;
		double c = 1;
		double d = 1 - (a + b) * x / (a + 1);
		if (Math.abs(d) < tiny) d = tiny;
		d = 1 / d;
		double f = d;
		for (int m = 1; m <= 100_000; m++) {
			int m2 = 2 * m;
			double even = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
			d = 1 + even * d;
			if (Math.abs(d) < tiny) d = tiny;
			c = 1 + even / c;
			if (Math.abs(c) < tiny) c = tiny;
			d = 1 / d;
			f *= d * c;
			double odd = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
			d = 1 + odd * d;
			if (Math.abs(d) < tiny) d = tiny;
			c = 1 + odd / c;
			if (Math.abs(c) < tiny) c = tiny;
			d = 1 / d;
			double step = d * c;
			f *= step;
			if (Math.abs(step - 1) < 1e-15) break;
		}
		return f;
	}

	/** ln Γ(x) for x > 0: Lanczos' approximation (g = 7, 9 terms), about 15 digits. */
	static double logGamma(double x) {
		final double[] c = { 0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
				12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7 };
		if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
		x -= 1;
		double sum = c[0];
		for (int i = 1; i < c.length; i++) sum += c[i] / (x + i);
		double t = x + 7.5;
		return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
	}
}
