package labyrinth.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * For each built-in, a position where it decides, drawn for the help book: the first position of a fixed set of
 * random lines where the rule disables a field that the rules it adds to allow. Those are the engine's defaults and
 * the corridor reasoning that come before it in the engine's order, and the rules it extends. Found the same way every
 * time, so the pictures are made, not kept by hand.
 */
public final class BuiltinExamples {
	/** The seed of the lines searched; they are 7x7, then 9x9, then 11x11 lines. */
	static final long SEED = 1;
	private static final int[] SIZES = { 7, 9, 11 };
	/** Lines searched per size; a rule that decides nowhere in them gets no picture. */
	private static final int LINES = 150;
	/** The built-ins a rule extends: its picture shows what it decides beyond them. */
	private static final Map<String, List<String>> EXTENDS = Map.of(CorridorRule.GATES, List.of(CorridorRule.OPEN_SIDES),
			CorridorRule.CUT_SIDES, List.of(CorridorRule.OPEN_SIDES), CorridorRule.FAR_SIDES,
			List.of(CorridorRule.CUT_SIDES), AnalysisRule.CUT_BEHIND, List.of(AnalysisRule.CUT), LookaheadRule.FORCED_STEPS,
			List.of(LookaheadRule.ID));
	/**
	 * Positions for the rules that decide too rarely for the search to meet, or whose first decision there shows a
	 * consequence rather than the rule's own argument, as size and moves from the start: a bay two fields wide with
	 * one way in (9x9); the original program's saved position 2023_0415 (21x21), where the colours of three areas
	 * refuse the three fields; and the 11x11 dead end of seed 7, walk 268,598, whose pocket under the top row the far
	 * runs cut off.
	 */
	private static final Map<String, String> KNOWN = Map.of(CorridorRule.OPEN_SIDES, "9 DRURRDLDLLDDDDDDRRRRRRUURUULDLL",
			CorridorRule.CUT_SIDES, "21 DDDDDDDDDDDDDDDRRRRRRRRDDRRRRRUUUULUUULULLUUUUUULLLLDDDDDDDDD",
			CorridorRule.FAR_SIDES, "11 RDLDRDLDRRURULUURDRURRRRRRDLDRDLDRDLLDL");
	private static final int CELL = 22;
	private static final int LINE_WIDTH = 6;
	private static final int MARGIN = 3;

	/** The position, the step the rule disables there, and its explanation. */
	public record Example(String id, Board board, int dir, Firing firing) {
		/** The field the step would enter. */
		public int field() {
			return board.neighbour(board.head(), dir);
		}
	}

	private BuiltinExamples() {
	}

	/** The rules whose decisions the picture of built-in {@code id} goes beyond. */
	static List<String> base(String id) {
		List<String> ids = BuiltinRules.ids();
		List<String> base = new ArrayList<>();
		for (String b : ids.subList(0, ids.indexOf(id))) {
			if (BuiltinRules.DEFAULT_IDS.contains(b) || b.equals(CorridorRule.ID)) base.add(b);
		}
		for (String b : EXTENDS.getOrDefault(id, List.of())) if (!base.contains(b)) base.add(b);
		return base;
	}

	/** Where built-in {@code id} decides, or null if it decides nowhere on the lines searched. */
	public static Example find(String id) {
		List<String> base = base(id);
		RuleEngine before = BuiltinRules.engine(base);
		List<String> withIds = new ArrayList<>(base);
		withIds.add(id);
		RuleEngine with = BuiltinRules.engine(withIds);
		if (KNOWN.containsKey(id)) {
			String[] known = KNOWN.get(id).split(" ");
			Board b = new Board(Integer.parseInt(known[0]));
			for (char letter : known[1].toCharArray()) b.step(Direction.ofLetter(letter));
			Example e = decision(id, b, before, with);
			if (e != null) return e;
		}
		RuleEngine guide = BuiltinRules.defaults();
		SplittableRandom random = new SplittableRandom(SEED);
		for (int n : SIZES) {
			for (int line = 0; line < LINES; line++) {
				Board b = new Board(n);
				while (!b.isComplete()) {
					int guided = guide.allowed(b);
					// three steps in four as the defaults allow, the rest free, so that the lines reach the positions
					// the defaults let through and some they would not
					int next = guided == 0 || random.nextInt(4) == 0 ? b.candidates() : guided;
					if (next == 0) break;
					Example found = decision(id, b, before, with);
					if (found != null) return found;
					int[] dirs = new int[4];
					int k = 0;
					for (int d = 0; d < 4; d++) if ((next & (1 << d)) != 0) dirs[k++] = d;
					b.step(dirs[random.nextInt(k)]);
				}
			}
		}
		return null;
	}

