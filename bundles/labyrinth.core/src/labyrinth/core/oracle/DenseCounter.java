package labyrinth.core.oracle;

import java.util.Arrays;

/**
 * Counts the Hamiltonian paths of an empty rectangle from corner to corner with dense layers: every frontier word a
 * cell can see has a rank, and the counts sit in an array indexed by it, so no key is stored.
 * <p>
 * The frontier is the one of {@link FrontierSteps} (slot j at bits 2j, not rotated: before cell (r,c) slots below c
 * are the edges down from row r, slot c the edge into the cell from the left, and the slots above it the edges into
 * row r from above). A word the sweep reaches has balanced brackets, one end of the start piece (3) outside every
 * bracket pair, and one more constraint from the colours of a chess board: the fields beside the crossings add up to
 * twice (black - white) of the swept fields less one, since every piece has one black field more than white if both
 * its ends are black, one fewer if both are white. That sum is fixed per cell and cuts the words by 2.3x (13x13) to
 * 2.9x (21x21).
 * <p>
 * A word is ranked by its two halves: each half's pattern of slots has a class (its unmatched brackets, whether it
 * holds the 3, its colour sum) and a rank within its class, both read from a table; the class of the low half fixes
 * the class of the high half, and the word's rank is the class's base, plus the low half's rank times the high
 * class's size, plus the high half's rank. The colour of the slot into the cell from the left differs from the rest,
 * so the half holding that slot has a table per cell column.
 * <p>
 * Counts are residues modulo 2^64 and 62-bit primes, as in {@link CompletionCounter}, with the magnitude as a float
 * (scaled into its range) beside the first pass's. The moduli the memory cannot hold at once are counted in further passes.
 * A prime below {@link #SMALL_PRIME_LIMIT} keeps its residues in ints, half the memory of a long: where a pass has room
 * for one and a half longs, such a prime beside a 62-bit one can save a pass.
 */
final class DenseCounter {
	/**
	 * Bits of the rank within a class in a table entry; the class id sits above, in the ten bits left below the sign
	 * (a half of 11 slots has 552 classes, of 12 slots 650; the largest class of 12 slots holds 14,148 patterns).
	 */
	static final int RANK_BITS = 21;
	private static final int RANK_MASK = (1 << RANK_BITS) - 1;

	private final int rows;
	private final int width;
	/** Frontier slots: width + 1. */
	private final int slots;
	private final int lowSlots;
	private final int highShift;
	private final long lowMask;
	/** Tables of the low half: the plain one, and one per column c below {@link #lowSlots} (slot c flipped). */
	private final Half lowPlain;
	private final Half[] lowAt;
	private final Half highPlain;
	private final Half[] highAt;
	/** Word layouts by row parity and column. */
	private final Layout[][] layouts;

	/** The rectangle of rows x width fields, swept row by row; width at least 2 and rows at least width. */
	DenseCounter(int rows, int width) {
		this(rows, width, true);
	}

	/**
	 * The sizes of the rectangle's layers and tables without building the tables (at 23 wide they take 1.8 GB): for
	 * the memory a pass needs, not for counting.
	 */
	static DenseCounter sized(int rows, int width) {
		return new DenseCounter(rows, width, false);
	}

	private DenseCounter(int rows, int width, boolean tables) {
		this.rows = rows;
		this.width = width;
		this.slots = width + 1;
		this.lowSlots = slots / 2;
		this.highShift = 2 * lowSlots;
		this.lowMask = (1L << highShift) - 1;
		int highSlots = slots - lowSlots;
		lowPlain = new Half(lowSlots, false, 0, -1, tables);
		highPlain = new Half(highSlots, true, lowSlots, -1, tables);
		lowAt = new Half[lowSlots];
		highAt = new Half[highSlots];
		for (int c = 0; c < lowSlots; c++) lowAt[c] = new Half(lowSlots, false, 0, c, tables);
		for (int c = lowSlots; c < slots; c++) highAt[c - lowSlots] = new Half(highSlots, true, lowSlots, c, tables);
		layouts = new Layout[2][width];
		for (int parity = 0; parity < 2; parity++) {
			for (int c = 0; c < width; c++) layouts[parity][c] = new Layout(low(c), high(c), sum(parity, c));
		}
	}

	private Half low(int c) {
		return c < lowSlots ? lowAt[c] : lowPlain;
	}

	private Half high(int c) {
		return c >= lowSlots ? highAt[c - lowSlots] : highPlain;
	}

	/**
	 * The colour sum of every word before cell (r,c), in the signs the tables use (+1 for a crossing at an even slot,
	 * -1 at an odd one, the other way round at slot c): twice (black - white) of the swept fields, less one, times
	 * (-1)^r.
	 */
	private int sum(int parity, int c) {
		// a row of odd width has one black field more than white when it starts black (even rows), one fewer else;
		// the rows above the current one add up to 0 (even r) or, for odd r, to the one row 0 left over
		int rowsAbove = width % 2 == 1 && parity == 1 ? 1 : 0;
		int inRow = 0;
		for (int x = 0; x < c; x++) inRow += (parity + x) % 2 == 0 ? 1 : -1;
		int k = 2 * (rowsAbove + inRow) - 1;
		return parity == 0 ? k : -k;
	}

	/** The most words of any cell. */
	long largestLayer() {
		long most = 0;
		for (Layout[] byColumn : layouts) for (Layout l : byColumn) most = Math.max(most, l.words);
		return most;
	}

	/** Primes below this count in int arrays: a sum of two residues stays below 2^31. */
	static final long SMALL_PRIME_LIMIT = 1L << 30;

	/** Count arrays of the passes before, for the next one. */
	private final java.util.ArrayDeque<long[]> spareArrays = new java.util.ArrayDeque<>();
	private final java.util.ArrayDeque<int[]> spareInts = new java.util.ArrayDeque<>();

	private long[] layerArray() {
		return spareArrays.isEmpty() ? new long[(int) largestLayer()] : spareArrays.pop();
	}

	private int[] layerInts() {
		return spareInts.isEmpty() ? new int[(int) largestLayer()] : spareInts.pop();
	}

	/** Hears of each cell as the sweep reaches it. */
	interface Cells {
		/** False stops the count (time, cancel). */
		boolean cell(int cell, int cells, long words);
	}

	/** The residues of one pass, and the magnitude if it was counted (else 0). */
	record Pass(long[] residues, double magnitude) {
	}

