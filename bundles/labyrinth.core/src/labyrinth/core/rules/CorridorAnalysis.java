package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * Degree reasoning on the rest of the line, the C-shape argument applied to every field: each free field other
 * than the end corner is passed through, so it needs two open sides; a field with exactly two open sides must use
 * both (a corridor), which closes its other sides to its neighbours. The live end and the end corner need one side
 * each. Propagating this finds fields left with too few open sides, forced passages that close a loop, and forced
 * passages that join the live end to the end corner before every field is visited.
 * <p>
 * O(free fields) per call, no allocation after the first.
 */
final class CorridorAnalysis {
	private int[] open;   // bit d: the side towards direction d may still be used
	private int[] forced; // bit d: the side towards direction d must be used
	private int[] parent; // union-find over forced passages
	private int[] size;
	private int[] queue;
	private int[] stamp;
	private int[] workList; // fields whose counts changed and must be looked at again
	private int epoch;
	private int capacity;
	/** From {@link #prepareCandidates}: the search of the free region before the step (read only). */
	private RegionBlocks region;
	private static final String UNREACHABLE = "some free fields cannot be reached";

	private Board b;
	private int head;
	private int target;
	private int queued;

	/** The field where the contradiction showed, or -1. */
	private int culprit;
	private String reason;

	/** Whether the open sides are also searched for cut fields; with the search's work arrays (Tarjan). */
	private final boolean checkCuts;
	private int[] disc;
	private int[] low;
	private int[] sub;
	private int[] stackCell;
	private int[] stackDir;

	/** Two-field gates on the open sides, or null. */
	private final GateAnalysis gates;

	/**
	 * @param checkCuts  also check, after the propagation, that the open sides leave a line possible
	 * @param checkGates then also check the parts that two fields cut off ({@link GateAnalysis})
	 */
	CorridorAnalysis(boolean checkCuts, boolean checkGates) {
		this.checkCuts = checkCuts || checkGates;
		this.gates = checkGates ? new GateAnalysis() : null;
	}

	/** True if the position (live end as the start of the rest) has no walkthrough by degree reasoning. */
	boolean refutes(Board board) {
		int free = begin(board);
		if (free == 0) return false;
		ensureCapacity(b.cellCount());
		if (++epoch == Integer.MAX_VALUE) {
			java.util.Arrays.fill(stamp, 0);
			epoch = 1;
		}
		queued = 0;
		// nodes: the free fields and the live end; a node's open sides lead to free fields or to the live end. One
		// look at each neighbour both finds the nodes and sets the open sides.
		mark(head);
		int read = 0;
		queue[queued++] = head;
		while (read < queued) {
			int c = queue[read++];
			int m = 0;
			for (int d = 0; d < 4; d++) {
				int w = b.neighbour(c, d);
				if (b.isFree(w)) {
					m |= 1 << d;
					if (stamp[w] != epoch) {
						mark(w);
						queue[queued++] = w;
					}
				} else if (w == head && c != head) {
					m |= 1 << d;
				}
			}
			open[c] = m;
		}
		if (queued != free + 1) return fail(-1, UNREACHABLE);
		return propagate(queue, queued, free);
	}

	/**
	 * Prepares {@link #refutesAfterStep} for the candidates of the position whose free region {@code region} has
	 * searched. The nodes after any step are the free fields before it (the candidate becomes the live end), and
	 * their open sides are the sides between free fields, whichever candidate is taken: the region's search already
	 * found both. The propagation reaches the same fixpoint in any order, so the verdicts are those of
	 * {@link #refutes}; a reason may name another culprit.
	 */
	void prepareCandidates(Board before, RegionBlocks region) {
		ensureCapacity(before.cellCount());
		this.region = region;
	}

	/** {@link #refutes} for the board one step after the position given to {@link #prepareCandidates}. */
	boolean refutesAfterStep(Board afterStep) {
		int free = begin(afterStep);
		if (free == 0) return false;
		if (!region.connected()) return fail(-1, UNREACHABLE);
		int[] nodes = region.order();
		int[] sides = region.sides();
		int count = region.reached();
		for (int i = 0; i < count; i++) {
			int c = nodes[i];
			mark(c);
			open[c] = sides[c];
		}
		return propagate(nodes, count, free);
	}

	/** Takes the board's live end and end corner, clears the last reason; answers the free fields. */
	private int begin(Board board) {
		b = board;
		head = b.head();
		target = b.target();
		culprit = -1;
		return b.freeCount();
	}

