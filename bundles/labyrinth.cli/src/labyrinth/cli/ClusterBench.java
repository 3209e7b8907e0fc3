package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.cluster.ClusterOptions;
import labyrinth.cluster.ClusterTaskRunner;
import labyrinth.cluster.ClusterWorker;
import labyrinth.cluster.FreePorts;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.kernel.tasks.Task;
import labyrinth.kernel.tasks.TaskControl;
import labyrinth.kernel.tasks.TaskList;
import labyrinth.kernel.tasks.TaskResult;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.core.walk.Enumeration;

/**
 * The cluster's cost, each figure beside the local pool measured in the same run: the round trip of an empty task,
 * and the 9x9 enumeration's throughput on two members of this machine against the pool of the same threads.
 */
final class ClusterBench {
	/** A task that does nothing: what is left is the cost of handing it out and taking its answer. */
	record Nothing(int index) implements Task<Nothing.Done> {
		record Done() implements TaskResult {
			@Override
			public long work() {
				return 1;
			}
		}

		@Override
		public String id() {
			return "nothing " + index;
		}

		@Override
		public Done run(TaskControl control) {
			return new Done();
		}
	}

	private static final int EMPTY_TASKS = 3000;

	private ClusterBench() {
	}

	static void run(PrintStream out, RuleSetSpec nine, double window) throws IOException, InterruptedException {
		int cores = Runtime.getRuntime().availableProcessors();
		int perMember = Math.max(1, cores / 2);
		int[] ports = FreePorts.take(2);
		int a = ports[0], b = ports[1];
		List<String> both = List.of("127.0.0.1:" + a, "127.0.0.1:" + b);
		try (LocalTaskRunner local = new LocalTaskRunner(2 * perMember);
				ClusterWorker worker = ClusterWorker.start(new ClusterOptions(both, "bench", "127.0.0.1", a, perMember));
				ClusterTaskRunner cluster = ClusterTaskRunner.join(new ClusterOptions(both, "bench", "127.0.0.1", b, perMember))) {
			emptyTasks(local);
			emptyTasks(cluster); // warm-up of both
			double localMs = emptyTasks(local), clusterMs = emptyTasks(cluster);
			out.printf(Locale.ROOT, "cluster task round trip, %d empty tasks, 2 members of this machine: %.3f ms per task"
					+ " (local pool of %d threads: %.4f ms; overhead %.3f ms per task)%n", EMPTY_TASKS, clusterMs, 2 * perMember,
					localMs, clusterMs - localMs);
			double here = rate(new Enumeration(9, nine).runner(local), window);
			double there = rate(new Enumeration(9, nine).runner(cluster), window);
			out.printf(Locale.ROOT, "9x9 enumeration, first %.0f s: 2 members x %d threads %,.0f walks/s (local pool of %d threads:"
					+ " %,.0f walks/s; cluster/local %.2f)%n", window, perMember, there, 2 * perMember, here, there / here);
		}
	}

	/** Milliseconds per empty task. */
	private static double emptyTasks(TaskRunner runner) throws InterruptedException {
		List<Nothing> tasks = new ArrayList<>();
		for (int i = 0; i < EMPTY_TASKS; i++) tasks.add(new Nothing(i));
		long t0 = System.nanoTime();
		TaskList.run(tasks, runner, new AtomicBoolean(), null);
		return (System.nanoTime() - t0) / 1e6 / EMPTY_TASKS;
	}

	private static double rate(Enumeration e, double window) throws IOException {
		AtomicBoolean stop = new AtomicBoolean();
		Thread timer = Thread.ofVirtual().start(() -> {
			try {
				Thread.sleep((long) (window * 1000));
				stop.set(true);
			} catch (InterruptedException ignored) {
				// the run ended first
			}
		});
		Enumeration.Result r = e.cancelFlag(stop).run();
		timer.interrupt();
		return (r.completed() + r.deadEnds()) / r.seconds();
	}
}
