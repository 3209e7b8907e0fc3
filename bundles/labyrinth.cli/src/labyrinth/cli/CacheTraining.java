package labyrinth.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The training run of the launcher's ahead-of-time cache (see {@code ./build}): the JVM keeps the classes it loaded
 * and the method profiles it gathered, so later starts warm up sooner. It runs the work users run most: the 7x7 main
 * job read through a rule file (so that Xtext is in the cache), then random walks on 21x21 with the shipped rules,
 * whose colour counts take most of a research run's time and are not used on 7x7.
 * <p>
 * Exit code 1 if a command failed.
 */
public final class CacheTraining {
	/** The rule file the main job is read through, written to a temporary folder. */
	static final String TRAINING_RULES = "ruleset training\nimport \"labyrinth:7x7.lrules\"\n";
	/** The walks run after the rule file's {@code enumerate}: 1.3 s, enough for the colour counts' hot methods. */
	static final String[] RANDOM_WALKS = { "random", "--size", "21", "--walks", "4", "--seed", "4", "--threads", "1" };

	public static void main(String[] args) throws IOException {
		Path dir = Files.createTempDirectory("labyrinth-training");
		Path rules = dir.resolve("training.lrules");
		int code;
		try {
			Files.writeString(rules, TRAINING_RULES);
			code = train(rules.toString(), System.err);
		} finally {
			Files.deleteIfExists(rules);
			Files.delete(dir);
		}
		if (code != 0) System.exit(1);
	}

	/** Runs the training's commands, their output dropped; answers the first nonzero exit code, or 0. */
	static int train(String ruleFile, PrintStream err) {
		PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
		int code = Main.run(quiet, err, "enumerate", "--size", "7", "--rules", ruleFile);
		return code != 0 ? code : Main.run(quiet, err, RANDOM_WALKS);
	}

	private CacheTraining() {
	}
}
