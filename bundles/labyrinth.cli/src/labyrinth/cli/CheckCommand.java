package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.io.Json;
import labyrinth.core.grid.Board;
import labyrinth.core.io.AsciiBoard;
import labyrinth.core.io.PathFiles;
import labyrinth.core.io.PathFormatException;
import labyrinth.core.io.PathRecord;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.RuleEngine;
import labyrinth.rules.RuleFileException;

/** {@code labyrinth check}: replays a path file and shows the live end's fields, the rules and the oracle. */
final class CheckCommand extends Command {
	CheckCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	void run(List<String> argv) throws UsageException, IOException, PathFormatException, RuleFileException {
		Args a = new Args(argv, with("oracle-seconds", "oracle-memory"), Set.of("json"));
		if (a.positional().size() != 1) throw new UsageException("check needs exactly one FILE");
		CompletionCounter counter = counter(a);
		PathRecord rec = PathFiles.read(Path.of(a.positional().get(0)));
		Board b = rec.toBoard();
		RuleEngine rules = ruleSet(a, b.size()).engine();
		Evaluation ev = rules.evaluate(b);
		Oracle judge = b.size() <= CompletionCounter.MAX_SIZE ? new Oracle(counter) : null;
		CompletionCounter.Count[] oracle = judge == null ? null : judge.classify(b);
		CompletionCounter.Count total = judge == null ? null : judge.count(b);
		endProgressLine();
		if (a.flag("json")) {
			List<Json> cands = new ArrayList<>();
			for (int d = 0; d < 4; d++) {
				if (!ev.isCandidate(d)) continue;
				int c = b.neighbour(b.head(), d);
				var f = ev.disabledBy(d);
				cands.add(new Json().put("x", b.x(c)).put("y", b.y(c)).put("allowed", f == null)
						.put("rule", f == null ? null : f.ruleId()).put("variant", f == null ? null : f.variant())
						.put("completions", oracle == null || oracle[d] == null ? null : oracle[d].toString()));
			}
			out.println(new Json().put("command", "check").put("size", b.size()).put("fields", b.length())
					.put("complete", b.isComplete()).put("completions", total == null ? null : total.toString())
					.put("candidates", cands).put("warnings", rec.warnings()));
			return;
		}
		for (String w : rec.warnings()) err.println("labyrinth: warning: " + a.positional().get(0) + ": " + w);
		out.printf("%dx%d, %d fields, live end %s heading %s%n", b.size(), b.size(), b.length(), b.format(b.head()),
				labyrinth.core.grid.Direction.name(b.heading()));
		out.print(AsciiBoard.render(b, ev, oracle));
		if (b.isComplete()) out.println("the walkthrough is complete");
		else if (ev.allowed() == 0) out.println("dead end: the rules leave no field");
		if (total != null) out.println("completions from here: " + total + (total.known() && !total.viable() ? " (doomed)" : ""));
	}
}
