package labyrinth.core.run;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.core.patterns.RuleEvidence;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.patterns.RuleText;
import labyrinth.core.patterns.SituationPattern;
import labyrinth.core.walk.Discovery;
import labyrinth.core.walk.RandomWalks;
import labyrinth.kernel.io.InputFileException;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/**
 * Rounds of: find a situation the rules get wrong, cut its drawing down to the fields near the live end (the smallest
 * radius that passes the checks of {@link RuleEvidence}, else the whole drawing, exact for this size), add it to the
 * rule file with its evidence as description, and walk again with it.
 */
public final class DiscoverAutoOperation implements Operation<DiscoverAutoOperation.Result> {
	public static final int DEFAULT_ROUNDS = 10;
	/** Sizes whose random walks check a proposed rule with the oracle, and the size enumerated for it. */
	private static final int[] CHECK_SIZES = { 9, 11, 13 };
	private static final int EXHAUSTIVE_SIZE = 7;
	private static final int CHECK_WALKS = 150;
	private static final int MAX_RADIUS = 5;

	/**
	 * @param rules   the rule file the rounds add to; it must declare {@code size}
	 * @param shipped the rules of the check sizes, which no round changes
	 */
	public record Settings(int size, RuleSource rules, RuleSource shipped, int rounds, int walks, long seed, int threads) {
		public Settings {
			Board.checkSize(size);
			if (size > CompletionCounter.MAX_SIZE) {
				throw new IllegalArgumentException("discovery uses the oracle, which handles sizes up to " + CompletionCounter.MAX_SIZE);
			}
			if (rounds < 1 || walks < 1) throw new IllegalArgumentException("rounds and walks must be at least 1");
		}
	}

	/** What the rounds did: one line per round, the rules added, the walker before and after. */
	public record Result(int size, String file, List<String> rounds, int added, int walks, long seed, RandomWalks.Result before,
			RandomWalks.Result after, boolean cancelled, String problem) implements RunResult {
		@Override
		public String text() {
			StringBuilder sb = new StringBuilder();
			for (String r : rounds) sb.append(r).append('\n');
			if (after != null) {
				sb.append(String.format(Locale.ROOT, "%d rule(s) added to %s; %,d random walks, seed %d: %s -> %s walks completed before an error%n",
						added, file, walks, seed, RandomOperation.beforeError(before), RandomOperation.beforeError(after)));
			}
			return sb.toString();
		}

		@Override
		public Json json() {
			return new Json().put("command", "discover --auto").put("size", size).put("file", file).put("rounds", rounds)
					.put("added", added).put("walks", walks).put("seed", seed)
					.put("averageBeforeErrorBefore", before == null ? null : before.averageBeforeError())
					.put("averageBeforeErrorAfter", after == null ? null : after.averageBeforeError()).put("cancelled", cancelled)
					.put("problem", problem);
		}
	}

	private final Settings settings;