	/**
	 * Counts with the given residues (index 0: modulo 2^64; index i: modulo primes[i - 1], in ints if that prime is below
	 * {@link #SMALL_PRIME_LIMIT}) and the magnitude if asked; answers the residues of the count in the order asked, or
	 * null if stopped.
	 */
	Pass countPass(long[] primes, int[] moduli, boolean magnitude, int threads, Cells cells) {
		if (lowPlain.entry.length == 0) throw new IllegalStateException("a counter sized without its tables does not count");
		Sweep sweep = new Sweep(primes, moduli, magnitude, threads);
		try {
			return sweep.run(cells);
		} finally {
			sweep.close();
		}
	}

	private static final int LOW = 0;
	private static final int HIGH = 1;
	private static final int WORDS = 2;

	// Maps of one cell, kept from cell to cell and pass to pass (new ones each pass left garbage the heap grew for).
	private int[] highMap = new int[0];
	/** See Sweep.mapEdge. */
	private final int[][] edgeMap = { new int[0], new int[0], new int[0], new int[0] };
	/** The inverted map: per next-cell high pattern, its sources (0-2) and the first two's places. */
	private byte[] sourceCount = new byte[0];
	private int[] source0 = new int[0];
	private int[] source1 = new int[0];
	/** Further sources: (target pattern, source place) pairs sorted by target; those of class k from extraStart[k]. */
	private int[] extra = new int[0];
	private int extras;
	private int[] extraStart = new int[0];
	/**
	 * Per high class, the steps that move a partner in the low half (2 * place in the class + step): those of class k
	 * from specialStart[k] to specialStart[k + 1].
	 */
	private int[] specialStart = new int[0];
	private int[] specialSteps = new int[64];
	/** Per such step: the high half's place in the next cell, and the low half's bracket (depth << 2 | new value). */
	private int[] specialPlace = new int[64];
	private int[] specialDepth = new int[64];
	/** The steps each thread kept for the end of a cell, for the next pass's threads. */
	private int[][] kept = new int[0][];

	/**
	 * One pass of the sweep: two layers of counts (the current cell's and the next one's), one array per residue and
	 * one for the magnitude, and per row of words (one low pattern) whether it holds counts yet: a row nobody wrote is
	 * skipped, and its stale numbers are never read.
	 * <p>
	 * Threads share a cell by the rows they write (a row belongs to one thread), so no two write the same count.
	 * Where both changed slots are in one half, a word's row in the next cell follows from its row, and each thread
	 * walks the rows it will write; a step whose bracket partner lies in the other half is collected and applied after
	 * the others. Where they straddle the halves or end the row, every thread walks every row and writes the words
	 * that go to its rows.
	 */
	private final class Sweep {
		/** Count arrays of longs and of ints, their moduli, and where their residues go in the answer. */
		final int arrays;
		final long[] mods;
		final int[] longAt;
		final int ints;
		final int[] modsI;
		final int[] intAt;
		final boolean magnitude;
		long[][] cur;
		long[][] next;
		int[][] curI;
		int[][] nextI;
		/**
		 * The magnitude, scaled by 2^-magnitudeScale to stay within a float's range: floats, kept as their bits in int
		 * arrays, which the next pass takes for a 30-bit prime's residues (float arrays beside them would stay in the
		 * heap as garbage: 2 GB more at 21x21).
		 */
		int[] curMag;
		int[] nextMag;
		int magnitudeScale;
		byte[] curRows;
		byte[] nextRows;
		final int[] steps = new int[32];
		Layout here;
		Layout there;
		int c;
		int kind;
		final Worker[] workers;
		final java.util.concurrent.ExecutorService pool;

		Sweep(long[] primes, int[] moduli, boolean magnitude, int threads) {
			int small = 0;
			for (int m : moduli) if (m != 0 && primes[m - 1] < SMALL_PRIME_LIMIT) small++;
			this.arrays = moduli.length - small;
			this.ints = small;
			this.magnitude = magnitude;
			mods = new long[arrays];
			longAt = new int[arrays];
			modsI = new int[ints];
			intAt = new int[ints];
			for (int i = 0, a = 0, b = 0; i < moduli.length; i++) {
				long mod = moduli[i] == 0 ? 0 : primes[moduli[i] - 1];
				if (moduli[i] != 0 && mod < SMALL_PRIME_LIMIT) {
					modsI[b] = (int) mod;
					intAt[b++] = i;
				} else {
					mods[a] = mod;
					longAt[a++] = i;
				}
			}
			int rowsMost = mostRows();
			cur = new long[arrays][];
			next = new long[arrays][];
			for (int m = 0; m < arrays; m++) {
				cur[m] = layerArray();
				next[m] = layerArray();
			}
			curI = new int[ints][];
			nextI = new int[ints][];
			for (int m = 0; m < ints; m++) {
				curI[m] = layerInts();
				nextI[m] = layerInts();
			}
			curMag = magnitude ? layerInts() : null;
			nextMag = magnitude ? layerInts() : null;
			curRows = new byte[rowsMost];
			nextRows = new byte[rowsMost];
			workers = new Worker[Math.max(1, threads)];
			for (int t = 0; t < workers.length; t++) workers[t] = new Worker(t);
			pool = workers.length > 1 ? java.util.concurrent.Executors.newFixedThreadPool(workers.length - 1, r -> {
				Thread th = new Thread(r, "dense-counter");
				th.setDaemon(true);
				return th;
			}) : null;
		}

		void close() {
			if (pool != null) pool.shutdownNow();
			kept = new int[workers.length][];
			for (Worker w : workers) kept[w.id] = w.specials;
			// the next pass takes the same arrays: a new pass's arrays beside the last one's garbage would double the heap
			for (int m = 0; m < arrays; m++) {
				spareArrays.push(cur[m]);
				spareArrays.push(next[m]);
			}
			for (int m = 0; m < ints; m++) {
				spareInts.push(curI[m]);
				spareInts.push(nextI[m]);
			}
			if (magnitude) {
				spareInts.push(curMag);
				spareInts.push(nextMag);
			}
		}

