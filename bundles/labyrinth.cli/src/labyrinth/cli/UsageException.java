package labyrinth.cli;

/** A command line the tool cannot run; the message says what to change. */
final class UsageException extends Exception {
	private static final long serialVersionUID = 1L;

	UsageException(String message) {
		super(message);
	}
}
