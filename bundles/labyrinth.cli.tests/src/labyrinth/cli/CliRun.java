package labyrinth.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs the CLI in-process and keeps what it printed, for the CLI tests. */
final class CliRun {
	private final ByteArrayOutputStream out = new ByteArrayOutputStream();
	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	/** Runs one command line; returns the exit code. Earlier output is dropped. */
	int run(String... args) {
		out.reset();
		err.reset();
		return new Main(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
	}

	String out() {
		return out.toString(StandardCharsets.UTF_8);
	}

	/** What the CLI wrote to standard error; a stack trace there fails the test, since users must never see one. */
	String err() {
		String e = err.toString(StandardCharsets.UTF_8);
		org.junit.jupiter.api.Assertions.assertFalse(e.contains("Exception") || e.contains("\tat "), "no stack trace: " + e);
		return e;
	}
}
