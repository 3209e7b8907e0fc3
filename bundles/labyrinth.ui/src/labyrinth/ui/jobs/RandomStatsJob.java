package labyrinth.ui.jobs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import labyrinth.core.grid.Board;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.core.walk.RandomWalks;
import labyrinth.ui.Preferences;

/** Seeded random walks as a cancellable job; the failing situations are kept for the Results view. */
public class RandomStatsJob extends Job {
	/** Failing situations kept per run (each becomes a thumbnail). */
	public static final int KEEP = 24;

	private final int size;
	private final RuleSetSpec rules;
	private final int walks;
	private final long seed;
	private final AtomicBoolean cancel = new AtomicBoolean();

	public RandomStatsJob(int size, RuleSetSpec rules, int walks, long seed) {
		super("Random statistics " + size + "x" + size + ", " + walks + " walks, seed " + seed);
		this.size = size;
		this.rules = rules;
		this.walks = walks;
		this.seed = seed;
		setUser(true);
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
		RandomWalks.Result r;
		try (TaskRunner runner = Preferences.runner()) {
			monitor.subTask("on " + runner.describe());
			r = RandomWalks.run(size, rules, walks, seed, runner, KEEP, cancel, null);
		} catch (IllegalArgumentException e) {
			return Status.error("Random statistics did not start: " + e.getMessage(), e);
		} finally {
			monitor.done();
		}
		List<Board> situations = new ArrayList<>();
		for (RandomWalks.Failure f : r.failures()) situations.add(f.board());
		String figure = r.deadEnds() == 0 ? "no error"
				: String.format(java.util.Locale.ROOT, "%.2f walks before an error", r.averageBeforeError());
		RunResults.add(new RunResults.Run("random", size, rules.name(), r.completed() + r.deadEnds(), r.completed(),
				r.deadEnds(), figure, r.seconds(), r.ruleIds(), r.firings(), situations, r.cancelled()));
		return r.cancelled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
	}

	@Override
	protected void canceling() {
		cancel.set(true);
	}
}
