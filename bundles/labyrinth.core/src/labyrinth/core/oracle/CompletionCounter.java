package labyrinth.core.oracle;

import java.math.BigInteger;

import labyrinth.core.grid.Board;
import labyrinth.kernel.tasks.TaskRunner;

/**
 * Counts the completions of a partial line: Hamiltonian paths from the live end to (n,n) through every free field;
 * and the Hamiltonian paths of an empty rectangle from one corner to the opposite one.
 * <p>
 * Frontier ("plug") dynamic programming over the cells in row-major order. The frontier holds columns+1 edge slots, two
 * bits each: 0 = no edge, 1 / 2 = the left / right end of a path piece whose both ends cross the frontier
 * (matched like brackets), 3 = the end of a piece whose other end is the live end or the end corner.
 * <p>
 * Counts are exact at any size: each state carries its count modulo 2^64 (plain long wrap-around) and modulo as
 * many 62-bit primes as the free fields may need, combined at the end by the Chinese remainder theorem, as GGCount
 * does. A double beside them tracks the magnitude (a sum of positive terms, so its relative error stays near
 * 2^-40); when it shows the moduli were too few, the count runs again with more. Works for grids up to 31 x 31
 * (the frontier fits in a long), and rectangles whose shorter side is at most 31.
 */
public final class CompletionCounter {
	public static final int MAX_SIZE = 31;
	/**
	 * Fields of the largest rectangle, as many as the largest square's: the magnitude, a double, must stay below 2^1024,
	 * and the count grows by at most 0.56 bits a field.
	 */
	public static final int MAX_FIELDS = MAX_SIZE * MAX_SIZE;

	/**
	 * The number of completions; {@code value == null} means the search stopped before the end and nothing is known;
	 * {@code stoppedBy} then says which limit stopped it.
	 */
	public record Count(BigInteger value, String stoppedBy) {
		public Count(BigInteger value) {
			this(value, null);
		}

		static Count stopped(String why) {
			return new Count(null, why);
		}

		public boolean known() {
			return value != null;
		}

		public boolean viable() {
			return value != null && value.signum() > 0;
		}

		@Override
		public String toString() {
			return value == null ? "unknown (stopped by " + stoppedBy + ")" : value.toString();
		}
	}

	/** The share of the heap the counter's tables may fill; the rest is the JVM's and the caller's. */
	public static final double HEAP_SHARE = 0.6;

	/** Default table budget: 512 MB. */
	public static final long DEFAULT_MEMORY = 512L << 20;

	/** Progress of a long count: the cell of the sweep and the frontier states alive there. */
	@FunctionalInterface
	public interface Progress {
		void update(int cell, int cells, int states);
	}

	private static final int OBSTACLE = FrontierSteps.OBSTACLE;
	private static final int NORMAL = FrontierSteps.NORMAL;
	private static final int ENDPOINT = FrontierSteps.ENDPOINT;

	/**
	 * Expected growth of the count per free field, in bits: 0.45-0.47 on the empty 15x15..19x19 grids, and below
	 * log2(1.472) = 0.56, the growth of Hamiltonian paths, on any; a margin of 16 bits is added. When it is too
	 * little, the magnitude says so and the count runs again with more moduli.
	 */
	private static final double BITS_PER_FIELD = 0.5;

	/** Free fields from which a count is worth splitting over threads (below, it takes milliseconds). */
	private static final int PARALLEL_FIELDS = 150;

	private final long memory;
	private final int maxStates;
	private long deadline = Long.MAX_VALUE;
	private String timeLimit;
	private java.util.concurrent.atomic.AtomicBoolean cancel;
	private Progress progress;
	private int threads = Runtime.getRuntime().availableProcessors();
	/** Bits the first try covers; negative: estimated from the free fields. Tests set it low to force a second try. */
	int startingBits = -1;
	/** The frontier states of the current cell and the next, kept between counts to save the allocation. */
	private Layers layers;
	/** Receives every cell's frontier states (the uniform sampler keeps them); null for none. */
	LayerSink layerSink;

	/** What the uniform sampler needs of a count: each cell's steps and the frontier states after it. */
	interface LayerSink {
		/** A count (again, with more moduli) starts from the empty frontier, with these moduli. */
		void start(Moduli moduli, int slots, long[] keys, long[][] counts);

		/** The states after a cell whose steps were {@code steps}; false stops the count (the layers outgrew memory). */
		boolean layer(int[] steps, long[] keys, long[][] counts, int size);
	}

	public CompletionCounter() {
		this(DEFAULT_MEMORY, Integer.MAX_VALUE);
	}

	/** @param maxStates frontier states per cell after which {@link #count} stops with an unknown count */
	public CompletionCounter(int maxStates) {
		this(Long.MAX_VALUE, maxStates);
	}

	CompletionCounter(long memory, int maxStates) {
		this.memory = memory;
		this.maxStates = maxStates;
	}

	/** A counter whose tables stay within about {@code megabytes} of memory. */
	public static CompletionCounter withMemory(long megabytes) {
		return new CompletionCounter(Math.max(1, megabytes) << 20, Integer.MAX_VALUE);
	}

	/** Every later count stops with an unknown count once it has run this long. */
	public CompletionCounter timeLimit(double seconds) {
		this.deadline = seconds > 0 ? (long) (seconds * 1e9) : Long.MAX_VALUE;
		this.timeLimit = String.format(java.util.Locale.ROOT, "the time limit of %.3g s", seconds);
		return this;
	}

	public CompletionCounter cancelFlag(java.util.concurrent.atomic.AtomicBoolean flag) {
		this.cancel = flag;
		return this;
	}

	/** Threads for large counts (small ones run on the caller's thread). */
	public CompletionCounter threads(int count) {
		this.threads = Math.max(1, count);
		return this;
	}

	public CompletionCounter progress(Progress p) {
		this.progress = p;
		return this;
	}