		Pass run(Cells cells) {
			// cell (0,0) starts the line down or right
			FrontierSteps.fill(FrontierSteps.ENDPOINT, rows > 1, width > 1, steps);
			here = layouts[0][1];
			for (int s = 0; s < 2; s++) {
				int step = steps[s];
				if (step == 0) continue;
				long t = successor(0L, step, 0);
				int low = here.low.entry[(int) (t & lowMask)];
				int alpha = low >>> RANK_BITS;
				int row = here.rowBase[alpha] + (low & RANK_MASK);
				int start = (int) (here.base[alpha] + (long) (low & RANK_MASK) * here.rowLength[alpha]);
				if (curRows[row] == 0) clearRow(cur, curI, curMag, start, here.rowLength[alpha]);
				curRows[row] = 1;
				int at = start + (here.high.entry[(int) (t >>> highShift)] & RANK_MASK);
				for (int m = 0; m < arrays; m++) cur[m][at] = 1;
				for (int m = 0; m < ints; m++) curI[m][at] = 1;
				if (magnitude) curMag[at] = Float.floatToRawIntBits(1f);
			}
			int total = rows * width;
			for (int cell = 1; cell < total - 1; cell++) {
				int r = cell / width;
				c = cell % width;
				here = layouts[r & 1][c];
				if (cells != null && !cells.cell(cell, total, here.words)) return null;
				if (magnitude && c == 0) scaleMagnitude();
				int nextCell = cell + 1;
				there = layouts[(nextCell / width) & 1][nextCell % width];
				FrontierSteps.fill(FrontierSteps.NORMAL, r + 1 < rows, c + 1 < width, steps);
				kind = c + 1 < lowSlots ? LOW : c >= lowSlots && c < width - 1 ? HIGH : WORDS;
				if (kind == HIGH) mapHigh();
				else if (kind == WORDS) mapEdge();
				Arrays.fill(nextRows, 0, there.rows, (byte) 0);
				runWorkers(Worker::cell);
				runWorkers(Worker::applyKept);
				for (Worker w : workers) w.special = 0;
				long[][] swap = cur;
				cur = next;
				next = swap;
				int[][] swapI = curI;
				curI = nextI;
				nextI = swapI;
				int[] swapMag = curMag;
				curMag = nextMag;
				nextMag = swapMag;
				byte[] swapRows = curRows;
				curRows = nextRows;
				nextRows = swapRows;
			}
			// before the last cell the line ends in it from the left or from above, every other slot empty
			int last = total - 1;
			int lastC = last % width;
			Layout l = layouts[(last / width) & 1][lastC];
			double mag = 0;
			long[] residues = new long[arrays + ints];
			for (int from = 0; from < 2; from++) {
				long word = 3L << 2 * (lastC + from);
				int low = l.low.entry[(int) (word & lowMask)];
				int high = l.high.entry[(int) (word >>> highShift)];
				if (low < 0 || high < 0) continue;
				int alpha = low >>> RANK_BITS;
				if (l.beta[alpha] != high >>> RANK_BITS || curRows[l.rowBase[alpha] + (low & RANK_MASK)] == 0) continue;
				int at = (int) (l.base[alpha] + (long) (low & RANK_MASK) * l.rowLength[alpha] + (high & RANK_MASK));
				for (int m = 0; m < arrays; m++) residues[longAt[m]] = add(residues[longAt[m]], cur[m][at], mods[m]);
				for (int m = 0; m < ints; m++) residues[intAt[m]] = addInt((int) residues[intAt[m]], curI[m][at], modsI[m]);
				if (magnitude) mag += Math.scalb((double) Float.intBitsToFloat(curMag[at]), magnitudeScale);
			}
			return new Pass(residues, mag);
		}

		/**
		 * Keeps the magnitude within a float's range: at the start of a row its largest count is scaled to about 1 (by a
		 * power of two, exactly), so that the row's cells, each summing a few counts into one, stay far below 2^128
		 * (21x21's count is about 2^213, 23x23's about 2^259). Counts 2^126 times smaller than the largest may fall out
		 * of range; the check's tolerance is 10^-3.
		 */
		private void scaleMagnitude() {
			float[] most = { 0 };
			writtenRows((from, to) -> {
				for (int k = from; k < to; k++) most[0] = Math.max(most[0], Float.intBitsToFloat(curMag[k]));
			});
			if (!Float.isFinite(most[0])) throw new IllegalStateException("a count outgrew the magnitude's range: " + rows + "x" + width);
			if (most[0] < 0x1p32f) return;
			int shift = Math.getExponent(most[0]);
			float factor = Math.scalb(1f, -shift);
			writtenRows((from, to) -> {
				for (int k = from; k < to; k++) curMag[k] = Float.floatToRawIntBits(Float.intBitsToFloat(curMag[k]) * factor);
			});
			magnitudeScale += shift;
		}

		/** Words from index {@code from} to {@code to}. */
		private interface Words {
			void visit(int from, int to);
		}

		/** Visits the words of each row of the current cell that holds counts. */
		private void writtenRows(Words visitor) {
			for (int alpha = 0; alpha < here.beta.length; alpha++) {
				if (here.beta[alpha] < 0) continue;
				int length = here.rowLength[alpha];
				for (int ra = 0; ra < here.low.size[alpha]; ra++) {
					if (curRows[here.rowBase[alpha] + ra] == 0) continue;
					int from = (int) (here.base[alpha] + (long) ra * length);
					visitor.visit(from, from + length);
				}
			}
		}

		/** Runs a share of the cell on every worker, the first on this thread. */
		private void runWorkers(java.util.function.Consumer<Worker> share) {
			if (pool == null) {
				share.accept(workers[0]);
				return;
			}
			java.util.List<java.util.concurrent.Future<?>> running = new java.util.ArrayList<>();
			for (int t = 1; t < workers.length; t++) {
				Worker w = workers[t];
				running.add(pool.submit(() -> share.accept(w)));
			}
			share.accept(workers[0]);
			try {
				for (java.util.concurrent.Future<?> f : running) f.get();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new IllegalStateException("interrupted", e);
			} catch (java.util.concurrent.ExecutionException e) {
				if (e.getCause() instanceof RuntimeException re) throw re;
				throw new IllegalStateException(e.getCause());
			}
		}

		/**
		 * Where the changed slots straddle the halves (slot c the low half's top, slot c+1 the high half's bottom) or end
		 * the row (the word then moves up a slot, the low half's top into the high half's bottom): per value of the low
		 * half's top slot, per high pattern and step, the place of the high half after the step in its next-cell class;
		 * -1 none, -2 a partner in the low half moves (word by word, after the rest).
		 */
		private void mapEdge() {
			Half high = here.high;
			Half nextHigh = there.high;
			boolean rowEnd = c == width - 1;
			int local = c - lowSlots;
			int highSlots = slots - lowSlots;
			long highMask = (1L << 2 * highSlots) - 1;
			int patterns = high.patterns.length;
			for (int a = 0; a < 4; a++) {
				if (edgeMap[a].length < 2 * patterns) edgeMap[a] = new int[2 * patterns];
				int[] map = edgeMap[a];
				for (int g = 0; g < patterns; g++) {
					long h = high.patterns[g];
					int pair = rowEnd ? (int) (h >>> 2 * local) & 15 : a | ((int) h & 3) << 2;
					for (int s = 0; s < 2; s++) {
						int step = steps[2 * pair + s];
						int value = -1;
						if (step != 0) {
							boolean partners = FrontierSteps.movesPartner(step);
							int at = FrontierSteps.partnerOf(step);
							long t;
							if (rowEnd) {
								t = withStep(h, local, step);
								if (partners) {
									int p = partner(h, local + at, FrontierSteps.partnerBracket(step), highSlots);
									t = p < 0 ? -1 : movePartner(t, p, step);
								}
								if (t >= 0) t = (t << 2 | a) & highMask;
							} else {
								t = h & ~3L | (step >>> 2 & 3);
								if (partners && at == 1) {
									int p = partner(h, 0, FrontierSteps.partnerBracket(step), highSlots);
									t = movePartner(t, p, step);
								}
							}
							if (t < 0) value = -2;
							else value = nextHigh.entry[(int) t] < 0 ? -1 : nextHigh.entry[(int) t] & RANK_MASK;
						}
						map[2 * g + s] = value;
					}
				}
			}
		}

