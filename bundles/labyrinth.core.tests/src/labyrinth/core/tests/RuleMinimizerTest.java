package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.core.patterns.PatternRule;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.core.patterns.RuleMinimizer;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.patterns.SituationPattern;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.walk.Discovery;
import labyrinth.core.walk.Enumeration;

class RuleMinimizerTest {

	/** On 5x5 the C-shape alone lets a doomed field through; the exact rule for it shrinks and stays sound. */
	@Test
	void exactSituationShrinksToASoundSmallerRule() throws Exception {
		RuleSetSpec cShape = new RuleSetSpec("c-shape", List.of(), List.of(RuleSetSpec.Entry.builtin("c-shape")));
		Discovery.Finding f = Discovery.exhaustive(5, BuiltinRules.engine(List.of("c-shape")), null);
		assertTrue(f.found() && !f.mistake().disabledViable(), "the C-shape alone allows a doomed field on 5x5");
		PatternSpec exact = SituationPattern.spec("Exact", f.board(), f.mistake().direction());
		PatternSpec small = RuleMinimizer.minimize(exact, 5, cShape, 104, 2, null, null);

		assertTrue(small.cells().size() < exact.cells().size(), small.cells().size() + " of " + exact.cells().size() + " cells");
		assertTrue(small.rows().size() < exact.rows().size(), "the drawing is cropped: " + small.rows());
		assertTrue(small.isValid(), small.problems().toString());
		int dir = f.mistake().direction();
		assertTrue((new PatternRule("small", small).disabled(f.board(), f.board().candidates(), null) & (1 << dir)) != 0,
				"the smaller rule still fires in the situation it came from");
		List<RuleSetSpec.Entry> entries = new java.util.ArrayList<>(cShape.entries());
		entries.add(new RuleSetSpec.Entry("small", small));
		RuleSetSpec with = new RuleSetSpec("with", List.of(), entries);
		assertEquals(104, new Enumeration(5, with).run().completed(), "sound on 5x5");
	}
}
