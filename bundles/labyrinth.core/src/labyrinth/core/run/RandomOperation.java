package labyrinth.core.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import labyrinth.core.grid.Board;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.walk.FirstNeed;
import labyrinth.core.walk.RandomWalks;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.RunLock;
import labyrinth.kernel.io.TextFiles;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;
import labyrinth.kernel.tasks.TaskRunner;

/** Seeded random walks per size: completed, dead ends, walks completed before an error; failing situations kept. */
public final class RandomOperation implements Operation<RandomOperation.Result> {
	public static final int DEFAULT_WALKS = 10_000;
	public static final long DEFAULT_SEED = 1;
	/** Failing walks a run keeps when it saves them or has a checkpoint (a resumed run can still save them). */
	public static final int KEPT_FOR_SAVING = 100;
	/** Saved situations the text output names one by one; the rest are counted. */
	public static final int SAVED_LISTED = 10;

	/**
	 * @param sizes        the sizes to walk, in order
	 * @param checkpoint   null for none
	 * @param save         a folder for the failing situations, or null
	 * @param keepFailures how many failing walks per size the result keeps (at least those to save)
	 * @param costs        also run the walks once per rule without it: its share of the time and what it is worth
	 * @param seconds      stop after this long, 0 for no limit
	 */
	public record Settings(List<Integer> sizes, RuleSource rules, int walks, long seed, Path checkpoint, Path save, int keepFailures,
			boolean costs, double seconds) {
		public Settings {
			sizes = List.copyOf(sizes);
			if (sizes.isEmpty()) throw new IllegalArgumentException("no size to walk");
			for (int n : sizes) Board.checkSize(n);
			if (walks < 1) throw new IllegalArgumentException("walks must be at least 1, got " + walks);
			if (costs && checkpoint != null) {
				throw new IllegalArgumentException("costs run the walks again once per rule and keep no checkpoint; leave one of them out");
			}
			if (save != null || checkpoint != null) keepFailures = Math.max(keepFailures, KEPT_FOR_SAVING);
		}

		public Settings(int size, RuleSource rules, int walks, long seed) {
			this(List.of(size), rules, walks, seed, null, null, 0, false, 0);
		}
	}

	/** One rule's cost: the walks without it. */
	public record Cost(String without, RandomWalks.Result walks, double share) {
	}

	/** One size's figures; {@code costs} empty unless asked for, {@code all} the full set measured again beside them. */
	public record Row(String ruleSet, String digest, RandomWalks.Result walks, RandomWalks.Result all, List<Cost> costs, List<Path> saved) {
	}

	/** {@code checkpointed}: the run keeps a checkpoint, so a stopped run goes on where it stopped. */
	public record Result(long seed, boolean checkpointed, List<Row> rows, List<String> saveProblems) implements RunResult {
		@Override
		public boolean cancelled() {
			return rows.isEmpty() || rows.getLast().walks().cancelled();
		}

		@Override
		public String problem() {
			for (Row r : rows) {
				if (r.walks().checkpointProblem() != null) return r.walks().checkpointProblem() + "; the figures above are right but were not saved";
			}
			if (!saveProblems.isEmpty()) return saveProblems.size() + " situation(s) not saved; first: " + saveProblems.get(0);
			return null;
		}

