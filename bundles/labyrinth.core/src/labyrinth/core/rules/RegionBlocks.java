package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * {@link AreaAnalysis}'s verdict for every candidate of one position from a single pass.
 * <p>
 * After a step to candidate c the analysed graph is the free region of the position before the step (c included as
 * the new live end, the old live end gone), whichever candidate it is: only the start of the rest changes. Cut
 * fields do not depend on where a search starts, so one Tarjan pass over the free region, rooted at the end corner
 * t, answers for any c in time proportional to the cut fields between c and t:
 * <ul>
 * <li>unreachable: the region is not connected;</li>
 * <li>split: c is a cut field;</li>
 * <li>dead-end pocket: some cut field other than c cuts off a part holding neither c nor t, that is, not every
 * separated subtree of the search tree lies on the path from c up to t;</li>
 * <li>parity and colour: the segments between the cut fields that separate c from t, from c outwards, as the
 * analysis checks them.</li>
 * </ul>
 * The verdict is the same as {@link AreaAnalysis#analyse} on the board after the step (a test compares them on
 * random positions); the analysis itself still runs when a firing must be explained.
 * <p>
 * On a {@link Window} the free fields beyond it are one vertex, out, which holds the end corner if that lies beyond
 * and weighs as many fields of each colour as lie beyond (known from the totals). Out may be passed any number of
 * times, so a part it cuts off is no pocket and it separates no segments; a window field that cuts off out still
 * makes a pocket, and a segment that holds out is counted with all the fields beyond, since every one lies in it.
 */
final class RegionBlocks {
	private int capacity;
	private int[] stamp, disc, low, parent, sub, ones, iter, stack, order;
	/** Per free field: bit d set if the neighbour in direction d is free. */
	private int[] sides;
	private int reached;
	/** Nearest vertex v on the path from a vertex up to t (itself included) whose parent edge is separated. */
	private int[] nearestSeparated;
	/** Separated parent edges on the path from a vertex up to t. */
	private int[] separatedAbove;
	private boolean[] cut;
	private int epoch;

	private boolean connected;
	private int separatedTotal;
	private int total, onesTotal, target, targetColour;

	private final Window window;
	/** The index of the outside vertex (one past the board's cells), or -1 when nothing lies beyond the window. */
	private int out;

	RegionBlocks(Window window) {
		this.window = window;
	}

	/** Prepares the answers for the position on the board (the live end about to step). */
	void prepare(Board b) {
		ensureCapacity(b.cellCount() + 1);
		if (++epoch == Integer.MAX_VALUE) {
			java.util.Arrays.fill(stamp, 0);
			epoch = 1;
		}
		boolean beyond = window.place(b, b.head());
		out = beyond ? b.cellCount() : -1;
		int t = beyond && !window.contains(b.target()) ? out : b.target();
		target = t;
		targetColour = b.colour(b.target());
		total = b.freeCount();
		int vertices = beyond ? window.freeInside() + 1 : total;
		int[] edge = window.edge();
		int edgeCount = window.edgeCount();
		int time = 0;
		int sp = 0;
		int rootChildren = 0;
		stamp[t] = epoch;
		order[time] = t;
		disc[t] = low[t] = time++;
		parent[t] = -1;
		iter[t] = 0;
		sub[t] = t == out ? window.freeBeyond() : 1;
		sides[t] = 0;
		ones[t] = t == out ? window.onesBeyond() : b.colour(t);
		cut[t] = false;
		stack[sp++] = t;
		while (sp > 0) {
			int v = stack[sp - 1];
			if (v == out ? iter[v] < edgeCount : iter[v] < 4) {
				int w;
				if (v == out) {
					w = edge[iter[v]++];
				} else {
					int d = iter[v]++;
					w = b.neighbour(v, d);
					if (!b.isFree(w)) continue;
					sides[v] |= 1 << d;
					if (beyond && !window.contains(w)) w = out;
				}
				if (stamp[w] == epoch) {
					if (w != parent[v] && disc[w] < low[v]) low[v] = disc[w];
				} else {
					stamp[w] = epoch;
					order[time] = w;
					disc[w] = low[w] = time++;
					parent[w] = v;
					iter[w] = 0;
					sub[w] = w == out ? window.freeBeyond() : 1;
					sides[w] = 0;
					ones[w] = w == out ? window.onesBeyond() : b.colour(w);
					cut[w] = false;
					stack[sp++] = w;
					if (v == t) rootChildren++;
				}
			} else {
				sp--;
				int p = parent[v];
				if (p < 0) continue;
				if (low[v] < low[p]) low[p] = low[v];
				sub[p] += sub[v];
				ones[p] += ones[v];
				if (p != t && low[v] >= disc[p]) cut[p] = true;
			}
		}
		reached = time;
		connected = time == vertices;
		onesTotal = ones[t];
		cut[t] = rootChildren > 1;
		// separated edges (p, v): v's subtree is a part of the region without p; the root's edges count when it is a
		// cut; out's never do, a line may leave and come back through it
		separatedTotal = 0;
		nearestSeparated[t] = -1;
		separatedAbove[t] = 0;
		// in discovery order a parent comes before its children
		for (int i = 1; i < time; i++) {
			int v = order[i];
			int p = parent[v];
			boolean separated = p == out ? false : p == t ? rootChildren > 1 : low[v] >= disc[p];
			if (separated) separatedTotal++;
			nearestSeparated[v] = separated ? v : nearestSeparated[p];
			separatedAbove[v] = separatedAbove[p] + (separated ? 1 : 0);
		}
	}

