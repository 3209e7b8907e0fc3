package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.grid.Board;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.walk.Discovery;
import labyrinth.core.walk.RandomWalks;

class RandomAndDiscoveryTest {

	@Test
	void sameSeedSameWalksWhateverTheThreads() {
		RandomWalks.Result a = RandomWalks.run(9, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS), 600, 1234, 1, 5, null);
		RandomWalks.Result b = RandomWalks.run(9, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS), 600, 1234, 2, 5, null);
		assertEquals(a.completed(), b.completed());
		assertEquals(a.deadEnds(), b.deadEnds());
		assertEquals(600, a.completed() + a.deadEnds());
		assertEquals(a.failures().get(0).walk(), b.failures().get(0).walk());
	}

	@Test
	void savedFailuresReallyAreDeadEnds() {
		RandomWalks.Result r = RandomWalks.run(11, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS), 300, 9, 2, 10, null);
		assertTrue(r.deadEnds() > 0, "11x11 with the built-ins still gets stuck");
		assertEquals(Math.min(10, r.deadEnds()), r.failures().size());
		for (RandomWalks.Failure f : r.failures()) {
			Board b = f.board();
			assertTrue(!b.isComplete() && BuiltinRules.defaults().allowed(b) == 0, "walk " + f.walk() + " is stuck");
		}
		assertTrue(r.averageBeforeError() >= 0 && r.averageBeforeError() <= r.completed());
	}

	@Test
	void discoveryStopsAtARealMistake() {
		Discovery.Finding f = Discovery.random(7, BuiltinRules.defaults(), 200, 3, null);
		assertTrue(f.found(), "the built-ins are not complete on 7x7");
		Oracle.Mistake m = new Oracle().judge(f.board(), BuiltinRules.defaults());
		assertNotNull(m);
		assertEquals(f.mistake(), m);
		// built-ins are sound: the mistake is always an allowed doomed field, never a disabled viable one
		assertTrue(!m.disabledViable());
		Discovery.Finding ex = Discovery.exhaustive(5, BuiltinRules.defaults(), null);
		assertTrue(ex.found());
	}
}