		/** Per high pattern of the current cell and step: its rank in the next cell's high class, -1 none, -2 word by word. */
		private void mapHigh() {
			Half high = here.high;
			Half nextHigh = there.high;
			int local = c - lowSlots;
			int patterns = high.patterns.length;
			if (highMap.length < 2 * patterns) highMap = new int[2 * patterns];
			if (specialStart.length < high.size.length + 1) specialStart = new int[high.size.length + 1];
			int specials = 0;
			int classes = high.size.length;
			for (int cls = 0; cls < classes; cls++) {
				specialStart[cls] = specials;
				for (int g = high.start[cls]; g < high.start[cls + 1]; g++) {
					long h = high.patterns[g];
					int pair = (int) (h >>> 2 * local) & 15;
					for (int s = 0; s < 2; s++) {
						int step = steps[2 * pair + s];
						int value = -1;
						if (step != 0) {
							long t = withStep(h, local, step);
							value = -2;
							if (FrontierSteps.movesPartner(step)) {
								int p = partner(h, local + FrontierSteps.partnerOf(step), FrontierSteps.partnerBracket(step), slots - lowSlots);
								if (p >= 0) value = global(nextHigh, nextHigh.entry[(int) (movePartner(t, p, step))]);
							} else {
								value = global(nextHigh, nextHigh.entry[(int) t]);
							}
						}
						highMap[2 * g + s] = value;
						if (value == -2) {
							if (specials == specialSteps.length) {
								specialSteps = Arrays.copyOf(specialSteps, 2 * specials + 64);
								specialPlace = Arrays.copyOf(specialPlace, specialSteps.length);
								specialDepth = Arrays.copyOf(specialDepth, specialSteps.length);
							}
							// a closing bracket at slot c whose partner lies in the low half: the high half loses the pair,
							// and the low half's opening bracket that many unmatched ones down from its top changes
							int entry = nextHigh.entry[(int) (h & ~(15L << 2 * local))];
							specialSteps[specials] = 2 * (g - high.start[cls]) + s;
							specialPlace[specials] = entry < 0 ? -1 : entry & RANK_MASK;
							specialDepth[specials++] = depthBelow(h, local) << 2 | FrontierSteps.partnerValue(step);
						}
					}
				}
			}
			specialStart[classes] = specials;
			invertHighMap();
		}

		/**
		 * The map turned round, so that each count of the next row is a sum read from this row (reads in any order cost
		 * less than adds in any order): for each pattern of the next cell's high half, up to two sources' places in
		 * their class and how many there are, and any further sources apart, by class.
		 */
		private void invertHighMap() {
			Half high = here.high;
			Half nextHigh = there.high;
			int targets = nextHigh.patterns.length;
			if (sourceCount.length < targets) {
				sourceCount = new byte[targets];
				source0 = new int[targets];
				source1 = new int[targets];
			}
			Arrays.fill(sourceCount, 0, targets, (byte) 0);
			Arrays.fill(source0, 0, targets, 0);
			Arrays.fill(source1, 0, targets, 0);
			extras = 0;
			int patterns = high.patterns.length;
			int cls = 0;
			for (int g = 0; g < patterns; g++) {
				while (g >= high.start[cls + 1]) cls++;
				for (int s = 0; s < 2; s++) {
					int t = highMap[2 * g + s];
					if (t < 0) continue;
					int local = g - high.start[cls];
					switch (sourceCount[t]) {
					case 0 -> source0[t] = local;
					case 1 -> source1[t] = local;
					default -> {
						if (2 * extras + 2 > extra.length) extra = Arrays.copyOf(extra, 2 * extra.length + 64);
						extra[2 * extras] = t;
						extra[2 * extras + 1] = local;
						extras++;
					}
					}
					if (sourceCount[t] < 2) sourceCount[t]++;
				}
			}
			// the extra sources by target, so that each class's are together
			long[] sorted = new long[extras];
			for (int i = 0; i < extras; i++) sorted[i] = (long) extra[2 * i] << 32 | extra[2 * i + 1];
			Arrays.sort(sorted);
			for (int i = 0; i < extras; i++) {
				extra[2 * i] = (int) (sorted[i] >>> 32);
				extra[2 * i + 1] = (int) sorted[i];
			}
			if (extraStart.length < nextHigh.size.length + 1) extraStart = new int[nextHigh.size.length + 1];
			int e = 0;
			for (int k = 0; k <= nextHigh.size.length; k++) {
				int limit = k < nextHigh.size.length ? nextHigh.start[k] : Integer.MAX_VALUE;
				while (e < extras && extra[2 * e] < limit) e++;
				extraStart[k] = e;
			}
		}

		/** How many closing brackets still wait for their partner below a high half, searching down from slot p's. */
		private static int depthBelow(long half, int p) {
			int depth = 0;
			for (int q = p; q >= 0; q--) {
				int v = (int) (half >>> 2 * q) & 3;
				if (v == 2) depth++;
				else if (v == 1) depth--;
			}
			return depth;
		}

		/** The pattern's place among all of its half's patterns (classes one after another). */
		private int global(Half half, int entry) {
			return half.start[entry >>> RANK_BITS] + (entry & RANK_MASK);
		}

		private boolean zero(int index) {
			if (magnitude) return curMag[index] == 0; // the bits of 0f
			long any = 0;
			for (int m = 0; m < arrays; m++) any |= cur[m][index];
			for (int m = 0; m < ints; m++) any |= curI[m][index];
			return any == 0;
		}

		/** Makes a row of the next cell hold counts: zero on its first write. */
		private void touch(int row, int start, int length) {
			if (nextRows[row] != 0) return;
			clearRow(next, nextI, nextMag, start, length);
			nextRows[row] = 1;
		}