	/** Completions of the board's line. */
	public Count count(Board board) {
		if (board.isComplete()) return new Count(BigInteger.ONE);
		if (board.head() == board.target()) return new Count(BigInteger.ZERO);
		int n = board.size();
		if (n > MAX_SIZE) {
			throw new IllegalArgumentException("the completion counter handles grids up to " + MAX_SIZE + "x" + MAX_SIZE + ", not " + n + "x" + n);
		}
		int[] kind = new int[n * n];
		int head = board.head();
		int target = board.target();
		int free = 0;
		for (int y = 1; y <= n; y++) {
			for (int x = 1; x <= n; x++) {
				int c = board.cell(x, y);
				int k = c == head || c == target ? ENDPOINT : board.isFree(c) ? NORMAL : OBSTACLE;
				kind[(y - 1) * n + (x - 1)] = k;
				if (k != OBSTACLE) free++;
			}
		}
		return count(n, n, kind, free);
	}

	/**
	 * Hamiltonian paths of the empty grid of {@code rows} x {@code columns} from corner (1,1) to the opposite corner
	 * (OEIS A333580). The sweep runs along the longer side, so that the frontier spans the shorter one.
	 */
	public Count count(int rows, int columns) {
		checkGrid(rows, columns);
		if (rows * columns == 1) return new Count(BigInteger.ONE); // the path of one field
		// both sides even: an even number of fields, so a path ends on the other colour, but the corners share theirs
		if (rows % 2 == 0 && columns % 2 == 0) return new Count(BigInteger.ZERO);
		// the transposed grid has as many paths between the same corners; its rows along the long side keep the frontier narrow
		int length = Math.max(rows, columns);
		int width = Math.min(rows, columns);
		if (layerSink == null && DenseCounter.handles(length, width) && width >= DENSE_WIDTH) return countDense(length, width);
		int[] kind = new int[rows * columns];
		java.util.Arrays.fill(kind, NORMAL);
		kind[0] = ENDPOINT;
		kind[kind.length - 1] = ENDPOINT;
		return count(length, width, kind, kind.length);
	}

	/**
	 * The shortest side from which the empty rectangle is counted in dense layers (measured faster from 13x13 on; below,
	 * both take milliseconds and the sorted states, the oracle's way, keep being exercised by the small counts).
	 */
	public static final int DENSE_WIDTH = 13;
	/** The widest empty rectangle the dense layers count (its shorter side). */
	public static final int DENSE_MAX_WIDTH = DenseCounter.MAX_WIDTH;
	/**
	 * Layers of this many words and more are shared among the threads: 15x15 (610,119 words at most) counts in 0.72 s
	 * on two threads against 1.05 s on one; 13x13 (85,032) gains nothing.
	 */
	static final long DENSE_PARALLEL_WORDS = 1 << 18;
	/**
	 * The product of the moduli exceeds the count by at least this many bits: a residue gone wrong gives a number
	 * anywhere below the product, which then passes the magnitude's check (10^-3) with a chance of 2 x 10^-3 / 2^4,
	 * about 10^-4.
	 */
	private static final int DENSE_SLACK_BITS = 4;
	/**
	 * Bits a field the empty square's count grows by: 0.44 at 13x13, 0.47 at 19x19, 0.48 at 21x21, slowly rising. A
	 * guess for the moduli of the first pass, where one pass holds them all (up to 19x19 in this machine's heap): too
	 * few and the magnitude asks for another pass, too many and an array more travels through the whole sweep.
	 */
	private static final double DENSE_BITS_PER_FIELD = 0.49;

	/**
	 * Counts the empty rectangle in dense layers ({@link DenseCounter}): as many residues a pass as the memory holds,
	 * the magnitude with the first pass, which also says whether more moduli are needed; then the residues left, pass by
	 * pass. A pass's room is counted in halves of a long array: a 62-bit prime takes two, a 30-bit prime a half left
	 * over where that saves a pass (21x21 in 8 GB: three passes of 64, 62 and 92 bits, not four of 64 and 62 each).
	 */
	Count countDense(int length, int width) {
		// sized before the tables are built: at 23 wide they alone take 1.8 GB
		DenseCounter sizes = DenseCounter.sized(length, width);
		long budget = memory == Long.MAX_VALUE ? Long.MAX_VALUE : memory - sizes.tableBytes();
		long half = sizes.bytesPerArray() / 2;
		// the first pass holds the magnitude (a float: one half) and 2^64 (two)
		if (maxStates < sizes.largestLayer() || budget < 3 * half) {
			return stop(memory == Long.MAX_VALUE ? String.format(java.util.Locale.ROOT, "the limit of %,d frontier states", maxStates)
					: String.format(java.util.Locale.ROOT, "the memory limit (%,d MB; the dense layers need %,d MB at least)", memory >> 20,
							sizes.passBytes(1, true) >> 20));
		}
		DenseCounter dense = new DenseCounter(length, width);
		int room = (int) Math.min(128, budget / half);
		int used = dense.threadsFor(threads, DENSE_PARALLEL_WORDS);
		long end = deadline == Long.MAX_VALUE ? Long.MAX_VALUE : System.nanoTime() + deadline;
		String[] why = new String[1];
		double target = denseBits(length * width);
		Moduli moduli = new Moduli(new long[0]);
		long[] residues = new long[0];
		double magnitude = -1;
		int passesDone = 0;
		while (residues.length == 0 || moduli.log2() < target) {
			boolean first = residues.length == 0;
			int from = residues.length;
			moduli = nextPass(moduli, target, first ? room - 3 : room, room);
			int[] which = new int[moduli.primes().length + 1 - from];
			for (int i = 0; i < which.length; i++) which[i] = from + i;
			int passes = passesDone + 1 + passesFor(moduli, target, room);
			int offset = passesDone;
			DenseCounter.Pass pass = dense.countPass(moduli.primes(), which, first, used, (cell, cells, words) -> {
				if (end != Long.MAX_VALUE && System.nanoTime() > end) why[0] = timeLimit;
				else if (cancel != null && cancel.get()) why[0] = "a cancel";
				if (why[0] != null) return false;
				if (progress != null) progress.update(offset * cells + cell, cells * passes, (int) Math.min(Integer.MAX_VALUE, words));
				return true;
			});
			if (pass == null) return stop(why[0]);
			residues = java.util.Arrays.copyOf(residues, from + which.length);
			System.arraycopy(pass.residues(), 0, residues, from, which.length);
			passesDone++;
			if (first) {
				magnitude = pass.magnitude();
				if (magnitude == 0) break;
				// the magnitude says what the estimate guessed (a test may ask for more)
				target = Math.max(startingBits, bitsNeeded(magnitude, length, width));
			}
		}
		return denseCount(moduli, residues, magnitude);
	}

