package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;


import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;

/** Two-field necks: every refusal is doomed by the exact oracle, and the refusals the rule exists for happen. */
class NeckAnalysisTest {
	private static final java.util.List<String> GUIDE = java.util.List.of("c-shape", "near-border", "corner", "area",
			"corridor");

	@Test
	void everyRefusalOnRandomLinesFrom7x7To13x13IsDoomed() {
		NeckAnalysis neck = new NeckAnalysis();
		CompletionCounter counter = new CompletionCounter();
		RuleEngine guide = BuiltinRules.engine(GUIDE);
		int[] refusals = { 0 };
		int[] judged = { 0 };
		RandomLines.walk(guide, 23, 2000, 0, (b, next, guided) -> {
			judged[0] += Integer.bitCount(next);
			refusals[0] += RandomLines.assertRefusalsDoomed(b, next, neck::refutes, () -> " " + neck.reason(), counter);
		});
		assertTrue(refusals[0] > 300, refusals[0] + " refusals among " + judged[0] + " candidates");
	}

	/**
	 * After (7,5) the area above the line is reached through (8,3)-(9,3) only; with them it has 19 fields, which no
	 * path between two fields of different colours covers.
	 */
	@Test
	void refusesTheStepThatLeavesAnOddAreaBehindANeck() throws Exception {
		Board b = PathFiles.parse("9|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,0,2-3,3;1,0,2-4,3;1,0,2-5,3;1,0,2-6,3;1,0,2-6,4;"
				+ "0,3,1-7,4;0,2", "test").toBoard();
		assertEquals("(7,4)", b.format(b.head()));
		assertEquals(java.util.Set.of("(7,5)", "(8,4)"), refusedFields(b), "(7,3) stays open");
		b.step(Direction.DOWN);
		NeckAnalysis neck = new NeckAnalysis();
		assertTrue(neck.refutes(b));
		assertEquals(17, neck.area().length, "the area beyond the neck");
		assertEquals("[(8,3), (9,3)]", java.util.Arrays.stream(neck.culprits()).mapToObj(b::format).toList().toString());
	}

	private static java.util.Set<String> refusedFields(Board b) {
		NeckAnalysis neck = new NeckAnalysis();
		java.util.Set<String> refused = new java.util.TreeSet<>();
		int candidates = b.candidates();
		for (int d = 0; d < 4; d++) {
			if ((candidates & (1 << d)) == 0) continue;
			b.step(d);
			if (neck.refutes(b)) refused.add(b.format(b.head()));
			b.back();
		}
		return refused;
	}
}
