package labyrinth.core.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.rules.RuleEngine;
import labyrinth.kernel.io.TextFiles;

/**
 * Reads and writes line files in two formats.
 * <ul>
 * <li>The original program's {@code .txt}: {@code n|dirs-x,y;dirs-x,y;...[;dirs]} where unit 0 is {@code 1-1,1},
 * unit k lists the directions allowed on field k-1 (0 down, 1 right, 2 up, 3 left) and the field entered, and an
 * optional last unit lists the directions allowed at the live end. A legacy {@code :exits} suffix is ignored with a
 * warning; the coordinates-only form {@code x,y;x,y;...} is accepted.</li>
 * <li>Our {@code .lpath}: a header line {@code labyrinth-path 1}, then {@code size N}, optional {@code seed S}, and
 * {@code moves} followed by the moves as letters D/R/U/L (may span lines).</li>
 * </ul>
 */
public final class PathFiles {
	public static final String OWN_HEADER = "labyrinth-path 1";

	private PathFiles() {
	}

	public static PathRecord read(Path file) throws IOException, PathFormatException {
		return parse(TextFiles.read(file), file.toString());
	}

	/** Parses either format; {@code source} names the input in error messages. */
	public static PathRecord parse(String text, String source) throws PathFormatException {
		if (text.startsWith("\uFEFF")) text = text.substring(1); // a byte-order mark, as some editors write
		checkControlCharacters(text, source);
		String trimmed = text.stripLeading();
		// an .lpath without its header is told so, not read as the original program's format
		boolean own = trimmed.startsWith("labyrinth-path") || source.toLowerCase(java.util.Locale.ROOT).endsWith(".lpath");
		return own ? parseOwn(text, source) : parseOriginal(text, source);
	}

