package labyrinth.core.grid;

/**
 * An n x n grid (n odd) with the line drawn so far.
 * <p>
 * Cells live in a flat array with a one-cell border ring, so a neighbour is {@code cell + delta(dir)} and
 * "is taken / is border" is one array read. Every update on {@link #step} and {@link #back} is O(1): nothing
 * ever scans the path. Coordinates are 1-based, (1,1) top-left, the line starts at (1,1) and must end at (n,n).
 */
public final class Board {
	public static final int MIN_SIZE = 3;
	public static final int MAX_SIZE = 63;

	/** {@link #stepAt} value of a border cell. */
	public static final int BORDER = -1;

	private final int n;
	private final int width;
	private final int[] delta;
	/** 0 = free, BORDER, or the 1-based index of the step that took the cell. */
	private final int[] stepAt;
	/** path[i] = cell of step i+1; path[0] is (1,1). */
	private final int[] path;
	/** heading[i] = direction of travel when path[i] was entered; heading[0] = DOWN (a virtual step from (1,0)). */
	private final int[] heading;
	private final int target;
	/** key[i] names the line of i+1 cells: a hash of its cells in order with the direction each was entered. */
	private final long[] key;
	private int length;

	public Board(int n) {
		checkSize(n);
		this.n = n;
		this.width = n + 2;
		this.delta = new int[] { width, 1, -width, -1 };
		this.stepAt = new int[width * width];
		for (int i = 0; i < width; i++) {
			stepAt[i] = BORDER;
			stepAt[(width - 1) * width + i] = BORDER;
			stepAt[i * width] = BORDER;
			stepAt[i * width + width - 1] = BORDER;
		}
		this.path = new int[n * n];
		this.heading = new int[n * n];
		this.key = new long[n * n];
		this.target = cell(n, n);
		int start = cell(1, 1);
		path[0] = start;
		heading[0] = Direction.DOWN;
		stepAt[start] = 1;
		key[0] = mix(start);
		length = 1;
	}

	/** A 64-bit mix (splitmix64's finalizer): every input bit reaches every output bit. */
	private static long mix(long z) {
		z = (z + 0x9E3779B97F4A7C15L) * 0xBF58476D1CE4E5B9L;
		z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
		return z ^ (z >>> 31);
	}

	/** The size rule in words, for messages: every size check in the product uses {@link #isValidSize}. */
	public static final String SIZE_RULE = "an odd number from " + MIN_SIZE + " to " + MAX_SIZE;

	/** Grids are square with an odd side (so (1,1) and (n,n) have the same colour) and fit the engine's tables. */
	public static boolean isValidSize(int n) {
		return n >= MIN_SIZE && n <= MAX_SIZE && n % 2 == 1;
	}

	public static void checkSize(int n) {
		if (!isValidSize(n)) {
			throw new IllegalArgumentException(
					"size must be " + SIZE_RULE + ", got " + n);
		}
	}

	public int size() {
		return n;
	}

	/** Row stride of the flat cell array (n + 2). */
	public int width() {
		return width;
	}

	/** Number of entries in the flat cell array, border included. */
	public int cellCount() {
		return width * width;
	}

	public int cell(int x, int y) {
		return y * width + x;
	}

	public int x(int cell) {
		return cell % width;
	}

	public int y(int cell) {
		return cell / width;
	}

	public boolean inside(int x, int y) {
		return x >= 1 && y >= 1 && x <= n && y <= n;
	}

	public int delta(int dir) {
		return delta[dir];
	}

	public int neighbour(int cell, int dir) {
		return cell + delta[dir];
	}

	public boolean isFree(int cell) {
		return stepAt[cell] == 0;
	}

	public boolean isBorder(int cell) {
		return stepAt[cell] == BORDER;
	}

	/** Taken by the line (the live end included). */
	public boolean isTaken(int cell) {
		return stepAt[cell] > 0;
	}

	/** 1-based step index of a taken cell, 0 if free, {@link #BORDER} on the border. */
	public int stepAt(int cell) {
		return stepAt[cell];
	}

