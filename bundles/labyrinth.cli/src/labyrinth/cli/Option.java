package labyrinth.cli;

/**
 * One option of a command, declared once: the parser takes it from here, {@code labyrinth COMMAND --help} prints it,
 * and a test holds the help book's table of the command to it.
 *
 * @param name     without the dashes
 * @param value    what the value is ("N", "FILE"), or null for a switch
 * @param fallback the default as shown in the help, or null for none
 * @param help     one sentence
 */
record Option(String name, String value, String fallback, String help) {
	static Option valued(String name, String value, String fallback, String help) {
		return new Option(name, value, fallback, help);
	}

	static Option flag(String name, String help) {
		return new Option(name, null, null, help);
	}

	boolean isFlag() {
		return value == null;
	}

	/** The same option with another default or help, for a command where it means something more specific. */
	Option described(String otherFallback, String otherHelp) {
		return new Option(name, value, otherFallback, otherHelp);
	}

	/** "--size N" or "--json". */
	String usage() {
		return "--" + name + (isFlag() ? "" : " " + value);
	}
}
