package labyrinth.knights;

/** A permutation of the move types 1..8: among tied squares, the move type that comes first wins. */
public final class MoveOrdering implements java.io.Serializable {
	private static final long serialVersionUID = 1L;
	private final String text;
	private final int[] rank = new int[9];

	private MoveOrdering(String text) {
		this.text = text;
		for (int i = 0; i < 8; i++) rank[text.charAt(i) - '0'] = i;
	}

	/** Reads an ordering like 34261578; a problem is described with the 1-based position of the offending digit. */
	public static MoveOrdering parse(String text) {
		String why = problem(text);
		if (why != null) throw new IllegalArgumentException(why);
		return new MoveOrdering(text);
	}

	/** Why the text is not a move-ordering, or null if it is one. */
	public static String problem(String text) {
		if (text.length() != 8) return "a move-ordering has the eight digits 1..8 once each, got " + text.length() + " characters in '" + text + "'";
		boolean[] seen = new boolean[10];
		for (int i = 0; i < 8; i++) {
			char c = text.charAt(i);
			if (c < '1' || c > '8') return "digit " + (i + 1) + " of '" + text + "' is '" + c + "'; move types are 1..8";
			if (seen[c - '0']) return "digit " + (i + 1) + " of '" + text + "' repeats move type " + c + "; each of 1..8 must appear once";
			seen[c - '0'] = true;
		}
		return null;
	}

	/** The position of move type t in the ordering, 0 first. */
	public int rank(int type) {
		return rank[type];
	}

	@Override
	public String toString() {
		return text;
	}
}
