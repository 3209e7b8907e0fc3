package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * The part of the board a region analysis looks at: the fields within king's distance {@code radius} of a centre
 * near the live end. The free fields beyond it count as one outside node that may be entered and left any number
 * of times and joins whatever it touches. A line through the board is also a line through that merged graph, so
 * merging only drops constraints: an analysis that refuses a position on its window would refuse it on the whole
 * board, and stays sound. Its work is bounded by the window's (2 radius + 1)^2 fields, whatever the board's size.
 * How many free fields of each colour lie beyond is known from the totals, so an area that holds them all is still
 * counted exactly.
 * <p>
 * Placing a window costs one look at each of its fields; {@link #WHOLE_BOARD} costs nothing and puts no field
 * beyond.
 */
final class Window {
	/** The radius that puts the whole board in the window. */
	static final int WHOLE_BOARD = 0;
	/**
	 * The smallest radius: the live end's fields and their sides lie inside it, wherever the window is centred (the
	 * live end or the field it just left).
	 */
	static final int MIN_RADIUS = 3;

	private final int radius;
	/** Per board cell: the placement that last found it in the window (a look-up is cheaper than coordinates). */
	private int[] inside = new int[0];
	private int placement;
	private boolean beyond;
	private int freeInside;
	private int freeBeyond;
	private int onesBeyond;
	/** The free fields in the window with a free side beyond it: the outside node's neighbours. */
	private int[] edge = new int[0];
	private int edgeCount;

	Window(int radius) {
		this.radius = BuiltinRules.checkWindow(radius);
	}

	/** The width of a window of {@code radius}; for {@link #WHOLE_BOARD}, no bound. */
	static int span(int radius) {
		return radius == WHOLE_BOARD ? Integer.MAX_VALUE : 2 * radius + 1;
	}

	/** The fields a window of {@code radius} holds at most; for {@link #WHOLE_BOARD}, no bound. */
	static int fields(int radius) {
		return radius == WHOLE_BOARD ? Integer.MAX_VALUE : (2 * radius + 1) * (2 * radius + 1);
	}

	/**
	 * Centres the window on the field the live end just left (on the live end of a line of one field), as the
	 * analyses of the board after a step do: the same window as {@link #place} on the board before it.
	 */
	boolean placeBehind(Board b) {
		return place(b, b.length() >= 2 ? b.pathCell(b.length() - 2) : b.head());
	}

	/** Centres the window on {@code centre}; answers whether free fields lie beyond it. */
	boolean place(Board b, int centre) {
		int n = b.size();
		int cx = b.x(centre);
		int cy = b.y(centre);
		int minX = first(cx, radius);
		int maxX = last(cx, radius, n);
		int minY = first(cy, radius);
		int maxY = last(cy, radius, n);
		if (radius == WHOLE_BOARD || holdsBoard(minX, minY, maxX, maxY, n)) {
			// nothing to look at
			freeInside = b.freeCount();
			freeBeyond = onesBeyond = 0;
			edgeCount = 0;
			return beyond = false;
		}
		if (inside.length < b.cellCount()) {
			inside = new int[b.cellCount()];
			placement = 0;
		}
		if (++placement == Integer.MAX_VALUE) {
			java.util.Arrays.fill(inside, 0);
			placement = 1;
		}
		int free = 0;
		int ones = 0;
		for (int y = minY; y <= maxY; y++) {
			for (int c = b.cell(minX, y), last = b.cell(maxX, y); c <= last; c++) {
				inside[c] = placement;
				if (b.isFree(c)) {
					free++;
					ones += b.colour(c);
				}
			}
		}
		freeInside = free;
		freeBeyond = b.freeCount() - free;
		onesBeyond = freeOnes(b) - ones;
		edgeCount = 0;
		beyond = free < b.freeCount();
		if (!beyond) return false;
		if (edge.length < 4 * (2 * radius + 1)) edge = new int[4 * (2 * radius + 1)];
		// the window's own rows and columns on each side that the board does not cut off
		for (int y = minY; y <= maxY; y++) {
			addEdge(b, b.cell(minX, y));
			if (maxX != minX) addEdge(b, b.cell(maxX, y));
		}
		for (int x = minX + 1; x < maxX; x++) {
			addEdge(b, b.cell(x, minY));
			if (maxY != minY) addEdge(b, b.cell(x, maxY));
		}
		return true;
	}

	/** The first row or column of a window of {@code radius} around row or column {@code centre}. */
	static int first(int centre, int radius) {
		return Math.max(1, centre - radius);
	}

	/** The last row or column of a window of {@code radius} around row or column {@code centre}, on n x n. */
	static int last(int centre, int radius, int n) {
		return Math.min(n, centre + radius);
	}

	/** Whether the window from (minX, minY) to (maxX, maxY) holds the whole n x n board. */
	static boolean holdsBoard(int minX, int minY, int maxX, int maxY, int n) {
		return minX == 1 && minY == 1 && maxX == n && maxY == n;
	}

	private void addEdge(Board b, int c) {
		if (!b.isFree(c)) return;
		for (int d = 0; d < 4; d++) {
			if (leadsBeyond(b, b.neighbour(c, d))) {
				edge[edgeCount++] = c;
				return;
			}
		}
	}

	/** Whether free fields lie beyond the window placed last. */
	boolean beyond() {
		return beyond;
	}

	/** Whether {@code cell}, a free field next to a field in the window, lies beyond it. */
	private boolean leadsBeyond(Board b, int cell) {
		return beyond && b.isFree(cell) && !contains(cell);
	}

	/** Whether field {@code cell} lies in the window; on the whole board, always. */
	boolean contains(int cell) {
		return !beyond || inside[cell] == placement;
	}

	/** The free fields in the window. */
	int freeInside() {
		return freeInside;
	}

	/**
	 * The free fields beyond the window when it was placed. Steps inside the window leave it as it is, so it holds
	 * for the board after a step of the live end too.
	 */
	int freeBeyond() {
		return freeBeyond;
	}

	/** The free fields of colour 1 beyond the window: counted from the totals, not looked at. */
	int onesBeyond() {
		return onesBeyond;
	}

	/** Free fields of colour 1 on the board: the line alternates colours from the start, which has colour 0. */
	static int freeOnes(Board b) {
		int n = b.size();
		return (n * n - 1) / 2 - b.length() / 2;
	}

	/** Free fields of colour 0 minus free fields of colour 1 on the board. */
	static int freeDiff(Board b) {
		return b.freeCount() - 2 * freeOnes(b);
	}

	/** The free fields in the window that have a free side beyond it, valid up to {@link #edgeCount()}. */
	int[] edge() {
		return edge;
	}

	int edgeCount() {
		return edgeCount;
	}
}
