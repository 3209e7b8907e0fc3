package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.TextFiles;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.RuleEngine;
import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.core.walk.RandomWalks;
import labyrinth.rules.RuleFileException;

/** {@code labyrinth random}: random walks per size; failing situations saved after the figures. */
final class RandomCommand extends Command {
	RandomCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	void run(List<String> argv) throws UsageException, IOException, RuleFileException {
		Args a = new Args(argv, withCluster(with("walks", "seed", "save", "checkpoint")), Set.of("json", "costs"));
		noPositional(a);
		int[] sizes = sizeRange(a.string("size", "7"));
		int walks = a.integer("walks", 10000, 1, Integer.MAX_VALUE);
		long seed = a.longValue("seed", 1);
		Path save = saveFolder(a);
		String cp = a.string("checkpoint", null);
		if (cp != null && a.flag("costs")) {
			throw new UsageException("--costs runs the walks again once per rule and keeps no --checkpoint; leave one of them out");
		}
		if (cp != null) usable(() -> TextFiles.checkWritable(Path.of(cp), "--checkpoint"));
		Path checkpoint = cp == null ? null : Path.of(cp);
		// a checkpoint keeps the failing walks, so that a resumed run can still --save them
		int keep = save != null || checkpoint != null ? 100 : 0;
		List<Json> rows = new ArrayList<>();
		List<String> saveProblems = new ArrayList<>();
		try (TaskRunner runner = runner(a)) {
			for (int n : sizes) {
				RuleSetSpec rules = ruleSet(a, n);
				RandomWalks.Result r = run(runner, n, rules, walks, seed, keep, checkpoint);
				if (a.flag("json")) {
					rows.add(new Json().put("size", n).put("walks", r.walks()).put("completed", r.completed())
							.put("deadEnds", r.deadEnds()).put("averageBeforeError", r.averageBeforeError()).put("seed", seed)
							.put("seconds", r.seconds()).put("cancelled", r.cancelled()).put("resumedWalks", r.resumedWalks())
							.put("checkpointProblem", r.checkpointProblem()).put("positionsPerSecond", r.positionsPerSecond()));
				} else {
					String stopped = !r.cancelled() ? ""
							: String.format(Locale.ROOT, " STOPPED after %,d walks%s", r.completed() + r.deadEnds(),
									checkpoint != null ? "; run it again to go on" : "");
					out.printf(Locale.ROOT, "%2dx%-2d %,d walks: %,d completed, %,d dead ends, %s walks completed before an error (%.2f s, %,.0f positions/s)%s%n",
							n, n, r.walks(), r.completed(), r.deadEnds(), beforeError(r), r.seconds(), r.positionsPerSecond(), stopped);
					if (r.resumedWalks() > 0) {
						out.printf(Locale.ROOT, "  resumed from the checkpoint: %,d of the walks were done before%n", r.resumedWalks());
					}
				}
				out.flush();
				if (r.checkpointProblem() != null) {
					throw new IOException(r.checkpointProblem() + "; the figures above are right but were not saved");
				}
				if (r.cancelled()) break;
				if (a.flag("costs")) costs(runner, n, rules, walks, seed, a.flag("json") ? rows.getLast() : null);
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

	/**
	 * What each rule costs and what it is worth: the same walks once per rule with that rule left out, positions per
	 * second and walks completed before an error beside the full set's, measured in the same run.
	 */
	private void costs(TaskRunner runner, int n, RuleSetSpec rules, int walks, long seed, Json row) throws IOException {
		// the full set again: the first run also warmed up the JVM, which would flatter every run after it
		RandomWalks.Result all = run(runner, n, rules, walks, seed, 0, null);
		List<Json> costRows = new ArrayList<>();
		if (row == null) {
			out.printf(Locale.ROOT, "  %-34s %18s %14s %8s%n", "rule costs (same walks)", "walks before error", "positions/s",
					"time");
			out.printf(Locale.ROOT, "  %-34s %18s %,14.0f %8s%n", "all rules", beforeError(all), all.positionsPerSecond(), "");
		}
		for (int i = 0; i < rules.entries().size() && !cancel.get(); i++) {
			List<RuleSetSpec.Entry> entries = new ArrayList<>(rules.entries());
			RuleSetSpec.Entry left = entries.remove(i);
			RandomWalks.Result r = run(runner, n, rules.withEntries(entries), walks, seed, 0, null);
			// the rule's share of the time per position: how much faster the positions go without it
			double share = 1 - all.positionsPerSecond() / r.positionsPerSecond();
			if (row == null) {
				out.printf(Locale.ROOT, "  %-34s %18s %,14.0f %7.0f%%%n", "without " + left.id(), beforeError(r),
						r.positionsPerSecond(), 100 * share);
				out.flush();
			} else {
				costRows.add(new Json().put("without", left.id()).put("deadEnds", r.deadEnds())
						.put("averageBeforeError", r.averageBeforeError()).put("positionsPerSecond", r.positionsPerSecond()));
			}
		}
		// the rate of the full set measured again beside the others (the row has the first run's already)
		if (row != null) row.put("costsPositionsPerSecond", all.positionsPerSecond()).put("costs", costRows);
	}

	/** Walks completed before an error, as printed: "all" when no walk got stuck. */
	static String beforeError(RandomWalks.Result r) {
		return r.deadEnds() == 0 ? "all" : String.format(Locale.ROOT, "%.2f", r.averageBeforeError());
	}

	/** {@code checkpoint}: null for none. */
	private RandomWalks.Result run(TaskRunner runner, int n, RuleSetSpec rules, int walks, long seed, int keep, Path checkpoint)
			throws IOException {
		boolean local = runner instanceof LocalTaskRunner;
		TaskRunner.ProgressListener members = local ? null : pr -> clusterProgress(pr, "walks");
		RandomWalks.Progress walksDone = local ? (done, dead) -> progress("%,d/%,d walks, %,d dead ends", done, walks, dead) : null;
		RandomWalks.Result r = RandomWalks.run(n, rules, walks, seed, runner, keep, cancel, members, checkpoint, walksDone);
		endProgressLine();
		return r;
	}
}
