package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * Degree reasoning on the rest of the line, the C-shape argument applied to every field: each free field other
 * than the end corner is passed through, so it needs two open sides; a field with exactly two open sides must use
 * both (a corridor), which closes its other sides to its neighbours. The live end and the end corner need one side
 * each. The passages that must be used form chains, and the side between the two ends of a chain is closed: it
 * would close a loop. Propagating this finds fields left with too few open sides, forced passages that close a
 * loop, and forced passages that join the live end to the end corner before every field is visited.
 * <p>
 * O(free fields) per call, no allocation after the first; with the colour count of the areas beside the runs from the
 * live end, O(free fields) per run and round.
 */
final class CorridorAnalysis {
	private int[] open;   // bit d: the side towards direction d may still be used
	private int[] forced; // bit d: the side towards direction d must be used
	private int[] parent; // union-find over forced passages
	private int[] size;
	private int[] endA, endB; // per root of more than one field: the two ends of its chain of forced passages
	/** The fields of the side the last {@link #join} closed because it would close a loop, or -1. */
	private int closedA = -1, closedB = -1;
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
	 * How far from the live end (in king's moves) the straight runs start whose side areas close and force their
	 * passages by their colours; 0: none.
	 */
	private final int runReach;
	private int[] areaSeen;
	private int[] areaQueue;
	private int[] run;
	private int areaEpoch;
	/** The nodes of the current propagation, for the loop check of the passages it forces. */
	private int nodeTotal;

	/**
	 * @param checkCuts  also check, after the propagation, that the open sides leave a line possible
	 * @param checkGates then also check the parts that two fields cut off ({@link GateAnalysis})
	 */
	CorridorAnalysis(boolean checkCuts, boolean checkGates) {
		this(checkCuts, checkGates, 0);
	}

	/**
	 * @param runReach also let the colours of the areas beside straight runs close and force passages, for the runs
	 *                 that start at most this many king's moves from the live end (0: none)
	 */
	CorridorAnalysis(boolean checkCuts, boolean checkGates, int runReach) {
		this.checkCuts = checkCuts || checkGates || runReach > 0;
		this.gates = checkGates ? new GateAnalysis() : null;
		this.runReach = runReach;
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
		if (settle(wl, nodes, free)) return true;
		nodeTotal = nodes;
		if (runReach > 0) {
			int changed;
			while ((changed = sidesByColour()) != 0) {
				if (changed < 0 || settle(changed, nodes, free)) return true;
			}
		}
		if (checkCuts && cutBySides(nodeList, nodes)) return true;
		if (gates != null && gates.refutes(b, open)) return fail(gates.culprit(), gates.reason());
		return false;
	}

	/** Works through the first {@code wl} fields of the work list and those they change; true if a contradiction shows. */
	private boolean settle(int wl, int nodes, int free) {
		int[] work = workList;
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
						wl = pushClosedSide(wl);
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
		return false;
	}

	/**
	 * The colour count of {@code cut} on the open sides, with its consequences. A straight run of free fields near
	 * the live end, with the live end, splits the open sides into areas; the rest of the line passes an area
	 * in stretches over its open sides to the run and the live end (the last may end at the end corner), and a
	 * stretch has one more field of a colour only if both its ends have it. So the ends of each colour are bounded by
	 * the area's colours, its open sides (two at most per field) and those already forced. Where the bounds leave no
	 * choice, the sides of a colour are all closed or all forced, and the corridors are worked through again. The
	 * argument holds for any run; the nearest runs are tried first, as they decide most positions.
	 * Answers -1 for an area no stretches can serve, else how many fields it put on the work list (0: nothing new).
	 */
	private int sidesByColour() {
		if (areaSeen == null || areaSeen.length < capacity) {
			areaSeen = new int[capacity];
			areaQueue = new int[capacity];
			run = new int[capacity];
		}
		int hx = b.x(head);
		int hy = b.y(head);
		for (int ring = 1; ring <= runReach; ring++) {
			for (int dy = -ring; dy <= ring; dy++) {
				for (int dx = -ring; dx <= ring; dx++) {
					if (Math.max(Math.abs(dx), Math.abs(dy)) != ring || !b.inside(hx + dx, hy + dy)) continue;
					int start = b.cell(hx + dx, hy + dy);
					if (!b.isFree(start)) continue;
					for (int d = 0; d < 4; d++) {
						int step = b.delta(d);
						if (start + step == head) continue; // a run leads away from the live end
						int length = 0;
						for (int c = start; b.isFree(c); c += step) run[length++] = c;
						int changed = sidesByColourBesideRun(length);
						if (changed != 0) return changed;
					}
				}
			}
		}
		return 0;
	}

	/** {@link #sidesByColour} for the areas beside {@code run[0..length)}. */
	private int sidesByColourBesideRun(int length) {
		if (++areaEpoch == Integer.MAX_VALUE) {
			java.util.Arrays.fill(areaSeen, 0);
			areaEpoch = 1;
		}
		int area = areaEpoch;
		int wall = -areaEpoch;
		int[] seen = areaSeen;
		seen[head] = wall;
		for (int i = 0; i < length; i++) seen[run[i]] = wall;
		for (int i = -1; i < length; i++) {
			int x = i < 0 ? head : run[i];
			for (int d = 0; d < 4; d++) {
				if ((open[x] & (1 << d)) == 0) continue;
				int s = b.neighbour(x, d);
				if (seen[s] == area || seen[s] == wall) continue;
				int changed = judgeArea(s, area, wall);
				if (changed != 0) return changed;
			}
		}
		return 0;
	}

	/** Floods the area of {@code s} over open sides and applies its colour bounds to its sides to the wall. */
	private int judgeArea(int s, int area, int wall) {
		int[] seen = areaSeen;
		int[] q = areaQueue;
		int queued = 0;
		q[queued++] = s;
		seen[s] = area;
		int diff = 0;
		int room0 = 0, room1 = 0; // ends the sides to the wall allow, per colour (two at most per field)
		int runRoom0 = 0, runRoom1 = 0; // the same without the sides to the live end, which ends one stretch at most
		boolean live0 = false, live1 = false;
		int forced0 = 0, forced1 = 0; // of those, already used
		int ends0 = 0, ends1 = 0; // the end corner ends the last stretch without a side
		for (int read = 0; read < queued; read++) {
			int c = q[read];
			int sides = 0;
			int used = 0;
			boolean live = false;
			for (int e = 0; e < 4; e++) {
				if ((open[c] & (1 << e)) == 0) continue;
				int v = b.neighbour(c, e);
				if (seen[v] == wall) {
					sides++;
					live |= v == head;
					if ((forced[c] & (1 << e)) != 0) used++;
				} else if (seen[v] != area) {
					seen[v] = area;
					q[queued++] = v;
				}
			}
			int runSides = Math.min(2, live ? sides - 1 : sides);
			if (b.colour(c) == 0) {
				diff++;
				room0 += Math.min(2, sides);
				runRoom0 += runSides;
				live0 |= live;
				forced0 += used;
				if (c == target) ends0++;
			} else {
				diff--;
				room1 += Math.min(2, sides);
				runRoom1 += runSides;
				live1 |= live;
				forced1 += used;
				if (c == target) ends1++;
			}
		}
		// forcing needs every side counted; with the live end's sides capped, which one it uses is open
		boolean exact0 = runRoom0 + (live0 ? 1 : 0) >= room0;
		boolean exact1 = runRoom1 + (live1 ? 1 : 0) >= room1;
		room0 = Math.min(room0, runRoom0 + (live0 ? 1 : 0));
		room1 = Math.min(room1, runRoom1 + (live1 ? 1 : 0));
		// sides used: e0 of colour 0 and e1 of colour 1, with e0 + ends0 - e1 - ends1 = 2 diff and at least one stretch
		int gap = 2 * diff - ends0 + ends1; // e0 - e1
		int least = ends0 + ends1 > 0 ? 1 : 2; // sides used at least: e0 + e1 = 2 e1 + gap
		int lo1 = Math.max(Math.max(forced1, forced0 - gap), Math.max(0, Math.floorDiv(least - gap + 1, 2)));
		int hi1 = Math.min(room1, room0 - gap);
		if (lo1 > hi1) {
			culprit = s;
			reason = "the colours of the area of " + queued + " fields at " + b.format(s) + " (" + Math.abs(diff)
					+ " more of one) do not fit its open and forced sides";
			return -1;
		}
		int work = 0;
		if (hi1 == forced1 && room1 > forced1) work = closeSides(queued, 1, wall, work);
		if (hi1 + gap == forced0 && room0 > forced0) work = closeSides(queued, 0, wall, work);
		if (exact1 && lo1 == room1 && room1 > forced1) work = forceSides(queued, 1, wall, work);
		if (work < 0) return work;
		if (exact0 && lo1 + gap == room0 && room0 > forced0) work = forceSides(queued, 0, wall, work);
		return work;
	}

	/** Closes the unforced sides to the wall of the area's fields of one colour; answers the work list's length. */
	private int closeSides(int queued, int colour, int wall, int wl) {
		for (int i = 0; i < queued; i++) {
			int c = areaQueue[i];
			if (b.colour(c) != colour) continue;
			for (int e = 0; e < 4; e++) {
				int bit = 1 << e;
				if ((open[c] & bit) == 0 || (forced[c] & bit) != 0) continue;
				int v = b.neighbour(c, e);
				if (areaSeen[v] != wall) continue;
				open[c] &= ~bit;
				open[v] &= ~(1 << (e ^ 2));
				workList[wl++] = c;
				workList[wl++] = v;
			}
		}
		return wl;
	}

	/**
	 * Forces the sides to the wall of the area's fields of one colour that have at most two (a field with more uses
	 * two, which ones is open); answers the work list's length, or -1 if that closes a loop or ends the line early.
	 */
	private int forceSides(int queued, int colour, int wall, int wl) {
		for (int i = 0; i < queued; i++) {
			int c = areaQueue[i];
			if (b.colour(c) != colour) continue;
			int sides = 0;
			for (int e = 0; e < 4; e++) {
				if ((open[c] & (1 << e)) != 0 && areaSeen[b.neighbour(c, e)] == wall) sides++;
			}
			if (sides > 2) continue;
			for (int e = 0; e < 4; e++) {
				int bit = 1 << e;
				if ((open[c] & bit) == 0 || (forced[c] & bit) != 0) continue;
				int v = b.neighbour(c, e);
				if (areaSeen[v] != wall) continue;
				forced[c] |= bit;
				forced[v] |= 1 << (e ^ 2);
				if (!join(c, v, nodeTotal)) return -1;
				workList[wl++] = c;
				workList[wl++] = v;
				wl = pushClosedSide(wl);
			}
		}
		return wl;
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

	/**
	 * Joins the forced passage c-w; false (with a reason) if it closes a loop or ends the line too early. The open
	 * side between the two ends of the joined chain, if there is one, would close a loop: it is closed, and its fields
	 * are left in {@link #closedA} and {@link #closedB} for the work list.
	 */
	private boolean join(int c, int w, int nodes) {
		closedA = closedB = -1;
		int rc = find(c);
		int rw = find(w);
		if (rc == rw) return !fail(c, "forced passages through " + b.format(c) + " close a loop");
		// a chain of one field is its own far end (its ends are not stored: mark() stays as cheap as before)
		int farC = size[rc] == 1 ? c : endA[rc] == c ? endB[rc] : endA[rc];
		int farW = size[rw] == 1 ? w : endA[rw] == w ? endB[rw] : endA[rw];
		if (size[rc] < size[rw]) {
			int t = rc;
			rc = rw;
			rw = t;
		}
		parent[rw] = rc;
		size[rc] += size[rw];
		endA[rc] = farC;
		endB[rc] = farW;
		if (find(head) == find(target) && size[find(head)] < nodes) {
			return !fail(c, "forced passages lead from the live end to the end corner before every field is visited");
		}
		closeLoopSide(farC, farW);
		return true;
	}

	/** Puts the fields of the side the last {@link #join} closed, if any, on the work list; answers its length. */
	private int pushClosedSide(int wl) {
		if (closedA < 0) return wl;
		workList[wl++] = closedA;
		workList[wl++] = closedB;
		return wl;
	}

	/** Closes the open, unforced side between fields a and z, if they are neighbours. */
	private void closeLoopSide(int a, int z) {
		for (int d = 0; d < 4; d++) {
			if (b.neighbour(a, d) != z) continue;
			int bit = 1 << d;
			if ((open[a] & bit) == 0 || (forced[a] & bit) != 0) return;
			open[a] &= ~bit;
			open[z] &= ~(1 << (d ^ 2));
			closedA = a;
			closedB = z;
			return;
		}
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
		endA = new int[cells];
		endB = new int[cells];
		queue = new int[cells];
		stamp = new int[cells];
		workList = new int[cells * 8];
		epoch = 0;
	}
}
