package labyrinth.core.grid;

/**
 * Absolute directions, numbered like the original program and its path files: 0 = down, 1 = right, 2 = up,
 * 3 = left. The walker's left of heading d is {@code (d + 1) % 4}, its right {@code (d + 3) % 4}.
 */
public final class Direction {
	public static final int DOWN = 0;
	public static final int RIGHT = 1;
	public static final int UP = 2;
	public static final int LEFT = 3;

	private static final String[] NAMES = { "down", "right", "up", "left" };
	private static final char[] LETTERS = { 'D', 'R', 'U', 'L' };

	private Direction() {
	}

	public static int leftOf(int heading) {
		return (heading + 1) & 3;
	}

	public static int rightOf(int heading) {
		return (heading + 3) & 3;
	}

	public static int opposite(int dir) {
		return (dir + 2) & 3;
	}

	public static int dx(int dir) {
		return dir == RIGHT ? 1 : dir == LEFT ? -1 : 0;
	}

	public static int dy(int dir) {
		return dir == DOWN ? 1 : dir == UP ? -1 : 0;
	}

	public static String name(int dir) {
		return NAMES[dir];
	}

	public static char letter(int dir) {
		return LETTERS[dir];
	}

	/** Direction for a letter D/R/U/L (case-insensitive), or -1. */
	public static int ofLetter(char c) {
		switch (Character.toUpperCase(c)) {
		case 'D': return DOWN;
		case 'R': return RIGHT;
		case 'U': return UP;
		case 'L': return LEFT;
		default: return -1;
		}
	}

	/** "left", "straight" or "right" for an absolute direction seen from a heading. */
	public static String relativeName(int heading, int dir) {
		if (dir == heading) return "straight";
		if (dir == leftOf(heading)) return "left";
		if (dir == rightOf(heading)) return "right";
		return "back";
	}

	/**
	 * The i-th direction in keep-left order seen from a heading: 0 = left, 1 = straight, 2 = right. The
	 * enumeration, the original's keep-left mode and discovery all explore in this order.
	 */
	public static int keepLeft(int heading, int i) {
		return (heading + 1 - i) & 3;
	}
}
