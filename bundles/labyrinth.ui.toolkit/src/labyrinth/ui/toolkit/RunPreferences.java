package labyrinth.ui.toolkit;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;

import labyrinth.cluster.ClusterOptions;
import labyrinth.cluster.Runners;
import labyrinth.kernel.run.RunContext;

/**
 * Where the workbench's long runs go, for every domain's views and launch configurations: this machine's threads, or
 * the Hazelcast cluster named in the preferences, which the workbench joins as a member ({@link Runners}, as the
 * command line does).
 */
public final class RunPreferences {
	/** The preference node (named after the 1.0 bundle, so that settings carry over). */
	public static final String NODE = "labyrinth.ui";
	/** Members of a Hazelcast cluster for long runs (HOST:PORT,...); empty: this machine's threads. */
	public static final String CLUSTER_MEMBERS = "clusterMembers";
	public static final String CLUSTER_NAME = "clusterName";
	/** Where the members are set, for messages. */
	public static final String WHERE = "Preferences > Labyrinth > Cluster members";

	private RunPreferences() {
	}

	public static IEclipsePreferences node() {
		return InstanceScope.INSTANCE.getNode(NODE);
	}

	/** The cluster of the preferences, or null for this machine's threads; a member list that does not parse names the preference. */
	public static ClusterOptions cluster() {
		String members = node().get(CLUSTER_MEMBERS, "").strip();
		if (members.isEmpty()) return null;
		String name = node().get(CLUSTER_NAME, ClusterOptions.DEFAULT_NAME).strip();
		return new ClusterOptions(ClusterOptions.parseMembers(members, WHERE), name.isEmpty() ? ClusterOptions.DEFAULT_NAME : name, null, 0,
				Runtime.getRuntime().availableProcessors());
	}

	/**
	 * Opens the runner of the preferences when a run first needs it (a member list that does not parse then fails the
	 * run, naming the preference); notes go to the error log as information.
	 */
	public static RunContext.Runners runners() {
		return () -> {
			ClusterOptions cluster;
			try {
				cluster = cluster();
			} catch (IllegalArgumentException e) {
				throw new java.io.IOException(e.getMessage(), e);
			}
			return runners(Runtime.getRuntime().availableProcessors(), cluster).open();
		};
	}

	/** This machine's {@code threads}, or the cluster {@code cluster} (null: none). */
	public static RunContext.Runners runners(int threads, ClusterOptions cluster) {
		return new RunContext.Runners() {
			@Override
			public labyrinth.kernel.tasks.TaskRunner open() throws java.io.IOException {
				return Runners.open(threads, cluster, note -> ILog.of(RunPreferences.class).info(note));
			}

			@Override
			public java.util.List<String> options() {
				return cluster == null ? java.util.List.of("--threads", Integer.toString(threads))
						: java.util.List.of("--cluster", String.join(",", cluster.members()), "--threads", Integer.toString(threads));
			}
		};
	}
}
