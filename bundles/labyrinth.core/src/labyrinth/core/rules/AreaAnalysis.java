package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * The checkerboard argument, applied to the whole free region at once.
 * <p>
 * The rest of the line must be a Hamiltonian path from the live end s to the end corner t through every free
 * field. In the graph G = free fields + s, that is only possible if G is connected, s and t are not cut vertices,
 * every cut vertex separates s from t (no dead-end pocket hangs off the region), and every block of the resulting
 * chain can be crossed from its entry to its exit: on a checkerboard a path over k fields alternates colours, so
 * a block of even size needs as many black as white fields and entry/exit of different colours, a block of odd
 * size needs entry and exit of the majority colour, which has exactly one field more.
 * <p>
 * One iterative Tarjan pass over the free region, O(free fields), no allocation after the first call. On a
 * {@link Window} (centred on the field the live end just left) the fields beyond are one vertex out that weighs as
 * many fields of each colour as lie beyond, as in {@link RegionBlocks}: O(window fields).
 */
public final class AreaAnalysis {

	/** What the analysis found. */
	public enum Verdict {
		/** No contradiction found. */
		OK("ok"),
		/** Some free fields cannot be reached at all. */
		UNREACHABLE("unreachable area"),
		/** The live end's neighbours lie in areas that only meet at the live end. */
		SPLIT("split area"),
		/** An area hangs off the region through a single field and does not hold the end corner. */
		POCKET("dead-end pocket"),
		/** An area entered and left through fixed fields has the wrong parity for its entry and exit colours. */
		PARITY("area parity"),
		/** An area has the right parity but more fields of one colour than a path can alternate through. */
		COLOUR("black/white imbalance");

		private final String label;

		Verdict(String label) {
			this.label = label;
		}

		public String label() {
			return label;
		}
	}

	private int capacity;
	private int[] stamp;
	private int[] disc;
	private int[] low;
	private int[] parent;
	/** Vertices of a vertex's subtree (the range of its discovery times). */
	private int[] sub;
	/** Fields of a vertex's subtree: out weighs the fields beyond the window. */
	private int[] fields;
	private int[] ones;
	private int[] iter;
	private int[] order;
	private int[] stack;
	private int[] cutV;
	private int[] cutU;
	private int epoch;

	private final Window window;
	/** The index of the outside vertex, or -1 when nothing lies beyond the window. */
	private int out = -1;
	private Board board;
	private int visited;
	private Verdict verdict = Verdict.OK;
	/** For POCKET/SPLIT: root of the offending subtree; for PARITY/COLOUR: segment index in the chain. */
	private int culprit;
	private int cuts;

	/** An analysis of the whole free region. */
	public AreaAnalysis() {
		this(new Window(Window.WHOLE_BOARD));
	}

	AreaAnalysis(Window window) {
		this.window = window;
	}

	/** Analyses the position with the live end as the start of the remaining path. */
	public Verdict analyse(Board b) {
		board = b;
		ensureCapacity(b.cellCount() + 1);
		cuts = 0;
		culprit = -1;
		int free = b.freeCount();
		if (free == 0) return verdict = Verdict.OK;
		if (++epoch == Integer.MAX_VALUE) {
			java.util.Arrays.fill(stamp, 0);
			epoch = 1;
		}
		int s = b.head();
		boolean beyond = window.placeBehind(b);
		out = beyond ? b.cellCount() : -1;
		int vertices = beyond ? window.freeInside() + 2 : free + 1;
		int t = beyond && !window.contains(b.target()) ? out : b.target();
		int[] edge = window.edge();
		int edgeCount = window.edgeCount();
		int time = 0;
		int sp = 0;
		int rootChildren = 0;
		int firstPocket = -1;
		int secondRootChild = -1;
		stamp[s] = epoch;
		disc[s] = low[s] = time;
		order[time++] = s;
		parent[s] = -1;
		iter[s] = 0;
		sub[s] = 1;
		fields[s] = 1;
		ones[s] = b.colour(s);
		stack[sp++] = s;
		while (sp > 0) {
			int v = stack[sp - 1];
			if (v == out ? iter[v] < edgeCount : iter[v] < 4) {
				int w;
				if (v == out) {
					w = edge[iter[v]++];
				} else {
					w = b.neighbour(v, iter[v]++);
					if (w != s && !b.isFree(w)) continue;
					if (beyond && w != s && !window.contains(w)) w = out;
				}
				if (stamp[w] == epoch) {
					if (w != parent[v] && disc[w] < low[v]) low[v] = disc[w];
				} else {
					stamp[w] = epoch;
					disc[w] = low[w] = time;
					order[time++] = w;
					parent[w] = v;
					iter[w] = 0;
					sub[w] = 1;
					fields[w] = w == out ? window.freeBeyond() : 1;
					ones[w] = w == out ? window.onesBeyond() : b.colour(w);
					stack[sp++] = w;
					if (v == s && ++rootChildren == 2) secondRootChild = w;
				}
			} else {
				sp--;
				int p = parent[v];
				if (p < 0) continue;
				if (low[v] < low[p]) low[p] = low[v];
				sub[p] += sub[v];
				fields[p] += fields[v];
				ones[p] += ones[v];
				// out may be left and entered again: what hangs off it is no pocket
				if (p != s && p != out && low[v] >= disc[p] && firstPocket < 0 && !inSubtree(t, v)) firstPocket = v;
			}
		}
		visited = time;
		if (time != vertices) return verdict = Verdict.UNREACHABLE;
		if (rootChildren > 1) {
			culprit = inSubtree(t, secondRootChild) ? order[1] : secondRootChild;
			return verdict = Verdict.SPLIT;
		}
		if (firstPocket >= 0) {
			culprit = firstPocket;
			return verdict = Verdict.POCKET;
		}
		// Cut vertices on the tree path from t up to s, innermost first.
		for (int u = t; parent[u] >= 0; u = parent[u]) {
			int v = parent[u];
			if (v != s && v != out && low[u] >= disc[v]) {
				cutV[cuts] = v;
				cutU[cuts] = u;
				cuts++;
			}
		}
		int total = free + 1;
		for (int i = 0; i <= cuts; i++) {
			// Segment i runs from entry a to exit b; segments are numbered from s (i = 0) to t (i = cuts).
			int a = i == 0 ? s : cutV[cuts - i];
			int bEnd = i == cuts ? b.target() : cutV[cuts - 1 - i];
			int size = segmentSize(i, total);
			int oneCount = segmentOnes(i);
			Verdict v = crossable(size, oneCount, b.colour(a), b.colour(bEnd));
			if (v != Verdict.OK) {
				culprit = i;
				return verdict = v;
			}
		}
		return verdict = Verdict.OK;
	}