	/** The first field that {@code with} disables at this position and {@code before} allows, if rule {@code id} did it. */
	private static Example decision(String id, Board b, RuleEngine before, RuleEngine with) {
		int refused = before.allowed(b) & ~with.allowed(b);
		if (refused == 0) return null;
		Evaluation e = with.evaluate(b);
		for (int d = 0; d < 4; d++) {
			Firing f = e.disabledBy(d);
			if ((refused & (1 << d)) != 0 && f != null && f.ruleId().equals(id)) return new Example(id, b.copy(), d, f);
		}
		return null;
	}

	/** The help book's words under the picture. */
	public static String caption(Example e) {
		Board b = e.board();
		return String.format(Locale.ROOT, "A %dx%d line of %d fields: the step %s to %s is disabled (red cross): %s.", b.size(),
				b.size(), b.length(), Direction.name(e.dir()), b.format(e.field()), e.firing().detail());
	}

	/** A picture: its size and one palette index per pixel, row by row. */
	public record Picture(int width, int height, byte[] pixels) {
	}

	/** The colours of the pictures: white and black fields, the counted area on each, outline, line, cross. */
	static final int[] PALETTE = { 0xffffff, 0xc8c8c8, 0xf7d6a8, 0xdba466, 0xd9822b, 0x1f4e9a, 0xc0392b };
	private static final byte WHITE = 0, BLACK = 1, AREA_WHITE = 2, AREA_BLACK = 3, OUTLINE = 4, LINE = 5;
	/** The palette index of the cross over the disabled field. */
	static final byte CROSS = 6;

	/**
	 * The position drawn: black and white fields, the counted area in two shades, the fields the rule looked at
	 * outlined, the line from the start, the live end (a square), the end corner (an outlined square) and the disabled
	 * field crossed out. Drawn pixel by pixel, so the same position gives the same picture on any machine.
	 */
	public static Picture draw(Example e) {
		Board b = e.board();
		int n = b.size();
		int side = side(b);
		Canvas c = new Canvas(side);
		c.fill(0, 0, side, side, WHITE);
		for (int y = 1; y <= n; y++) {
			for (int x = 1; x <= n; x++) c.fill(left(x), left(y), CELL, CELL, b.colour(b.cell(x, y)) == 0 ? BLACK : WHITE);
		}
		for (int f : e.firing().area()) c.fill(left(b.x(f)), left(b.y(f)), CELL, CELL, b.colour(f) == 0 ? AREA_BLACK : AREA_WHITE);
		for (int f : e.firing().matched()) c.frame(left(b.x(f)), left(b.y(f)), CELL, 3, OUTLINE);
		int half = LINE_WIDTH / 2;
		for (int i = 0; i < b.length(); i++) {
			int from = b.pathCell(i);
			int x0 = centre(b.x(from));
			int y0 = centre(b.y(from));
			c.fill(x0 - half, y0 - half, LINE_WIDTH, LINE_WIDTH, LINE);
			if (i == 0) continue;
			int to = b.pathCell(i - 1);
			int x1 = centre(b.x(to));
			int y1 = centre(b.y(to));
			c.fill(Math.min(x0, x1) - half, Math.min(y0, y1) - half, Math.abs(x1 - x0) + LINE_WIDTH, Math.abs(y1 - y0) + LINE_WIDTH, LINE);
		}
		int head = b.head();
		c.fill(centre(b.x(head)) - 7, centre(b.y(head)) - 7, 14, 14, LINE);
		int end = b.target();
		c.frame(centre(b.x(end)) - 6, centre(b.y(end)) - 6, 12, 2, LINE);
		int x = centre(b.x(e.field()));
		int y = centre(b.y(e.field()));
		for (int t = -CELL / 3; t <= CELL / 3; t++) {
			c.fill(x + t - 1, y + t - 1, 3, 3, CROSS);
			c.fill(x + t - 1, y - t - 1, 3, 3, CROSS);
		}
		return new Picture(side, side, c.pixels);
	}

