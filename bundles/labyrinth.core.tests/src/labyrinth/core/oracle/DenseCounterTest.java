package labyrinth.core.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The empty rectangle counted in dense ranked layers, against published values and the sorted-state counter. */
class DenseCounterTest {
	private static final BigInteger A001184_13 = new BigInteger("17337631013706758184626");
	private static final BigInteger A001184_15 = new BigInteger("4628650743368437273677525554148");
	private static final BigInteger A001184_17 = new BigInteger("27478778338807945303765092195103685118924");
	/** 19x19 and 21x21 as this counter gave them (docs/counter.md). */
	private static final BigInteger COUNT_19 = new BigInteger("3624535898373102388136082434499102953622088789490358");
	private static final BigInteger COUNT_21 = new BigInteger("10615607494189598975814902088991220329901669217260652974855193818");

	private static BigInteger dense(int rows, int columns) {
		return new CompletionCounter().countDense(Math.max(rows, columns), Math.min(rows, columns)).value();
	}

	/** OEIS A333580 (read by antidiagonals, n + k = 2..13), every entry with both sides 2 or more. */
	@Test
	void countsThePublishedRectangles() {
		String[] terms = CompletionCounterTest.A333580.split(", ");
		int i = 0;
		int checked = 0;
		for (int sum = 2; i < terms.length; sum++) {
			for (int n = 1; n < sum; n++, i++) {
				int k = sum - n;
				if (n < 2 || k < 2) continue;
				assertEquals(new BigInteger(terms[i]), dense(n, k), n + "x" + k);
				checked++;
			}
		}
		assertEquals(55, checked);
	}

	/** OEIS A014523: 4 x (2m+1) up to 4 x 41, the sweep along the long side and the frontier across four columns. */
	@Test
	void countsThePublishedLongRectangles() {
		String[] terms = CompletionCounterTest.A014523.split(", ");
		for (int m = 1; m < terms.length; m++) assertEquals(new BigInteger(terms[m]), dense(4, 2 * m + 1), "4x" + (2 * m + 1));
	}

	/**
	 * Counts far beyond a float's range: the magnitude is scaled down row by row, and still checks the residues.
	 */
	@Test
	void countsRectanglesWhoseCountsOutgrowAFloat() {
		for (int[] grid : new int[][] { { 201, 4 }, { 160, 5 }, { 61, 9 } }) {
			BigInteger sorted = new CompletionCounter().count(grid[0], grid[1]).value();
			assertTrue(sorted.bitLength() > 128, grid[0] + "x" + grid[1] + ": " + sorted.bitLength() + " bits");
			assertEquals(sorted, dense(grid[0], grid[1]), grid[0] + "x" + grid[1]);
		}
	}

	@Test
	void agreesWithTheSortedStatesOnEveryRectangleUpTo13x9() {
		for (int rows = 2; rows <= 13; rows++) {
			for (int width = 2; width <= Math.min(rows, 9); width++) {
				BigInteger sorted = new CompletionCounter().count(rows, width).value();
				assertEquals(sorted, dense(rows, width), rows + "x" + width);
			}
		}
	}

	@Test
	void countsTheEmpty13x13And15x15Grids() {
		assertEquals(A001184_13, dense(13, 13));
		assertEquals(A001184_15, dense(15, 15));
	}

	/** 135 bits: three residues and the magnitude, about 10 s on two cores, 280 MB. */
	@Test
	void countsTheEmpty17x17Grid() {
		CompletionCounter counter = CompletionCounter.withMemory(3000);
		assertTrue(new DenseCounter(17, 17).largestLayer() > 4_000_000, "17x17 runs in dense layers");
		assertEquals(A001184_17, counter.count(17, 17).value());
	}

	/** Room for one count array and the magnitude: 2^64 first, the prime's residue in a second pass. */
	@Test
	void countsInPassesWhenTheMemoryHoldsOneArrayAtATime() {
		DenseCounter d = new DenseCounter(13, 13);
		long room = d.tableBytes() + d.bytesPerArray() + d.bytesPerArray() * 3 / 4;
		List<int[]> updates = new ArrayList<>();
		CompletionCounter counter = new CompletionCounter(room, Integer.MAX_VALUE).progress((cell, cells, states) -> updates.add(new int[] { cell, cells }));
		assertEquals(A001184_13, counter.countDense(13, 13).value());
		// cells 1 to 167 of each pass (the first and the last cell are counted apart)
		assertEquals(2 * 167, updates.size(), "two passes");
		for (int i = 0; i < updates.size(); i++) {
			assertEquals(2 * 169, updates.get(i)[1], "progress counts the cells of both passes");
			if (i > 0) assertTrue(updates.get(i)[0] > updates.get(i - 1)[0], "progress only goes on");
		}
		assertEquals(169 + 167, updates.get(updates.size() - 1)[0]);
	}

