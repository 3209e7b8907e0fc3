package labyrinth.toggle;

import java.util.ArrayList;
import java.util.List;

/**
 * Shlomi Fish's clearing algorithms for the 3x3 block press, as step-by-step solvers: every press names the rule
 * that made it, like a rule firing in the labyrinth walker. Squares are 1-based in the rule texts.
 * <ul>
 * <li>One-way (for (3k+2)-sided boards): rows top to bottom, cells right to left, press the cell bottom-left of each
 * lit cell. It uses only a (3k+1) x (3k+1) corner of presses, which is why its press count is minimal there.
 * <li>Two-way (3k and 3k+1): down, each row cleared from the row below by bottom-left presses right to left, then
 * bottom-right presses left to right (a press to the bottom-right moves the lone light rightwards, so the scan follows
 * it, as Fish's one-row argument describes); then up, the same with top-left and top-right presses. On 3k+1 sides his
 * edge corrections apply: a lone light in a row's first cell is first pressed from straight below (or above), and a
 * bottom row left lit after the way down is cleared by presses in the bottom row itself, which moves it up a row.
 * </ul>
 */
public final class FishAlgorithms {
	/** One press and the rule that made it. */
	public record Press(int row, int col, String rule) {
	}

	/** The presses made, whether the board ended clear, and where the algorithm got stuck if it did not. */
	public record Run(String algorithm, List<Press> presses, ToggleBoard end, String stuck) {
		public boolean cleared() {
			return end.isClear();
		}
	}

	private final ToggleBoard board;
	private final List<Press> presses = new ArrayList<>();

	private FishAlgorithms(ToggleBoard lights) {
		this.board = lights.copy();
	}

	public static Run oneWay(ToggleBoard lights) {
		FishAlgorithms f = new FishAlgorithms(lights);
		String stuck = null;
		int n = lights.rows();
		for (int r = 0; r + 1 < n && stuck == null; r++) {
			f.leftPresses(r, r + 1);
			if (f.board.lit(r, 0)) stuck = "row " + (r + 1) + " keeps its first cell lit: no press of the one-way rule clears it";
		}
		if (stuck == null && !f.board.isClear()) stuck = "the last row stays lit";
		return new Run("one-way", f.presses, f.board, stuck);
	}

	public static Run twoWay(ToggleBoard lights) {
		FishAlgorithms f = new FishAlgorithms(lights);
		int n = lights.rows();
		boolean edgeFix = lights.cols() % 3 == 1;
		for (int r = 0; r + 1 < n; r++) f.clearRow(r, r + 1, edgeFix);
		int top = n - 1;
		if (n % 3 == 1) {
			// Fish's bottom-row correction: clear the bottom row with its own presses, which moves its lights up a row
			f.clearRow(n - 1, n - 1, edgeFix);
			top = n - 2;
		}
		for (int r = top; r >= 1; r--) f.clearRow(r, r - 1, edgeFix);
		String stuck = f.board.isClear() ? null : "lights are left after the way down and up";
		return new Run("two-way", f.presses, f.board, stuck);
	}

	/** Clears row t with presses in row p (the row below, above, or t itself). */
	private void clearRow(int t, int p, boolean edgeFix) {
		int m = board.cols();
		leftPresses(t, p);
		if (!board.lit(t, 0)) return;
		if (m == 1) {
			press(p, 0, "row " + (t + 1) + ": lit (" + (t + 1) + ",1) -> press " + side(t, p, "") + " (" + (p + 1) + ",1)");
			return;
		}
		if (edgeFix && m % 3 == 1) {
			press(p, 0, "row " + (t + 1) + " edge correction: lone (" + (t + 1) + ",1) -> press " + side(t, p, "") + " (" + (p + 1) + ",1)");
		}
		for (int j = 0; j + 1 < m; j++) {
			if (board.lit(t, j)) {
				press(p, j + 1, "row " + (t + 1) + " left-to-right: lit (" + (t + 1) + "," + (j + 1) + ") -> press "
						+ side(t, p, "right") + " (" + (p + 1) + "," + (j + 2) + ")");
			}
		}
	}

	/** Right to left, each lit cell of row t pressed from row p one column to its left. */
	private void leftPresses(int t, int p) {
		for (int j = board.cols() - 1; j >= 1; j--) {
			if (board.lit(t, j)) {
				press(p, j - 1, "row " + (t + 1) + " right-to-left: lit (" + (t + 1) + "," + (j + 1) + ") -> press "
						+ side(t, p, "left") + " (" + (p + 1) + "," + j + ")");
			}
		}
	}

	private static String side(int t, int p, String lr) {
		String vertical = p > t ? "bottom" : p < t ? "top" : "";
		if (lr.isEmpty()) return vertical.isEmpty() ? "itself" : p > t ? "below" : "above";
		return vertical.isEmpty() ? lr : vertical + "-" + lr;
	}

	private void press(int r, int c, String rule) {
		board.press(PressShape.BLOCK, r, c);
		presses.add(new Press(r, c, rule));
	}
}
