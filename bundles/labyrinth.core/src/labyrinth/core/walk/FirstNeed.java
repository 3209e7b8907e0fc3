package labyrinth.core.walk;

import labyrinth.core.grid.Board;

/**
 * Where a rule was first needed: the first position, in the run's order, where it disabled a field that no earlier
 * rule had disabled (the original program logged this for each of its rules). {@code index} is the walk of a random
 * run, or the walkthroughs an enumeration completed before that position; {@link #NEVER} if the rule never was,
 * {@link #UNKNOWN} where a resumed checkpoint did not record it.
 */
public record FirstNeed(String rule, long index, int size, int[] moves) {
	public static final long NEVER = -1;
	public static final long UNKNOWN = -2;

	public boolean found() {
		return index >= 0;
	}

	/** The position where it was needed (the line up to the live end, before the rule's decision). */
	public Board board() {
		return Board.of(size, moves);
	}

	/**
	 * All rules in one line: "first needed (walk/step): c-shape 0/12; area 3/40. Never: corridor, neck." for a random
	 * run, "(after walkthroughs/step)" for an enumeration; semicolons part the rules, since counts carry commas.
	 */
	public static String summary(java.util.List<FirstNeed> needs, boolean walks) {
		java.util.List<String> found = new java.util.ArrayList<>();
		java.util.List<String> never = new java.util.ArrayList<>();
		java.util.List<String> unknown = new java.util.ArrayList<>();
		for (FirstNeed n : needs) {
			if (n.found()) found.add(String.format(java.util.Locale.ROOT, "%s %,d/%d", n.rule(), n.index(), n.moves().length));
			else (n.index() == NEVER ? never : unknown).add(n.rule());
		}
		StringBuilder sb = new StringBuilder("first needed (" + (walks ? "walk" : "after walkthroughs") + "/step): ");
		sb.append(found.isEmpty() ? "none" : String.join("; ", found)).append('.');
		if (!never.isEmpty()) sb.append(" Never: ").append(String.join(", ", never)).append('.');
		if (!unknown.isEmpty()) sb.append(" Not recorded (older checkpoint): ").append(String.join(", ", unknown)).append('.');
		return sb.toString();
	}

	/** A name for the saved position: "first-need_c-shape". */
	public String fileName() {
		return "first-need_" + rule.replaceAll("[^A-Za-z0-9_.-]", "_");
	}

	/** The JSON form: rule, index (null if never), moves. */
	public labyrinth.kernel.io.Json json(String indexName) {
		labyrinth.kernel.io.Json j = new labyrinth.kernel.io.Json().put("rule", rule);
		if (found()) j.put(indexName, index).put("moves", MoveLetters.of(moves));
		else j.put(indexName, null).put("recorded", index != UNKNOWN);
		return j;
	}
}