	/** The picture as a PNG file: eight colours from {@link #PALETTE}, rows unfiltered, deflated. */
	public static byte[] png(Picture p) {
		try {
			java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
			out.write(new byte[] { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' });
			java.nio.ByteBuffer header = java.nio.ByteBuffer.allocate(13).putInt(p.width()).putInt(p.height());
			header.put((byte) 8).put((byte) 3).put((byte) 0).put((byte) 0).put((byte) 0); // 8 bits, palette, no interlace
			chunk(out, "IHDR", header.array());
			byte[] palette = new byte[3 * PALETTE.length];
			for (int i = 0; i < PALETTE.length; i++) {
				palette[3 * i] = (byte) (PALETTE[i] >> 16);
				palette[3 * i + 1] = (byte) (PALETTE[i] >> 8);
				palette[3 * i + 2] = (byte) PALETTE[i];
			}
			chunk(out, "PLTE", palette);
			java.io.ByteArrayOutputStream rows = new java.io.ByteArrayOutputStream();
			try (java.util.zip.DeflaterOutputStream deflate = new java.util.zip.DeflaterOutputStream(rows)) {
				for (int y = 0; y < p.height(); y++) {
					deflate.write(0); // no filter
					deflate.write(p.pixels(), y * p.width(), p.width());
				}
			}
			chunk(out, "IDAT", rows.toByteArray());
			chunk(out, "IEND", new byte[0]);
			return out.toByteArray();
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e); // memory streams do not fail
		}
	}

	private static void chunk(java.io.ByteArrayOutputStream out, String type, byte[] data) throws java.io.IOException {
		byte[] name = type.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
		java.util.zip.CRC32 crc = new java.util.zip.CRC32();
		crc.update(name);
		crc.update(data);
		out.write(java.nio.ByteBuffer.allocate(4).putInt(data.length).array());
		out.write(name);
		out.write(data);
		out.write(java.nio.ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
	}

	/** Palette indices of a square picture. */
	private static final class Canvas {
		final int side;
		final byte[] pixels;

		Canvas(int side) {
			this.side = side;
			this.pixels = new byte[side * side];
		}

		void fill(int x, int y, int width, int height, byte colour) {
			for (int row = Math.max(0, y); row < Math.min(side, y + height); row++) {
				for (int col = Math.max(0, x); col < Math.min(side, x + width); col++) pixels[row * side + col] = colour;
			}
		}

		/** A square's border, {@code thickness} pixels wide, inside it. */
		void frame(int x, int y, int size, int thickness, byte colour) {
			fill(x, y, size, thickness, colour);
			fill(x, y + size - thickness, size, thickness, colour);
			fill(x, y, thickness, size, colour);
			fill(x + size - thickness, y, thickness, size, colour);
		}
	}

	/** The width and height in pixels of the picture of a position on board {@code b}. */
	static int side(Board b) {
		return 2 * MARGIN + b.size() * CELL;
	}

	private static int left(int coordinate) {
		return MARGIN + (coordinate - 1) * CELL;
	}

	/** The pixel at the centre of the fields in column or row {@code coordinate}. */
	static int centre(int coordinate) {
		return left(coordinate) + CELL / 2;
	}
}
