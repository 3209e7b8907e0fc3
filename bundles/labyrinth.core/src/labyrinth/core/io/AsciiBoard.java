package labyrinth.core.io;

import java.util.ArrayList;
import java.util.List;

import labyrinth.core.grid.Board;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.Firing;

/**
 * Text picture of a situation: {@code S} start, {@code #} line, {@code @} live end, {@code E} end corner,
 * {@code .} free, {@code +} an allowed candidate; a candidate disabled by a rule shows the rule's number in its set,
 * as the walker numbers it: {@code 1} to {@code 9}, then {@code a} for 10, {@code b} for 11, ...
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
		List<Firing> unnumbered = new ArrayList<>();
		if (eval != null) {
			for (int d = 0; d < 4; d++) {
				if (!eval.isCandidate(d)) continue;
				int c = board.neighbour(head, d);
				Firing f = eval.disabledBy(d);
				char mark = '+';
				if (f != null) mark = mark(number(eval, f, unnumbered));
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
						.append(": ").append(f == null ? "allowed" : "disabled by " + number(eval, f, unnumbered) + " " + f.label()
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

	/** The number of the rule that fired {@code f} in its set (1 the first); by order of appearance if it has none. */
	private static int number(Evaluation eval, Firing f, List<Firing> unnumbered) {
		int inSet = eval.ruleNumber(f.ruleId());
		if (inSet > 0) return inSet;
		if (!unnumbered.contains(f)) unnumbered.add(f);
		return unnumbered.indexOf(f) + 1;
	}

	private static char mark(int number) {
		return number <= 9 ? (char) ('0' + number) : (char) ('a' + Math.min(number - 10, 25));
	}
}
