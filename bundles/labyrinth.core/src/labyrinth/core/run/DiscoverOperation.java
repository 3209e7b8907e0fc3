package labyrinth.core.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import labyrinth.core.grid.Board;
import labyrinth.core.io.AsciiBoard;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.core.patterns.RuleMinimizer;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.patterns.RuleText;
import labyrinth.core.patterns.SituationPattern;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.walk.Discovery;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/**
 * The first step where the rules disagree with the exact oracle, on random walks or left first; for a doomed field
 * the rules allowed, a rule for the situation (exact, so sound on this size), optionally cut down to the cells that
 * matter.
 */
public final class DiscoverOperation implements Operation<DiscoverOperation.Result> {
	public static final int DEFAULT_WALKS = 1000;
	/** Minimizing enumerates the size once per cell: sizes above this take too long. */
	public static final int LARGEST_MINIMIZED_SIZE = 7;

	/**
	 * @param walks      random walks to search (ignored when exhaustive)
	 * @param exhaustive search left first instead of randomly
	 * @param minimize   also cut the proposed rule down to the cells that matter (up to {@link #LARGEST_MINIMIZED_SIZE})
	 * @param save       a folder for the situation found, or null
	 * @param threads    threads of the enumerations that minimizing runs
	 * @param seconds    stop after this long, 0 for no limit
	 */
	public record Settings(int size, RuleSource rules, int walks, long seed, boolean exhaustive, boolean minimize, Path save,
			int threads, double seconds) {
		public Settings {
			Board.checkSize(size);
			if (size > CompletionCounter.MAX_SIZE) {
				throw new IllegalArgumentException("discovery uses the oracle, which handles sizes up to " + CompletionCounter.MAX_SIZE);
			}
			if (minimize && size > LARGEST_MINIMIZED_SIZE) {
				throw new IllegalArgumentException("minimizing enumerates the size once per cell; use it up to " + LARGEST_MINIMIZED_SIZE
						+ "x" + LARGEST_MINIMIZED_SIZE);
			}
			if (walks < 1) throw new IllegalArgumentException("walks must be at least 1, got " + walks);
		}

		public Settings(int size, RuleSource rules, int walks, long seed) {
			this(size, rules, walks, seed, false, false, null, Runtime.getRuntime().availableProcessors(), 0);
		}
	}

	/**
	 * @param finding   what the search found
	 * @param proposal  a rule for the situation (rule-language text), or null when the rules disabled a viable field
	 *                  or nothing was found
	 * @param minimized the proposal cut down, or null
	 * @param saved     the situation's file, or null
	 * @param culprit   the rule that disabled the viable field, as "rule N, Name" (N its number in the set), or null
	 */
	public record Result(int size, long seed, boolean exhaustive, String ruleSet, String digest, Discovery.Finding finding, String pathText,
			String picture, PatternSpec proposal, PatternSpec minimized, long walkthroughs, Path saved, boolean cancelled, String culprit)
			implements RunResult {
		public boolean found() {
			return finding.found();
		}

		/** The proposal as rule-language text, or null. */
		public String proposalText() {
			return proposal == null ? null : RuleText.rule(proposal, null, false);
		}

		@Override
		public String text() {
			Discovery.Finding f = finding;
			StringBuilder sb = new StringBuilder();
			if (!f.found()) {
				sb.append(String.format(Locale.ROOT, "no wrong rule decision in %,d walks (%,d positions judged)%s%n", f.walksSearched(),
						f.positionsJudged(), cancelled ? " (STOPPED)" : ""));
				return sb.toString();
			}
			sb.append(String.format(Locale.ROOT, "after %s (%,d positions judged): %s%n", RunProgress.amount(f.walksSearched(), "walks"),
					f.positionsJudged(), f.mistake().describe(f.board())));
			sb.append(picture);
			sb.append(pathText).append('\n');
			if (proposal != null) {
				sb.append("a ").append(size).append('x').append(size).append(" rule for this situation (exact, so sound on this size):\n");
				sb.append(proposalText());
			}
			if (minimized != null) {
				sb.append("the same rule cut down to the cells that matter (sound on ").append(size).append('x').append(size)
						.append(": exhaustive enumeration keeps all ").append(String.format(Locale.ROOT, "%,d", walkthroughs))
						.append(" walkthroughs):\n");
				sb.append(RuleText.rule(minimized, null, false));
			}
			if (saved != null) sb.append("saved ").append(Situations.named(saved)).append('\n');
			return sb.toString();
		}

		@Override
		public Json json() {
			Discovery.Finding f = finding;
			return new Json().put("command", "discover").put("size", size).put("seed", exhaustive ? null : seed).put("ruleSet", ruleSet)
					.put("ruleSetDigest", digest).put("found", f.found()).put("walks", f.walksSearched()).put("positions", f.positionsJudged())
					.put("mistake", f.found() ? f.mistake().describe(f.board()) : null).put("path", f.found() ? pathText : null)
					.put("proposal", proposalText()).put("minimized", minimized == null ? null : RuleText.rule(minimized, null, false))
					.put("culprit", culprit).put("saved", saved == null ? null : saved.toString()).put("cancelled", cancelled);
		}
	}

