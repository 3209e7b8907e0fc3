package labyrinth.walker.ui.jobs;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import labyrinth.core.grid.Board;
import labyrinth.core.run.CommandLines;
import labyrinth.core.run.DiscoverOperation;
import labyrinth.core.run.EnumerateOperation;
import labyrinth.core.run.RandomOperation;
import labyrinth.core.run.SampleOperation;
import labyrinth.core.walk.Enumeration;
import labyrinth.core.walk.FirstNeed;
import labyrinth.core.walk.MoveLetters;
import labyrinth.core.walk.RandomWalks;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.ui.toolkit.OperationJob;

/**
 * The walker's long runs in the workbench: the same operations the command line runs, as jobs, each finished run
 * written to {@link RunResults} with its settings (seed, rule set digest, the command line that repeats it).
 */
public final class WalkerRuns {
	/** Failing situations a random run keeps for the Results view (each becomes a thumbnail). */
	public static final int KEPT_SITUATIONS = 24;
	/** Seconds between two samples of a run's counts: a curve over a long run, not a record of every task. */
	static final double SAMPLE_SECONDS = 0.25;

	private WalkerRuns() {
	}

	/** An enumeration; its counts are sampled over time for the Results view's curve. */
	public static OperationJob<EnumerateOperation.Result> enumerate(EnumerateOperation.Settings settings, RunContext.Runners runners) {
		EnumerateOperation op = new EnumerateOperation(settings);
		Samples samples = new Samples();
		OperationJob<EnumerateOperation.Result> job = new OperationJob<>(op, runners, r -> RunResults.add(run(settings, r, samples.close(r), runners.options())));
		job.setProgressTap(samples::add);
		return job;
	}

	public static OperationJob<RandomOperation.Result> random(RandomOperation.Settings settings, RunContext.Runners runners) {
		return new OperationJob<>(new RandomOperation(settings), runners, r -> {
			for (RandomOperation.Row row : r.rows()) RunResults.add(run(settings, row, runners.options()));
		});
	}

	/** A discovery; {@code found} (may be null) hears the situation found, on the job's thread. */
	public static OperationJob<DiscoverOperation.Result> discover(DiscoverOperation.Settings settings, RunContext.Runners runners,
			Consumer<Board> found) {
		return new OperationJob<>(new DiscoverOperation(settings), runners, r -> {
			RunResults.add(run(settings, r));
			if (r.found() && found != null) found.accept(r.finding().board());
		});
	}

	/** A uniform sample beside the walker; the first drawn walkthroughs become the run's situations. */
	public static OperationJob<SampleOperation.Result> sample(SampleOperation.Settings settings, RunContext.Runners runners) {
		return new OperationJob<>(new SampleOperation(settings), runners, r -> RunResults.add(run(settings, r)));
	}

	static RunResults.Run run(EnumerateOperation.Settings s, EnumerateOperation.Result result, List<RunResults.Sample> samples,
			List<String> runnerOptions) {
		Enumeration.Result r = result.counts();
		String figure = r.cancelled()
				? (r.deadEnds() > 0 ? "stopped; " + labyrinth.kernel.run.RunProgress.amount(r.deadEnds(), "dead ends") + " so far" : "stopped; no dead end so far")
				: r.firstDeadEndIndex() >= 0 ? String.format(Locale.ROOT, "first dead end after %,d completed", r.firstDeadEndIndex())
						: "no dead end";
		// the first line is the table's; the Run tab shows where each rule was first needed below it
		if (!r.firstNeeds().isEmpty()) figure += "\n" + FirstNeed.summary(r.firstNeeds(), false);
		return new RunResults.Run("exhaustive", s.size(), result.ruleSet(), r.completed() + r.deadEnds(), r.completed(), r.deadEnds(),
				figure, r.seconds(), r.ruleIds(), r.firings(), List.of(), r.cancelled(), null, samples, null, null, result.digest(),
				command(CommandLines.of(s), runnerOptions));
	}

