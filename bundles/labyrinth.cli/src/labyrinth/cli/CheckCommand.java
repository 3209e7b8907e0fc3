package labyrinth.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.run.CheckOperation;

/**
 * {@code labyrinth check FILE}: a saved line replayed, the live end's fields with the rules and the oracle; with
 * {@code --doomed} also where it lost its last completion.
 */
final class CheckCommand extends Command {
	CheckCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	String name() {
		return "check";
	}

	@Override
	String summary() {
		return "replay a path file (.txt of the original program or .lpath) and show the live end's fields, the rule that disabled each"
				+ " and the oracle's count, and with --doomed the step that left the line no completion";
	}

	@Override
	String arguments() {
		return "FILE";
	}

	@Override
	List<Option> options() {
		return List.of(Options.RULES, Options.BUILTINS, Options.ORACLE_SECONDS, Options.ORACLE_MEMORY, Options.DOOMED, Options.CHECK_SAVE, Options.JSON);
	}

	@Override
	void run(Args a) throws Exception {
		if (a.positional().size() != 1) throw new UsageException("check needs exactly one FILE");
		var settings = new CheckOperation.Settings(Path.of(a.positional().get(0)), rules(a), budget(a), a.flag("doomed"), save(a));
		print(run(new CheckOperation(settings)), a.flag("json"));
	}
}
