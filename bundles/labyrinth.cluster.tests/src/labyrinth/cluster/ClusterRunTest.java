package labyrinth.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;

import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.core.walk.Enumeration;
import labyrinth.core.walk.RandomWalks;
import labyrinth.knights.Sweeps;
import labyrinth.knights.TiebreakSpec;
import labyrinth.reach.BeamSearch;
import labyrinth.reach.Boards;
import labyrinth.reach.ReachBoard;
import labyrinth.rules.RuleFiles;
import labyrinth.toggle.PressShape;
import labyrinth.toggle.ToggleBatches;
import labyrinth.tour.TourTables;

/** Runs on a real two-member cluster on 127.0.0.1: the counts equal the local run's, whatever happens to a member. */
class ClusterRunTest {
	private static RuleSetSpec seven;
	private static RuleSetSpec nine;

	@TempDir
	Path dir;

	@BeforeAll
	static void shippedRules() throws Exception {
		seven = RuleFiles.defaultFor(7).spec();
		nine = RuleFiles.defaultFor(9).spec();
	}

	@Test
	void twoMembersEnumerate7x7WithTheShippedRulesLikeTheLocalPool() throws Exception {
		Enumeration.Result local = new Enumeration(7, seven).threads(2).run();
		try (Pair c = Pair.start("two", 1)) {
			List<TaskRunner.Progress> seen = new ArrayList<>();
			Enumeration.Result r = new Enumeration(7, seven).taskSeconds(0.05).runner(c.runner).runnerProgress(seen::add).run();
			assertFalse(r.cancelled());
			assertEquals(111_712, r.completed());
			assertEquals(0, r.deadEnds());
			assertEquals(local.nodes(), r.nodes());
			assertArrayEquals(local.firings(), r.firings());
			TaskRunner.Progress last = seen.get(seen.size() - 1);
			assertEquals(2, last.members());
			assertEquals(Set.of(c.worker.address(), c.coordinatorAddress()),
					Set.copyOf(last.rates().stream().map(TaskRunner.MemberRate::member).toList()), "both members took tasks");
		}
	}

	@Test
	void aMemberKilledMidRunLosesNothingAndCountsNothingTwice() throws Exception {
		Enumeration.Result local = new Enumeration(7, seven).threads(2).run();
		try (Pair c = Pair.start("kill", 2)) {
			String workerAddress = c.worker.address();
			AtomicInteger workerTasks = new AtomicInteger();
			AtomicBoolean killed = new AtomicBoolean();
			long[] tasksAtKill = { -1 };
			// every position searched: a run that outlasts the kill
			Enumeration.Result r = new Enumeration(7, seven).transpositions(false).minTasks(64).taskSeconds(0.02).runner(c.runner)
					.runnerProgress(p -> {
				p.rates().stream().filter(m -> m.member().equals(workerAddress)).forEach(m -> workerTasks.set((int) m.tasks()));
				if (workerTasks.get() >= 5 && !killed.getAndSet(true)) {
					tasksAtKill[0] = p.tasksDone();
					c.worker.kill(); // like kill -9: tasks it holds are never answered
				}
			}).run();
			assertTrue(killed.get(), "the worker was killed during the run");
			assertTrue(tasksAtKill[0] < r.tasks(), "tasks were still open at the kill: " + tasksAtKill[0] + " of " + r.tasks());
			assertEquals(1, c.runner.members());
			assertFalse(r.cancelled());
			assertEquals(111_712, r.completed());
			assertEquals(local.deadEnds(), r.deadEnds());
			assertEquals(local.nodes(), r.nodes());
			assertArrayEquals(local.firings(), r.firings());
		}
	}

