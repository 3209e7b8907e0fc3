package labyrinth.reach;

import java.util.Locale;

/** The four directions of travel, in the order their bits appear in routing masks. */
public enum Direction {
	UP(-1, 0), RIGHT(0, 1), DOWN(1, 0), LEFT(0, -1);

	private static final Direction[] ALL = values();

	public final int rowDelta;
	public final int colDelta;

	Direction(int rowDelta, int colDelta) {
		this.rowDelta = rowDelta;
		this.colDelta = colDelta;
	}

	public int bit() {
		return 1 << ordinal();
	}

	public Direction opposite() {
		return ALL[(ordinal() + 2) & 3];
	}

	public static Direction of(int index) {
		return ALL[index];
	}

	/** The direction whose delta is (rowDelta, colDelta), or null if that is not a unit step. */
	public static Direction ofDelta(int rowDelta, int colDelta) {
		for (Direction d : ALL) {
			if (d.rowDelta == rowDelta && d.colDelta == colDelta) return d;
		}
		return null;
	}

	/** Reads up/down/left/right, their first letters, or an arrow character ^ v < >; null if it is none of them. */
	public static Direction parse(String text) {
		return switch (text.strip().toLowerCase(Locale.ROOT)) {
		case "up", "u", "^", "north", "n" -> UP;
		case "right", "r", ">", "east", "e" -> RIGHT;
		case "down", "d", "v", "south", "s" -> DOWN;
		case "left", "l", "<", "west", "w" -> LEFT;
		default -> null;
		};
	}

	public String delta() {
		return "(" + signed(rowDelta) + "," + signed(colDelta) + ")";
	}

	private static String signed(int x) {
		return x > 0 ? "+" + x : Integer.toString(x);
	}

	public String label() {
		return name().toLowerCase(Locale.ROOT);
	}
}
