package labyrinth.knights;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A tour being stepped in the Knight's Tour view: the board size, the tiebreak, the moves so far with the decision
 * that made each, stepping back (by replaying, the tour itself only goes forward) and the candidate squares of the
 * next move. Nothing here needs a display.
 */
public final class KnightsSession {
	/** A square the knight could move to next, with its degree and move type. */
	public record Candidate(int row, int col, int degree, int type) {
	}

	private int m;
	private IntFunction<Tiebreak> tiebreakFor;
	private String tiebreakName;
	private TiebreakTable table;
	private KnightTour tour;
	private final List<String> decisions = new ArrayList<>();

	public KnightsSession(int m, IntFunction<Tiebreak> tiebreakFor, String tiebreakName) {
		newTour(m, tiebreakFor, tiebreakName, null);
	}

	/** A new tour from (1,1); table, if not null, is the table behind the tiebreak (its switching squares are shown). */
	public void newTour(int size, IntFunction<Tiebreak> tiebreak, String name, TiebreakTable fromTable) {
		this.m = size;
		this.tiebreakFor = tiebreak;
		this.tiebreakName = name;
		this.table = fromTable;
		restart();
	}

	private void restart() {
		tour = new KnightTour(m, 0, 0, tiebreakFor.apply(m));
		decisions.clear();
	}

	public KnightTour tour() {
		return tour;
	}

	public int size() {
		return m;
	}

	public String tiebreakName() {
		return tiebreakName;
	}

	/** One move; false when the tour is complete or stuck. */
	public boolean step() {
		if (!tour.step()) return false;
		decisions.add(tour.decision());
		return true;
	}

	/** Takes the last move back by replaying the tour to one move fewer (random tiebreaks replay from their seed). */
	public boolean back() {
		int target = tour.length() - 1;
		if (target < 1) return false;
		restart();
		while (tour.length() < target && step()) {
			// replay
		}
		return true;
	}

	/** Moves until the tour is complete or stuck. */
	public void toEnd() {
		while (step()) {
			// decisions are recorded move by move
		}
	}

	/** The decision of the last move, or why the tour ended. */
	public String lastDecision() {
		if (tour.complete()) return "the tour is complete: every square visited";
		if (decisions.isEmpty()) return "the knight stands on (1,1)";
		return decisions.get(decisions.size() - 1);
	}

	/** The unvisited squares a knight's move from the current square, with their degrees. */
	public List<Candidate> candidates() {
		int[] at = tour.current();
		List<Candidate> out = new ArrayList<>();
		for (int t = 1; t <= 8; t++) {
			int r = at[0] + Moves.ROW[t];
			int c = at[1] + Moves.COL[t];
			if (r >= 0 && c >= 0 && r < m && c < m && tour.stepAt(r, c) == 0) out.add(new Candidate(r, c, tour.degree(r, c), t));
		}
		return out;
	}

	/** The switching squares of the table on this board (0-based), or none for other tiebreaks. */
	public int[][] switchingSquares() {
		return table == null ? new int[0][] : table.switchingSquares(m);
	}

	public String status() {
		String state = tour.complete() ? "complete" : candidates().isEmpty() ? "stuck" : "move " + tour.length();
		return m + " x " + m + ", " + tiebreakName + ": " + state + " (" + tour.length() + " of " + m * m + " squares)";
	}
}
