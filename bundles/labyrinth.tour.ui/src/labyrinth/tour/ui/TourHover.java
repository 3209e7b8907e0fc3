package labyrinth.tour.ui;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;

import labyrinth.knights.MoveOrdering;
import labyrinth.knights.Moves;

/**
 * Explains what is under the mouse in a tiebreak table: a move-ordering spelled out move by move (or what is wrong
 * with it), {@code m}, the sizes a case applies to, and the table's keywords.
 */
public class TourHover implements ITextHover {
	/** The hover over {@code m}. */
	public static final String BOARD_SIZE = "m: the board size (the board is m x m, squares (row, column) from (1,1) at the top left)";

	private static final Map<String, String> KEYWORDS = Map.of(
			"until", "until (row, column): the ordering breaks ties until the knight reaches that square (1-based, expressions"
					+ " in m); then the next ordering takes over",
			"to", "to end: the ordering breaks ties to the end of the tour",
			"end", "to end: the ordering breaks ties to the end of the tour",
			"tiebreak", "tiebreak table NAME [sizes from N]: cases by the board size m, each a list of move-orderings that break"
					+ " the ties of Warnsdorff's rule",
			"sizes", "sizes from N: every board size from N on must have a case (5 if not given)");

	private static final Pattern RESIDUE_CASE = Pattern.compile("\\s*case\\s+m\\s+mod\\s+(\\d+)\\s*=\\s*(\\d+)(?:\\s+from\\s+(\\d+))?\\s*:.*",
			Pattern.DOTALL);
	private static final Pattern EXACT_CASE = Pattern.compile("\\s*case\\s+m\\s*=\\s*(\\d+)\\s*:.*", Pattern.DOTALL);

	@Override
	public String getHoverInfo(ITextViewer viewer, IRegion region) {
		return labyrinth.lang.ui.HoverText.wrap(describe(viewer.getDocument(), region.getOffset()));
	}

	@Override
	public IRegion getHoverRegion(ITextViewer viewer, int offset) {
		return new Region(offset, 0);
	}

	/** The explanation for the text at {@code offset}, or null if there is nothing to explain. */
	public static String describe(IDocument doc, int offset) {
		try {
			if (offset < 0 || offset >= doc.getLength()) return null;
			int line = doc.getLineOfOffset(offset);
			int start = doc.getLineOffset(line);
			String text = doc.get(start, doc.getLineLength(line));
			int col = offset - start;
			int comment = text.indexOf("//");
			if (comment >= 0 && col >= comment) return null;
			String word = wordAt(text, col);
			if (word == null) return null;
			if (word.chars().allMatch(Character::isDigit) && text.strip().startsWith(word)) return ordering(word);
			if ("m".equals(word)) return BOARD_SIZE;
			if ("case".equals(word)) return caseSizes(text);
			if (("from".equals(word) || "mod".equals(word)) && text.strip().startsWith("case")) return caseSizes(text);
			return KEYWORDS.get(word);
		} catch (BadLocationException e) {
			return null;
		}
	}

	/** A move-ordering spelled out: each move type with its (row, column) step, first preferred. */
	public static String ordering(String digits) {
		String problem = MoveOrdering.problem(digits);
		if (problem != null) return problem;
		StringBuilder b = new StringBuilder("move-ordering: among tied squares prefer ");
		for (int i = 0; i < 8; i++) {
			int t = digits.charAt(i) - '0';
			b.append(i == 0 ? "" : ", then ").append(t).append(" (").append(signed(Moves.ROW[t])).append(',')
					.append(signed(Moves.COL[t])).append(')');
		}
		return b.toString();
	}

	/** The sizes a case line applies to (cases are tried in order, so an earlier one may take some of them). */
	static String caseSizes(String line) {
		Matcher exact = EXACT_CASE.matcher(line);
		if (exact.matches()) return "case m = " + exact.group(1) + ": the " + exact.group(1) + " x " + exact.group(1) + " board only";
		Matcher residue = RESIDUE_CASE.matcher(line);
		if (!residue.matches()) return "case: the board sizes m the stages below are for; the first case that applies to m is used";
		int modulus = Integer.parseInt(residue.group(1));
		int r = Integer.parseInt(residue.group(2));
		int from = residue.group(3) == null ? 1 : Integer.parseInt(residue.group(3));
		if (modulus == 0 || r >= modulus) return "case: no board size has this residue";
		int m = from + Math.floorMod(r - from, modulus);
		StringBuilder b = new StringBuilder("case: m = ");
		for (int i = 0; i < 4; i++) b.append(m + i * modulus).append(", ");
		return b.append("... unless an earlier case applies").toString();
	}

	private static String signed(int x) {
		return x > 0 ? "+" + x : Integer.toString(x);
	}

	private static String wordAt(String text, int col) {
		int a = col, b = col;
		while (a > 0 && isIdChar(text.charAt(a - 1))) a--;
		while (b < text.length() && isIdChar(text.charAt(b))) b++;
		return a < b ? text.substring(a, b) : null;
	}

	private static boolean isIdChar(char c) {
		return Character.isLetterOrDigit(c) || c == '_';
	}
}
