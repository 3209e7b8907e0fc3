package labyrinth.kernel.tasks;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntConsumer;

/** A batch run that is a fixed list of tasks (one per board size, per entry, ...): the simplest {@link TaskSource}. */
public final class TaskList<R extends TaskResult> implements TaskSource<R> {
	private final List<? extends Task<R>> tasks;
	private final Map<String, R> results = new HashMap<>();
	private final IntConsumer done;
	private int next;

	private TaskList(List<? extends Task<R>> tasks, IntConsumer done) {
		this.tasks = tasks;
		this.done = done;
	}

	/**
	 * Runs the tasks on {@code runner}; returns their results in the order of {@code tasks}, with null for those a
	 * cancel left undone. {@code done} (may be null) hears how many are finished after each one.
	 */
	public static <R extends TaskResult> List<R> run(List<? extends Task<R>> tasks, TaskRunner runner, AtomicBoolean cancel,
			IntConsumer done) throws InterruptedException {
		TaskList<R> list = new TaskList<>(tasks, done);
		try {
			runner.run(list, cancel, null);
		} catch (TaskRunner.TaskFailedException e) {
			throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
		}
		List<R> out = new ArrayList<>(tasks.size());
		for (Task<R> t : tasks) out.add(list.results.get(t.id()));
		return out;
	}

	@Override
	public Task<R> next() {
		return next < tasks.size() ? tasks.get(next++) : null;
	}

	@Override
	public void accept(Task<R> task, R result) {
		results.put(task.id(), result);
		if (done != null) done.accept(results.size());
	}

	@Override
	public boolean finished() {
		return results.size() == tasks.size();
	}

	@Override
	public long tasksKnown() {
		return tasks.size();
	}
}
