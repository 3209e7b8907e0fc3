package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * Two-field gates on the sides the corridors leave open: if removing fields u and v cuts off a part R holding
 * neither the live end nor the end corner, the line enters R once and leaves it once, through u and v, so R with u
 * and v must be one stretch from u to v. (A second visit would need a third way in; a stretch that starts and ends
 * at the same gate field would close a loop.) Either may be the live end or the end corner, where the line starts or
 * ends. The stretch must fit the colours: on a checkerboard a stretch alternates, so with u and v of one colour that
 * colour has one field more, otherwise both have as many. A part of up to {@link #EXACT_FIELDS} fields is also
 * searched for such a stretch, within a bounded number of steps.
 * <p>
 * u is the live end or a field next to it (the step changed the region there) that touches more than whole 2x2
 * squares of the region. For each u, one Tarjan search of the open sides without u, rooted at the end corner, finds
 * every v with the parts it cuts off.
 */
final class GateAnalysis {
	/** Parts up to this many fields are searched for a stretch; larger ones only get the colour check. */
	static final int EXACT_FIELDS = 24;
	/** Steps the search of one part may take; past it the part is let through. */
	static final int SEARCH_STEPS = 20_000;
	/** How far from the live end (in rows and columns) u may be. */
	private static final int REACH = 1;

	private int capacity;
	private int[] disc;
	private int[] low;
	private int[] sub;
	private int[] ones;
	private int[] stackCell;
	private int[] stackDir;
	/** Per field, the u pass it was last seen in, and for gate fields the parts cut off there in that pass. */
	private int[] seen;
	private int[] partsAt;
	private int pass;
	/** The exact search: the stretch so far (stamped), and its fields and next directions. */
	private int[] onStretch;
	private int[] searchCell;
	private int[] searchDir;
	private int partStamp;

	private Board b;
	private int[] open;
	private int head;
	private int target;

	private int culprit;
	private String reason;

	/**
	 * True if some gate cannot be passed. {@code open} holds the sides left open by the corridor reasoning for the
	 * fields of the rest of the line (the free fields and the live end).
	 */
	boolean refutes(Board board, int[] openSides) {
		b = board;
		open = openSides;
		head = b.head();
		target = b.target();
		culprit = -1;
		ensureCapacity(b.cellCount());
		int hx = b.x(head);
		int hy = b.y(head);
		for (int y = Math.max(1, hy - REACH); y <= Math.min(b.size(), hy + REACH); y++) {
			for (int x = Math.max(1, hx - REACH); x <= Math.min(b.size(), hx + REACH); x++) {
				int u = b.cell(x, y);
				if (u == target || !(u == head || b.isFree(u)) || u != head && insideOnly(u)) continue;
				if (gatesThrough(u)) return true;
			}
		}
		return false;
	}

	/**
	 * Whether all four 2x2 squares around u are whole: four fields of the rest of the line joined by four open sides.
	 * Two fields that cut off a part share two faces of the plane graph of open sides; a field whose faces are all
	 * such squares shares at most one with any other field.
	 */
	private boolean insideOnly(int u) {
		if (open[u] != 15) return false;
		for (int d = 0; d < 4; d++) {
			int e = (d + 1) & 3;
			int a = b.neighbour(u, d);
			int c = b.neighbour(u, e);
			int diagonal = b.neighbour(a, e);
			if (!isNode(diagonal) || (open[a] & (1 << e)) == 0 || (open[c] & (1 << d)) == 0) return false;
		}
		return true;
	}

	private boolean isNode(int c) {
		return c == head || b.isFree(c);
	}

	int culprit() {
		return culprit;
	}

	String reason() {
		return reason;
	}

	/** Tarjan's search of the open sides without u, from the end corner; judges every part a field v cuts off. */
	private boolean gatesThrough(int u) {
		if (++pass == Integer.MAX_VALUE) {
			java.util.Arrays.fill(seen, 0);
			pass = 1;
		}
		int time = 0;
		int top = 0;
		stackCell[0] = target;
		stackDir[0] = 0;
		visit(target, ++time);
		while (top >= 0) {
			int c = stackCell[top];
			int d = stackDir[top];
			if (d < 4) {
				stackDir[top] = d + 1;
				if ((open[c] & (1 << d)) == 0) continue;
				int w = b.neighbour(c, d);
				if (w == u) continue;
				if (seen[w] != pass) {
					visit(w, ++time);
					stackCell[++top] = w;
					stackDir[top] = 0;
				} else if (disc[w] < low[c]) {
					low[c] = disc[w];
				}
				continue;
			}
			top--;
			if (top < 0) break;
			int p = stackCell[top];
			if (low[c] < low[p]) low[p] = low[c];
			sub[p] += sub[c];
			ones[p] += ones[c];
			if (low[c] < disc[p] && p != target) continue;
			// p cuts off c's subtree from the end corner; with u the live end and p the end corner, the subtree is all
			// the rest, which the area rules judge
			if (u == head && p == target) continue;
			if (u != head && under(head, c)) continue; // the live end's own side
			if (partsAt[p] > 0) return fail(p, "two parts behind " + b.format(u) + " and " + b.format(p) + " would each need a stretch between them");
			int verdict = crossing(u, p, c);
			if (verdict != CROSSABLE) return fail(p, explain(verdict, u, p, c));
			partsAt[p]++;
		}
		// fields out of the end corner's reach without u are the live end's side, or cut off by u alone, which the
		// open-sides search has refused already
		return false;
	}

	private void visit(int c, int time) {
		seen[c] = pass;
		disc[c] = low[c] = time;
		sub[c] = 1;
		ones[c] = b.colour(c);
		partsAt[c] = 0;
	}

	private static final int CROSSABLE = 0;
	private static final int NO_WAY_IN = 1;
	private static final int COLOURS = 2;
	private static final int NO_STRETCH = 3;

	/** Whether the part under c (cut off by u and v) can be crossed from u to v, or what stops it. */
	private int crossing(int u, int v, int c) {
		if (!touches(u, c)) return NO_WAY_IN;
		int ofEnds = ofEndsColour(u, v, c);
		int surplus = ofEnds - (sub[c] + 2 - ofEnds);
		if (surplus != (b.colour(u) == b.colour(v) ? 1 : 0)) return COLOURS;
		if (sub[c] <= EXACT_FIELDS && noStretch(u, v, c)) return NO_STRETCH;
		return CROSSABLE;
	}

	/** Fields of u's colour in the part under c with u and v. */
	private int ofEndsColour(int u, int v, int c) {
		int colourOne = ones[c] + b.colour(u) + b.colour(v);
		return b.colour(u) == 1 ? colourOne : sub[c] + 2 - colourOne;
	}

	/** The explanation of a {@link #crossing} verdict other than {@link #CROSSABLE}. */
	private String explain(int verdict, int u, int v, int c) {
		String part = "the part of " + sub[c] + " field" + (sub[c] == 1 ? "" : "s") + " behind " + b.format(u) + " and " + b.format(v);
		if (verdict == NO_WAY_IN) return part + " has no way in from " + b.format(u) + ": the line could enter it but not leave";
		if (verdict == NO_STRETCH) return part + " has no stretch between them through all its fields";
		int ofEnds = ofEndsColour(u, v, c);
		return part + " has, with the two, " + ofEnds + " fields of their colour and " + (sub[c] + 2 - ofEnds)
				+ " of the other; a stretch between them has " + (b.colour(u) == b.colour(v) ? "one more of their colour" : "as many of each");
	}

	/** Whether field w lies in c's subtree of this pass's search. */
	private boolean under(int w, int c) {
		return seen[w] == pass && disc[w] >= disc[c] && disc[w] < disc[c] + sub[c];
	}

	/** Whether u has an open side into the part under c. */
	private boolean touches(int u, int c) {
		for (int d = 0; d < 4; d++) {
			if ((open[u] & (1 << d)) == 0) continue;
			int w = b.neighbour(u, d);
			if (under(w, c)) return true;
		}
		return false;
	}

	/** Depth-first search for a stretch from u through every field of the part to v; false if cut short. */
	private boolean noStretch(int u, int v, int c) {
		if (++partStamp == Integer.MAX_VALUE) {
			java.util.Arrays.fill(onStretch, 0);
			partStamp = 1;
		}
		int want = sub[c] + 2;
		int steps = 0;
		int top = 0;
		searchCell[0] = u;
		searchDir[0] = 0;
		onStretch[u] = partStamp;
		while (top >= 0) {
			int x = searchCell[top];
			int d = searchDir[top];
			if (d == 4) {
				onStretch[x] = 0;
				top--;
				continue;
			}
			searchDir[top] = d + 1;
			if ((open[x] & (1 << d)) == 0) continue;
			int w = b.neighbour(x, d);
			if (w == v) {
				if (top + 2 == want) return false; // v ends the stretch (of top + 2 fields): it is never stepped on
				continue;
			}
			if (onStretch[w] == partStamp || !under(w, c)) continue;
			if (++steps > SEARCH_STEPS) return false;
			onStretch[w] = partStamp;
			searchCell[++top] = w;
			searchDir[top] = 0;
		}
		return true;
	}

	private boolean fail(int cell, String why) {
		culprit = cell;
		reason = why;
		return true;
	}

	private void ensureCapacity(int cells) {
		if (cells <= capacity) return;
		capacity = cells;
		disc = new int[cells];
		low = new int[cells];
		sub = new int[cells];
		ones = new int[cells];
		stackCell = new int[cells];
		stackDir = new int[cells];
		seen = new int[cells];
		partsAt = new int[cells];
		onStretch = new int[cells];
		searchCell = new int[cells];
		searchDir = new int[cells];
		pass = 0;
		partStamp = 0;
	}
}