	private static void checkControlCharacters(String text, String source) throws PathFormatException {
		int line = 1;
		int column = 1;
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == '\n') {
				line++;
				column = 1;
				continue;
			}
			if (Character.isISOControl(c) && c != '\t' && c != '\r' || c == '\uFEFF') {
				throw new PathFormatException(source, line, column,
						String.format(java.util.Locale.ROOT, "control character U+%04X: not a path file", (int) c));
			}
			column++;
		}
	}

	// ---------------------------------------------------------------- original .txt

	private static PathRecord parseOriginal(String text, String source) throws PathFormatException {
		Cursor cur = new Cursor(text, source);
		List<String> warnings = new ArrayList<>();
		String body = text.strip();
		if (body.isEmpty()) throw cur.error(0, "the file is empty");
		int bar = body.indexOf('|');
		int size;
		int offset;
		if (bar < 0) {
			size = -1;
			offset = 0;
		} else {
			size = cur.number(body, 0, bar, "grid size");
			offset = bar + 1;
		}
		int colon = body.indexOf(':', offset);
		int end = body.length();
		if (colon >= 0) {
			warnings.add("ignored the legacy exits suffix '" + abbreviate(body.substring(colon)) + "' at column "
					+ (colon + 1));
			end = colon;
		}
		List<int[]> fields = new ArrayList<>();
		List<Integer> fieldOffsets = new ArrayList<>(); // where each field's entry starts, for error columns
		List<int[]> options = new ArrayList<>();
		int[] trailing = null;
		int unitStart = offset;
		int unitIndex = 0;
		while (unitStart <= end) {
			int semi = body.indexOf(';', unitStart);
			int unitEnd = semi < 0 || semi > end ? end : semi;
			int dash = body.indexOf('-', unitStart);
			boolean hasField = dash >= 0 && dash < unitEnd;
			if (hasField) {
				options.add(cur.directions(body, unitStart, dash, unitIndex));
				fields.add(cur.coordinates(body, dash + 1, unitEnd, unitIndex));
				fieldOffsets.add(dash + 1);
			} else if (body.indexOf(',', unitStart) >= 0 && body.indexOf(',', unitStart) < unitEnd
					&& isCoordinatesOnly(body, unitStart, unitEnd) && (fields.isEmpty() || options.get(0) == null)) {
				options.add(null);
				fields.add(cur.coordinates(body, unitStart, unitEnd, unitIndex));
				fieldOffsets.add(unitStart);
			} else {
				if (unitEnd != end) {
					throw cur.error(unitStart, "unit " + unitIndex + " has no field ('dirs-x,y'); only the last unit may list directions alone");
				}
				trailing = cur.directions(body, unitStart, unitEnd, unitIndex);
			}
			unitIndex++;
			if (unitEnd == end) break;
			unitStart = unitEnd + 1;
		}
		if (fields.isEmpty()) throw cur.error(offset, "no field found");
		if (bar < 0) {
			int max = 0;
			for (int[] f : fields) max = Math.max(max, Math.max(f[0], f[1]));
			size = max % 2 == 0 ? max + 1 : max;
			warnings.add("no grid size given; assumed " + size);
		}
		if (!Board.isValidSize(size)) {
			throw cur.error(0, "grid size must be " + Board.SIZE_RULE + ", got " + size);
		}
		checkLine(size, fields, fieldOffsets, cur);
		return new PathRecord(size, List.copyOf(fields), java.util.Collections.unmodifiableList(options), trailing, null,
				List.copyOf(warnings));
	}

	private static boolean isCoordinatesOnly(String s, int from, int to) {
		for (int i = from; i < to; i++) {
			char c = s.charAt(i);
			if (!(isAsciiDigit(c) || c == ',' || Character.isWhitespace(c))) return false;
		}
		return true;
	}

	private static void checkLine(int size, List<int[]> fields, List<Integer> offsets, Cursor cur)
			throws PathFormatException {
		Board b = new Board(size);
		int[] first = fields.get(0);
		if (first[0] != 1 || first[1] != 1) {
			throw cur.error(offsets.get(0), "the line must start at (1,1), not (" + first[0] + "," + first[1] + ")");
		}
		for (int i = 1; i < fields.size(); i++) {
			int[] f = fields.get(i);
			int offset = offsets.get(i);
			String where = "field " + i + " (" + f[0] + "," + f[1] + ")";
			if (!b.inside(f[0], f[1])) throw cur.error(offset, where + " is outside the " + size + "x" + size + " grid");
			int c = b.cell(f[0], f[1]);
			if (b.isTaken(c)) throw cur.error(offset, where + " is already on the line (step " + b.stepAt(c) + ")");
			int h = b.head();
			if (Math.abs(b.x(h) - f[0]) + Math.abs(b.y(h) - f[1]) != 1) {
				throw cur.error(offset, where + " is not next to the previous field " + b.format(h));
			}
			b.stepToCell(c);
		}
	}

	/** The original format, with the options the given rules allow at every field (like the original's Save). */
	public static String formatOriginal(Board board, RuleEngine rules) {
		StringBuilder sb = new StringBuilder();
		sb.append(board.size()).append("|1-1,1");
		Board replay = new Board(board.size());
		for (int i = 1; i < board.length(); i++) {
			int c = board.pathCell(i);
			sb.append(';');
			appendOptions(sb, replay, rules);
			sb.append('-').append(board.x(c)).append(',').append(board.y(c));
			replay.stepToCell(c);
		}
		int last = rules.allowed(replay);
		if (last != 0) {
			sb.append(';');
			appendOptions(sb, replay, rules);
		}
		return sb.toString();
	}

	private static void appendOptions(StringBuilder sb, Board b, RuleEngine rules) {
		int mask = rules.allowed(b);
		int h = b.heading();
		int[] order = { h, Direction.rightOf(h), Direction.leftOf(h) }; // the original lists straight, right, left
		boolean first = true;
		for (int d : order) {
			if ((mask & (1 << d)) == 0) continue;
			if (!first) sb.append(',');
			sb.append(d);
			first = false;
		}
	}

	// ---------------------------------------------------------------- own .lpath

	private static PathRecord parseOwn(String text, String source) throws PathFormatException {
		String[] lines = text.split("\r?\n", -1);
		int size = -1;
		int sizeLine = 0;
		Long seed = null;
		int seedLine = 0;
		StringBuilder moves = new StringBuilder();
		List<int[]> moveLines = new ArrayList<>(); // {line, column} of each move letter
		boolean header = false;
		boolean inMoves = false;
		for (int ln = 0; ln < lines.length; ln++) {
			String raw = lines[ln];
			String line = raw.strip();
			int lineNo = ln + 1;
			if (line.isEmpty() || line.startsWith("#")) continue;
			if (!header) {
				if (!line.equals(OWN_HEADER)) {
					throw new PathFormatException(source, lineNo, 1, "expected the header '" + OWN_HEADER + "'");
				}
				header = true;
				continue;
			}
			int col = raw.indexOf(line.charAt(0)) + 1;
			if (!inMoves && line.startsWith("size")) {
				if (sizeLine > 0) throw new PathFormatException(source, lineNo, col, "a second 'size' line; the first is line " + sizeLine);
				sizeLine = lineNo;
				size = ownNumber(line.substring(4).strip(), source, lineNo, col + 4, "size");
				if (!Board.isValidSize(size)) {
					throw new PathFormatException(source, lineNo, col + 5, "size must be " + Board.SIZE_RULE + ", got " + size);
				}
			} else if (!inMoves && line.startsWith("seed")) {
				if (seedLine > 0) throw new PathFormatException(source, lineNo, col, "a second 'seed' line; the first is line " + seedLine);
				seedLine = lineNo;
				try {
					seed = Long.parseLong(ascii(line.substring(4).strip()));
				} catch (NumberFormatException e) {
					throw new PathFormatException(source, lineNo, col + 5, "seed must be a whole number");
				}
			} else if (line.startsWith("moves") || inMoves) {
				int from = inMoves ? 0 : raw.indexOf("moves") + 5;
				inMoves = true;
				for (int i = from; i < raw.length(); i++) {
					char c = raw.charAt(i);
					if (Character.isWhitespace(c)) continue;
					if (Direction.ofLetter(c) < 0) {
						throw new PathFormatException(source, lineNo, i + 1, "unknown move '" + c + "' (use D, R, U, L)");
					}
					moves.append(c);
					moveLines.add(new int[] { lineNo, i + 1 });
				}
			} else {
				throw new PathFormatException(source, lineNo, col, "unknown entry '" + abbreviate(line) + "' (expected size, seed or moves)");
			}
		}
		if (!header) throw new PathFormatException(source, 1, 1, "the file is empty");
		if (size < 0) throw new PathFormatException(source, lines.length, 1, "missing 'size N'");
		Board b = new Board(size);
		List<int[]> fields = new ArrayList<>();
		fields.add(new int[] { 1, 1 });
		for (int i = 0; i < moves.length(); i++) {
			int d = Direction.ofLetter(moves.charAt(i));
			int next = b.neighbour(b.head(), d);
			int[] pos = moveLines.get(i);
			if (!b.isFree(next)) {
				throw new PathFormatException(source, pos[0], pos[1], "move " + (i + 1) + " (" + Direction.name(d) + ") from "
						+ b.format(b.head()) + " leads " + (b.isBorder(next) ? "off the grid" : "onto the line"));
			}
			b.step(d);
			fields.add(new int[] { b.x(next), b.y(next) });
		}
		return new PathRecord(size, List.copyOf(fields), null, null, seed, List.of());
	}

	private static int ownNumber(String s, String source, int line, int col, String what) throws PathFormatException {
		try {
			return Integer.parseInt(ascii(s));
		} catch (NumberFormatException e) {
			throw new PathFormatException(source, line, col, what + " must be a whole number, got '" + abbreviate(s) + "'");
		}
	}

	public static String formatOwn(Board board, Long seed) {
		StringBuilder sb = new StringBuilder(OWN_HEADER).append('\n');
		sb.append("size ").append(board.size()).append('\n');
		if (seed != null) sb.append("seed ").append(seed).append('\n');
		sb.append("moves");
		for (int i = 1; i < board.length(); i++) {
			if ((i - 1) % 60 == 0) sb.append("\n ");
			sb.append(Direction.letter(board.pathHeading(i)));
		}
		return sb.append('\n').toString();
	}

	/** Java's number parsers take any script's digits ("٥" is 5); path files are written with 0-9 only. */
	private static String ascii(String number) {
		for (int i = 0; i < number.length(); i++) {
			char c = number.charAt(i);
			if (!isAsciiDigit(c) && !(i == 0 && (c == '-' || c == '+') && number.length() > 1)) throw new NumberFormatException(number);
		}
		return number;
	}

	private static boolean isAsciiDigit(char c) {
		return c >= '0' && c <= '9';
	}

	private static String abbreviate(String s) {
		return s.length() > 40 ? s.substring(0, 37) + "..." : s;
	}

	/** Tracks the source for error positions; the original format is one line, so column = offset + 1. */
	private static final class Cursor {
		private final String source;
		private final int lead;

		Cursor(String text, String source) {
			this.source = source;
			this.lead = text.length() - text.stripLeading().length();
		}

		PathFormatException error(int offset, String reason) {
			return new PathFormatException(source, 1, lead + offset + 1, reason);
		}

		int number(String s, int from, int to, String what) throws PathFormatException {
			String t = s.substring(from, to).strip();
			try {
				return Integer.parseInt(ascii(t));
			} catch (NumberFormatException e) {
				throw error(from, what + " must be a whole number, got '" + abbreviate(t) + "'");
			}
		}

		int[] directions(String s, int from, int to, int unit) throws PathFormatException {
			String t = s.substring(from, to).strip();
			if (t.isEmpty()) return new int[0];
			String[] parts = t.split(",");
			int[] out = new int[parts.length];
			for (int i = 0; i < parts.length; i++) {
				String p = parts[i].strip();
				if (p.length() != 1 || p.charAt(0) < '0' || p.charAt(0) > '3') {
					throw error(from, "unit " + unit + ": direction '" + abbreviate(p) + "' is not 0 (down), 1 (right), 2 (up) or 3 (left)");
				}
				out[i] = p.charAt(0) - '0';
			}
			return out;
		}

		int[] coordinates(String s, int from, int to, int unit) throws PathFormatException {
			String t = s.substring(from, to);
			int comma = t.indexOf(',');
			if (comma < 0 || t.indexOf(',', comma + 1) >= 0) {
				throw error(from, "unit " + unit + ": expected a field 'x,y', got '" + abbreviate(t) + "'");
			}
			return new int[] { number(s, from, from + comma, "unit " + unit + " x"),
					number(s, from + comma + 1, to, "unit " + unit + " y") };
		}
	}
}
