package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.io.Json;
import labyrinth.core.grid.Board;
import labyrinth.core.io.AsciiBoard;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.core.patterns.RuleMinimizer;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.patterns.SituationPattern;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.walk.Discovery;
import labyrinth.rules.RuleFileException;
import labyrinth.rules.model.RuleModels;

/** {@code labyrinth discover}: the first wrong rule decision, with a proposed rule. */
final class DiscoverCommand extends Command {
	DiscoverCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	void run(List<String> argv) throws UsageException, IOException, RuleFileException {
		Args a = new Args(argv, with("walks", "seed", "save"), Set.of("json", "exhaustive", "minimize"));
		noPositional(a);
		int n = size(a);
		if (n > CompletionCounter.MAX_SIZE) throw new UsageException("discover uses the oracle, which handles sizes up to " + CompletionCounter.MAX_SIZE);
		if (a.flag("minimize") && n > 7) throw new UsageException("--minimize enumerates the size once per cell; use it up to 7x7");
		RuleSetSpec ruleSet = ruleSet(a, n);
		RuleEngine rules = ruleSet.engine();
		Path save = saveFolder(a);
		long seed = a.longValue("seed", 1);
		Discovery.Finding f = a.flag("exhaustive") ? Discovery.exhaustive(n, rules, cancel)
				: Discovery.random(n, rules, a.integer("walks", 1000, 1, Integer.MAX_VALUE), seed, cancel);
		try {
			printDiscovery(a, n, ruleSet, rules, f);
		} finally {
			out.flush();
			if (f.found() && save != null) {
				String name = "discover_" + n + "x" + n + (a.flag("exhaustive") ? "_exhaustive" : "_seed" + seed) + "_walk" + f.walksSearched();
				String problem = saveSituation(save, name, f.board(), rules, null);
				if (problem != null) throw new IOException(problem);
				if (!a.flag("json")) out.println("saved " + save.resolve(name + ".txt"));
			}
		}
	}

	private void printDiscovery(Args a, int n, RuleSetSpec ruleSet, RuleEngine rules, Discovery.Finding f)
			throws UsageException, IOException {
		if (a.flag("json")) {
			out.println(new Json().put("command", "discover").put("size", n).put("found", f.found())
					.put("walks", f.walksSearched()).put("positions", f.positionsJudged())
					.put("mistake", f.found() ? f.mistake().describe(f.board()) : null)
					.put("path", f.found() ? PathFiles.formatOriginal(f.board(), rules) : null));
			return;
		}
		if (!f.found()) {
			out.printf(Locale.ROOT, "no wrong rule decision in %,d walks (%,d positions judged)%n", f.walksSearched(), f.positionsJudged());
			return;
		}
		out.printf(Locale.ROOT, "after %,d walks (%,d positions judged): %s%n", f.walksSearched(), f.positionsJudged(), f.mistake().describe(f.board()));
		out.print(AsciiBoard.render(f.board(), rules.evaluate(f.board()), new Oracle().classify(f.board())));
		out.println(PathFiles.formatOriginal(f.board(), rules));
		if (!f.mistake().disabledViable()) {
			// the whole situation as a size-specific pattern: exact, so sound for this size
			String name = "Situation" + n + "x" + n + "_" + f.walksSearched();
			out.println("a " + n + "x" + n + " rule for this situation (exact, so sound on this size):");
			PatternSpec exact = SituationPattern.spec(name, f.board(), f.mistake().direction());
			out.print(RuleModels.toText(RuleModels.toModel(exact)));
			if (a.flag("minimize")) {
				long expected = new CompletionCounter().count(new Board(n)).value().longValueExact();
				PatternSpec small = RuleMinimizer.minimize(exact, n, ruleSet, expected, threads(a), cancel,
						line -> err.println("minimize: " + line));
				out.println("the same rule cut down to the cells that matter (sound on " + n + "x" + n
						+ ": exhaustive enumeration keeps all " + String.format(Locale.ROOT, "%,d", expected) + " walkthroughs):");
				out.print(RuleModels.toText(RuleModels.toModel(small)));
			}
		}
	}
}