	/** Propagates the corridors from the open sides of the nodes, then checks what is left. */
	private boolean propagate(int[] nodeList, int nodes, int free) {
		// worklist of fields whose counts changed; start with those a rule applies to. The others (more open sides
		// than needed, nothing forced yet) are pushed when a neighbour changes them; popping them now would do nothing.
		int[] work = workList;
		int wl = 0;
		for (int i = 0; i < nodes; i++) {
			int c = nodeList[i];
			if (Integer.bitCount(open[c]) <= (c == head || c == target ? 1 : 2)) work[wl++] = c;
		}
		while (wl > 0) {
			int c = work[--wl];
			int need = c == head || c == target ? 1 : 2;
			int openCount = Integer.bitCount(open[c]);
			int forcedCount = Integer.bitCount(forced[c]);
			if (openCount < need) {
				if (c == target && free == 1 && openCount == 1) continue;
				return fail(c, b.format(c) + " has " + openCount + " open side" + (openCount == 1 ? "" : "s") + " left");
			}
			if (forcedCount > need) return fail(c, b.format(c) + " would be passed more often than possible");
			if (openCount == need && forcedCount < need) {
				// every open side must be used
				for (int d = 0; d < 4; d++) {
					if ((open[c] & (1 << d)) != 0 && (forced[c] & (1 << d)) == 0) {
						int w = b.neighbour(c, d);
						int od = d ^ 2;
						forced[c] |= 1 << d;
						forced[w] |= 1 << od;
						if (!join(c, w, nodes)) return true;
						work[wl++] = w;
					}
				}
				work[wl++] = c;
			} else if (forcedCount == need && openCount > need) {
				// the passage is fixed: close the other sides
				for (int d = 0; d < 4; d++) {
					if ((open[c] & (1 << d)) != 0 && (forced[c] & (1 << d)) == 0) {
						int w = b.neighbour(c, d);
						open[c] &= ~(1 << d);
						open[w] &= ~(1 << (d ^ 2));
						work[wl++] = w;
					}
				}
			}
		}
		if (checkCuts && cutBySides(nodeList, nodes)) return true;
		if (gates != null && gates.refutes(b, open)) return fail(gates.culprit(), gates.reason());
		return false;
	}

	/**
	 * The still open sides must leave a line from the live end to the end corner possible: no field may cut off a
	 * part that contains neither (the line could enter it but never come back), nor separate the live end from the
	 * end corner in a wrong way. Tarjan's depth-first search rooted at the live end, on the open sides only.
	 */
	private boolean cutBySides(int[] nodeList, int nodes) {
		if (disc == null || disc.length < capacity) {
			disc = new int[capacity];
			low = new int[capacity];
			sub = new int[capacity];
			stackCell = new int[capacity];
			stackDir = new int[capacity];
		}
		for (int i = 0; i < nodes; i++) disc[nodeList[i]] = 0;
		int time = 0;
		int top = 0;
		stackCell[0] = head;
		stackDir[0] = 0;
		disc[head] = low[head] = ++time;
		sub[head] = 1;
		int rootChildren = 0;
		while (top >= 0) {
			int c = stackCell[top];
			int d = stackDir[top];
			if (d < 4) {
				stackDir[top] = d + 1;
				if ((open[c] & (1 << d)) == 0) continue;
				int w = b.neighbour(c, d);
				if (w == head && c != head) {
					if (disc[head] < low[c]) low[c] = disc[head];
					continue;
				}
				if (disc[w] == 0) {
					disc[w] = low[w] = ++time;
					sub[w] = 1;
					stackCell[++top] = w;
					stackDir[top] = 0;
				} else if (disc[w] < low[c]) {
					low[c] = disc[w];
				}
				continue;
			}
			// c is finished: judge it as a child of its parent
			top--;
			if (top < 0) break;
			int p = stackCell[top];
			if (low[c] < low[p]) low[p] = low[c];
			sub[p] += sub[c];
			if (p == head) {
				rootChildren++;
				continue;
			}
			if (low[c] >= disc[p]) { // p separates c's subtree from the live end
				boolean targetInside = disc[target] >= disc[c] && disc[target] < disc[c] + sub[c];
				if (p == target || !targetInside) return fail(p, b.format(p) + " cuts off fields the line could not leave again");
			}
		}
		if (time < nodes) return fail(-1, "the open sides leave some fields unreachable");
		if (rootChildren > 1) return fail(head, "the live end has fields on two sides that one line cannot both reach");
		return false;
	}

	private void mark(int c) {
		stamp[c] = epoch;
		parent[c] = c;
		size[c] = 1;
		forced[c] = 0;
	}

	/** Joins the forced passage c-w; false (with a reason) if it closes a loop or ends the line too early. */
	private boolean join(int c, int w, int nodes) {
		int rc = find(c);
		int rw = find(w);
		if (rc == rw) return !fail(c, "forced passages through " + b.format(c) + " close a loop");
		if (size[rc] < size[rw]) {
			int t = rc;
			rc = rw;
			rw = t;
		}
		parent[rw] = rc;
		size[rc] += size[rw];
		if (find(head) == find(target) && size[find(head)] < nodes) {
			return !fail(c, "forced passages lead from the live end to the end corner before every field is visited");
		}
		return true;
	}

	private int find(int c) {
		while (parent[c] != c) {
			parent[c] = parent[parent[c]];
			c = parent[c];
		}
		return c;
	}

	private boolean fail(int cell, String why) {
		culprit = cell;
		reason = why;
		return true;
	}

	int culprit() {
		return culprit;
	}

	String reason() {
		return reason;
	}

	private void ensureCapacity(int cells) {
		if (cells <= capacity) return;
		capacity = cells;
		open = new int[cells];
		forced = new int[cells];
		parent = new int[cells];
		size = new int[cells];
		queue = new int[cells];
		stamp = new int[cells];
		workList = new int[cells * 8];
		epoch = 0;
	}
}
