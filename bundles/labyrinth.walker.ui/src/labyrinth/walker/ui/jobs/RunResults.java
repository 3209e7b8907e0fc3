package labyrinth.walker.ui.jobs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.FrameworkUtil;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.model.LabyrinthFactory;
import labyrinth.model.RuleCount;
import labyrinth.model.RunLog;
import labyrinth.model.RunResult;
import labyrinth.model.Walk;
import labyrinth.ui.toolkit.ModelFiles;

/**
 * The runs of the workbench, newest last; the Results view shows them. They are research data, so they are kept as
 * a {@link RunLog} of the model in the workspace (this plugin's state location), written atomically after every
 * run and read again at the next start. Listeners run on any thread.
 */
public final class RunResults {
	/** The counts of a run so far, {@code seconds} after it started. */
	public record Sample(double seconds, long walks, long deadEnds) {
	}

	/**
	 * One finished (or cancelled) run; {@code proposedRule} is rule text for a discovery's situation, or null;
	 * {@code samples} say how a long run went (empty for short ones); {@code walksBeforeError} is the random runs'
	 * statistic as the figure states it (null without an error); {@code seed} null for an enumeration;
	 * {@code digest} the rule set's identity and {@code command} the command line that repeats the run.
	 */
	public record Run(String kind, int size, String ruleSet, long walks, long completed, long deadEnds, String figure,
			double seconds, List<String> ruleIds, long[] firings, List<Board> situations, boolean cancelled,
			String proposedRule, List<Sample> samples, Double walksBeforeError, Long seed, String digest, String command) {
		public Run(String kind, int size, String ruleSet, long walks, long completed, long deadEnds, String figure,
				double seconds, List<String> ruleIds, long[] firings, List<Board> situations, boolean cancelled) {
			this(kind, size, ruleSet, walks, completed, deadEnds, figure, seconds, ruleIds, firings, situations, cancelled, null,
					List.of(), null, null, null, null);
		}

		public Run(String kind, int size, String ruleSet, long walks, long completed, long deadEnds, String figure,
				double seconds, List<String> ruleIds, long[] firings, List<Board> situations, boolean cancelled,
				String proposedRule) {
			this(kind, size, ruleSet, walks, completed, deadEnds, figure, seconds, ruleIds, firings, situations, cancelled,
					proposedRule, List.of(), null, null, null, null);
		}

		/** The walks per second, or null for a run too short to time: a rate from a clock's tick would be made up. */
		public String rate() {
			if (seconds < MIN_TIMED_SECONDS) return null;
			return String.format(java.util.Locale.ROOT, "%,.0f walks/s", walks / seconds);
		}

		/**
		 * What the run was, so that several runs can be told apart by their first column: "random 9x9, universal",
		 * marked when it was stopped before the end (its counts are then partial).
		 */
		public String label() {
			String what = kind + " " + size + "x" + size + (ruleSet == null || ruleSet.isBlank() ? "" : ", " + ruleSet);
			return cancelled ? what + " (stopped, partial)" : what;
		}

		/**
		 * The rules the run ran, read again from its command line, or null: a run without a command or a digest (a
		 * sample has none: its situations are uniform draws, not the walker's), or rules that no longer read as they
		 * did (the file changed or is gone: their digest differs from the run's).
		 */
		public labyrinth.core.patterns.RuleSetSpec rules() {
			if (command == null || digest == null) return null;
			try {
				labyrinth.core.patterns.RuleSetSpec spec = labyrinth.rules.RuleSources.ofOptions(labyrinth.core.run.CommandLines.words(command))
						.forSize(size, warning -> {
						});
				return spec.digest().equals(digest) ? spec : null;
			} catch (IOException | RuntimeException e) {
				return null;
			}
		}

		/** Firing counts as "rule count, ...", rules that never fired left out. */
		public String firingSummary() {
			StringBuilder sb = new StringBuilder();
			for (int i = 0; i < ruleIds.size(); i++) {
				if (firings[i] == 0) continue;
				if (sb.length() > 0) sb.append(", ");
				sb.append(ruleIds.get(i)).append(' ').append(String.format(java.util.Locale.ROOT, "%,d", firings[i]));
			}
			return sb.toString();
		}
	}

	/** Runs shorter than this get no rate. */
	public static final double MIN_TIMED_SECONDS = 0.05;

	/** The run log's file name in the state location. */
	public static final String FILE = "runs.labyrinthruns";

	private static final LabyrinthFactory F = LabyrinthFactory.eINSTANCE;
	private static final List<Run> RUNS = new CopyOnWriteArrayList<>();
	private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();
	private static boolean loaded;

	private RunResults() {
	}

	public static void add(Run run) {
		synchronized (RunResults.class) {
			ensureLoaded();
			RUNS.add(run);
			Path file = store();
			if (file != null) {
				try {
					save(file, RUNS);
				} catch (IOException e) {
					ILog.of(RunResults.class).error("the run log could not be saved to " + file + "; the runs stay in this session", e);
				}
			}
		}
		for (Runnable r : LISTENERS) r.run();
	}

