package labyrinth.core.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import labyrinth.core.grid.Board;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.walk.Enumeration;
import labyrinth.core.walk.FirstNeed;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.RunLock;
import labyrinth.kernel.io.TextFiles;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;
import labyrinth.kernel.tasks.TaskRunner;

/** Every allowed branch, left first: walkthroughs, dead ends and rule firings, resumable from a checkpoint. */
public final class EnumerateOperation implements Operation<EnumerateOperation.Result> {
	public static final double DEFAULT_TASK_SECONDS = 1;
	/** The largest size whose whole tree the shipped rules finish in hours on one machine (9x9: about 2 h on 2 cores). */
	public static final int LARGEST_FINISHING_SIZE = 9;

	/**
	 * @param checkpoint     null for none
	 * @param seconds        stop after this long with partial counts, 0 for no limit
	 * @param taskSeconds    about how long one task explores before it hands back the rest
	 * @param transpositions add what was counted below a position reached again, instead of searching it again
	 * @param save           a folder for each rule's first-need position, or null
	 */
	public record Settings(int size, RuleSource rules, Path checkpoint, double seconds, double taskSeconds, boolean transpositions,
			Path save) {
		public Settings {
			Board.checkSize(size);
			if (!(taskSeconds > 0)) throw new IllegalArgumentException("task seconds must be positive, got " + taskSeconds);
			if (!(seconds >= 0)) throw new IllegalArgumentException("seconds must be 0 (no limit) or more, got " + seconds);
		}

		public Settings(int size, RuleSource rules, Path checkpoint, double seconds, double taskSeconds, boolean transpositions) {
			this(size, rules, checkpoint, seconds, taskSeconds, transpositions, null);
		}

		public Settings(int size, RuleSource rules) {
			this(size, rules, null, 0, DEFAULT_TASK_SECONDS, true);
		}

		/** Whether the whole tree can finish in a reasonable time (hours, not years): a caller asks before larger runs. */
		public boolean finishes() {
			return size <= LARGEST_FINISHING_SIZE;
		}
	}

	/** The figures of the run, for the rule set of that name and digest; {@code saved}: the first-need positions written. */
	public record Result(String ruleSet, String digest, Enumeration.Result counts, List<Path> saved, String saveProblem) implements RunResult {
		public Result(String ruleSet, String digest, Enumeration.Result counts) {
			this(ruleSet, digest, counts, List.of(), null);
		}

		public int size() {
			return counts.size();
		}

		@Override
		public boolean cancelled() {
			return counts.cancelled();
		}

		/** A checkpoint that could not be written: the figures are right but were not saved. */
		@Override
		public String problem() {
			if (counts.checkpointProblem() != null) return counts.checkpointProblem() + "; the counts above are right but were not saved";
			return saveProblem;
		}

		@Override
		public String text() {
			Enumeration.Result r = counts;
			int n = r.size();
			StringBuilder sb = new StringBuilder();
			sb.append(String.format(Locale.ROOT, "%dx%d enumeration with rules [%s]%s%n", n, n, String.join(", ", r.ruleIds()),
					r.cancelled() ? " (STOPPED, partial counts)" : ""));
			sb.append(String.format(Locale.ROOT, "completed walkthroughs: %,d%n", r.completed()));
			sb.append(String.format(Locale.ROOT, "dead ends:              %,d%s%n", r.deadEnds(), r.firstDeadEndIndex() >= 0
					? " (first after " + String.format(Locale.ROOT, "%,d", r.firstDeadEndIndex()) + " completed)" : ""));
			sb.append(String.format(Locale.ROOT, "positions evaluated:    %,d%n", r.nodes()));
			for (int i = 0; i < r.ruleIds().size(); i++) {
				sb.append(String.format(Locale.ROOT, "  %-12s fired in %,d positions%n", r.ruleIds().get(i), r.firings()[i]));
			}
			if (!r.firstNeeds().isEmpty()) sb.append(FirstNeed.summary(r.firstNeeds(), false)).append('\n');
			for (Path p : saved) sb.append("saved ").append(Situations.named(p)).append('\n');
			if (r.resumedTasks() > 0) {
				sb.append(String.format(Locale.ROOT, "resumed from the checkpoint: %,d of %,d tasks were done before%n", r.resumedTasks(),
						r.tasks()));
			}
			sb.append(String.format(Locale.ROOT, "time: %.3f s (%.0f walks/s)%n", r.seconds(), r.walksPerSecond()));
			return sb.toString();
		}