		private void clearRow(long[][] layer, int[][] layerI, int[] mag, int start, int length) {
			for (int m = 0; m < arrays; m++) Arrays.fill(layer[m], start, start + length, 0L);
			for (int m = 0; m < ints; m++) Arrays.fill(layerI[m], start, start + length, 0);
			if (mag != null) Arrays.fill(mag, start, start + length, 0);
		}

		private void addWord(int from, int to) {
			for (int m = 0; m < arrays; m++) next[m][to] = add(next[m][to], cur[m][from], mods[m]);
			for (int m = 0; m < ints; m++) nextI[m][to] = addInt(nextI[m][to], curI[m][from], modsI[m]);
			if (magnitude) nextMag[to] = addFloat(nextMag[to], curMag[from]);
		}

		/** One thread's share of a cell. */
		private final class Worker {
			final int id;
			/** Steps left to the end of the cell: source index, the target's low entry (class and row), its place in the row. */
			int[] specials;
			int special;
			/** The low half's unmatched opening brackets, from its top down (1-based). */
			final int[] opening = new int[33];

			Worker(int id) {
				this.id = id;
				specials = id < kept.length ? kept[id] : new int[64];
			}

			boolean mine(int row) {
				return workers.length == 1 || (row >>> 10) % workers.length == id;
			}

			void cell() {
				special = 0;
				switch (kind) {
				case LOW -> lowCell();
				case HIGH -> highCell();
				default -> wordCell();
				}
			}

			/** Both changed slots in the low half: a row goes to one row of the next cell per step, high patterns kept. */
			private void lowCell() {
				Half low = here.low;
				Half nextLow = there.low;
				for (int alpha = 0; alpha < here.beta.length; alpha++) {
					if (here.beta[alpha] < 0) continue;
					int length = here.rowLength[alpha];
					int lowStart = low.start[alpha];
					for (int ra = 0; ra < low.size[alpha]; ra++) {
						int row = here.rowBase[alpha] + ra;
						if (curRows[row] == 0) continue;
						long lowWord = low.patterns[lowStart + ra];
						int pair = (int) (lowWord >>> 2 * c) & 15;
						int from = (int) (here.base[alpha] + (long) ra * length);
						for (int s = 0; s < 2; s++) {
							int step = steps[2 * pair + s];
							if (step == 0) break;
							long t = withStep(lowWord, c, step);
							if (FrontierSteps.movesPartner(step)) {
								int p = partner(lowWord, c + FrontierSteps.partnerOf(step), FrontierSteps.partnerBracket(step), lowSlots);
								if (p < 0) { // the partner is in the high half: word by word, after the rest
									if (mine(row)) collect(alpha, ra, s, 0, length);
									continue;
								}
								t = movePartner(t, p, step);
							}
							int e = nextLow.entry[(int) t];
							int alpha2 = e >>> RANK_BITS;
							int row2 = there.rowBase[alpha2] + (e & RANK_MASK);
							if (!mine(row2)) continue;
							int to = (int) (there.base[alpha2] + (long) (e & RANK_MASK) * length);
							boolean first = nextRows[row2] == 0;
							nextRows[row2] = 1;
							for (int m = 0; m < arrays; m++) {
								if (first) System.arraycopy(cur[m], from, next[m], to, length);
								else addRow(cur[m], from, next[m], to, length, mods[m]);
							}
							for (int m = 0; m < ints; m++) {
								if (first) System.arraycopy(curI[m], from, nextI[m], to, length);
								else addRow(curI[m], from, nextI[m], to, length, modsI[m]);
							}
							if (magnitude) {
								if (first) System.arraycopy(curMag, from, nextMag, to, length);
								else for (int k = 0; k < length; k++) nextMag[to + k] = addFloat(nextMag[to + k], curMag[from + k]);
							}
						}
					}
				}
			}

			/** Both changed slots in the high half, not the row's end: a word keeps its row; its place comes from the map. */
			private void highCell() {
				Half high = here.high;
				Half nextHigh = there.high;
				for (int alpha = 0; alpha < here.beta.length; alpha++) {
					int beta = here.beta[alpha];
					if (beta < 0) continue;
					// a class whose words all move a partner in the low half has no row in the next cell
					int beta2 = Math.max(0, there.beta[alpha]);
					int length = here.rowLength[alpha];
					int nextLength = there.beta[alpha] < 0 ? 0 : there.rowLength[alpha];
					int targetStart = nextHigh.start[beta2];
					int extraFrom = nextLength == 0 ? 0 : extraStart[beta2];
					int extraTo = nextLength == 0 ? 0 : extraStart[beta2 + 1];
					for (int ra = 0; ra < here.low.size[alpha]; ra++) {
						int row = here.rowBase[alpha] + ra;
						if (curRows[row] == 0) continue;
						int row2 = there.rowBase[alpha] + ra;
						if (!mine(row2)) continue;
						int from = (int) (here.base[alpha] + (long) ra * length);
						int to = (int) (there.base[alpha] + (long) ra * nextLength);
						for (int m = 0; m < arrays; m++) pullRow(cur[m], from, next[m], to, nextLength, targetStart, mods[m]);
						for (int m = 0; m < ints; m++) pullRow(curI[m], from, nextI[m], to, nextLength, targetStart, modsI[m]);
						if (magnitude) {
							byte[] n = sourceCount;
							int[] s0 = source0;
							int[] s1 = source1;
							for (int t = 0; t < nextLength; t++) {
								int g = targetStart + t;
								int k = n[g];
								float sum = Float.intBitsToFloat(curMag[from + s0[g]]) * ((k + 1) >>> 1) + Float.intBitsToFloat(curMag[from + s1[g]]) * (k >>> 1);
								nextMag[to + t] = Float.floatToRawIntBits(sum);
							}
						}
						// the sources beyond the first two, in every array
						for (int e = extraFrom; e < extraTo; e++) addWord(from + extra[2 * e + 1], to + extra[2 * e] - targetStart);
						if (nextLength > 0) nextRows[row2] = 1;
						if (specialStart[beta] < specialStart[beta + 1]) specials(here.low.patterns[here.low.start[alpha] + ra], from, beta);
					}
				}
			}

			/** Keeps a step for the end of the cell (growing by half: at 21x21 the list holds up to 7.5% of the words). */
			private void keep(int from, int lowEntry, int place) {
				if (special + 3 > specials.length) specials = Arrays.copyOf(specials, specials.length + specials.length / 2 + 3);
				specials[special++] = from;
				specials[special++] = lowEntry;
				specials[special++] = place;
			}

