package labyrinth.kernel.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MeanTest {
	@Test
	void givesTheMeanAndTheNormalInterval() {
		Mean m = new Mean();
		for (double x : new double[] { 2, 4, 4, 4, 5, 5, 7, 9 }) m.add(x);
		assertEquals(5.0, m.value(), 1e-12);
		// sample standard deviation sqrt(32 / 7), standard error over sqrt(8)
		assertEquals(1.959964 * Math.sqrt(32.0 / 7 / 8), m.halfWidth(), 1e-9);
		assertEquals("5.000 +- 1.5", m.toString());
	}

	@Test
	void combinesLikeOneSample() {
		Mean all = new Mean();
		Mean a = new Mean();
		Mean b = new Mean();
		for (int i = 0; i < 1000; i++) {
			double x = 1e6 + (i * 7919 % 113);
			all.add(x);
			(i % 3 == 0 ? a : b).add(x);
		}
		a.add(b);
		assertEquals(all.count(), a.count());
		assertEquals(all.value(), a.value(), 1e-9);
		assertEquals(all.halfWidth(), a.halfWidth(), 1e-9);
	}

	@Test
	void tellsIntervalsApart() {
		Mean low = new Mean();
		Mean high = new Mean();
		Mean near = new Mean();
		for (int i = 0; i < 100; i++) {
			low.add(i % 2);
			high.add(5 + i % 2);
			near.add(0.1 + i % 2);
		}
		assertTrue(low.apartFrom(high));
		assertFalse(low.apartFrom(near));
		assertEquals("-", new Mean().toString());
	}
}
