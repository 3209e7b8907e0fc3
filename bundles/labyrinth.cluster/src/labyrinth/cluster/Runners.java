package labyrinth.cluster;

import java.io.IOException;
import java.util.function.Consumer;

import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.kernel.tasks.TaskRunner;

/**
 * Where the tasks of a run go, the one policy for the command line and the workbench: this machine's pool of threads,
 * or a Hazelcast cluster that this process joins as a member.
 */
public final class Runners {
	private Runners() {
	}

	/**
	 * @param cluster the cluster to join, or null for this machine's {@code threads}
	 * @param notes   hears where the tasks run, and that no member answered
	 */
	public static TaskRunner open(int threads, ClusterOptions cluster, Consumer<String> notes) throws IOException {
		if (cluster == null) return new LocalTaskRunner(threads);
		String members = String.join(",", cluster.members());
		ClusterTaskRunner r;
		try {
			r = ClusterTaskRunner.join(cluster);
		} catch (RuntimeException e) {
			throw new IOException("could not start a cluster member to join " + members + ": " + e.getMessage(), e);
		}
		notes.accept("tasks run on the " + r.describe());
		if (r.members() == 1) {
			notes.accept("warning: no member answered at " + members + " (is a worker running there, with the same cluster name?); this process"
					+ " runs every task itself");
		}
		return r;
	}
}