	/**
	 * The moduli with those of the next pass, which has {@code left} halves of an array (later passes {@code room}): as
	 * many 62-bit primes as fit and are needed, and a 30-bit prime in a half left over only if it saves a pass. An int
	 * array costs a pass nearly as much time as a long one (17x17: 1.6 s more against 1.9 s), for half the bits.
	 */
	static Moduli nextPass(Moduli moduli, double target, int left, int room) {
		int passes = 1 + passesFor(filled(moduli, target, left), target, room);
		for (; left >= 2 && moduli.log2() < target; left -= 2) moduli = moduli.and(false);
		if (left == 1 && moduli.log2() < target && passesFor(moduli, target, room) > passes - 1) moduli = moduli.and(true);
		return moduli;
	}

	/** The moduli with those a pass of {@code left} halves holds, filled up to the target. */
	private static Moduli filled(Moduli moduli, double target, int left) {
		for (; left > 0 && moduli.log2() < target; left -= left == 1 ? 1 : 2) moduli = moduli.and(left == 1);
		return moduli;
	}

	/** Passes of {@code room} halves of an array each, filled, that take the moduli on to {@code target} bits. */
	private static int passesFor(Moduli moduli, double target, int room) {
		int passes = 0;
		for (; moduli.log2() < target; passes++) moduli = filled(moduli, target, room);
		return passes;
	}

	/** The moduli, or more if the first pass's magnitude shows they cover too few bits. */
	private static Moduli enoughFor(Moduli moduli, double magnitude, int length, int width) {
		double needed = bitsNeeded(magnitude, length, width);
		return needed > moduli.log2() ? Moduli.covering(needed) : moduli;
	}

	/** The bits the moduli must cover for the first pass's magnitude, with the slack (0 for a count of 0). */
	static double bitsNeeded(double magnitude, int length, int width) {
		if (Double.isInfinite(magnitude)) throw new IllegalStateException("a count outgrew the magnitude's range: " + length + "x" + width);
		return magnitude > 0 ? Math.log(magnitude) / Math.log(2) + DENSE_SLACK_BITS : 0;
	}

	/** The dense passes' count: their residues combined, checked against the magnitude. */
	private static Count denseCount(Moduli moduli, long[] residues, double magnitude) {
		if (magnitude == 0) return new Count(BigInteger.ZERO);
		// a float's rounding, a part in 2^24 an addition, adds up over the cells to a few parts in 10^5 at most
		return new Count(moduli.checked(residues, magnitude, 1e-3));
	}

	/** Whether {@link #countDenseTasks} counts the empty rectangle of rows x columns: dense layers, one side odd. */
	public static boolean countsInPasses(int rows, int columns) {
		int width = Math.min(rows, columns);
		return width >= DENSE_WIDTH && DenseCounter.handles(Math.max(rows, columns), width) && (rows % 2 == 1 || columns % 2 == 1);
	}

	/** The bits the first pass's moduli cover: an estimate of the count's and the slack, or what a test set. */
	double denseBits(int fields) {
		return startingBits >= 0 ? startingBits : DENSE_BITS_PER_FIELD * fields + DENSE_SLACK_BITS;
	}

	/**
	 * The empty rectangle of {@code rows} x {@code columns} counted in dense layers, each modulus's pass a task on
	 * {@code runner}: on a cluster every member holds one pass's layers, not all of them (23x23: 31 GB a pass). The
	 * first task counts the magnitude too; if it shows the moduli were too few, tasks for the ones missing follow. The
	 * residues are combined and checked here. Unknown if the cancel flag stopped it.
	 *
	 * @param passesDone hears how many passes are done, and of how many, after each
	 */
	public Count countDenseTasks(int rows, int columns, TaskRunner runner, java.util.function.BiConsumer<Integer, Integer> passesDone)
			throws InterruptedException {
		if (!countsInPasses(rows, columns)) {
			throw new IllegalArgumentException("passes as tasks count rectangles " + DENSE_WIDTH + " to " + DENSE_MAX_WIDTH + " wide with an odd side, not "
					+ rows + "x" + columns);
		}
		int length = Math.max(rows, columns);
		int width = Math.min(rows, columns);
		java.util.concurrent.atomic.AtomicBoolean stop = cancel != null ? cancel : new java.util.concurrent.atomic.AtomicBoolean();
		Moduli moduli = Moduli.covering(denseBits(length * width));
		long[] residues = new long[0];
		double magnitude = -1;
		while (residues.length < moduli.primes().length + 1) {
			int from = residues.length;
			int total = moduli.primes().length + 1;
			java.util.List<DensePassTask> tasks = new java.util.ArrayList<>();
			for (int m = from; m < total; m++) tasks.add(new DensePassTask(length, width, moduli.bits(), new int[] { m }, magnitude < 0 && m == 0));
			java.util.List<DensePassTask.Result> results;
			try {
				results = labyrinth.kernel.tasks.TaskList.run(tasks, runner, stop, done -> {
					if (passesDone != null) passesDone.accept(from + done, total);
				});
			} catch (IllegalStateException e) {
				// a member too small for a pass says so, under the runner's and the cluster's wrappers
				for (Throwable c = e; c != null; c = c.getCause()) {
					if (c instanceof DensePassTask.PassTooLarge tooLarge) throw new DensePassTask.PassTooLarge(tooLarge.getMessage());
				}
				throw e;
			}
			residues = java.util.Arrays.copyOf(residues, total);
			for (int i = 0; i < tasks.size(); i++) {
				DensePassTask.Result r = results.get(i);
				if (r == null || !r.finished()) return stop("a cancel");
				residues[from + i] = r.residues()[0];
			}
			if (magnitude < 0) {
				magnitude = results.get(0).magnitude();
				moduli = enoughFor(moduli, magnitude, length, width);
			}
		}
		return denseCount(moduli, residues, magnitude);
	}

