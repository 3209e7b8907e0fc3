package labyrinth.rules;

import java.nio.file.Path;

/** Run by the build (this bundle's pom): compiles the shipped rule sets into the jar (see RuleFiles). */
public final class PrecompileShippedRuleSets {
	private PrecompileShippedRuleSets() {
	}

	public static void main(String[] args) throws Exception {
		if (args.length != 1) throw new IllegalArgumentException("usage: PrecompileShippedRuleSets FOLDER");
		RuleFiles.writeCompiled(Path.of(args[0]));
	}
}
