package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.PathFiles;

/** The open sides after the corridors: every refusal is doomed, and it closes the two-field bays of 9x9. */
class OpenSidesTest {
	private static final List<String> BASE = List.of("c-shape", "near-border", "corner", "area", "corridor");

	/**
	 * Random lines, three in four steps guided by the base rules (so deep positions are reached), the rest free.
	 * After the shipped rules it rarely fires on random lines; after the C-shape and the corridors alone, often.
	 */
	@Test
	void everyRefusalOnRandomLinesFrom7x7To13x13IsDoomed() {
		assertTrue(RandomLines.doomedRefusals(List.of("c-shape", "corridor"), CorridorRule.OPEN_SIDES, 31) > 300);
		RandomLines.doomedRefusals(BASE, CorridorRule.OPEN_SIDES, 37); // after the shipped rules too: each refusal is checked inside
	}

	/**
	 * Stepping up to (5,5): with the corridors' passages, (4,4) is left as the only way into the fields beyond it,
	 * so the line could go in but never come out.
	 */
	@Test
	void refusesTheStepThatLeavesABayWithOneDoor() throws Exception {
		Board b = PathFiles.parse(BAY, "test").toBoard();
		assertEquals("(5,6)", b.format(b.head()));
		int up = 1 << Direction.UP;
		assertTrue((BuiltinRules.engine(BASE).allowed(b) & up) != 0, "the corridors alone allow (5,5)");
		Evaluation e = RandomLines.withRule(BASE, CorridorRule.OPEN_SIDES).evaluate(b);
		assertEquals(0, e.allowed() & up);
		Firing why = e.disabledBy(Direction.UP);
		assertEquals(CorridorRule.OPEN_SIDES, why.ruleId());
		assertTrue(why.detail().contains("(4,4) cuts off fields the line could not leave again"), why.detail());
	}

	private static final String BAY = "9|1-1,1;0,1-1,2;0,1-2,2;2-2,1;1-3,1;1,0-4,1;1,0-4,2;3-3,2;0-3,3;0,3,1-2,3;3-1,3;0-1,4;0,1-1,5;0,1-1,"
			+ "6;0,1-1,7;0,1-1,8;0-1,9;1-2,9;1,2-3,9;1,2-4,9;1,2-5,9;1,2-6,9;1,2-7,9;1,2-7,8;2,3-7,7;2,1,3-8,7;2-8,"
			+ "6;2,3-8,5;2,3-7,5;0-7,6;3-6,6;3,2,0-5,6;3,2,0";
}
