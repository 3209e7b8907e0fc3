package labyrinth.core.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import labyrinth.core.grid.Board;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.walk.RandomWalks;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/**
 * Two rule sets judged on the same positions: the random walks of {@code random --rules A --seed S} (driven by A),
 * and at every position the fields each set allows. Where they differ, the fields only one side disables are told
 * apart by the oracle (viable or doomed), and the rules of each side that decided are counted: whether a change made
 * a set stronger (it disables doomed fields the other allows) or merely different, or wrong (a viable field).
 */
public final class CompareOperation implements Operation<CompareOperation.Result> {
	/** Differing positions kept (and saved with {@code save}). */
	public static final int KEPT_POSITIONS = 10;

	/** @param save a folder for the first differing positions (.txt and .lpath), or null */
	public record Settings(int size, RuleSource rules, RuleSource against, int walks, long seed, OracleBudget budget, Path save) {
		public Settings {
			Board.checkSize(size);
			if (walks < 1) throw new IllegalArgumentException("walks must be at least 1");
		}
	}

	/** Fields only one side disables, by what the oracle says of them. */
	public record Fields(long viable, long doomed, long unknown) {
		long total() {
			return viable + doomed + unknown;
		}

		Fields plus(CompletionCounter.Count c) {
			if (c == null || !c.known()) return new Fields(viable, doomed, unknown + 1);
			return c.viable() ? new Fields(viable + 1, doomed, unknown) : new Fields(viable, doomed + 1, unknown);
		}

		Json json() {
			return new Json().put("viable", viable).put("doomed", doomed).put("unknown", unknown);
		}

		String text() {
			return RunProgress.amount(total(), "fields") + String.format(Locale.ROOT, ": %,d doomed, %,d viable, %,d unknown", doomed, viable, unknown);
		}
	}

	/**
	 * @param onlyRules   fields only {@code rules} disables; {@code rulesDeciding} counts them by the rule that did
	 * @param onlyAgainst fields only {@code against} disables
	 * @param kept        the first differing positions
	 */
	public record Result(int size, String rules, String against, int walks, long seed, long positions, long differing, Fields onlyRules,
			Fields onlyAgainst, Map<String, Long> rulesDeciding, Map<String, Long> againstDeciding, List<Board> kept, List<Path> saved,
			boolean cancelled) implements RunResult {
		@Override
		public String text() {
			StringBuilder sb = new StringBuilder();
			sb.append(String.format(Locale.ROOT, "%dx%d, %s driven by %s (seed %d): %,d positions, %,d where the sets differ%s%n", size, size,
					RunProgress.amount(walks, "walks"), rules, seed, positions, differing, cancelled ? " (stopped)" : ""));
			if (size > CompletionCounter.MAX_SIZE && differing > 0) {
				sb.append("  the oracle counts up to ").append(CompletionCounter.MAX_SIZE).append('x').append(CompletionCounter.MAX_SIZE)
						.append(": the fields below are unknown\n");
			}
			sb.append("  only ").append(rules).append(" disables ").append(onlyRules.text()).append(verdict(onlyRules)).append('\n');
			sb.append("  only ").append(against).append(" disables ").append(onlyAgainst.text()).append(verdict(onlyAgainst)).append('\n');
			if (!rulesDeciding.isEmpty()) sb.append("  rules of ").append(rules).append(" that decided: ").append(counts(rulesDeciding)).append('\n');
			if (!againstDeciding.isEmpty()) {
				sb.append("  rules of ").append(against).append(" that decided: ").append(counts(againstDeciding)).append('\n');
			}
			for (Path p : saved) sb.append("  saved ").append(Situations.named(p)).append('\n');
			return sb.toString();
		}

		private static String verdict(Fields f) {
			if (f.viable() > 0) return " (a viable field disabled: that side is wrong there)";
			return f.doomed() > 0 ? " (stronger there)" : "";
		}

		private static String counts(Map<String, Long> m) {
			List<String> parts = new ArrayList<>();
			m.forEach((rule, n) -> parts.add(rule + " " + n));
			return String.join(", ", parts);
		}

		@Override
		public Json json() {
			return new Json().put("command", "compare").put("size", size).put("rules", rules).put("against", against).put("walks", walks)
					.put("seed", seed).put("positions", positions).put("differing", differing).put("onlyRules", onlyRules.json())
					.put("onlyAgainst", onlyAgainst.json()).put("rulesDeciding", decisions(rulesDeciding))
					.put("againstDeciding", decisions(againstDeciding)).put("saved", saved.stream().map(Path::toString).toList())
					.put("cancelled", cancelled);
		}

		private static Json decisions(Map<String, Long> m) {
			Json j = new Json();
			m.forEach(j::put);
			return j;
		}
	}

