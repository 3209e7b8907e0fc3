package labyrinth.core.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Duration;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;

/** The counter's exact arithmetic past 64 and 128 bits: residues, their combination, and a second try; rectangles. */
class CompletionCounterTest {
	private static final BigInteger A001184_13 = new BigInteger("17337631013706758184626");
	private static final BigInteger A001184_17 = new BigInteger("27478778338807945303765092195103685118924");

	@Test
	void combinesResiduesBackIntoTheNumber() {
		SplittableRandom random = new SplittableRandom(11);
		for (int bits : new int[] { 1, 63, 64, 65, 126, 200, 400 }) {
			CompletionCounter.Moduli moduli = CompletionCounter.Moduli.covering(bits + 2);
			for (int trial = 0; trial < 20; trial++) {
				BigInteger x = new BigInteger(bits, new java.util.Random(random.nextLong()));
				long[] residues = new long[moduli.primes().length + 1];
				residues[0] = x.longValue();
				for (int i = 0; i < moduli.primes().length; i++) residues[1 + i] = x.mod(BigInteger.valueOf(moduli.primes()[i])).longValueExact();
				assertEquals(x, moduli.combine(residues, 0), bits + "-bit number " + x);
			}
		}
	}

	@Test
	void combinesResiduesOfPrimesOfBothSizes() {
		CompletionCounter.Moduli moduli = CompletionCounter.Moduli.covering(64).and(false).and(true).and(true).and(false);
		long[] primes = moduli.primes();
		assertEquals(4, java.util.Arrays.stream(primes).distinct().count());
		BigInteger product = BigInteger.ONE.shiftLeft(64);
		for (long p : primes) product = product.multiply(BigInteger.valueOf(p));
		assertEquals(product.bitLength() - 1, moduli.bits());
		assertEquals(Math.log(product.doubleValue()) / Math.log(2), moduli.log2(), 1e-9);
		assertTrue(moduli.bits() > 64 + 61 + 29 + 29 + 61, "the bits are counted, not their lower bounds");
		BigInteger x = new BigInteger(moduli.bits(), new java.util.Random(5));
		long[] residues = new long[primes.length + 1];
		residues[0] = x.longValue();
		for (int i = 0; i < primes.length; i++) residues[1 + i] = x.mod(BigInteger.valueOf(primes[i])).longValueExact();
		assertEquals(x, moduli.combine(residues, 0));
	}

	/**
	 * 21x21 in 8 GB: room for three halves of an array a pass, 2^64 and the magnitude first, then 216.7 bits to cover
	 * (the count's 212.7 and the slack): a 62-bit prime, then a 62-bit and a 30-bit one. A 30-bit prime goes in only
	 * where it saves a pass.
	 */
	@Test
	void plansPassesWithA30BitPrimeOnlyWhereItSavesOne() {
		CompletionCounter.Moduli start = new CompletionCounter.Moduli(new long[0]);
		CompletionCounter.Moduli second = CompletionCounter.nextPass(start, 216.7, 3, 3);
		assertEquals(1, second.primes().length);
		assertTrue(second.primes()[0] > 1L << 61);
		CompletionCounter.Moduli third = CompletionCounter.nextPass(second, 216.7, 3, 3);
		assertEquals(3, third.primes().length);
		assertTrue(third.primes()[2] < DenseCounter.SMALL_PRIME_LIMIT);
		assertTrue(third.log2() >= 216.7);
		// 150 bits: one pass of a 62-bit and a 30-bit prime, where 62-bit ones alone would take two
		assertEquals(2, CompletionCounter.nextPass(start, 150, 3, 3).primes().length);
		// 160 bits: two passes either way, so no 30-bit prime
		assertEquals(1, CompletionCounter.nextPass(start, 160, 3, 3).primes().length);
		// room for all at once: 62-bit primes only
		assertEquals(3, CompletionCounter.nextPass(start, 216.7, 9, 9).primes().length);
		assertTrue(CompletionCounter.nextPass(start, 216.7, 9, 9).primes()[2] > 1L << 61);
	}

	@Test
	void coversTheBitsItIsAskedFor() {
		for (int bits : new int[] { 10, 64, 65, 125, 126, 130, 300, 600 }) {
			CompletionCounter.Moduli moduli = CompletionCounter.Moduli.covering(bits);
			assertEquals(true, moduli.bits() >= bits, bits + " bits");
			BigInteger product = BigInteger.ONE.shiftLeft(64);
			for (long p : moduli.primes()) product = product.multiply(BigInteger.valueOf(p));
			assertTrue(product.bitLength() - 1 >= moduli.bits(), "the product covers what bits() says");
		}
	}

	@Test
	void countsAgainWithMoreModuliWhenTheFirstTryWasTooNarrow() {
		CompletionCounter narrow = new CompletionCounter();
		narrow.startingBits = 0; // 2^64 only: the 13x13 count (about 2^74) must make it try again
		assertEquals(A001184_13, narrow.count(new Board(13)).value());
	}

	@Test
	void givesTheSameCountOnOneThreadAndOnSeveral() {
		BigInteger one = new CompletionCounter().threads(1).count(new Board(13)).value();
		BigInteger four = new CompletionCounter().threads(4).count(new Board(13)).value();
		assertEquals(A001184_13, one);
		assertEquals(A001184_13, four);
	}

	/** A001184(17) needs 135 bits: beyond the old 128-bit counter. About 20 s on two cores, under 1 GB. */
	@Test
	void countsTheEmpty17x17GridExactly() {
		assertEquals(A001184_17, CompletionCounter.withMemory(3000).count(new Board(17)).value());
	}

