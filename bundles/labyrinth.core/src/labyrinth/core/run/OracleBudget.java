package labyrinth.core.run;

import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.oracle.CompletionCounter;

/**
 * How long and in how much memory the exact counter may work on one question before it answers "unknown": the
 * oracle inside discovery and check, and count. One default for the command line and the workbench.
 *
 * @param seconds   0 for no limit
 * @param megabytes the counter's tables stop growing beyond this
 */
public record OracleBudget(double seconds, long megabytes) {
	public static final double DEFAULT_SECONDS = 30;
	public static final long DEFAULT_MEGABYTES = 2048;
	public static final OracleBudget DEFAULT = new OracleBudget(DEFAULT_SECONDS, DEFAULT_MEGABYTES);
	/** The smallest table budget that counts anything. */
	public static final long MIN_MEGABYTES = 16;

	public OracleBudget {
		if (!(seconds >= 0) || Double.isInfinite(seconds)) throw new IllegalArgumentException("oracle seconds must be 0 or more, got " + seconds);
		if (megabytes < MIN_MEGABYTES) throw new IllegalArgumentException("oracle memory must be at least " + MIN_MEGABYTES + " MB, got " + megabytes);
	}

	/** A counter within this budget that stops when {@code cancel} is set. */
	public CompletionCounter counter(AtomicBoolean cancel) {
		return CompletionCounter.withMemory(megabytes).timeLimit(seconds).cancelFlag(cancel);
	}
}
