package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;

/**
 * The explanation path lists every field each rule disabled, and what a rule would have disabled had an earlier one
 * not got there first: the Rule Firings view shows exactly this.
 */
class RuleOutcomesTest {
	/** The original program's saved position 2023_0415 (21x21): cut-sides disables all three candidates. */
	private static Board position() throws Exception {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			Path f = p.resolve("test-data/original-positions/2023_0415.txt");
			if (Files.exists(f)) return PathFiles.read(f).toBoard();
		}
		throw new IllegalStateException("test-data/original-positions/2023_0415.txt not found");
	}

	@Test
	void everyFieldARuleDisabledIsListedWithItsFiring() throws Exception {
		Board b = position();
		RuleEngine engine = BuiltinRules.engine(List.of("cut-sides"));
		Evaluation ev = engine.evaluate(b);
		Evaluation.Outcome cut = ev.outcome("cut-sides");
		assertEquals(3, Integer.bitCount(b.candidates()));
		assertEquals(b.candidates(), cut.disabled(), "all three candidates");
		int covered = 0;
		for (var f : cut.firings()) covered |= f.disabledDirs();
		assertEquals(cut.disabled(), covered, "a firing explains each of them");
		assertEquals(3, cut.firings().size());
		assertEquals(0, cut.shadowed());
		assertEquals(0, ev.allowed());
	}

	@Test
	void aRuleAfterTheOneThatDisabledTheFieldsSaysWhatItWouldHaveDisabled() throws Exception {
		Board b = position();
		RuleEngine engine = new RuleEngine(List.of(BuiltinRules.create("cut-sides"), BuiltinRules.create("cut-sides")));
		Evaluation ev = engine.evaluate(b);
		Evaluation.Outcome second = ev.outcomes().get(1);
		assertEquals(0, second.disabled(), "nothing left to disable");
		assertEquals(b.candidates(), second.shadowed(), "but it would have disabled all three");
		assertEquals(3, second.shadowFirings().size());
		for (int d = 0; d < 4; d++) {
			assertEquals((b.candidates() & (1 << d)) != 0 ? "cut-sides" : null, second.shadowedBy()[d], "direction " + d);
		}
		assertEquals(engine.allowed(b), ev.allowed(), "the explanation decides as the fast path does");
	}

	/** The shipped set on its own positions: the explanation's allowed fields are always those of the fast path. */
	@Test
	void theExplanationPathDecidesAsTheFastPath() throws Exception {
		RuleEngine engine = BuiltinRules.engine(List.of("c-shape", "near-border", "corner", "area", "corridor", "cut-sides", "neck"));
		Board b = new Board(9);
		java.util.SplittableRandom random = new java.util.SplittableRandom(5);
		int checked = 0;
		for (int walk = 0; walk < 30; walk++) {
			while (b.length() > 1) b.back();
			while (!b.isComplete()) {
				int fast = engine.allowed(b);
				Evaluation ev = engine.evaluate(b);
				assertEquals(fast, ev.allowed(), "at " + b.length() + " fields");
				int disabled = 0;
				for (Evaluation.Outcome o : ev.outcomes()) {
					assertEquals(0, disabled & o.disabled(), "a field is disabled once");
					disabled |= o.disabled();
				}
				assertEquals(b.candidates() & ~fast, disabled, "the outcomes add up to what was disabled");
				checked++;
				if (fast == 0) break;
				b.step(labyrinth.core.walk.RandomWalks.pick(fast, random));
			}
		}
		assertTrue(checked > 500, checked + " positions");
	}
}