	/**
	 * On 15x15 a key is 32 slot bits and its top slot (the new slot c) often holds a 2 or 3, so the key's highest bit
	 * is set: every comparison must be unsigned, or the states fall out of order (and the nearly-sorted fix never
	 * ends). The count of a line through the first eight rows must be the sum of the counts after each next step.
	 */
	@Test
	void countsA15x15LineWhoseKeysUseAllThirtyTwoBits() {
		int n = 15;
		Board b = new Board(n);
		for (int y = 1; y <= 8; y++) {
			for (int i = 1; i <= n; i++) {
				int x = y % 2 == 1 ? i : n + 1 - i;
				if (x > 1 || y > 1) b.stepToCell(b.cell(x, y));
			}
		}
		CompletionCounter counter = new CompletionCounter();
		assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
			BigInteger whole = counter.count(b).value();
			BigInteger sum = BigInteger.ZERO;
			int candidates = b.candidates();
			for (int d = 0; d < 4; d++) {
				if ((candidates >> d & 1) == 0) continue;
				b.step(d);
				sum = sum.add(counter.count(b).value());
				b.back();
			}
			assertTrue(whole.signum() > 0, "the lower seven rows can be walked through");
			assertEquals(whole, sum);
		});
	}

	/**
	 * OEIS A333580, its data line: T(n,k), the Hamiltonian paths of the n x k grid from a corner to the opposite one,
	 * read by antidiagonals (n + k = 2, 3, ..., 13).
	 */
	static final String A333580 = "1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 2, 0, 1, 1, 1, 4, 4, 1, 1, 1, 0, 8, 0, 8, 0, 1, 1, 1, 16,"
			+ " 20, 20, 16, 1, 1, 1, 0, 32, 0, 104, 0, 32, 0, 1, 1, 1, 64, 111, 378, 378, 111, 64, 1, 1, 1, 0, 128, 0, 1670, 0, 1670,"
			+ " 0, 128, 0, 1, 1, 1, 256, 624, 6706, 10204, 10204, 6706, 624, 256, 1, 1";
	/** OEIS A014523: the same paths in the 4 x (2m+1) grid, m = 0..20; row 4 of A333580 without its zeros. */
	static final String A014523 = "1, 4, 20, 111, 624, 3505, 19676, 110444, 619935, 3479776, 19532449, 109638260,"
			+ " 615414276, 3454402959, 19390027600, 108838828241, 610926955724, 3429215026140, 19248644351551, 108045225087424,"
			+ " 606472354675265";

	@Test
	void countsRectanglesAsTheirPublishedTable() {
		String[] terms = A333580.split(", ");
		int i = 0;
		for (int sum = 2; i < terms.length; sum++) {
			for (int n = 1; n < sum; n++, i++) {
				int k = sum - n;
				assertEquals(new BigInteger(terms[i]), new CompletionCounter().count(n, k).value(), n + "x" + k);
			}
		}
		assertEquals(78, i, "twelve antidiagonals");
	}

	/** Long rectangles: 4 x 41 is counted along its 41 rows, the frontier across its 4 columns, either way round. */
	@Test
	void countsLongRectanglesAsTheirPublishedRow() {
		String[] terms = A014523.split(", ");
		for (int m = 0; m < terms.length; m++) {
			assertEquals(new BigInteger(terms[m]), new CompletionCounter().count(4, 2 * m + 1).value(), "4x" + (2 * m + 1));
			assertEquals(new BigInteger(terms[m]), new CompletionCounter().count(2 * m + 1, 4).value(), (2 * m + 1) + "x4");
		}
	}

	/** An independent depth-first search over every path from the corner agrees on every rectangle up to 6 x 7. */
	@Test
	void countsSmallRectanglesAsADepthFirstSearchDoes() {
		for (int rows = 1; rows <= 6; rows++) {
			for (int columns = 1; columns <= 7; columns++) {
				long paths = paths(rows, columns, 0, new boolean[rows * columns], 1);
				assertEquals(BigInteger.valueOf(paths), new CompletionCounter().count(rows, columns).value(), rows + "x" + columns);
				if (rows % 2 == 0 && columns % 2 == 0) assertEquals(0, paths, "both sides even: none, by parity");
			}
		}
	}

	/** Paths from {@code at} (visited: {@code seen} of them) through every field, ending in the last corner. */
	private static long paths(int rows, int columns, int at, boolean[] visited, int seen) {
		visited[at] = true;
		long sum = 0;
		if (at == rows * columns - 1) {
			sum = seen == rows * columns ? 1 : 0;
		} else {
			int r = at / columns;
			int c = at % columns;
			if (r > 0 && !visited[at - columns]) sum += paths(rows, columns, at - columns, visited, seen + 1);
			if (r + 1 < rows && !visited[at + columns]) sum += paths(rows, columns, at + columns, visited, seen + 1);
			if (c > 0 && !visited[at - 1]) sum += paths(rows, columns, at - 1, visited, seen + 1);
			if (c + 1 < columns && !visited[at + 1]) sum += paths(rows, columns, at + 1, visited, seen + 1);
		}
		visited[at] = false;
		return sum;
	}

	@Test
	void theSquareAsARectangleIsTheSquare() {
		assertEquals(A001184_13, new CompletionCounter().count(13, 13).value());
	}

	@Test
	void refusesRectanglesItCannotCount() {
		for (int[] bad : new int[][] { { 0, 5 }, { 5, -1 }, { 32, 32 }, { 31, 32 }, { 2, 481 } }) {
			assertThrows(IllegalArgumentException.class, () -> new CompletionCounter().count(bad[0], bad[1]), bad[0] + "x" + bad[1]);
		}
		assertEquals(BigInteger.ONE, new CompletionCounter().count(1, 961).value(), "961 fields in a row");
	}
}
