package labyrinth.core.oracle;

import java.math.BigInteger;

import labyrinth.core.grid.Board;

/**
 * Counts the completions of a partial line: Hamiltonian paths from the live end to (n,n) through every free field.
 * <p>
 * Frontier ("plug") dynamic programming over the cells in row-major order. The frontier holds n+1 edge slots, two
 * bits each: 0 = no edge, 1 / 2 = the left / right end of a path piece whose both ends cross the frontier
 * (matched like brackets), 3 = the end of a piece whose other end is the live end or the end corner. Counts are
 * exact 128-bit integers; whether a completion exists is exact even past that, since only reachable states are kept.
 * Works for grids up to 31 x 31 (the frontier fits in a long).
 */
public final class CompletionCounter {
	public static final int MAX_SIZE = 31;

	/**
	 * The number of completions; {@code overflow} means the true value is larger than 2^128 (it is still > 0);
	 * {@code value == null} means the search stopped before the end and nothing is known; {@code stoppedBy} then
	 * says which limit stopped it.
	 */
	public record Count(BigInteger value, boolean overflow, String stoppedBy) {
		public Count(BigInteger value, boolean overflow) {
			this(value, overflow, null);
		}

		static Count stopped(String why) {
			return new Count(null, false, why);
		}

		public boolean known() {
			return value != null;
		}

		public boolean viable() {
			return overflow || (value != null && value.signum() > 0);
		}

		@Override
		public String toString() {
			return value == null ? "unknown (stopped by " + stoppedBy + ")" : overflow ? ">= 2^128" : value.toString();
		}
	}

	/** Default limit of frontier states per cell (about 100 MB of tables). */
	public static final int DEFAULT_MAX_STATES = 1 << 22;

	/** Table memory per frontier state: two maps of 25-byte slots at most half full, plus growth. */
	public static final int BYTES_PER_STATE = 128;

	/** Progress of a long count: the cell of the sweep and the frontier states alive there. */
	@FunctionalInterface
	public interface Progress {
		void update(int cell, int cells, int states);
	}

	private static final int OBSTACLE = 0;
	private static final int NORMAL = 1;
	private static final int ENDPOINT = 2;

	private StateMap cur = new StateMap(1 << 10);
	private StateMap next = new StateMap(1 << 10);
	private boolean overflow;
	private final int maxStates;
	private long deadline = Long.MAX_VALUE;
	private String timeLimit;
	private java.util.concurrent.atomic.AtomicBoolean cancel;
	private Progress progress;

	public CompletionCounter() {
		this(DEFAULT_MAX_STATES);
	}

	/** @param maxStates frontier states per cell after which {@link #count} stops with an unknown count */
	public CompletionCounter(int maxStates) {
		this.maxStates = maxStates;
	}