			/** A high cell's steps that move a partner in the low half, for the row of this low pattern: kept for the end. */
			private void specials(long lowWord, int from, int beta) {
				// the low half's unmatched opening brackets, from its top down
				int unmatched = 0;
				int closing = 0;
				for (int q = lowSlots - 1; q >= 0; q--) {
					int v = (int) (lowWord >>> 2 * q) & 3;
					if (v == 2) closing++;
					else if (v == 1 && closing > 0) closing--;
					else if (v == 1) opening[++unmatched] = q;
				}
				for (int i = specialStart[beta], end = specialStart[beta + 1]; i < end; i++) {
					int rb = specialSteps[i] >>> 1;
					int depth = specialDepth[i] >>> 2;
					if (zero(from + rb) || depth > unmatched || specialPlace[i] < 0) continue;
					int p = opening[depth];
					long t = lowWord & ~(3L << 2 * p) | (long) (specialDepth[i] & 3) << 2 * p;
					int e = there.low.entry[(int) t];
					if (e < 0 || there.beta[e >>> RANK_BITS] < 0) continue;
					keep(from + rb, e, specialPlace[i]);
				}
			}

			/** Each count of the next row: the sum of its (up to two) sources in this row. */
			private void pullRow(long[] src, int from, long[] dst, int to, int length, int targetStart, long mod) {
				byte[] n = sourceCount;
				int[] s0 = source0;
				int[] s1 = source1;
				if (mod == 0) {
					for (int t = 0; t < length; t++) {
						int g = targetStart + t;
						int k = n[g];
						dst[to + t] = (src[from + s0[g]] & -(long) ((k + 1) >>> 1)) + (src[from + s1[g]] & -(long) (k >>> 1));
					}
				} else {
					for (int t = 0; t < length; t++) {
						int g = targetStart + t;
						int k = n[g];
						long x = (src[from + s0[g]] & -(long) ((k + 1) >>> 1)) + (src[from + s1[g]] & -(long) (k >>> 1));
						dst[to + t] = x >= mod ? x - mod : x;
					}
				}
			}

			/** {@link #pullRow} for residues in ints (a prime below {@link #SMALL_PRIME_LIMIT}). */
			private void pullRow(int[] src, int from, int[] dst, int to, int length, int targetStart, int mod) {
				byte[] n = sourceCount;
				int[] s0 = source0;
				int[] s1 = source1;
				for (int t = 0; t < length; t++) {
					int g = targetStart + t;
					int k = n[g];
					int x = (src[from + s0[g]] & -((k + 1) >>> 1)) + (src[from + s1[g]] & -(k >>> 1));
					dst[to + t] = x >= mod ? x - mod : x;
				}
			}

			/** The changed slots straddle the halves or end the row: row by row with the edge maps. */
			private void wordCell() {
				if (c == width - 1) rowEndCell();
				else straddleCell();
			}

			/**
			 * The row's end: the low half moves up a slot, so a row's words go to one row of the next cell (its low
			 * pattern shifted), each to the place the map gives for the low half's top slot; several rows share one.
			 */
			private void rowEndCell() {
				int top = 2 * (lowSlots - 1);
				eachRow((alpha, ra, row, lowWord, from, length, hs) -> {
					int e = there.low.entry[(int) (lowWord << 2 & lowMask)];
					int row2 = -1;
					int start2 = 0;
					if (e >= 0 && there.beta[e >>> RANK_BITS] >= 0) {
						int alpha2 = e >>> RANK_BITS;
						row2 = there.rowBase[alpha2] + (e & RANK_MASK);
						start2 = (int) (there.base[alpha2] + (long) (e & RANK_MASK) * there.rowLength[alpha2]);
					}
					if (!mine(row2 >= 0 ? row2 : row)) return;
					if (row2 >= 0) touch(row2, start2, there.rowLength[e >>> RANK_BITS]);
					int[] map = edgeMap[(int) (lowWord >>> top) & 3];
					for (int rb = 0; rb < length; rb++) {
						if (zero(from + rb)) continue;
						int g = 2 * (hs + rb);
						for (int s = 0; s < 2; s++) {
							int place = map[g + s];
							if (place == -1) break;
							if (place == -2) collect(alpha, ra, s, rb, rb + 1);
							else if (row2 >= 0) addWord(from + rb, start2 + place);
						}
					}
				});
			}

			/** A row of the current cell that holds counts: class, rank, row, low pattern, first index, length, high class start. */
			private interface RowVisitor {
				void row(int alpha, int ra, int row, long lowWord, int from, int length, int highStart);
			}

			/** Visits every row of the current cell that holds counts. */
			private void eachRow(RowVisitor visitor) {
				Half low = here.low;
				for (int alpha = 0; alpha < here.beta.length; alpha++) {
					int beta = here.beta[alpha];
					if (beta < 0) continue;
					int length = here.rowLength[alpha];
					int highStart = here.high.start[beta];
					for (int ra = 0; ra < low.size[alpha]; ra++) {
						int row = here.rowBase[alpha] + ra;
						if (curRows[row] == 0) continue;
						visitor.row(alpha, ra, row, low.patterns[low.start[alpha] + ra], (int) (here.base[alpha] + (long) ra * length), length, highStart);
					}
				}
			}

			/**
			 * Slot c is the low half's top and slot c+1 the high half's bottom: per row, the next cell's row of each
			 * step (by the high half's bottom slot), and the place of each high pattern from the map of the row's top slot.
			 */
			private void straddleCell() {
				Half high = here.high;
				int top = lowSlots - 1;
				int[] rowStart = new int[8];
				eachRow((alpha, ra, row, lowWord, from, length, hs) -> {
					int a = (int) (lowWord >>> 2 * top) & 3;
					boolean any = false;
					for (int b = 0; b < 4; b++) {
						for (int s = 0; s < 2; s++) {
							int step = steps[2 * (a | b << 2) + s];
							rowStart[2 * b + s] = -1;
							if (step == 0) continue;
							long t = lowWord & ~(3L << 2 * top) | (long) (step & 3) << 2 * top;
							if (FrontierSteps.movesPartner(step) && FrontierSteps.partnerOf(step) == 0) {
								int p = partner(lowWord, top, FrontierSteps.partnerBracket(step), lowSlots);
								if (p < 0) continue;
								t = movePartner(t, p, step);
							}
							int e = there.low.entry[(int) t];
							// a low pattern no high one completes in the next cell: no word gets there
							if (e < 0 || there.beta[e >>> RANK_BITS] < 0) continue;
							int alpha2 = e >>> RANK_BITS;
							int row2 = there.rowBase[alpha2] + (e & RANK_MASK);
							if (!mine(row2)) continue;
							int length2 = there.rowLength[alpha2];
							rowStart[2 * b + s] = (int) (there.base[alpha2] + (long) (e & RANK_MASK) * length2);
							touch(row2, rowStart[2 * b + s], length2);
							any = true;
						}
					}
					if (!any) return;
					int[] map = edgeMap[a];
					for (int rb = 0; rb < length; rb++) {
						if (zero(from + rb)) continue;
						int g = hs + rb;
						int b = high.patterns[g] & 3;
						for (int s = 0; s < 2; s++) {
							int start2 = rowStart[2 * b + s];
							int place = map[2 * g + s];
							if (start2 >= 0 && place >= 0) addWord(from + rb, start2 + place);
						}
					}
				});
			}

