package labyrinth.core.patterns;

import java.util.ArrayList;
import java.util.List;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * Turns a situation into a size-specific pattern rule: the whole grid and its border ring drawn around the live
 * end, heading up, with the field to disable marked. Such a pattern matches exactly the positions with the same
 * taken fields and live end, so when the oracle says the field is doomed, the rule is sound for that size. Mirror
 * symmetry stays sound too: the grid's diagonal reflection keeps (1,1) and (n,n) and mirrors left and right turns.
 */
public final class SituationPattern {
	private SituationPattern() {
	}

	/** The drawing of the situation with {@code disabledDir} marked as the field to disable. */
	public static List<String> rows(Board b, int disabledDir) {
		int h = b.heading();
		int fx = Direction.dx(h), fy = Direction.dy(h);
		int lx = Direction.dx(Direction.leftOf(h)), ly = Direction.dy(Direction.leftOf(h));
		int hx = b.x(b.head()), hy = b.y(b.head());
		int n = b.size();
		int minL = Integer.MAX_VALUE, maxL = Integer.MIN_VALUE, minS = Integer.MAX_VALUE, maxS = Integer.MIN_VALUE;
		for (int y = 0; y <= n + 1; y++) {
			for (int x = 0; x <= n + 1; x++) {
				int l = (x - hx) * lx + (y - hy) * ly, s = (x - hx) * fx + (y - hy) * fy;
				minL = Math.min(minL, l);
				maxL = Math.max(maxL, l);
				minS = Math.min(minS, s);
				maxS = Math.max(maxS, s);
			}
		}
		int disabled = b.neighbour(b.head(), disabledDir);
		List<String> rows = new ArrayList<>();
		for (int s = maxS; s >= minS; s--) {
			StringBuilder row = new StringBuilder();
			for (int l = maxL; l >= minL; l--) {
				int x = hx + l * lx + s * fx, y = hy + l * ly + s * fy;
				int cell = b.cell(x, y);
				char c;
				if (!b.inside(x, y)) c = CellKind.BORDER.symbol();
				else if (cell == b.head()) c = CellKind.LIVE_END.symbol();
				else if (cell == disabled) c = CellKind.FORBIDDEN.symbol();
				else if (b.isTaken(cell)) c = CellKind.TAKEN.symbol();
				else c = CellKind.EMPTY.symbol();
				if (row.length() > 0) row.append(' ');
				row.append(c);
			}
			rows.add(row.toString());
		}
		return rows;
	}

	public static PatternSpec spec(String name, Board b, int disabledDir) {
		return new PatternSpec(name, rows(b, disabledDir), true, false, false, null);
	}
}
