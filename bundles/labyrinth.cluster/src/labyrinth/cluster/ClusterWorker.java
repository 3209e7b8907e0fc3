package labyrinth.cluster;

import java.util.concurrent.CountDownLatch;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.LifecycleEvent;

/** A member that only takes tasks, until its process is stopped or {@link #stop()} is called. */
public final class ClusterWorker implements AutoCloseable {
	private final HazelcastInstance hz;
	private final CountDownLatch stopped = new CountDownLatch(1);

	private ClusterWorker(HazelcastInstance hz) {
		this.hz = hz;
		hz.getLifecycleService().addLifecycleListener(e -> {
			if (e.getState() == LifecycleEvent.LifecycleState.SHUTDOWN) stopped.countDown();
		});
		if (!hz.getLifecycleService().isRunning()) stopped.countDown();
	}

	public static ClusterWorker start(ClusterOptions options) {
		return new ClusterWorker(Members.start(options));
	}

	/** This member's address. */
	public String address() {
		return Members.name(hz.getCluster().getLocalMember());
	}

	/** Tasks this member has run to the end. */
	public long tasksRun() {
		return ((java.util.concurrent.atomic.AtomicLong) hz.getUserContext().get(Members.TASKS_RUN)).get();
	}

	public int members() {
		return hz.getCluster().getMembers().size();
	}

	/** Blocks until the member is shut down (by {@link #stop()}, a signal, or the cluster). */
	public void awaitStop() throws InterruptedException {
		stopped.await();
	}

	/** Leaves the cluster at once, as a killed process would (for tests of lost members). */
	public void kill() {
		hz.getLifecycleService().terminate();
	}

	public void stop() {
		hz.shutdown();
	}

	@Override
	public void close() {
		if (hz.getLifecycleService().isRunning()) hz.shutdown();
	}
}
