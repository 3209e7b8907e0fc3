package labyrinth.core.oracle;

import java.math.BigInteger;

import labyrinth.core.grid.Board;

/**
 * Counts the completions of a partial line: Hamiltonian paths from the live end to (n,n) through every free field.
 * <p>
 * Frontier ("plug") dynamic programming over the cells in row-major order. The frontier holds n+1 edge slots, two
 * bits each: 0 = no edge, 1 / 2 = the left / right end of a path piece whose both ends cross the frontier
 * (matched like brackets), 3 = the end of a piece whose other end is the live end or the end corner.
 * <p>
 * Counts are exact at any size: each state carries its count modulo 2^64 (plain long wrap-around) and modulo as
 * many 62-bit primes as the free fields may need, combined at the end by the Chinese remainder theorem, as GGCount
 * does. A double beside them tracks the magnitude (a sum of positive terms, so its relative error stays near
 * 2^-40); when it shows the moduli were too few, the count runs again with more. Works for grids up to 31 x 31
 * (the frontier fits in a long).
 */
public final class CompletionCounter {
	public static final int MAX_SIZE = 31;

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

	/** Default table budget: 512 MB. */
	public static final long DEFAULT_MEMORY = 512L << 20;

	/** Progress of a long count: the cell of the sweep and the frontier states alive there. */
	@FunctionalInterface
	public interface Progress {
		void update(int cell, int cells, int states);
	}

	private static final int OBSTACLE = 0;
	private static final int NORMAL = 1;
	private static final int ENDPOINT = 2;

	/** Expected growth of the count per free field, in bits (Hamiltonian paths grow like 1.47^fields; margin added). */
	private static final double BITS_PER_FIELD = 0.6;

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
	/** The frontier states of the current cell, split by hash into shards; each thread fills one shard of the next. */
	private StateTable[] cur;
	private StateTable[] next;

	public CompletionCounter() {
		this(DEFAULT_MEMORY, Integer.MAX_VALUE);
	}

	/** @param maxStates frontier states per cell after which {@link #count} stops with an unknown count */
	public CompletionCounter(int maxStates) {
		this(Long.MAX_VALUE, maxStates);
	}

	private CompletionCounter(long memory, int maxStates) {
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
		int bits = startingBits >= 0 ? startingBits : (int) Math.ceil(BITS_PER_FIELD * free) + 16;
		while (true) {
			Moduli moduli = Moduli.covering(bits);
			Object result = run(n, kind, moduli, free >= PARALLEL_FIELDS ? Integer.highestOneBit(threads) : 1);
			if (result instanceof Count c) return c;
			bits = (Integer) result; // the magnitude outgrew the moduli: again with enough of them
		}
	}