	@Test
	void aCoordinatorStoppedAndStartedAgainResumesFromItsCheckpoint() throws Exception {
		Enumeration.Result local = new Enumeration(7, seven).threads(2).run();
		Path cp = dir.resolve("seven.checkpoint");
		Enumeration.Result first;
		try (Pair c = Pair.start("resume", 1)) {
			AtomicBoolean stop = new AtomicBoolean();
			first = new Enumeration(7, seven).transpositions(false).taskSeconds(0.05).runner(c.runner).checkpoint(cp).cancelFlag(stop)
					.progress((done, known, completed, dead) -> {
						// by walks, not by tasks: how many tasks the tree takes depends on the machine's speed
						if (completed >= 20_000) stop.set(true);
					}).run();
		}
		assertTrue(first.cancelled() && first.completed() < 111_712, first.completed() + " completed in the first run");
		assertTrue(Files.readString(cp).contains("\ntodo "));
		try (Pair c = Pair.start("resume", 1)) {
			Enumeration.Result r = new Enumeration(7, seven).taskSeconds(0.05).runner(c.runner).checkpoint(cp).run();
			assertFalse(r.cancelled());
			assertTrue(first.tasks() > 0 && r.resumedTasks() == first.tasks(),
					r.resumedTasks() + " tasks resumed of " + first.tasks() + " done in the first run");
			assertEquals(111_712, r.completed());
			assertEquals(local.nodes(), r.nodes());
			assertArrayEquals(local.firings(), r.firings());
		}
	}

	@Test
	void randomStatisticsOnTheClusterEqualTheLocalRunForTheSameSeed() throws Exception {
		// the shipped 21x21 set without the neck, so that the lookahead's and the far sides' draws travel and walks fail
		// (the whole set fails about once in 3,000 21x21 walks), and the failures are compared too
		RuleSetSpec shipped = RuleFiles.defaultFor(21).spec();
		RuleSetSpec large = shipped.withEntries(shipped.entries().stream().filter(e -> !e.id().equals("neck")).toList());
		RandomWalks.Result local = RandomWalks.run(21, large, 80, 77, 2, 20, new AtomicBoolean());
		try (Pair c = Pair.start("random", 1)) {
			RandomWalks.Result r = RandomWalks.run(21, large, 80, 77, c.runner, 20, new AtomicBoolean(), null);
			assertEquals(local.completed(), r.completed());
			assertEquals(local.deadEnds(), r.deadEnds());
			assertEquals(local.averageBeforeError(), r.averageBeforeError());
			assertArrayEquals(local.firings(), r.firings());
			assertEquals(local.failures().stream().map(RandomWalks.Failure::walk).toList(),
					r.failures().stream().map(RandomWalks.Failure::walk).toList());
			assertTrue(local.deadEnds() > 0, "the 21x21 rules without the neck fail sometimes, so the failures are compared too");
		}
	}

	/** Knight's tours (a Squirrel-Cull table travels too), toggle squares and beams: the same batches either way. */
	@Test
	void theOtherSystemsBatchesGiveOnTheClusterWhatTheyGiveLocally() throws Exception {
		AtomicBoolean go = new AtomicBoolean();
		TiebreakSpec table = new TiebreakSpec.Table(TourTables.shipped("squirrel-cull").table());
		ReachBoard hall = ReachBoard.parse(Boards.hall(60, 80, 0.2, 9), "hall");
		try (LocalTaskRunner local = new LocalTaskRunner(2); Pair c = Pair.start("systems", 1)) {
			List<Sweeps.Failure> sweepHere = Sweeps.sweep(5, 120, table, local, go, null);
			assertEquals(sweepHere, Sweeps.sweep(5, 120, table, c.runner, go, null));
			assertEquals(Sweeps.rates(5, 40, 10, 3, TiebreakSpec.Seeded.POHL, local, go, null),
					Sweeps.rates(5, 40, 10, 3, TiebreakSpec.Seeded.POHL, c.runner, go, null));
			assertEquals(ToggleBatches.verify(1, 20, 10, 4, local, go), ToggleBatches.verify(1, 20, 10, 4, c.runner, go));
			assertArrayEquals(ToggleBatches.nullities(PressShape.PLUS, 1, 50, local, go),
					ToggleBatches.nullities(PressShape.PLUS, 1, 50, c.runner, go));
			assertEquals(BeamSearch.best(hall, local, go), BeamSearch.best(hall, c.runner, go));
			assertTrue(c.worker.tasksRun() > 0, "the worker took part");
		}
	}

