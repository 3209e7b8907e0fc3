package labyrinth.kernel.run;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.kernel.tasks.TaskRunner;

/**
 * What an {@link Operation} gets from its caller: where its tasks run (opened on first use, closed with the context),
 * the flag that stops it (Ctrl+C, a job's cancel, a time limit), where its progress and warnings go.
 */
public final class RunContext implements AutoCloseable {
	/** Opens the runner of a run: a local pool, or this process joining a cluster (which may fail). */
	@FunctionalInterface
	public interface Runners {
		TaskRunner open() throws IOException;

		/** The command line's options that choose these runners ({@code --threads N}, {@code --cluster ...}); none: the default. */
		default java.util.List<String> options() {
			return java.util.List.of();
		}
	}

	/** Progress goes out at most this often (the last report of a run always goes). */
	private static final long PROGRESS_NANOS = 100_000_000L;

	private final Runners runners;
	private final AtomicBoolean cancel;
	private final Consumer<RunProgress> progress;
	private final Consumer<String> warnings;
	private TaskRunner runner;
	private long lastReport;
	private Thread timer;

	/**
	 * @param runners  opens the task runner on first use (a local pool or a cluster)
	 * @param cancel   set to stop the run; it then ends with partial figures
	 * @param progress hears where the run stands, from any thread; may be null
	 * @param warnings hears problems that do not stop the run ("the rule file has a warning"); may be null
	 */
	public RunContext(Runners runners, AtomicBoolean cancel, Consumer<RunProgress> progress, Consumer<String> warnings) {
		this.runners = runners;
		this.cancel = cancel;
		this.progress = progress;
		this.warnings = warnings;
	}

	/** A context for tests and tools: a local pool of {@code threads}, no progress, warnings dropped. */
	public static RunContext local(int threads) {
		return new RunContext(() -> new LocalTaskRunner(threads), new AtomicBoolean(), null, null);
	}

	/** Where the tasks run; opened by the first call. */
	public synchronized TaskRunner runner() throws IOException {
		if (runner == null) runner = runners.open();
		return runner;
	}

	public AtomicBoolean cancel() {
		return cancel;
	}

	public boolean cancelled() {
		return cancel.get();
	}

	/** Stops the run after {@code seconds} (0: no limit), as a cancel does: the result says it was stopped. */
	public synchronized void stopAfter(double seconds) {
		if (!(seconds > 0)) return;
		long millis = (long) Math.ceil(seconds * 1000);
		timer = Thread.ofPlatform().daemon().name("labyrinth-time-limit").start(() -> {
			try {
				Thread.sleep(millis);
				cancel.set(true);
			} catch (InterruptedException e) {
				// the run ended first
			}
		});
	}

	/** Reports progress, at most every tenth of a second unless {@code last}. */
	public void report(RunProgress p, boolean last) {
		if (progress == null) return;
		synchronized (this) {
			long now = System.nanoTime();
			if (!last && lastReport != 0 && now - lastReport < PROGRESS_NANOS) return;
			lastReport = now;
		}
		progress.accept(p);
	}

	public void report(RunProgress p) {
		report(p, false);
	}

	public void warn(String message) {
		if (warnings != null) warnings.accept(message);
	}

	@Override
	public synchronized void close() {
		if (timer != null) timer.interrupt();
		if (runner != null) runner.close();
		runner = null;
	}
}
