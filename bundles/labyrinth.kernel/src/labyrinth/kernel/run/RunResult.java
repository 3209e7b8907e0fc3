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
}
