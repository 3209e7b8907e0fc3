package labyrinth.cluster;

import java.io.IOException;
import java.net.ServerSocket;

/** Ports for members started on this machine (the bench, the tests). */
public final class FreePorts {
	private FreePorts() {
	}

	/**
	 * {@code n} different ports that are free now. The sockets are held open together while they are chosen, so the
	 * system cannot hand one out twice, as it may when ports are asked for one after the other.
	 */
	public static int[] take(int n) throws IOException {
		ServerSocket[] sockets = new ServerSocket[n];
		try {
			int[] ports = new int[n];
			for (int i = 0; i < n; i++) {
				sockets[i] = new ServerSocket(0);
				ports[i] = sockets[i].getLocalPort();
			}
			return ports;
		} finally {
			for (ServerSocket s : sockets) {
				if (s != null) s.close();
			}
		}
	}
}
