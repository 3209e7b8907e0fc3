package labyrinth.cli;

import java.util.ArrayList;
import java.util.List;

import labyrinth.core.grid.Board;
import labyrinth.core.run.DiscoverOperation;
import labyrinth.core.run.EnumerateOperation;
import labyrinth.core.run.OracleBudget;
import labyrinth.core.run.RandomOperation;
import labyrinth.cluster.ClusterOptions;

/** The options several commands share, declared once; each command lists the ones it takes. */
final class Options {
	private Options() {
	}

	static final Option SIZE = Option.valued("size", "N", "7", "grid size, " + Board.SIZE_RULE);
	static final Option RULES = Option.valued("rules", "FILE", "the shipped rules",
			"rule file (.lrules) to run; it must declare the size if it declares sizes; the shipped rules are NxN.lrules for the"
					+ " size, else universal.lrules");
	static final Option BUILTINS = Option.valued("builtins", "LIST", null,
			"run only these built-in rules, in order, comma separated, or 'none', on the whole board");
	static final Option SEED = Option.valued("seed", "S", Long.toString(RandomOperation.DEFAULT_SEED),
			"seed for the random choices: the same seed gives the same walks");
	static final Option THREADS = Option.valued("threads", "N", "the machine's cores", "worker threads of this process");
	static final Option CHECKPOINT = Option.valued("checkpoint", "FILE", null,
			"save progress there about once a second and resume from it after a kill or a stop");
	static final Option SECONDS = Option.valued("seconds", "T", null, "stop after T seconds with partial figures (resume with --checkpoint)");
	static final Option CLUSTER = Option.valued("cluster", "H:P,...", null,
			"run the tasks on a Hazelcast cluster that this process joins (start members with 'labyrinth worker --join');"
					+ " trusted networks only: no authentication");
	static final Option CLUSTER_NAME = Option.valued("cluster-name", "NAME", ClusterOptions.DEFAULT_NAME,
			"only members of this cluster name join");
	static final Option BIND = Option.valued("bind", "ADDR", "Hazelcast's choice", "the local address to listen on");
	static final Option PORT = Option.valued("port", "P", ClusterOptions.DEFAULT_PORT + " or the next free one", "this member's port");
	static final Option SAVE = Option.valued("save", "DIR", null, "write the failing situations into this folder (.txt and .lpath)");
	static final Option RANDOM_SAVE = SAVE.described(null,
			"write the failing situations and each rule's first-need position into this folder (.txt and .lpath)");
	static final Option ORACLE_SECONDS = Option.valued("oracle-seconds", "T", fmt(OracleBudget.DEFAULT_SECONDS),
			"stop counting completions after T seconds (0: no limit)");
	static final Option ORACLE_MEMORY = Option.valued("oracle-memory", "MB",
			OracleBudget.DEFAULT_MEGABYTES + ", or " + Math.round(OracleBudget.HEAP_SHARE * 100) + "% of a smaller heap",
			"stop counting when the counter's tables would outgrow MB megabytes");
	static final Option DOOMED = Option.flag("doomed", "also find where the line was doomed: the oracle counts from its end"
			+ " backwards to the last position with a completion, and the rules' fields there are shown");
	static final Option CHECK_SAVE = SAVE.described(null,
			"write the last position with a completion into this folder as NAME_doomed (.txt and .lpath), for regress and"
					+ " the walker; implies --doomed");
	static final Option JSON = Option.flag("json", "machine-readable output");
	static final Option CSV = Option.flag("csv", "comma-separated output, one row per size");
	static final Option WALKS = Option.valued("walks", "N", Integer.toString(RandomOperation.DEFAULT_WALKS), "random walks per size");
	static final Option TASK_SECONDS = Option.valued("task-seconds", "T", fmt(EnumerateOperation.DEFAULT_TASK_SECONDS),
			"a task explores about T seconds, then hands back the rest");
	static final Option DISCOVER_WALKS = WALKS.described(Integer.toString(DiscoverOperation.DEFAULT_WALKS), "random walks to search");

	/** The options of a run whose tasks go to this machine's threads or to a cluster. */
	static List<Option> runner() {
		return List.of(THREADS, CLUSTER, CLUSTER_NAME, BIND, PORT);
	}

	/** {@code first}, then each of {@code more} lists in order. */
	@SafeVarargs
	static List<Option> of(List<Option> first, List<Option>... more) {
		List<Option> all = new ArrayList<>(first);
		for (List<Option> m : more) all.addAll(m);
		return List.copyOf(all);
	}

	static String fmt(double d) {
		return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
	}
}
