package labyrinth.kernel.run;

import java.io.IOException;

/**
 * One kind of run (an enumeration, random walks, a knight's tour sweep, ...), built from its settings. The command
 * line and the workbench run the same operation: settings in, progress out through the {@link RunContext}, one
 * result. Bad input (a rule file, a checkpoint) is an {@link IOException} whose message names the file or option.
 *
 * @param <R> what it answers
 */
public interface Operation<R extends RunResult> {
	/** What the run is, for a progress bar or a job name: "Enumeration 7x7 (rules seven)". */
	String title();

	R run(RunContext context) throws IOException;
}
