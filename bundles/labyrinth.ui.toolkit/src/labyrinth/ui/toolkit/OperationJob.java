package labyrinth.ui.toolkit;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/**
 * Runs an {@link Operation} as a cancellable job, the workbench's thin caller of the same operation the command line
 * runs: its progress in the progress bar (the same counts as the command line's progress line), its result handed to
 * {@code done} (on the job's thread), bad input reported as the job's error with the operation's message.
 */
public class OperationJob<R extends RunResult> extends Job {
	/** Units of the progress bar: the share of the work done, in thousandths. */
	private static final int UNITS = 1000;

	private final Operation<R> operation;
	private final RunContext.Runners runners;
	private final Consumer<R> done;
	private final AtomicBoolean cancel = new AtomicBoolean();
	private volatile RunProgress last;
	private volatile Consumer<RunProgress> tap;
	private volatile R result;

	public OperationJob(Operation<R> operation, RunContext.Runners runners, Consumer<R> done) {
		super(operation.title());
		this.operation = operation;
		this.runners = runners;
		this.done = done;
		setUser(true);
	}

	/** On the runner of the preferences (this machine's threads or the cluster). */
	public OperationJob(Operation<R> operation, Consumer<R> done) {
		this(operation, RunPreferences.runners(), done);
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		monitor.beginTask(getName(), UNITS);
		int[] worked = { 0 };
		try (RunContext context = new RunContext(runners, cancel, p -> {
			last = p;
			Consumer<RunProgress> t = tap;
			if (t != null) t.accept(p);
			monitor.subTask(p.line());
			double f = p.fraction();
			int now = f < 0 ? worked[0] : (int) (f * UNITS);
			synchronized (worked) {
				if (now > worked[0]) {
					monitor.worked(now - worked[0]);
					worked[0] = now;
				}
			}
			if (monitor.isCanceled()) cancel.set(true);
		}, warning -> ILog.of(OperationJob.class).warn(getName() + ": " + warning))) {
			R r = operation.run(context);
			result = r;
			done.accept(r);
			if (r.problem() != null) return Status.warning(getName() + ": " + r.problem());
			return r.cancelled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
		} catch (IOException | IllegalArgumentException e) {
			return Status.error(getName() + ": " + e.getMessage(), e);
		} finally {
			monitor.done();
		}
	}

	@Override
	protected void canceling() {
		cancel.set(true);
	}

	/** Also hands each progress report to {@code t} (for a curve of the counts over time). */
	public void setProgressTap(Consumer<RunProgress> t) {
		tap = t;
	}

	/** The last progress the run reported, or null. */
	public RunProgress lastProgress() {
		return last;
	}

	/** The result once the run is over, else null. */
	public R result() {
		return result;
	}

	public Operation<R> operation() {
		return operation;
	}
}
