package labyrinth.cluster;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.concurrent.ThreadLocalRandom;

/** Ports for members started on this machine (the bench, the tests). */
public final class FreePorts {
	/**
	 * Below every system's range for outgoing connections (Linux from 32768, Windows and macOS from 49152). A port the
	 * system hands out is free only until the next outgoing connection takes it, often a member's own connection to its
	 * peer, between choosing the port and binding it; a port from here is never handed out.
	 */
	static final int LOWEST = 20000, BEYOND = 32768;

	private FreePorts() {
	}

	/**
	 * {@code n} different ports, each free now and outside the range the system hands out. The sockets are held open
	 * together while they are chosen, so no port is chosen twice.
	 */
	public static int[] take(int n) throws IOException {
		ServerSocket[] sockets = new ServerSocket[n];
		try {
			int[] ports = new int[n];
			for (int i = 0; i < n; i++) {
				sockets[i] = bindSomewhereIn(LOWEST, BEYOND);
				ports[i] = sockets[i].getLocalPort();
			}
			return ports;
		} finally {
			for (ServerSocket s : sockets) {
				if (s != null) s.close();
			}
		}
	}

	private static ServerSocket bindSomewhereIn(int lowest, int beyond) throws IOException {
		int span = beyond - lowest, start = ThreadLocalRandom.current().nextInt(span);
		for (int k = 0; k < span; k++) {
			try {
				return new ServerSocket(lowest + (start + k) % span);
			} catch (IOException taken) {
				// a port some other program listens on, or one held by an earlier pick: try the next
			}
		}
		throw new IOException("no free port between " + lowest + " and " + (beyond - 1));
	}
}
