package labyrinth.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.cluster.ClusterOptions;
import labyrinth.cluster.ClusterTaskRunner;
import labyrinth.rules.RuleFileException;
import labyrinth.rules.RuleFiles;

/** The workbench settings of the walker: default size and seed, the rule file, the animation speed. */
public final class Preferences {
	public static final String BUNDLE = "labyrinth.ui";
	public static final String SIZE = "size";
	public static final String SEED = "seed";
	public static final String RULE_FILE = "ruleFile";
	public static final String DELAY = "animationDelay";
	public static final String COLOUR_LINE = "colourLine";
	public static final String COLOUR_ALLOWED = "colourAllowed";
	public static final String COLOUR_DISABLED = "colourDisabled";
	public static final String COLOUR_AREA = "colourArea";
	public static final String ORACLE_SECONDS = "oracleSeconds";
	public static final String ORACLE_MEMORY = "oracleMemory";
	/** Members of a Hazelcast cluster for long runs (HOST:PORT,...); empty: this machine's threads. */
	public static final String CLUSTER_MEMBERS = "clusterMembers";
	public static final String CLUSTER_NAME = "clusterName";
	public static final int DEFAULT_ORACLE_SECONDS = 10;
	public static final int DEFAULT_ORACLE_MEMORY = 1024;

	private Preferences() {
	}

	static IEclipsePreferences node() {
		return InstanceScope.INSTANCE.getNode(BUNDLE);
	}

	public static int size() {
		int n = node().getInt(SIZE, 7);
		return labyrinth.core.grid.Board.isValidSize(n) ? n : 7;
	}

	public static long seed() {
		return node().getLong(SEED, 1);
	}

	/** The configured rule file, or an empty string for the shipped rules. */
	public static String ruleFile() {
		return node().get(RULE_FILE, "").strip();
	}

	/** The walker's colours: the stored ones ("r,g,b"), or the defaults. */
	public static BoardPainter.Palette palette() {
		BoardPainter.Palette d = BoardPainter.Palette.DEFAULT;
		return new BoardPainter.Palette(rgb(COLOUR_LINE, d.line()), rgb(COLOUR_ALLOWED, d.allowed()),
				rgb(COLOUR_DISABLED, d.disabled()), rgb(COLOUR_AREA, d.area()));
	}

	private static org.eclipse.swt.graphics.RGB rgb(String key, org.eclipse.swt.graphics.RGB fallback) {
		org.eclipse.swt.graphics.RGB value = org.eclipse.jface.resource.StringConverter.asRGB(node().get(key, ""), null);
		return value != null ? value : fallback;
	}

	/** The exact counter within the budget the user set: it stops and says so instead of running for minutes. */
	public static labyrinth.core.oracle.CompletionCounter oracleCounter() {
		return labyrinth.core.oracle.CompletionCounter.withMemory(Math.max(16, node().getInt(ORACLE_MEMORY, DEFAULT_ORACLE_MEMORY)))
				.timeLimit(Math.max(1, node().getInt(ORACLE_SECONDS, DEFAULT_ORACLE_SECONDS)));
	}

	/**
	 * Where long runs go: a pool of this machine's threads, or the Hazelcast cluster of the preference, which this
	 * workbench joins as a member. The caller closes it. A member list that does not parse is refused with a message
	 * that names the preference.
	 */
	public static TaskRunner runner() {
		String members = node().get(CLUSTER_MEMBERS, "").strip();
		if (members.isEmpty()) return new LocalTaskRunner(Runtime.getRuntime().availableProcessors());
		String option = "Preferences > Labyrinth > Cluster members";
		String name = node().get(CLUSTER_NAME, ClusterOptions.DEFAULT_NAME).strip();
		ClusterOptions options = new ClusterOptions(ClusterOptions.parseMembers(members, option),
				name.isEmpty() ? ClusterOptions.DEFAULT_NAME : name, null, 0, Runtime.getRuntime().availableProcessors());
		try {
			return ClusterTaskRunner.join(options);
		} catch (RuntimeException e) {
			throw new IllegalArgumentException("could not join the cluster " + members + " (" + option + "): " + e.getMessage(), e);
		}
	}

	public static int animationDelay() {
		return Math.max(10, node().getInt(DELAY, 120));
	}

	/**
	 * The rule set for a size: the configured rule file if it is meant for that size (it declares no sizes, or this
	 * one), else the shipped set for the size, as the CLI does. A broken rule file is reported in the error log with
	 * its positions and the shipped set is used, so the walker keeps working; either way {@code problem} says so.
	 */
	public static RuleSetSpec ruleSet(int size) {
		return ruleSet(size, new StringBuilder());
	}

	/** Like {@link #ruleSet(int)}; a problem of the configured file is also written to {@code problem}. */
	public static RuleSetSpec ruleSet(int size, StringBuilder problem) {
		String file = ruleFile();
		try {
			if (!file.isEmpty()) {
				try {
					RuleSetSpec spec = RuleFiles.load(Path.of(file)).spec();
					if (spec.appliesTo(size)) return spec;
					RuleSetSpec shipped = RuleFiles.defaultFor(size).spec();
					problem.append(Path.of(file).getFileName()).append(" is for sizes ").append(spec.sizes()).append(", not ")
							.append(size).append('x').append(size).append("; using the shipped rules ").append(shipped.name());
					return shipped;
				} catch (RuleFileException e) {
					ILog.of(Platform.getBundle(BUNDLE)).error("Rule file " + file + " has problems, using the shipped rules:\n"
							+ e.getMessage());
					problem.append(e.problems().get(0)).append(e.problems().size() > 1 ? " (and " + (e.problems().size() - 1)
							+ " more)" : "").append("; using the shipped rules");
				}
			}
			return RuleFiles.defaultFor(size).spec();
		} catch (RuleFileException e) {
			ILog.of(Platform.getBundle(BUNDLE)).error("Shipped rules cannot be loaded:\n" + e.getMessage());
			List<RuleSetSpec.Entry> builtins = new ArrayList<>();
			for (String id : BuiltinRules.DEFAULT_IDS) builtins.add(RuleSetSpec.Entry.builtin(id));
			return new RuleSetSpec("built-in defaults", List.of(), builtins);
		}
	}
}
