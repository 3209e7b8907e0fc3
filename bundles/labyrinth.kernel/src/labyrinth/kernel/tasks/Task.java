package labyrinth.kernel.tasks;

import java.io.Serializable;

/**
 * A piece of a long run: a small serializable value that any worker (a local thread or a cluster member) can run.
 * Running it twice gives the same result, so a task re-run after a member died is counted once, by its id.
 *
 * @param <R> what it answers: plain counts, merged by the run that made the task
 */
public interface Task<R extends TaskResult> extends Serializable {
	/** Unique within its run; the run accepts one result per id. */
	String id();

	/** Does the work; may stop early when {@code control} asks to, and then says in its result what is left. */
	R run(TaskControl control);
}
