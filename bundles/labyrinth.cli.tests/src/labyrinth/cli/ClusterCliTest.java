package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.cluster.FreePorts;

/**
 * The cluster across processes: a worker started as its own JVM with {@code labyrinth worker}, and this process as
 * the coordinator with {@code --cluster}. All on 127.0.0.1.
 */
class ClusterCliTest {
	private final CliRun cli = new CliRun();
	private final List<Process> workers = new ArrayList<>();

	@TempDir
	Path dir;

	@AfterEach
	void stopWorkers() throws InterruptedException {
		for (Process p : workers) {
			p.destroyForcibly();
			p.waitFor(10, TimeUnit.SECONDS);
		}
	}

	@Test
	void aWorkerInAnotherJvmAndThisProcessEnumerate7x7() throws Exception {
		int[] ports = FreePorts.take(2);
		int workerPort = ports[0], ownPort = ports[1];
		startWorker(workerPort, ownPort, "cli-seven");
		assertEquals(0, cli.run("enumerate", "--size", "7", "--threads", "1", "--task-seconds", "0.1", "--cluster",
				"127.0.0.1:" + workerPort, "--port", String.valueOf(ownPort), "--bind", "127.0.0.1", "--cluster-name", "cli-seven"),
				cli.err());
		assertTrue(cli.out().contains("completed walkthroughs: 111,712"), cli.out());
		assertTrue(cli.out().contains("dead ends:              0"), cli.out());
		assertTrue(cli.err().contains("cluster 'cli-seven' of 2 members"), cli.err());
	}

	@Test
	void aWorkerKilledWithSignal9MidRunChangesNoFigure() throws Exception {
		// the older, faster built-ins and a run of about 15 s on one thread: it must outlast the kill, not be strong
		String[] local = { "random", "--size", "11", "--walks", "40000", "--seed", "5", "--threads", "1", "--builtins",
				"c-shape,near-border,corner,area,corridor" };
		assertEquals(0, cli.run(local), cli.err());
		String expected = figures(cli.out());
		int[] ports = FreePorts.take(2);
		int workerPort = ports[0], ownPort = ports[1];
		Process worker = startWorker(workerPort, ownPort, "cli-kill");
		java.util.concurrent.atomic.AtomicLong killedAt = new java.util.concurrent.atomic.AtomicLong();
		Thread killer = Thread.ofVirtual().start(() -> {
			try {
				Thread.sleep(4000); // the coordinator's member is up after ~2.5 s; then tasks run on both
				worker.destroyForcibly(); // SIGKILL: its tasks are never answered
				killedAt.set(System.nanoTime());
			} catch (InterruptedException e) {
				// the run ended first
			}
		});
		List<String> onCluster = new ArrayList<>(List.of(local));
		onCluster.addAll(List.of("--cluster", "127.0.0.1:" + workerPort, "--port", String.valueOf(ownPort), "--bind", "127.0.0.1",
				"--cluster-name", "cli-kill"));
		assertEquals(0, cli.run(onCluster.toArray(String[]::new)), cli.err());
		long endedAt = System.nanoTime();
		killer.join();
		assertTrue(worker.waitFor(10, java.util.concurrent.TimeUnit.SECONDS), "the worker was killed");
		assertTrue(killedAt.get() != 0 && killedAt.get() < endedAt, "the worker was killed while the run went on");
		assertTrue(cli.err().contains("of 2 members"), cli.err());
		assertEquals(expected, figures(cli.out()));
	}

	/** The coordinator killed with signal 9 and started again with its checkpoint: the same figures as one run. */
	@Test
	void aCoordinatorKilledWithSignal9ResumesFromItsCheckpoint() throws Exception {
		int[] ports = FreePorts.take(2);
		int workerPort = ports[0], ownPort = ports[1];
		startWorker(workerPort, ownPort, "cli-resume");
		Path cp = dir.resolve("seven.checkpoint");
		// every position searched, so that the run outlasts the kill
		String[] run = { "enumerate", "--size", "7", "--no-transpositions", "--threads", "1", "--task-seconds", "0.05", "--checkpoint", cp.toString(),
				"--cluster", "127.0.0.1:" + workerPort, "--port", String.valueOf(ownPort), "--bind", "127.0.0.1", "--cluster-name",
				"cli-resume" };
		Process coordinator = java(run).redirectErrorStream(true).redirectOutput(dir.resolve("coordinator.out").toFile()).start();
		workers.add(coordinator);
		long deadline = System.nanoTime() + 60_000_000_000L;
		while (finishedTasks(cp) < 30 && coordinator.isAlive() && System.nanoTime() < deadline) Thread.sleep(50);
		assertTrue(coordinator.isAlive(), "killed before the end: " + Files.readString(dir.resolve("coordinator.out")));
		coordinator.destroyForcibly(); // SIGKILL: no shutdown hook, no last checkpoint
		coordinator.waitFor(10, TimeUnit.SECONDS);
		assertEquals(0, cli.run(run), cli.err());
		assertTrue(cli.out().contains("completed walkthroughs: 111,712"), cli.out());
		assertTrue(cli.out().contains("dead ends:              0"), cli.out());
		assertTrue(cli.out().matches("(?s).*resumed from the checkpoint: [0-9,]+ of [0-9,]+ tasks were done before.*"), cli.out());
	}

