package labyrinth.core.rules;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * C-shape: a free field next to the live end that is walled on three sides (one free neighbour or none) must be
 * entered now, because once the line moves on it can only be entered and never left. Two such fields at once, or
 * a sealed end corner, leave no move at all.
 */
public final class CShapeRule implements Rule {
	public static final String ID = "c-shape";

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "C-shape";
	}

	@Override
	public boolean stopsOthers() {
		return true;
	}

	@Override
	public int disabled(Board board, int allowed, FiringSink sink) {
		int head = board.head();
		int target = board.target();
		int forced = 0;
		int forcedCount = 0;
		boolean targetSealed = false;
		for (int d = 0; d < 4; d++) {
			int c = board.neighbour(head, d);
			if (!board.isFree(c)) continue;
			int free = board.freeNeighbours(c);
			if (c == target) {
				targetSealed |= free == 0 && board.freeCount() > 1;
			} else if (free <= 1) {
				forced |= 1 << d;
				forcedCount++;
			}
		}
		int off;
		if (targetSealed || forcedCount >= 2) {
			off = allowed;
		} else if (forcedCount == 1) {
			off = allowed & ~forced;
		} else {
			return 0;
		}
		if (off != 0 && sink != null) explain(board, off, forced, targetSealed, sink);
		return off;
	}

	private void explain(Board board, int off, int forced, boolean targetSealed, FiringSink sink) {
		int head = board.head();
		int[] walled = new int[Integer.bitCount(forced) + (targetSealed ? 1 : 0)];
		int k = 0;
		StringBuilder where = new StringBuilder();
		for (int d = 0; d < 4; d++) {
			int c = board.neighbour(head, d);
			if ((forced & (1 << d)) != 0 || (targetSealed && c == board.target())) {
				walled[k++] = c;
				if (where.length() > 0) where.append(" and ");
				where.append(Direction.relativeName(board.heading(), d));
			}
		}
		String detail;
		if (targetSealed) {
			detail = "the end corner " + board.format(board.target()) + " would be cut off";
		} else if (walled.length >= 2) {
			detail = "two fields are walled on three sides; only one can be entered";
		} else {
			detail = board.format(walled[0]) + " is walled on three sides and must be entered now";
		}
		sink.fired(new Firing(ID, name(), where.toString(), off, walled, null, detail));
	}
}
