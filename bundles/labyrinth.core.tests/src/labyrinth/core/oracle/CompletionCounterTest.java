package labyrinth.core.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
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
}
