package labyrinth.kernel.stats;

import java.util.Locale;

/**
 * The mean of a sample with its 95% interval (the normal approximation, mean +- 1.96 standard errors: the samples
 * here run to hundreds or more). Welford's running sums, so adding never loses precision to a large offset.
 */
public final class Mean {
	private static final double Z95 = 1.959964;
	private long count;
	private double mean;
	private double squares;

	public void add(double x) {
		count++;
		double d = x - mean;
		mean += d / count;
		squares += d * (x - mean);
	}

	/** Takes in another sample's values (Chan's combination of the running sums). */
	public void add(Mean other) {
		if (other.count == 0) return;
		long total = count + other.count;
		double d = other.mean - mean;
		mean += d * other.count / total;
		squares += other.squares + d * d * count * other.count / total;
		count = total;
	}

	public long count() {
		return count;
	}

	public double value() {
		return mean;
	}

	/** Half the width of the 95% interval; infinite below two values. */
	public double halfWidth() {
		return count < 2 ? Double.POSITIVE_INFINITY : Z95 * Math.sqrt(squares / (count - 1) / count);
	}

	public double low() {
		return mean - halfWidth();
	}

	public double high() {
		return mean + halfWidth();
	}

	/** Whether the two 95% intervals are apart: a difference the sample sizes can tell. */
	public boolean apartFrom(Mean other) {
		return high() < other.low() || other.high() < low();
	}

	/** "12.31 +- 0.45", or "-" with no value. */
	@Override
	public String toString() {
		if (count == 0) return "-";
		if (count < 2) return String.format(Locale.ROOT, "%.4g", mean);
		return String.format(Locale.ROOT, "%.4g +- %.2g", mean, halfWidth());
	}
}