	/** Removes runs from the log (and the workspace file). */
	public static void delete(List<Run> gone) {
		synchronized (RunResults.class) {
			ensureLoaded();
			RUNS.removeIf(r -> gone.stream().anyMatch(g -> g == r));
			Path file = store();
			if (file != null) {
				try {
					save(file, RUNS);
				} catch (IOException e) {
					ILog.of(RunResults.class).error("the run log could not be saved to " + file, e);
				}
			}
		}
		for (Runnable r : LISTENERS) r.run();
	}

	public static List<Run> runs() {
		synchronized (RunResults.class) {
			ensureLoaded();
		}
		return new ArrayList<>(RUNS);
	}

	public static void addListener(Runnable r) {
		LISTENERS.add(r);
	}

	public static void removeListener(Runnable r) {
		LISTENERS.remove(r);
	}

	/** Where the runs are kept; null outside a running workbench. */
	public static Path store() {
		try {
			return Path.of(Platform.getStateLocation(FrameworkUtil.getBundle(RunResults.class)).append(FILE).toOSString());
		} catch (RuntimeException e) {
			return null;
		}
	}

	private static void ensureLoaded() {
		if (loaded) return;
		loaded = true;
		Path file = store();
		if (file == null || !Files.exists(file)) return;
		try {
			RUNS.addAll(0, load(file));
		} catch (IOException | RuntimeException e) {
			// never overwrite what could not be read: keep it beside, and start a new log
			Path aside = file.resolveSibling(FILE + ".unreadable-" + System.currentTimeMillis());
			try {
				Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
			} catch (IOException moveFailed) {
				e.addSuppressed(moveFailed);
			}
			ILog.of(RunResults.class).warn("the run log " + file + " could not be read; it was kept as " + aside, e);
		}
	}

	/** Writes the runs as a run log (XMI of the model), atomically. */
	public static void save(Path file, List<Run> runs) throws IOException {
		RunLog log = F.createRunLog();
		for (Run run : runs) log.getRuns().add(toModel(run));
		ModelFiles.save(file, log);
	}

	/** Reads a run log written by {@link #save}. */
	public static List<Run> load(Path file) throws IOException {
		RunLog log = ModelFiles.load(file, RunLog.class);
		List<Run> out = new ArrayList<>();
		for (RunResult r : log.getRuns()) out.add(fromModel(r));
		return out;
	}

	/**
	 * The strength of the rules per grid size, from the newest finished random run of each size that met an error:
	 * the walks completed before an error, the figure its row states. Runs without an error are left out (they give
	 * only a lower bound; {@link #errorFree} lists them). Sorted by size.
	 */
	public static java.util.SortedMap<Integer, Double> walksPerError(List<Run> runs) {
		java.util.SortedMap<Integer, Double> out = new java.util.TreeMap<>();
		for (Run r : runs) {
			if (!"random".equals(r.kind()) || r.cancelled() || r.walks() == 0) continue;
			if (r.walksBeforeError() != null) out.put(r.size(), r.walksBeforeError());
			else out.remove(r.size());
		}
		return out;
	}

	/** The sizes whose newest finished random run met no error, with its walks (a lower bound of the strength). */
	public static java.util.SortedMap<Integer, Long> errorFree(List<Run> runs) {
		java.util.SortedMap<Integer, Long> out = new java.util.TreeMap<>();
		for (Run r : runs) {
			if (!"random".equals(r.kind()) || r.cancelled() || r.walks() == 0) continue;
			if (r.walksBeforeError() == null && r.deadEnds() == 0) out.put(r.size(), r.walks());
			else out.remove(r.size());
		}
		return out;
	}

	/** Column names of {@link #csv}, in order. */
	public static final List<String> COLUMNS = List.of("kind", "size", "rules", "seed", "walks", "completed", "dead ends",
			"result", "walks before an error", "seconds", "stopped", "firings", "rule set digest", "command");

	/** The runs as CSV (RFC 4180: a header line, fields with commas or quotes quoted); firings as "id=count ...". */
	public static String csv(List<Run> runs) {
		StringBuilder sb = new StringBuilder(String.join(",", COLUMNS)).append("\r\n");
		for (Run r : runs) {
			StringBuilder firings = new StringBuilder();
			for (int i = 0; i < r.ruleIds().size(); i++) {
				firings.append(i == 0 ? "" : " ").append(r.ruleIds().get(i)).append('=').append(r.firings()[i]);
			}
			Object[] fields = { r.kind(), r.size(), r.ruleSet(), r.seed(), r.walks(), r.completed(), r.deadEnds(), r.figure(),
					r.walksBeforeError() == null ? null : String.format(java.util.Locale.ROOT, "%.2f", r.walksBeforeError()),
					String.format(java.util.Locale.ROOT, "%.3f", r.seconds()), r.cancelled(), firings, r.digest(), r.command() };
			for (int i = 0; i < fields.length; i++) {
				if (i > 0) sb.append(',');
				String f = String.valueOf(fields[i] == null ? "" : fields[i]);
				boolean quoted = f.chars().anyMatch(c -> c == ',' || c == '"' || c == '\r' || c == '\n');
				sb.append(quoted ? '"' + f.replace("\"", "\"\"") + '"' : f);
			}
			sb.append("\r\n");
		}
		return sb.toString();
	}

