package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.io.Json;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.tasks.LocalTaskRunner;
import labyrinth.core.tasks.TaskRunner;
import labyrinth.core.walk.RandomWalks;
import labyrinth.rules.RuleFileException;

/** {@code labyrinth random}: random walks per size; failing situations saved after the figures. */
final class RandomCommand extends Command {
	RandomCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	void run(List<String> argv) throws UsageException, IOException, RuleFileException {
		Args a = new Args(argv, withCluster(with("walks", "seed", "save")), Set.of("json"));
		noPositional(a);
		int[] sizes = sizeRange(a.string("size", "7"));
		int walks = a.integer("walks", 10000, 1, Integer.MAX_VALUE);
		long seed = a.longValue("seed", 1);
		Path save = saveFolder(a);
		List<Json> rows = new ArrayList<>();
		List<String> saveProblems = new ArrayList<>();
		try (TaskRunner runner = runner(a)) {
			for (int n : sizes) {
				RuleSetSpec rules = ruleSet(a, n);
				RandomWalks.Result r = run(runner, n, rules, walks, seed, save == null ? 0 : 100);
				if (a.flag("json")) {
					rows.add(new Json().put("size", n).put("walks", r.walks()).put("completed", r.completed())
							.put("deadEnds", r.deadEnds()).put("averageBeforeError", r.averageBeforeError()).put("seed", seed)
							.put("seconds", r.seconds()));
				} else {
					out.printf(Locale.ROOT, "%2dx%-2d %,d walks: %,d completed, %,d dead ends, %s walks completed before an error (%.2f s)%n",
							n, n, r.walks(), r.completed(), r.deadEnds(),
							r.deadEnds() == 0 ? "all" : String.format(Locale.ROOT, "%.2f", r.averageBeforeError()), r.seconds());
				}
				out.flush();
				if (save == null) continue;
				RuleEngine engine = rules.engine();
				for (RandomWalks.Failure f : r.failures()) {
					String base = r.size() + "_seed" + r.seed() + "_walk" + f.walk();
					String problem = saveSituation(save, base, f.board(), engine, RandomWalks.walkSeed(r.seed(), f.walk()));
					if (problem != null) saveProblems.add(problem);
					else if (!a.flag("json")) out.println("  saved " + save.resolve(base + ".txt"));
				}
			}
		}
		if (a.flag("json")) out.println(new Json().put("command", "random").put("results", rows).put("saveProblems", saveProblems));
		if (!saveProblems.isEmpty()) {
			throw new IOException(saveProblems.size() + " situation(s) not saved; first: " + saveProblems.get(0));
		}
	}

	private RandomWalks.Result run(TaskRunner runner, int n, RuleSetSpec rules, int walks, long seed, int keep) {
		TaskRunner.ProgressListener p = runner instanceof LocalTaskRunner ? null : pr -> clusterProgress(pr, "walks");
		RandomWalks.Result r = RandomWalks.run(n, rules, walks, seed, runner, keep, cancel, p);
		endProgressLine();
		return r;
	}
}
