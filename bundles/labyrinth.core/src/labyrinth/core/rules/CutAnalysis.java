package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * Straight cuts from the live end, the black/white count of the original's straight area checks. A straight run of
 * free fields that starts beside the live end (on a side or a corner) and goes on until the line or the border
 * cuts the free region, together with the live end, into areas. The rest of the line visits such an area in
 * stretches; each stretch comes in and goes out over a passage to the run, except that the first may come from the
 * live end (one passage in all) and the last may end at the end corner. A stretch holds one more field of a colour
 * only if it starts and ends on that colour, so an area with d more fields of one colour needs d such stretches:
 * 2d passages to its fields of that colour. Each field offers at most two. If the area has fewer, no walkthrough
 * is left.
 * <p>
 * Any area works, cut off or not: all its passages lead to the run or the live end by construction. The areas are
 * flooded to be counted, O(free fields) per run.
 * <p>
 * So any straight run works, wherever it starts. The runs beside the live end are the plain {@code cut}; {@code
 * cut-behind} adds the runs that start beside the field the line just left (and not beside the live end): a step
 * sideways leaves that field's neighbours two fields away, where the plain cut no longer looks.
 */
final class CutAnalysis implements AnalysisRule.Analysis {
	private int[] seen = new int[0];
	private int[] queue = new int[0];
	private int[] run = new int[0];
	private int epoch;
	/** Runs start beside the field before the live end instead of beside the live end. */
	private final boolean behind;
	private Board b;
	private int head;
	private int runLength;

	// the last refusal, explained on demand
	private final int[] culpritRun = new int[Board.MAX_SIZE];
	private int culpritLength;
	private int culpritStart;
	private int culpritDiff;

	/** Runs from beside the live end (the plain cut). */
	CutAnalysis() {
		this(false);
	}

	/** @param behind runs from beside the field before the live end, those not beside the live end itself */
	CutAnalysis(boolean behind) {
		this.behind = behind;
	}

	/** True if some straight run from the starts leaves an area whose colours its passages cannot serve. */
	@Override
	public boolean refutes(Board board) {
		b = board;
		head = b.head();
		if (b.freeCount() < 3 || behind && b.length() < 2) return false;
		int cells = b.cellCount();
		if (seen.length < cells) {
			seen = new int[cells];
			queue = new int[cells];
			run = new int[b.size()];
			epoch = 0;
		}
		int w = b.width();
		int centre = behind ? b.pathCell(b.length() - 2) : head;
		for (int dy = -1; dy <= 1; dy++) {
			for (int dx = -1; dx <= 1; dx++) {
				int start = centre + dy * w + dx;
				if (start == head || !b.isFree(start) || behind && besideHead(start)) continue;
				for (int d = 0; d < 4; d++) {
					int step = b.delta(d);
					if (start + step == head) continue; // a run must lead away from the live end
					runLength = 0;
					for (int c = start; b.isFree(c); c += step) run[runLength++] = c;
					if (judgeRun()) return true;
				}
			}
		}
		return false;
	}

	private boolean besideHead(int cell) {
		return Math.abs(b.x(cell) - b.x(head)) <= 1 && Math.abs(b.y(cell) - b.y(head)) <= 1;
	}

	/** Floods the areas beside the current run and counts each one's colours and passages. */
	private boolean judgeRun() {
		if (++epoch == Integer.MAX_VALUE) {
			java.util.Arrays.fill(seen, 0);
			epoch = 1;
		}
		int area = epoch;
		int wall = -epoch; // the run and the live end
		seen[head] = wall;
		for (int i = 0; i < runLength; i++) seen[run[i]] = wall;
		int target = b.target();
		for (int i = -1; i < runLength; i++) {
			int x = i < 0 ? head : run[i];
			for (int d = 0; d < 4; d++) {
				int s = b.neighbour(x, d);
				if (!b.isFree(s) || seen[s] == area || seen[s] == wall) continue;
				int read = 0, queued = 0;
				queue[queued++] = s;
				seen[s] = area;
				int diff = 0;
				int passages0 = 0, passages1 = 0; // to the run, per colour
				boolean live0 = false, live1 = false; // beside the live end, per colour
				boolean holdsEnd = false;
				while (read < queued) {
					int c = queue[read++];
					int out = 0;
					boolean live = false;
					for (int e = 0; e < 4; e++) {
						int v = b.neighbour(c, e);
						if (v == head) live = true;
						else if (seen[v] == wall) out++;
						else if (seen[v] != area && b.isFree(v)) {
							seen[v] = area;
							queue[queued++] = v;
						}
					}
					if (b.colour(c) == 0) {
						diff++;
						passages0 += Math.min(2, out);
						live0 |= live;
					} else {
						diff--;
						passages1 += Math.min(2, out);
						live1 |= live;
					}
					holdsEnd |= c == target;
				}
				// the end corner (colour 0) ends the last stretch
				int ends0 = passages0 + (live0 ? 1 : 0) + (holdsEnd ? 1 : 0);
				int ends1 = passages1 + (live1 ? 1 : 0);
				if (diff > 0 && 2 * diff > ends0 || diff < 0 && -2 * diff > ends1) {
					culpritLength = runLength;
					System.arraycopy(run, 0, culpritRun, 0, runLength);
					culpritStart = s;
					culpritDiff = diff;
					return true;
				}
			}
		}
		return false;
	}

	/** The run of the last refusal. */
	@Override
	public int[] culprits() {
		return java.util.Arrays.copyOf(culpritRun, culpritLength);
	}

	/** The area of the last refusal, flooded again (only when a firing is explained). */
	@Override
	public int[] area() {
		int mark = ++epoch;
		seen[b.head()] = -mark;
		for (int i = 0; i < culpritLength; i++) seen[culpritRun[i]] = -mark;
		int queued = 0;
		queue[queued++] = culpritStart;
		seen[culpritStart] = mark;
		for (int read = 0; read < queued; read++) {
			for (int d = 0; d < 4; d++) {
				int v = b.neighbour(queue[read], d);
				if (b.isFree(v) && seen[v] != mark && seen[v] != -mark) {
					seen[v] = mark;
					queue[queued++] = v;
				}
			}
		}
		return java.util.Arrays.copyOf(queue, queued);
	}

	@Override
	public String reason() {
		int n = area().length;
		String more = Words.fields(Math.abs(culpritDiff)).replace(" field", " more field");
		return "the area of " + Words.fields(n) + " beside the run " + b.format(culpritRun[0]) + "-"
				+ b.format(culpritRun[culpritLength - 1]) + " has " + more + " of one colour than its passages can serve";
	}
}
