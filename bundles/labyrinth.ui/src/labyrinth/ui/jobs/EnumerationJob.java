package labyrinth.ui.jobs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.core.walk.Enumeration;
import labyrinth.ui.Preferences;

/** Exhaustive left-first enumeration as a cancellable job; the result goes to {@link RunResults}. */
public class EnumerationJob extends Job {
	private final int size;
	private final RuleSetSpec rules;
	private final AtomicBoolean cancel = new AtomicBoolean();
	/** Seconds between two samples of the run's counts. */
	static final double SAMPLE_SECONDS = 0.25;

	public EnumerationJob(int size, RuleSetSpec rules) {
		super("Exhaustive run " + size + "x" + size + " (" + rules.name() + ")");
		this.size = size;
		this.rules = rules;
		setUser(true);
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		monitor.beginTask(getName(), 1000);
		int[] reported = { 0 };
		List<RunResults.Sample> samples = new ArrayList<>();
		long start = System.nanoTime();
		Enumeration.Result r;
		try (TaskRunner runner = Preferences.runner()) {
			monitor.subTask("on " + runner.describe());
			r = new Enumeration(size, rules).runner(runner).cancelFlag(cancel).progress((done, total, completed, dead) -> {
			int now = (int) (1000L * done / Math.max(1, total));
			synchronized (reported) {
				if (now > reported[0]) {
					monitor.worked(now - reported[0]);
					reported[0] = now;
				}
				double seconds = (System.nanoTime() - start) / 1e9;
				// at most a few samples a second: a curve over a long run, not a record of every prefix
				if (samples.isEmpty() || seconds - samples.get(samples.size() - 1).seconds() >= SAMPLE_SECONDS) {
					samples.add(new RunResults.Sample(seconds, completed + dead, dead));
				}
			}
			monitor.subTask(String.format(java.util.Locale.ROOT, "%,d/%,d tasks, %,d completed, %,d dead ends", done, total,
					completed, dead));
			}).run();
		} catch (java.io.IOException | IllegalArgumentException e) {
			return Status.error("Exhaustive run failed: " + e.getMessage(), e);
		} finally {
			monitor.done();
		}
		String figure = r.firstDeadEndIndex() >= 0 ? "first dead end after " + r.firstDeadEndIndex() : "no dead end";
		synchronized (reported) {
			// on the samples' clock, not the enumeration's own (which starts later): the curve must not run back
			samples.add(new RunResults.Sample((System.nanoTime() - start) / 1e9, r.completed() + r.deadEnds(), r.deadEnds()));
		}
		RunResults.add(new RunResults.Run("exhaustive", size, rules.name(), r.completed() + r.deadEnds(), r.completed(),
				r.deadEnds(), figure, r.seconds(), r.ruleIds(), r.firings(), List.of(), r.cancelled(), null, List.copyOf(samples)));
		return r.cancelled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
	}

	@Override
	protected void canceling() {
		cancel.set(true);
	}
}
