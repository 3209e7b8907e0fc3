package labyrinth.core.oracle;

/**
 * The step of the frontier over one cell, shared by the completion counter and the uniform sampler.
 * <p>
 * A frontier key holds n+1 slots of two bits (0 = no edge, 1 / 2 = the left / right end of a piece whose both ends
 * cross the frontier, 3 = the end of a piece that reaches the live end or the end corner), rotated so that the two
 * slots the cell changes, c (the edge from above) and c+1 (the edge from the left), are the lowest bits. A step names
 * the new values of those slots, c (the edge down) and c+1 (the edge right), and whether the partner of a bracket
 * moves; the successor key is rotated on by one slot, ready for the next cell.
 */
final class FrontierSteps {
	static final int OBSTACLE = 0;
	static final int NORMAL = 1;
	static final int ENDPOINT = 2;

	/** Regions of successors: one per new value of slot c (0-3), and last those that moved a bracket's partner. */
	static final int REGIONS = 5;
	static final int PARTNERS = REGIONS - 1;
	/**
	 * A step: new slot c (bits 0-1) and c+1 (2-3); for a step into the partner region, the partner to move: from slot
	 * c or c+1 (bit 5), its bracket (6-7) and new value (8-9); {@code STEP} marks a step (10), and the region comes last.
	 */
	private static final int STEP = 1 << 10;
	private static final int REGION_SHIFT = 11;

	private FrontierSteps() {
	}

	/**
	 * Fills {@code steps[2 * pair]} and {@code steps[2 * pair + 1]} with the steps (0 = none) of each pair of values of
	 * slots c (low two bits of the pair) and c+1 over a cell of this kind.
	 */
	static void fill(int kind, boolean canDown, boolean canRight, int[] steps) {
		for (int pair = 0; pair < 16; pair++) {
			int left = pair & 3;
			int up = pair >>> 2;
			int first = 0;
			int second = 0;
			if (kind == OBSTACLE) {
				if (left == 0 && up == 0) first = step(0, 0);
			} else if (kind == ENDPOINT) {
				if (left == 0 && up == 0) {
					if (canDown) first = step(3, 0);
					if (canRight) second = step(0, 3);
				} else if (left == 0 || up == 0) {
					int v = left | up;
					// both ends of the line are joined, or the piece's other end becomes a line end
					first = v == 3 ? step(0, 0) : movePartner(left != 0 ? 0 : 1, v, 3);
				}
			} else if (left == 0 && up == 0) {
				if (canDown && canRight) first = step(1, 2);
			} else if (left == 0 || up == 0) {
				int v = left | up;
				if (canDown) first = step(v, 0);
				if (canRight) second = step(0, v);
			} else if (left == 3 && up == 3) {
				first = step(0, 0);
			} else if (left == 3 || up == 3) {
				first = left == 3 ? movePartner(1, up, 3) : movePartner(0, left, 3);
			} else if (left == 1 && up == 1) {
				first = movePartner(1, 1, 1);
			} else if (left == 2 && up == 2) {
				first = movePartner(0, 2, 2);
			} else if (left == 2 && up == 1) {
				first = step(0, 0);
			}
			// left == 1 && up == 2 would close a loop: not a path
			if (first == 0 && second != 0) {
				first = second;
				second = 0;
			}
			steps[2 * pair] = first;
			steps[2 * pair + 1] = second;
		}
	}

	private static int step(int slotC, int slotC1) {
		return STEP | slotC << REGION_SHIFT | slotC1 << 2 | slotC;
	}

	/** Clears slots c and c+1 and gives the partner of the bracket in slot c ({@code at} 0) or c+1 (1) the value {@code to}. */
	private static int movePartner(int at, int bracket, int to) {
		return STEP | PARTNERS << REGION_SHIFT | at << 5 | bracket << 6 | to << 8;
	}

	static int region(int step) {
		return step >>> REGION_SHIFT;
	}

	/** Whether the step also moves a bracket's partner (the step's region is {@link #PARTNERS}). */
	static boolean movesPartner(int step) {
		return region(step) == PARTNERS;
	}

	/** For a step that moves a partner: whose, slot c's (0) or slot c+1's (1). */
	static int partnerOf(int step) {
		return step >>> 5 & 1;
	}

	/** For a step that moves a partner: the bracket in that slot (1 opening, 2 closing). */
	static int partnerBracket(int step) {
		return step >>> 6 & 3;
	}

	/** For a step that moves a partner: the partner's new value. */
	static int partnerValue(int step) {
		return step >>> 8 & 3;
	}

	/** Whether the step draws the edge down from the cell (new slot c). */
	static boolean down(int step) {
		return (step & 3) != 0;
	}

	/** Whether the step draws the edge right from the cell (new slot c+1). */
	static boolean right(int step) {
		return (step >>> 2 & 3) != 0;
	}

	/** The key after the step from key {@code s}, rotated for the next cell; {@code topSlot} = 2 * (slots - 1). */
	static long successor(long s, int step, int slots, int topSlot) {
		long rest = s & ~15L;
		if (movesPartner(step)) {
			int p = partner(s, partnerOf(step), partnerBracket(step), slots);
			rest = rest & ~(3L << 2 * p) | (long) partnerValue(step) << 2 * p;
		}
		return rest >>> 2 | (long) (step & 3) << topSlot | step >>> 2 & 3;
	}

	/**
	 * The keys from which the step may lead to {@code t}: the step undone, trying each slot for a moved partner. A
	 * superset (the caller checks each with {@link #successor}); answers how many it wrote into {@code out}.
	 */
	static int predecessors(long t, int pair, int step, int slots, int topSlot, long[] out) {
		if ((t >>> topSlot & 3) != (step & 3) || (t & 3) != (step >>> 2 & 3)) return 0;
		long rest = (t & ~3L & ~(3L << topSlot)) << 2;
		if (!movesPartner(step)) {
			out[0] = rest | pair;
			return 1;
		}
		int moved = partnerValue(step);
		int was = 3 - partnerBracket(step);
		int found = 0;
		for (int p = 2; p < slots; p++) {
			if ((rest >>> 2 * p & 3) == moved) out[found++] = rest & ~(3L << 2 * p) | (long) was << 2 * p | pair;
		}
		return found;
	}

	/**
	 * Position of the bracket matching the one at position {@code p} of a key (1 = opening, searched towards higher
	 * slots; 2 = closing, towards lower ones, which lie above the changed slots in a rotated key).
	 */
	static int partner(long s, int p, int bracket, int slots) {
		int depth = 0;
		for (int steps = 0; steps < slots; steps++) {
			int v = (int) (s >>> 2 * p) & 3;
			if (v == bracket) depth++;
			else if (v == 3 - bracket && --depth == 0) return p;
			p = bracket == 1 ? p + 1 : p == 0 ? slots - 1 : p - 1;
		}
		throw new IllegalStateException("unbalanced frontier state " + Long.toHexString(s));
	}
}