	/** The count, or the number of bits the moduli must cover when they were too few. */
	private Object run(int n, int[] kind, Moduli moduli, int shards) {
		int stride = moduli.stride();
		long bytesPerState = 6L * Long.BYTES * stride; // two tables, each one half to one quarter full
		int limit = (int) Math.min(maxStates, memory / bytesPerState);
		if (cur == null || cur.length != shards || cur[0].stride != stride) {
			cur = StateTable.shards(moduli, shards);
			next = StateTable.shards(moduli, shards);
		}
		for (StateTable t : cur) t.clear();
		StateTable.shard(cur, 0L).addOne(0L);
		Worker[] workers = new Worker[shards];
		for (int i = 0; i < shards; i++) workers[i] = new Worker(i, shards);
		long end = deadline == Long.MAX_VALUE ? Long.MAX_VALUE : System.nanoTime() + deadline;
		for (int r = 0; r < n; r++) {
			for (int c = 0; c < n; c++) {
				if (end != Long.MAX_VALUE && System.nanoTime() > end) return stop(timeLimit);
				if (cancel != null && cancel.get()) return stop("a cancel");
				int states = StateTable.size(cur);
				if (progress != null) progress.update(r * n + c, n * n, states);
				int k = kind[r * n + c];
				boolean canDown = r + 1 < n && kind[(r + 1) * n + c] != OBSTACLE;
				boolean canRight = c + 1 < n && kind[r * n + c + 1] != OBSTACLE;
				// the last cell of a row also moves the frontier to the next row: its right slot is 0 by now
				int shift = c == n - 1 ? 2 : 0;
				for (Worker w : workers) w.cell(cur, next[w.shard], c, k, canDown, canRight, shift);
				if (shards > 1 && states > 4096) {
					java.util.Arrays.stream(workers).parallel().forEach(Worker::sweep);
				} else {
					for (Worker w : workers) w.sweep();
				}
				StateTable[] t = cur;
				cur = next;
				next = t;
				if (StateTable.size(cur) > limit) {
					return stop(memory == Long.MAX_VALUE
							? String.format(java.util.Locale.ROOT, "the limit of %,d frontier states", limit)
							: String.format(java.util.Locale.ROOT, "the memory limit (%,d frontier states in %,d MB)", limit, memory >> 20));
				}
			}
		}
		StateTable last = StateTable.shard(cur, 0L);
		int off = last.find(0L);
		if (off < 0) return new Count(BigInteger.ZERO);
		long[] data = last.data;
		double magnitude = Double.longBitsToDouble(data[off + stride - 1]);
		int needed = Math.getExponent(magnitude) + 2;
		if (needed > moduli.bits()) return needed + 16;
		BigInteger value = moduli.combine(data, off + 1);
		if (Math.abs(value.doubleValue() - magnitude) > 1e-6 * magnitude) {
			throw new IllegalStateException("the residues give " + value + " but the magnitude is " + magnitude);
		}
		return new Count(value);
	}

	/** Gives the tables back (they may be large) and answers an unknown count. */
	private Count stop(String why) {
		cur = null;
		next = null;
		return Count.stopped(why);
	}

	/**
	 * Sweeps all states of one cell but keeps only the successors that hash into its own shard: the transitions are
	 * cheap and repeated per shard, the table writes (cache misses) are split.
	 */
	private static final class Worker {
		final int shard;
		private final int shardShift;
		private StateTable[] from;
		private StateTable to;
		private int c;
		private int kind;
		private boolean canDown;
		private boolean canRight;
		private int shift;

		Worker(int shard, int shards) {
			this.shard = shard;
			this.shardShift = StateTable.shardShift(shards);
		}

		void cell(StateTable[] states, StateTable target, int column, int cellKind, boolean down, boolean right, int lastShift) {
			from = states;
			to = target;
			c = column;
			kind = cellKind;
			canDown = down;
			canRight = right;
			shift = lastShift;
		}

		void sweep() {
			to.clear();
			for (StateTable t : from) {
				long[] data = t.data;
				int stride = t.stride;
				for (int off = 0; off < data.length; off += stride) {
					long key = data[off];
					if (key != StateTable.EMPTY) transition(key, data, off);
				}
				flush(data);
			}
		}

		private static final int BATCH = 512;
		/** How far ahead a batch touches the slots it will write, so that the cache misses overlap. */
		private static final int AHEAD = 8;
		private final long[] batchKeys = new long[BATCH];
		private final int[] batchHashes = new int[BATCH];
		private final int[] batchOffsets = new int[BATCH];
		private int batched;
		/** Sum of touched keys, kept so the compiler cannot drop the touching loads. */
		long touched;

		private void emit(long key, long[] data, int off) {
			int h = StateTable.hash(key);
			if (shardShift != 0 && h >>> shardShift != shard) return;
			batchKeys[batched] = key;
			batchHashes[batched] = h;
			batchOffsets[batched] = off;
			if (++batched == BATCH) flush(data);
		}

