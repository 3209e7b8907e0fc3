package labyrinth.walker.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.run.RuleSource;
import labyrinth.rules.RuleFileException;
import labyrinth.rules.RuleSources;

/** The workbench settings of the walker: default size and seed, the rule file, the animation speed. */
public final class Preferences {
	/** The preference node (the 1.0 bundle's name, so that settings carry over). */
	public static final String BUNDLE = labyrinth.ui.toolkit.RunPreferences.NODE;
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
	/** The folder of the last Regress Saved Positions, where its folder dialog starts next time. */
	public static final String REGRESS_FOLDER = "regressFolder";
	/** Members of a Hazelcast cluster for long runs (HOST:PORT,...); empty: this machine's threads. */
	public static final String CLUSTER_MEMBERS = labyrinth.ui.toolkit.RunPreferences.CLUSTER_MEMBERS;
	public static final String CLUSTER_NAME = labyrinth.ui.toolkit.RunPreferences.CLUSTER_NAME;
	/** The oracle's budget: the same defaults as the command line's. */
	public static final int DEFAULT_ORACLE_SECONDS = (int) labyrinth.core.run.OracleBudget.DEFAULT_SECONDS;
	public static final int DEFAULT_ORACLE_MEMORY = (int) labyrinth.core.run.OracleBudget.defaultMegabytes();

	private Preferences() {
	}

	static IEclipsePreferences node() {
		return labyrinth.ui.toolkit.RunPreferences.node();
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

	/** The oracle's budget as the user set it. */
	public static labyrinth.core.run.OracleBudget oracleBudget() {
		return new labyrinth.core.run.OracleBudget(Math.max(0, node().getInt(ORACLE_SECONDS, DEFAULT_ORACLE_SECONDS)),
				Math.max(labyrinth.core.run.OracleBudget.MIN_MEGABYTES, node().getInt(ORACLE_MEMORY, DEFAULT_ORACLE_MEMORY)));
	}

	/** The exact counter within the budget the user set: it stops and says so instead of running for minutes. */
	public static labyrinth.core.oracle.CompletionCounter oracleCounter() {
		return oracleBudget().counter(new java.util.concurrent.atomic.AtomicBoolean());
	}

	/** Where the folder dialog of Regress Saved Positions starts: the last folder used, else the workspace (null: none). */
	public static Path regressFolder() {
		String last = node().get(REGRESS_FOLDER, "");
		if (!last.isEmpty() && java.nio.file.Files.isDirectory(Path.of(last))) return Path.of(last);
		return labyrinth.ui.toolkit.Widgets.workspaceLocation();
	}

	public static void setRegressFolder(Path folder) {
		node().put(REGRESS_FOLDER, folder.toString());
	}

	public static int animationDelay() {
		return Math.max(10, node().getInt(DELAY, 120));
	}

	/**
	 * Where the rules come from: the configured rule file (a workspace path like {@code /project/rules/mine.lrules},
	 * or a file system path), else the shipped sets.
	 */
	public static RuleSource ruleSource() {
		String file = ruleFile();
		return file.isEmpty() ? RuleSources.shipped() : RuleSources.file(resolve(file));
	}

	/** A workspace path of the preference as a file: /project/folder/file in the workspace, else the path as it is. */
	public static Path resolve(String file) {
		try {
			org.eclipse.core.resources.IResource r = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot().findMember(file);
			if (r != null && r.getLocation() != null) return r.getLocation().toFile().toPath();
		} catch (IllegalStateException | IllegalArgumentException e) {
			// no workspace (tests without one) or not a workspace path
		}
		return Path.of(file);
	}

	/**
	 * The rule set the Walker shows for a size: the configured source's, by the same policy as runs
	 * ({@link RuleSource#forSize}). The walker must keep working, so a rule file that is broken or meant for other
	 * sizes falls back to the shipped set for the size; {@code problem} says why, with the file's position.
	 */
	public static RuleSetSpec ruleSet(int size) {
		return ruleSet(size, new StringBuilder());
	}

	/** Like {@link #ruleSet(int)}; what is wrong with the configured file is written to {@code problem}. */
	public static RuleSetSpec ruleSet(int size, StringBuilder problem) {
		try {
			return ruleSource().forSize(size, w -> { });
		} catch (java.io.IOException e) {
			String first = e instanceof RuleFileException f ? f.problems().get(0) + (f.problems().size() > 1 ? " (and "
					+ (f.problems().size() - 1) + " more)" : "") : e.getMessage();
			// the header is narrow: the file by its name (the error log has the whole path)
			String file = ruleFile();
			if (!file.isEmpty()) first = first.replace(resolve(file).toString(), resolve(file).getFileName().toString());
			ILog.of(Platform.getBundle("labyrinth.walker.ui")).warn("the rule file cannot be used for " + size + "x" + size + ": " + e.getMessage());
			try {
				RuleSetSpec shipped = RuleSources.shipped().forSize(size, w -> { });
				problem.append(first).append("; walking with the shipped rules ").append(shipped.name());
				return shipped;
			} catch (java.io.IOException shippedBroken) {
				problem.append(first).append("; the shipped rules cannot be loaded either: ").append(shippedBroken.getMessage());
				List<RuleSetSpec.Entry> builtins = new ArrayList<>();
				for (String id : BuiltinRules.DEFAULT_IDS) builtins.add(RuleSetSpec.Entry.builtin(id));
				return new RuleSetSpec("built-in defaults", List.of(), builtins);
			}
		}
	}
}
