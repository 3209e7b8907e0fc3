package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;

/** Gates of two fields: every refusal is doomed, and it refuses doomed steps that the corridors allow. */
class GatesTest {
	/** The built-ins before the gates in the examples below. */
	private static final List<String> CORRIDORS = List.of("c-shape", "near-border", "corner", "area", "corridor");

	/** Random lines, three in four steps guided by the base rules, the rest free: every refusal is doomed. */
	@Test
	void everyRefusalOnRandomLinesFrom7x7To13x13IsDoomed() {
		assertTrue(RandomLines.doomedRefusals(List.of("c-shape", "corridor"), CorridorRule.GATES, 41) > 300);
		RandomLines.doomedRefusals(List.of("c-shape", "near-border", "corner", "area", "corridor", "open-sides"), CorridorRule.GATES, 43);
	}

	/**
	 * Stepping down to (7,7): (8,6) and (9,5) cut off a part of 28 fields, which must be one stretch between them;
	 * with the two it has two fields more of their colour than of the other, and a stretch has one.
	 */
	@Test
	void refusesAStepThatLeavesAPartBehindTwoFieldsWithTheWrongColours() throws Exception {
		Board b = PathFiles.parse(UPPER_PART, "test").toBoard();
		assertEquals("(7,6)", b.format(b.head()));
		int down = 1 << Direction.DOWN;
		assertTrue((BuiltinRules.engine(CORRIDORS).allowed(b) & down) != 0, "the corridors allow (7,7)");
		assertDoomed(b, Direction.DOWN);
		Evaluation e = RandomLines.withRule(CORRIDORS, CorridorRule.GATES).evaluate(b);
		assertEquals(0, e.allowed() & down);
		Firing why = e.disabledBy(Direction.DOWN);
		assertEquals(CorridorRule.GATES, why.ruleId());
		assertTrue(why.detail().contains("the part of 28 fields behind (8,6) and (9,5) has, with the two, 16 fields of their colour and 14 of the other; a stretch between them has one more of their colour"), why.detail());
	}

	/**
	 * Stepping left to (4,2): (3,1) and the new live end cut off a part of 19 fields whose colours fit a stretch
	 * between them, but the search finds none through all of them.
	 */
	@Test
	void refusesAStepThatLeavesAPartNoStretchCanCross() throws Exception {
		Board b = PathFiles.parse(NO_STRETCH, "test").toBoard();
		assertEquals("(5,2)", b.format(b.head()));
		int left = 1 << Direction.LEFT;
		assertTrue((BuiltinRules.engine(CORRIDORS).allowed(b) & left) != 0, "the corridors allow (4,2)");
		assertDoomed(b, Direction.LEFT);
		Firing why = RandomLines.withRule(CORRIDORS, CorridorRule.GATES).evaluate(b).disabledBy(Direction.LEFT);
		assertEquals(CorridorRule.GATES, why.ruleId());
		assertTrue(why.detail().contains("the part of 19 fields behind (3,1) and (4,2) has no stretch between them"), why.detail());
	}

	private static void assertDoomed(Board b, int dir) {
		b.step(dir);
		assertEquals(java.math.BigInteger.ZERO, new CompletionCounter().count(b).value(), "completions after the step");
		b.back();
	}

	private static final String UPPER_PART = "9|1-1,1;0,1-1,2;0,1-2,2;2-2,1;1-3,1;1,0-3,2;0,1-3,3;0,3,1-2,3;3-1,3;0-1,4;0,1-1,5;0,1-2,5;2-2,4;1-3,"
			+ "4;1,0-3,5;0,1-4,5;1,0,2-4,6;0,3,1-5,6;1,0,2-6,6;1,0,2-7,6;1,0,2";
	private static final String NO_STRETCH = "9|1-1,1;0,1-1,2;0,1-1,3;0,1-1,4;0,1-2,4;1,0,2-2,5;3-1,5;0-1,6;0,1-2,6;1,0-2,7;3-1,7;0-1,8;0-1,9;1-2,"
			+ "9;2-2,8;1-3,8;0-3,9;1-4,9;1,2-4,8;2,1-5,8;0-5,9;1-6,9;1,2-7,9;1,2-7,8;3-6,8;2-6,7;2,1,3-6,6;2,1,3-6,"
			+ "5;2,1,3-7,5;1,0,2-8,5;2-8,4;2,3-7,4;3,2-6,4;3,2-6,3;2,1,3-6,2;3-5,2;3,0";
}
