package labyrinth.knights;

/** Checks of a given tour (rows of step numbers 1..m^2): validity and agreement with Warnsdorff's rule. */
public final class Tours {
	private Tours() {
	}

	/** Why the numbers are not a knight's tour (every square once, each step a knight's move), or null. */
	public static String problem(int[][] numbers) {
		int m = numbers.length;
		int[] rowOf = new int[m * m + 1];
		int[] colOf = new int[m * m + 1];
		boolean[] seen = new boolean[m * m + 1];
		for (int r = 0; r < m; r++) {
			if (numbers[r].length != m) return "row " + (r + 1) + " has " + numbers[r].length + " numbers, not " + m;
			for (int c = 0; c < m; c++) {
				int k = numbers[r][c];
				if (k < 1 || k > m * m) return "(" + (r + 1) + "," + (c + 1) + ") holds " + k + "; steps run from 1 to " + m * m;
				if (seen[k]) return "step " + k + " appears twice, the second time at (" + (r + 1) + "," + (c + 1) + ")";
				seen[k] = true;
				rowOf[k] = r;
				colOf[k] = c;
			}
		}
		for (int k = 1; k < m * m; k++) {
			if (Moves.typeOf(rowOf[k + 1] - rowOf[k], colOf[k + 1] - colOf[k]) == 0) {
				return "step " + k + " at (" + (rowOf[k] + 1) + "," + (colOf[k] + 1) + ") to step " + (k + 1) + " at (" + (rowOf[k + 1] + 1)
						+ "," + (colOf[k + 1] + 1) + ") is not a knight's move";
			}
		}
		return null;
	}

	/** How many moves of a valid tour go to a square that was not of minimal degree at that moment. */
	public static int warnsdorffDeviations(int[][] numbers) {
		String p = problem(numbers);
		if (p != null) throw new IllegalArgumentException("not a tour: " + p);
		int m = numbers.length;
		int[][] at = new int[m * m + 1][];
		for (int r = 0; r < m; r++) for (int c = 0; c < m; c++) at[numbers[r][c]] = new int[] { r, c };
		// replay with a tiebreak that follows the given tour, counting when it leaves the minimal degree
		boolean[][] visited = new boolean[m][m];
		visited[at[1][0]][at[1][1]] = true;
		int deviations = 0;
		for (int k = 1; k < m * m; k++) {
			int r = at[k][0];
			int c = at[k][1];
			int least = Integer.MAX_VALUE;
			for (int t = 1; t <= 8; t++) {
				int nr = r + Moves.ROW[t];
				int nc = c + Moves.COL[t];
				if (inside(m, nr, nc) && !visited[nr][nc]) least = Math.min(least, degree(visited, m, nr, nc));
			}
			int nr = at[k + 1][0];
			int nc = at[k + 1][1];
			if (degree(visited, m, nr, nc) > least) deviations++;
			visited[nr][nc] = true;
		}
		return deviations;
	}

	private static int degree(boolean[][] visited, int m, int r, int c) {
		int d = 0;
		for (int t = 1; t <= 8; t++) {
			int nr = r + Moves.ROW[t];
			int nc = c + Moves.COL[t];
			if (inside(m, nr, nc) && !visited[nr][nc]) d++;
		}
		return d;
	}

	private static boolean inside(int m, int r, int c) {
		return r >= 0 && c >= 0 && r < m && c < m;
	}

	/** The numbers as text, right-aligned columns. */
	public static String format(int[][] numbers) {
		int m = numbers.length;
		int width = Integer.toString(m * m).length();
		StringBuilder b = new StringBuilder();
		for (int[] row : numbers) {
			for (int c = 0; c < m; c++) {
				String s = row[c] == 0 ? "-" : Integer.toString(row[c]);
				b.append(c == 0 ? "" : " ").append(" ".repeat(width - s.length())).append(s);
			}
			b.append('\n');
		}
		return b.toString();
	}
}
