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
	 * After (4,7) the corridors fix (6,8)-(6,9) and (6,8)-(7,8) on the way to the end corner, so the bay of columns
	 * 5 and 6 keeps one door, (5,7): the line could go in but never come out. (5,6) has 6 completions.
	 */
	@Test
	void refusesTheStepThatLeavesABayWithOneDoor() throws Exception {
		Board b = PathFiles.parse(BAY, "test").toBoard();
		assertEquals("(4,6)", b.format(b.head()));
		int down = 1 << Direction.DOWN;
		assertTrue((BuiltinRules.engine(BASE).allowed(b) & down) != 0, "the corridors alone allow (4,7)");
		Evaluation e = RandomLines.withRule(BASE, CorridorRule.OPEN_SIDES).evaluate(b);
		assertEquals(0, e.allowed() & down);
		Firing why = e.disabledBy(Direction.DOWN);
		assertEquals(CorridorRule.OPEN_SIDES, why.ruleId());
		assertTrue(why.detail().contains("(5,7) cuts off fields the line could not leave again"), why.detail());
	}

	private static final String BAY = "9|1-1,1;0,1-2,1;1,0-3,1;1,0-4,1;1,0-5,1;1,0-6,1;1,0-7,1;1,0-8,1;1-9,1;0-9,2;0,3-9,3;0,3-9,4;0,3-9,5;"
			+ "0,3-9,6;0,3-9,7;0,3-9,8;3-8,8;3,2-8,7;2,3-7,7;3,2,0-7,6;1-8,6;2-8,5;2,3-7,5;3,2-7,4;1-8,4;2-8,3;2-8,"
			+ "2;3-7,2;0-7,3;3-6,3;2-6,2;3-5,2;3,0-5,3;0,3-4,3;2-4,2;3-3,2;3,0-3,3;0,3-3,4;0,3,1-4,4;1,0-4,5;0,3,1-"
			+ "4,6;0,1";
}
