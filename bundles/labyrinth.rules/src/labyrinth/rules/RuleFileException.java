package labyrinth.rules;

import java.util.List;

/** A rule file that cannot be used; every problem is "file:line:column: message". */
public final class RuleFileException extends labyrinth.kernel.io.InputFileException {
	private static final long serialVersionUID = 1L;
	private final List<String> problems;

	public RuleFileException(List<String> problems) {
		super(String.join("\n", problems));
		this.problems = List.copyOf(problems);
	}

	public List<String> problems() {
		return problems;
	}
}
