package labyrinth.rules;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.run.RuleSource;

/** Rule sources that read the rule language: a rule file, and the shipped sets. */
public final class RuleSources {
	private RuleSources() {
	}

	/**
	 * The rules a command line names ({@code --rules FILE} or {@code --builtins LIST}), else the shipped ones: the
	 * inverse of {@link RuleSource#options()}, to run a logged run's rules again.
	 */
	public static RuleSource ofOptions(java.util.List<String> args) {
		for (int i = 0; i + 1 < args.size(); i++) {
			if (args.get(i).equals("--rules")) return file(Path.of(args.get(i + 1)));
			if (args.get(i).equals("--builtins")) {
				String list = args.get(i + 1);
				return RuleSource.builtins(list.equals("none") ? java.util.List.of() : java.util.List.of(list.split(",")));
			}
		}
		return shipped();
	}

	/** A rule file, read again on every {@code load} (so a round of discovery sees what the last one added). */
	public static RuleSource file(Path file) {
		return new RuleSource() {
			@Override
			public RuleSetSpec load(int size, Consumer<String> warnings) throws IOException {
				RuleFiles.Loaded loaded = RuleFiles.load(file);
				for (String w : loaded.warnings()) warnings.accept(w);
				return loaded.spec();
			}

			@Override
			public String describe() {
				return file.toString();
			}

			@Override
			public java.util.List<String> options() {
				return java.util.List.of("--rules", file.toString());
			}

			@Override
			public RuleSetSpec append(String ruleText, int size) throws IOException {
				return RuleFiles.append(file, ruleText, size).spec();
			}
		};
	}

	/** The shipped set for each size: {@code NxN.lrules} where there is one, else {@code universal.lrules}. */
	public static RuleSource shipped() {
		return new RuleSource() {
			@Override
			public RuleSetSpec load(int size, Consumer<String> warnings) throws IOException {
				return RuleFiles.defaultFor(size).spec();
			}

			@Override
			public String describe() {
				return "the shipped rules";
			}
		};
	}
}
