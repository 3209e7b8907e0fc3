package labyrinth.cluster;

import com.hazelcast.config.ClassFilter;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;

/**
 * Starts a Hazelcast member configured for our runs: a TCP member list only (no multicast, no cloud discovery, no
 * phone-home), a cluster name that must match, Java deserialization limited to our classes and the JDK's, and one
 * executor whose pool runs our tasks. Coordinator and workers start the same way.
 */
public final class Members {
	/** The executor that runs tasks on every member. */
	static final String EXECUTOR = "labyrinth-tasks";
	/** Key in the member's user context of its count of tasks run. */
	static final String TASKS_RUN = "labyrinth.tasksRun";
	/** Member attribute: how many tasks this member runs at once. */
	static final String THREADS = "labyrinth.threads";

	private Members() {
	}

	public static HazelcastInstance start(ClusterOptions o) {
		return Hazelcast.newHazelcastInstance(config(o));
	}

	static Config config(ClusterOptions o) {
		Config c = new Config();
		c.setClusterName(o.clusterName());
		c.setInstanceName("labyrinth-" + java.util.UUID.randomUUID());
		// inside OSGi, Hazelcast must see the task classes of every domain: this bundle imports them when first asked
		// (DynamicImport-Package), so it needs no dependency on the domains
		c.setClassLoader(Members.class.getClassLoader());
		c.setProperty("hazelcast.phone.home.enabled", "false");
		// its own log would print stack traces beside our one-line messages; -Dhazelcast.logging.type=jdk shows it
		c.setProperty("hazelcast.logging.type", System.getProperty("hazelcast.logging.type", "none"));
		c.setProperty("hazelcast.shutdownhook.policy", "TERMINATE");
		NetworkConfig net = c.getNetworkConfig();
		net.setPort(o.port() == 0 ? ClusterOptions.DEFAULT_PORT : o.port()).setPortAutoIncrement(o.port() == 0);
		if (o.bind() != null) {
			net.getInterfaces().setEnabled(true).addInterface(o.bind());
			c.setProperty("hazelcast.socket.bind.any", "false");
		}
		JoinConfig join = net.getJoin();
		join.getMulticastConfig().setEnabled(false);
		join.getAutoDetectionConfig().setEnabled(false);
		join.getTcpIpConfig().setEnabled(true).setMembers(o.members());
		// a peer may only make us build our own task and result classes (and the JDK's, as Hazelcast's defaults allow)
		c.getSerializationConfig().setJavaSerializationFilterConfig(
				new JavaSerializationFilterConfig().setWhitelist(new ClassFilter().addPrefixes("labyrinth.")));
		c.getExecutorConfig(EXECUTOR).setPoolSize(o.threads()).setStatisticsEnabled(false);
		c.getMemberAttributeConfig().setAttribute(THREADS, Integer.toString(o.threads()));
		c.getUserContext().put(TASKS_RUN, new java.util.concurrent.atomic.AtomicLong());
		return c;
	}

	/** A member's address as a user reads it: host:port. */
	static String name(com.hazelcast.cluster.Member m) {
		return m.getAddress().getHost() + ":" + m.getAddress().getPort();
	}
}
