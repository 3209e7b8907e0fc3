package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * Two-field necks. Two neighbouring fields a and b (side by side or diagonal) that, with the live end, cut the free
 * region apart fix the order in which the rest of the line can visit the parts: it starts at the live end, passes a
 * and b once each, and between two of these stops (and after the last, up to the end corner) it stays inside one
 * part. Every part must be visited, and a part visited by a stretch from stop p to stop q holds, on the
 * checkerboard, as many fields of each colour as such a stretch can: one more of the colour opposite to p if p and
 * q have the same colour, else equal numbers (summed over its stretches). If no order of stops and no choice of
 * parts fits, the position is hopeless.
 * <p>
 * Whether a pair cuts is read from the ring of fields around it: the taken fields and the border form one connected
 * obstacle (the line starts in a corner), so two obstacle stretches on the ring separate the free stretches between
 * them. Only pairs whose ring holds the field the live end just left, the new obstacle, are looked at: looking at
 * every pair of the board saves no more 9x9 walks and three in 2,000 11x11 walks (seed 7), at two to four times the
 * time. The parts are flooded to be counted, so the flood, not the ring, has the last word on what is connected.
 * <p>
 * With a {@link Window} radius the floods of one pair take at most as many fields as the window holds; a pair whose
 * parts other than the largest are not counted by then is not judged. (A part's size, not where it lies, decides
 * whether it can be counted, so the floods are bounded by fields, not by the window's shape.)
 */
final class NeckAnalysis implements AnalysisRule.Analysis {
	/** Pair orientations as (dx, dy) of b from a: right, down, down-right, down-left. */
	private static final int[][] PAIRS = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { -1, 1 } };
	/** The ring around each orientation's pair, in cyclic order (consecutive fields are side neighbours). */
	private static final int[][][] RINGS = {
			{ { -1, -1 }, { 0, -1 }, { 1, -1 }, { 2, -1 }, { 2, 0 }, { 2, 1 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 } },
			{ { -1, -1 }, { 0, -1 }, { 1, -1 }, { 1, 0 }, { 1, 1 }, { 1, 2 }, { 0, 2 }, { -1, 2 }, { -1, 1 }, { -1, 0 } },
			{ { -1, -1 }, { 0, -1 }, { 1, -1 }, { 1, 0 }, { 2, 0 }, { 2, 1 }, { 2, 2 }, { 1, 2 }, { 0, 2 }, { 0, 1 },
					{ -1, 1 }, { -1, 0 } },
			{ { 1, -1 }, { 0, -1 }, { -1, -1 }, { -1, 0 }, { -2, 0 }, { -2, 1 }, { -2, 2 }, { -1, 2 }, { 0, 2 }, { 0, 1 },
					{ 1, 1 }, { 1, 0 } } };
	/** Parts around one pair: its ring has at most six free stretches, the live end four sides. */
	private static final int MAX_PARTS = 10;

	private int width = -1;
	private final int[] pairDelta = new int[PAIRS.length];
	private final int[][] ring = new int[RINGS.length][];
	/** Per field, while a pair is judged: stamp + part index, or stamp + MAX_PARTS for the live end and the stops. */
	private int[] part = new int[0];
	private int[] pairSeen = new int[0]; // pairs already judged at this position
	private int[] queue = new int[0]; // one segment of queueCapacity per seed
	private int queueCapacity;
	private int epoch;
	private int stamp;
	private int pairEpoch;

	private Board b;
	private int head;
	private int target;
	/** The stops after the live end: one field (the other one of the pair is the live end) or two. */
	private final int[] stops = new int[2];
	private int stopCount;

	// the floods from the seeds around the current pair; seeds of one part are joined by alias
	private static final int HOLDS_END = 8;
	private int seeds;
	private final int[] alias = new int[MAX_PARTS];
	private final int[] queueRead = new int[MAX_PARTS];
	private final int[] queueEnd = new int[MAX_PARTS];
	private final int[] seedSize = new int[MAX_PARTS];
	private final int[] seedDiff = new int[MAX_PARTS];
	private final int[] seedFlags = new int[MAX_PARTS];
	/** Fields the floods of one pair may take. */
	private final int floodBudget;

	// the parts around the current pair
	private int parts;
	private final int[] partStart = new int[MAX_PARTS];
	private final int[] partSize = new int[MAX_PARTS];
	private final int[] partDiff = new int[MAX_PARTS];    // fields of colour 0 minus fields of colour 1
	private final int[] partTouches = new int[MAX_PARTS]; // bit 0: the live end, bit 1 + i: stop i
	private int endPart;
	private final int[] usedDiff = new int[MAX_PARTS];
	private final int[] sequence = new int[4]; // the live end, the stops in order, the end corner
	private int stretches;

	// the last refusal
	private final int[] culpritStops = new int[2];
	private int culpritCount;
	private int culpritStart;

	/** Necks judged with the parts counted on the whole board. */
	NeckAnalysis() {
		this(Window.WHOLE_BOARD);
	}

	NeckAnalysis(int windowRadius) {
		floodBudget = Window.fields(windowRadius);
	}

	/** True if some two-field neck near the live end makes the position hopeless. */
	@Override
	public boolean refutes(Board board) {
		if (board.length() < 2 || board.freeCount() < 3) return false;
		b = board;
		head = b.head();
		target = b.target();
		prepare(b);
		if (++pairEpoch == Integer.MAX_VALUE) {
			java.util.Arrays.fill(pairSeen, 0);
			pairEpoch = 1;
		}
		// the field just left is the new obstacle: a pair can only have become a neck if its ring holds it
		return judgeAround(b.pathCell(b.length() - 2));
	}

	/** Judges the pairs with a field among the eight around {@code centre}: their rings hold it. */
	private boolean judgeAround(int centre) {
		int w = width;
		for (int dy = -1; dy <= 1; dy++) {
			for (int dx = -1; dx <= 1; dx++) {
				int c = centre + dy * w + dx;
				if (!isNode(c)) continue;
				for (int o = 0; o < PAIRS.length; o++) {
					if (judge(c, o) || judge(c - pairDelta[o], o)) return true;
				}
			}
		}
		return false;
	}

	private boolean isNode(int c) {
		return b.isFree(c) || c == head;
	}

	/** Judges the pair (a, a + pairDelta[o]) once per position; true if it refutes. */
	private boolean judge(int a, int o) {
		int other = a + pairDelta[o];
		if (a < 0 || other < 0 || other >= part.length || !isNode(a) || !isNode(other)) return false;
		int key = a * PAIRS.length + o;
		if (pairSeen[key] == pairEpoch) return false;
		pairSeen[key] = pairEpoch;
		int[] r = ring[o];
		// the live end counts as obstacle here: it is where the rest of the line starts, a stop like a and b
		boolean previousBlocked = !b.isFree(a + r[r.length - 1]);
		int stretches = 0;
		for (int off : r) {
			boolean blocked = !b.isFree(a + off);
			if (previousBlocked && !blocked) stretches++;
			previousBlocked = blocked;
		}
		if (stretches < 2) return false;
		stopCount = 0;
		if (a != head) stops[stopCount++] = a;
		if (other != head) stops[stopCount++] = other;
		return judgeStops(a, r);
	}

	private boolean judgeStops(int a, int[] r) {
		nextStamp();
		part[head] = stamp + MAX_PARTS;
		for (int i = 0; i < stopCount; i++) part[stops[i]] = stamp + MAX_PARTS;
		seeds = 0;
		// one seed per free stretch of the ring, then one per side of the live end not yet seeded
		int previous = -1;
		for (int off : r) {
			int s = a + off;
			if (!b.isFree(s) || part[s] >= stamp) {
				previous = -1;
			} else if (previous >= 0) {
				join(s, previous);
			} else {
				if (seeds == MAX_PARTS) return false;
				previous = seed(s);
			}
		}
		for (int d = 0; d < 4; d++) {
			int s = b.neighbour(head, d);
			if (!b.isFree(s) || part[s] >= stamp) continue;
			if (seeds == MAX_PARTS) return false;
			seed(s);
		}
		if (!floodAllButLargest() || fits()) return false;
		int worst = -1;
		for (int i = 0; i < parts; i++) if (i != endPart && (worst < 0 || partSize[i] < partSize[worst])) worst = i;
		return refute(worst);
	}

	private void nextStamp() {
		if (++epoch >= Integer.MAX_VALUE / (MAX_PARTS + 1)) {
			java.util.Arrays.fill(part, 0);
			epoch = 1;
		}
		stamp = epoch * (MAX_PARTS + 1);
	}

	private int seed(int s) {
		int id = seeds++;
		alias[id] = id;
		queueRead[id] = id * queueCapacity;
		queueEnd[id] = id * queueCapacity;
		seedSize[id] = 0;
		seedDiff[id] = 0;
		seedFlags[id] = 0;
		join(s, id);
		return id;
	}

	private void join(int s, int id) {
		part[s] = stamp + id;
		queue[queueEnd[id]++] = s;
	}

	private int root(int id) {
		while (alias[id] != id) id = alias[id];
		return id;
	}

	/**
	 * Floods the parts side by side, a few fields each in turn, until at most one is still growing: the largest part
	 * (usually the rest of the board) is then known from the totals without being walked. False if the floods took
	 * their budget first.
	 */
	private boolean floodAllButLargest() {
		// a few fields per seed between the checks: a round costs more than the few fields overshot
		int taken = 0;
		while (Integer.bitCount(growingRoots()) > 1) {
			if (taken > floodBudget) return false;
			for (int id = 0; id < seeds; id++) {
				for (int k = 0; k < 4 && queueRead[id] != queueEnd[id]; k++) {
					expand(id);
					taken++;
				}
			}
		}
		// the parts: finished roots as counted, the growing one (if any) from the totals
		int restSize = b.freeCount();
		int restDiff = Window.freeDiff(b);
		for (int i = 0; i < stopCount; i++) {
			restSize--;
			restDiff -= 1 - 2 * b.colour(stops[i]);
		}
		parts = 0;
		endPart = -1;
		int open = -1;
		int growing = growingRoots();
		for (int id = 0; id < seeds; id++) {
			if (alias[id] != id) continue;
			if ((growing & 1 << id) != 0) {
				open = id;
				continue;
			}
			restSize -= seedSize[id];
			restDiff -= seedDiff[id];
			addPart(id, seedSize[id], seedDiff[id], seedFlags[id]);
		}
		if (open >= 0) {
			int flags = seedFlags[open];
			// the end corner, if no finished part holds it and it is no stop, lies in this part or cannot be reached
			if (endPart < 0 && part[target] != stamp + MAX_PARTS) flags |= HOLDS_END;
			flags |= touchesOpen(head, open, 1);
			for (int i = 0; i < stopCount; i++) flags |= touchesOpen(stops[i], open, 2 << i);
			addPart(open, restSize, restDiff, flags);
		}
		return true;
	}

	/** Takes the next field of seed id's queue into its part and queues its unseen free sides. */
	private void expand(int id) {
		int c = queue[queueRead[id]++];
		int owner = root(id);
		seedSize[owner]++;
		seedDiff[owner] += 1 - 2 * b.colour(c);
		if (c == target) seedFlags[owner] |= HOLDS_END;
		for (int d = 0; d < 4; d++) {
			int v = b.neighbour(c, d);
			if (v == head) seedFlags[owner] |= 1;
			else if (stopCount > 0 && v == stops[0]) seedFlags[owner] |= 2;
			else if (stopCount > 1 && v == stops[1]) seedFlags[owner] |= 4;
			else if (b.isFree(v)) {
				if (part[v] < stamp) {
					join(v, id);
				} else {
					int other = root(part[v] - stamp);
					if (other != owner) { // two seeds of one part met
						alias[other] = owner;
						seedSize[owner] += seedSize[other];
						seedDiff[owner] += seedDiff[other];
						seedFlags[owner] |= seedFlags[other];
					}
				}
			}
		}
	}

	/** Bit r set for every part root r that still has fields queued. */
	private int growingRoots() {
		int roots = 0;
		for (int id = 0; id < seeds; id++) if (queueRead[id] != queueEnd[id]) roots |= 1 << root(id);
		return roots;
	}

	/** Bit {@code bit} if a free side of {@code cell} is in the growing part or not reached yet (so in it). */
	private int touchesOpen(int cell, int open, int bit) {
		for (int d = 0; d < 4; d++) {
			int v = b.neighbour(cell, d);
			if (!b.isFree(v) || v == stops[0] && stopCount > 0 || v == stops[1] && stopCount > 1) continue;
			if (part[v] < stamp || root(part[v] - stamp) == open) return bit;
		}
		return 0;
	}

	private void addPart(int id, int size, int diff, int flags) {
		int p = parts++;
		partStart[p] = queue[id * queueCapacity];
		partSize[p] = size;
		partDiff[p] = diff;
		partTouches[p] = flags & 7;
		if ((flags & HOLDS_END) != 0) endPart = p;
	}

	/** Tries both orders of the stops. */
	private boolean fits() {
		for (int order = 0; order < stopCount; order++) {
			int first = stops[order];
			if (stopCount == 2 && first == target) continue; // the end corner is the very last field
			sequence[0] = head;
			sequence[1] = first;
			int length = 2;
			if (stopCount == 2) sequence[length++] = stops[1 - order];
			if (sequence[length - 1] != target) {
				if (endPart < 0) continue;
				sequence[length++] = target;
			}
			stretches = length - 1;
			java.util.Arrays.fill(usedDiff, 0, parts, 0);
			if (search(0, 0)) return true;
		}
		return false;
	}

	/**
	 * Chooses the part of stretch i (from sequence[i] to sequence[i + 1]) and of the stretches after it; true if
	 * some choice visits every part with fitting colours.
	 */
	private boolean search(int i, int used) {
		if (i == stretches) {
			if (used != (1 << parts) - 1) return false;
			for (int p = 0; p < parts; p++) if (usedDiff[p] != partDiff[p]) return false;
			return true;
		}
		if (Integer.bitCount(~used & ((1 << parts) - 1)) > stretches - i) return false; // too few stretches left
		int from = sequence[i];
		int to = sequence[i + 1];
		boolean toEnd = to == target && i == stretches - 1 && endPart >= 0;
		if (toEnd) {
			// the last stretch runs inside the end corner's part, the end corner included
			if (!touches(endPart, from)) return false;
			int d = b.colour(from) == 1 ? 1 : 0;
			usedDiff[endPart] += d;
			boolean ok = search(i + 1, used | 1 << endPart);
			usedDiff[endPart] -= d;
			return ok;
		}
		if (adjacent(from, to) && search(i + 1, used)) return true; // an empty stretch
		int d = stretchDiff(from, to);
		for (int p = 0; p < parts; p++) {
			if (!touches(p, from) || !touches(p, to)) continue;
			usedDiff[p] += d;
			boolean ok = search(i + 1, used | 1 << p);
			usedDiff[p] -= d;
			if (ok) return true;
		}
		return false;
	}

	/** Colour 0 minus colour 1 of the fields strictly between stops p and q on a stretch through one part. */
	private int stretchDiff(int p, int q) {
		int cp = b.colour(p);
		if (cp != b.colour(q)) return 0;
		return cp == 0 ? -1 : 1;
	}


	private boolean touches(int p, int stop) {
		if (stop == head) return (partTouches[p] & 1) != 0;
		return (partTouches[p] & (stop == stops[0] ? 2 : 4)) != 0;
	}

	private boolean adjacent(int p, int q) {
		int d = p - q;
		return d == 1 || d == -1 || d == width || d == -width;
	}


	/** Remembers the refusal cheaply; the words and the area are built only when a firing is explained. */
	private boolean refute(int areaPart) {
		culpritCount = stopCount;
		culpritStops[0] = stops[0];
		culpritStops[1] = stops[1];
		culpritStart = areaPart < 0 ? -1 : partStart[areaPart];
		return true;
	}

	@Override
	public int[] culprits() {
		return java.util.Arrays.copyOf(culpritStops, culpritCount);
	}

	/** The fields of the smallest part the line could not fit in, flooded again for the explanation. */
	@Override
	public int[] area() {
		if (culpritStart < 0) return new int[0];
		nextStamp();
		part[b.head()] = stamp;
		for (int i = 0; i < culpritCount; i++) part[culpritStops[i]] = stamp;
		int queued = 0;
		queue[queued++] = culpritStart;
		part[culpritStart] = stamp;
		for (int read = 0; read < queued; read++) {
			for (int d = 0; d < 4; d++) {
				int v = b.neighbour(queue[read], d);
				if (b.isFree(v) && part[v] != stamp) {
					part[v] = stamp;
					queue[queued++] = v;
				}
			}
		}
		return java.util.Arrays.copyOf(queue, queued);
	}

	@Override
	public String reason() {
		StringBuilder text = new StringBuilder("the line cannot pass the live end");
		for (int i = 0; i < culpritCount; i++) {
			text.append(i == culpritCount - 1 ? " and " : ", ").append(b.format(culpritStops[i]));
		}
		return text.append(" and visit every area they cut off").toString();
	}

	private void prepare(Board board) {
		int cells = board.cellCount();
		if (board.width() != width) {
			width = board.width();
			for (int o = 0; o < PAIRS.length; o++) {
				pairDelta[o] = PAIRS[o][1] * width + PAIRS[o][0];
				ring[o] = new int[RINGS[o].length];
				for (int i = 0; i < RINGS[o].length; i++) ring[o][i] = RINGS[o][i][1] * width + RINGS[o][i][0];
			}
		}
		if (part.length < cells) {
			part = new int[cells];
			pairSeen = new int[cells * PAIRS.length];
			queue = new int[cells * MAX_PARTS];
			queueCapacity = cells;
			epoch = 0;
			pairEpoch = 0;
		}
	}
}