	/** The runs as a JSON array of objects, one a line; firings as an object from rule id to count. */
	public static String json(List<Run> runs) {
		List<String> objects = new ArrayList<>();
		for (Run r : runs) {
			labyrinth.kernel.io.Json firings = new labyrinth.kernel.io.Json();
			for (int i = 0; i < r.ruleIds().size(); i++) firings.put(r.ruleIds().get(i), r.firings()[i]);
			labyrinth.kernel.io.Json o = new labyrinth.kernel.io.Json().put("kind", r.kind()).put("size", r.size()).put("rules", r.ruleSet())
					.put("walks", r.walks()).put("completed", r.completed()).put("deadEnds", r.deadEnds()).put("result", r.figure())
					.put("seconds", r.seconds()).put("stopped", r.cancelled()).put("firings", firings)
					.put("situations", r.situations().size()).put("seed", r.seed()).put("walksBeforeError", r.walksBeforeError())
					.put("ruleSetDigest", r.digest()).put("command", r.command());
			if (r.proposedRule() != null) o.put("proposedRule", r.proposedRule());
			objects.add("  " + o);
		}
		return objects.isEmpty() ? "[]\n" : "[\n" + String.join(",\n", objects) + "\n]\n";
	}

	/** Writes the runs to {@code file}, as JSON if its name ends in .json, else as CSV; atomically. */
	public static void export(Path file, List<Run> runs) throws IOException {
		String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
		labyrinth.kernel.io.TextFiles.writeAtomically(file, name.endsWith(".json") ? json(runs) : csv(runs));
	}

	static RunResult toModel(Run run) {
		RunResult r = F.createRunResult();
		r.setKind(run.kind());
		r.setSize(run.size());
		r.setRuleSet(run.ruleSet());
		r.setWalks(run.walks());
		r.setCompleted(run.completed());
		r.setDeadEnds(run.deadEnds());
		r.setFigure(run.figure());
		r.setSeconds(run.seconds());
		r.setCancelled(run.cancelled());
		r.setProposedRule(run.proposedRule());
		r.setWalksBeforeError(run.walksBeforeError());
		r.setSeed(run.seed());
		r.setRuleSetDigest(run.digest());
		r.setCommand(run.command());
		for (Sample sample : run.samples()) {
			labyrinth.model.RunSample m = F.createRunSample();
			m.setSeconds(sample.seconds());
			m.setWalks(sample.walks());
			m.setDeadEnds(sample.deadEnds());
			r.getSamples().add(m);
		}
		for (int i = 0; i < run.ruleIds().size(); i++) {
			RuleCount c = F.createRuleCount();
			c.setRuleId(run.ruleIds().get(i));
			c.setCount(run.firings()[i]);
			r.getFirings().add(c);
		}
		for (Board b : run.situations()) {
			Walk w = F.createWalk();
			w.setSize(b.size());
			StringBuilder moves = new StringBuilder(b.length());
			for (int i = 1; i < b.length(); i++) moves.append(Direction.letter(b.pathHeading(i)));
			w.setMoves(moves.toString());
			r.getSituations().add(w);
		}
		return r;
	}

	static Run fromModel(RunResult r) throws IOException {
		List<String> ids = new ArrayList<>();
		long[] firings = new long[r.getFirings().size()];
		for (int i = 0; i < firings.length; i++) {
			ids.add(r.getFirings().get(i).getRuleId());
			firings[i] = r.getFirings().get(i).getCount();
		}
		List<Board> situations = new ArrayList<>();
		for (Walk w : r.getSituations()) situations.add(board(w));
		return new Run(r.getKind(), r.getSize(), r.getRuleSet(), r.getWalks(), r.getCompleted(), r.getDeadEnds(),
				r.getFigure(), r.getSeconds(), ids, firings, situations, r.isCancelled(), r.getProposedRule(),
				r.getSamples().stream().map(m -> new Sample(m.getSeconds(), m.getWalks(), m.getDeadEnds())).toList(),
				r.getWalksBeforeError(), r.getSeed(), r.getRuleSetDigest(), r.getCommand());
	}

	private static Board board(Walk w) throws IOException {
		if (!Board.isValidSize(w.getSize())) throw new IOException("a situation's size must be " + Board.SIZE_RULE);
		Board b = new Board(w.getSize());
		String moves = w.getMoves() == null ? "" : w.getMoves();
		for (int i = 0; i < moves.length(); i++) {
			int d = Direction.ofLetter(moves.charAt(i));
			if (d < 0 || !b.isFree(b.neighbour(b.head(), d))) throw new IOException("a situation's move " + (i + 1) + " is not possible");
			b.step(d);
		}
		return b;
	}
}
