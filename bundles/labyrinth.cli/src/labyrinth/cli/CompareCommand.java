package labyrinth.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.run.CompareOperation;
import labyrinth.core.run.RuleSource;
import labyrinth.rules.RuleSources;

/** {@code labyrinth compare}: two rule sets on the same random walks, and where they differ what the oracle says. */
final class CompareCommand extends Command {
	static final Option AGAINST = Option.valued("against", "FILE", "the shipped rules", "the rule file (.lrules) to compare --rules with");
	static final Option WALKS = Options.WALKS.described("100", "random walks, driven by --rules as 'random' drives them");

	CompareCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	String name() {
		return "compare";
	}

	@Override
	String summary() {
		return "the random walks of --rules, judged by both sets: where their allowed fields differ, the fields only one disables,"
				+ " which of them the oracle finds viable or doomed, and the rules that decided";
	}

	@Override
	List<Option> options() {
		return List.of(Options.SIZE, Options.RULES, Options.BUILTINS, AGAINST, WALKS, Options.SEED, Options.SAVE, Options.ORACLE_SECONDS,
				Options.ORACLE_MEMORY, Options.JSON);
	}

	@Override
	void run(Args a) throws Exception {
		noPositional(a);
		int n = size(a);
		int walks = a.integer("walks", 100, 1, Integer.MAX_VALUE);
		long seed = a.longValue("seed", labyrinth.core.run.RandomOperation.DEFAULT_SEED);
		Path save = save(a);
		RuleSource against = a.has("against") ? RuleSources.file(Path.of(a.string("against", null))) : RuleSources.shipped();
		var settings = new CompareOperation.Settings(n, rules(a), against, walks, seed, budget(a), save);
		print(run(new CompareOperation(settings)), a.flag("json"));
	}
}
