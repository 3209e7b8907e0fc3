package labyrinth.core.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Duration;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;

/** The counter's exact arithmetic past 64 and 128 bits: residues, their combination, and a second try. */
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
	void coversTheBitsItIsAskedFor() {
		for (int bits : new int[] { 10, 64, 65, 130, 300, 600 }) {
			assertEquals(true, CompletionCounter.Moduli.covering(bits).bits() >= bits, bits + " bits");
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
}