	/** Tasks the checkpoint holds as done (0 while it is not written or only half seen). */
	private static long finishedTasks(Path cp) {
		try {
			return Files.readString(cp).lines().filter(l -> l.startsWith("done ")).mapToLong(l -> Long.parseLong(l.split(" ")[1])).sum();
		} catch (IOException | RuntimeException e) {
			return 0;
		}
	}

	@Test
	void aClusterWithNoOtherMemberIsNamedAndTheRunStillCounts() throws Exception {
		int[] ports = FreePorts.take(2);
		int nobody = ports[0], own = ports[1];
		assertEquals(0, cli.run("enumerate", "--size", "5", "--cluster", "127.0.0.1:" + nobody, "--port", String.valueOf(own),
				"--bind", "127.0.0.1", "--cluster-name", "cli-alone"));
		assertTrue(cli.out().contains("completed walkthroughs: 104"), cli.out());
		assertTrue(cli.err().contains("of 1 member (127.0.0.1:" + own + ")"), cli.err());
		assertTrue(cli.err().contains("warning: no member answered at 127.0.0.1:" + nobody), cli.err());
	}

	@Test
	void aWorkerWithoutJoinIsToldWhatToGive() {
		assertEquals(2, cli.run("worker"));
		assertTrue(cli.err().contains("worker needs --join HOST:PORT"), cli.err());
		assertEquals(2, cli.run("worker", "--join", "lab-1"));
		assertTrue(cli.err().contains("--join expects HOST:PORT"), cli.err());
		assertEquals(2, cli.run("enumerate", "--size", "5", "--cluster-name", "x"));
		assertTrue(cli.err().contains("--cluster-name only goes with --cluster"), cli.err());
	}

	/** The line of figures without the time it took. */
	private static String figures(String out) {
		return out.lines().filter(l -> l.contains(" walks: ")).map(l -> l.replaceAll(" \\([0-9.]+ s, [0-9,]+ positions/s\\)", "")).findFirst().orElse(out);
	}

	/** {@code labyrinth ARGS} in a JVM of its own, from the CLI jar and the class path the build wrote. */
	static ProcessBuilder java(String... args) throws IOException {
		Path target = Path.of("..", "labyrinth.cli", "target").toAbsolutePath().normalize();
		Path jar;
		try (Stream<Path> files = Files.list(target)) {
			jar = files.filter(f -> f.getFileName().toString().matches("labyrinth\\.cli-.*\\.jar") && !f.toString().contains("sources"))
					.findFirst().orElseThrow(() -> new AssertionError("no CLI jar in " + target));
		}
		String classPath = jar + java.io.File.pathSeparator + Files.readString(target.resolve("classpath.txt")).strip();
		List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp", classPath,
				"labyrinth.cli.Main"));
		command.addAll(List.of(args));
		return new ProcessBuilder(command);
	}

	/** {@code labyrinth worker} in a JVM of its own; returns once it is a member. */
	/** With --json a worker says where it is as one JSON object, once it is a member. */
	@Test
	void aWorkerSaysWhereItIsAsJson() throws Exception {
		int port = FreePorts.take(1)[0];
		Process p = java("worker", "--join", "127.0.0.1:" + port, "--port", String.valueOf(port), "--bind", "127.0.0.1", "--threads", "1",
				"--cluster-name", "cli-json", "--json").redirectError(dir.resolve("json-worker.err").toFile()).start();
		workers.add(p);
		String first = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
		@SuppressWarnings("unchecked")
		java.util.Map<String, Object> json = (java.util.Map<String, Object>) JsonReader.parse(String.valueOf(first));
		assertEquals("worker", json.get("command"));
		assertEquals("127.0.0.1:" + port, json.get("address"));
		assertEquals(1.0, json.get("members"));
		assertEquals("cli-json", json.get("cluster"));
	}

	private Process startWorker(int port, int coordinatorPort, String name) throws IOException, InterruptedException {
		Process p = java("worker", "--join", "127.0.0.1:" + port + ",127.0.0.1:" + coordinatorPort, "--port", String.valueOf(port),
				"--bind", "127.0.0.1", "--threads", "1", "--cluster-name", name)
				.redirectError(dir.resolve("worker-" + port + ".err").toFile()).start();
		workers.add(p);
		BufferedReader lines = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
		String first = lines.readLine(); // the worker says where it is once it is a member
		assertTrue(first != null && first.startsWith("worker 127.0.0.1:" + port), "worker started: " + first + "\n"
				+ (Files.exists(dir.resolve("worker-" + port + ".err")) ? Files.readString(dir.resolve("worker-" + port + ".err")) : ""));
		return p;
	}
}
