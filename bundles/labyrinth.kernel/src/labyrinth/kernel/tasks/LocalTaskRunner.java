package labyrinth.kernel.tasks;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** The default: tasks on a thread pool of this machine, no set-up. */
public final class LocalTaskRunner extends TaskRunner {
	/**
	 * How long the JIT compiler is busy with the engine's code after the first pool starts. A pool with a thread for
	 * every core runs one worker short until then, so that the compiler has a core (the cold 7x7 enumeration on 2
	 * cores: median 0.37 s, against 0.44 s with both workers from the start).
	 */
	private static final long WARM_UP_NANOS = 500_000_000L;
	private static final long FIRST_POOL = System.nanoTime();

	private final int threads;
	private final ExecutorService pool;
	private final String name;

	public LocalTaskRunner(int threads) {
		this(threads, Runtime.getRuntime().availableProcessors(), WARM_UP_NANOS - (System.nanoTime() - FIRST_POOL));
	}

	/** {@code warmUpLeft}: how much longer the compiler warms up, if the pool has no spare core. */
	LocalTaskRunner(int threads, int cores, long warmUpLeft) {
		if (threads < 1) throw new IllegalArgumentException("threads must be at least 1, got " + threads);
		this.threads = threads;
		this.name = "local";
		this.pool = Executors.newFixedThreadPool(threads, r -> {
			Thread t = new Thread(r, "labyrinth-task");
			t.setDaemon(true);
			return t;
		});
		if (threads > 1 && threads >= cores && warmUpLeft > 0) {
			ThreadPoolExecutor workers = (ThreadPoolExecutor) pool;
			workers.setCorePoolSize(threads - 1);
			workers.setMaximumPoolSize(threads - 1);
			CompletableFuture.delayedExecutor(warmUpLeft, TimeUnit.NANOSECONDS).execute(() -> {
				workers.setMaximumPoolSize(threads);
				workers.setCorePoolSize(threads);
			});
		}
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
