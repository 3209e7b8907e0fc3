package labyrinth.kernel.run;

/** A range of board sizes from..to, as sweeps take it: written "A..B" or as one size "A". */
public record SizeRange(int from, int to) {
	public SizeRange {
		if (from < 1 || from > to) throw new IllegalArgumentException("a size range runs from 1 upward, got " + from + ".." + to);
	}

	/**
	 * Reads "A..B" or "A" with 1 <= A <= B <= max.
	 *
	 * @throws IllegalArgumentException saying what is wanted, with {@code example} and the text given
	 */
	public static SizeRange parse(String spec, int max, String example) {
		String form = "a size or a range like " + example + " (sizes 1 to " + max + "), got '" + spec + "'";
		try {
			int dots = spec.indexOf("..");
			int from = Integer.parseInt((dots < 0 ? spec : spec.substring(0, dots)).strip());
			int to = dots < 0 ? from : Integer.parseInt(spec.substring(dots + 2).strip());
			if (from < 1 || to > max || from > to) throw new IllegalArgumentException(form);
			return new SizeRange(from, to);
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException(form);
		}
	}

	public int count() {
		return to - from + 1;
	}

	@Override
	public String toString() {
		return from == to ? Integer.toString(from) : from + ".." + to;
	}
}