	private final Settings settings;

	public CompareOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		return "Compare " + settings.rules().describe() + " against " + settings.against().describe() + " on " + settings.size() + "x"
				+ settings.size();
	}

	@Override
	public Result run(RunContext context) throws IOException {
		int n = settings.size();
		if (settings.save() != null) Situations.prepare(settings.save(), "--save");
		RuleSetSpec a = settings.rules().forSize(n, context::warn);
		RuleSetSpec b = settings.against().forSize(n, context::warn);
		RuleEngine driving = a.engine();
		RuleEngine other = b.engine();
		Oracle oracle = n <= CompletionCounter.MAX_SIZE ? new Oracle(settings.budget().counter(context.cancel())) : null;
		long positions = 0;
		long differing = 0;
		Fields onlyA = new Fields(0, 0, 0);
		Fields onlyB = new Fields(0, 0, 0);
		Map<String, Long> decidedA = new TreeMap<>();
		Map<String, Long> decidedB = new TreeMap<>();
		List<Board> kept = new ArrayList<>();
		List<Long> keptSeeds = new ArrayList<>();
		int walk = 0;
		for (; walk < settings.walks() && !context.cancelled(); walk++) {
			context.report(RunProgress.of(walk, settings.walks(), "walks", new RunProgress.Count("positions", positions),
					new RunProgress.Count("differing", differing)));
			long walkSeed = RandomWalks.walkSeed(settings.seed(), walk);
			SplittableRandom random = new SplittableRandom(walkSeed);
			Board board = new Board(n);
			// the same choices as RandomWalks.walk with the driving set: its draw, which asks the costly rules lazily
			while (!board.isComplete() && !context.cancelled()) {
				Evaluation ea = driving.evaluate(board);
				Evaluation eb = other.evaluate(board);
				positions++;
				if (ea.allowed() != eb.allowed()) {
					differing++;
					CompletionCounter.Count[] verdicts = oracle == null ? new CompletionCounter.Count[4] : oracle.classify(board);
					int onlyADisables = eb.allowed() & ~ea.allowed();
					int onlyBDisables = ea.allowed() & ~eb.allowed();
					for (int d = 0; d < 4; d++) {
						if ((onlyADisables & (1 << d)) != 0) {
							onlyA = onlyA.plus(verdicts[d]);
							decidedA.merge(ea.disabledBy(d).ruleId(), 1L, Long::sum);
						}
						if ((onlyBDisables & (1 << d)) != 0) {
							onlyB = onlyB.plus(verdicts[d]);
							decidedB.merge(eb.disabledBy(d).ruleId(), 1L, Long::sum);
						}
					}
					if (kept.size() < KEPT_POSITIONS) {
						kept.add(board.copy());
						keptSeeds.add(walkSeed);
					}
				}
				int next = driving.draw(board, random, null);
				if (next < 0) break;
				board.step(next);
			}
		}
		List<Path> saved = new ArrayList<>();
		if (settings.save() != null) {
			for (int i = 0; i < kept.size(); i++) {
				saved.add(Situations.save(settings.save(), "compare_" + n + "x" + n + "_" + (i + 1), kept.get(i), driving, keptSeeds.get(i)));
			}
		}
		context.report(RunProgress.of(walk, settings.walks(), "walks", new RunProgress.Count("positions", positions),
				new RunProgress.Count("differing", differing)), true);
		return new Result(n, settings.rules().describe(), settings.against().describe(), walk, settings.seed(), positions, differing, onlyA, onlyB,
				decidedA, decidedB, List.copyOf(kept), List.copyOf(saved), context.cancelled());
	}
}