	private int segmentSize(int i, int total) {
		if (cuts == 0) return total;
		int outer = i == 0 ? total : 1 + fields[cutU[cuts - i]];
		int inner = i == cuts ? 0 : fields[cutU[cuts - 1 - i]];
		return outer - inner;
	}

	private int segmentOnes(int i) {
		int s = order[0];
		if (cuts == 0) return ones[s];
		int outer = i == 0 ? ones[s] : board.colour(cutV[cuts - i]) + ones[cutU[cuts - i]];
		int inner = i == cuts ? 0 : ones[cutU[cuts - 1 - i]];
		return outer - inner;
	}

	/** Whether a segment of {@code size} fields, {@code oneCount} of colour 1, can be crossed from colour ca to cb. */
	static Verdict crossable(int size, int oneCount, int ca, int cb) {
		int ofA = ca == 1 ? oneCount : size - oneCount;
		if ((size & 1) == 1) {
			if (ca != cb) return Verdict.PARITY;
			return ofA == (size + 1) / 2 ? Verdict.OK : Verdict.COLOUR;
		}
		if (ca == cb) return Verdict.PARITY;
		return oneCount * 2 == size ? Verdict.OK : Verdict.COLOUR;
	}

	private boolean inSubtree(int cell, int root) {
		return stamp[cell] == epoch && disc[cell] >= disc[root] && disc[cell] < disc[root] + sub[root];
	}

	public Verdict verdict() {
		return verdict;
	}

	/** Cut fields (gates) of the chain from the live end to the end corner, from the live end outwards. */
	public int[] gates() {
		int[] g = new int[cuts];
		for (int i = 0; i < cuts; i++) g[i] = cutV[cuts - 1 - i];
		return g;
	}

	/** The fields of the area that caused the last non-OK verdict (allocates; for explanations only). */
	public int[] offendingArea() {
		switch (verdict) {
		case UNREACHABLE: {
			// the fields beyond the window were reached if out was
			boolean outReached = out >= 0 && stamp[out] == epoch;
			int[] fields = new int[board.freeCount()];
			int k = 0;
			for (int c = 0; c < board.cellCount() && k < fields.length; c++) {
				if (board.isFree(c) && stamp[c] != epoch && !(outReached && !window.contains(c))) fields[k++] = c;
			}
			return java.util.Arrays.copyOf(fields, k);
		}
		case SPLIT:
		case POCKET:
			return withoutOut(java.util.Arrays.copyOfRange(order, disc[culprit], disc[culprit] + sub[culprit]));
		case PARITY:
		case COLOUR:
			return withoutOut(segmentCells(culprit));
		default:
			return new int[0];
		}
	}

	private int[] withoutOut(int[] vertices) {
		return out < 0 ? vertices : java.util.Arrays.stream(vertices).filter(v -> v != out).toArray();
	}

	private int[] segmentCells(int i) {
		int total = visited;
		int from = i == 0 ? 0 : disc[cutU[cuts - i]];
		int to = i == 0 ? total : from + sub[cutU[cuts - i]];
		int innerFrom = i == cuts ? -1 : disc[cutU[cuts - 1 - i]];
		int innerTo = i == cuts ? -1 : innerFrom + sub[cutU[cuts - 1 - i]];
		int[] out = new int[total + 1];
		int k = 0;
		if (i > 0) out[k++] = cutV[cuts - i];
		for (int j = from; j < to; j++) {
			if (i == 0 && cuts > 0 && j >= disc[cutU[cuts - 1]] && j < disc[cutU[cuts - 1]] + sub[cutU[cuts - 1]]) continue;
			if (i > 0 && j >= innerFrom && j < innerTo) continue;
			out[k++] = order[j];
		}
		return java.util.Arrays.copyOf(out, k);
	}

	private void ensureCapacity(int cells) {
		if (cells <= capacity) return;
		capacity = cells;
		stamp = new int[cells];
		disc = new int[cells];
		low = new int[cells];
		parent = new int[cells];
		sub = new int[cells];
		fields = new int[cells];
		ones = new int[cells];
		iter = new int[cells];
		order = new int[cells];
		stack = new int[cells];
		cutV = new int[cells];
		cutU = new int[cells];
		epoch = 0;
	}
}
