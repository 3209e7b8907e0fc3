package labyrinth.core.patterns;

import java.util.ArrayList;
import java.util.List;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.rules.Firing;
import labyrinth.core.rules.FiringSink;
import labyrinth.core.rules.Rule;

/**
 * A pattern rule compiled for fast matching: every symmetry variant is precomputed once per heading as offset
 * arrays (checks ordered nearest first) and a mask of the directions it disables, so a match costs a handful of
 * array reads and no allocation. The counted-area condition, if any, is a flood fill into reused buffers.
 */
public final class PatternRule implements Rule {
	private final String id;
	private final PatternSpec spec;
	private final String[] labels;
	/** [heading][variant][check] */
	private final int[][][] dx, dy, tests, arrowDir;
	/** [heading][variant] */
	private final int[][] disables;
	/** [heading][variant] offsets of area start and end; unused without an area condition */
	private final int[][] startDx, startDy, endDx, endDy;
	private final int variants;

	private int[] stamp = new int[0];
	private int[] queue = new int[0];
	private int epoch;

	/**
	 * @param id   identifier for counts and explanations, e.g. {@code 7x7/side-front}
	 * @param spec a valid pattern ({@link PatternSpec#isValid()})
	 */
	public PatternRule(String id, PatternSpec spec) {
		if (!spec.isValid()) {
			throw new IllegalArgumentException("pattern " + spec.name() + " is not valid: " + spec.problems().get(0).message());
		}
		this.id = id;
		this.spec = spec;
		List<PatternSpec.Variant> vs = spec.variants();
		variants = vs.size();
		labels = new String[variants];
		dx = new int[4][variants][];
		dy = new int[4][variants][];
		tests = new int[4][variants][];
		arrowDir = new int[4][variants][];
		disables = new int[4][variants];
		startDx = new int[4][variants];
		startDy = new int[4][variants];
		endDx = new int[4][variants];
		endDy = new int[4][variants];
		for (int v = 0; v < variants; v++) {
			labels[v] = vs.get(v).label();
			List<PatternSpec.Cell> checks = new ArrayList<>();
			for (PatternSpec.Cell c : vs.get(v).cells()) {
				if (c.kind() != CellKind.FORBIDDEN) checks.add(c);
			}
			checks.sort((a, b) -> Integer.compare(Math.abs(a.left()) + Math.abs(a.straight()),
					Math.abs(b.left()) + Math.abs(b.straight())));
			for (int h = 0; h < 4; h++) {
				int k = checks.size();
				dx[h][v] = new int[k];
				dy[h][v] = new int[k];
				tests[h][v] = new int[k];
				arrowDir[h][v] = new int[k];
				for (int i = 0; i < k; i++) {
					PatternSpec.Cell c = checks.get(i);
					dx[h][v][i] = absX(h, c.left(), c.straight());
					dy[h][v][i] = absY(h, c.left(), c.straight());
					tests[h][v][i] = test(c.kind());
					int[] a = c.kind().arrow();
					arrowDir[h][v][i] = a == null ? -1 : relativeDir(h, a[0], a[1]);
				}
				for (PatternSpec.Cell c : vs.get(v).cells()) {
					if (c.kind() == CellKind.FORBIDDEN) disables[h][v] |= 1 << relativeDir(h, c.left(), c.straight());
					if (c.kind() == CellKind.AREA_START) {
						startDx[h][v] = absX(h, c.left(), c.straight());
						startDy[h][v] = absY(h, c.left(), c.straight());
					}
					if (c.kind() == CellKind.AREA_END) {
						endDx[h][v] = absX(h, c.left(), c.straight());
						endDy[h][v] = absY(h, c.left(), c.straight());
					}
				}
			}
		}
	}

	private static int absX(int heading, int left, int straight) {
		return left * Direction.dx(Direction.leftOf(heading)) + straight * Direction.dx(heading);
	}

	private static int absY(int heading, int left, int straight) {
		return left * Direction.dy(Direction.leftOf(heading)) + straight * Direction.dy(heading);
	}

	/** Absolute direction of a unit step (left, straight) for a walker heading {@code heading}. */
	private static int relativeDir(int heading, int left, int straight) {
		if (straight == 1) return heading;
		if (straight == -1) return Direction.opposite(heading);
		return left == 1 ? Direction.leftOf(heading) : Direction.rightOf(heading);
	}

	@Override
	public String fingerprint() {
		return RuleSetText.pattern(id, spec);
	}

	public PatternSpec spec() {
		return spec;
	}

	@Override
	public String id() {
		return id;
	}

	@Override
	public String name() {
		return spec.name();
	}

	@Override
	public boolean readsLineOrder() {
		for (PatternSpec.Variant v : spec.variants()) {
			for (PatternSpec.Cell c : v.cells()) {
				if (c.kind().arrow() != null) return true;
			}
		}
		return false;
	}

	@Override
	public boolean stopsOthers() {
		return spec.stopsOthers();
	}

	@Override
	public int disabled(Board board, int allowed, FiringSink sink) {
		int h = board.heading();
		int head = board.head();
		int hx = board.x(head);
		int hy = board.y(head);
		int off = 0;
		for (int v = 0; v < variants; v++) {
			int mask = disables[h][v] & allowed & ~off;
			if (mask == 0 || !cellsMatch(board, h, v, hx, hy)) continue;
			if (spec.area() != null && !areaHolds(board, h, v, hx, hy)) continue;
			off |= mask;
			if (sink != null) sink.fired(explain(board, h, v, hx, hy, mask));
		}
		return off;
	}

