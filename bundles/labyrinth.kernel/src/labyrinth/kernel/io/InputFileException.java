package labyrinth.kernel.io;

import java.io.IOException;

/** A file that cannot be used as input; the message names the file and, where it applies, the line and column. */
public class InputFileException extends IOException {
	private static final long serialVersionUID = 1L;

	/** For a subclass whose message already names its files and positions. */
	protected InputFileException(String message) {
		super(message);
	}

	public InputFileException(String source, String reason) {
		super(source + ": " + reason);
	}

	public InputFileException(String source, int line, int column, String reason) {
		super(source + ":" + line + ":" + column + ": " + reason);
	}
}
