package labyrinth.toggle;

import java.util.ArrayList;
import java.util.List;

import labyrinth.kernel.io.InputFileException;

/** Board files: rows of '*' (lit) and '.' (unlit), all as long; '#' starts a comment line. */
public final class ToggleFiles {
	private ToggleFiles() {
	}

	public static ToggleBoard parse(String text, String source) throws InputFileException {
		String[] lines = text.split("\n", -1);
		List<String> rows = new ArrayList<>();
		List<Integer> lineNumbers = new ArrayList<>();
		int blankAfterRows = 0; // a blank line between rows would silently join two boards into one
		for (int i = 0; i < lines.length; i++) {
			String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
			if (line.isBlank()) {
				if (!rows.isEmpty() && blankAfterRows == 0) blankAfterRows = i + 1;
				continue;
			}
			if (line.startsWith("#")) continue;
			if (blankAfterRows > 0) {
				throw new InputFileException(source, blankAfterRows, 1, "a blank line inside the board: its rows follow one another"
						+ " (a # comment line may stand between them)");
			}
			rows.add(line);
			lineNumbers.add(i + 1);
		}
		if (rows.isEmpty()) throw new InputFileException(source, 1, 1, "the board is empty: give rows of * (lit) and . (unlit)");
		int cols = rows.get(0).length();
		if (rows.size() > ToggleBoard.MAX_SIDE || cols > ToggleBoard.MAX_SIDE) {
			throw new InputFileException(source, 1, 1, "the board is " + rows.size() + " x " + cols + "; at most " + ToggleBoard.MAX_SIDE
					+ " a side");
		}
		ToggleBoard b = new ToggleBoard(rows.size(), cols);
		for (int r = 0; r < rows.size(); r++) {
			String row = rows.get(r);
			int line = lineNumbers.get(r);
			if (row.length() != cols) {
				throw new InputFileException(source, line, Math.min(row.length(), cols) + 1,
						"this row has " + row.length() + " cells but the first has " + cols + "; every row must be as long");
			}
			for (int c = 0; c < cols; c++) {
				char ch = row.charAt(c);
				if (ch == '*') b.set(r, c, true);
				else if (ch != '.') {
					throw new InputFileException(source, line, c + 1, "unknown cell '" + (Character.isISOControl(ch) ? String.format("\\u%04x", (int) ch)
							: String.valueOf(ch)) + "': a cell is * (lit) or . (unlit)");
				}
			}
		}
		return b;
	}
}