			/**
			 * Steps that move a bracket's partner into the other half, for words of one row from fromRb to toRb: each
			 * word's successor ranked on its own and kept for the end of the cell, when every thread has written its rows.
			 */
			private void collect(int alpha, int ra, int step, int fromRb, int toRb) {
				Half low = here.low;
				Half high = here.high;
				Half nextLow = there.low;
				Half nextHigh = there.high;
				boolean rowEnd = c == width - 1;
				int length = here.rowLength[alpha];
				int highStart = high.start[here.beta[alpha]];
				long lowWord = low.patterns[low.start[alpha] + ra];
				int index = (int) (here.base[alpha] + (long) ra * length) + fromRb;
				for (int rb = fromRb; rb < toRb; rb++, index++) {
					if (zero(index)) continue;
					long word = lowWord | (long) high.patterns[highStart + rb] << highShift;
					int s = steps[2 * ((int) (word >>> 2 * c) & 15) + step];
					if (s == 0) continue;
					long t = successor(word, s, c);
					if (rowEnd) t <<= 2;
					int lowE = nextLow.entry[(int) (t & lowMask)];
					keep(index, lowE, nextHigh.entry[(int) (t >>> highShift)] & RANK_MASK);
				}
			}

			/**
			 * The steps every thread kept, once all have done their share: each thread adds those into its own rows
			 * (at 21x21 up to 7.5% of a cell's words, too many for one thread while the other waits).
			 */
			void applyKept() {
				for (Worker w : workers) {
					int[] list = w.specials;
					for (int i = 0, end = w.special; i < end; i += 3) {
						int alpha2 = list[i + 1] >>> RANK_BITS;
						int ra2 = list[i + 1] & RANK_MASK;
						int row2 = there.rowBase[alpha2] + ra2;
						if (!mine(row2)) continue;
						int length2 = there.rowLength[alpha2];
						int start = (int) (there.base[alpha2] + (long) ra2 * length2);
						touch(row2, start, length2);
						addWord(list[i], start + list[i + 2]);
					}
				}
			}
		}
	}


	private int mostRows() {
		int most = 0;
		for (Layout[] byColumn : layouts) for (Layout l : byColumn) most = Math.max(most, l.rows);
		return most;
	}

	private static long add(long a, long b, long mod) {
		long s = a + b;
		return mod != 0 && s >= mod ? s - mod : s;
	}

	/** The sum of two floats given and answered as their bits. */
	private static int addFloat(int a, int b) {
		return Float.floatToRawIntBits(Float.intBitsToFloat(a) + Float.intBitsToFloat(b));
	}

	private static int addInt(int a, int b, int mod) {
		int s = a + b;
		return s >= mod ? s - mod : s;
	}

	private static void addRow(int[] from, int at, int[] to, int into, int length, int mod) {
		for (int k = 0; k < length; k++) {
			int sum = to[into + k] + from[at + k];
			to[into + k] = sum >= mod ? sum - mod : sum;
		}
	}

	private static void addRow(long[] from, int at, long[] to, int into, int length, long mod) {
		if (mod == 0) {
			for (int k = 0; k < length; k++) to[into + k] += from[at + k];
		} else {
			for (int k = 0; k < length; k++) {
				long sum = to[into + k] + from[at + k];
				to[into + k] = sum >= mod ? sum - mod : sum;
			}
		}
	}

	/** The word with the step's new values in slots c and c+1. */
	private static long withStep(long word, int c, int step) {
		return word & ~(15L << 2 * c) | (long) (step & 15) << 2 * c;
	}

	/** The word with the partner at slot p given the step's new value for it. */
	private static long movePartner(long word, int p, int step) {
		return word & ~(3L << 2 * p) | (long) FrontierSteps.partnerValue(step) << 2 * p;
	}

	/** The word after the step over cell c (not yet moved to the next row). */
	private long successor(long word, int step, int c) {
		long t = withStep(word, c, step);
		if (FrontierSteps.movesPartner(step)) {
			int p = partner(word, c + FrontierSteps.partnerOf(step), FrontierSteps.partnerBracket(step), slots);
			t = movePartner(t, p, step);
		}
		return t;
	}

	/**
	 * The slot of the bracket matching the one at slot p (an opening one, 1, looks up; a closing one, 2, down) within
	 * the lowest {@code limit} slots; -1 if it lies beyond them.
	 */
	private static int partner(long word, int p, int bracket, int limit) {
		int depth = 0;
		int dir = bracket == 1 ? 1 : -1;
		for (int q = p; q >= 0 && q < limit; q += dir) {
			int v = (int) (word >>> 2 * q) & 3;
			if (v == bracket) depth++;
			else if (v == 3 - bracket && --depth == 0) return q;
		}
		return -1;
	}

	/**
	 * Where each class of low half sits in the words of one cell: its base rank, the size of the high class that
	 * completes it (a row), and which class that is.
	 */
	private static final class Layout {
		final Half low;
		final Half high;
		final long[] base;
		final int[] rowLength;
		final int[] beta;
		/** The first row (low pattern) of each class, and the rows in all. */
		final int[] rowBase;
		final int rows;
		final long words;

		Layout(Half low, Half high, int sum) {
			this.low = low;
			this.high = high;
			int classes = low.size.length;
			base = new long[classes];
			rowLength = new int[classes];
			beta = new int[classes];
			rowBase = new int[classes];
			long total = 0;
			int rowCount = 0;
			for (int alpha = 0; alpha < classes; alpha++) {
				beta[alpha] = -1;
				if (low.size[alpha] == 0) continue;
				int depth = low.depthOf(alpha);
				int start = low.startOf(alpha);
				int b = high.classOf(depth, 1 - start, sum - low.sumOf(alpha));
				if (b < 0 || high.size[b] == 0) continue;
				beta[alpha] = b;
				base[alpha] = total;
				rowBase[alpha] = rowCount;
				rowCount += low.size[alpha];
				rowLength[alpha] = high.size[b];
				total += (long) low.size[alpha] * high.size[b];
			}
			if (total > Integer.MAX_VALUE - 16) throw new IllegalStateException(total + " words do not fit in an array");
			words = total;
			rows = rowCount;
		}
	}