	/** Refuses a rectangle the counter cannot count: a side below 1, a shorter side above 31, more fields than 31 x 31. */
	public static void checkGrid(int rows, int columns) {
		if (rows < 1 || columns < 1 || Math.min(rows, columns) > MAX_SIZE || (long) rows * columns > MAX_FIELDS) {
			throw new IllegalArgumentException("the completion counter counts grids with sides of 1 or more, the shorter up to "
					+ MAX_SIZE + " and at most " + MAX_FIELDS + " fields, not " + rows + "x" + columns);
		}
	}

	private Count count(int rows, int columns, int[] kind, int free) {
		int bits = startingBits >= 0 ? startingBits : (int) Math.ceil(BITS_PER_FIELD * free) + 16;
		while (true) {
			Moduli moduli = Moduli.covering(bits);
			Object result = run(rows, columns, kind, moduli, free >= PARALLEL_FIELDS && threads > 1);
			if (result instanceof Count c) return c;
			bits = (Integer) result; // the magnitude outgrew the moduli: again with enough of them
		}
	}

	/** The count, or the number of bits the moduli must cover when they were too few. */
	private Object run(int rows, int columns, int[] kind, Moduli moduli, boolean parallel) {
		int arrays = moduli.arrays();
		// two key buffers and the sources at two successors a state, each count array and two spares, and the copy of
		// the partner region (a ninth of the successors)
		long bytesPerState = 2 * 2 * 8 + 2 * 4 + 8L * (arrays + 2) + 3;
		int limit = (int) Math.min(maxStates, memory / bytesPerState);
		int slices = parallel ? threads : 1;
		if (layers == null || layers.arrays != arrays || layers.slices.length != slices) layers = new Layers(arrays, moduli.primes(), slices);
		Layers l = layers;
		l.start(2 * (columns + 1));
		if (layerSink != null) layerSink.start(moduli, columns + 1, l.keys, l.counts);
		long end = deadline == Long.MAX_VALUE ? Long.MAX_VALUE : System.nanoTime() + deadline;
		for (int r = 0; r < rows; r++) {
			for (int c = 0; c < columns; c++) {
				if (end != Long.MAX_VALUE && System.nanoTime() > end) return stop(timeLimit);
				if (cancel != null && cancel.get()) return stop("a cancel");
				if (progress != null) progress.update(r * columns + c, rows * columns, l.size);
				int k = kind[r * columns + c];
				boolean canDown = r + 1 < rows && kind[(r + 1) * columns + c] != OBSTACLE;
				boolean canRight = c + 1 < columns && kind[r * columns + c + 1] != OBSTACLE;
				l.advance(k, canDown, canRight, parallel && l.size > 4096);
				if (layerSink != null && !layerSink.layer(l.steps, l.keys, l.counts, l.size)) {
					return stop("the memory for the sampler's layers");
				}
				if (l.size > limit) {
					return stop(memory == Long.MAX_VALUE
							? String.format(java.util.Locale.ROOT, "the limit of %,d frontier states", limit)
							: String.format(java.util.Locale.ROOT, "the memory limit (%,d frontier states in %,d MB)", limit, memory >> 20));
				}
			}
		}
		// keys are sorted, and the finished line (no edge crosses the frontier) is key 0
		if (l.size == 0 || l.keys[0] != 0L) return new Count(BigInteger.ZERO);
		long[] residues = new long[arrays - 1];
		for (int m = 0; m < arrays - 1; m++) residues[m] = l.counts[m][0];
		double magnitude = Double.longBitsToDouble(l.counts[arrays - 1][0]);
		int needed = Moduli.bitsFor(magnitude);
		if (needed > moduli.bits()) return needed + 16;
		return new Count(moduli.checked(residues, magnitude, 1e-6));
	}

	/** Gives the tables back (they may be large) and answers an unknown count. */
	private Count stop(String why) {
		layers = null;
		return Count.stopped(why);
	}

	/**
	 * The frontier states of one cell, sorted by key, with their counts, and the step to the next cell.
	 * <p>
	 * The step sorts instead of hashing: every successor is written out as (key, source state), the list is sorted by
	 * key, and equal keys, now side by side, become one state of the next cell. Then each count array is summed along
	 * the sorted list. All of it streams through memory in order but the reads of the sources' counts, which do not
	 * depend on each other and so overlap; a hash table instead waits for one cache miss per successor. The counts
	 * live in dense arrays apart from the keys, one per modulus (and one for the magnitude).
	 * <p>
	 * Most successors come out already sorted. A key holds its slots rotated so that the two slots the cell changes
	 * are the lowest bits (slot c at bits 0-1, slot c+1 at bits 2-3, and so on round the frontier); the successor
	 * is rotated on by one slot, which puts the new slot c on top and slot c+1 at the bottom, ready for the next cell
	 * (at the end of a row this rotation is also the move to the next row). So a successor that changes no other slot
	 * keeps the order of its source among those with the same new slot c: written into one region per value of that
	 * slot, each region is sorted up to runs of sources that differ only in the two changed slots, which an insertion
	 * sort fixes in one pass. The exact size of each region is known before writing, from how many states have each
	 * pair of values in the changed slots. Only the successors that also move a bracket's partner (about a ninth) go
	 * to a region of their own that is radix sorted and merged in.
	 * <p>
	 * Memory is what limits the largest counts, so the sort of that region works in place (buckets filled by swapping,
	 * as in the American flag sort, down to pieces the cache holds, which are sorted through a small scratch array),
	 * the next cell's keys take the place of the current cell's, whose successors are out by then, and each count
	 * array is summed into a spare that then takes its place. Per state: two key buffers (16 bytes each at two
	 * successors a state), the successors' sources (8), one long per count array plus the spares, and, for keys
	 * wider than 32 bits, the partner region's copy while it is merged.
	 * <p>
	 * With several threads, each takes a slice of the states (cut between runs) and writes their successors into its
	 * share of each region; the threads then share out the buckets of the partner region, and the count arrays.
	 */
	private static final class Layers {
		private static final int DIGIT = 8;
		private static final int RADIX = 1 << DIGIT;
		/** Successors sorted in place below this many; radix sorted through the scratch array up to {@link #CACHED}. */
		private static final int INSERTION = 32;
		/** Widest digit of the sorts inside the cache. */
		private static final int LSD_BITS = 12;
		/** Bits of a source state in a packed successor; the rest of the long holds key bits. */
		private static final int SOURCE_BITS = 31;
		/** About 0.25 MB of packed successors: the second level cache holds them and their scratch while they are sorted. */
		private static final int CACHED = 1 << 15;
		/** Marks a successor whose key differs from the one before it: it starts a state of the next cell. */
		private static final int FIRST = Integer.MIN_VALUE;
		/** Regions of the successor buffer: four by the new value of slot c, and the partner region. */
		private static final int GROUPS = FrontierSteps.REGIONS;
		private static final int PARTNERS = FrontierSteps.PARTNERS;