	/** A counter whose tables stay within about {@code megabytes} of memory. */
	public static CompletionCounter withMemory(long megabytes) {
		return new CompletionCounter((int) Math.min(Integer.MAX_VALUE / 4, Math.max(1024, megabytes * 1024 * 1024 / BYTES_PER_STATE)));
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

	public CompletionCounter progress(Progress p) {
		this.progress = p;
		return this;
	}

	/** Completions of the board's line. */
	public Count count(Board board) {
		if (board.isComplete()) return new Count(BigInteger.ONE, false);
		if (board.head() == board.target()) return new Count(BigInteger.ZERO, false);
		int n = board.size();
		if (n > MAX_SIZE) {
			throw new IllegalArgumentException("the completion counter handles grids up to " + MAX_SIZE + "x" + MAX_SIZE + ", not " + n + "x" + n);
		}
		int[] kind = new int[n * n];
		int head = board.head();
		int target = board.target();
		for (int y = 1; y <= n; y++) {
			for (int x = 1; x <= n; x++) {
				int c = board.cell(x, y);
				kind[(y - 1) * n + (x - 1)] = c == head || c == target ? ENDPOINT : board.isFree(c) ? NORMAL : OBSTACLE;
			}
		}
		return run(n, kind);
	}

	private Count run(int n, int[] kind) {
		overflow = false;
		cur.clear();
		cur.add(0L, 0L, 1L);
		long end = deadline == Long.MAX_VALUE ? Long.MAX_VALUE : System.nanoTime() + deadline;
		for (int r = 0; r < n; r++) {
			for (int c = 0; c < n; c++) {
				if (end != Long.MAX_VALUE && System.nanoTime() > end) return stop(timeLimit);
				if (cancel != null && cancel.get()) return stop("a cancel");
				if (progress != null) progress.update(r * n + c, n * n, cur.size());
				int k = kind[r * n + c];
				boolean canDown = r + 1 < n && kind[(r + 1) * n + c] != OBSTACLE;
				boolean canRight = c + 1 < n && kind[r * n + c + 1] != OBSTACLE;
				next.clear();
				for (int i = 0; i < cur.capacity(); i++) {
					if (!cur.used(i)) continue;
					transition(cur.key(i), cur.hi(i), cur.lo(i), c, k, canDown, canRight);
				}
				StateMap t = cur;
				cur = next;
				next = t;
				if (cur.size() > maxStates) {
					return stop(String.format(java.util.Locale.ROOT, "the memory limit (%,d frontier states, about %,d MB)",
							maxStates, (long) maxStates * BYTES_PER_STATE >> 20));
				}
			}
			// end of row: the right plug of the last cell is 0 by construction; shift slots for the next row
			next.clear();
			for (int i = 0; i < cur.capacity(); i++) {
				if (!cur.used(i)) continue;
				next.add(cur.key(i) << 2, cur.hi(i), cur.lo(i));
			}
			StateMap t = cur;
			cur = next;
			next = t;
		}
		int idx = cur.find(0L);
		if (idx < 0) return new Count(BigInteger.ZERO, false);
		BigInteger v = new BigInteger(Long.toUnsignedString(cur.hi(idx))).shiftLeft(64)
				.add(new BigInteger(Long.toUnsignedString(cur.lo(idx))));
		return new Count(v, overflow);
	}

	/** Gives the tables back (they may be large) and answers an unknown count. */
	private Count stop(String why) {
		cur = new StateMap(1 << 10);
		next = new StateMap(1 << 10);
		return Count.stopped(why);
	}

	private void transition(long s, long hi, long lo, int c, int kind, boolean canDown, boolean canRight) {
		int left = get(s, c);
		int up = get(s, c + 1);
		long base = set(set(s, c, 0), c + 1, 0);
		if (kind == OBSTACLE) {
			if (left == 0 && up == 0) emit(base, hi, lo);
			return;
		}
		if (kind == ENDPOINT) {
			if (left == 0 && up == 0) {
				if (canDown) emit(set(base, c, 3), hi, lo);
				if (canRight) emit(set(base, c + 1, 3), hi, lo);
			} else if (left == 0 || up == 0) {
				int v = left | up;
				int pos = left != 0 ? c : c + 1;
				if (v == 3) {
					emit(base, hi, lo); // both ends of the line are joined
				} else {
					emit(set(base, partner(s, pos, v), 3), hi, lo);
				}
			}
			return;
		}
		if (left == 0 && up == 0) {
			if (canDown && canRight) emit(set(set(base, c, 1), c + 1, 2), hi, lo);
		} else if (left == 0 || up == 0) {
			int v = left | up;
			if (canDown) emit(set(base, c, v), hi, lo);
			if (canRight) emit(set(base, c + 1, v), hi, lo);
		} else if (left == 3 && up == 3) {
			emit(base, hi, lo);
		} else if (left == 3 || up == 3) {
			int pos = left == 3 ? c + 1 : c;
			int v = left == 3 ? up : left;
			emit(set(base, partner(s, pos, v), 3), hi, lo);
		} else if (left == 1 && up == 1) {
			emit(set(base, partner(s, c + 1, 1), 1), hi, lo);
		} else if (left == 2 && up == 2) {
			emit(set(base, partner(s, c, 2), 2), hi, lo);
		} else if (left == 2 && up == 1) {
			emit(base, hi, lo);
		}
		// left == 1 && up == 2 would close a loop: not a path
	}

	private void emit(long state, long hi, long lo) {
		if (next.add(state, hi, lo)) overflow = true;
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

	/** Open-addressing map from frontier state to a 128-bit count. */
	static final class StateMap {
		private long[] keys;
		private long[] his;
		private long[] los;
		private boolean[] used;
		private int size;
		private int mask;

		StateMap(int capacity) {
			alloc(capacity);
		}

		private void alloc(int capacity) {
			keys = new long[capacity];
			his = new long[capacity];
			los = new long[capacity];
			used = new boolean[capacity];
			mask = capacity - 1;
			size = 0;
		}

		void clear() {
			if (size == 0) return;
			java.util.Arrays.fill(used, false);
			size = 0;
		}

		int capacity() {
			return keys.length;
		}

		int size() {
			return size;
		}

		boolean used(int i) {
			return used[i];
		}

		long key(int i) {
			return keys[i];
		}

		long hi(int i) {
			return his[i];
		}

		long lo(int i) {
			return los[i];
		}

		int find(long key) {
			int i = hash(key) & mask;
			while (used[i]) {
				if (keys[i] == key) return i;
				i = (i + 1) & mask;
			}
			return -1;
		}

		/** Adds a count; returns true if the 128-bit sum overflowed. */
		boolean add(long key, long hi, long lo) {
			if ((size + 1) * 2 > keys.length) grow();
			int i = hash(key) & mask;
			while (used[i]) {
				if (keys[i] == key) {
					long nlo = los[i] + lo;
					long carry = Long.compareUnsigned(nlo, lo) < 0 ? 1 : 0;
					long nhi = his[i] + hi + carry;
					boolean ovf = Long.compareUnsigned(nhi, his[i]) < 0 || (carry == 1 && nhi == his[i] && hi == -1L);
					los[i] = nlo;
					his[i] = nhi;
					return ovf;
				}
				i = (i + 1) & mask;
			}
			used[i] = true;
			keys[i] = key;
			his[i] = hi;
			los[i] = lo;
			size++;
			return false;
		}

		private void grow() {
			long[] k = keys, h = his, l = los;
			boolean[] u = used;
			alloc(keys.length * 2);
			for (int i = 0; i < k.length; i++) if (u[i]) add(k[i], h[i], l[i]);
		}

		private static int hash(long key) {
			long z = key * 0x9E3779B97F4A7C15L;
			return (int) (z ^ (z >>> 29));
		}
	}
}