		private void flush(long[] data) {
			int count = batched;
			long[] keys = batchKeys;
			int[] hashes = batchHashes;
			int[] offsets = batchOffsets;
			StateTable t = to;
			long sink = 0;
			for (int i = 0; i < count; i++) {
				if (i + AHEAD < count) sink += t.data[(hashes[i + AHEAD] & t.mask) * t.stride];
				t.add(keys[i], hashes[i], data, offsets[i]);
			}
			touched += sink;
			batched = 0;
		}

		private void transition(long s, long[] data, int off) {
			int left = get(s, c);
			int up = get(s, c + 1);
			long base = set(set(s, c, 0), c + 1, 0);
			if (kind == OBSTACLE) {
				if (left == 0 && up == 0) emit(base << shift, data, off);
				return;
			}
			if (kind == ENDPOINT) {
				if (left == 0 && up == 0) {
					if (canDown) emit(set(base, c, 3) << shift, data, off);
					if (canRight) emit(set(base, c + 1, 3), data, off);
				} else if (left == 0 || up == 0) {
					int v = left | up;
					int pos = left != 0 ? c : c + 1;
					if (v == 3) {
						emit(base << shift, data, off); // both ends of the line are joined
					} else {
						emit(set(base, partner(s, pos, v), 3) << shift, data, off);
					}
				}
				return;
			}
			if (left == 0 && up == 0) {
				if (canDown && canRight) emit(set(set(base, c, 1), c + 1, 2), data, off);
			} else if (left == 0 || up == 0) {
				int v = left | up;
				if (canDown) emit(set(base, c, v) << shift, data, off);
				if (canRight) emit(set(base, c + 1, v), data, off);
			} else if (left == 3 && up == 3) {
				emit(base << shift, data, off);
			} else if (left == 3 || up == 3) {
				int pos = left == 3 ? c + 1 : c;
				int v = left == 3 ? up : left;
				emit(set(base, partner(s, pos, v), 3) << shift, data, off);
			} else if (left == 1 && up == 1) {
				emit(set(base, partner(s, c + 1, 1), 1) << shift, data, off);
			} else if (left == 2 && up == 2) {
				emit(set(base, partner(s, c, 2), 2) << shift, data, off);
			} else if (left == 2 && up == 1) {
				emit(base << shift, data, off);
			}
			// left == 1 && up == 2 would close a loop: not a path
		}
	}

	private static int get(long s, int slot) {
		return (int) (s >>> (2 * slot)) & 3;
	}

	private static long set(long s, int slot, int v) {
		return (s & ~(3L << (2 * slot))) | ((long) v << (2 * slot));
	}

	/** Slot of the bracket matching the one at {@code pos} (1 = opening, searched rightwards; 2 = closing, leftwards). */
	private static int partner(long s, int pos, int v) {
		int depth = 0;
		if (v == 1) {
			for (int i = pos; i < 32; i++) {
				int p = get(s, i);
				if (p == 1) depth++;
				else if (p == 2 && --depth == 0) return i;
			}
		} else {
			for (int i = pos; i >= 0; i--) {
				int p = get(s, i);
				if (p == 2) depth++;
				else if (p == 1 && --depth == 0) return i;
			}
		}
		throw new IllegalStateException("unbalanced frontier state " + Long.toHexString(s));
	}

	/** The moduli of one count: 2^64 and some 62-bit primes; their product covers {@link #bits()} bits. */
	record Moduli(long[] primes) {
		private static final long[] PRIMES = primesBelow(1L << 62, 12);

		static Moduli covering(int bits) {
			int k = Math.max(0, (bits - 64 + 61) / 62);
			if (k > PRIMES.length) throw new IllegalStateException(bits + " bits need more than " + PRIMES.length + " primes");
			return new Moduli(java.util.Arrays.copyOf(PRIMES, k));
		}

		/** Per state: key, count mod 2^64, one residue per prime, the magnitude. */
		int stride() {
			return primes.length + 3;
		}

