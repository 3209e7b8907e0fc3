package labyrinth.core.io;

import java.util.ArrayList;
import java.util.List;

import labyrinth.core.grid.Board;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.Firing;

/**
 * Text picture of a situation: {@code S} start, {@code #} line, {@code @} live end, {@code E} end corner,
 * {@code .} free, {@code +} an allowed candidate, a digit a candidate disabled by the firing with that number.
 */
public final class AsciiBoard {
	private AsciiBoard() {
	}

	public static String render(Board board, Evaluation eval, CompletionCounter.Count[] oracle) {
		int n = board.size();
		char[][] g = new char[n + 1][n + 1];
		for (int y = 1; y <= n; y++) {
			for (int x = 1; x <= n; x++) {
				int c = board.cell(x, y);
				g[y][x] = board.isTaken(c) ? '#' : c == board.target() ? 'E' : '.';
			}
		}
		g[1][1] = 'S';
		int head = board.head();
		g[board.y(head)][board.x(head)] = '@';
		List<Firing> legend = new ArrayList<>();
		if (eval != null) {
			for (int d = 0; d < 4; d++) {
				if (!eval.isCandidate(d)) continue;
				int c = board.neighbour(head, d);
				Firing f = eval.disabledBy(d);
				char mark = '+';
				if (f != null) {
					int idx = legend.indexOf(f);
					if (idx < 0) {
						legend.add(f);
						idx = legend.size() - 1;
					}
					mark = (char) ('1' + Math.min(idx, 8));
				}
				g[board.y(c)][board.x(c)] = mark;
			}
		}
		StringBuilder sb = new StringBuilder();
		int w = String.valueOf(n).length();
		sb.append(" ".repeat(w + 1));
		for (int x = 1; x <= n; x++) sb.append(x % 10).append(' ');
		sb.append('\n');
		for (int y = 1; y <= n; y++) {
			sb.append(String.format("%" + w + "d ", y));
			for (int x = 1; x <= n; x++) sb.append(g[y][x]).append(' ');
			sb.setLength(sb.length() - 1);
			sb.append('\n');
		}
		if (eval != null) {
			for (int d = 0; d < 4; d++) {
				if (!eval.isCandidate(d)) continue;
				int c = board.neighbour(head, d);
				Firing f = eval.disabledBy(d);
				sb.append(board.format(c)).append(' ').append(labyrinth.core.grid.Direction.relativeName(board.heading(), d))
						.append(": ").append(f == null ? "allowed" : "disabled by " + (legend.indexOf(f) + 1) + " " + f.ruleName()
								+ " [" + f.variant() + "] - " + f.detail());
				if (oracle != null && oracle[d] != null) {
					CompletionCounter.Count k = oracle[d];
					sb.append(!k.known() ? "; oracle: " + k : k.viable() ? "; oracle: viable, " + k + " completions" : "; oracle: doomed");
				}
				sb.append('\n');
			}
		}
		return sb.toString();
	}
}
