package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.io.Json;
import labyrinth.core.grid.Board;
import labyrinth.core.io.AsciiBoard;
import labyrinth.core.io.PathFiles;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.core.patterns.RuleEvidence;
import labyrinth.core.patterns.RuleMinimizer;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.patterns.SituationPattern;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.walk.Discovery;
import labyrinth.core.walk.RandomWalks;
import labyrinth.rules.RuleFiles;
import labyrinth.rules.RuleFileException;
import labyrinth.rules.model.RuleModels;

/** {@code labyrinth discover}: the first wrong rule decision, with a proposed rule. */
final class DiscoverCommand extends Command {
	DiscoverCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	void run(List<String> argv) throws UsageException, IOException, RuleFileException {
		Args a = new Args(argv, with("walks", "seed", "save", "rounds"), Set.of("json", "exhaustive", "minimize", "auto"));
		noPositional(a);
		int n = size(a);
		if (n > CompletionCounter.MAX_SIZE) throw new UsageException("discover uses the oracle, which handles sizes up to " + CompletionCounter.MAX_SIZE);
		if (a.flag("auto")) {
			auto(a, n);
			return;
		}
		if (a.string("rounds", null) != null) throw new UsageException("--rounds goes with --auto");
		if (a.flag("minimize") && n > 7) throw new UsageException("--minimize enumerates the size once per cell; use it up to 7x7");
		RuleSetSpec ruleSet = ruleSet(a, n);
		RuleEngine rules = ruleSet.engine();
		Path save = saveFolder(a);
		long seed = a.longValue("seed", 1);
		Discovery.Finding f = a.flag("exhaustive") ? Discovery.exhaustive(n, rules, cancel)
				: Discovery.random(n, rules, a.integer("walks", 1000, 1, Integer.MAX_VALUE), seed, cancel);
		try {
			printDiscovery(a, n, ruleSet, rules, f);
		} finally {
			out.flush();
			if (f.found() && save != null) {
				String name = "discover_" + n + "x" + n + (a.flag("exhaustive") ? "_exhaustive" : "_seed" + seed) + "_walk" + f.walksSearched();
				String problem = saveSituation(save, name, f.board(), rules, null);
				if (problem != null) throw new IOException(problem);
				if (!a.flag("json")) out.println("saved " + save.resolve(name + ".txt"));
			}
		}
	}

	/** Sizes whose random walks check a proposed rule with the oracle, and the size enumerated for it. */
	private static final int[] CHECK_SIZES = { 9, 11, 13 };
	private static final int EXHAUSTIVE_SIZE = 7;
	private static final int CHECK_WALKS = 150;
	private static final int MAX_RADIUS = 5;

