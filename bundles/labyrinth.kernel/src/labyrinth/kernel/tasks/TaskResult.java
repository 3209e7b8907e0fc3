package labyrinth.kernel.tasks;

import java.io.Serializable;

/** What a task answers; serializable so it can come back from a cluster member. */
public interface TaskResult extends Serializable {
	/** Walks (or tours, boards, searches) the task finished: the unit of the throughput shown while running. */
	long work();
}
