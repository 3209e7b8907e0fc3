package labyrinth.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.run.DiscoverAutoOperation;
import labyrinth.core.run.DiscoverOperation;
import labyrinth.core.run.RuleSource;
import labyrinth.rules.RuleSources;

/** {@code labyrinth discover}: the first wrong rule decision, with a proposed rule; or rounds that add rules. */
final class DiscoverCommand extends Command {
	static final Option EXHAUSTIVE = Option.flag("exhaustive", "search left first instead of randomly");
	static final Option MINIMIZE = Option.flag("minimize",
			"also cut the proposed rule down to the cells that matter (up to " + DiscoverOperation.LARGEST_MINIMIZED_SIZE + "x"
					+ DiscoverOperation.LARGEST_MINIMIZED_SIZE + ")");
	static final Option AUTO = Option.flag("auto",
			"rounds of finding a situation, cutting it down to the fields near the live end, checking it (exhaustive 7x7, oracle on"
					+ " random 9x9..13x13 walks) and adding it to the --rules FILE, which must say 'sizes N'");
	static final Option ROUNDS = Option.valued("rounds", "N", Integer.toString(DiscoverAutoOperation.DEFAULT_ROUNDS), "--auto: rounds");

	DiscoverCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	String name() {
		return "discover";
	}

	@Override
	String summary() {
		return "stop at the first step where the rules disagree with the exact oracle, and propose a rule";
	}

	@Override
	List<Option> options() {
		return List.of(Options.SIZE, Options.RULES, Options.BUILTINS, Options.DISCOVER_WALKS, Options.SEED, EXHAUSTIVE, MINIMIZE,
				Options.SAVE.described(null, "write the situation found into this folder (.txt and .lpath)"), Options.SECONDS, AUTO,
				ROUNDS, Options.THREADS, Options.JSON);
	}

	@Override
	void run(Args a) throws Exception {
		noPositional(a);
		int n = size(a);
		if (n > CompletionCounter.MAX_SIZE) {
			throw new UsageException("discover uses the oracle, which handles sizes up to " + CompletionCounter.MAX_SIZE);
		}
		int walks = a.integer("walks", DiscoverOperation.DEFAULT_WALKS, 1, Integer.MAX_VALUE);
		long seed = a.longValue("seed", 1);
		if (a.flag("auto")) {
			if (a.flag("exhaustive") || a.flag("minimize") || a.flag("json") || a.has("save") || a.has("seconds")) {
				throw new UsageException("--auto runs random walks and writes the rule file; it takes --rules, --rounds, --walks, --seed");
			}
			if (!a.has("rules")) throw new UsageException("--auto adds the rules it finds to a rule file: give it with --rules FILE");
			RuleSource file = rules(a);
			int rounds = a.integer("rounds", DiscoverAutoOperation.DEFAULT_ROUNDS, 1, 10_000);
			if (file.forSize(n, w -> { }).sizes().isEmpty()) {
				throw new UsageException("--auto adds rules drawn on " + n + "x" + n + ": the rule file must say 'sizes " + n + "'");
			}
			var settings = new DiscoverAutoOperation.Settings(n, file, RuleSources.shipped(), rounds, walks, seed, threads(a));
			print(run(new DiscoverAutoOperation(settings)), false);
			return;
		}
		if (a.has("rounds")) throw new UsageException("--rounds goes with --auto");
		if (a.flag("exhaustive") && (a.has("walks") || a.has("seed"))) {
			throw new UsageException("--exhaustive searches every branch left first, with no random walks: leave out --walks and --seed");
		}
		if (a.flag("minimize") && n > DiscoverOperation.LARGEST_MINIMIZED_SIZE) {
			throw new UsageException("--minimize enumerates the size once per cell; use it up to " + DiscoverOperation.LARGEST_MINIMIZED_SIZE
					+ "x" + DiscoverOperation.LARGEST_MINIMIZED_SIZE);
		}
		Path save = save(a);
		var settings = new DiscoverOperation.Settings(n, rules(a), walks, seed, a.flag("exhaustive"), a.flag("minimize"), save, threads(a),
				a.limit("seconds", 0));
		print(run(new DiscoverOperation(settings)), a.flag("json"));
	}
}