		final int arrays;
		private final long[] primes;
		/** The current cell's states, ascending. */
		long[] keys = new long[1024];
		int size;
		/** counts[m][i]: state i's count modulo 2^64 (m = 0), modulo primes[m - 1], or its magnitude as double bits. */
		long[][] counts;
		/** The successors: key and source state (with {@link #FIRST} on the first of each key). */
		private long[] succKeys = new long[2048];
		private int[] succFrom = new int[2048];
		private int succ;
		/**
		 * Regions of the successor buffer: {@link #GROUPS} of them, one per new value of slot c (0-3) and last the
		 * successors that moved a partner; {@code regionStart[g]} to {@code regionStart[g + 1]}.
		 */
		private final int[] regionStart = new int[GROUPS + 1];
		/** The partner region, copied aside while it is merged into the rest. */
		private long[] asideKeys = new long[0];
		private int[] asideFrom = new int[0];
		/** The successor steps of each pair of values in the two changed slots (index 2 * pair, two at most; 0 = none). */
		private final int[] steps = new int[32];
		/** How many successors each pair of values gives in each region. */
		private final int[] stepsInto = new int[16 * GROUPS];
		/** Slots of the frontier, and the shift that puts a slot on top of a key. */
		private int slots;
		private int topSlot;
		/**
		 * Keys of up to 32 bits (grids up to 15x15) travel with their source in one long, key above source, so the
		 * sort moves one array and needs no packing into the scratch and back; wider keys sort beside their sources.
		 */
		private boolean packed;
		/** Where a key starts in a successor's word: 32 when packed, else 0. */
		private int keyShift;
		/** The shift that gives a key's top digit in a successor's word, and the digit's number. */
		private int topShift;
		private int topDigit;
		private final Slice[] slices;
		private final int[] bucketStart = new int[RADIX + 1];
		private final int[] histogram = new int[RADIX];

		Layers(int arrays, long[] primes, int threads) {
			this.arrays = arrays;
			this.primes = primes;
			counts = new long[arrays][1024];
			slices = new Slice[threads];
			for (int t = 0; t < threads; t++) slices[t] = new Slice(t);
		}

		/** One state, the empty frontier, counted once; keys have {@code keyBits} bits. */
		void start(int keyBits) {
			topDigit = (keyBits + DIGIT - 1) / DIGIT - 1;
			packed = keyBits <= 32;
			slots = keyBits / 2;
			topSlot = keyBits - 2;
			keyShift = packed ? 32 : 0;
			topShift = keyShift + topDigit * DIGIT;
			size = 1;
			keys[0] = 0L;
			for (int m = 0; m < arrays - 1; m++) counts[m][0] = 1;
			counts[arrays - 1][0] = Double.doubleToRawLongBits(1.0);
		}

		void advance(int kind, boolean canDown, boolean canRight, boolean parallel) {
			prepareSteps(kind, canDown, canRight);
			int used = parallel ? slices.length : 1;
			// slices end between runs of states that differ only in the changed slots (the low four bits)
			int from = 0;
			for (int t = 0; t < used; t++) {
				int to = t == used - 1 ? size : Math.max(from, (int) ((long) size * (t + 1) / used));
				while (to > 0 && to < size && keys[to] >>> 4 == keys[to - 1] >>> 4) to++;
				slices[t].take(from, to);
				from = to;
			}
			each(used, Slice::countSuccessors);
			succ = 0;
			for (int g = 0; g < GROUPS; g++) {
				regionStart[g] = succ;
				for (int t = 0; t < used; t++) succ += slices[t].startAt(g, succ);
			}
			regionStart[GROUPS] = succ;
			if (succKeys.length < succ) succKeys = new long[grown(succ)];
			if (succFrom.length < succ) succFrom = new int[grown(succ)];
			each(used, Slice::successors);
			sortPartnerRegion(used);
			// the states have given their successors: their keys' place takes the next cell's
			if (keys.length < succ) keys = new long[grown(succ)];
			int states = mergeEqualKeys();
			each(used, sl -> sl.sumArrays(states, used));
			size = states;
		}

		/** The steps of each pair of values in slots c and c+1, and how many successors each gives in each region. */
		private void prepareSteps(int kind, boolean canDown, boolean canRight) {
			FrontierSteps.fill(kind, canDown, canRight, steps);
			java.util.Arrays.fill(stepsInto, 0);
			for (int i = 0; i < 32; i++) {
				if (steps[i] != 0) stepsInto[(i >>> 1) * GROUPS + region(steps[i])]++;
			}
		}

		private static int region(int step) {
			return FrontierSteps.region(step);
		}

		/** Sorts the partner region		/** Sorts the partner region (the other regions are sorted by their slices). */
		private void sortPartnerRegion(int used) {
			int lo = regionStart[PARTNERS];
			if (succ - lo <= CACHED) {
				if (succ - lo > 1) slices[0].sortRange(lo, succ, topDigit);
				return;
			}
			java.util.Arrays.fill(histogram, 0);
			for (int t = 0; t < used; t++) {
				for (int v = 0; v < RADIX; v++) histogram[v] += slices[t].histogram[v];
			}
			slices[0].partition(lo, succ, topDigit, histogram, bucketStart);
			if (topDigit > 0) {
				for (int t = 0; t < used; t++) slices[t].bucketsFrom(lo, used);
				each(used, Slice::sortBuckets);
			}
		}

