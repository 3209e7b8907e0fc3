package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's ahead-of-time cache is trained by {@link CacheTraining}. The build only logs a failed training (the
 * CLI then starts without the cache, slower), so the training's commands are checked here.
 */
class CacheTrainingTest {
	@TempDir
	Path dir;

	@Test
	void theTrainingRunsTheMainJobThroughARuleFileAndTheWalks() throws Exception {
		Path rules = dir.resolve("training.lrules");
		Files.writeString(rules, CacheTraining.TRAINING_RULES);
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		assertEquals(0, CacheTraining.train(rules.toString(), new PrintStream(err, true)), err::toString);
	}

	@Test
	void aRuleFileThatDoesNotReadFailsTheTrainingWithItsPlace() throws Exception {
		Path rules = dir.resolve("broken.lrules");
		Files.writeString(rules, "ruleset broken\nimport \"labyrinth:no-such.lrules\"\n");
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		assertEquals(1, CacheTraining.train(rules.toString(), new PrintStream(err, true)));
		assertTrue(err.toString().contains("broken.lrules:2:8: No shipped rule set 'no-such.lrules'"), err::toString);
	}
}
