package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.patterns.PatternRule;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.core.patterns.RuleEvidence;
import labyrinth.core.patterns.RuleSetSpec;

/** Cutting a situation down to the fields near the live end, and the checks that decide whether the cut is kept. */
class RuleEvidenceTest {
	private static final RuleSetSpec BASE = RuleSetSpec.builtins(List.of("c-shape", "near-border", "corner", "area", "corridor"));

	@Test
	void aroundKeepsTheFieldsWithinTheRadiusAndCrops() {
		PatternSpec whole = new PatternSpec("s", List.of(
				"# . . . .",
				". # . . .",
				". . x @ .",
				". . # # .",
				". . . . ="), true, false, false, null);
		PatternSpec one = RuleEvidence.around(whole, 1);
		assertEquals(List.of(". . .", "x @ .", "# # ."), one.rows());
		assertTrue(one.mirror(), "the symmetry stays");
		assertEquals(List.of(". . . .", "# . . .", ". x @ .", ". # # .", ". . . ="), RuleEvidence.around(whole, 2).rows());
	}

	@Test
	void aRuleThatLosesWalkthroughsOnTheExhaustiveSizeIsRefused() throws Exception {
		PatternSpec alwaysLeft = new PatternSpec("AlwaysLeft", List.of("x @"), false, false, false, null);
		RuleEvidence.Report r = RuleEvidence.check(alwaysLeft, 5, BASE, 104, n -> BASE, new int[] { 9 }, 20, 1, 1, null);
		assertFalse(r.exhaustiveKept());
		assertFalse(r.sound());
	}

	/** Too wide to match on 5x5, so the enumeration cannot see it; the oracle on 9x9 walks catches it. */
	@Test
	void aRuleTheExhaustiveSizeCannotSeeIsCaughtByTheOracleOnLargerWalks() throws Exception {
		PatternSpec wide = new PatternSpec("Wide", List.of(". . . . . . x @"), false, false, false, null);
		RuleEvidence.Report r = RuleEvidence.check(wide, 5, BASE, 104, n -> BASE, new int[] { 9 }, 50, 3, 1, null);
		assertTrue(r.exhaustiveKept());
		assertNotNull(r.counterexample());
		assertFalse(r.sound());
		Board b = PathFiles.parse(r.counterexample(), "counterexample").toBoard();
		int off = new PatternRule("Wide", wide).disabled(b, b.candidates(), null);
		int dir = Integer.numberOfTrailingZeros(off);
		b.step(dir);
		assertTrue(new CompletionCounter().count(b).viable(), "the counterexample's disabled field can be completed");
	}

	/** The exact drawing of a doomed situation is sound, and its check fires at least where it was found. */
	@Test
	void theWholeSituationOfADoomedStepPassesAndFiresOnIt() throws Exception {
		Board b = PathFiles.parse("9|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,0,2-3,3;1,0,2-4,3;1,0,2-5,3;1,0,2-6,3;1,0,2-6,4;"
				+ "0,3,1-7,4;0,2", "test").toBoard();
		int down = labyrinth.core.grid.Direction.DOWN;
		PatternSpec exact = labyrinth.core.patterns.SituationPattern.spec("Exact", b, down);
		assertTrue(new PatternRule("Exact", exact).disabled(b, b.candidates(), null) == 1 << down);
		RuleEvidence.Report r = RuleEvidence.check(exact, 5, BASE, 104, n -> BASE, new int[] { 9 }, 30, 1, 1, null);
		assertTrue(r.sound(), r.toString());
	}
}
