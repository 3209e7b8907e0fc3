package labyrinth.core.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.AsciiBoard;
import labyrinth.core.io.PathFiles;
import labyrinth.core.io.PathRecord;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.DoomSearch;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.Firing;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/**
 * A saved line replayed: the live end's fields, the rule that disabled each, and the oracle's count for each; on
 * request also where the line was doomed ({@link DoomSearch}) and what the rules said there.
 */
public final class CheckOperation implements Operation<CheckOperation.Result> {
	/**
	 * @param doomed also find where the line lost its last completion
	 * @param save   if not null, write the last position with a completion there (NAME_doomed.txt and .lpath), for
	 *               {@code regress} and the walker; implies {@code doomed}
	 */
	public record Settings(Path file, RuleSource rules, OracleBudget budget, boolean doomed, Path save) {
		public Settings(Path file, RuleSource rules, OracleBudget budget) {
			this(file, rules, budget, false, null);
		}

		public boolean searchesDoom() {
			return doomed || save != null;
		}
	}

	/**
	 * Where the line was doomed: the search's finding and, when it found the step, the position before it with the
	 * rules' evaluation and the oracle's count per field, and the direction the line took from there.
	 */
	public record Doom(DoomSearch.Finding finding, Board before, Evaluation evaluation, CompletionCounter.Count[] oracle,
			int taken, Path saved) {
		String text() {
			DoomSearch.Finding f = finding;
			StringBuilder sb = new StringBuilder("where the line was doomed (" + f.counts() + " oracle count" + (f.counts() == 1 ? "" : "s")
					+ ", from the end backwards):\n  ");
			if (f.undecided() == f.end()) return sb.append("unknown: the oracle could not count the line's end (stopped by ")
					.append(f.stoppedBy()).append(")\n").toString();
			if (!f.doomed()) return sb.append("never: the line's end still has completions\n").toString();
			if (!f.found()) {
				if (f.undecided() == 0) return sb.append("at its first field: the empty grid has no completion\n").toString();
				sb.append("at ").append(f.firstDoomed()).append(" fields or earlier (").append(f.end() - f.firstDoomed())
						.append(" steps before the line's end); the oracle could not count ").append(f.undecided()).append(" fields (stopped by ")
						.append(f.stoppedBy()).append(")");
				if (f.lastViable() > 0) sb.append("; ").append(f.lastViable()).append(" fields had completions");
				return sb.append('\n').toString();
			}
			Board b = before;
			int cell = b.neighbour(b.head(), taken);
			sb.append("the step to ").append(b.format(cell)).append(" from ").append(f.lastViable()).append(" fields, ")
					.append(f.end() - f.lastViable()).append(" step").append(f.end() - f.lastViable() == 1 ? "" : "s")
					.append(" before the line's end, left no completion; ");
			Firing by = evaluation.disabledBy(taken);
			sb.append(by == null ? "the rules allowed it" : "the rules had disabled it (" + by.label() + ")").append('\n');
			sb.append(String.format(Locale.ROOT, "%dx%d, %d fields, live end %s heading %s%n", b.size(), b.size(), b.length(),
					b.format(b.head()), Direction.name(b.heading())));
			sb.append(AsciiBoard.render(b, evaluation, oracle));
			if (saved != null) sb.append("saved ").append(Situations.named(saved)).append(": the last position with a completion\n");
			return sb.toString();
		}

		Json json() {
			DoomSearch.Finding f = finding;
			Json j = new Json().put("end", f.end()).put("lastViable", f.lastViable() == 0 ? null : f.lastViable())
					.put("firstDoomed", f.firstDoomed() == 0 ? null : f.firstDoomed()).put("undecided", f.undecided() == 0 ? null : f.undecided())
					.put("stoppedBy", f.stoppedBy()).put("counts", f.counts());
			if (f.found()) {
				int cell = before.neighbour(before.head(), taken);
				Firing by = evaluation.disabledBy(taken);
				j.put("step", new Json().put("x", before.x(cell)).put("y", before.y(cell)).put("allowed", by == null)
						.put("rule", by == null ? null : by.ruleId())).put("saved", saved == null ? null : saved.toString());
			}
			return j;
		}
	}

