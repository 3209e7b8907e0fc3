package labyrinth.kernel.run;

import labyrinth.kernel.io.Json;

/** What a run answers: one record that writes itself for people and for programs. */
public interface RunResult {
	/** The result as the command line prints it, lines ending in '\n'. */
	String text();

	/** The result as the command line's {@code --json} prints it. */
	Json json();

	/** True if the run was stopped (cancelled or out of time) before its end; its figures are then partial. */
	boolean cancelled();

	/**
	 * Why the run failed after its figures were made (a checkpoint or a saved file that could not be written), or
	 * null. The figures stand; the command line prints them and then fails with this message.
	 */
	default String problem() {
		return null;
	}
}
