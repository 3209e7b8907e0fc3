package labyrinth.kernel.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunLockTest {
	@TempDir
	Path dir;

	@Test
	void aSecondRunInThisProcessIsRefusedUntilTheFirstEnds() throws Exception {
		Path checkpoint = dir.resolve("run.cp");
		try (RunLock first = RunLock.acquire(checkpoint, "--checkpoint")) {
			InputFileException e = assertThrows(InputFileException.class, () -> RunLock.acquire(checkpoint, "--checkpoint"));
			assertEquals("--checkpoint " + checkpoint + ": is in use by another run in this program; wait for it to end or choose another file",
					e.getMessage());
		}
		RunLock.acquire(checkpoint, "--checkpoint").close();
	}

	/** A link to a held checkpoint is the same checkpoint. */
	@Test
	void aLinkToAHeldCheckpointIsRefusedToo() throws Exception {
		Path checkpoint = dir.resolve("run.cp");
		Path link = Files.createSymbolicLink(dir.resolve("other-name.cp"), checkpoint.getFileName());
		try (RunLock first = RunLock.acquire(checkpoint, "--checkpoint")) {
			assertThrows(InputFileException.class, () -> RunLock.acquire(link, "--checkpoint"));
		}
	}

	/** Another process holding the lock is named by its process number; its end frees the file. */
	@Test
	void aRunInAnotherProcessIsNamed() throws Exception {
		Path checkpoint = dir.resolve("run.cp");
		Path lockFile = RunLock.lockFileOf(checkpoint);
		Path holder = dir.resolve("Holder.java");
		Files.writeString(holder, """
				import java.nio.channels.FileChannel;
				import java.nio.file.*;
				public class Holder {
					public static void main(String[] a) throws Exception {
						FileChannel c = FileChannel.open(Path.of(a[0]), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
						c.lock();
						c.write(java.nio.ByteBuffer.wrap(("process " + ProcessHandle.current().pid() + ", started now").getBytes()));
						System.out.println("locked");
						System.in.read();
					}
				}
				""");
		String java = ProcessHandle.current().info().command().orElse("java");
		Process p = new ProcessBuilder(java, holder.toString(), lockFile.toString()).redirectErrorStream(true).start();
		try {
			BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream()));
			assertEquals("locked", out.readLine());
			InputFileException e = assertThrows(InputFileException.class, () -> RunLock.acquire(checkpoint, "--checkpoint"));
			assertTrue(e.getMessage().contains("is in use by another run (process " + p.pid() + ", started now)"), e.getMessage());
		} finally {
			p.destroy();
			p.waitFor(20, TimeUnit.SECONDS);
		}
		RunLock.acquire(checkpoint, "--checkpoint").close();
	}
}
