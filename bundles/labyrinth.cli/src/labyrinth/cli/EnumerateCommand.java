package labyrinth.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.run.EnumerateOperation;

/** {@code labyrinth enumerate}: every allowed branch, left first. */
final class EnumerateCommand extends Command {
	static final Option NO_TRANSPOSITIONS = Option.flag("no-transpositions",
			"search a position again when another line reaches it, instead of adding what was counted below it before (same figures,"
					+ " slower: for timing)");

	EnumerateCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	String name() {
		return "enumerate";
	}

	@Override
	String summary() {
		return "every allowed branch, left first: completed walkthroughs, dead ends, rule firings";
	}

	static final Option SAVE = Options.SAVE.described(null, "write each rule's first-need position into this folder (.txt and .lpath)");

	@Override
	List<Option> options() {
		return Options.of(List.of(Options.SIZE, Options.RULES, Options.BUILTINS, Options.CHECKPOINT, Options.SECONDS,
				Options.TASK_SECONDS, NO_TRANSPOSITIONS, SAVE), Options.runner(), List.of(Options.JSON));
	}

	@Override
	void run(Args a) throws Exception {
		noPositional(a);
		int n = size(a);
		var settings = new EnumerateOperation.Settings(n, rules(a), writable(a, "checkpoint"), a.limit("seconds", 0),
				a.positive("task-seconds", EnumerateOperation.DEFAULT_TASK_SECONDS), !a.flag("no-transpositions"), save(a));
		print(run(new EnumerateOperation(settings), runners(a)), a.flag("json"));
	}
}
