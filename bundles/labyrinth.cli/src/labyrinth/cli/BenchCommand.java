package labyrinth.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/** {@code labyrinth bench}: the engines' speed figures, each beside its yardstick measured in the same run. */
final class BenchCommand extends Command {
	BenchCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	String name() {
		return "bench";
	}

	@Override
	String summary() {
		return "print the engines' speed figures, each beside a yardstick measured in the same run (a few minutes)";
	}

	static final Option GGCOUNT = Option.valued("ggcount", "PATH", null,
			"only the completion counter, beside this GGCount binary (ggcount_single): whole processes, alternating");
	static final Option PREVIOUS = Option.valued("previous", "LAUNCHER", null,
			"only the completion counter, beside another build's bin/labyrinth (a previous release): whole processes, alternating");
	static final Option SIZES = Option.valued("size", "A..B", "13..17", "the counter comparison's sizes (with --ggcount or --previous)");
	static final Option ROUNDS = Option.valued("rounds", "N", "3", "rounds of the counter comparison; medians of the paired ratios");

	@Override
	List<Option> options() {
		return List.of(GGCOUNT, PREVIOUS, SIZES, ROUNDS, Option.flag("json", "the figures as a JSON list of lines"));
	}

	@Override
	void run(Args a) throws Exception {
		noPositional(a);
		if (a.has("ggcount") && a.has("previous")) throw new UsageException("give either --ggcount or --previous, not both");
		if (a.has("ggcount") || a.has("previous")) {
			if (a.flag("json")) throw new UsageException("--json is for the whole bench; the counter comparison prints a table");
			boolean gg = a.has("ggcount");
			java.nio.file.Path other = java.nio.file.Path.of(a.string(gg ? "ggcount" : "previous", null));
			List<Integer> sizes = java.util.Arrays.stream(sizeRange(a.string("size", "13..17"))).boxed().toList();
			if (!java.nio.file.Files.isRegularFile(other) || !java.nio.file.Files.isExecutable(other)) {
				throw new UsageException((gg ? "--ggcount " : "--previous ") + other + " is not an executable file");
			}
			CounterBench.run(out, other, gg, sizes, a.integer("rounds", 3, 1, 99));
			return;
		}
		if (a.has("size") || a.has("rounds")) throw new UsageException("--size and --rounds go with --ggcount or --previous");
		if (!a.flag("json")) {
			Bench.run(out);
			return;
		}
		java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
		Bench.run(new PrintStream(text, true, java.nio.charset.StandardCharsets.UTF_8));
		out.println(new labyrinth.kernel.io.Json().put("command", "bench")
				.put("lines", text.toString(java.nio.charset.StandardCharsets.UTF_8).lines().toList()));
	}
}