	/** The exact counter's passes, one modulus a task, split between the members: the published 15x15 count. */
	@Test
	void theCountersPassesOnTheClusterGiveThePublishedCount() throws Exception {
		try (Pair c = Pair.start("count", 1)) {
			List<String> progress = new ArrayList<>();
			CompletionCounter.Count count = new CompletionCounter().countDenseTasks(15, 15, c.runner, (done, of) -> progress.add(done + "/" + of));
			assertEquals(new BigInteger("4628650743368437273677525554148"), count.value());
			assertEquals(List.of("1/2", "2/2"), progress);
			assertTrue(c.worker.tasksRun() > 0, "the worker took a pass");
		}
	}

	@Test
	void aMemberWithAnotherClusterNameStaysOut() throws Exception {
		int[] ports = FreePorts.take(2);
		int p1 = ports[0], p2 = ports[1];
		String a = "127.0.0.1:" + p1, b = "127.0.0.1:" + p2;
		try (ClusterWorker ours = ClusterWorker.start(new ClusterOptions(List.of(a, b), "ours", "127.0.0.1", p1, 1));
				ClusterWorker theirs = ClusterWorker.start(new ClusterOptions(List.of(a, b), "theirs", "127.0.0.1", p2, 1))) {
			assertEquals(1, ours.members());
			assertEquals(1, theirs.members());
		}
	}

	/** A peer that sends a class outside our packages gets a refusal; the member never builds it. */
	@Test
	void aForeignClassFromAPeerIsNotDeserialized() throws Exception {
		int[] ports = FreePorts.take(2);
		int p1 = ports[0], p2 = ports[1];
		List<String> both = List.of("127.0.0.1:" + p1, "127.0.0.1:" + p2);
		try (ClusterWorker worker = ClusterWorker.start(new ClusterOptions(both, "filter", "127.0.0.1", p1, 1))) {
			HazelcastInstance peer = Members.start(new ClusterOptions(both, "filter", "127.0.0.1", p2, 1));
			try {
				Member target = peer.getCluster().getMembers().stream().filter(m -> !m.localMember()).findFirst().orElseThrow();
				var future = peer.getExecutorService(Members.EXECUTOR).submitToMember(new other.peer.ForeignTask(), target);
				ExecutionException e = assertThrows(ExecutionException.class, () -> future.get(30, TimeUnit.SECONDS));
				assertTrue(String.valueOf(e.getCause()).contains("other.peer.ForeignTask is not allowed"), String.valueOf(e.getCause()));
			} finally {
				peer.shutdown();
			}
		}
	}

	@Test
	void memberListsAreCheckedAndTheOptionIsNamed() {
		assertEquals(List.of("10.0.0.1:5701", "lab-2:5702"), ClusterOptions.parseMembers("10.0.0.1:5701, lab-2:5702", "--cluster"));
		for (String bad : List.of("lab-2", "lab-2:", ":5701", "lab-2:http", "lab-2:70000", "a:1,,b:2")) {
			IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ClusterOptions.parseMembers(bad, "--join"));
			assertTrue(e.getMessage().startsWith("--join"), e.getMessage());
		}
	}

	/** A worker and a coordinator on two free ports of 127.0.0.1, joined into one cluster. */
	private static final class Pair implements AutoCloseable {
		final ClusterWorker worker;
		final ClusterTaskRunner runner;
		final int coordinatorPort;

		private Pair(ClusterWorker worker, ClusterTaskRunner runner, int coordinatorPort) {
			this.worker = worker;
			this.runner = runner;
			this.coordinatorPort = coordinatorPort;
		}

		static Pair start(String name, int threads) throws IOException {
			int[] ports = FreePorts.take(2);
			int p1 = ports[0], p2 = ports[1];
			List<String> both = List.of("127.0.0.1:" + p1, "127.0.0.1:" + p2);
			ClusterWorker w = ClusterWorker.start(new ClusterOptions(both, name, "127.0.0.1", p1, threads));
			ClusterTaskRunner r;
			try {
				r = ClusterTaskRunner.join(new ClusterOptions(both, name, "127.0.0.1", p2, threads));
			} catch (RuntimeException e) {
				w.close();
				throw e;
			}
			assertEquals(2, r.members(), "the coordinator joined the worker");
			return new Pair(w, r, p2);
		}

		String coordinatorAddress() {
			return "127.0.0.1:" + coordinatorPort;
		}

		@Override
		public void close() {
			runner.close();
			worker.close();
		}
	}
}
