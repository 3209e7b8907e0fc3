package labyrinth.core.walk;

import labyrinth.core.grid.Board;
import labyrinth.core.rules.KnownPositions;
import labyrinth.core.rules.RuleEngine;

/**
 * What the search counted below positions it finished, for the same position reached along another line. When no
 * rule reads the order of the line ({@link labyrinth.core.rules.Rule#readsLineOrder()}), the rules' answer is a
 * function of the taken fields, the live end and its heading, so two lines that agree on those have the same
 * subtree, and its counts (walkthroughs, dead ends, positions, firings per rule) can be added instead of searched
 * again. The key is the taken fields themselves, not a hash, so a hit is exact.
 * <p>
 * One table per thread and engine, kept across the thread's tasks. Direct-mapped: an entry replaces the one in its
 * slot. Only positions with few free fields are remembered; they are the ones reached again most often.
 */
final class Transpositions implements KnownPositions {
	/** The taken fields are two 64-bit words. */
	private static final int MAX_FIELDS = 128;
	private static final ThreadLocal<Transpositions> PER_THREAD = new ThreadLocal<>();

	private final RuleEngine engine;
	private final int size;
	/** Positions with at most this many free fields are remembered. */
	private final int maxFree;
	/** Bit of each board cell in the key, -1 for the border. */
	private final int[] bit;
	private final int rules;
	/** The most slots the table grows to, as a power of two. */
	private final int maxBits;
	private int slotMask;
	/** Entries written since the table last grew. */
	private long puts;
	private long[] low;
	private long[] high;
	/** Live end * 4 + heading + 1 per slot; 0 for an empty slot. */
	private int[] end;
	/** Per slot: walkthroughs, dead ends, positions, walkthroughs before the first dead end (-1 if none). */
	private long[] counts;
	private long[] firings;
	private final long[] probe = new long[2];

	private Transpositions(RuleEngine engine, int size, int startBits) {
		this.engine = engine;
		this.size = size;
		this.maxFree = size * size * 3 / 5;
		Board b = new Board(size);
		bit = new int[b.cellCount()];
		for (int c = 0; c < bit.length; c++) bit[c] = b.isBorder(c) ? -1 : (b.y(c) - 1) * size + b.x(c) - 1;
		rules = engine.ruleCount();
		Runtime runtime = Runtime.getRuntime();
		// with a thread per core, the threads' tables together take at most half of the heap
		maxBits = slotBits(size, rules, Math.min(MAX_TABLE_BYTES, runtime.maxMemory() / (2L * runtime.availableProcessors())));
		allocate(1 << Math.min(maxBits, startBits));
	}

	/**
	 * The table starts with 2^19 slots (7x7 uses 2^17, and 9x9 is slower with fewer in its first minute) and doubles
	 * each time the run has written as many entries as it has slots, up to {@link #slotBits}: a short run does not pay
	 * for the gigabyte a whole 9x9 enumeration uses.
	 */
	static final int START_BITS = 19;

	/** A table of its own for tests, starting with 2^{@code startBits} slots. */
	static Transpositions startingWith(RuleEngine engine, int size, int startBits) {
		return new Transpositions(engine, size, startBits);
	}

	private void allocate(int slots) {
		slotMask = slots - 1;
		low = new long[slots];
		high = new long[slots];
		end = new int[slots];
		counts = new long[slots * 4];
		firings = new long[slots * rules];
	}

	/** Slots the table has now. */
	int slots() {
		return slotMask + 1;
	}

	/**
	 * Doubles the table, keeping every entry: doubling adds one bit to the slot, so the entries of different slots
	 * still land in different slots.
	 */
	private void grow() {
		long[] oldLow = low, oldHigh = high, oldCounts = counts, oldFirings = firings;
		int[] oldEnd = end;
		allocate(2 * (slotMask + 1));
		long[] key = new long[2];
		for (int o = 0; o < oldEnd.length; o++) {
			if (oldEnd[o] == 0) continue;
			key[0] = oldLow[o];
			key[1] = oldHigh[o];
			int s = slot(key, oldEnd[o]);
			end[s] = oldEnd[o];
			low[s] = oldLow[o];
			high[s] = oldHigh[o];
			System.arraycopy(oldCounts, o * 4, counts, s * 4, 4);
			System.arraycopy(oldFirings, o * rules, firings, s * rules, rules);
		}
		puts = 0;
	}

	/** One thread's table at most: a rule file of thousands of rules would otherwise want gigabytes a thread. */
	static final long MAX_TABLE_BYTES = 1L << 30;
	private static final int MIN_SLOT_BITS = 8;

