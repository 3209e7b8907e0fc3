package labyrinth.walker.ui.launch;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;

import labyrinth.cluster.ClusterOptions;
import labyrinth.core.grid.Board;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.UniformSampler;
import labyrinth.core.run.DiscoverOperation;
import labyrinth.core.run.EnumerateOperation;
import labyrinth.core.run.RandomOperation;
import labyrinth.core.run.RuleSource;
import labyrinth.core.run.SampleOperation;
import labyrinth.kernel.run.RunContext;
import labyrinth.rules.RuleSources;
import labyrinth.ui.toolkit.OperationJob;
import labyrinth.ui.toolkit.RunPreferences;
import labyrinth.walker.ui.Preferences;
import labyrinth.walker.ui.jobs.WalkerRuns;

/**
 * A "Labyrinth Run" launch configuration: the kind of run and its settings as attributes, read into the settings of
 * the operation the command line runs too. One place for the attribute names, their defaults and their checks.
 */
public final class RunLaunch {
	public static final String TYPE = "labyrinth.walker.ui.runType";
	public static final String KIND = "labyrinth.kind";
	public static final String SIZE = "labyrinth.size";
	public static final String RULE_FILE = "labyrinth.ruleFile";
	public static final String WALKS = "labyrinth.walks";
	public static final String SEED = "labyrinth.seed";
	public static final String SECONDS = "labyrinth.seconds";
	public static final String THREADS = "labyrinth.threads";
	public static final String CLUSTER = "labyrinth.cluster";

	/** The kinds of run, as the launch dialog names them. */
	public enum Kind {
		EXHAUSTIVE("Exhaustive run"), RANDOM("Random statistics"), DISCOVERY("Discovery"), SAMPLE("Uniform sample");

		public final String label;

		Kind(String label) {
			this.label = label;
		}

		public static Kind of(String name) {
			for (Kind k : values()) if (k.name().equalsIgnoreCase(name)) return k;
			return RANDOM;
		}
	}

	public static final int DEFAULT_RANDOM_WALKS = 1000;

	private RunLaunch() {
	}

	/** What a configuration asks for, checked; the message of a bad value names the field as the dialog shows it. */
	public record Settings(Kind kind, int size, String ruleFile, int walks, long seed, int seconds, int threads, String cluster) {
		/** Why these settings cannot run, or null. */
		public String problem() {
			if (!Board.isValidSize(size)) return "Size must be " + Board.SIZE_RULE + ", not " + size;
			if (kind == Kind.DISCOVERY && size > CompletionCounter.MAX_SIZE) {
				return "Discovery uses the exact oracle, which handles sizes up to " + CompletionCounter.MAX_SIZE;
			}
			if (kind == Kind.SAMPLE && size > UniformSampler.MAX_SIZE) {
				return "Uniform samples keep the count of every frontier state of every cell, which fits memory up to "
						+ UniformSampler.MAX_SIZE + "x" + UniformSampler.MAX_SIZE;
			}
			if (kind == Kind.SAMPLE) {
				String tooBig = UniformSampler.memoryProblem(size, Runtime.getRuntime().maxMemory() * 7 / 10);
				if (tooBig != null) return Character.toUpperCase(tooBig.charAt(0)) + tooBig.substring(1) + " before labyrinth.sh";
			}
			if (walks < 1) return "Walks must be at least 1";
			if (seconds < 0) return "Time limit must be 0 (none) or more seconds";
			if (threads < 0) return "Threads must be 0 (every core) or more";
			if (!cluster.isBlank()) {
				try {
					ClusterOptions.parseMembers(cluster, "Cluster members");
				} catch (IllegalArgumentException e) {
					return e.getMessage();
				}
			}
			// the rule file as the run will read it: a broken file or one for other sizes is named before the launch
			if (!ruleFile.isBlank()) {
				try {
					rules().forSize(size, warning -> {
					});
				} catch (java.io.IOException | IllegalArgumentException e) {
					return e.getMessage();
				}
			}
			return null;
		}

		/** An exhaustive run above 9x9 with no time limit does not end in a lifetime: the launch asks first. */
		public boolean mayNotFinish() {
			return kind == Kind.EXHAUSTIVE && seconds == 0 && !new EnumerateOperation.Settings(size, RuleSource.builtins(List.of())).finishes();
		}