	/** Checkerboard colour: 0 for cells with even x+y (like the start and the end), 1 otherwise. */
	public int colour(int cell) {
		// cell = y * width + x with an odd width, so x + y and cell have the same parity: no division
		return cell & 1;
	}

	public int target() {
		return target;
	}

	public int start() {
		return path[0];
	}

	/** Number of cells on the line, the live end included. */
	public int length() {
		return length;
	}

	public int freeCount() {
		return n * n - length;
	}

	public int head() {
		return path[length - 1];
	}

	/** Direction of the last move (DOWN before the first one). */
	public int heading() {
		return heading[length - 1];
	}

	public int pathCell(int index) {
		if (index < 0 || index >= length) throw new IndexOutOfBoundsException(index);
		return path[index];
	}

	/** A board with the same line that shares nothing with this one (for work on another thread). */
	public Board copy() {
		Board c = new Board(size());
		for (int i = 1; i < length(); i++) c.stepToCell(pathCell(i));
		return c;
	}

	/** The board of size n with the line of these moves from (1,1) (directions, checked as {@link #step} checks them). */
	public static Board of(int n, int[] moves) {
		Board b = new Board(n);
		for (int d : moves) b.step(d);
		return b;
	}

	/** The line's moves from (1,1), as directions: the heading into each field after the first. */
	public int[] moves() {
		return java.util.Arrays.copyOfRange(heading, 1, length);
	}

	/** Direction of travel into path cell {@code index} (index >= 1). */
	public int pathHeading(int index) {
		if (index < 0 || index >= length) throw new IndexOutOfBoundsException(index);
		return heading[index];
	}

	/**
	 * Names the current position: the same line always has the same key, whichever way the board got there, and
	 * different lines have different keys except with probability 2^-64. Lets rules share work done at one position.
	 */
	public long positionKey() {
		return key[length - 1];
	}

	public boolean isComplete() {
		return length == n * n && path[length - 1] == target;
	}

	/**
	 * Geometric candidates of the live end as a direction mask (bit d = direction d): free neighbours, where the
	 * end corner counts only as the very last field. No rule is applied here.
	 */
	public int candidates() {
		int h = path[length - 1];
		if (h == target) return 0;
		boolean last = length == n * n - 1;
		int mask = 0;
		for (int d = 0; d < 4; d++) {
			int c = h + delta[d];
			if (stepAt[c] == 0 && (c != target || last)) mask |= 1 << d;
		}
		return mask;
	}

	/** Moves the live end one field in direction {@code dir}; the field must be free. */
	public void step(int dir) {
		stepTo(path[length - 1] + delta[dir], dir);
	}

	/** Moves the live end to an adjacent free cell. */
	public void stepToCell(int cell) {
		int h = path[length - 1];
		for (int d = 0; d < 4; d++) {
			if (h + delta[d] == cell) {
				stepTo(cell, d);
				return;
			}
		}
		throw new IllegalArgumentException("(" + x(cell) + "," + y(cell) + ") is not next to the live end");
	}

	private void stepTo(int cell, int dir) {
		if (stepAt[cell] != 0) {
			throw new IllegalStateException("(" + x(cell) + "," + y(cell) + ") is not free");
		}
		path[length] = cell;
		heading[length] = dir;
		key[length] = mix(key[length - 1] ^ (cell * 4L + dir));
		length++;
		stepAt[cell] = length;
	}

	/** Takes the last step back. */
	public void back() {
		if (length <= 1) throw new IllegalStateException("the line has no step to take back");
		length--;
		stepAt[path[length]] = 0;
	}

	/** Free neighbours of a cell (not counting the live end). */
	public int freeNeighbours(int cell) {
		return (stepAt[cell + delta[0]] == 0 ? 1 : 0) + (stepAt[cell + delta[1]] == 0 ? 1 : 0)
				+ (stepAt[cell + delta[2]] == 0 ? 1 : 0) + (stepAt[cell + delta[3]] == 0 ? 1 : 0);
	}

	/** "(x,y)" in 1-based user coordinates. */
	public String format(int cell) {
		return "(" + x(cell) + "," + y(cell) + ")";
	}
}
