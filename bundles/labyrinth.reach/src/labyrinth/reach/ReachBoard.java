package labyrinth.reach;

import labyrinth.kernel.io.InputFileException;

/**
 * A rectangular board read from text: {@code .} free, {@code #} blocker, {@code S} start, and the routing squares of a
 * {@link RoutingTable}. Cells are kept in a flat array with a one-cell border of {@link #OUTSIDE}, so searches step
 * without bounds checks: cell (r,c), 0-based, is at {@code (r + 1) * stride + c + 1}.
 */
public final class ReachBoard implements java.io.Serializable {
	private static final long serialVersionUID = 1L;
	public static final byte FREE = 0;
	public static final byte BLOCKER = 1;
	public static final byte OUTSIDE = 2;
	/** Routing square type i of the table is stored as ROUTING + i. */
	public static final byte ROUTING = 3;

	/** Boards larger than this many squares are refused (the searches keep a few ints per square). */
	public static final int MAX_SQUARES = 16_000_000;

	private final int rows;
	private final int cols;
	private final byte[] cells;
	private final int start;
	private final RoutingTable routing;

	private ReachBoard(int rows, int cols, byte[] cells, int start, RoutingTable routing) {
		this.rows = rows;
		this.cols = cols;
		this.cells = cells;
		this.start = start;
		this.routing = routing;
	}

	/** Reads a board; ragged rows, unknown symbols and a second start are reported as source:line:column. */
	public static ReachBoard parse(String text, String source, RoutingTable routing) throws InputFileException {
		String[] lines = text.split("\n", -1);
		int count = lines.length;
		for (int i = 0; i < count; i++) if (lines[i].endsWith("\r")) lines[i] = lines[i].substring(0, lines[i].length() - 1);
		while (count > 0 && lines[count - 1].isEmpty()) count--;
		if (count == 0) throw new InputFileException(source, 1, 1, "the board is empty");
		int cols = lines[0].length();
		if ((long) count * cols > MAX_SQUARES) {
			throw new InputFileException(source, 1, 1, "the board has " + (long) count * cols + " squares; at most " + MAX_SQUARES);
		}
		int stride = cols + 2;
		byte[] cells = new byte[(count + 2) * stride];
		java.util.Arrays.fill(cells, OUTSIDE);
		int start = -1;
		int startLine = 0;
		int startCol = 0;
		for (int r = 0; r < count; r++) {
			String line = lines[r];
			if (line.length() != cols) {
				throw new InputFileException(source, r + 1, Math.min(line.length(), cols) + 1, "row " + (r + 1) + " has "
						+ line.length() + " squares but the first row has " + cols + "; every row must be as long");
			}
			for (int c = 0; c < cols; c++) {
				char ch = line.charAt(c);
				int at = (r + 1) * stride + c + 1;
				switch (ch) {
				case '.' -> cells[at] = FREE;
				case '#' -> cells[at] = BLOCKER;
				case 'S' -> {
					if (start >= 0) {
						throw new InputFileException(source, r + 1, c + 1,
								"a second start square S; the first is at " + startLine + ":" + startCol);
					}
					start = at;
					startLine = r + 1;
					startCol = c + 1;
					cells[at] = FREE;
				}
				default -> {
					int type = routing.indexOf(ch);
					if (type < 0) {
						throw new InputFileException(source, r + 1, c + 1, "unknown square '" + printable(ch)
								+ "' (known: . free, # blocker, S start" + routingList(routing) + ")");
					}
					if (ROUTING + type > Byte.MAX_VALUE) throw new InputFileException(source, r + 1, c + 1, "too many routing types");
					cells[at] = (byte) (ROUTING + type);
				}
				}
			}
		}
		return new ReachBoard(count, cols, cells, start, routing);
	}

	public static ReachBoard parse(String text, String source) throws InputFileException {
		return parse(text, source, RoutingTable.standard());
	}

	private static String routingList(RoutingTable routing) {
		String s = routing.symbols();
		return s.isEmpty() ? "" : ", routing " + String.join(" ", s.split(""));
	}

	private static String printable(char ch) {
		return ch == '\t' ? "\\t" : Character.isISOControl(ch) ? String.format("\\u%04x", (int) ch) : String.valueOf(ch);
	}

	/** Step questions need a start; a board without one is refused, naming the file. */
	public void requireStart(String source) throws InputFileException {
		if (start < 0) throw new InputFileException(source, 1, 1, "the board has no start square S; step searches begin there");
	}

	public int rows() {
		return rows;
	}

	public int cols() {
		return cols;
	}

	public int stride() {
		return cols + 2;
	}

	/** The padded cell array (see the class comment); not to be modified. */
	byte[] cells() {
		return cells;
	}

	public RoutingTable routing() {
		return routing;
	}

	public boolean hasStart() {
		return start >= 0;
	}

	/** The start's padded index, or -1. */
	public int start() {
		return start;
	}

	public int startRow() {
		return start < 0 ? -1 : rowOf(start);
	}

	public int startCol() {
		return start < 0 ? -1 : colOf(start);
	}

	public int index(int row, int col) {
		return (row + 1) * stride() + col + 1;
	}

	public int rowOf(int index) {
		return index / stride() - 1;
	}

	public int colOf(int index) {
		return index % stride() - 1;
	}

	public byte kind(int row, int col) {
		return cells[index(row, col)];
	}

	public boolean isBlocked(int row, int col) {
		return cells[index(row, col)] == BLOCKER;
	}

	/** The symbol drawn for square (row, col). */
	public char symbol(int row, int col) {
		int at = index(row, col);
		if (at == start) return 'S';
		byte k = cells[at];
		return k == FREE ? '.' : k == BLOCKER ? '#' : routing.types().get(k - ROUTING).symbol();
	}

	/** The board as text, the format it was read from. */
	public String text() {
		StringBuilder b = new StringBuilder(rows * (cols + 1));
		for (int r = 0; r < rows; r++) {
			for (int c = 0; c < cols; c++) b.append(symbol(r, c));
			b.append('\n');
		}
		return b.toString();
	}
}
