package labyrinth.kernel.tasks;

/**
 * A long run as a stream of tasks. A {@link TaskRunner} calls it from one thread only, so implementations need no
 * locks: it hands out tasks, takes each result once, and may hand out new tasks because of a result (a task that
 * stopped after its time budget names the work it left).
 */
public interface TaskSource<R extends TaskResult> {
	/** The next task to run, or null if none can be handed out now. */
	Task<R> next();

	/** The result of a task this source handed out; called once per task id. */
	void accept(Task<R> task, R result);

	/** True when every task is done and nothing more will come. */
	boolean finished();

	/** Tasks done and waiting, for progress (it may grow while the run goes on). */
	long tasksKnown();

	/** Called about once a second while the run goes on, and once at its end (e.g. to write a checkpoint). */
	default void tick() {
	}
}
