package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.TextFiles;
import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.core.walk.Enumeration;
import labyrinth.rules.RuleFileException;

/** {@code labyrinth enumerate}: every allowed branch, left first: walkthroughs, dead ends, firings; checkpoints. */
final class EnumerateCommand extends Command {
	EnumerateCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	void run(List<String> argv) throws UsageException, IOException, RuleFileException {
		Args a = new Args(argv, withCluster(with("checkpoint", "seconds", "task-seconds")), Set.of("json", "no-transpositions"));
		noPositional(a);
		int n = size(a);
		Enumeration e = new Enumeration(n, ruleSet(a, n)).cancelFlag(cancel).transpositions(!a.flag("no-transpositions"));
		double taskSeconds = a.doubleValue("task-seconds", 1);
		if (!(taskSeconds > 0)) throw new UsageException("--task-seconds must be positive, got " + taskSeconds);
		e.taskSeconds(taskSeconds);
		double seconds = a.doubleValue("seconds", 0);
		String cp = a.string("checkpoint", null);
		if (cp != null) {
			usable(() -> TextFiles.checkWritable(Path.of(cp), "--checkpoint"));
			e.checkpoint(Path.of(cp));
		}
		Enumeration.Result r;
		try (TaskRunner runner = runner(a)) {
			e.runner(runner);
			if (runner instanceof LocalTaskRunner) {
				e.progress((done, total, completed, dead) ->
						progress("%,d/%,d tasks, %,d completed, %,d dead ends", done, total, completed, dead));
			} else {
				e.runnerProgress(p -> clusterProgress(p, "walks"));
			}
			if (seconds > 0) stopAfter(seconds);
			r = e.run();
		}
		endProgressLine();
		if (a.flag("json")) {
			Json firings = new Json();
			for (int i = 0; i < r.ruleIds().size(); i++) firings.put(r.ruleIds().get(i), r.firings()[i]);
			out.println(new Json().put("command", "enumerate").put("size", n).put("completed", r.completed())
					.put("deadEnds", r.deadEnds()).put("positions", r.nodes()).put("firstDeadEndIndex", r.firstDeadEndIndex())
					.put("rules", r.ruleIds()).put("firings", firings).put("cancelled", r.cancelled())
					.put("tasks", r.tasks()).put("resumedTasks", r.resumedTasks()).put("seconds", r.seconds())
					.put("checkpointProblem", r.checkpointProblem()));
			failIfCheckpointFailed(r);
			return;
		}
		out.printf(Locale.ROOT, "%dx%d enumeration with rules [%s]%s%n", n, n, String.join(", ", r.ruleIds()),
				r.cancelled() ? " (STOPPED, partial counts)" : "");
		out.printf(Locale.ROOT, "completed walkthroughs: %,d%n", r.completed());
		out.printf(Locale.ROOT, "dead ends:              %,d%s%n", r.deadEnds(),
				r.firstDeadEndIndex() >= 0 ? " (first after " + String.format(Locale.ROOT, "%,d", r.firstDeadEndIndex()) + " completed)" : "");
		out.printf(Locale.ROOT, "positions evaluated:    %,d%n", r.nodes());
		for (int i = 0; i < r.ruleIds().size(); i++) {
			out.printf(Locale.ROOT, "  %-12s fired in %,d positions%n", r.ruleIds().get(i), r.firings()[i]);
		}
		if (r.resumedTasks() > 0) out.printf(Locale.ROOT, "resumed from the checkpoint: %,d of %,d tasks were done before%n", r.resumedTasks(), r.tasks());
		out.printf(Locale.ROOT, "time: %.3f s (%.0f walks/s)%n", r.seconds(), r.walksPerSecond());
		failIfCheckpointFailed(r);
	}

	/** The counts are printed; a checkpoint that could not be written still makes the command fail. */
	private static void failIfCheckpointFailed(Enumeration.Result r) throws IOException {
		if (r.checkpointProblem() != null) {
			throw new IOException(r.checkpointProblem() + "; the counts above are right but were not saved");
		}
	}
}