	/**
	 * The most slots, as a power of two: as many as the size uses (a 9x9 enumeration fills 2^23 within minutes and runs
	 * twice as fast as with 2^19), fewer where {@code rules} firing counts a slot outgrow the budget.
	 */
	static int slotBits(int size, int rules, long budgetBytes) {
		long perSlot = 8 + 8 + 4 + 4 * 8 + 8L * rules;
		int bits = size <= 5 ? 12 : size <= 7 ? 17 : size == 9 ? 23 : 19;
		while (bits > MIN_SLOT_BITS && (perSlot << bits) > budgetBytes) bits--;
		return bits;
	}

	/** This thread's table for the engine and size, or null where positions cannot be shared. */
	static Transpositions forThread(RuleEngine engine, int size) {
		if (engine.readsLineOrder() || size * size > MAX_FIELDS) return null;
		Transpositions t = PER_THREAD.get();
		if (t == null || t.engine != engine || t.size != size) {
			t = new Transpositions(engine, size, START_BITS);
			PER_THREAD.set(t);
		}
		return t;
	}

	boolean remembers(Board b) {
		return b.freeCount() <= maxFree;
	}

	/** Sets or clears the bit of a cell in the two key words {@code taken}. */
	void flip(long[] taken, int cell) {
		int i = bit[cell];
		if (i < 64) taken[0] ^= 1L << i;
		else taken[1] ^= 1L << (i - 64);
	}

	/** The key words of the board's taken fields. */
	void fill(long[] taken, Board b) {
		taken[0] = 0;
		taken[1] = 0;
		for (int c = 0; c < bit.length; c++) {
			if (bit[c] >= 0 && b.isTaken(c)) flip(taken, c);
		}
	}

	private int slot(long[] taken, int endKey) {
		long z = taken[0] * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(taken[1] * 0xC2B2AE3D27D4EB4FL, 31) ^ endKey * 0x165667B19E3779F9L;
		z = (z ^ (z >>> 29)) * 0xBF58476D1CE4E5B9L;
		return (int) (z ^ (z >>> 32)) & slotMask;
	}

	private static int endKey(Board b) {
		return b.head() * 4 + b.heading() + 1;
	}

	/** The slot that holds this position's subtree, or -1. */
	int find(long[] taken, Board b) {
		int e = endKey(b);
		int s = slot(taken, e);
		return end[s] == e && low[s] == taken[0] && high[s] == taken[1] ? s : -1;
	}

	@Override
	public boolean hasWalkthrough(Board b) {
		if (b.isComplete() || !remembers(b)) return false;
		probe[0] = 0;
		probe[1] = 0;
		for (int i = 0; i < b.length(); i++) flip(probe, b.pathCell(i));
		int s = find(probe, b);
		return s >= 0 && counts[s * 4] > 0;
	}

	/** Walkthroughs in the subtree of slot {@code s} before its first dead end, or -1 if it has none. */
	long completedBeforeFirstDeadEnd(int s) {
		return counts[s * 4 + 3];
	}

	/** Whether a rule not needed yet ({@link FirstNeed#NEVER} in {@code firstNeed}) fires in the subtree of slot {@code s}. */
	boolean firesAnyOf(int s, long[] firstNeed) {
		int f = s * rules;
		for (int r = 0; r < rules; r++) {
			if (firstNeed[r] == FirstNeed.NEVER && firings[f + r] > 0) return true;
		}
		return false;
	}

	/** Adds the counts of the subtree in slot {@code s} to the tally, as the part that comes next in left-first order. */
	void addTo(int s, Dfs.Tally tally) {
		int c = s * 4;
		tally.add(counts[c], counts[c + 1], counts[c + 2], counts[c + 3], firings, s * rules);
	}

	/**
	 * Remembers the subtree of the board's position: the tally now minus the tally when the search entered it
	 * ({@code entry}: walkthroughs, dead ends, positions; {@code entryFirings}), and its own first dead end.
	 */
	void put(long[] taken, Board b, Dfs.Tally now, long[] entry, int entryAt, long[] entryFirings, int firingsAt,
			long completedBeforeFirstDeadEnd) {
		if (++puts > slotMask && Integer.numberOfTrailingZeros(slotMask + 1) < maxBits) grow();
		int e = endKey(b);
		int s = slot(taken, e);
		end[s] = e;
		low[s] = taken[0];
		high[s] = taken[1];
		int c = s * 4;
		counts[c] = now.completed - entry[entryAt];
		counts[c + 1] = now.deadEnds - entry[entryAt + 1];
		counts[c + 2] = now.nodes - entry[entryAt + 2];
		counts[c + 3] = completedBeforeFirstDeadEnd;
		int f = s * rules;
		for (int i = 0; i < rules; i++) firings[f + i] = now.firings[i] - entryFirings[firingsAt + i];
	}
}
