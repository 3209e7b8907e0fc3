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

	@Override
	List<Option> options() {
		return List.of(Option.flag("json", "the figures as a JSON list of lines"));
	}

	@Override
	void run(Args a) throws Exception {
		noPositional(a);
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
