package labyrinth.core.run;

import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.kernel.io.InputFileException;

/**
 * Where a run's rules come from: a rule file, the shipped sets, or built-ins named on the command line (the rule
 * language's bundle provides the first two). The one policy for choosing a set lives here, for the command line and
 * the workbench alike: a set that declares its sizes runs only on those.
 */
public interface RuleSource {
	/** The rule set as it reads for a run on {@code size}, before the size check; file warnings go to {@code warnings}. */
	RuleSetSpec load(int size, Consumer<String> warnings) throws IOException;

	/** What the source is, for a message: a file's path, "the shipped rules", "--builtins c-shape,area". */
	String describe();

	/** The command line's options that choose this source ("--rules FILE"; none for the shipped rules). */
	default List<String> options() {
		return List.of();
	}

	/**
	 * The rule set for a run on {@code size}. A set that declares sizes without this one is refused, naming the
	 * source and its sizes: rules drawn for 7x7 say nothing sound about 9x9.
	 */
	default RuleSetSpec forSize(int size, Consumer<String> warnings) throws IOException {
		RuleSetSpec spec = load(size, warnings);
		if (!spec.appliesTo(size)) {
			throw new InputFileException(describe(), "the rule set " + spec.name() + " is for sizes " + sizes(spec) + ", not " + size
					+ "x" + size + "; add " + size + " to its 'sizes' line or choose rules for " + size + "x" + size);
		}
		return spec;
	}

	/**
	 * Adds a rule (rule-language text, exact for {@code size}) to the source and answers the set with it; only a rule
	 * file that declares {@code size} takes one.
	 */
	default RuleSetSpec append(String ruleText, int size) throws IOException {
		throw new InputFileException(describe(), "rules can only be added to a rule file");
	}

	/** The same set for every size. */
	static RuleSource of(RuleSetSpec spec, String description) {
		return new RuleSource() {
			@Override
			public RuleSetSpec load(int size, Consumer<String> warnings) {
				return spec;
			}

			@Override
			public String describe() {
				return description;
			}
		};
	}

	/** The built-in rules {@code ids}, in this order, on the whole board. */
	static RuleSource builtins(List<String> ids) {
		String list = ids.isEmpty() ? "none" : String.join(",", ids);
		RuleSetSpec spec = RuleSetSpec.builtins(ids);
		return new RuleSource() {
			@Override
			public RuleSetSpec load(int size, Consumer<String> warnings) {
				return spec;
			}

			@Override
			public String describe() {
				return "--builtins " + list;
			}

			@Override
			public List<String> options() {
				return List.of("--builtins", list);
			}
		};
	}

	private static String sizes(RuleSetSpec spec) {
		return String.join(", ", spec.sizes().stream().map(n -> n + "x" + n).toList());
	}
}
