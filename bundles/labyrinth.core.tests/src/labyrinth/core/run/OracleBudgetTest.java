package labyrinth.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class OracleBudgetTest {
	private static final long MB = 1024 * 1024;

	/** A 1 GB heap cannot hold 2 GB of tables: the default follows the heap, so count stops with "unknown", not an error. */
	@Test
	void theDefaultTableBudgetFitsTheHeap() {
		assertEquals(614, OracleBudget.megabytesFor(1024 * MB));
		assertEquals(OracleBudget.DEFAULT_MEGABYTES, OracleBudget.megabytesFor(8192 * MB));
		assertEquals(OracleBudget.MIN_MEGABYTES, OracleBudget.megabytesFor(10 * MB), "never below the smallest budget that counts");
		assertEquals(OracleBudget.megabytesFor(Runtime.getRuntime().maxMemory()), OracleBudget.DEFAULT.megabytes());
	}
}