		/** Merges the sorted partner region of wide successors into the sorted rest, from the back, through a copy of it. */
		private void mergePartnerRegion() {
			int lo = regionStart[PARTNERS];
			int n = succ - lo;
			if (n == 0) return;
			if (asideKeys.length < n) asideKeys = new long[grown(n)];
			if (asideFrom.length < n) asideFrom = new int[grown(n)];
			long[] ks = succKeys;
			int[] fs = succFrom;
			long[] ak = asideKeys;
			int[] af = asideFrom;
			System.arraycopy(ks, lo, ak, 0, n);
			System.arraycopy(fs, lo, af, 0, n);
			int i = lo - 1;
			int j = n - 1;
			int w = succ - 1;
			while (j >= 0) {
				if (i >= 0 && Long.compareUnsigned(ks[i], ak[j]) > 0) {
					fs[w] = fs[i];
					ks[w--] = ks[i--];
				} else {
					fs[w] = af[j];
					ks[w--] = ak[j--];
				}
			}
		}

		/** A capacity for at least {@code needed} entries, with a little room so that it does not grow every cell. */
		private static int grown(int needed) {
			return (int) Math.min(Integer.MAX_VALUE - 16, needed + (long) needed / 8 + 1024);
		}

		/** Runs the job on the first {@code used} slices, on as many threads. */
		private void each(int used, java.util.function.Consumer<Slice> job) {
			if (used == 1) {
				job.accept(slices[0]);
			} else {
				java.util.Arrays.stream(slices, 0, used).parallel().forEach(job);
			}
		}

		/**
		 * The next cell's keys from the sorted successors, with the partner region merged in, into {@link #keys};
		 * marks where each starts among the sources, and answers their number.
		 */
		private int mergeEqualKeys() {
			long[] sk = succKeys;
			int[] from = succFrom;
			long[] out = keys;
			int states = 0;
			if (packed) {
				// one pass merges the two sorted parts, reading the successors and writing elsewhere
				int main = regionStart[PARTNERS];
				int i = 0;
				int j = main;
				// all ones: above every successor, whose source is below 2^31
				long partner = j < succ ? sk[j] : -1L;
				long last = -1L;
				for (int w = 0; w < succ; w++) {
					long word;
					if (i < main && Long.compareUnsigned(sk[i], partner) <= 0) {
						word = sk[i++];
					} else {
						word = partner;
						partner = ++j < succ ? sk[j] : -1L;
					}
					long key = word >>> 32;
					int source = (int) word;
					if (key != last) {
						out[states++] = key;
						source |= FIRST;
						last = key;
					}
					from[w] = source;
				}
				return states;
			}
			// the sources move with the keys: merged in place from the back first
			mergePartnerRegion();
			long last = 0;
			for (int j = 0; j < succ; j++) {
				long key = sk[j];
				if (states == 0 || key != last) {
					out[states++] = key;
					from[j] |= FIRST;
					last = key;
				}
			}
			return states;
		}

		/** Sums count array m along the sorted successors into {@code to}. */
		private void sum(int m, long[] to) {
			long[] from = counts[m];
			int[] src = succFrom;
			int n = succ;
			int at = -1;
			if (m == 0) {
				for (int j = 0; j < n; j++) {
					int s = src[j];
					if (s < 0) to[++at] = from[s & ~FIRST];
					else to[at] += from[s];
				}
			} else if (m == arrays - 1) {
				for (int j = 0; j < n; j++) {
					int s = src[j];
					if (s < 0) to[++at] = from[s & ~FIRST];
					else to[at] = Double.doubleToRawLongBits(Double.longBitsToDouble(to[at]) + Double.longBitsToDouble(from[s]));
				}
			} else {
				long p = primes[m - 1];
				for (int j = 0; j < n; j++) {
					int s = src[j];
					if (s < 0) {
						to[++at] = from[s & ~FIRST];
					} else {
						long sum = to[at] + from[s] - p;
						to[at] = sum + ((sum >> 63) & p);
					}
				}
			}
		}

		/** One thread's share of a step: a slice of the states, then some of the buckets and count arrays; and its scratch. */
		private final class Slice {
			/** Its place among the slices. */
			private final int index;
			private int first;
			private int end;
			/** Its successors in each region: where they start, and the next place to write. */
			private final int[] begin = new int[GROUPS];
			private final int[] next = new int[GROUPS];
			/** How many successors it writes into each region, and how many of its states hold each pair in slots c and c+1. */
			private final int[] counted = new int[GROUPS];
			private final int[] pairs = new int[16];
			/** Top digits of the successors it writes into the partner region. */
			final int[] histogram = new int[RADIX];
			private int bucketFirst;
			private int bucketEnd;
			private final int[][] lsdHistogram = new int[(64 - SOURCE_BITS + 5) / 6][1 << LSD_BITS];
			private final int[] lsdOffset = new int[1 << LSD_BITS];
			private long[] scratch = new long[256];
			/** The count array that takes the place of the one summed next. */
			private long[] spare = new long[1024];

			Slice(int index) {
				this.index = index;
			}

			void take(int from, int to) {
				first = from;
				end = to;
			}

			/** How many successors its states give in each region, from how many have each pair in slots c and c+1. */
			void countSuccessors() {
				java.util.Arrays.fill(pairs, 0);
				long[] ks = keys;
				for (int i = first; i < end; i++) pairs[(int) ks[i] & 15]++;
				java.util.Arrays.fill(counted, 0);
				for (int pair = 0; pair < 16; pair++) {
					for (int g = 0; g < GROUPS; g++) counted[g] += pairs[pair] * stepsInto[pair * GROUPS + g];
				}
			}

			/** Its share of region g starts at {@code at}; answers its size. */
			int startAt(int g, int at) {
				begin[g] = at;
				next[g] = at;
				return counted[g];
			}

			/** Writes the successors of its states, and sorts its share of each region but the partner region. */
			void successors() {
				java.util.Arrays.fill(histogram, 0);
				long[] ks = keys;
				int[] st = steps;
				for (int i = first; i < end; i++) {
					long s = ks[i];
					int pair = (int) s & 15;
					int a = st[2 * pair];
					if (a == 0) continue;
					emit(s, a, i);
					int b = st[2 * pair + 1];
					if (b != 0) emit(s, b, i);
				}
				// only runs of sources equal but for the changed slots can be out of order here: a short fix each
				for (int g = 0; g < PARTNERS; g++) {
					if (next[g] - begin[g] > 1) insertionSort(begin[g], next[g]);
				}
			}

