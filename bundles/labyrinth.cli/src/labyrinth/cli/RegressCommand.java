package labyrinth.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.run.RegressOperation;

/** {@code labyrinth regress DIR|FILE...}: saved positions replayed as a regression suite of the rules. */
final class RegressCommand extends Command {
	RegressCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	String name() {
		return "regress";
	}

	@Override
	String summary() {
		return "replay every saved position in the folders (.txt and .lpath, recursively) and judge the rules at each live end against"
				+ " the oracle: agrees, unsound (a viable field disabled), weak (a doomed field allowed) or unknown; exit 1 if any is"
				+ " unsound or unreadable (fields (x,y) as check writes them; [row, column] in --json)";
	}

	@Override
	String arguments() {
		return "DIR|FILE...";
	}

	@Override
	List<Option> options() {
		return List.of(Options.RULES, Options.BUILTINS, Options.ORACLE_SECONDS, Options.ORACLE_MEMORY, Options.JSON);
	}

	@Override
	void run(Args a) throws Exception {
		if (a.positional().isEmpty()) throw new UsageException("regress needs at least one folder or FILE");
		List<Path> inputs = a.positional().stream().map(Path::of).toList();
		usable(() -> RegressOperation.files(inputs));
		RegressOperation.Result r = run(new RegressOperation(new RegressOperation.Settings(inputs, rules(a), budget(a))));
		print(r, a.flag("json"));
		if (r.failed()) throw new Failure();
	}
}
