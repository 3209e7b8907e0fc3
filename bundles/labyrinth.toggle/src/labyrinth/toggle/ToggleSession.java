package labyrinth.toggle;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A board being played: presses by hand or by a solver, undo, the live verdict (solvable or not, and the presses that
 * would clear it), and a solving plan stepped press by press with the rule of each. The Toggle Squares view renders
 * it and forwards commands; nothing here needs a display.
 */
public final class ToggleSession {
	public enum Algorithm {
		ONE_WAY("one-way"), TWO_WAY("two-way"), GF2("gf2"), MINIMUM("minimum");

		public final String label;

		Algorithm(String label) {
			this.label = label;
		}
	}

	private ToggleBoard board;
	private ToggleBoard start;
	private PressShape shape = PressShape.BLOCK;
	private Gf2Solver solver;
	private ToggleBoard clearing;
	private final Deque<FishAlgorithms.Press> history = new ArrayDeque<>();
	private List<FishAlgorithms.Press> plan = List.of();
	private int planned;
	private String lastRule = "";

	public ToggleSession(ToggleBoard board) {
		setBoard(board);
	}

	public ToggleBoard board() {
		return board;
	}

	/** The board as it was set, before the presses of {@link #history}. */
	public ToggleBoard start() {
		return start.copy();
	}

	public PressShape shape() {
		return shape;
	}

	public void setShape(PressShape shape) {
		this.shape = shape;
		solver = null;
		changed();
	}

	/** A new board; the history and any plan are dropped. */
	public void setBoard(ToggleBoard board) {
		if (this.board == null || board.rows() != this.board.rows() || board.cols() != this.board.cols()) solver = null;
		this.board = board.copy();
		this.start = board.copy();
		history.clear();
		lastRule = "";
		changed();
	}

	/** A press by hand. */
	public void press(int row, int col) {
		apply(new FishAlgorithms.Press(row, col, "by hand: press (" + (row + 1) + "," + (col + 1) + ")"));
		plan = List.of();
	}

	/** Makes a press again, as it was made (with its rule): Redo after {@link #undo()}. */
	public void repeat(FishAlgorithms.Press p) {
		apply(p);
	}

	private void apply(FishAlgorithms.Press p) {
		board.press(shape, p.row(), p.col());
		history.push(p);
		lastRule = p.rule();
		changed();
	}

	/** Takes the last press back (a press undoes itself). */
	public boolean undo() {
		if (history.isEmpty()) return false;
		FishAlgorithms.Press p = history.pop();
		board.press(shape, p.row(), p.col());
		lastRule = "undone: " + p.rule();
		if (planned > 0 && planned <= plan.size() && plan.get(planned - 1).equals(p)) planned--;
		changed();
		return true;
	}

	private void changed() {
		if (solver == null) solver = Gf2Solver.of(shape, board.rows(), board.cols());
		clearing = solver.solve(board);
	}

	public boolean solvable() {
		return clearing != null;
	}

	/** The presses that would clear the board now (a GF(2) solution), or null if it cannot be cleared. */
	public ToggleBoard clearingPresses() {
		return clearing;
	}

	public int nullity() {
		return solver.nullity();
	}

	/** Plans the presses of an algorithm from the current board; step through them with {@link #stepPlan}. */
	public List<FishAlgorithms.Press> plan(Algorithm algorithm) {
		List<FishAlgorithms.Press> p = new ArrayList<>();
		switch (algorithm) {
		case ONE_WAY, TWO_WAY -> {
			if (shape != PressShape.BLOCK) throw new IllegalArgumentException("Fish's algorithms are for the block press");
			p.addAll((algorithm == Algorithm.ONE_WAY ? FishAlgorithms.oneWay(board) : FishAlgorithms.twoWay(board)).presses());
		}
		case GF2, MINIMUM -> {
			ToggleBoard presses = algorithm == Algorithm.GF2 ? clearing : solver.minimum(board).presses();
			if (presses == null) throw new IllegalArgumentException("the board is not solvable: the state is outside the span of the presses");
			for (int r = 0; r < board.rows(); r++) {
				for (int c = 0; c < board.cols(); c++) {
					if (presses.lit(r, c)) {
						p.add(new FishAlgorithms.Press(r, c, algorithm.label + ": press (" + (r + 1) + "," + (c + 1) + ") of the "
								+ (algorithm == Algorithm.GF2 ? "GF(2) solution" : "fewest presses")));
					}
				}
			}
		}
		}
		plan = p;
		planned = 0;
		return p;
	}

	/** Makes the next planned press; false when the plan is done. */
	public boolean stepPlan() {
		if (planned >= plan.size()) return false;
		apply(plan.get(planned++));
		return true;
	}

	public int planSize() {
		return plan.size();
	}

	public int planDone() {
		return planned;
	}

	/** The rule of the last press, like a rule firing in the walker. */
	public String lastRule() {
		return lastRule;
	}

	public int presses() {
		return history.size();
	}

	/** The presses made, oldest first. */
	public List<FishAlgorithms.Press> history() {
		List<FishAlgorithms.Press> list = new ArrayList<>(history);
		java.util.Collections.reverse(list);
		return list;
	}

	public String status() {
		String verdict = solvable() ? "solvable" : "not solvable (the state is outside the span of the presses)";
		return board.litCount() + " lit, " + verdict + ", nullity " + nullity() + (plan.isEmpty() ? ""
				: ", press " + planned + " of " + plan.size());
	}
}
