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
import labyrinth.core.oracle.Oracle;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.Firing;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/** A saved line replayed: the live end's fields, the rule that disabled each, and the oracle's count for each. */
public final class CheckOperation implements Operation<CheckOperation.Result> {
	public record Settings(Path file, RuleSource rules, OracleBudget budget) {
	}

	/** {@code oracle} per direction and {@code total} are null above the oracle's largest size. */
	public record Result(String file, String ruleSet, Board board, Evaluation evaluation, CompletionCounter.Count[] oracle,
			CompletionCounter.Count total, List<String> warnings) implements RunResult {
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
					.put("warnings", warnings);
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
		if (b.size() <= CompletionCounter.MAX_SIZE) {
			CompletionCounter counter = settings.budget().counter(context.cancel()).progress((cell, cells, states) -> context.report(
					RunProgress.of(cell, cells, "cells", new RunProgress.Count("frontier states", states)).labelled("counting completions")));
			Oracle judge = new Oracle(counter);
			oracle = judge.classify(b);
			total = judge.count(b);
		}
		return new Result(name, set.name(), b, ev, oracle, total, rec.warnings());
	}
}
