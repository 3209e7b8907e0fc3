package labyrinth.tour;

import java.util.List;

/** A tiebreak table that cannot be used; every problem is "file:line:column: message". */
public final class TourFileException extends labyrinth.kernel.io.InputFileException {
	private static final long serialVersionUID = 1L;
	private final List<String> problems;

	public TourFileException(List<String> problems) {
		super(String.join("\n", problems));
		this.problems = List.copyOf(problems);
	}

	public List<String> problems() {
		return problems;
	}
}
