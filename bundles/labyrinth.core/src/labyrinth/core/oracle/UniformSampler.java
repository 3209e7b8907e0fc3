package labyrinth.core.oracle;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.random.RandomGenerator;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * Walkthroughs of the empty n x n grid drawn uniformly at random: every one of them equally likely.
 * <p>
 * One forward pass of the completion counter keeps every cell's frontier states with their counts (how many ways
 * the cells before reach that state). A walkthrough is then a rank drawn uniformly below the total and unranked
 * backwards from the finished frontier: at each cell the rank falls among the states that step into the current
 * one, each taking a share as large as its count, so each walkthrough has exactly one rank. The cost is the layers:
 * about 32 bytes a state, all cells together (see {@link #layerStates}).
 */
public final class UniformSampler {
	/** The largest size whose layers fit a few gigabytes (15x15: 70 million states). */
	public static final int MAX_SIZE = 15;
	/** The frontier states kept over all cells of the empty n x n grid, for n = 3, 5, ..., 15 (a test counts them again). */
	static final long[] LAYER_STATES = { 26, 462, 6_046, 68_325, 715_784, 7_181_394, 70_145_570 };
	/** A kept state: its key and its count modulo 2^64 and up to two primes (sizes up to 15). */
	private static final int BYTES_PER_STATE = 32;
	/** The counter's own tables while it keeps the layers, and room for the rest of the run. */
	private static final long WORKING_BYTES = 256L << 20;

	private final int n;
	private final int slots;
	private final int topSlot;
	private final BigInteger total;
	/** Whether every count fits a long (below 2^63), so unranking needs no big numbers. */
	private final boolean small;
	/** stepsOf[k]: the steps of cell k (row-major), as {@link FrontierSteps#fill} gives them. */
	private final int[][] stepsOf;
	/** keys[k]: the frontier states before cell k, ascending; keys[n * n]: after the last. */
	private final long[][] keys;
	/** counts[k][m]: their counts modulo 2^64 (m = 0) and each prime. */
	private final long[][][] counts;
	private final long layerStates;
	/** Garner's constants: the product of the moduli before prime j, and its inverse modulo prime j. */
	private final long[] primes;
	private final BigInteger[] before;
	private final long[] inverse;

	private UniformSampler(int n, Keeper kept, BigInteger total) {
		this.n = n;
		this.slots = kept.slots;
		this.topSlot = 2 * (kept.slots - 1);
		this.total = total;
		this.small = total.bitLength() < 63;
		this.stepsOf = kept.steps.toArray(new int[0][]);
		this.keys = kept.keys.toArray(new long[0][]);
		this.counts = kept.counts.toArray(new long[0][][]);
		this.layerStates = kept.states;
		this.primes = kept.moduli.primes();
		this.before = new BigInteger[primes.length];
		this.inverse = new long[primes.length];
		BigInteger m = BigInteger.ONE.shiftLeft(64);
		for (int j = 0; j < primes.length; j++) {
			BigInteger p = BigInteger.valueOf(primes[j]);
			before[j] = m;
			inverse[j] = m.mod(p).modInverse(p).longValue();
			m = m.multiply(p);
		}
	}

	/**
	 * Counts the walkthroughs of the n x n grid keeping the layers. {@code counter} sets the threads, cancel flag and
	 * progress; the layers must fit {@code megabytes}. Answers null when the count stopped ({@code why[0]} says why).
	 */
	public static UniformSampler build(int size, CompletionCounter counter, long megabytes, String[] why) {
		Board.checkSize(size);
		if (size > MAX_SIZE) {
			throw new IllegalArgumentException("uniform samples need the counter's layers, which fit memory up to " + MAX_SIZE + "x" + MAX_SIZE
					+ ", not " + size + "x" + size);
		}
		Keeper kept = new Keeper(megabytes << 20);
		counter.layerSink = kept;
		try {
			CompletionCounter.Count c = counter.count(new Board(size));
			if (!c.known()) {
				if (why != null) why[0] = kept.full ? "the memory limit (" + megabytes + " MB for the layers)" : c.stoppedBy();
				return null;
			}
			return new UniformSampler(size, kept, c.value());
		} finally {
			counter.layerSink = null;
		}
	}

	/** About the memory a sample of the n x n grid needs (the layers and the counter's tables). */
	public static long bytesNeeded(int size) {
		Board.checkSize(size);
		if (size > MAX_SIZE) throw new IllegalArgumentException("no samples above " + MAX_SIZE + "x" + MAX_SIZE);
		return LAYER_STATES[(size - 3) / 2] * BYTES_PER_STATE + WORKING_BYTES;
	}

	/**
	 * Why a sample of the n x n grid does not fit {@code availableBytes} of memory, naming what it needs and how to
	 * give the JVM more; null if it fits.
	 */
	public static String memoryProblem(int size, long availableBytes) {
		long need = bytesNeeded(size);
		if (need <= availableBytes) return null;
		return String.format(java.util.Locale.ROOT,
				"uniform samples of %dx%d keep the count of every frontier state of every cell: about %.1f GB, and this Java has %.1f GB for"
						+ " them; start it with more memory: LABYRINTH_JAVA_OPTS=-Xmx%dg",
				size, size, need / 1e9, availableBytes / 1e9, (long) Math.ceil(need / 0.7 / (1L << 30)) + 1);
	}

	/** How many walkthroughs there are to draw from. */
	public BigInteger walkthroughs() {
		return total;
	}

	/** Frontier states kept over all cells (about 32 bytes each). */
	public long layerStates() {
		return layerStates;
	}

	public int size() {
		return n;
	}

	/** A walkthrough drawn uniformly: its moves from (1,1), as {@link Direction} codes. */
	public int[] sample(RandomGenerator random) {
		if (small) return unrank(random.nextLong(total.longValue()), null);
		BigInteger rank;
		Random bits = Random.from(random);
		do {
			rank = new BigInteger(total.bitLength(), bits);
		} while (rank.compareTo(total) >= 0);
		return unrank(0, rank);
	}

	/**
	 * The walkthrough of rank {@code rank} (0 to {@link #walkthroughs()} - 1), each rank a different one; a big rank
	 * in {@code bigRank} when the counts do not fit a long.
	 */
	public int[] unrank(long rank, BigInteger bigRank) {
		int cells = n * n;
		int[] chosen = new int[cells];
		long[] candidates = new long[2 * slots];
		long t = 0L; // the finished frontier: no edge crosses it
		for (int k = cells - 1; k >= 0; k--) {
			int[] steps = stepsOf[k];
			long pick = Long.MIN_VALUE;
			search: for (int i = 0; i < 32; i++) {
				int step = steps[i];
				if (step == 0) continue;
				int found = FrontierSteps.predecessors(t, i >>> 1, step, slots, topSlot, candidates);
				for (int j = 0; j < found; j++) {
					long s = candidates[j];
					if (FrontierSteps.successor(s, step, slots, topSlot) != t) continue;
					int at = indexOf(keys[k], s);
					if (at < 0) continue;
					if (small) {
						long w = counts[k][0][at];
						if (rank < w) {
							pick = s;
							chosen[k] = step;
							break search;
						}
						rank -= w;
					} else {
						BigInteger w = exact(k, at);
						if (bigRank.compareTo(w) < 0) {
							pick = s;
							chosen[k] = step;
							break search;
						}
						bigRank = bigRank.subtract(w);
					}
				}
			}
			if (pick == Long.MIN_VALUE) throw new IllegalStateException("no state before cell " + k + " leads to " + Long.toHexString(t));
			t = pick;
		}
		return moves(chosen);
	}

	/** The count of state {@code at} before cell k, from its residues (it is below the total, so they fix it). */
	private BigInteger exact(int k, int at) {
		long[][] c = counts[k];
		BigInteger x = new BigInteger(Long.toUnsignedString(c[0][at]));
		for (int j = 0; j < primes.length; j++) {
			long p = primes[j];
			long t = Math.floorMod(c[j + 1][at] - x.mod(BigInteger.valueOf(p)).longValue(), p);
			t = BigInteger.valueOf(t).multiply(BigInteger.valueOf(inverse[j])).mod(BigInteger.valueOf(p)).longValue();
			x = x.add(before[j].multiply(BigInteger.valueOf(t)));
		}
		return x;
	}

	/** The moves of the line whose cells drew the edges of {@code steps}, checked to visit every field. */
	private int[] moves(int[] steps) {
		int cells = n * n;
		int[] out = new int[cells - 1];
		int cell = 0;
		int from = -1;
		for (int k = 0; k < cells - 1; k++) {
			int r = cell / n;
			int c = cell % n;
			int next = -1;
			int dir = -1;
			if (c + 1 < n && FrontierSteps.right(steps[cell]) && cell + 1 != from) {
				next = cell + 1;
				dir = Direction.RIGHT;
			} else if (r + 1 < n && FrontierSteps.down(steps[cell]) && cell + n != from) {
				next = cell + n;
				dir = Direction.DOWN;
			} else if (c > 0 && FrontierSteps.right(steps[cell - 1]) && cell - 1 != from) {
				next = cell - 1;
				dir = Direction.LEFT;
			} else if (r > 0 && FrontierSteps.down(steps[cell - n]) && cell - n != from) {
				next = cell - n;
				dir = Direction.UP;
			}
			if (next < 0) throw new IllegalStateException("the drawn line stops after " + k + " moves");
			out[k] = dir;
			from = cell;
			cell = next;
		}
		if (cell != cells - 1) throw new IllegalStateException("the drawn line ends off the far corner");
		return out;
	}

	private static int indexOf(long[] sorted, long key) {
		int lo = 0;
		int hi = sorted.length - 1;
		while (lo <= hi) {
			int mid = (lo + hi) >>> 1;
			int cmp = Long.compareUnsigned(sorted[mid], key);
			if (cmp < 0) lo = mid + 1;
			else if (cmp > 0) hi = mid - 1;
			else return mid;
		}
		return -1;
	}

	/** Keeps a copy of each cell's states and steps while the counter runs. */
	private static final class Keeper implements CompletionCounter.LayerSink {
		private final long budget;
		final List<int[]> steps = new ArrayList<>();
		final List<long[]> keys = new ArrayList<>();
		final List<long[][]> counts = new ArrayList<>();
		CompletionCounter.Moduli moduli;
		/** The frontier's slots, as the counter's keys hold them. */
		int slots;
		long states;
		private long bytes;
		boolean full;

		Keeper(long budget) {
			this.budget = budget;
		}

		@Override
		public void start(CompletionCounter.Moduli m, int frontierSlots, long[] k, long[][] c) {
			moduli = m;
			slots = frontierSlots;
			steps.clear();
			keys.clear();
			counts.clear();
			states = 0;
			bytes = 0;
			keep(k, c, 1);
		}

		@Override
		public boolean layer(int[] cellSteps, long[] k, long[][] c, int size) {
			steps.add(cellSteps.clone());
			bytes += 8L * (1 + moduli.primes().length + 1) * size;
			if (bytes > budget) {
				full = true;
				keys.clear();
				counts.clear();
				return false;
			}
			keep(k, c, size);
			return true;
		}

		private void keep(long[] k, long[][] c, int size) {
			keys.add(java.util.Arrays.copyOf(k, size));
			long[][] kept = new long[moduli.primes().length + 1][];
			for (int m = 0; m < kept.length; m++) kept[m] = java.util.Arrays.copyOf(c[m], size);
			counts.add(kept);
			states += size;
		}
	}
}
