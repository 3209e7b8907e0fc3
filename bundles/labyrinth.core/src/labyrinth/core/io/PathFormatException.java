package labyrinth.core.io;

/** A path file that cannot be read; the message names the file, line and column. */
public final class PathFormatException extends labyrinth.kernel.io.InputFileException {
	private static final long serialVersionUID = 1L;

	private final String source;
	private final int line;
	private final int column;
	private final String reason;

	public PathFormatException(String source, int line, int column, String reason) {
		super(source + ":" + line + ":" + column + ": " + reason);
		this.source = source;
		this.line = line;
		this.column = column;
		this.reason = reason;
	}

	public String source() {
		return source;
	}

	public int line() {
		return line;
	}

	public int column() {
		return column;
	}

	public String reason() {
		return reason;
	}
}
