package labyrinth.core.patterns;

/**
 * What a pattern cell requires of the field it lies on. The symbol is the one drawn in {@code .lrules} pattern
 * rows; this enum is the single place that defines the legend.
 */
public enum CellKind {
	ANY('?', "any field (no condition)"),
	LIVE_END('@', "the live end; the pattern is drawn heading up, so the row above is straight ahead"),
	EMPTY('.', "an empty field"),
	TAKEN('#', "a field taken by the line"),
	BORDER('=', "outside the grid"),
	TAKEN_OR_BORDER('*', "taken by the line or outside the grid"),
	TAKEN_UP('^', "taken; the line went on from it upwards (straight ahead in the drawing)"),
	TAKEN_DOWN('v', "taken; the line went on from it downwards"),
	TAKEN_LEFT('<', "taken; the line went on from it to the left"),
	TAKEN_RIGHT('>', "taken; the line went on from it to the right"),
	NOT_END_CORNER('o', "an empty field that is not the end corner (n,n)"),
	FORBIDDEN('x', "the field the rule disables: left, straight or right of the live end"),
	AREA_START('s', "an empty field where the counted area starts"),
	AREA_END('e', "an empty field where the counted area ends");

	private final char symbol;
	private final String meaning;

	CellKind(char symbol, String meaning) {
		this.symbol = symbol;
		this.meaning = meaning;
	}

	public char symbol() {
		return symbol;
	}

	public String meaning() {
		return meaning;
	}

	/** The kind drawn with {@code c}, or null if {@code c} is not a pattern symbol. */
	public static CellKind of(char c) {
		for (CellKind k : values()) {
			if (k.symbol == c) return k;
		}
		return null;
	}

	/** Relative direction (left, straight) an arrow points to, or null for other kinds. */
	public int[] arrow() {
		return switch (this) {
		case TAKEN_UP -> new int[] { 0, 1 };
		case TAKEN_DOWN -> new int[] { 0, -1 };
		case TAKEN_LEFT -> new int[] { 1, 0 };
		case TAKEN_RIGHT -> new int[] { -1, 0 };
		default -> null;
		};
	}

	static CellKind arrowOf(int left, int straight) {
		if (left == 0) return straight > 0 ? TAKEN_UP : TAKEN_DOWN;
		return left > 0 ? TAKEN_LEFT : TAKEN_RIGHT;
	}

	/** Kinds that can only match a field inside the grid. */
	boolean needsInside() {
		return switch (this) {
		case EMPTY, TAKEN, TAKEN_UP, TAKEN_DOWN, TAKEN_LEFT, TAKEN_RIGHT, NOT_END_CORNER, AREA_START, AREA_END -> true;
		default -> false;
		};
	}

	/** All symbols, separated by blanks. */
	public static String symbols() {
		StringBuilder sb = new StringBuilder();
		for (CellKind k : values()) sb.append(sb.length() > 0 ? " " : "").append(k.symbol);
		return sb.toString();
	}
}
