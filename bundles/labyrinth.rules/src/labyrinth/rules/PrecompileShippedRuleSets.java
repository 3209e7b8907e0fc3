package labyrinth.rules;

import java.nio.file.Path;

/** Run by the build: writes the pre-parsed shipped rule sets for the command-line launcher (see RuleFiles). */
public final class PrecompileShippedRuleSets {
	private PrecompileShippedRuleSets() {
	}

	public static void main(String[] args) throws Exception {
		if (args.length != 1) throw new IllegalArgumentException("usage: PrecompileShippedRuleSets FOLDER");
		RuleFiles.writePrecompiled(Path.of(args[0]));
	}
}