	/**
	 * Room for one and a half arrays: after the first pass (2^64 and the magnitude), a 62-bit prime and a 30-bit one
	 * in ints share the second, where 62-bit primes alone would need a third.
	 */
	@Test
	void countsA30BitPrimeInTheHalfArrayLeftOver() {
		DenseCounter d = new DenseCounter(13, 13);
		long room = d.tableBytes() + d.bytesPerArray() * 3 / 2 + 1024;
		List<int[]> updates = new ArrayList<>();
		CompletionCounter counter = new CompletionCounter(room, Integer.MAX_VALUE).progress((cell, cells, states) -> updates.add(new int[] { cell, cells }));
		counter.startingBits = 150; // 2^64, then a 62-bit and a 30-bit prime: 156 bits in two passes
		assertEquals(A001184_13, counter.countDense(13, 13).value());
		assertEquals(2 * 167, updates.size(), "two passes");
		assertEquals(2 * 169, updates.get(0)[1]);
		counter.startingBits = 160; // two 62-bit primes, one a pass: a 30-bit one beside the first would not save the third
		updates.clear();
		assertEquals(A001184_13, counter.countDense(13, 13).value());
		assertEquals(3 * 167, updates.size(), "three passes");
	}

	/**
	 * The first pass's moduli for the empty square, an estimate, cover the count and the margin (no second pass where
	 * the memory holds all), with no prime more than those need (an array more through the whole sweep).
	 */
	@Test
	void estimatesTheModuliTheEmptySquaresNeed() {
		BigInteger[] counts = { A001184_13, A001184_15, A001184_17, COUNT_19, COUNT_21 };
		for (int i = 0; i < counts.length; i++) {
			int n = 13 + 2 * i;
			CompletionCounter.Moduli first = CompletionCounter.Moduli.covering(new CompletionCounter().denseBits(n * n));
			double needed = CompletionCounter.bitsNeeded(counts[i].doubleValue(), n, n);
			assertTrue(first.log2() >= needed, n + "x" + n + ": " + first.log2() + " bits, " + needed + " needed");
			assertEquals(CompletionCounter.Moduli.covering(needed).primes().length, first.primes().length, n + "x" + n);
		}
	}

	@Test
	void countsAgainWithMoreModuliWhenTheFirstPassWasTooNarrow() {
		CompletionCounter narrow = new CompletionCounter();
		narrow.startingBits = 0; // 2^64 only: the magnitude of the 15x15 count (about 2^112) must ask for a prime more
		assertEquals(A001184_15, narrow.countDense(15, 15).value());
	}

	@Test
	void givesTheSameResiduesOnOneThreadAndOnSeveral() {
		// 2^64, a 62-bit prime and a 30-bit one (in ints)
		long[] primes = CompletionCounter.Moduli.covering(130).and(true).primes();
		assertTrue(primes[2] < DenseCounter.SMALL_PRIME_LIMIT);
		for (int[] grid : new int[][] { { 11, 9 }, { 13, 13 }, { 12, 11 } }) {
			DenseCounter d = new DenseCounter(grid[0], grid[1]);
			int[] moduli = { 0, 3, 1 };
			DenseCounter.Pass one = d.countPass(primes, moduli, true, 1, null);
			if (grid[0] == 13) {
				assertEquals(A001184_13.longValue(), one.residues()[0]);
				assertEquals(A001184_13.mod(BigInteger.valueOf(primes[2])).longValueExact(), one.residues()[1], "the 30-bit prime's residue");
				assertEquals(A001184_13.mod(BigInteger.valueOf(primes[0])).longValueExact(), one.residues()[2]);
			}
			for (int threads : new int[] { 2, 3 }) {
				DenseCounter.Pass several = d.countPass(primes, moduli, true, threads, null);
				assertArrayEquals(one.residues(), several.residues(), grid[0] + "x" + grid[1] + " on " + threads + " threads");
				assertEquals(one.magnitude(), several.magnitude(), grid[0] + "x" + grid[1]);
			}
		}
	}

	@Test
	void saysHowMuchMemoryItNeedsWhenItHasTooLittle() {
		CompletionCounter.Count c = CompletionCounter.withMemory(16).count(19, 19);
		assertFalse(c.known());
		assertTrue(c.stoppedBy().startsWith("the memory limit (16 MB; the dense layers need "), c.stoppedBy());
	}

