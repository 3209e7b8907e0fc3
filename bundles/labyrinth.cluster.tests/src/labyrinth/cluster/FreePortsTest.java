package labyrinth.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

class FreePortsTest {
	@Test
	void portsAreDifferentFreeAndBelowTheRangeTheSystemHandsOut() throws Exception {
		for (int round = 0; round < 20; round++) {
			int[] ports = FreePorts.take(3);
			assertEquals(3, Arrays.stream(ports).distinct().count(), Arrays.toString(ports));
			for (int p : ports) {
				assertTrue(p >= FreePorts.LOWEST && p < FreePorts.BEYOND, p + " is outside the range");
				try (ServerSocket s = new ServerSocket(p)) {
					assertEquals(p, s.getLocalPort());
				}
			}
		}
	}

	/** The race the range avoids: outgoing connections get their local ports from the system's range. */
	@Test
	@EnabledOnOs(OS.LINUX)
	void theRangeIsOutsideThisSystemsRangeForOutgoingConnections() throws Exception {
		Path range = Path.of("/proc/sys/net/ipv4/ip_local_port_range");
		// a line by line read: readString takes the size procfs gives, one byte
		String[] bounds = Files.readAllLines(range).get(0).trim().split("\\s+");
		int low = Integer.parseInt(bounds[0]), high = Integer.parseInt(bounds[1]);
		assertTrue(high < FreePorts.LOWEST || low >= FreePorts.BEYOND, "this system hands out " + low + "-" + high);
	}
}