		@Override
		public Json json() {
			Enumeration.Result r = counts;
			Json firings = new Json();
			for (int i = 0; i < r.ruleIds().size(); i++) firings.put(r.ruleIds().get(i), r.firings()[i]);
			return new Json().put("command", "enumerate").put("size", r.size()).put("ruleSet", ruleSet).put("ruleSetDigest", digest).put("completed", r.completed())
					.put("deadEnds", r.deadEnds()).put("positions", r.nodes()).put("firstDeadEndIndex", r.firstDeadEndIndex())
					.put("rules", r.ruleIds()).put("firings", firings).put("cancelled", r.cancelled()).put("tasks", r.tasks())
					.put("resumedTasks", r.resumedTasks()).put("seconds", r.seconds()).put("checkpointProblem", r.checkpointProblem())
					.put("firstNeed", r.firstNeeds().stream().map(f -> f.json("walkthroughsBefore")).toList())
					.put("saved", saved.stream().map(Path::toString).toList());
		}
	}

	private final Settings settings;

	public EnumerateOperation(Settings settings) {
		this.settings = settings;
	}

	public Settings settings() {
		return settings;
	}

	@Override
	public String title() {
		return "Enumeration " + settings.size() + "x" + settings.size() + " (" + settings.rules().describe() + ")";
	}

	@Override
	public Result run(RunContext context) throws IOException {
		RuleSetSpec rules = settings.rules().forSize(settings.size(), context::warn);
		if (settings.save() != null) Situations.prepare(settings.save(), "--save");
		if (settings.checkpoint() != null) TextFiles.checkWritable(settings.checkpoint(), "--checkpoint");
		return RunLock.holding(settings.checkpoint(), "--checkpoint", () -> run(context, rules));
	}

	private Result run(RunContext context, RuleSetSpec rules) throws IOException {
		int n = settings.size();
		TaskRunner runner = context.runner();
		TaskRunner.Progress[] lastTasks = { null };
		Enumeration e = new Enumeration(n, rules).runner(runner).cancelFlag(context.cancel())
				.transpositions(settings.transpositions()).taskSeconds(settings.taskSeconds())
				.runnerProgress(p -> lastTasks[0] = p)
				.progress((done, known, completed, dead) -> context.report(progress(done, known, completed, dead, lastTasks[0])));
		if (settings.checkpoint() != null) e.checkpoint(settings.checkpoint());
		context.stopAfter(settings.seconds());
		Enumeration.Result r = e.run();
		context.report(progress(r.tasks(), r.tasks(), r.completed(), r.deadEnds(), lastTasks[0]), true);
		List<Path> saved = new java.util.ArrayList<>();
		String problem = null;
		if (settings.save() != null) {
			RuleEngine engine = rules.engine();
			for (FirstNeed need : r.firstNeeds()) {
				if (!need.found()) continue;
				String base = n + "x" + n + "_" + need.fileName();
				try {
					saved.add(Situations.save(settings.save(), base, need.board(), engine, null));
				} catch (IOException ex) {
					if (problem == null) problem = "could not save " + settings.save().resolve(base + ".txt") + " (" + ex.getMessage() + ")";
				}
			}
		}
		return new Result(rules.name(), rules.digest(), r, List.copyOf(saved), problem);
	}

	private static RunProgress progress(long done, long known, long completed, long dead, TaskRunner.Progress tasks) {
		RunProgress p = new RunProgress("", done, known, "tasks", List.of(new RunProgress.Count("completed", completed),
				new RunProgress.Count("dead ends", dead)), null, null);
		return p.withTasks(tasks, "walks");
	}
}