	@Test
	void stopsAtItsTimeLimitAndOnACancel() {
		CompletionCounter.Count late = new CompletionCounter().timeLimit(1e-3).countDense(15, 15);
		assertFalse(late.known());
		assertTrue(late.stoppedBy().contains("time limit"), late.stoppedBy());
		java.util.concurrent.atomic.AtomicBoolean cancel = new java.util.concurrent.atomic.AtomicBoolean(true);
		CompletionCounter.Count cancelled = new CompletionCounter().cancelFlag(cancel).countDense(15, 15);
		assertEquals("a cancel", cancelled.stoppedBy());
	}

	/**
	 * The halves of 21x21 have 11 slots and 552 classes, of 23x23 12 slots and 650 classes: every valid pattern must
	 * find itself at its class and rank (a class id that reached the entry's sign bit once lost the patterns of the
	 * classes from 512 on).
	 */
	@Test
	void placesEveryPatternOfTheWidestHalves() {
		for (DenseCounter.Half half : new DenseCounter.Half[] { new DenseCounter.Half(11, false, 0, 5), new DenseCounter.Half(11, true, 11, -1),
				new DenseCounter.Half(12, false, 0, 7), new DenseCounter.Half(12, true, 12, 19) }) {
			int valid = 0;
			int lastClass = 0;
			for (int pattern = 0; pattern < half.entry.length; pattern++) {
				int e = half.entry[pattern];
				if (e == -1) continue;
				assertTrue(e >= 0, "pattern " + pattern + " has entry " + e);
				valid++;
				int cls = e >>> DenseCounter.RANK_BITS;
				assertEquals(cls, half.classOf(half.depthOf(cls), half.startOf(cls), half.sumOf(cls)), "class " + cls);
				assertEquals(pattern, half.patterns[half.start[cls] + (e & ((1 << DenseCounter.RANK_BITS) - 1))], "pattern " + pattern);
				lastClass = Math.max(lastClass, cls);
			}
			assertEquals(half.patterns.length, valid);
			assertTrue(lastClass >= 512, "classes from 512 on hold patterns: " + lastClass);
		}
	}

	/** The classes' sizes counted slot by slot (for sizing a pass without its tables) are those the tables hold. */
	@Test
	void sizesWithoutTablesWhatTheTablesHold() {
		for (int length = 1; length <= 12; length += length < 8 ? 1 : 4) {
			for (int flipAt : new int[] { -1, length / 2 }) {
				for (boolean high : new boolean[] { false, true }) {
					DenseCounter.Half built = new DenseCounter.Half(length, high, high ? length : 0, high && flipAt >= 0 ? length + flipAt : flipAt);
					DenseCounter.Half sized = new DenseCounter.Half(length, high, high ? length : 0, high && flipAt >= 0 ? length + flipAt : flipAt, false);
					assertArrayEquals(built.size, sized.size, length + " slots, high " + high + ", flipped at " + flipAt);
					assertEquals(built.bytes(), sized.bytes());
				}
			}
		}
		for (int[] grid : new int[][] { { 13, 13 }, { 17, 15 }, { 19, 19 } }) {
			DenseCounter built = new DenseCounter(grid[0], grid[1]);
			DenseCounter sized = DenseCounter.sized(grid[0], grid[1]);
			assertEquals(built.largestLayer(), sized.largestLayer());
			assertEquals(built.passBytes(2, true), sized.passBytes(2, true));
		}
		assertThrows(IllegalStateException.class, () -> DenseCounter.sized(13, 13).countPass(new long[0], new int[] { 0 }, false, 1, null));
	}

	/** 23x23, the widest, is refused by its memory at once, its tables not built (1.8 GB). */
	@Test
	void sizes23x23WithoutBuildingItsTables() {
		DenseCounter sized = DenseCounter.sized(23, 23);
		assertTrue(sized.largestLayer() > 7 * DenseCounter.sized(21, 21).largestLayer() && sized.largestLayer() < Integer.MAX_VALUE - 16,
				"a layer fits in an array: " + sized.largestLayer());
		CompletionCounter.Count c = CompletionCounter.withMemory(4096).count(23, 23);
		assertFalse(c.known());
		assertEquals("the memory limit (4,096 MB; the dense layers need " + String.format(java.util.Locale.ROOT, "%,d", sized.passBytes(1, true) >> 20)
				+ " MB at least)", c.stoppedBy());
	}

	/** The colour sum cuts the words of a cell to those the published figures count (docs/counter.md). */
	@Test
	void ranksAsManyWordsAsTheColourSumAllows() {
		assertEquals(85_032, new DenseCounter(13, 13).largestLayer());
		assertEquals(610_119, new DenseCounter(15, 15).largestLayer());
		assertEquals(4_480_230, new DenseCounter(17, 17).largestLayer());
	}
}
