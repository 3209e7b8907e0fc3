package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.cluster.ClusterOptions;
import labyrinth.cluster.ClusterWorker;

/** {@code labyrinth worker --join HOST:PORT[,...]}: a cluster member that runs tasks until it is stopped. */
final class WorkerCommand extends Command {
	WorkerCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	void run(List<String> argv) throws UsageException, IOException {
		Args a = new Args(argv, Set.of("join", "threads", "bind", "port", "cluster-name"), Set.of());
		noPositional(a);
		String join = a.string("join", null);
		if (join == null) throw new UsageException("worker needs --join HOST:PORT[,...]: members to join (another worker or a coordinator)");
		ClusterOptions options = clusterOptions(a, ClusterOptions.parseMembers(join, "--join"));
		ClusterWorker worker = member(() -> ClusterWorker.start(options), join);
		out.printf("worker %s in cluster '%s' of %d members, %d threads; stop it with Ctrl+C%n", worker.address(),
				options.clusterName(), worker.members(), options.threads());
		out.flush();
		try {
			worker.awaitStop();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			worker.stop();
		}
	}
}