	private final Settings settings;

	public DiscoverOperation(Settings settings) {
		this.settings = settings;
	}

	public Settings settings() {
		return settings;
	}

	@Override
	public String title() {
		int n = settings.size();
		return "Discovery " + n + "x" + n + (settings.exhaustive() ? ", left first" : String.format(Locale.ROOT, ", %,d walks, seed %d",
				settings.walks(), settings.seed())) + " (" + settings.rules().describe() + ")";
	}

	@Override
	public Result run(RunContext context) throws IOException {
		int n = settings.size();
		if (settings.save() != null) Situations.prepare(settings.save(), "--save");
		RuleSetSpec set = settings.rules().forSize(n, context::warn);
		RuleEngine rules = set.engine();
		context.stopAfter(settings.seconds());
		Discovery.Progress progress = (walks, judged) -> context.report(new RunProgress("", walks,
				settings.exhaustive() ? 0 : settings.walks(), "walks", List.of(new RunProgress.Count("positions judged", judged)), null, null));
		Discovery.Finding f = settings.exhaustive() ? Discovery.exhaustive(n, rules, context.cancel(), progress)
				: Discovery.random(n, rules, settings.walks(), settings.seed(), context.cancel(), progress);
		context.report(RunProgress.of(f.walksSearched(), settings.exhaustive() ? 0 : settings.walks(), "walks",
				new RunProgress.Count("positions judged", f.positionsJudged())), true);
		boolean cancelled = !f.found() && context.cancelled();
		if (!f.found()) return new Result(n, settings.seed(), settings.exhaustive(), set.name(), set.digest(), f, null, null, null, null, 0, null, cancelled, null);
		String pathText = PathFiles.formatOriginal(f.board(), rules);
		labyrinth.core.rules.Evaluation evaluation = rules.evaluate(f.board());
		String picture = AsciiBoard.render(f.board(), evaluation, new Oracle().classify(f.board()));
		String culprit = null;
		if (f.mistake().disabledViable()) {
			labyrinth.core.rules.Firing firing = evaluation.disabledBy(f.mistake().direction());
			int number = firing == null ? 0 : evaluation.ruleNumber(firing.ruleId());
			if (number > 0) culprit = "rule " + number + ", " + firing.label();
		}
		PatternSpec proposal = null;
		PatternSpec small = null;
		long expected = 0;
		if (!f.mistake().disabledViable()) {
			// the whole situation as a size-specific pattern: exact, so sound for this size
			proposal = SituationPattern.spec("Situation" + n + "x" + n + "_" + f.walksSearched(), f.board(), f.mistake().direction());
			if (settings.minimize()) {
				expected = new CompletionCounter().count(new Board(n)).value().longValueExact();
				List<String> tried = new ArrayList<>();
				small = RuleMinimizer.minimize(proposal, n, set, expected, settings.threads(), context.cancel(), line -> {
					tried.add(line);
					context.report(RunProgress.of(tried.size(), 0, "cells tried").labelled("minimize"));
				});
			}
		}
		Path saved = null;
		if (settings.save() != null) {
			String name = "discover_" + n + "x" + n + (settings.exhaustive() ? "_exhaustive" : "_seed" + settings.seed()) + "_walk"
					+ f.walksSearched();
			saved = Situations.save(settings.save(), name, f.board(), rules, null);
		}
		return new Result(n, settings.seed(), settings.exhaustive(), set.name(), set.digest(), f, pathText, picture, proposal, small, expected, saved,
				false, culprit);
	}
}
