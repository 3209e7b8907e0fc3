package labyrinth.core.tasks;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** The default: tasks on a thread pool of this machine, no set-up. */
public final class LocalTaskRunner extends TaskRunner {
	private final int threads;
	private final ExecutorService pool;
	private final String name;

	public LocalTaskRunner(int threads) {
		if (threads < 1) throw new IllegalArgumentException("threads must be at least 1, got " + threads);
		this.threads = threads;
		this.name = "local";
		this.pool = Executors.newFixedThreadPool(threads, r -> {
			Thread t = new Thread(r, "labyrinth-task");
			t.setDaemon(true);
			return t;
		});
	}

	@Override
	protected void dispatch(Task<?> task, TaskControl control, Completion completion) {
		pool.execute(() -> {
			TaskResult result;
			try {
				result = task.run(control);
			} catch (RuntimeException | Error e) {
				completion.failed(e, false);
				return;
			}
			completion.done(name, result);
		});
	}

	@Override
	public int capacity() {
		return 2 * threads;
	}

	@Override
	public int members() {
		return 1;
	}

	@Override
	public String describe() {
		return "this machine, " + threads + (threads == 1 ? " thread" : " threads");
	}

	@Override
	public void close() {
		pool.shutdownNow();
	}
}
