package labyrinth.cluster;

import java.util.ArrayList;
import java.util.List;

/**
 * How a member joins: the members to contact (HOST:PORT), the cluster name (members with another name are refused),
 * the address to bind to (null: Hazelcast's choice), this member's port (0: 5701 or the next free one) and how many
 * tasks it runs at once.
 */
public record ClusterOptions(List<String> members, String clusterName, String bind, int port, int threads) {
	public static final String DEFAULT_NAME = "labyrinth";
	public static final int DEFAULT_PORT = 5701;

	public ClusterOptions {
		members = List.copyOf(members);
		if (clusterName == null || clusterName.isBlank()) throw new IllegalArgumentException("the cluster name is empty");
		if (port < 0 || port > 65535) throw new IllegalArgumentException("port " + port + " is outside 1..65535");
		if (threads < 1) throw new IllegalArgumentException("threads must be at least 1, got " + threads);
	}

	/**
	 * Parses {@code HOST:PORT[,HOST:PORT...]}; the message names {@code option} and the entry that is wrong.
	 */
	public static List<String> parseMembers(String text, String option) {
		List<String> out = new ArrayList<>();
		for (String raw : text.split(",", -1)) { // -1: a trailing empty member is an error, not dropped
			String m = raw.strip();
			int colon = m.lastIndexOf(':');
			if (m.isEmpty() || colon <= 0 || colon == m.length() - 1) {
				throw new IllegalArgumentException(option + " expects HOST:PORT[,HOST:PORT...], got '" + m + "' in '" + text + "'");
			}
			int port;
			try {
				port = Integer.parseInt(m.substring(colon + 1));
			} catch (NumberFormatException e) {
				throw new IllegalArgumentException(option + ": '" + m.substring(colon + 1) + "' in '" + m + "' is not a port number");
			}
			if (port < 1 || port > 65535) throw new IllegalArgumentException(option + ": port " + port + " in '" + m + "' is outside 1..65535");
			out.add(m);
		}
		return out;
	}
}
