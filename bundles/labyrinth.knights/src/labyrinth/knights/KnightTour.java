package labyrinth.knights;

import java.util.Arrays;

/**
 * A knight on an m x m board following Warnsdorff's rule: always to an unvisited square of minimal degree (its
 * unvisited neighbours), ties broken by a {@link Tiebreak}. The board is padded by two rows and columns of
 * squares marked visited, so moves need no bounds checks; each move updates the degrees of the new square's
 * neighbours, eight decrements, never a rescan. Rows and columns are 0-based here, 1-based in texts.
 */
public final class KnightTour {
	public static final int MAX_SIZE = 5000;
	private static final int BORDER = -1;

	private final int m;
	private final int stride;
	private final int[] delta = new int[9];
	/** Step number (1-based) at which each padded square was visited; 0 = unvisited; BORDER outside. */
	private final int[] step;
	private final byte[] degree;
	/** The visited squares in order (padded indices). */
	private final int[] path;
	private int length;
	private final Tiebreak tiebreak;

	/** The last move's decision: the candidates' types and degrees, the tied ones, and the choice. */
	private final int[] candidateTypes = new int[8];
	private final int[] candidateDegrees = new int[8];
	private int candidates;
	private final int[] tied = new int[8];
	private int tiedCount;
	private int chosenType;
	private String decidedBy = "";

	public KnightTour(int m, int startRow, int startCol, Tiebreak tiebreak) {
		if (m < 1 || m > MAX_SIZE) throw new IllegalArgumentException("the board size must be from 1 to " + MAX_SIZE + ", got " + m);
		if (startRow < 0 || startCol < 0 || startRow >= m || startCol >= m) {
			throw new IllegalArgumentException("the start (" + (startRow + 1) + "," + (startCol + 1) + ") is off the " + m + " x " + m + " board");
		}
		this.m = m;
		this.stride = m + 4;
		this.tiebreak = tiebreak.fresh();
		for (int t = 1; t <= 8; t++) delta[t] = Moves.ROW[t] * stride + Moves.COL[t];
		step = new int[stride * stride];
		Arrays.fill(step, BORDER);
		degree = new byte[stride * stride];
		for (int r = 0; r < m; r++) for (int c = 0; c < m; c++) step[index(r, c)] = 0;
		for (int r = 0; r < m; r++) {
			for (int c = 0; c < m; c++) {
				int at = index(r, c);
				int d = 0;
				for (int t = 1; t <= 8; t++) if (step[at + delta[t]] == 0) d++;
				degree[at] = (byte) d;
			}
		}
		path = new int[m * m];
		visit(index(startRow, startCol));
	}

	private int index(int r, int c) {
		return (r + 2) * stride + c + 2;
	}

	private void visit(int at) {
		step[at] = ++length;
		path[length - 1] = at;
		for (int t = 1; t <= 8; t++) {
			int nb = at + delta[t];
			if (step[nb] == 0) degree[nb]--;
		}
		// the start is where the knight stands, not a square it reaches: tables switch only on arrival
		if (length > 1) tiebreak.arrived(rowOf(at), colOf(at));
	}

	/** Makes one move; false if the tour is complete or stuck. */
	public boolean step() {
		int cur = path[length - 1];
		int best = Integer.MAX_VALUE;
		candidates = 0;
		tiedCount = 0;
		for (int t = 1; t <= 8; t++) {
			int nb = cur + delta[t];
			if (step[nb] != 0) continue;
			int d = degree[nb];
			candidateTypes[candidates] = t;
			candidateDegrees[candidates++] = d;
			if (d < best) {
				best = d;
				tiedCount = 0;
			}
			if (d == best) tied[tiedCount++] = t;
		}
		if (tiedCount == 0) {
			chosenType = 0;
			return false;
		}
		int pick = tiedCount == 1 ? 0 : tiebreak.choose(this, tied, tiedCount);
		chosenType = tied[pick];
		decidedBy = tiedCount == 1 ? "" : tiebreak.describe();
		visit(cur + delta[chosenType]);
		return true;
	}

	/** Moves until the tour is complete or stuck; returns whether it visited every square. */
	public boolean run() {
		while (step()) {
			// each step updates eight degrees
		}
		return complete();
	}

	public boolean complete() {
		return length == m * m;
	}

	public int size() {
		return m;
	}

	public int length() {
		return length;
	}

	public int rowOf(int padded) {
		return padded / stride - 2;
	}

	public int colOf(int padded) {
		return padded % stride - 2;
	}

	/** The square of step k (0-based) as {row, col}, 0-based. */
	public int[] square(int k) {
		return new int[] { rowOf(path[k]), colOf(path[k]) };
	}

	/** The step number (1-based) of (row, col), or 0 if unvisited. */
	public int stepAt(int row, int col) {
		return step[index(row, col)];
	}

	/** The unvisited neighbours of (row, col). */
	public int degree(int row, int col) {
		return degree[index(row, col)];
	}

	/** The current square, {row, col}. */
	public int[] current() {
		return square(length - 1);
	}

	/** Sum of the degrees of the unvisited neighbours of the square a move of this type reaches (Pohl). */
	public long neighbourDegreeSum(int type) {
		int sq = path[length - 1] + delta[type];
		long sum = 0;
		for (int t = 1; t <= 8; t++) {
			int nb = sq + delta[t];
			if (step[nb] == 0) sum += degree[nb];
		}
		return sum;
	}

	/** Squared distance from the board's centre, in half squares, of the square a move of this type reaches (Roth). */
	public long doubledDistanceFromCentreSquared(int type) {
		int sq = path[length - 1] + delta[type];
		long dr = 2L * rowOf(sq) - (m - 1);
		long dc = 2L * colOf(sq) - (m - 1);
		return dr * dr + dc * dc;
	}

	/** The tour as rows of step numbers. */
	public int[][] numbers() {
		int[][] out = new int[m][m];
		for (int r = 0; r < m; r++) for (int c = 0; c < m; c++) out[r][c] = stepAt(r, c);
		return out;
	}

	// ---- the last decision, for the view and the CLI trace ------------------------------------------------------

	public int candidates() {
		return candidates;
	}

	public int candidateType(int i) {
		return candidateTypes[i];
	}

	public int candidateDegree(int i) {
		return candidateDegrees[i];
	}

	/** The move type of the last move, 0 if the tour could not move. */
	public int chosenType() {
		return chosenType;
	}

	/** "tie between 3 and 5, ordering 34261578 took 3", or "one square of least degree 2: move 4". */
	public String decision() {
		if (chosenType == 0) return candidates == 0 ? "no unvisited square a knight's move away" : "";
		if (tiedCount == 1) {
			int d = 0;
			for (int i = 0; i < candidates; i++) if (candidateTypes[i] == chosenType) d = candidateDegrees[i];
			return "one square of least degree " + d + ": move " + chosenType;
		}
		StringBuilder b = new StringBuilder("tie between ");
		for (int i = 0; i < tiedCount; i++) b.append(i == 0 ? "" : i == tiedCount - 1 ? " and " : ", ").append(tied[i]);
		return b.append(", ").append(decidedBy).append(" took ").append(chosenType).toString();
	}

	public Tiebreak tiebreak() {
		return tiebreak;
	}
}
