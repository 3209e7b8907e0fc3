package labyrinth.cluster;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import com.hazelcast.spi.exception.TargetNotMemberException;

import labyrinth.kernel.tasks.Task;
import labyrinth.kernel.tasks.TaskControl;
import labyrinth.kernel.tasks.TaskRunner;

/**
 * Runs tasks on a Hazelcast cluster. This process joins as a member itself (so it works too) and hands each task to
 * the least busy member's executor; a task whose member leaves is run again elsewhere, and the run takes one answer
 * per task id.
 */
public final class ClusterTaskRunner extends TaskRunner {
	private final HazelcastInstance hz;
	private final IExecutorService executor;
	/** Tasks sent to each member and not answered yet. */
	private final Map<UUID, AtomicInteger> inFlight = new ConcurrentHashMap<>();

	private ClusterTaskRunner(HazelcastInstance hz) {
		this.hz = hz;
		this.executor = hz.getExecutorService(Members.EXECUTOR);
	}

	/** Starts this process's member and joins the cluster of {@code options.members()}. */
	public static ClusterTaskRunner join(ClusterOptions options) {
		return new ClusterTaskRunner(Members.start(options));
	}

	/**
	 * Sends the task to the member with the fewest tasks per thread in flight (Hazelcast's own choice is random, which
	 * leaves a member idle while another has a queue). If that member leaves, the task comes back as lost.
	 */
	@Override
	protected void dispatch(Task<?> task, TaskControl control, Completion completion) {
		Member target = leastLoaded();
		AtomicInteger load = inFlight.computeIfAbsent(target.getUuid(), k -> new AtomicInteger());
		load.incrementAndGet();
		try {
			executor.submitToMember(new RemoteTask(task), target, new ExecutionCallback<RemoteTask.Answer>() {
				@Override
				public void onResponse(RemoteTask.Answer answer) {
					load.decrementAndGet();
					completion.done(answer.member(), answer.result());
				}

				@Override
				public void onFailure(Throwable t) {
					load.decrementAndGet();
					completion.failed(t, isLost(t));
				}
			});
		} catch (RuntimeException e) {
			load.decrementAndGet();
			completion.failed(e, isLost(e));
		}
	}

	private Member leastLoaded() {
		Member best = null;
		double bestLoad = Double.MAX_VALUE;
		for (Member m : hz.getCluster().getMembers()) {
			AtomicInteger n = inFlight.get(m.getUuid());
			double load = (n == null ? 0 : n.get()) / (double) threads(m);
			if (load < bestLoad) {
				best = m;
				bestLoad = load;
			}
		}
		return best;
	}

	private static int threads(Member m) {
		String t = m.getAttribute(Members.THREADS);
		return t == null ? 1 : Integer.parseInt(t);
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
		for (Member m : hz.getCluster().getMembers()) threads += threads(m);
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
		int n = members();
		return "cluster '" + hz.getConfig().getClusterName() + "' of " + n + (n == 1 ? " member (" : " members (")
				+ String.join(", ", memberNames()) + ")";
	}

	@Override
	public void close() {
		hz.shutdown();
	}
}
