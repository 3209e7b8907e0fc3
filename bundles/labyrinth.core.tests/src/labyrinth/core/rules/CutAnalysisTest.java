package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;


import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;

/** Straight cuts: every refusal is doomed by the exact oracle, and the refusals the rule exists for happen. */
class CutAnalysisTest {
	private static final java.util.List<String> GUIDE = java.util.List.of("c-shape", "near-border", "corner", "area",
			"corridor", "neck");

	/** Random lines, three in four steps guided by the other rules (so deep positions are reached), the rest free. */
	@Test
	void everyRefusalOnRandomLinesFrom7x7To13x13IsDoomed() {
		CutAnalysis cut = new CutAnalysis();
		CompletionCounter counter = new CompletionCounter();
		RuleEngine guide = BuiltinRules.engine(GUIDE);
		int[] refusals = { 0 };
		RandomLines.walk(guide, 29, 900, 4,
				(b, next, guided) -> refusals[0] += RandomLines.assertRefusalsDoomed(b, next, cut::refutes, () -> " " + cut.reason(), counter));
		assertTrue(refusals[0] > 300, refusals[0] + " refusals");
	}

	/** The runs from beside the field before the live end are as sound as those from beside the live end. */
	@Test
	void everyRefusalBehindTheLiveEndOnRandomLinesFrom7x7To13x13IsDoomed() {
		CutAnalysis behind = new CutAnalysis(true);
		CompletionCounter counter = new CompletionCounter();
		RuleEngine guide = BuiltinRules.engine(GUIDE);
		int[] refusals = { 0 };
		RandomLines.walk(guide, 31, 900, 4, (b, next, guided) -> refusals[0] += RandomLines.assertRefusalsDoomed(b, next,
				behind::refutes, () -> " " + behind.reason(), counter));
		assertTrue(refusals[0] > 100, refusals[0] + " refusals");
	}

	/**
	 * 11x11, live end (8,6) heading left: the step left to (7,6) leaves the run (9,6)-(11,6) beside the field it left,
	 * two fields from the new live end, and the area of 50 fields above that run has two more fields of one colour
	 * than its passages serve. The plain cut does not look there; the oracle finds no completion. The step right,
	 * (9,6), has 2,584.
	 */
	@Test
	void refusesTheSidewaysStepWhoseRunStartsBesideTheFieldItLeft() throws Exception {
		Board b = PathFiles.parse("11|1-1,1;0,1-2,1;1,0-2,2;3-1,2;0-1,3;0,1-2,3;1,0-2,4;3-1,4;0-1,5;0,1-1,6;0,1-1,7;0,1-1,8;"
				+ "0,1-2,8;1,0,2-2,7;2,1-3,7;1,0,2-3,6;3-2,6;2-2,5;1-3,5;1,2-4,5;1,0,2-4,6;0,1-4,7;0,1-4,8;3-3,8;0-3,9;0,3,1-4,9;"
				+ "1,0-5,9;1,0,2-6,9;1,0,2-7,9;1,0,2-7,8;2,1,3-8,8;1,0-9,8;2-9,7;2,1,3-8,7;3,2-8,6;1,3", "test").toBoard();
		assertEquals("(8,6)", b.format(b.head()));
		CutAnalysis behind = new CutAnalysis(true);
		CutAnalysis plain = new CutAnalysis();
		b.stepToCell(b.cell(7, 6));
		assertTrue(behind.refutes(b));
		assertEquals("(9,6)-(11,6)", b.format(behind.culprits()[0]) + "-" + b.format(behind.culprits()[2]));
		assertEquals(50, behind.area().length);
		assertFalse(plain.refutes(b));
		assertEquals(0, new CompletionCounter().count(b).value().signum());
		b.back();
		b.stepToCell(b.cell(9, 6));
		assertFalse(behind.refutes(b));
		assertEquals(2_584, new CompletionCounter().count(b).value().intValueExact());
	}

	/**
	 * After (6,5) the area above the run (7,6)-(9,6) has 28 fields, two more of colour 0, but only three passages
	 * to them: the live end's one and one each from (7,6) and (9,6). The other step, (5,6), has 90 completions.
	 */
	@Test
	void refusesTheStepThatLeavesAnAreaWithTooFewPassagesForItsColours() throws Exception {
		Board b = PathFiles.parse("9|1-1,1;0,1-2,1;1,0-2,2;3-1,2;0-1,3;0,1-2,3;1,0-2,4;3-1,4;0-1,5;0,1-2,5;1,0-2,6;3-1,6;"
				+ "0-1,7;0,1-2,7;1,0-3,7;1,0,2-3,6;2,1-4,6;1,0,2-4,5;3-3,5;2-3,4;2,1-4,4;1,2-5,4;1,0,2-5,5;0,1", "test").toBoard();
		assertEquals("(5,5)", b.format(b.head()));
		CutAnalysis cut = new CutAnalysis();
		java.util.Set<String> refused = new java.util.TreeSet<>();
		int candidates = b.candidates();
		for (int d = 0; d < 4; d++) {
			if ((candidates & (1 << d)) == 0) continue;
			b.step(d);
			if (cut.refutes(b)) refused.add(b.format(b.head()));
			b.back();
		}
		assertEquals(java.util.Set.of("(6,5)"), refused);
		b.step(labyrinth.core.grid.Direction.RIGHT);
		assertTrue(cut.refutes(b));
		assertTrue(cut.reason().contains("more fields of one colour"), cut.reason());
		assertTrue(cut.area().length > 0 && cut.culprits().length > 0);
	}
}