		@Override
		public String text() {
			StringBuilder sb = new StringBuilder();
			for (Row row : rows) {
				RandomWalks.Result r = row.walks();
				int n = r.size();
				String stopped = !r.cancelled() ? ""
						: String.format(Locale.ROOT, " STOPPED after %,d walks%s", r.completed() + r.deadEnds(),
								checkpointed ? "; run it again to go on" : "");
				labyrinth.kernel.stats.Proportion rate = r.deadEndRate();
				sb.append(String.format(Locale.ROOT, "%2dx%-2d %,d walks: %,d completed, %s = %s, %s walks completed before an error %s (%.2f s, %,.0f positions/s)%s%n",
						n, n, r.walks(), r.completed(), RunProgress.amount(r.deadEnds(), "dead ends"), rate.percentText(), beforeError(r),
						rate.missesPerHitText(), r.seconds(), r.positionsPerSecond(), stopped));
				if (!r.firstNeeds().isEmpty()) sb.append("  ").append(FirstNeed.summary(r.firstNeeds(), true)).append('\n');
				if (r.resumedWalks() > 0) {
					sb.append(String.format(Locale.ROOT, "  resumed from the checkpoint: %,d of the walks were done before%n", r.resumedWalks()));
				}
				if (row.all() != null) {
					sb.append(String.format(Locale.ROOT, "  %-34s %18s %14s %8s%n", "rule costs (same walks)", "walks before error",
							"positions/s", "time"));
					sb.append(String.format(Locale.ROOT, "  %-34s %18s %,14.0f %8s%n", "all rules", beforeError(row.all()),
							row.all().positionsPerSecond(), ""));
					for (Cost c : row.costs()) {
						sb.append(String.format(Locale.ROOT, "  %-34s %18s %,14.0f %7.0f%%%n", "without " + c.without(), beforeError(c.walks()),
								c.walks().positionsPerSecond(), 100 * c.share()));
					}
				}
				// each situation is a .txt and an .lpath; a long list ends with a count (--json lists them all)
				for (Path p : row.saved().subList(0, Math.min(SAVED_LISTED, row.saved().size()))) {
					sb.append("  saved ").append(Situations.named(p)).append('\n');
				}
				if (row.saved().size() > SAVED_LISTED) {
					sb.append(String.format(Locale.ROOT, "  and %,d more in %s%n", row.saved().size() - SAVED_LISTED,
							row.saved().get(SAVED_LISTED).getParent()));
				}
			}
			return sb.toString();
		}

		@Override
		public Json json() {
			List<Json> out = new ArrayList<>();
			for (Row row : rows) {
				RandomWalks.Result r = row.walks();
				Json j = new Json().put("size", r.size()).put("ruleSet", row.ruleSet()).put("ruleSetDigest", row.digest()).put("walks", r.walks()).put("completed", r.completed())
						.put("deadEnds", r.deadEnds()).put("averageBeforeError", r.averageBeforeError()).put("seed", seed)
						.put("deadEndRate", r.deadEndRate().value()).put("deadEndRate95", List.of(r.deadEndRate().low(), r.deadEndRate().high()))
						.put("averageBeforeError95", List.of(r.deadEndRate().missesPerHitLow(), r.deadEndRate().missesPerHitHigh()))
						.put("seconds", r.seconds()).put("cancelled", r.cancelled()).put("resumedWalks", r.resumedWalks())
						.put("checkpointProblem", r.checkpointProblem()).put("positionsPerSecond", r.positionsPerSecond());
				if (row.all() != null) {
					List<Json> costs = new ArrayList<>();
					for (Cost c : row.costs()) {
						costs.add(new Json().put("without", c.without()).put("deadEnds", c.walks().deadEnds())
								.put("averageBeforeError", c.walks().averageBeforeError()).put("positionsPerSecond", c.walks().positionsPerSecond()));
					}
					j.put("costsPositionsPerSecond", row.all().positionsPerSecond()).put("costs", costs);
				}
				j.put("firstNeed", r.firstNeeds().stream().map(n -> n.json("walk")).toList());
				j.put("saved", row.saved().stream().map(Path::toString).toList());
				out.add(j);
			}
			return new Json().put("command", "random").put("results", out).put("saveProblems", saveProblems);
		}
	}

	/** Walks completed before an error, as printed: "all" when no walk got stuck. */
	public static String beforeError(RandomWalks.Result r) {
		return r.deadEnds() == 0 ? "all" : String.format(Locale.ROOT, "%.2f", r.averageBeforeError());
	}

	private final Settings settings;

	public RandomOperation(Settings settings) {
		this.settings = settings;
	}

	public Settings settings() {
		return settings;
	}

	@Override
	public String title() {
		List<Integer> sizes = settings.sizes();
		String size = sizes.size() == 1 ? sizes.get(0) + "x" + sizes.get(0) : sizes.get(0) + ".." + sizes.getLast();
		return String.format(Locale.ROOT, "Random walks %s, %,d walks, seed %d (%s)", size, settings.walks(), settings.seed(),
				settings.rules().describe());
	}

