package labyrinth.cluster;

import java.util.List;
import java.util.Set;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import com.hazelcast.spi.exception.TargetNotMemberException;

import labyrinth.core.tasks.Task;
import labyrinth.core.tasks.TaskControl;
import labyrinth.core.tasks.TaskRunner;

/**
 * Runs tasks on a Hazelcast cluster. This process joins as a member itself (so it works too) and hands tasks to the
 * cluster's executor; a task whose member leaves is run again elsewhere, and the run takes one answer per task id.
 */
public final class ClusterTaskRunner extends TaskRunner {
	private final HazelcastInstance hz;
	private final IExecutorService executor;

	private ClusterTaskRunner(HazelcastInstance hz) {
		this.hz = hz;
		this.executor = hz.getExecutorService(Members.EXECUTOR);
	}

	/** Starts this process's member and joins the cluster of {@code options.members()}. */
	public static ClusterTaskRunner join(ClusterOptions options) {
		return new ClusterTaskRunner(Members.start(options));
	}

	@Override
	protected void dispatch(Task<?> task, TaskControl control, Completion completion) {
		try {
			executor.submit(new RemoteTask(task), new ExecutionCallback<RemoteTask.Answer>() {
				@Override
				public void onResponse(RemoteTask.Answer answer) {
					completion.done(answer.member(), answer.result());
				}

				@Override
				public void onFailure(Throwable t) {
					completion.failed(t, isLost(t));
				}
			});
		} catch (RuntimeException e) {
			completion.failed(e, isLost(e));
		}
	}

	/** The member went away (killed, network gone): not the task's fault, so it is run again. */
	static boolean isLost(Throwable t) {
		for (Throwable c = t; c != null; c = c.getCause()) {
			if (c instanceof MemberLeftException || c instanceof TargetNotMemberException
					|| c instanceof TargetDisconnectedException || c instanceof HazelcastInstanceNotActiveException) {
				return true;
			}
		}
		return false;
	}

	@Override
	public int capacity() {
		int threads = 0;
		for (Member m : hz.getCluster().getMembers()) {
			String t = m.getAttribute(Members.THREADS);
			threads += t == null ? 1 : Integer.parseInt(t);
		}
		return 2 * Math.max(1, threads);
	}

	@Override
	public int members() {
		return hz.getCluster().getMembers().size();
	}

	/** The members' addresses, this one first. */
	public List<String> memberNames() {
		Set<Member> all = hz.getCluster().getMembers();
		return all.stream().sorted((a, b) -> Boolean.compare(!a.localMember(), !b.localMember())).map(Members::name).toList();
	}

	@Override
	public String describe() {
		return "cluster '" + hz.getConfig().getClusterName() + "' of " + members() + " members (" + String.join(", ", memberNames()) + ")";
	}

	@Override
	public void close() {
		hz.shutdown();
	}
}
