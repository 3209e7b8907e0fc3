package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C or a kill stops a run as --seconds does: its partial figures are printed, and the same command goes on. */
class StopSignalTest {
	@TempDir
	Path dir;

	@Test
	void aKilledRunPrintsItsPartialFiguresAndTheSameCommandGoesOn() throws Exception {
		Path cp = dir.resolve("walks.cp");
		Path out = dir.resolve("out.txt");
		String[] command = { "random", "--size", "15", "--walks", "1000000", "--seed", "5", "--threads", "1", "--checkpoint", cp.toString() };
		Process p = ClusterCliTest.java(command).redirectOutput(out.toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
		try {
			long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
			while (!Files.exists(cp) && p.isAlive() && System.nanoTime() < deadline) Thread.sleep(50);
			assertTrue(Files.exists(cp), "the run saves its checkpoint as it goes");
			p.destroy(); // SIGTERM, as Ctrl-C's SIGINT: the JVM runs its shutdown hooks
			assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the stopped run ends");
		} finally {
			p.destroyForcibly();
		}
		String printed = Files.readString(out);
		assertTrue(printed.startsWith("15x15 1,000,000 walks: ") && printed.contains(" STOPPED after "), printed);
		CliRun cli = new CliRun();
		assertEquals(0, cli.run(with(command, "--seconds", "1")));
		assertTrue(cli.out().contains("resumed from the checkpoint"), cli.out());
	}

	private static String[] with(String[] command, String... more) {
		String[] all = java.util.Arrays.copyOf(command, command.length + more.length);
		System.arraycopy(more, 0, all, command.length, more.length);
		return all;
	}
}