		RuleSource rules() {
			return ruleFile.isBlank() ? RuleSources.shipped() : RuleSources.file(Preferences.resolve(ruleFile));
		}

		RunContext.Runners runners() {
			int cores = threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
			if (cluster.isBlank()) return RunPreferences.runners(cores, null);
			return RunPreferences.runners(cores, new ClusterOptions(ClusterOptions.parseMembers(cluster, "Cluster members"),
					ClusterOptions.DEFAULT_NAME, null, 0, cores));
		}

		/** The job that runs these settings: the operation of the kind, its result to Run Results. */
		public OperationJob<?> job(java.util.function.Consumer<Board> found) {
			return switch (kind) {
			case EXHAUSTIVE -> WalkerRuns.enumerate(new EnumerateOperation.Settings(size, rules(), null, seconds,
					EnumerateOperation.DEFAULT_TASK_SECONDS, true), runners());
			case RANDOM -> WalkerRuns.random(new RandomOperation.Settings(List.of(size), rules(), walks, seed, null, null,
					WalkerRuns.KEPT_SITUATIONS, false, seconds), runners());
			case DISCOVERY -> WalkerRuns.discover(new DiscoverOperation.Settings(size, rules(), walks, seed, false, false, null,
					cores(), seconds), runners(), found);
			case SAMPLE -> WalkerRuns.sample(new SampleOperation.Settings(size, walks, seed, true, null, rules(), 0, cores()), runners());
			};
		}

		private int cores() {
			return threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
		}

		/** A name for a new configuration: "Random statistics 13x13". */
		public String name() {
			return kind.label + " " + size + "x" + size + (ruleFile.isBlank() ? "" : " (" + Path.of(ruleFile).getFileName() + ")");
		}
	}

	/** Reads a configuration; a value of the wrong form is a CoreException naming the field. */
	public static Settings read(ILaunchConfiguration c) throws CoreException {
		String seed = c.getAttribute(SEED, "1").strip();
		long s;
		try {
			s = Long.parseLong(seed);
		} catch (NumberFormatException e) {
			throw new CoreException(Status.error("Seed must be a whole number, not '" + seed + "'"));
		}
		Settings settings = new Settings(Kind.of(c.getAttribute(KIND, Kind.RANDOM.name())), c.getAttribute(SIZE, Preferences.size()),
				c.getAttribute(RULE_FILE, ""), c.getAttribute(WALKS, DEFAULT_RANDOM_WALKS), s, c.getAttribute(SECONDS, 0),
				c.getAttribute(THREADS, 0), c.getAttribute(CLUSTER, ""));
		String problem = settings.problem();
		if (problem != null) throw new CoreException(Status.error(problem));
		return settings;
	}

	/** Writes the settings into a working copy. */
	public static void write(Settings s, ILaunchConfigurationWorkingCopy c) {
		c.setAttribute(KIND, s.kind().name());
		c.setAttribute(SIZE, s.size());
		c.setAttribute(RULE_FILE, s.ruleFile());
		c.setAttribute(WALKS, s.walks());
		c.setAttribute(SEED, Long.toString(s.seed()));
		c.setAttribute(SECONDS, s.seconds());
		c.setAttribute(THREADS, s.threads());
		c.setAttribute(CLUSTER, s.cluster());
	}

	/** The defaults of a new configuration: the walker's size, seed and rule file preferences. */
	public static Settings defaults(Kind kind) {
		return new Settings(kind, Preferences.size(), Preferences.ruleFile(), DEFAULT_RANDOM_WALKS, Preferences.seed(), 0, 0, "");
	}

	public static ILaunchConfigurationType type() {
		return DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurationType(TYPE);
	}

	/** An existing configuration with exactly these settings, else a new one saved under a free name. */
	public static ILaunchConfiguration configuration(Settings s) throws CoreException {
		ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
		for (ILaunchConfiguration c : manager.getLaunchConfigurations(type())) {
			try {
				if (read(c).equals(s)) return c;
			} catch (CoreException e) {
				// a configuration with a bad value is not the one
			}
		}
		ILaunchConfigurationWorkingCopy copy = type().newInstance(null, manager.generateLaunchConfigurationName(s.name()));
		write(s, copy);
		return copy.doSave();
	}

	static String seconds(int s) {
		return s == 0 ? "no limit" : String.format(Locale.ROOT, "%d s", s);
	}
}