	/**
	 * {@code oracle} per direction and {@code total} are null above the oracle's largest size; {@code doom} is null
	 * unless asked for and the oracle counts the size.
	 */
	public record Result(String file, String ruleSet, Board board, Evaluation evaluation, CompletionCounter.Count[] oracle,
			CompletionCounter.Count total, Doom doom, List<String> warnings) implements RunResult {
		@Override
		public boolean cancelled() {
			return total != null && !total.known();
		}

		@Override
		public String text() {
			Board b = board;
			StringBuilder sb = new StringBuilder();
			sb.append(String.format(Locale.ROOT, "%dx%d, %d fields, live end %s heading %s%n", b.size(), b.size(), b.length(),
					b.format(b.head()), Direction.name(b.heading())));
			sb.append(AsciiBoard.render(b, evaluation, oracle));
			if (b.isComplete()) sb.append("the walkthrough is complete\n");
			else if (evaluation.allowed() == 0) sb.append("dead end: the rules leave no field\n");
			if (total != null) sb.append("completions from here: ").append(total).append(total.known() && !total.viable() ? " (doomed)" : "").append('\n');
			if (doom != null) sb.append(doom.text());
			return sb.toString();
		}

		@Override
		public Json json() {
			Board b = board;
			List<Json> cands = new ArrayList<>();
			for (int d = 0; d < 4; d++) {
				if (!evaluation.isCandidate(d)) continue;
				int c = b.neighbour(b.head(), d);
				Firing f = evaluation.disabledBy(d);
				cands.add(new Json().put("x", b.x(c)).put("y", b.y(c)).put("allowed", f == null).put("rule", f == null ? null : f.ruleId())
						.put("variant", f == null ? null : f.variant())
						.put("completions", oracle == null || oracle[d] == null ? null : oracle[d].toString()));
			}
			return new Json().put("command", "check").put("file", file).put("ruleSet", ruleSet).put("size", b.size()).put("fields", b.length())
					.put("complete", b.isComplete()).put("completions", total == null ? null : total.toString()).put("candidates", cands)
					.put("doomed", doom == null ? null : doom.json()).put("warnings", warnings);
		}
	}

	private final Settings settings;

	public CheckOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		return "Check " + settings.file();
	}

	@Override
	public Result run(RunContext context) throws IOException {
		String name = settings.file().toString();
		PathRecord rec = PathFiles.read(settings.file());
		for (String w : rec.warnings()) context.warn(name + ": " + w);
		Board b = rec.toBoard();
		RuleSetSpec set = settings.rules().forSize(b.size(), context::warn);
		Evaluation ev = set.engine().evaluate(b);
		CompletionCounter.Count[] oracle = null;
		CompletionCounter.Count total = null;
		Doom doom = null;
		if (settings.save() != null) Situations.prepare(settings.save(), "--save");
		if (settings.searchesDoom() && b.size() > CompletionCounter.MAX_SIZE) {
			context.warn("where the line was doomed: the oracle counts up to " + CompletionCounter.MAX_SIZE + "x" + CompletionCounter.MAX_SIZE
					+ ", and " + name + " is " + b.size() + "x" + b.size());
		}
		if (b.size() <= CompletionCounter.MAX_SIZE) {
			CompletionCounter counter = settings.budget().counter(context.cancel()).progress((cell, cells, states) -> context.report(
					RunProgress.of(cell, cells, "cells", new RunProgress.Count("frontier states", states)).labelled("counting completions")));
			Oracle judge = new Oracle(counter);
			oracle = judge.classify(b);
			total = judge.count(b);
			if (settings.searchesDoom()) doom = doom(b, judge, set, rec.seed());
		}
		return new Result(name, set.name(), b, ev, oracle, total, doom, rec.warnings());
	}

	private Doom doom(Board line, Oracle judge, RuleSetSpec set, Long seed) throws IOException {
		DoomSearch.Finding f = DoomSearch.search(line, judge);
		if (!f.found()) return new Doom(f, null, null, null, -1, null);
		Board before = line.copy();
		while (before.length() > f.lastViable()) before.back();
		int taken = line.pathHeading(f.lastViable());
		Path saved = null;
		if (settings.save() != null) {
			String name = settings.file().getFileName().toString().replaceFirst("\\.(txt|lpath)$", "") + "_doomed";
			saved = Situations.save(settings.save(), name, before, set.engine(), seed);
		}
		return new Doom(f, before, set.engine().evaluate(before), judge.classify(before), taken, saved);
	}
}
