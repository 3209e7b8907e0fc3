package labyrinth.core.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.tasks.Task;
import labyrinth.kernel.tasks.TaskControl;
import labyrinth.kernel.tasks.TaskResult;
import labyrinth.kernel.tasks.TaskRunner;

/**
 * Runs tasks in the caller's thread, in batches of a given size whose tasks are reported last first: with batches
 * of three, the middle task finishes before the first and after the last. A short batch at the end is reported
 * after a short wait. Can set a cancel flag after a number of tasks, as a user stopping a run would.
 */
final class InlineRunner extends TaskRunner {
	private final int batch;
	private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
		Thread t = new Thread(r, "inline-runner");
		t.setDaemon(true);
		return t;
	});
	private final List<Runnable> held = new ArrayList<>();
	private int batchNumber;
	private int reversed;
	private int reported;
	private int stopAfter = Integer.MAX_VALUE;
	private AtomicBoolean cancel;

	InlineRunner(int batch) {
		this.batch = batch;
	}

	/** Sets {@code flag} once {@code tasks} tasks have been reported. */
	InlineRunner stopAfter(int tasks, AtomicBoolean flag) {
		this.stopAfter = tasks;
		this.cancel = flag;
		return this;
	}

	/** Full batches reported last first (batches of more than one task). */
	int reversedBatches() {
		return reversed;
	}

	@Override
	protected synchronized void dispatch(Task<?> task, TaskControl control, Completion completion) {
		TaskResult result = task.run(control);
		held.add(() -> {
			completion.done("inline", result);
			if (++reported >= stopAfter) cancel.set(true);
		});
		if (held.size() < batch) {
			int b = batchNumber;
			timer.schedule(() -> release(b), 100, TimeUnit.MILLISECONDS);
			return;
		}
		release(batchNumber);
		if (batch > 1) reversed++;
	}

	private synchronized void release(int b) {
		if (b != batchNumber) return; // that batch was reported in full already
		batchNumber++;
		for (int i = held.size() - 1; i >= 0; i--) held.get(i).run();
		held.clear();
	}

	@Override
	public int capacity() {
		return batch;
	}

	@Override
	public int members() {
		return 1;
	}

	@Override
	public String describe() {
		return "inline, batches of " + batch + " reported last first";
	}

	@Override
	public void close() {
		timer.shutdownNow();
	}
}