			/** Sums the count arrays index, index + used, ..., each into the spare. */
			void sumArrays(int states, int used) {
				for (int m = index; m < arrays; m += used) {
					if (spare.length < states) spare = new long[grown(states)];
					sum(m, spare);
					long[] old = counts[m];
					counts[m] = spare;
					spare = old;
				}
			}

			/** Takes a run of the buckets from {@code lo} on holding about its share of their successors. */
			void bucketsFrom(int lo, int used) {
				bucketFirst = bucketAt(lo + (long) (succ - lo) * index / used);
				bucketEnd = index == used - 1 ? RADIX : bucketAt(lo + (long) (succ - lo) * (index + 1) / used);
			}

			private int bucketAt(long successor) {
				int v = 0;
				while (v < RADIX && bucketStart[v + 1] <= successor) v++;
				return v;
			}

			void sortBuckets() {
				for (int v = bucketFirst; v < bucketEnd; v++) {
					if (bucketStart[v + 1] - bucketStart[v] > 1) sortRange(bucketStart[v], bucketStart[v + 1], topDigit - 1);
				}
			}

			/** Writes the successor of state {@code s} (index {@code from}) by the step, rotated for the next cell. */
			private void emit(long s, int step, int from) {
				long key = FrontierSteps.successor(s, step, slots, topSlot);
				int at = next[region(step)]++;
				if (region(step) == PARTNERS) histogram[(int) (key << keyShift >>> topShift) & (RADIX - 1)]++;
				if (packed) {
					succKeys[at] = key << 32 | from;
				} else {
					succKeys[at] = key;
					succFrom[at] = from;
				}
			}

			/**
			 * Puts [lo, hi) in order of the key's digit {@code digit}, in place: each misplaced successor is swapped into
			 * the next free place of its bucket until the place holds one of its own. {@code h} counts the digit's
			 * values in the range; {@code start} receives where each bucket starts, and the end.
			 */
			void partition(int lo, int hi, int digit, int[] h, int[] start) {
				int bits = keyShift + digit * DIGIT;
				boolean alone = packed;
				int at = lo;
				for (int v = 0; v < RADIX; v++) {
					start[v] = at;
					at += h[v];
				}
				start[RADIX] = hi;
				int[] next = java.util.Arrays.copyOf(start, RADIX);
				long[] ks = succKeys;
				int[] fs = succFrom;
				for (int v = 0; v < RADIX; v++) {
					int stop = start[v + 1];
					while (next[v] < stop) {
						int i = next[v];
						long key = ks[i];
						int f = alone ? 0 : fs[i];
						int d = (int) (key >>> bits) & (RADIX - 1);
						while (d != v) {
							int j = next[d]++;
							long k2 = ks[j];
							ks[j] = key;
							key = k2;
							if (!alone) {
								int f2 = fs[j];
								fs[j] = f;
								f = f2;
							}
							d = (int) (key >>> bits) & (RADIX - 1);
						}
						ks[i] = key;
						if (!alone) fs[i] = f;
						next[v]++;
					}
				}
			}

			/** Sorts [lo, hi) of the successors by the key digits up to {@code digit}: the higher ones agree there. */
			private void sortRange(int lo, int hi, int digit) {
				int n = hi - lo;
				if (n <= INSERTION) {
					insertionSort(lo, hi);
					return;
				}
				if (n <= CACHED && (packed || (digit + 1) * DIGIT + SOURCE_BITS <= 64)) {
					lsd(lo, hi, digit);
					return;
				}
				// too big for the cache, or too many key bits to pack beside the source: split by this digit first
				int bits = keyShift + digit * DIGIT;
				long[] ks = succKeys;
				int[] h = new int[RADIX];
				for (int j = lo; j < hi; j++) h[(int) (ks[j] >>> bits) & (RADIX - 1)]++;
				int[] start = new int[RADIX + 1];
				partition(lo, hi, digit, h, start);
				if (digit == 0) return;
				for (int v = 0; v < RADIX; v++) {
					if (start[v + 1] - start[v] > 1) sortRange(start[v], start[v + 1], digit - 1);
				}
			}

			/**
			 * Least-significant-digit radix sort of [lo, hi) by the key bits below digit {@code top + 1} (those above are
			 * the same throughout the range). Each successor is one long with its key bits above its source (packed keys
			 * already are; wider ones are packed into the scratch array and unpacked at the end), so a pass moves 8 bytes;
			 * the passes go back and forth between the scratch array and the successors' own place. Digits are up to 12
			 * bits wide, so a 24-bit rest takes two passes; passes where all agree are skipped.
			 */
			private void lsd(int lo, int hi, int top) {
				int n = hi - lo;
				int keyBits = (top + 1) * DIGIT;
				long low = (1L << keyBits) - 1;
				long[] ks = succKeys;
				int[] fs = succFrom;
				long high = ks[lo] & ~low;
				// narrower digits for short ranges, where clearing and summing the histograms would cost more than a pass
				int maxWidth = Math.max(6, Math.min(LSD_BITS, 31 - Integer.numberOfLeadingZeros(n)));
				int passes = (keyBits + maxWidth - 1) / maxWidth;
				int width = (keyBits + passes - 1) / passes;
				int radix = 1 << width;
				int[][] h = lsdHistogram;
				for (int d = 0; d < passes; d++) java.util.Arrays.fill(h[d], 0, radix, 0);
				if (scratch.length < n) scratch = new long[Math.min(CACHED, Math.max(n, 2 * scratch.length))];
				int sourceBits = packed ? 32 : SOURCE_BITS;
				long[] a;
				int aBase;
				long[] b;
				int bBase;
				if (packed) {
					a = ks;
					aBase = lo;
					b = scratch;
					bBase = 0;
				} else {
					a = scratch;
					aBase = 0;
					b = ks;
					bBase = lo;
					for (int j = 0; j < n; j++) a[j] = (ks[lo + j] & low) << SOURCE_BITS | fs[lo + j];
				}
				if (passes == 2) { // the common case, unrolled
					int[] h0 = h[0];
					int[] h1 = h[1];
					for (int j = 0; j < n; j++) {
						int k = (int) (a[aBase + j] >>> sourceBits);
						h0[k & (radix - 1)]++;
						h1[(k >>> width) & (radix - 1)]++;
					}
				} else {
					for (int j = 0; j < n; j++) {
						long k = a[aBase + j] >>> sourceBits;
						for (int d = 0; d < passes; d++) h[d][(int) (k >>> (d * width)) & (radix - 1)]++;
					}
				}
				int[] o = lsdOffset;
				for (int d = 0; d < passes; d++) {
					int sum = 0;
					boolean oneValue = false;
					for (int v = 0; v < radix; v++) {
						if (h[d][v] == n) oneValue = true;
						o[v] = sum;
						sum += h[d][v];
					}
					if (oneValue) continue;
					int bits = sourceBits + d * width;
					for (int j = 0; j < n; j++) {
						long x = a[aBase + j];
						b[bBase + o[(int) (x >>> bits) & (radix - 1)]++] = x;
					}
					long[] t = a;
					a = b;
					b = t;
					int tb = aBase;
					aBase = bBase;
					bBase = tb;
				}
				if (packed) {
					if (a != ks) System.arraycopy(a, aBase, ks, lo, n);
					return;
				}
				for (int j = 0; j < n; j++) {
					long x = a[aBase + j];
					ks[lo + j] = high | x >>> SOURCE_BITS;
					fs[lo + j] = (int) x & (1 << SOURCE_BITS) - 1;
				}
			}

