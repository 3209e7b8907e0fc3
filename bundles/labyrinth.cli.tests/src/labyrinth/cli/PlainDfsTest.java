package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The benchmark's yardstick counts what it claims to: A001184 walkthroughs, and more walks than walkthroughs. */
class PlainDfsTest {
	@Test
	void countsTheWalkthroughsOfSmallGrids() {
		assertEquals(2, new PlainDfs(3).run());
		assertEquals(104, new PlainDfs(5).run());
		PlainDfs seven = new PlainDfs(7);
		assertEquals(111_712, seven.run());
		assertTrue(seven.walks() > 111_712, "its local pruning leaves dead ends too: " + seven.walks());
	}
}
