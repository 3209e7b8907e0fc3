package labyrinth.cluster;

import java.io.Serializable;
import java.util.concurrent.Callable;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;

import labyrinth.kernel.tasks.Task;
import labyrinth.kernel.tasks.TaskControl;
import labyrinth.kernel.tasks.TaskResult;

/** A task as it travels to a member; it comes back with the result and the member that ran it. */
final class RemoteTask implements Callable<RemoteTask.Answer>, Serializable, HazelcastInstanceAware {
	private static final long serialVersionUID = 1L;

	record Answer(String member, TaskResult result) implements Serializable {
		private static final long serialVersionUID = 1L;
	}

	private final Task<?> task;
	private transient String member = "?";
	private transient java.util.concurrent.atomic.AtomicLong tasksRun;

	RemoteTask(Task<?> task) {
		this.task = task;
	}

	@Override
	public void setHazelcastInstance(HazelcastInstance hz) {
		member = Members.name(hz.getCluster().getLocalMember());
		tasksRun = (java.util.concurrent.atomic.AtomicLong) hz.getUserContext().get(Members.TASKS_RUN);
	}

	@Override
	public Answer call() {
		// a task on a member is not told about a cancel: it ends within its time budget anyway
		Answer a = new Answer(member, task.run(TaskControl.NEVER));
		if (tasksRun != null) tasksRun.incrementAndGet();
		return a;
	}
}
