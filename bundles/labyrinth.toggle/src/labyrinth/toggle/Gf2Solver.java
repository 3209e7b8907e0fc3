package labyrinth.toggle;

import java.math.BigInteger;
import java.util.List;

/**
 * Linear algebra over GF(2) for one board size and press shape: the presses span the states that can be cleared;
 * the nullity is the dimension of the press patterns that change nothing, so a solvable state has 2^nullity
 * solutions. Solving never builds the (nm) x (nm) press matrix: see {@link BlockSolver} and {@link PlusSolver}.
 */
public abstract class Gf2Solver {
	protected final int rows;
	protected final int cols;

	Gf2Solver(int rows, int cols) {
		this.rows = rows;
		this.cols = cols;
	}

	public static Gf2Solver of(PressShape shape, int rows, int cols) {
		return of(shape, rows, cols, Progress.NONE);
	}

	/** Like {@link #of(PressShape, int, int)}, saying how far the building of a large solver is. */
	public static Gf2Solver of(PressShape shape, int rows, int cols, Progress progress) {
		return shape == PressShape.BLOCK ? new BlockSolver(rows, cols) : new PlusSolver(rows, cols, progress);
	}

	/** How far building a solver is: {@code done} of {@code total} steps of {@code stage}. */
	@FunctionalInterface
	public interface Progress {
		Progress NONE = (stage, done, total) -> {
		};

		void update(String stage, int done, int total);
	}

	public abstract PressShape shape();

	/**
	 * About how long building the solver takes on one core of this project's 2-core machine: the plus press chases
	 * rows x cols x min(rows, cols) / 64 words (8000 x 8000 measured 20 s); the block press splits into rows and
	 * columns and takes milliseconds.
	 */
	public static double estimatedSeconds(PressShape shape, int rows, int cols) {
		return shape == PressShape.BLOCK ? 0 : 3.9e-11 * rows * cols * Math.min(rows, cols);
	}

	/** The dimension of the press patterns that leave every cell as it was. */
	public abstract int nullity();

	/** The dimension of the states that can be cleared: rows x cols - nullity. */
	public long rank() {
		return (long) rows * cols - nullity();
	}

	public BigInteger solutions() {
		return BigInteger.ONE.shiftLeft(nullity());
	}

	/** Presses that clear the lights, or null if the state is outside the span of the presses. */
	public abstract ToggleBoard solve(ToggleBoard lights);

	public boolean solvable(ToggleBoard lights) {
		return solve(lights) != null;
	}

	/** A basis of the press patterns that change nothing (nullity() boards). */
	public abstract List<ToggleBoard> kernel();

	/** The fewest presses that clear the lights, searching the null space; why not, if it cannot. */
	public record Minimum(ToggleBoard presses, long count, String refusal) {
	}

	/** Null spaces up to this dimension are searched whole for the fewest presses. */
	public static final int MAX_SEARCHED_NULLITY = 24;

	public Minimum minimum(ToggleBoard lights) {
		ToggleBoard best = solve(lights);
		if (best == null) return new Minimum(null, -1, "the state is outside the span of the presses: no solution");
		int k = nullity();
		if (k == 0) return new Minimum(best, best.litCount(), null);
		if (k > MAX_SEARCHED_NULLITY) {
			return new Minimum(best, best.litCount(), "the null space has dimension " + k + " (2^" + k
					+ " solutions), more than the " + MAX_SEARCHED_NULLITY + " searched; this solution is not known to be minimal");
		}
		List<ToggleBoard> basis = kernel();
		ToggleBoard current = best.copy();
		long bestCount = best.litCount();
		ToggleBoard bestBoard = best.copy();
		// Gray code: each step adds one basis vector, so each of the 2^k solutions costs one XOR.
		for (long i = 1; i < (1L << k); i++) {
			current.xor(basis.get(Long.numberOfTrailingZeros(i)));
			long count = current.litCount();
			if (count < bestCount) {
				bestCount = count;
				bestBoard = current.copy();
			}
		}
		return new Minimum(bestBoard, bestCount, null);
	}

	protected void checkSize(ToggleBoard b) {
		if (b.rows() != rows || b.cols() != cols) {
			throw new IllegalArgumentException("the solver is for " + rows + " x " + cols + " boards, not " + b.rows() + " x " + b.cols());
		}
	}
}