			/**
			 * Sorts a short or nearly sorted range in place (packed successors compare by key first, then source, which
			 * does no harm). Unsigned, as the radix sorts: the new slot c on top of a key often sets its highest bit.
			 */
			private void insertionSort(int lo, int hi) {
				long[] ks = succKeys;
				int[] fs = succFrom;
				boolean alone = packed;
				for (int j = lo + 1; j < hi; j++) {
					long key = ks[j];
					int f = alone ? 0 : fs[j];
					int i = j - 1;
					while (i >= lo && Long.compareUnsigned(ks[i], key) > 0) {
						ks[i + 1] = ks[i];
						if (!alone) fs[i + 1] = fs[i];
						i--;
					}
					ks[i + 1] = key;
					if (!alone) fs[i + 1] = f;
				}
			}
		}
	}

	/**
	 * The moduli of one count: 2^64 and some primes, 62-bit ones or, where a dense pass has room for half an array
	 * more, 30-bit ones ({@link DenseCounter#SMALL_PRIME_LIMIT}); their product covers {@link #bits()} bits.
	 */
	record Moduli(long[] primes) {
		private static final long[] PRIMES = primesBelow(1L << 62, 12);
		private static final long[] SMALL_PRIMES = primesBelow(DenseCounter.SMALL_PRIME_LIMIT, 12);

		/** 2^64 and as many 62-bit primes as make a product of at least 2^bits. */
		static Moduli covering(double bits) {
			Moduli moduli = new Moduli(new long[0]);
			while (moduli.bits() < Math.ceil(bits)) {
				if (moduli.primes.length == PRIMES.length) throw new IllegalStateException(bits + " bits need more than " + PRIMES.length + " primes");
				moduli = moduli.and(false);
			}
			return moduli;
		}

		/** Count arrays per state: modulo 2^64, modulo each prime, and the magnitude. */
		int arrays() {
			return primes.length + 2;
		}

		/** Bits of the product of the moduli, rounded down. */
		int bits() {
			BigInteger product = BigInteger.ONE.shiftLeft(64);
			for (long p : primes) product = product.multiply(BigInteger.valueOf(p));
			return product.bitLength() - 1;
		}

		/** The base-2 logarithm of the product of the moduli. */
		double log2() {
			double bits = 64;
			for (long p : primes) bits += Math.log(p) / Math.log(2);
			return bits;
		}

		/** These moduli and one prime more: the next 62-bit one, or the next 30-bit one if {@code small}. */
		Moduli and(boolean small) {
			long[] pool = small ? SMALL_PRIMES : PRIMES;
			int used = 0;
			for (long p : primes) if ((p < DenseCounter.SMALL_PRIME_LIMIT) == small) used++;
			if (used == pool.length) throw new IllegalStateException("more than " + pool.length + " primes of one size");
			long[] more = java.util.Arrays.copyOf(primes, primes.length + 1);
			more[primes.length] = pool[used];
			return new Moduli(more);
		}

		/** Bits the moduli must cover for a count of this magnitude. */
		static int bitsFor(double magnitude) {
			return Math.getExponent(magnitude) + 2;
		}

		/**
		 * The count with these residues, which must agree with its magnitude within the relative {@code tolerance}: a
		 * residue gone wrong gives a number anywhere below the product of the moduli.
		 */
		BigInteger checked(long[] residues, double magnitude, double tolerance) {
			BigInteger value = combine(residues, 0);
			if (Math.abs(value.doubleValue() - magnitude) > tolerance * magnitude) {
				throw new IllegalStateException("the residues give " + value + " but the magnitude is " + magnitude);
			}
			return value;
		}

		/** The number below the product of the moduli with these residues (residue mod 2^64 first). */
		BigInteger combine(long[] residues, int from) {
			BigInteger m = BigInteger.ONE.shiftLeft(64);
			BigInteger x = new BigInteger(Long.toUnsignedString(residues[from]));
			for (int i = 0; i < primes.length; i++) {
				// Garner: x += m * ((r - x) / m mod p)
				BigInteger p = BigInteger.valueOf(primes[i]);
				BigInteger r = BigInteger.valueOf(residues[from + 1 + i]);
				BigInteger t = r.subtract(x).multiply(m.modInverse(p)).mod(p);
				x = x.add(m.multiply(t));
				m = m.multiply(p);
			}
			return x;
		}

		private static long[] primesBelow(long limit, int count) {
			long[] out = new long[count];
			long p = limit - 1;
			for (int i = 0; i < count; p -= 2) {
				if (BigInteger.valueOf(p).isProbablePrime(64)) out[i++] = p;
			}
			return out;
		}
	}
}