	/**
	 * The patterns of one half of the frontier: which are valid, their class, their rank within it. The low half reads
	 * its slots upwards (an unmatched opening bracket is fine, a closing one is not), the high half downwards. Classes
	 * are (unmatched brackets, holds the 3, colour sum).
	 */
	static final class Half {
		final int length;
		final int[] entry;
		final int[] start;
		final int[] size;
		final int[] patterns;

		Half(int length, boolean high, int offset, int flipAt) {
			this(length, high, offset, flipAt, true);
		}

		/** Without {@code tables}, only the classes' sizes, counted slot by slot. */
		Half(int length, boolean high, int offset, int flipAt, boolean tables) {
			this.length = length;
			int classes = classCount(length);
			if (classes > 1 << 31 - RANK_BITS) throw new IllegalArgumentException(classes + " classes do not fit a table entry");
			start = new int[classes + 1];
			if (!tables) {
				size = classSizes(high, offset, flipAt);
				for (int k = 0; k < classes; k++) start[k + 1] = start[k] + size[k];
				entry = new int[0];
				patterns = new int[0];
				return;
			}
			size = new int[classes];
			entry = new int[1 << 2 * length];
			for (int pattern = 0; pattern < entry.length; pattern++) {
				int depth = 0;
				int startPiece = 0;
				int sum = 0;
				boolean valid = true;
				for (int i = 0; i < length && valid; i++) {
					int local = high ? length - 1 - i : i;
					int v = pattern >>> 2 * local & 3;
					if (v == 0) continue;
					int slot = offset + local;
					sum += (slot % 2 == 0) == (slot != flipAt) ? 1 : -1;
					int opening = high ? 2 : 1;
					if (v == 3) {
						valid = depth == 0 && startPiece == 0;
						startPiece = 1;
					} else if (v == opening) {
						depth++;
					} else {
						valid = depth-- > 0;
					}
				}
				if (!valid) {
					entry[pattern] = -1;
					continue;
				}
				int cls = classOf(depth, startPiece, sum);
				entry[pattern] = cls << RANK_BITS | size[cls]++;
				if (size[cls] > RANK_MASK) throw new IllegalStateException("a class of " + size[cls] + " half-words");
			}
			for (int k = 0; k < classes; k++) start[k + 1] = start[k] + size[k];
			patterns = new int[start[classes]];
			for (int pattern = 0; pattern < entry.length; pattern++) {
				int e = entry[pattern];
				if (e >= 0) patterns[start[e >>> RANK_BITS] + (e & RANK_MASK)] = pattern;
			}
		}

		/** Bytes of the tables, built or not. */
		long bytes() {
			return 4L * (1L << 2 * length) + 4L * start[size.length] + 8L * size.length;
		}

		/**
		 * How many valid patterns each class has, slot by slot over (unmatched brackets, holds the 3, colour sum): the
		 * rules of the tables' walk over all 4^length patterns, without walking them.
		 */
		private int[] classSizes(boolean high, int offset, int flipAt) {
			long[] ways = new long[classCount(length)];
			ways[classOf(0, 0, 0)] = 1;
			for (int i = 0; i < length; i++) {
				int local = high ? length - 1 - i : i;
				int slot = offset + local;
				int sign = (slot % 2 == 0) == (slot != flipAt) ? 1 : -1;
				long[] after = ways.clone(); // an empty slot keeps the class
				for (int cls = 0; cls < ways.length; cls++) {
					if (ways[cls] == 0) continue;
					int depth = depthOf(cls);
					int piece = startOf(cls);
					int sum = sumOf(cls) + sign;
					if (depth == 0 && piece == 0) after[classOf(0, 1, sum)] += ways[cls]; // the 3
					after[classOf(depth + 1, piece, sum)] += ways[cls]; // an opening bracket
					if (depth > 0) after[classOf(depth - 1, piece, sum)] += ways[cls]; // a closing one
				}
				ways = after;
			}
			int[] sizes = new int[ways.length];
			for (int cls = 0; cls < ways.length; cls++) {
				if (ways[cls] > RANK_MASK) throw new IllegalStateException("a class of " + ways[cls] + " half-words");
				sizes[cls] = (int) ways[cls];
			}
			return sizes;
		}

		/** Classes of a half of {@code length} slots: unmatched brackets 0 to length, the 3 or not, sums -length to length. */
		private static int classCount(int length) {
			return (length + 1) * 2 * (2 * length + 1);
		}

		int classOf(int depth, int startPiece, int sum) {
			if (depth < 0 || depth > length || startPiece < 0 || startPiece > 1 || Math.abs(sum) > length) return -1;
			return ((depth * 2 + startPiece) * (2 * length + 1)) + sum + length;
		}

		int depthOf(int cls) {
			return cls / (2 * (2 * length + 1));
		}

		int startOf(int cls) {
			return cls / (2 * length + 1) % 2;
		}

		int sumOf(int cls) {
			return cls % (2 * length + 1) - length;
		}
	}

	/**
	 * Widest rectangle the dense layers count: its halves' tables have 4^12 entries (1.8 GB for all of 23x23's), and
	 * its layers 1,962.6 million words, just below an array's limit of 2^31.
	 */
	static final int MAX_WIDTH = 23;

	/**
	 * Whether the dense layers can count the rectangle of {@code rows} x {@code width} fields (width the shorter side):
	 * its tables must stay small.
	 */
	static boolean handles(int rows, int width) {
		return width >= 2 && width <= MAX_WIDTH && rows >= width;
	}

	/** Bytes of one count array of longs in both layers: the largest cell's words, twice (ints and the magnitude take half). */
	long bytesPerArray() {
		return 2 * 8 * largestLayer();
	}

	/** Bytes of a pass with this many count arrays and, if asked, the magnitude (a float: half an array). */
	long passBytes(int arrays, boolean magnitude) {
		return tableBytes() + arrays * bytesPerArray() + (magnitude ? bytesPerArray() / 2 : 0);
	}

	/** Threads for a pass: layers from {@code parallelWords} words are shared among {@code threads}, smaller ones are not. */
	int threadsFor(int threads, long parallelWords) {
		return threads > 1 && largestLayer() >= parallelWords ? threads : 1;
	}

	/** Bytes of the tables, the row flags, and what the threads keep aside (the steps collected for the end of a cell). */
	long tableBytes() {
		long bytes = 0;
		for (Half h : lowAt) bytes += h.bytes();
		for (Half h : highAt) bytes += h.bytes();
		bytes += lowPlain.bytes() + highPlain.bytes() + 2L * mostRows();
		// steps kept for the end of a cell: up to 7.5% of the words (measured 11x11 to 17x17), 12 bytes each, and the
		// list's growth by half
		return bytes + largestLayer() * 3 / 2;
	}
}