	private boolean cellsMatch(Board b, int h, int v, int hx, int hy) {
		int[] xs = dx[h][v], ys = dy[h][v], ks = tests[h][v], as = arrowDir[h][v];
		int n = b.size();
		for (int i = 0; i < xs.length; i++) {
			int x = hx + xs[i];
			int y = hy + ys[i];
			boolean inside = x >= 1 && y >= 1 && x <= n && y <= n;
			int cell = inside ? b.cell(x, y) : -1;
			boolean taken = inside && b.isTaken(cell);
			boolean ok = switch (ks[i]) {
			case FREE -> inside && !taken;
			case FREE_NOT_END -> inside && !taken && cell != b.target();
			case TAKEN -> taken;
			case OUTSIDE -> !inside;
			case TAKEN_OR_OUTSIDE -> !inside || taken;
			case TAKEN_WENT_ON -> taken && wentOn(b, cell, as[i]);
			default -> true;
			};
			if (!ok) return false;
		}
		return true;
	}

	/** What a cell of the pattern tests, as int constants: a switch over them is one table jump in the inner loop. */
	private static final int ANY = 0, FREE = 1, FREE_NOT_END = 2, TAKEN = 3, OUTSIDE = 4, TAKEN_OR_OUTSIDE = 5, TAKEN_WENT_ON = 6;

	private static int test(CellKind k) {
		return switch (k) {
		case EMPTY, AREA_START, AREA_END -> FREE;
		case NOT_END_CORNER -> FREE_NOT_END;
		case TAKEN -> TAKEN;
		case BORDER -> OUTSIDE;
		case TAKEN_OR_BORDER -> TAKEN_OR_OUTSIDE;
		case TAKEN_UP, TAKEN_DOWN, TAKEN_LEFT, TAKEN_RIGHT -> TAKEN_WENT_ON;
		default -> ANY;
		};
	}

	/** The line went on from a taken cell in direction {@code dir}. */
	private static boolean wentOn(Board b, int cell, int dir) {
		int index = b.stepAt(cell); // 1-based: the next cell on the line has path index {@code index}
		return index < b.length() && b.pathHeading(index) == dir;
	}

	private boolean areaHolds(Board b, int h, int v, int hx, int hy) {
		int start = b.cell(hx + startDx[h][v], hy + startDy[h][v]);
		int end = b.cell(hx + endDx[h][v], hy + endDy[h][v]);
		int size = fill(b, start, h, v);
		if (stamp[end] != epoch) return false;
		int sameColour = 0;
		for (int i = 0; i < size; i++) sameColour += b.colour(queue[i]) == b.colour(start) ? 1 : 0;
		return spec.area().holds(size, 2 * sameColour - size);
	}

	/** Flood fill over free fields from {@code start}, walled by the variant's forbidden fields; returns its size. */
	private int fill(Board b, int start, int h, int v) {
		if (stamp.length < b.cellCount()) {
			stamp = new int[b.cellCount()];
			queue = new int[b.cellCount()];
			epoch = 0;
		}
		if (++epoch == Integer.MAX_VALUE) {
			java.util.Arrays.fill(stamp, 0);
			epoch = 1;
		}
		int head = b.head();
		for (int d = 0; d < 4; d++) {
			if ((disables[h][v] & (1 << d)) != 0) stamp[b.neighbour(head, d)] = epoch;
		}
		int size = 0;
		int read = 0;
		if (stamp[start] != epoch) {
			stamp[start] = epoch;
			queue[size++] = start;
		}
		while (read < size) {
			int c = queue[read++];
			for (int d = 0; d < 4; d++) {
				int w = b.neighbour(c, d);
				if (stamp[w] != epoch && b.isFree(w)) {
					stamp[w] = epoch;
					queue[size++] = w;
				}
			}
		}
		// forbidden fields were stamped as walls; they are not part of the area
		return size;
	}

	private Firing explain(Board b, int h, int v, int hx, int hy, int mask) {
		List<Integer> matched = new ArrayList<>();
		int n = b.size();
		for (int i = 0; i < dx[h][v].length; i++) {
			int x = hx + dx[h][v][i];
			int y = hy + dy[h][v][i];
			if (x >= 1 && y >= 1 && x <= n && y <= n) matched.add(b.cell(x, y));
		}
		int[] area = null;
		String detail = "the pattern matches";
		if (spec.area() != null) {
			int size = fill(b, b.cell(hx + startDx[h][v], hy + startDy[h][v]), h, v);
			area = java.util.Arrays.copyOf(queue, size);
			detail = "the pattern matches and the counted area has " + size + " fields";
		}
		StringBuilder dirs = new StringBuilder();
		for (int d = 0; d < 4; d++) {
			if ((mask & (1 << d)) == 0) continue;
			if (dirs.length() > 0) dirs.append(" and ");
			dirs.append(Direction.relativeName(h, d));
		}
		return new Firing(id, spec.name(), labels[v], mask, matched.stream().mapToInt(Integer::intValue).toArray(), area,
				detail + "; " + dirs + " disabled");
	}
}
