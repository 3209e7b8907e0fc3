package labyrinth.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.run.RandomOperation;

/** {@code labyrinth random}: seeded random walks per size. */
final class RandomCommand extends Command {
	static final Option SIZE_RANGE = Options.SIZE.described("7", "grid size, or a range of sizes like 9..21 (each odd size of it)");
	static final Option COSTS = Option.flag("costs",
			"run the walks again once per rule, without it: its share of the time per position and what the walker loses without it");

	RandomCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	String name() {
		return "random";
	}

	@Override
	String summary() {
		return "seeded random walks: completed, dead ends, walks completed before an error; saves the failing situations";
	}

	@Override
	List<Option> options() {
		return Options.of(List.of(SIZE_RANGE, Options.RULES, Options.BUILTINS, Options.WALKS, Options.SEED, Options.RANDOM_SAVE,
				Options.CHECKPOINT, Options.SECONDS, COSTS), Options.runner(), List.of(Options.JSON));
	}

	@Override
	void run(Args a) throws Exception {
		noPositional(a);
		List<Integer> sizes = new ArrayList<>();
		for (int n : sizeRange(a.string("size", "7"))) sizes.add(n);
		int walks = a.integer("walks", RandomOperation.DEFAULT_WALKS, 1, Integer.MAX_VALUE);
		long seed = a.longValue("seed", RandomOperation.DEFAULT_SEED);
		Path save = save(a);
		if (a.has("checkpoint") && a.flag("costs")) {
			throw new UsageException("--costs runs the walks again once per rule and keeps no --checkpoint; leave one of them out");
		}
		var settings = new RandomOperation.Settings(sizes, rules(a), walks, seed, writable(a, "checkpoint"), save, 0, a.flag("costs"),
				a.limit("seconds", 0));
		print(run(new RandomOperation(settings), runners(a)), a.flag("json"));
	}
}
