package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.cluster.ClusterOptions;
import labyrinth.cluster.ClusterWorker;
import labyrinth.kernel.io.Json;

/** {@code labyrinth worker --join HOST:PORT[,...]}: a cluster member that runs tasks until it is stopped. */
final class WorkerCommand extends Command {
	static final Option JOIN = Option.valued("join", "H:P,...", null, "members to join: another worker or a coordinator (needed)");

	WorkerCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	String name() {
		return "worker";
	}

	@Override
	String summary() {
		return "a cluster member that runs the tasks of long runs (enumerate, random, sweeps) until it is stopped with Ctrl+C";
	}

	@Override
	List<Option> options() {
		return List.of(JOIN, Options.THREADS, Options.CLUSTER_NAME, Options.BIND, Options.PORT, Options.JSON);
	}

	@Override
	void run(Args a) throws Exception {
		noPositional(a);
		String join = a.string("join", null);
		if (join == null) throw new UsageException("worker needs --join HOST:PORT[,...]: members to join (another worker or a coordinator)");
		List<String> members;
		try {
			members = ClusterOptions.parseMembers(join, "--join");
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
		ClusterOptions options = clusterOptions(a, members);
		ClusterWorker worker;
		try {
			worker = ClusterWorker.start(options);
		} catch (RuntimeException e) {
			throw new IOException("could not start a cluster member to join " + join + ": " + e.getMessage(), e);
		}
		if (a.flag("json")) {
			out.println(new Json().put("command", "worker").put("address", worker.address()).put("cluster", options.clusterName())
					.put("members", worker.members()).put("threads", options.threads()));
		} else {
			out.printf("worker %s in cluster '%s' of %d members, %d threads; stop it with Ctrl+C%n", worker.address(), options.clusterName(),
					worker.members(), options.threads());
		}
		out.flush();
		try {
			worker.awaitStop();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			worker.stop();
		}
	}
}
