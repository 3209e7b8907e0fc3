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
 * live end, per run and round O(the areas beside the run but the largest).
 * <p>
 * On a {@link Window} (centred on the field the live end just left) the nodes are the window's fields. A side to a
 * field beyond is open and is used or not as the counts say, but nothing is propagated across it; the search for cut
 * fields joins the fields beyond into one vertex out that may be passed any number of times, and the colour count
 * follows its areas beyond for a bounded number of fields ({@link #sidesByColour}). The work is then bounded by the
 * window's fields.
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
	/**
	 * How far the runs that turn once go straight from beside the live end before they turn; 0: none. Such a run and
	 * the live end fence in a corner of the free region that no straight run cuts off.
	 */
	private final int bendReach;
	private int[] areaSeen;
	private int[] areaQueue;
	private int[] run;
	private int areaEpoch;
	/** The nodes of the current propagation, beyond the window too, for the check of a chain from end to end. */
	private int nodeTotal;

	/** The window of the current propagation: this analysis's own, or that of the region search it reuses. */
	private Window window;
	private final Window ownWindow;
	/** The outside vertex of the search for cut fields (one past the board's cells), or -1: nothing lies beyond. */
	private int out;
	/** Whether out is among the nodes (the region search lists it; the own search of {@link #refutes} does not). */
	private boolean outListed;
	private int[] outSides;

	/**
	 * @param checkCuts  also check, after the propagation, that the open sides leave a line possible
	 * @param checkGates then also check the parts that two fields cut off ({@link GateAnalysis})
	 */
	CorridorAnalysis(boolean checkCuts, boolean checkGates) {
		this(checkCuts, checkGates, 0, Window.WHOLE_BOARD);
	}

	/**
	 * @param runReach also let the colours of the areas beside straight runs close and force passages, for the runs
	 *                 that start at most this many king's moves from the live end (0: none)
	 */
	CorridorAnalysis(boolean checkCuts, boolean checkGates, int runReach, int windowRadius) {
		this(checkCuts, checkGates, runReach, 0, windowRadius);
	}

	/**
	 * @param bendReach also the runs that start beside the live end, go straight for at most this many fields and turn
	 *                  once (0: none); they are tried after the straight runs decide nothing
	 */
	CorridorAnalysis(boolean checkCuts, boolean checkGates, int runReach, int bendReach, int windowRadius) {
		this.checkCuts = checkCuts || checkGates || runReach > 0 || bendReach > 0;
		this.gates = checkGates ? new GateAnalysis() : null;
		this.runReach = runReach;
		this.bendReach = bendReach;
		this.ownWindow = new Window(windowRadius);
		this.floodBudget = Window.fields(windowRadius);
		this.runLimit = Window.span(windowRadius);
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
		window = ownWindow;
		boolean beyond = window.placeBehind(b);
		out = beyond ? b.cellCount() : -1;
		outListed = false;
		// nodes: the free fields and the live end; a node's open sides lead to free fields or to the live end. One
		// look at each neighbour both finds the nodes and sets the open sides. Beyond the window, out stands for the
		// fields: reaching it reaches the window's fields with sides beyond.
		mark(head);
		int read = 0;
		queue[queued++] = head;
		boolean outReached = false;
		while (read < queued) {
			int c = queue[read++];
			int m = 0;
			for (int d = 0; d < 4; d++) {
				int w = b.neighbour(c, d);
				if (b.isFree(w)) {
					m |= 1 << d;
					if (beyond && !window.contains(w)) {
						if (!outReached) {
							outReached = true;
							for (int i = 0; i < window.edgeCount(); i++) {
								int e = window.edge()[i];
								if (stamp[e] != epoch) {
									mark(e);
									queue[queued++] = e;
								}
							}
						}
					} else if (stamp[w] != epoch) {
						mark(w);
						queue[queued++] = w;
					}
				} else if (w == head && c != head) {
					m |= 1 << d;
				}
			}
			open[c] = m;
		}
		if (beyond ? !outReached || queued != window.freeInside() + 1 : queued != free + 1) return fail(-1, UNREACHABLE);
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
		window = region.window();
		out = window.beyond() ? b.cellCount() : -1;
		outListed = true;
		int[] nodes = region.order();
		int[] sides = region.sides();
		int count = region.reached();
		for (int i = 0; i < count; i++) {
			int c = nodes[i];
			mark(c);
			open[c] = c == out ? 0 : sides[c];
		}
		return propagate(nodes, count, free);
	}

	/** Whether the side of a node towards its neighbour {@code w} leads beyond the window. */
	private boolean beyond(int w) {
		return out >= 0 && w != head && !window.contains(w);
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
			if (c != out && Integer.bitCount(open[c]) <= (c == head || c == target ? 1 : 2)) work[wl++] = c;
		}
		nodeTotal = free + 1;
		if (settle(wl, free)) return true;
		if (runReach > 0) {
			int changed;
			while ((changed = sidesByColour()) != 0) {
				if (changed < 0 || settle(changed, free)) return true;
			}
		}
		if (checkCuts && cutBySides(nodeList, nodes)) return true;
		// the gates' search has no outside vertex: it runs when the window holds every free field
		if (gates != null && out < 0 && gates.refutes(b, open)) return fail(gates.culprit(), gates.reason());
		return false;
	}

	/** Works through the first {@code wl} fields of the work list and those they change; true if a contradiction shows. */
	private boolean settle(int wl, int free) {
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
						if (beyond(w)) continue; // used, but nothing is known beyond to pass it on to
						forced[w] |= 1 << od;
						if (!join(c, w, nodeTotal)) return true;
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
						if (beyond(w)) continue;
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
	 * <p>
	 * On a window, runs and areas go on beyond it, where every side between free fields counts as open and none as
	 * forced: that only widens the bounds. The floods beside one run take at most as many fields as the window
	 * holds; the areas left unfinished are counted as one, from the totals, and so is the largest area, whose flood
	 * the others' ending stops (see {@link #sidesByColourBesideRun}).
	 * Answers -1 for an area no stretches can serve, else how many fields it put on the work list (0: nothing new).
	 */
	private int sidesByColour() {
		if (areaSeen == null || areaSeen.length < capacity) {
			areaSeen = new int[capacity];
			areaQueue = new int[capacity];
			run = new int[capacity];
			besideWall = new int[capacity];
			besideSides = new int[capacity];
			seedIndex = new int[capacity];
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
						// a start after another on the line is judged with the line's first
						if (isStart(start - step, hx, hy)) continue;
						int changed = sidesByColourAlongLine(start, step, hx, hy);
						if (changed != 0) return changed;
					}
				}
			}
		}
		return bendReach > 0 ? sidesByColourBesideBentRuns(hx, hy) : 0;
	}

	/**
	 * The runs that start at a field beside the live end (diagonals too), go straight away from it for one to
	 * {@link #bendReach} fields, turn left or right there and go on straight. The count holds for any run of
	 * neighbouring fields, and a bent run with the live end fences in a corner of the free region that two straight
	 * runs would each leave open to the rest: the line then visits that corner through few passages, whose colours may
	 * not serve it.
	 */
	private int sidesByColourBesideBentRuns(int hx, int hy) {
		for (int dy = -1; dy <= 1; dy++) {
			for (int dx = -1; dx <= 1; dx++) {
				if ((dx | dy) == 0 || !b.inside(hx + dx, hy + dy)) continue;
				int start = b.cell(hx + dx, hy + dy);
				if (!b.isFree(start)) continue;
				for (int d = 0; d < 4; d++) {
					int step = b.delta(d);
					if (start + step == head) continue;
					int corner = start;
					for (int straight = 1; straight <= bendReach && straight < runLimit; straight++) {
						corner += step;
						if (!b.isFree(corner)) break;
						for (int turn = 1; turn <= 3; turn += 2) {
							int after = b.delta((d + turn) & 3);
							if (!b.isFree(corner + after)) continue;
							int length = 0;
							for (int c = start; c != corner; c += step) run[length++] = c;
							run[length++] = corner;
							for (int c = corner + after; b.isFree(c) && length < runLimit; c += after) run[length++] = c;
							int changed = sidesByColourBesideRun(length);
							if (changed != 0) return changed;
						}
					}
				}
			}
		}
		return 0;
	}

	/** Whether runs start at field {@code c}: a free field up to {@link #runReach} king's moves from the live end. */
	private boolean isStart(int c, int hx, int hy) {
		return b.isFree(c) && Math.max(Math.abs(b.x(c) - hx), Math.abs(b.y(c) - hy)) <= runReach;
	}

	/**
	 * The runs from {@code first} and from each start after it on the line, in that order. Each run is the one before
	 * without its first field, unless the one before was as long as runs may be: its areas are then those of the
	 * run before, joined through the field it gives back, and need no flood.
	 */
	private int sidesByColourAlongLine(int first, int step, int hx, int hy) {
		int length = 0;
		for (int c = first; b.isFree(c) && length < runLimit; c += step) run[length++] = c;
		int changed = sidesByColourBesideRun(length);
		for (int s = first + step; changed == 0 && isStart(s, hx, hy) && s + step != head; s += step) {
			if (length == runLimit || !deriveRuns) {
				length = 0;
				for (int c = s; b.isFree(c) && length < runLimit; c += step) run[length++] = c;
				changed = sidesByColourBesideRun(length);
			} else {
				changed = sidesByColourWithoutFirstField(length--);
			}
		}
		return changed;
	}

	/** Whether a run that is the one before without its first field is judged from the areas of that one (tests: off). */
	boolean deriveRuns = true;

	/** The open sides of a field beyond the window: all that lead to free fields (the live end is never next to it). */
	private int openBeyond(int c) {
		int m = 0;
		for (int e = 0; e < 4; e++) if (b.isFree(b.neighbour(c, e))) m |= 1 << e;
		return m;
	}

	/**
	 * {@link #sidesByColour} for the areas beside {@code run[0..length)}. Every field beside the wall starts an area
	 * of its own, and all are flooded side by side, breadth first, one queue for all; areas that meet are joined. An
	 * area whose flood ends is finished and judged. Once one area alone is still growing, it is the rest: counted from
	 * the totals with its fields beside the wall, as the areas the budget leaves unfinished are. So a run costs the
	 * smaller areas beside it, not the largest, which is most of the board.
	 */
	private int sidesByColourBesideRun(int length) {
		// a field's mark names its area: base + the area's number; marks of earlier runs are below base, or walls
		int labels = 5 * (length + 1); // four sides a wall field, and a field given back by each run after it

		if (areaEpoch >= Integer.MAX_VALUE - labels - 2) {
			java.util.Arrays.fill(areaSeen, 0);
			areaEpoch = 0;
		}
		int wall = -(++areaEpoch);
		int base = areaEpoch + 1;
		areaEpoch += labels;
		lastWall = wall; // besideStats reads it
		wallListed.clear(-1);
		finishedListed.clear(-1);
		int[] seen = areaSeen;
		int[] q = areaQueue;
		seen[head] = wall;
		for (int i = 0; i < length; i++) seen[run[i]] = wall;
		int queued = 0;
		int areas = 0;
		int along = -1; // the direction of the leg run[i] is on: a bent run has two
		int alongStep = 0;
		for (int i = -1; i < length; i++) {
			int x = i < 0 ? head : run[i];
			if (i > 0 && run[i] - run[i - 1] != alongStep) {
				alongStep = run[i] - run[i - 1];
				along = directionOf(alongStep);
			}
			for (int sides = beyond(x) ? openBeyond(x) : open[x]; sides != 0; sides &= sides - 1) {
				int d = Integer.numberOfTrailingZeros(sides);
				int s = b.neighbour(x, d);
				if (seen[s] >= base || seen[s] == wall) continue;
				seedIndex[s] = queued;
				q[queued++] = s;
				// beside the run, a field joins the area of the field beside the run's field before, if they are neighbours
				int before = i > 0 ? b.neighbour(run[i - 1], d) : -1;
				int r;
				if (before >= 0 && seen[before] >= base && passable(before, along)) {
					r = root(seen[before] - base);
					pending[r]++;
				} else {
					r = areas++;
					startArea(r, s);
				}
				seen[s] = base + r;
			}
		}
		besideCount = queued; // the fields beside the wall, each once, in the order of the wall's sides
		int growing = areas;
		decidedArea = -1;
		int finishedDiff = 0; // colour 0 minus colour 1 over the finished areas
		int finishedFields = 0;
		int limit = Math.min(floodBudget, capacity);
		int read = 0;
		flooding: for (; read < queued && growing > 1; read++) {
			int c = q[read];
			int r = seen[c] - base;
			if (areaParent[r] != r) {
				r = root(r);
				seen[c] = base + r;
			}
			int sides = 0;
			int toWall = 0; // the sides to the wall, as bits
			boolean live = false;
			boolean node = !beyond(c);
			for (int sidesOpen = node ? open[c] : openBeyond(c); sidesOpen != 0; sidesOpen &= sidesOpen - 1) {
				int e = Integer.numberOfTrailingZeros(sidesOpen);
				int v = b.neighbour(c, e);
				int mark = seen[v];
				if (mark == wall) {
					sides++;
					toWall |= 1 << e;
					live |= v == head;
				} else if (!node && !beyond(v) && (open[v] & (1 << (e ^ 2))) == 0) {
					// closed by the window's field: see passable
				} else if (mark >= base) {
					if (mark != base + r) {
						int other = root(mark - base);
						seen[v] = base + other;
						if (other != r) {
							r = joinAreas(r, other);
							growing--;
						}
					}
				} else {
					if (queued >= limit) break flooding; // out of budget: the areas still growing are the rest
					seen[v] = base + r;
					pending[r]++;
					q[queued++] = v;
				}
			}
			int used = toWall == 0 || !node ? 0 : Integer.bitCount(forced[c] & toWall);
			int stats = sides | used << 3 | (live ? LIVE : 0);
			if (read < besideCount) {
				besideSides[read] = stats;
				addListed(listedCounts[r], c, stats);
				addListed(wallListed, c, stats);
			}
			AreaCount a = areaCounts[r];
			if (stats == 0 && c != target) a.addInner(b.colour(c));
			else addField(a, c, stats);
			if (--pending[r] == 0) {
				growing--;
				finished[r] = true;
				finishedDiff += a.diff;
				finishedFields += a.fields;
				finishedListed.addAll(listedCounts[r], 1);
				if (misfits(r)) return -1;
			}
		}
		// the fields beside the wall the flood did not reach are in no finished area: only the total needs them
		for (int i = read; i < besideCount; i++) addListed(wallListed, q[i], besideStats(q[i]));
		lastBase = base;
		lastAreas = areas;
		lastGrowing = growing;
		lastCounted = read;
		lastFinishedDiff = finishedDiff;
		lastFinishedFields = finishedFields;
		return judgeRest(length);
	}

	/**
	 * Takes the bounds of finished area {@code r}: true if its colours cannot fit its sides; else, if they close or
	 * force sides and no area before did, remembers it as the area whose decision applies.
	 */
	private boolean misfits(int r) {
		AreaCount a = areaCounts[r];
		int decided = bounds(a, a.diff, a.fields, a.ends0, a.ends1);
		if (decided < 0) return true;
		if (decided != 0 && decidedArea < 0) {
			decidedArea = r;
			decidedSides = decided;
		}
		return false;
	}

	/** The first finished area beside the current run whose bounds close or force sides (-1: none), and what they decide. */
	private int decidedArea, decidedSides;

	/**
	 * The end of a run's judgement, once the bounds of its finished areas are taken: the rest's bounds (the areas
	 * still growing with every free field left), then what the first deciding area or else the rest decides.
	 */
	private int judgeRest(int length) {
		int wall = lastWall;
		int base = lastBase;
		if (lastGrowing == 0) return applyDecided(wall, base);
		// colour 0 minus colour 1, and fields, of the free fields in no finished area and not on the run
		int restDiff = Window.freeDiff(b) - lastFinishedDiff;
		int restFields = b.freeCount() - length - lastFinishedFields;
		if (length % 2 == 1) restDiff -= 1 - 2 * b.colour(run[0]); // a straight run's colours alternate
		// the areas still growing with every free field left make one area to count (a field no line can reach dooms
		// the position anyway; the bounds add up over areas): its sides to the wall are those of the whole wall less
		// the finished areas', its other fields count only by their colours
		AreaCount r = rest;
		if (restFromSums) r.difference(wallListed, finishedListed);
		else r = restBesideWall(base, lastCounted);
		boolean endLeft = areaSeen[target] != wall && !inFinishedArea(target, base);
		int ends0 = endLeft && b.colour(target) == 0 ? 1 : 0;
		int ends1 = endLeft && b.colour(target) == 1 ? 1 : 0;
		int decided = bounds(r, restDiff, restFields, ends0, ends1);
		if (restFromSums && decided != 0) { // rare: list the rest's fields beside the wall, to name the first, close, force
			r = restBesideWall(base, lastCounted);
			decided = bounds(r, restDiff, restFields, ends0, ends1);
		}
		if (decided < 0) return -1;
		if (decidedArea >= 0) return applyDecided(wall, base);
		return decided == 0 ? 0 : apply(r, wall, decided);
	}

	/** Whether the rest's sides to the wall are the sums over the wall less the finished areas' (tests: off, listed). */
	boolean restFromSums = true;

	/** The areas of the last run judged: its marks, how many areas, how many still growing, and what finished. */
	private int lastWall, lastBase, lastAreas, lastGrowing, lastCounted, lastFinishedDiff, lastFinishedFields;
	/** Where each field beside the wall stands among them in {@link #areaQueue}. */
	private int[] seedIndex;

	/**
	 * {@link #sidesByColourBesideRun} for {@code run[1..length)}, from the areas of {@code run[0..length)}, which was
	 * judged last and decided nothing. The field given back joins the areas it has open sides to (a finished area
	 * joined to a growing one grows); the fields beside it lose their side to the wall. Only the areas that changed
	 * are judged again; the others decided nothing before and have the same counts and sides.
	 */
	private int sidesByColourWithoutFirstField(int length) {
		int s = run[0];
		System.arraycopy(run, 1, run, 0, --length);
		int base = lastBase;
		int[] seen = areaSeen;
		// the fields beside s lose their side to the wall: their counts before and after
		int neighbours = 0;
		for (int e = 0; e < 4; e++) {
			int v = b.neighbour(s, e);
			if (seen[v] < base) continue; // the wall, or off the board
			touchedDirection[neighbours] = e;
			touchedField[neighbours] = v;
			touchedBefore[neighbours++] = besideStats(v);
		}
		// s is an area of its own now; pending no longer counts once the flood is over, finished says what grows
		int u = lastAreas++;
		startArea(u, s);
		seen[s] = base + u;
		decidedArea = -1;
		int joined = 0; // the areas s has open sides to
		int changed = 0; // finished areas whose sides to the wall changed
		for (int i = 0; i < neighbours; i++) {
			int v = touchedField[i];
			int before = touchedBefore[i];
			int after = besideStats(v);
			int r = root(seen[v] - base);
			if (after != before) {
				int colour = b.colour(v);
				if (finished[r]) areaCounts[r].replace(colour, before, after);
				int at = seedIndex[v];
				if (at < besideCount && areaQueue[at] == v) {
					besideSides[at] = after;
					wallListed.replace(colour, before, after);
					listedCounts[r].replace(colour, before, after);
					if (finished[r]) finishedListed.replace(colour, before, after);
				}
			}
			if (passable(s, touchedDirection[i])) {
				if (!contains(joinedRoots, joined, r)) joinedRoots[joined++] = r;
			} else if (after != before && finished[r] && !contains(changedRoots, changed, r)) {
				changedRoots[changed++] = r;
			}
		}
		// a finished area s does not join whose sides to the wall changed is judged again
		for (int k = 0; k < changed; k++) {
			int r = changedRoots[k];
			if (!contains(joinedRoots, joined, r) && misfits(r)) return -1;
		}
		boolean allFinished = true;
		int growingJoined = 0;
		for (int k = 0; k < joined; k++) {
			if (!finished[joinedRoots[k]]) {
				allFinished = false;
				growingJoined++;
			}
		}
		int stats = besideStats(s);
		addField(areaCounts[u], s, stats);
		addListed(listedCounts[u], s, stats); // s is listed beside the wall below
		addListed(wallListed, s, stats);
		if (allFinished) {
			lastFinishedDiff += 1 - 2 * b.colour(s);
			lastFinishedFields++;
			addListed(finishedListed, s, stats);
		} else {
			for (int k = 0; k < joined; k++) {
				AreaCount a = areaCounts[joinedRoots[k]];
				if (finished[joinedRoots[k]]) {
					lastFinishedDiff -= a.diff;
					lastFinishedFields -= a.fields;
					finishedListed.addAll(listedCounts[joinedRoots[k]], -1);
				}
			}
			lastGrowing -= growingJoined - 1;
		}
		int r = u;
		for (int k = 0; k < joined; k++) r = joinAreas(r, joinedRoots[k]);
		finished[r] = allFinished;
		seedIndex[s] = besideCount;
		areaQueue[besideCount] = s;
		besideSides[besideCount++] = stats;
		if (allFinished && misfits(r)) return -1;
		return judgeRest(length);
	}

	/** Field {@code c}'s sides to the wall, of them forced ({@code << 3}) and {@link #LIVE}, as the flood counts them. */
	private int besideStats(int c) {
		int wall = lastWall;
		int sides = 0;
		int used = 0;
		boolean live = false;
		boolean node = !beyond(c);
		for (int m = node ? open[c] : openBeyond(c); m != 0; m &= m - 1) {
			int e = Integer.numberOfTrailingZeros(m);
			int v = b.neighbour(c, e);
			if (areaSeen[v] != wall) continue;
			sides++;
			live |= v == head;
			if (node && (forced[c] & (1 << e)) != 0) used++;
		}
		return sides | used << 3 | (live ? LIVE : 0);
	}

	private final int[] touchedDirection = new int[4];
	private final int[] touchedField = new int[4];
	private final int[] touchedBefore = new int[4];
	private final int[] joinedRoots = new int[4];
	private final int[] changedRoots = new int[4];

	private static boolean contains(int[] values, int count, int value) {
		for (int i = 0; i < count; i++) if (values[i] == value) return true;
		return false;
	}

	/**
	 * Applies what the bounds decided for {@link #decidedArea} (none if negative). The bounds of every area beside the
	 * run are looked at before any is applied, so that an area whose colours cannot fit is named rather than what the
	 * sides another area closed lead to.
	 */
	private int applyDecided(int wall, int base) {
		if (decidedArea < 0) return 0;
		AreaCount a = areaCounts[decidedArea];
		listBesideWall(a, decidedArea, base);
		return apply(a, wall, decidedSides);
	}

	/** Area {@code i} starts with field {@code seed}, beside the wall, queued. */
	private void startArea(int i, int seed) {
		if (i == areaCounts.length) {
			int grown = 2 * i;
			areaCounts = java.util.Arrays.copyOf(areaCounts, grown);
			listedCounts = java.util.Arrays.copyOf(listedCounts, grown);
			for (int k = i; k < grown; k++) {
				areaCounts[k] = new AreaCount();
				listedCounts[k] = new AreaCount();
			}
			areaParent = java.util.Arrays.copyOf(areaParent, grown);
			pending = java.util.Arrays.copyOf(pending, grown);
			finished = java.util.Arrays.copyOf(finished, grown);
		}
		areaCounts[i].clear(seed);
		listedCounts[i].clear(seed);
		areaParent[i] = i;
		pending[i] = 1;
		finished[i] = false;
	}

	/** The area that area {@code i} has been joined into. */
	private int root(int i) {
		int r = i;
		while (areaParent[r] != r) r = areaParent[r];
		while (areaParent[i] != r) {
			int next = areaParent[i];
			areaParent[i] = r;
			i = next;
		}
		return r;
	}

	/** Joins two growing areas into the one started first (whose seed comes first along the wall); answers it. */
	private int joinAreas(int x, int y) {
		int keep = Math.min(x, y);
		int gone = Math.max(x, y);
		areaParent[gone] = keep;
		pending[keep] += pending[gone];
		areaCounts[keep].addAll(areaCounts[gone], 1);
		listedCounts[keep].addAll(listedCounts[gone], 1);
		return keep;
	}

	private boolean inFinishedArea(int c, int base) {
		return areaSeen[c] >= base && finished[root(areaSeen[c] - base)];
	}

	/** What the colour count of one area needs: its fields' colours and their sides to the wall. */
	private static final class AreaCount {
		int seed, from, to; // the area's fields beside the wall are besideWall[from..to)
		int fields;
		int diff; // fields of colour 0 minus fields of colour 1
		int room0, room1; // ends the sides to the wall allow, per colour (two at most per field)
		int runRoom0, runRoom1; // the same without the sides to the live end, which ends one stretch at most
		int liveCount0, liveCount1; // fields with a side to the live end, per colour (one stretch may end there)
		int forced0, forced1; // of those, already used
		int ends0, ends1; // the end corner ends the last stretch without a side

		/** Counts one field of colour {@code colour} with {@code sides} to the wall, {@code used} of them forced. */
		void add(int colour, int sides, int used, boolean live, boolean isEnd) {
			int runSides = Math.min(2, live ? sides - 1 : sides);
			fields++;
			if (colour == 0) {
				diff++;
				room0 += Math.min(2, sides);
				runRoom0 += runSides;
				if (live) liveCount0++;
				forced0 += used;
				if (isEnd) ends0++;
			} else {
				diff--;
				room1 += Math.min(2, sides);
				runRoom1 += runSides;
				if (live) liveCount1++;
				forced1 += used;
				if (isEnd) ends1++;
			}
		}

		/** Counts a field without sides to the wall, not the end corner: most of an area. */
		void addInner(int colour) {
			fields++;
			diff += 1 - 2 * colour;
		}

		/**
		 * Counts a field of the area again after its sides to the wall changed ({@link #LIVE}-packed, as besideStats).
		 */
		void replace(int colour, int before, int after) {
			fields--;
			diff -= 1 - 2 * colour;
			int sides = before & 7;
			int used = before >> 3 & 7;
			boolean live = (before & LIVE) != 0;
			int runSides = Math.min(2, live ? sides - 1 : sides);
			if (colour == 0) {
				room0 -= Math.min(2, sides);
				runRoom0 -= runSides;
				forced0 -= used;
				if (live) liveCount0--;
			} else {
				room1 -= Math.min(2, sides);
				runRoom1 -= runSides;
				forced1 -= used;
				if (live) liveCount1--;
			}
			add(colour, after & 7, after >> 3 & 7, (after & LIVE) != 0, false);
		}

		/** Takes in ({@code sign} 1) the counts of an area joined to this one, or takes them out ({@code sign} -1). */
		void addAll(AreaCount o, int sign) {
			fields += sign * o.fields;
			diff += sign * o.diff;
			room0 += sign * o.room0;
			room1 += sign * o.room1;
			runRoom0 += sign * o.runRoom0;
			runRoom1 += sign * o.runRoom1;
			liveCount0 += sign * o.liveCount0;
			liveCount1 += sign * o.liveCount1;
			forced0 += sign * o.forced0;
			forced1 += sign * o.forced1;
			ends0 += sign * o.ends0;
			ends1 += sign * o.ends1;
		}

		/** The counts of the fields counted in {@code all} but not in {@code part}; no seed, no list. */
		void difference(AreaCount all, AreaCount part) {
			clear(-1);
			addAll(all, 1);
			addAll(part, -1);
		}

		void clear(int seed) {
			this.seed = seed;
			from = to = fields = 0;
			diff = room0 = room1 = runRoom0 = runRoom1 = forced0 = forced1 = ends0 = ends1 = 0;
			liveCount0 = liveCount1 = 0;
		}
	}

	/** Per area beside the current run: its counts, the area it was joined into, its fields queued, whether finished. */
	private AreaCount[] areaCounts = { new AreaCount() };
	/**
	 * Per area beside the current run, the sides to the wall of its fields listed beside the wall; over all of them,
	 * and over the finished areas. The rest's sides are the difference, so a run is judged without a pass over the
	 * wall; the rest's fields are listed only where its bounds decide.
	 */
	private AreaCount[] listedCounts = { new AreaCount() };
	private final AreaCount wallListed = new AreaCount(), finishedListed = new AreaCount();
	private int[] areaParent = new int[1];
	private int[] pending = new int[1];
	private boolean[] finished = new boolean[1];
	/** The fields beside the wall of the area being judged. */
	private int[] besideWall;
	/** The fields beside the wall are the first this many of {@link #areaQueue}. */
	private int besideCount;
	/** Per field beside the wall that the flood counted: its sides to the wall, of them forced ({@code << 3}), {@link #LIVE}. */
	private int[] besideSides;
	private static final int LIVE = 1 << 6;
	/** Fields the floods beside one run may take: all on the whole board, as many as the window holds on one. */
	private final int floodBudget;
	/** Fields a run may have: all on the whole board, the window's width on one (a shorter wall only drops bounds). */
	private final int runLimit;

	/** Lists the fields beside the wall of finished area {@code r} in {@link #besideWall}, for its judgement. */
	private void listBesideWall(AreaCount a, int r, int base) {
		int n = 0;
		for (int i = 0; i < besideCount; i++) {
			int f = areaQueue[i];
			if (root(areaSeen[f] - base) == r) besideWall[n++] = f;
		}
		a.from = 0;
		a.to = n;
	}

	/**
	 * Whether the side of field {@code c} towards direction {@code e}, to a field off the wall, joins areas: open for
	 * both fields. Beyond the window every side between free fields counts as open, but a window's field may have
	 * closed its side to a field beyond; the side is closed then, so that an area judged finished stays finished.
	 */
	private boolean passable(int c, int e) {
		int v = b.neighbour(c, e);
		if (beyond(c) ? !b.isFree(v) : (open[c] & (1 << e)) == 0) return false;
		return beyond(v) || (open[v] & (1 << (e ^ 2))) != 0;
	}

	/** The direction of a step between neighbours. */
	private int directionOf(int step) {
		for (int d = 0; d < 4; d++) if (b.delta(d) == step) return d;
		throw new IllegalArgumentException("not a step between neighbours: " + step);
	}

	/** Adds field {@code c}'s sides to the wall to the sums of listed fields {@code a}: not a field of an area. */
	private void addListed(AreaCount a, int c, int stats) {
		a.add(b.colour(c), stats & 7, stats >> 3 & 7, (stats & LIVE) != 0, false);
	}

	/** Adds field {@code c} to {@code a}, with its sides to the wall as {@link #besideStats} packs them. */
	private void addField(AreaCount a, int c, int stats) {
		a.add(b.colour(c), stats & 7, stats >> 3 & 7, (stats & LIVE) != 0, c == target);
	}

	/**
	 * The sides to the wall of the fields in no finished area, listed in {@link #besideWall}; the first
	 * {@code counted} of the fields beside the wall were counted by the flood.
	 */
	private AreaCount restBesideWall(int base, int counted) {
		AreaCount r = rest;
		r.clear(-1);
		int n = 0;
		for (int i = 0; i < besideCount; i++) {
			int f = areaQueue[i];
			if (finished[root(areaSeen[f] - base)]) continue;
			besideWall[n++] = f;
			if (r.seed < 0) r.seed = f;
			addField(r, f, i < counted ? besideSides[i] : besideStats(f));
		}
		r.to = n;
		return r;
	}

	private final AreaCount rest = new AreaCount();

	/** What the colour bounds of an area decide: close or force its sides of colour 1 or 0 to the wall. */
	private static final int CLOSE1 = 1, CLOSE0 = 2, FORCE1 = 4, FORCE0 = 8;

	/**
	 * The colour bounds of a counted area, given its fields' colours ({@code diff}: colour 0 minus colour 1) and how
	 * many of its stretches the end corner ends, per colour: -1 if they cannot be met (with the reason), else what
	 * they decide ({@link #CLOSE1} and so on; 0: nothing).
	 */
	private int bounds(AreaCount a, int diff, int fields, int ends0, int ends1) {
		// forcing needs every side counted; with the live end's sides capped, which one it uses is open
		int live0 = a.liveCount0 > 0 ? 1 : 0;
		int live1 = a.liveCount1 > 0 ? 1 : 0;
		boolean exact0 = a.runRoom0 + live0 >= a.room0;
		boolean exact1 = a.runRoom1 + live1 >= a.room1;
		int room0 = Math.min(a.room0, a.runRoom0 + live0);
		int room1 = Math.min(a.room1, a.runRoom1 + live1);
		int forced0 = a.forced0, forced1 = a.forced1;
		// sides used: e0 of colour 0 and e1 of colour 1, with e0 + ends0 - e1 - ends1 = 2 diff and at least one stretch
		int gap = 2 * diff - ends0 + ends1; // e0 - e1
		int least = ends0 + ends1 > 0 ? 1 : 2; // sides used at least: e0 + e1 = 2 e1 + gap
		int lo1 = Math.max(Math.max(forced1, forced0 - gap), Math.max(0, Math.floorDiv(least - gap + 1, 2)));
		int hi1 = Math.min(room1, room0 - gap);
		if (lo1 > hi1) {
			culprit = a.seed;
			reason = "the colours of the area of " + Words.fields(fields) + " at " + b.format(a.seed) + " (" + Math.abs(diff)
					+ " more of one) do not fit its open and forced sides";
			return -1;
		}
		int decided = 0;
		if (hi1 == forced1 && room1 > forced1) decided |= CLOSE1;
		if (hi1 + gap == forced0 && room0 > forced0) decided |= CLOSE0;
		if (exact1 && lo1 == room1 && room1 > forced1) decided |= FORCE1;
		if (exact0 && lo1 + gap == room0 && room0 > forced0) decided |= FORCE0;
		return decided;
	}

	/**
	 * Closes and forces the sides to the wall that {@link #bounds} decided for area {@code a}, whose fields beside
	 * the wall are listed; answers the work list's length, or -1 if forcing closes a loop or ends the line early.
	 */
	private int apply(AreaCount a, int wall, int decided) {
		int work = 0;
		if ((decided & CLOSE1) != 0) work = closeSides(a, 1, wall, work);
		if ((decided & CLOSE0) != 0) work = closeSides(a, 0, wall, work);
		if ((decided & FORCE1) != 0) work = forceSides(a, 1, wall, work);
		if (work < 0) return work;
		if ((decided & FORCE0) != 0) work = forceSides(a, 0, wall, work);
		return work;
	}

	/**
	 * Closes the unforced sides to the wall of the area's fields of one colour; answers the work list's length. Only
	 * the window's nodes keep sides: a side beyond is left as it is, which only drops a conclusion.
	 */
	private int closeSides(AreaCount a, int colour, int wall, int wl) {
		for (int i = a.from; i < a.to; i++) {
			int c = besideWall[i];
			if (b.colour(c) != colour || beyond(c)) continue;
			for (int e = 0; e < 4; e++) {
				int bit = 1 << e;
				if ((open[c] & bit) == 0 || (forced[c] & bit) != 0) continue;
				int v = b.neighbour(c, e);
				if (areaSeen[v] != wall) continue;
				open[c] &= ~bit;
				workList[wl++] = c;
				if (beyond(v)) continue;
				open[v] &= ~(1 << (e ^ 2));
				workList[wl++] = v;
			}
		}
		return wl;
	}

	/**
	 * Forces the sides to the wall of the area's fields of one colour that have at most two (a field with more uses
	 * two, which ones is open); answers the work list's length, or -1 if that closes a loop or ends the line early.
	 * As in {@link #closeSides}, only the window's nodes take it in.
	 */
	private int forceSides(AreaCount a, int colour, int wall, int wl) {
		for (int i = a.from; i < a.to; i++) {
			int c = besideWall[i];
			if (b.colour(c) != colour || beyond(c)) continue;
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
				workList[wl++] = c;
				if (beyond(v)) continue;
				forced[v] |= 1 << (e ^ 2);
				if (!join(c, v, nodeTotal)) return -1;
				workList[wl++] = v;
				wl = pushClosedSide(wl);
			}
		}
		return wl;
	}

	/**
	 * The still open sides must leave a line from the live end to the end corner possible: no field may cut off a
	 * part that contains neither (the line could enter it but never come back), nor separate the live end from the
	 * end corner in a wrong way. Tarjan's depth-first search rooted at the live end, on the open sides only; out, if
	 * something lies beyond the window, joins the open sides that lead there, and cuts off nothing itself.
	 */
	private boolean cutBySides(int[] nodeList, int nodes) {
		if (disc == null || disc.length < capacity + 1) {
			disc = new int[capacity + 1];
			low = new int[capacity + 1];
			sub = new int[capacity + 1];
			stackCell = new int[capacity + 1];
			stackDir = new int[capacity + 1];
			outSides = new int[capacity];
		}
		for (int i = 0; i < nodes; i++) disc[nodeList[i]] = 0;
		int outDegree = 0;
		int vertices = nodes;
		if (out >= 0) {
			// the nodes with an open side beyond are out's neighbours
			for (int i = 0; i < nodes; i++) {
				int c = nodeList[i];
				if (c == out) continue;
				for (int d = 0; d < 4; d++) {
					if ((open[c] & (1 << d)) != 0 && beyond(b.neighbour(c, d))) {
						outSides[outDegree++] = c;
						break;
					}
				}
			}
			disc[out] = 0;
			if (!outListed) vertices++;
		}
		int targetVertex = out >= 0 && beyond(target) ? out : target;
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
			if (c == out ? d < outDegree : d < 4) {
				stackDir[top] = d + 1;
				int w;
				if (c == out) {
					w = outSides[d];
				} else {
					if ((open[c] & (1 << d)) == 0) continue;
					w = b.neighbour(c, d);
					if (beyond(w)) w = out;
				}
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
			if (p != out && low[c] >= disc[p]) { // p separates c's subtree from the live end
				boolean targetInside = disc[targetVertex] >= disc[c] && disc[targetVertex] < disc[c] + sub[c];
				if (p == target || !targetInside) return fail(p, b.format(p) + " cuts off fields the line could not leave again");
			}
		}
		if (time < vertices) return fail(-1, "the open sides leave some fields unreachable");
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
		if (!beyond(target) && find(head) == find(target) && size[find(head)] < nodes) {
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
		// one more for out, which the region search lists among its nodes
		open = new int[cells + 1];
		forced = new int[cells + 1];
		parent = new int[cells + 1];
		size = new int[cells + 1];
		endA = new int[cells + 1];
		endB = new int[cells + 1];
		queue = new int[cells];
		stamp = new int[cells + 1];
		workList = new int[cells * 8];
		epoch = 0;
	}
}