	/**
	 * Rounds of: find a situation the rules get wrong, cut its drawing down to the fields near the live end (the
	 * smallest radius that passes the checks of {@link RuleEvidence}, else the whole drawing, exact for this size),
	 * add it to the rule file with its evidence as description, and walk again with it.
	 */
	private void auto(Args a, int n) throws UsageException, IOException, RuleFileException {
		if (a.flag("exhaustive") || a.flag("minimize") || a.flag("json") || a.string("save", null) != null) {
			throw new UsageException("--auto runs random walks and writes the rule file; it takes --rules, --rounds, --walks, --seed");
		}
		String fileName = a.string("rules", null);
		if (fileName == null) throw new UsageException("--auto adds the rules it finds to a rule file: give it with --rules FILE");
		Path file = Path.of(fileName);
		int rounds = a.integer("rounds", 10, 1, 10_000);
		int walks = a.integer("walks", 1000, 1, Integer.MAX_VALUE);
		long seed = a.longValue("seed", 1);
		int threads = threads(a);
		RuleSetSpec start = ruleSet(a, n);
		if (!start.appliesTo(n) || start.sizes().isEmpty()) {
			throw new UsageException("--auto adds rules drawn on " + n + "x" + n + ": the rule file must say 'sizes " + n + "'");
		}
		RuleSetSpec seven = RuleFiles.defaultFor(EXHAUSTIVE_SIZE).spec();
		// the other check sizes walk with their shipped rules, which no round changes: loaded once
		java.util.Map<Integer, RuleSetSpec> shipped = new java.util.HashMap<>();
		for (int size : CHECK_SIZES) if (size != n) shipped.put(size, RuleFiles.defaultFor(size).spec());
		long expected = new CompletionCounter().count(new Board(EXHAUSTIVE_SIZE)).value().longValueExact();
		RandomWalks.Result before = RandomWalks.run(n, start, walks, seed, threads, 0, cancel);
		int added = 0;
		for (int round = 1; round <= rounds && !cancel.get(); round++) {
			RuleSetSpec rules = RuleFiles.load(file).spec();
			long roundSeed = seed + round;
			Discovery.Finding f = Discovery.random(n, rules.engine(), walks, roundSeed, cancel);
			if (!f.found()) {
				out.printf(Locale.ROOT, "round %d: no wrong decision in %,d walks%n", round, f.walksSearched());
				break;
			}
			if (f.mistake().disabledViable()) {
				out.printf(Locale.ROOT, "round %d: %s%n%s", round, f.mistake().describe(f.board()),
						PathFiles.formatOriginal(f.board(), rules.engine()) + "\n");
				throw new IOException("a rule of " + file + " disabled a field that can still be completed; fix the rule file first");
			}
			String name = "Auto" + n + "x" + n + "_" + roundSeed + "_" + f.walksSearched();
			PatternSpec exact = SituationPattern.spec(name, f.board(), f.mistake().direction());
			PatternSpec chosen = exact;
			RuleEvidence.Report evidence = null;
			int radius = 0;
			for (int r = 2; r <= MAX_RADIUS && !cancel.get(); r++) {
				PatternSpec cut = RuleEvidence.around(exact, r);
				RuleEvidence.Report report = RuleEvidence.check(cut, EXHAUSTIVE_SIZE, seven, expected,
						size -> size == n ? rules : shipped.get(size), CHECK_SIZES, CHECK_WALKS, roundSeed, threads, cancel);
				if (report.sound()) {
					chosen = cut;
					evidence = report;
					radius = r;
					break;
				}
			}
			labyrinth.model.Rule model = RuleModels.toModel(chosen);
			model.setDescription(evidence == null
					? String.format(Locale.ROOT, "discover --auto, %dx%d seed %d walk %d: the whole situation, exact on %dx%d", n, n,
							roundSeed, f.walksSearched(), n, n)
					: String.format(Locale.ROOT, "discover --auto, %dx%d seed %d walk %d: the fields within %d of the live end. "
							+ "Checked: all %,d walkthroughs of %dx%d kept; %,d firings on random %dx%d..%dx%d walks, %,d fields judged "
							+ "doomed by the oracle", n, n, roundSeed, f.walksSearched(), radius, expected, EXHAUSTIVE_SIZE,
							EXHAUSTIVE_SIZE, evidence.firings(), CHECK_SIZES[0], CHECK_SIZES[0],
							CHECK_SIZES[CHECK_SIZES.length - 1], CHECK_SIZES[CHECK_SIZES.length - 1], evidence.checked()));
			RuleFiles.append(file, RuleModels.toText(model), n);
			added++;
			out.printf(Locale.ROOT, "round %d: the rules allowed a doomed field after %,d walks; added %s (%s)%n", round,
					f.walksSearched(), name, evidence == null ? "whole situation" : "radius " + radius);
			out.flush();
		}
		RandomWalks.Result after = RandomWalks.run(n, RuleFiles.load(file).spec(), walks, seed, threads, 0, cancel);
		out.printf(Locale.ROOT, "%d rule(s) added to %s; %,d random walks, seed %d: %s -> %s walks completed before an error%n",
				added, file, walks, seed, RandomCommand.beforeError(before), RandomCommand.beforeError(after));
	}

	private void printDiscovery(Args a, int n, RuleSetSpec ruleSet, RuleEngine rules, Discovery.Finding f)
			throws UsageException, IOException {
		if (a.flag("json")) {
			out.println(new Json().put("command", "discover").put("size", n).put("found", f.found())
					.put("walks", f.walksSearched()).put("positions", f.positionsJudged())
					.put("mistake", f.found() ? f.mistake().describe(f.board()) : null)
					.put("path", f.found() ? PathFiles.formatOriginal(f.board(), rules) : null));
			return;
		}
		if (!f.found()) {
			out.printf(Locale.ROOT, "no wrong rule decision in %,d walks (%,d positions judged)%n", f.walksSearched(), f.positionsJudged());
			return;
		}
		out.printf(Locale.ROOT, "after %,d walks (%,d positions judged): %s%n", f.walksSearched(), f.positionsJudged(), f.mistake().describe(f.board()));
		out.print(AsciiBoard.render(f.board(), rules.evaluate(f.board()), new Oracle().classify(f.board())));
		out.println(PathFiles.formatOriginal(f.board(), rules));
		if (!f.mistake().disabledViable()) {
			// the whole situation as a size-specific pattern: exact, so sound for this size
			String name = "Situation" + n + "x" + n + "_" + f.walksSearched();
			out.println("a " + n + "x" + n + " rule for this situation (exact, so sound on this size):");
			PatternSpec exact = SituationPattern.spec(name, f.board(), f.mistake().direction());
			out.print(RuleModels.toText(RuleModels.toModel(exact)));
			if (a.flag("minimize")) {
				long expected = new CompletionCounter().count(new Board(n)).value().longValueExact();
				PatternSpec small = RuleMinimizer.minimize(exact, n, ruleSet, expected, threads(a), cancel,
						line -> err.println("minimize: " + line));
				out.println("the same rule cut down to the cells that matter (sound on " + n + "x" + n
						+ ": exhaustive enumeration keeps all " + String.format(Locale.ROOT, "%,d", expected) + " walkthroughs):");
				out.print(RuleModels.toText(RuleModels.toModel(small)));
			}
		}
	}
}