	/**
	 * The verdict after stepping to free field {@code c} (not the end corner), as {@link AreaAnalysis#analyse} gives
	 * it on that board.
	 */
	AreaAnalysis.Verdict verdictAfterStep(Board b, int c) {
		if (!connected) return AreaAnalysis.Verdict.UNREACHABLE;
		if (cut[c]) return AreaAnalysis.Verdict.SPLIT;
		if (separatedTotal > separatedAbove[c]) return AreaAnalysis.Verdict.POCKET;
		// the segments from c out to t: c's own, those between the separating cut fields, the last ending at t
		int entry = c;
		int inner = -1; // the separated vertex below the entry (on c's side), -1 for c's own segment
		int v = nearestSeparated[c];
		while (v >= 0) {
			int p = parent[v]; // a cut field separating c from t (not t: with no pocket, t is no cut)
			int size = sub[v] + 1 - (inner < 0 ? 0 : sub[inner]);
			int oneCount = ones[v] + b.colour(p) - (inner < 0 ? 0 : ones[inner]);
			AreaAnalysis.Verdict s = AreaAnalysis.crossable(size, oneCount, b.colour(entry), b.colour(p));
			if (s != AreaAnalysis.Verdict.OK) return s;
			entry = p;
			inner = v;
			v = nearestSeparated[p];
		}
		int size = total - (inner < 0 ? 0 : sub[inner]);
		int oneCount = onesTotal - (inner < 0 ? 0 : ones[inner]);
		return AreaAnalysis.crossable(size, oneCount, b.colour(entry), targetColour);
	}

	/** The window of the last search; fields beyond it were not searched. */
	Window window() {
		return window;
	}

	/** The free fields reached from the end corner, in the order the search found them. */
	int[] order() {
		return order;
	}

	/** How many entries of {@link #order()} are valid. */
	int reached() {
		return reached;
	}

	/** The free neighbours of each reached field, as direction bits. */
	int[] sides() {
		return sides;
	}

	boolean connected() {
		return connected;
	}

	private void ensureCapacity(int cells) {
		if (cells <= capacity) return;
		capacity = cells;
		stamp = new int[cells];
		disc = new int[cells];
		low = new int[cells];
		parent = new int[cells];
		sub = new int[cells];
		ones = new int[cells];
		iter = new int[cells];
		stack = new int[cells];
		order = new int[cells];
		sides = new int[cells];
		nearestSeparated = new int[cells];
		separatedAbove = new int[cells];
		cut = new boolean[cells];
		epoch = 0;
	}
}