		/** Bits of the product of the moduli, rounded down. */
		int bits() {
			return 64 + 61 * primes.length;
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

	/**
	 * Open addressing on one flat long[] (one cache line per probe): per slot the key (or {@link #EMPTY}), the count
	 * modulo 2^64, the residues, and the magnitude as double bits. At most half full.
	 */
	static final class StateTable {
		/** No frontier has every slot at 3. */
		static final long EMPTY = -1L;
		final int stride;
		private final long[] primes;
		long[] data;
		private int size;
		int mask;

		static StateTable[] shards(Moduli moduli, int count) {
			StateTable[] out = new StateTable[count];
			for (int i = 0; i < count; i++) out[i] = new StateTable(moduli, 1 << 10);
			return out;
		}

		/** How far a key's hash is shifted to give its shard (its top bits); 0 for a single shard. */
		static int shardShift(int shards) {
			return shards == 1 ? 0 : 32 - Integer.numberOfTrailingZeros(shards);
		}

		/** The shard that holds the key. */
		static StateTable shard(StateTable[] shards, long key) {
			return shards.length == 1 ? shards[0] : shards[hash(key) >>> shardShift(shards.length)];
		}

		static int size(StateTable[] shards) {
			int total = 0;
			for (StateTable t : shards) total += t.size;
			return total;
		}

		StateTable(Moduli moduli, int capacity) {
			this.primes = moduli.primes();
			this.stride = moduli.stride();
			alloc(capacity);
		}

		private void alloc(int capacity) {
			data = new long[capacity * stride];
			for (int off = 0; off < data.length; off += stride) data[off] = EMPTY;
			mask = capacity - 1;
			size = 0;
		}

		void clear() {
			if (size == 0) return;
			long[] d = data;
			for (int off = 0; off < d.length; off += stride) d[off] = EMPTY;
			size = 0;
		}

		int size() {
			return size;
		}

		/** Offset of the key's slot, or -1. */
		int find(long key) {
			int i = hash(key) & mask;
			while (data[i * stride] != EMPTY) {
				if (data[i * stride] == key) return i * stride;
				i = (i + 1) & mask;
			}
			return -1;
		}

		/** The start: one way, of magnitude 1. */
		void addOne(long key) {
			long[] one = new long[stride];
			one[1] = 1;
			for (int j = 0; j < primes.length; j++) one[2 + j] = 1;
			one[stride - 1] = Double.doubleToRawLongBits(1.0);
			add(key, hash(key), one, 0);
		}

		/** Adds the counts of the slot at {@code from[off]} to the key's counts; {@code h} is the key's hash. */
		void add(long key, int h, long[] from, int off) {
			if ((size + 1) * 2 > mask + 1) grow();
			long[] d = data;
			int st = stride;
			int i = h & mask;
			int at = i * st;
			while (d[at] != EMPTY) {
				if (d[at] == key) {
					d[at + 1] += from[off + 1];
					long[] ps = primes;
					for (int j = 0; j < ps.length; j++) {
						long p = ps[j];
						long sum = d[at + 2 + j] + from[off + 2 + j] - p;
						d[at + 2 + j] = sum + ((sum >> 63) & p);
					}
					int m = st - 1;
					d[at + m] = Double.doubleToRawLongBits(Double.longBitsToDouble(d[at + m]) + Double.longBitsToDouble(from[off + m]));
					return;
				}
				i = (i + 1) & mask;
				at = i * st;
			}
			System.arraycopy(from, off + 1, d, at + 1, st - 1);
			d[at] = key;
			size++;
		}

		private void grow() {
			long[] old = data;
			alloc((mask + 1) * 2);
			for (int off = 0; off < old.length; off += stride) {
				if (old[off] != EMPTY) add(old[off], hash(old[off]), old, off);
			}
		}

		static int hash(long key) {
			// every key bit reaches the low bits the mask keeps
			long z = (key ^ (key >>> 31)) * 0x9E3779B97F4A7C15L;
			return (int) (z >>> 32);
		}
	}
}
