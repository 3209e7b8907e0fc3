package labyrinth.toggle;

import java.util.ArrayList;
import java.util.List;

/**
 * Fish's theorems as checks the tool runs: each returns what it found for one size, and a board that contradicts it
 * if there is one (saved by the CLI as a board file).
 */
public final class Theorems {
	/** One check on one size: what was expected, what was found, a counterexample board if any. */
	public record Check(String theorem, int size, boolean holds, String found, ToggleBoard counterexample) implements java.io.Serializable {
	}

	private Theorems() {
	}

	/** Lemma 2: a row of length n is solvable for every state iff n = 3k or 3k+1. */
	public static Check rowSolvability(int n) {
		int nullity = Gf2Solver.of(PressShape.BLOCK, 1, n).nullity();
		boolean expectAll = n % 3 != 2;
		return new Check("1-D rows: every state solvable iff n = 3k or 3k+1", n, (nullity == 0) == expectAll,
				"1 x " + n + ": nullity " + nullity, null);
	}

	/** Theorems 1 and 2: n x n boards are solvable for every state iff n = 3k or 3k+1. */
	public static Check squareSolvability(int n) {
		int nullity = Gf2Solver.of(PressShape.BLOCK, n, n).nullity();
		boolean expectAll = n % 3 != 2;
		return new Check("n x n boards: every state solvable iff n = 3k or 3k+1", n, (nullity == 0) == expectAll,
				n + " x " + n + ": nullity " + nullity, null);
	}

	/** The solvable states of a (3k+2) square form a space of dimension (3k+1)^2. */
	public static Check solvableDimension(int n) {
		Gf2Solver s = Gf2Solver.of(PressShape.BLOCK, n, n);
		long expected = n % 3 == 2 ? (long) (n - 1) * (n - 1) : (long) n * n;
		return new Check("dimension of the solvable states: (3k+1)^2 on (3k+2) squares, n^2 otherwise", n, s.rank() == expected,
				n + " x " + n + ": dimension " + s.rank() + ", expected " + expected, null);
	}

	/**
	 * Theorems 3 to 5: the one-way algorithm clears every solvable (3k+2) board, the two-way algorithm every 3k and
	 * 3k+1 board; tried on random solvable boards from the seed.
	 */
	public static Check algorithmClears(int n, int boards, long seed) {
		boolean oneWay = n % 3 == 2;
		String name = oneWay ? "one-way" : "two-way";
		for (int i = 0; i < boards; i++) {
			ToggleBoard b = ToggleBoard.randomSolvable(n, n, PressShape.BLOCK, seed + i);
			FishAlgorithms.Run run = oneWay ? FishAlgorithms.oneWay(b) : FishAlgorithms.twoWay(b);
			if (!run.cleared()) {
				return new Check("the " + name + " algorithm clears every solvable board of its class", n, false,
						n + " x " + n + ": board " + (i + 1) + " not cleared (" + run.stuck() + ")", b);
			}
		}
		return new Check("the " + name + " algorithm clears every solvable board of its class", n, true,
				n + " x " + n + ": " + boards + " random solvable boards cleared", null);
	}

	/** Every check for every size from..to. */
	public static List<Check> all(int from, int to, int boards, long seed) {
		List<Check> checks = new ArrayList<>();
		for (int n = from; n <= to; n++) {
			checks.add(rowSolvability(n));
			checks.add(squareSolvability(n));
			checks.add(solvableDimension(n));
			checks.add(algorithmClears(n, boards, seed));
		}
		return checks;
	}
}
