package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;

/** Gates of two fields: every refusal is doomed, and it refuses doomed steps that the 9x9 built-ins shipped before the cut sides allow. */
class GatesTest {
	private static final List<String> SHIPPED = List.of("c-shape", "near-border", "corner", "area", "corridor", "open-sides", "cut",
			"neck", "forced-steps");

	/** Random lines, three in four steps guided by the base rules, the rest free: every refusal is doomed. */
	@Test
	void everyRefusalOnRandomLinesFrom7x7To13x13IsDoomed() {
		assertTrue(RandomLines.doomedRefusals(List.of("c-shape", "corridor"), CorridorRule.GATES, 41) > 300);
		RandomLines.doomedRefusals(List.of("c-shape", "near-border", "corner", "area", "corridor", "open-sides"), CorridorRule.GATES, 43);
	}

	/**
	 * Stepping right to (4,8) forces (4,9) and closes the live end's other sides. Then (5,7) and (6,6) cut off the
	 * upper part, which must be one stretch between them: it would have one field more of their colour than of the
	 * other, but the part and the two have two more. (3,7) has 33 completions.
	 */
	@Test
	void refusesAStepThatLeavesAPartBehindTwoFieldsWithTheWrongColours() throws Exception {
		Board b = PathFiles.parse(UPPER_PART, "test").toBoard();
		assertEquals("(3,8)", b.format(b.head()));
		int right = 1 << Direction.RIGHT;
		assertTrue((BuiltinRules.engine(SHIPPED).allowed(b) & right) != 0, "those built-ins allow (4,8)");
		assertDoomed(b, Direction.RIGHT);
		Evaluation e = RandomLines.withRule(SHIPPED, CorridorRule.GATES).evaluate(b);
		assertEquals(0, e.allowed() & right);
		Firing why = e.disabledBy(Direction.RIGHT);
		assertEquals(CorridorRule.GATES, why.ruleId());
		assertTrue(why.detail().contains("the part of 18 fields behind (5,7) and (6,6) has, with the two, 11 fields of their colour and 9 of the other; a stretch between them has one more of their colour"), why.detail());
	}

	/**
	 * Stepping left to (5,7): the live end and (7,6) cut off 22 fields whose colours fit a stretch between them, but
	 * the search finds none through all of them.
	 */
	@Test
	void refusesAStepThatLeavesAPartNoStretchCanCross() throws Exception {
		Board b = PathFiles.parse(NO_STRETCH, "test").toBoard();
		assertEquals("(6,7)", b.format(b.head()));
		int left = 1 << Direction.LEFT;
		assertTrue((BuiltinRules.engine(SHIPPED).allowed(b) & left) != 0, "those built-ins allow (5,7)");
		assertDoomed(b, Direction.LEFT);
		Firing why = RandomLines.withRule(SHIPPED, CorridorRule.GATES).evaluate(b).disabledBy(Direction.LEFT);
		assertEquals(CorridorRule.GATES, why.ruleId());
		assertTrue(why.detail().contains("the part of 22 fields behind (5,7) and (7,6) has no stretch between them"), why.detail());
	}

	private static void assertDoomed(Board b, int dir) {
		b.step(dir);
		assertEquals(java.math.BigInteger.ZERO, new CompletionCounter().count(b).value(), "completions after the step");
		b.back();
	}

	private static final String UPPER_PART = "9|1-1,1;0,1-2,1;1,0-3,1;1,0-4,1;1,0-5,1;1,0-6,1;1,0-7,1;1,0-8,1;1-9,1;0-9,2;0,3-9,3;0,3-9,4;0,3-9,5;"
			+ "0,3-9,6;0,3-8,6;3,2,0-8,5;2,3-7,5;3,2,0-7,4;1-8,4;2-8,3;2-8,2;3-7,2;0-7,3;3-6,3;2-6,2;3-5,2;3,0-5,3;"
			+ "0,3-4,3;2-4,2;3-3,2;3,0-2,2;3-1,2;0-1,3;0,1-1,4;0,1-1,5;0,1-1,6;0,1-1,7;0,1-2,7;1,0,2-2,8;3-1,8;0-1,"
			+ "9;1-2,9;1-3,9;1,2-3,8;2,1";
	private static final String NO_STRETCH = "9|1-1,1;0,1-2,1;1,0-3,1;1,0-4,1;1,0-5,1;1,0-6,1;1,0-7,1;1,0-8,1;1-9,1;0-9,2;0,3-9,3;0,3-9,4;0,3-9,5;"
			+ "0,3-9,6;0,3-8,6;3,2,0-8,5;2,3-8,4;2,3-7,4;3,2,0-7,3;1-8,3;2-8,2;3-7,2;3-6,2;3,0-5,2;3,0-4,2;3,0-4,3;"
			+ "0,3,1-4,4;0,3,1-3,4;3,2,0-2,4;2-2,3;1-3,3;2-3,2;3-2,2;3-1,2;0-1,3;0-1,4;0-1,5;0,1-1,6;0,1-1,7;0,1-1,"
			+ "8;0-1,9;1-2,9;1,2-3,9;1,2-4,9;1,2-5,9;1,2-6,9;1,2-6,8;2,3-6,7;2,3";
}
