package labyrinth.tour;

/**
 * How deep and how long a table's expressions may be. The parser and the model's evaluation recurse once per nesting
 * level and once per term, so 2,000 nested parentheses or a 50,000-term sum would end in a StackOverflowError; real
 * switching squares need a few terms. Checked on the text, before parsing.
 */
public final class TourLimits {
	/** Parentheses nested deeper than this are refused. */
	public static final int MAX_NESTING = 50;
	/** Operators in one stage's square (row and column together) beyond this are refused. */
	public static final int MAX_OPERATORS = 500;

	/** A problem at a position: 1-based line and column. */
	public record Problem(int line, int column, String message) {
	}

	private TourLimits() {
	}

	/** The first place the text goes beyond a limit, or null. Comments are skipped. */
	public static Problem check(String text) {
		int depth = 0;
		int operators = 0;
		int line = 1;
		int column = 1;
		for (int i = 0; i < text.length(); i++, column++) {
			char c = text.charAt(i);
			if (c == '\n') {
				line++;
				column = 0;
				continue;
			}
			if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
				while (i + 1 < text.length() && text.charAt(i + 1) != '\n') i++;
				continue;
			}
			if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '*') {
				int end = text.indexOf("*/", i + 2);
				int stop = end < 0 ? text.length() : end + 2;
				for (; i < stop - 1; i++) {
					if (text.charAt(i) == '\n') {
						line++;
						column = 0;
					} else {
						column++;
					}
				}
				continue;
			}
			if (c == '(' && ++depth > MAX_NESTING) {
				return new Problem(line, column, "parentheses nested more than " + MAX_NESTING + " deep; write the square more simply");
			}
			if (c == ')' && depth > 0) depth--;
			if (text.startsWith("until", i)) operators = 0;
			if ((c == '+' || c == '-' || c == '*' || c == '/') && ++operators > MAX_OPERATORS) {
				return new Problem(line, column, "a switching square of more than " + MAX_OPERATORS + " operations; write it more simply");
			}
		}
		return null;
	}
}