	public DiscoverAutoOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		int n = settings.size();
		return String.format(Locale.ROOT, "Discovery rounds %dx%d into %s", n, n, settings.rules().describe());
	}

	@Override
	public Result run(RunContext context) throws IOException {
		int n = settings.size();
		RuleSource file = settings.rules();
		RuleSetSpec start = file.forSize(n, context::warn);
		if (start.sizes().isEmpty()) {
			throw new InputFileException(file.describe(), "rounds add rules drawn on " + n + "x" + n + ": the rule file must say 'sizes " + n + "'");
		}
		RuleSetSpec seven = settings.shipped().forSize(EXHAUSTIVE_SIZE, context::warn);
		Map<Integer, RuleSetSpec> shipped = new HashMap<>();
		for (int size : CHECK_SIZES) if (size != n) shipped.put(size, settings.shipped().forSize(size, context::warn));
		long expected = new CompletionCounter().count(new Board(EXHAUSTIVE_SIZE)).value().longValueExact();
		int walks = settings.walks();
		long seed = settings.seed();
		RandomWalks.Result before = RandomWalks.run(n, start, walks, seed, settings.threads(), 0, context.cancel());
		List<String> lines = new ArrayList<>();
		int added = 0;
		for (int round = 1; round <= settings.rounds() && !context.cancelled(); round++) {
			context.report(RunProgress.of(round - 1, settings.rounds(), "rounds", new RunProgress.Count("rules added", added)));
			RuleSetSpec rules = file.forSize(n, context::warn);
			long roundSeed = seed + round;
			Discovery.Finding f = Discovery.random(n, rules.engine(), walks, roundSeed, context.cancel());
			if (!f.found()) {
				lines.add(String.format(Locale.ROOT, "round %d: no wrong decision in %,d walks", round, f.walksSearched()));
				break;
			}
			if (f.mistake().disabledViable()) {
				lines.add(String.format(Locale.ROOT, "round %d: %s%n%s", round, f.mistake().describe(f.board()),
						PathFiles.formatOriginal(f.board(), rules.engine())));
				return new Result(n, file.describe(), List.copyOf(lines), added, walks, seed, before, null, false, "a rule of "
						+ file.describe() + " disabled a field that can still be completed; fix the rule file first");
			}
			String name = "Auto" + n + "x" + n + "_" + roundSeed + "_" + f.walksSearched();
			PatternSpec exact = SituationPattern.spec(name, f.board(), f.mistake().direction());
			PatternSpec chosen = exact;
			RuleEvidence.Report evidence = null;
			int radius = 0;
			for (int r = 2; r <= MAX_RADIUS && !context.cancelled(); r++) {
				PatternSpec cut = RuleEvidence.around(exact, r);
				RuleEvidence.Report report = RuleEvidence.check(cut, EXHAUSTIVE_SIZE, seven, expected,
						size -> size == n ? rules : shipped.get(size), CHECK_SIZES, CHECK_WALKS, roundSeed, settings.threads(), context.cancel());
				if (report.sound()) {
					chosen = cut;
					evidence = report;
					radius = r;
					break;
				}
			}
			String description = evidence == null
					? String.format(Locale.ROOT, "discover --auto, %dx%d seed %d walk %d: the whole situation, exact on %dx%d", n, n,
							roundSeed, f.walksSearched(), n, n)
					: String.format(Locale.ROOT, "discover --auto, %dx%d seed %d walk %d: the fields within %d of the live end. "
							+ "Checked: all %,d walkthroughs of %dx%d kept; %,d firings on random %dx%d..%dx%d walks, %,d fields judged "
							+ "doomed by the oracle", n, n, roundSeed, f.walksSearched(), radius, expected, EXHAUSTIVE_SIZE,
							EXHAUSTIVE_SIZE, evidence.firings(), CHECK_SIZES[0], CHECK_SIZES[0],
							CHECK_SIZES[CHECK_SIZES.length - 1], CHECK_SIZES[CHECK_SIZES.length - 1], evidence.checked());
			String rule = RuleText.rule(chosen, description, false);
			try {
				file.append(rule, n);
			} catch (IOException e) {
				// the rule took minutes to find and check: printed, it is not lost with the write
				lines.add(String.format(Locale.ROOT, "round %d: found %s, but it could not be added; here it is:%n%s", round, name, rule.strip()));
				return new Result(n, file.describe(), List.copyOf(lines), added, walks, seed, before, null, false,
						"could not add " + name + " to " + file.describe() + " (" + e.getMessage() + "); the rule is printed above");
			}
			added++;
			lines.add(String.format(Locale.ROOT, "round %d: the rules allowed a doomed field after %,d walks; added %s (%s)", round,
					f.walksSearched(), name, evidence == null ? "whole situation" : "radius " + radius));
		}
		RandomWalks.Result after = RandomWalks.run(n, file.forSize(n, context::warn), walks, seed, settings.threads(), 0, context.cancel());
		return new Result(n, file.describe(), List.copyOf(lines), added, walks, seed, before, after, context.cancelled(), null);
	}
}