	static RunResults.Run run(RandomOperation.Settings s, RandomOperation.Row row, List<String> runnerOptions) {
		RandomWalks.Result r = row.walks();
		List<Board> situations = new ArrayList<>();
		for (RandomWalks.Failure f : r.failures()) if (situations.size() < KEPT_SITUATIONS) situations.add(f.board());
		long done = r.completed() + r.deadEnds();
		String figure;
		labyrinth.kernel.stats.Proportion rate = r.deadEndRate();
		if (r.deadEnds() > 0) figure = String.format(Locale.ROOT, "%.2f walks before an error %s", r.averageBeforeError(), rate.missesPerHitText());
		else figure = String.format(Locale.ROOT, "no error in %,d walks %s", done, rate.missesPerHitText());
		if (r.cancelled()) figure = "stopped after " + String.format(Locale.ROOT, "%,d", done) + " walks; " + figure;
		if (!r.firstNeeds().isEmpty()) figure += "\n" + FirstNeed.summary(r.firstNeeds(), true);
		Double perError = r.deadEnds() > 0 ? r.averageBeforeError() : null;
		RandomOperation.Settings one = new RandomOperation.Settings(List.of(r.size()), s.rules(), s.walks(), s.seed(), s.checkpoint(), s.save(),
				s.keepFailures(), s.costs(), s.seconds());
		return new RunResults.Run("random", r.size(), row.ruleSet(), done, r.completed(), r.deadEnds(), figure, r.seconds(), r.ruleIds(),
				r.firings(), situations, r.cancelled(), null, List.of(), perError, s.seed(), row.digest(), command(CommandLines.of(one), runnerOptions));
	}

	static RunResults.Run run(DiscoverOperation.Settings s, DiscoverOperation.Result r) {
		long walks = r.finding().walksSearched();
		String figure = r.found() ? r.finding().mistake().describe(r.finding().board()) + (r.culprit() == null ? "" : " (" + r.culprit() + ")")
				: String.format(Locale.ROOT, "%sno wrong decision in %,d walks", r.cancelled() ? "stopped; " : "", walks);
		return new RunResults.Run("discovery", s.size(), r.ruleSet(), walks, 0, r.found() ? 1 : 0, figure, 0, List.of(), new long[0],
				r.found() ? List.of(r.finding().board()) : List.of(), r.cancelled(), r.proposalText(), List.of(), null,
				s.exhaustive() ? null : s.seed(), r.digest(), CommandLines.text(CommandLines.of(s)));
	}

	/**
	 * The figure is where the walker's shape differs from uniform, on its first line (the table's column), and then
	 * the whole table as the command line prints it.
	 */
	static RunResults.Run run(SampleOperation.Settings s, SampleOperation.Result r) {
		List<Board> drawn = new ArrayList<>();
		for (String moves : r.moves()) {
			if (drawn.size() == KEPT_SITUATIONS) break;
			drawn.add(Board.of(s.size(), MoveLetters.walkable(moves, s.size())));
		}
		String table = r.withoutMoves().text();
		long walkerWalks = r.walker() == null ? 0 : r.walker().walks();
		long completed = r.walker() == null ? 0 : r.walker().completed();
		String figure = r.walkthroughs() == null ? table : r.verdict() + "\n" + table;
		return new RunResults.Run("sample", s.size(), r.walker() == null ? null : r.walker().ruleSet(), walkerWalks, completed,
				walkerWalks - completed, figure, r.countSeconds() + r.drawSeconds(), List.of(), new long[0], drawn, r.cancelled(), null,
				List.of(), null, s.seed(), null, CommandLines.text(CommandLines.of(s)));
	}

	/** The command line that repeats a run: the operation's options, then the runners'. */
	private static String command(List<String> operation, List<String> runnerOptions) {
		List<String> line = new ArrayList<>(operation);
		line.addAll(runnerOptions);
		return CommandLines.text(line);
	}

	/** The counts of a run so far, about four times a second. */
	static final class Samples {
		private final List<RunResults.Sample> samples = new ArrayList<>();
		private final long start = System.nanoTime();

		synchronized void add(RunProgress p) {
			double seconds = (System.nanoTime() - start) / 1e9;
			long completed = Math.max(0, p.count("completed"));
			long dead = Math.max(0, p.count("dead ends"));
			if (samples.isEmpty() || seconds - samples.getLast().seconds() >= SAMPLE_SECONDS) {
				samples.add(new RunResults.Sample(seconds, completed + dead, dead));
			}
		}

		/** The samples with the final counts, on the samples' own clock (the curve must not run back). */
		synchronized List<RunResults.Sample> close(EnumerateOperation.Result r) {
			samples.add(new RunResults.Sample((System.nanoTime() - start) / 1e9, r.counts().completed() + r.counts().deadEnds(),
					r.counts().deadEnds()));
			return List.copyOf(samples);
		}
	}
}
