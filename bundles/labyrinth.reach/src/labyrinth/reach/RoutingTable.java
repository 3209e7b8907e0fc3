package labyrinth.reach;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import labyrinth.kernel.io.InputFileException;

/**
 * How routing squares send a walker on, as the article defines them: for each square type and each side a walker
 * enters from, the deltas it leaves by. Written as lines {@code SYMBOL  FROM  ->  EXIT...}, deltas as {@code row,col}:
 * {@code / 0,-1 -> -1,0} reads "entering '/' from the left (0,-1), leave upwards (-1,0)". A side a type does not list
 * absorbs the walker; {@code none} as the exit list says so explicitly.
 */
public final class RoutingTable implements java.io.Serializable {
	private static final long serialVersionUID = 1L;
	/** The article's square types: mirrors / and \, splitters | and -. */
	public static final String STANDARD_TEXT = """
			# SYMBOL  ENTERED-FROM  ->  EXITS          (deltas are row,col)
			/   0,-1  ->  -1,0
			/   0,+1  ->  +1,0
			/  -1,0   ->   0,-1
			/  +1,0   ->   0,+1
			\\   0,-1  ->  +1,0
			\\   0,+1  ->  -1,0
			\\  -1,0   ->   0,+1
			\\  +1,0   ->   0,-1
			|   0,-1  ->  -1,0  +1,0
			|   0,+1  ->  -1,0  +1,0
			|  -1,0   ->  +1,0
			|  +1,0   ->  -1,0
			-  -1,0   ->   0,-1  0,+1
			-  +1,0   ->   0,-1  0,+1
			-   0,-1  ->   0,+1
			-   0,+1  ->   0,-1
			""";

	/** Squares every board knows, which no table may redefine. */
	public static final String RESERVED = ".#S";

	private static final RoutingTable STANDARD = parseStandard();

	/** One routing square type: for each direction of travel into it, the bit mask of directions it leaves by. */
	public record Type(char symbol, byte[] exits, boolean[] defined) implements java.io.Serializable {
		public int exitsWhenTravelling(Direction travel) {
			return exits[travel.ordinal()];
		}
	}

	private final List<Type> types;
	private final int[] indexBySymbol = new int[128];

	private RoutingTable(List<Type> types) {
		this.types = Collections.unmodifiableList(types);
		Arrays.fill(indexBySymbol, -1);
		for (int i = 0; i < types.size(); i++) indexBySymbol[types.get(i).symbol()] = i;
	}

	public static RoutingTable standard() {
		return STANDARD;
	}

	public List<Type> types() {
		return types;
	}

	/** The index of the type drawn as symbol, or -1. */
	public int indexOf(char symbol) {
		return symbol < 128 ? indexBySymbol[symbol] : -1;
	}

	public String symbols() {
		StringBuilder b = new StringBuilder();
		for (Type t : types) b.append(t.symbol());
		return b.toString();
	}

	/** Parses a table; every problem names source:line:column. */
	public static RoutingTable parse(String text, String source) throws InputFileException {
		List<Type> types = new ArrayList<>();
		String[] lines = text.split("\n", -1);
		for (int ln = 0; ln < lines.length; ln++) {
			String line = lines[ln];
			if (line.endsWith("\r")) line = line.substring(0, line.length() - 1);
			// '#' is the blocker, never a type, so it can only start a comment.
			int hash = line.indexOf('#');
			String body = hash >= 0 ? line.substring(0, hash) : line;
			if (body.isBlank()) continue;
			new LineReader(source, ln + 1, body).readInto(types);
		}
		if (types.isEmpty()) throw new InputFileException(source, 1, 1, "no routing square types defined (lines like '/  0,-1 -> -1,0')");
		return new RoutingTable(types);
	}

	/** One line of a table: tokens with their columns. */
	private static final class LineReader {
		private final String source;
		private final int line;
		private final String text;
		private int pos;

		LineReader(String source, int line, String text) {
			this.source = source;
			this.line = line;
			this.text = text;
		}

		void readInto(List<Type> types) throws InputFileException {
			int symbolColumn = skipBlanks();
			String symbolToken = token();
			if (symbolToken.length() != 1 || symbolToken.charAt(0) >= 128) {
				throw error(symbolColumn, "a square type is one ASCII character, got '" + symbolToken + "'");
			}
			char symbol = symbolToken.charAt(0);
			if (RESERVED.indexOf(symbol) >= 0) {
				throw error(symbolColumn, "'" + symbol + "' is a built-in square (. free, # blocker, S start) and cannot be redefined");
			}
			int fromColumn = skipBlanks();
			Direction from = delta(token(), fromColumn, "the side entered from");
			int arrowColumn = skipBlanks();
			if (!token().equals("->")) throw error(arrowColumn, "expected '->' between the side entered from and the exits");
			int exits = 0;
			int exitColumn = skipBlanks();
			if (pos >= text.length()) throw error(exitColumn, "expected at least one exit delta, or 'none'");
			while (pos < text.length()) {
				String t = token();
				if (t.equals("none")) {
					if (exits != 0) throw error(exitColumn, "'none' cannot follow exits");
				} else {
					Direction exit = delta(t, exitColumn, "an exit");
					if ((exits & exit.bit()) != 0) throw error(exitColumn, "exit " + t + " is listed twice");
					exits |= exit.bit();
				}
				exitColumn = skipBlanks();
			}
			Type type = null;
			for (Type t : types) if (t.symbol() == symbol) type = t;
			if (type == null) {
				type = new Type(symbol, new byte[4], new boolean[4]);
				types.add(type);
			}
			// Entered from (0,-1) means travelling right: the travel direction is the opposite of the side.
			Direction travel = from.opposite();
			if (type.defined()[travel.ordinal()]) {
				throw error(fromColumn, "'" + symbol + "' entered from " + from.delta() + " is already defined");
			}
			type.defined()[travel.ordinal()] = true;
			type.exits()[travel.ordinal()] = (byte) exits;
		}

		private Direction delta(String t, int column, String what) throws InputFileException {
			String[] parts = t.split(",", -1);
			if (parts.length == 2) {
				try {
					Direction d = Direction.ofDelta(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
					if (d != null) return d;
				} catch (NumberFormatException e) {
					// reported below
				}
			}
			throw error(column, what + " must be a unit step row,col: one of -1,0 +1,0 0,-1 0,+1; got '" + t + "'");
		}

		private int skipBlanks() {
			while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) pos++;
			return pos + 1;
		}

		private String token() {
			int start = pos;
			while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))) pos++;
			return text.substring(start, pos);
		}

		private InputFileException error(int column, String reason) {
			return new InputFileException(source, line, column, reason);
		}
	}

	private static RoutingTable parseStandard() {
		try {
			return parse(STANDARD_TEXT, "standard routing table");
		} catch (InputFileException e) {
			throw new IllegalStateException(e);
		}
	}
}
