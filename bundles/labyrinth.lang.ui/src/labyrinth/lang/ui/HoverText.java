package labyrinth.lang.ui;

/**
 * Hover text broken into lines: the generic editor's hover shows a long paragraph as one line cut at its width, so the
 * hovers break their text themselves.
 */
public final class HoverText {
	public static final int WIDTH = 80;

	private HoverText() {
	}

	/** The text with its paragraphs broken at spaces into lines of at most {@link #WIDTH} characters (longer words stay whole). */
	public static String wrap(String text) {
		if (text == null) return null;
		StringBuilder out = new StringBuilder();
		for (String paragraph : text.split("\n", -1)) {
			if (out.length() > 0) out.append('\n');
			int lineStart = out.length();
			for (String word : paragraph.split(" ")) {
				if (out.length() > lineStart && out.length() - lineStart + 1 + word.length() > WIDTH) {
					out.append('\n');
					lineStart = out.length();
				} else if (out.length() > lineStart) {
					out.append(' ');
				}
				out.append(word);
			}
		}
		return out.toString();
	}
}
