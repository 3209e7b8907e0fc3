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
	/** The tables' budget where the heap allows it; a smaller heap gets {@link #HEAP_SHARE} of itself. */
	public static final long DEFAULT_MEGABYTES = 2048;
	/** The share of the heap the tables may take: the rest holds the run, the rules and the JVM's own work. */
	public static final double HEAP_SHARE = CompletionCounter.HEAP_SHARE;
	public static final OracleBudget DEFAULT = new OracleBudget(DEFAULT_SECONDS, defaultMegabytes());
	/** The smallest table budget that counts anything. */
	public static final long MIN_MEGABYTES = 16;

	public OracleBudget {
		if (!(seconds >= 0) || Double.isInfinite(seconds)) throw new IllegalArgumentException("oracle seconds must be 0 or more, got " + seconds);
		if (megabytes < MIN_MEGABYTES) throw new IllegalArgumentException("oracle memory must be at least " + MIN_MEGABYTES + " MB, got " + megabytes);
	}

	/**
	 * The budget of a count of the empty grid: no time limit and the tables the heap holds. Whoever asks for that count
	 * wants the number, however long it takes; an oracle inside a walk or a check must answer in time instead.
	 */
	public static OracleBudget wholeGrid() {
		return new OracleBudget(0, Math.max(MIN_MEGABYTES, largestFor(Runtime.getRuntime().maxMemory())));
	}

	/** The default table budget in this process: {@link #DEFAULT_MEGABYTES}, or less where the heap is smaller. */
	public static long defaultMegabytes() {
		return megabytesFor(Runtime.getRuntime().maxMemory());
	}

	/** The default table budget in a heap of {@code maxHeapBytes}. */
	static long megabytesFor(long maxHeapBytes) {
		return Math.max(MIN_MEGABYTES, Math.min(DEFAULT_MEGABYTES, largestFor(maxHeapBytes)));
	}

	/** The largest table budget that a heap of {@code maxHeapBytes} holds. */
	public static long largestFor(long maxHeapBytes) {
		return (long) (maxHeapBytes / (1024.0 * 1024) * HEAP_SHARE);
	}

	/** A counter within this budget that stops when {@code cancel} is set. */
	public CompletionCounter counter(AtomicBoolean cancel) {
		return CompletionCounter.withMemory(megabytes).timeLimit(seconds).cancelFlag(cancel);
	}
}
