package labyrinth.core.oracle;

import java.util.Arrays;
import java.util.Locale;

import labyrinth.kernel.tasks.Task;
import labyrinth.kernel.tasks.TaskControl;
import labyrinth.kernel.tasks.TaskResult;

/**
 * One pass of the dense counter over the empty rectangle as a task: the count modulo some of the moduli that cover
 * {@code bits} bits (index 0: 2^64; index i: the i-th prime), and the magnitude if asked. On a cluster each task is one
 * modulus, so a member holds two count arrays (and the first task the magnitude's two), not all of them.
 *
 * @param rows      the rectangle's length (the sweep runs along it)
 * @param width     its shorter side, the frontier's span
 * @param bits      the bits the moduli cover ({@code CompletionCounter.Moduli.covering})
 * @param moduli    which moduli this pass counts
 * @param magnitude whether it also counts the magnitude
 */
public record DensePassTask(int rows, int width, int bits, int[] moduli, boolean magnitude) implements Task<DensePassTask.Result> {
	private static final long serialVersionUID = 1L;

	/** Residues in the order of {@link DensePassTask#moduli()} (null: stopped by a cancel), and the magnitude (0 if not counted). */
	public record Result(long[] residues, double magnitude) implements TaskResult {
		private static final long serialVersionUID = 1L;

		public boolean finished() {
			return residues != null;
		}

		@Override
		public long work() {
			return 1;
		}
	}

	/** A member's heap cannot hold the pass: the machine's limit, not a bug. */
	public static final class PassTooLarge extends IllegalStateException {
		private static final long serialVersionUID = 1L;

		public PassTooLarge(String message) {
			super(message);
		}
	}

	/** The heap of this member, of which a pass may fill {@link CompletionCounter#HEAP_SHARE} (tests set less). */
	static java.util.function.LongSupplier heap = () -> Runtime.getRuntime().maxMemory();

	public DensePassTask {
		if (!DenseCounter.handles(rows, width)) throw new IllegalArgumentException("the dense layers do not count " + rows + "x" + width);
		moduli = moduli.clone();
	}

	@Override
	public String id() {
		return rows + "x" + width + " mod " + Arrays.toString(moduli) + " of " + bits + " bits" + (magnitude ? " and the magnitude" : "");
	}

	@Override
	public int[] moduli() {
		return moduli.clone();
	}

	@Override
	public Result run(TaskControl control) {
		// sized before the tables are built: a member too small for 23x23's would not hold them either
		long needed = DenseCounter.sized(rows, width).passBytes(moduli.length, magnitude);
		long heapBytes = heap.getAsLong();
		if (needed > heapBytes * CompletionCounter.HEAP_SHARE) {
			throw new PassTooLarge(String.format(Locale.ROOT, "a pass of %dx%d needs %,d MB, more than %d%% of this member's heap of %,d MB"
					+ " (start it with a larger -Xmx in LABYRINTH_JAVA_OPTS)", rows, width, needed >> 20, Math.round(100 * CompletionCounter.HEAP_SHARE),
					heapBytes >> 20));
		}
		DenseCounter dense = new DenseCounter(rows, width);
		int threads = dense.threadsFor(Runtime.getRuntime().availableProcessors(), CompletionCounter.DENSE_PARALLEL_WORDS);
		DenseCounter.Pass pass = dense.countPass(CompletionCounter.Moduli.covering(bits).primes(), moduli, magnitude, threads,
				(cell, cells, words) -> !control.stopRequested());
		return pass == null ? new Result(null, 0) : new Result(pass.residues(), pass.magnitude());
	}
}