	@Override
	public Result run(RunContext context) throws IOException {
		if (settings.save() != null) Situations.prepare(settings.save(), "--save");
		if (settings.checkpoint() != null) TextFiles.checkWritable(settings.checkpoint(), "--checkpoint");
		// every size's rules first: a rule file not meant for one of them is refused before hours of walks
		List<RuleSetSpec> rules = new ArrayList<>();
		for (int n : settings.sizes()) rules.add(settings.rules().forSize(n, context::warn));
		return RunLock.holding(settings.checkpoint(), "--checkpoint", () -> run(context, rules));
	}

	private Result run(RunContext context, List<RuleSetSpec> rules) throws IOException {
		context.stopAfter(settings.seconds());
		List<Row> rows = new ArrayList<>();
		List<String> saveProblems = new ArrayList<>();
		for (int i = 0; i < settings.sizes().size(); i++) {
			int n = settings.sizes().get(i);
			RuleSetSpec set = rules.get(i);
			String label = n + "x" + n;
			RandomWalks.Result r = walk(context, label, n, set, settings.keepFailures(), settings.checkpoint());
			RandomWalks.Result all = null;
			List<Cost> costs = new ArrayList<>();
			if (!r.cancelled() && r.checkpointProblem() == null && settings.costs()) {
				// the full set again: the first run also warmed up the JVM, which would flatter every run after it
				all = walk(context, label + " costs, all rules", n, set, 0, null);
				for (int k = 0; k < set.entries().size() && !context.cancelled(); k++) {
					List<RuleSetSpec.Entry> entries = new ArrayList<>(set.entries());
					RuleSetSpec.Entry left = entries.remove(k);
					RandomWalks.Result without = walk(context, label + " costs, without " + left.id(), n, set.withEntries(entries), 0, null);
					// the rule's share of the time per position: how much faster the positions go without it
					costs.add(new Cost(left.id(), without, 1 - all.positionsPerSecond() / without.positionsPerSecond()));
				}
			}
			List<Path> saved = new ArrayList<>();
			if (settings.save() != null && r.checkpointProblem() == null) {
				RuleEngine engine = set.engine();
				for (RandomWalks.Failure f : r.failures()) {
					String base = n + "_seed" + r.seed() + "_walk" + f.walk();
					try {
						saved.add(Situations.save(settings.save(), base, f.board(), engine, RandomWalks.walkSeed(r.seed(), f.walk())));
					} catch (IOException e) {
						saveProblems.add("could not save " + settings.save().resolve(base + ".txt") + " (" + e.getMessage() + ")");
					}
				}
				for (FirstNeed need : r.firstNeeds()) {
					if (!need.found()) continue;
					String base = n + "_seed" + r.seed() + "_" + need.fileName();
					try {
						saved.add(Situations.save(settings.save(), base, need.board(), engine, RandomWalks.walkSeed(r.seed(), (int) need.index())));
					} catch (IOException e) {
						saveProblems.add("could not save " + settings.save().resolve(base + ".txt") + " (" + e.getMessage() + ")");
					}
				}
			}
			rows.add(new Row(set.name(), set.digest(), r, all, List.copyOf(costs), List.copyOf(saved)));
			if (r.cancelled() || r.checkpointProblem() != null) break;
		}
		return new Result(settings.seed(), settings.checkpoint() != null, List.copyOf(rows), List.copyOf(saveProblems));
	}

	private RandomWalks.Result walk(RunContext context, String label, int n, RuleSetSpec set, int keep, Path checkpoint) throws IOException {
		TaskRunner.Progress[] lastTasks = { null };
		int walks = settings.walks();
		RandomWalks.Result r = RandomWalks.run(n, set, walks, settings.seed(), context.runner(), keep, context.cancel(),
				p -> lastTasks[0] = p, checkpoint,
				(done, dead) -> context.report(progress(label, done, walks, dead, lastTasks[0])));
		context.report(progress(label, r.completed() + r.deadEnds(), walks, r.deadEnds(), lastTasks[0]), true);
		return r;
	}

	private static RunProgress progress(String label, long done, long walks, long dead, TaskRunner.Progress tasks) {
		return new RunProgress(label, done, walks, "walks", List.of(new RunProgress.Count("dead ends", dead)), null, null)
				.withTasks(tasks, "walks");
	}
}
