package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.patterns.RuleSetText;
import labyrinth.rules.RuleFiles;

/** The shipped rule sets compiled into the jar by the build, so that nothing parses them at start-up. */
class PrecompiledRuleSetsTest {
	@Test
	void everyShippedSetSurvivesTheTextFormExactly() throws Exception {
		for (String name : RuleFiles.SHIPPED) {
			RuleSetSpec parsed = RuleFiles.shippedSource(name).spec();
			RuleSetSpec again = RuleSetText.parse(RuleSetText.format(parsed));
			assertEquals(RuleSetText.format(parsed), RuleSetText.format(again), name);
			assertEquals(parsed.digest(), again.digest(), name + ": same rules, same content");
		}
	}

	/** Read from the jar, not parsed, and exactly what the sources compile to (a stale form would fail here). */
	@Test
	void theJarCarriesEveryShippedSetCompiledFromTheSourcesItShips() throws Exception {
		for (String name : RuleFiles.SHIPPED) {
			RuleFiles.Loaded shipped = RuleFiles.shipped(name);
			assertNull(shipped.model(), name + " is read compiled, not parsed");
			RuleFiles.Loaded source = RuleFiles.shippedSource(name);
			assertNotNull(source.model(), name + " parsed");
			assertEquals(RuleSetText.format(source.spec()), RuleSetText.format(shipped.spec()), name);
			assertEquals(source.spec().digest(), shipped.spec().digest(), name);
		}
	}
}
