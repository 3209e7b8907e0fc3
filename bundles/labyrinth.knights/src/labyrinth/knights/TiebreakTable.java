package labyrinth.knights;

import java.io.Serializable;
import java.util.List;

/**
 * A Squirrel-Cull style table: cases chosen by m (a residue class from some m on, or one exact m), each a list of
 * stages; a stage's move-ordering breaks ties until the knight reaches the stage's switching square, whose row and
 * column are integer expressions in m. The first case that applies to m is used.
 */
public final class TiebreakTable implements Serializable {
	private static final long serialVersionUID = 1L;

	/** An integer expression in m with its text. */
	public record Expr(String text, Term value) implements Serializable {
		public long at(long m) {
			return value.at(m);
		}
	}

	/**
	 * An integer expression in m as a small tree of values, so a table can travel to a cluster member. Division is
	 * floor division; dividing by zero, or a term of a partial parse, gives no value (Long.MIN_VALUE, off every
	 * board).
	 */
	public sealed interface Term extends Serializable {
		long at(long m);

		record Number(long value) implements Term {
			@Override
			public long at(long m) {
				return value;
			}
		}

		record BoardSize() implements Term {
			@Override
			public long at(long m) {
				return m;
			}
		}

		record Negation(Term operand) implements Term {
			@Override
			public long at(long m) {
				return -operand.at(m);
			}
		}

		record Binary(char op, Term left, Term right) implements Term {
			@Override
			public long at(long m) {
				long l = left.at(m), r = right.at(m);
				return switch (op) {
				case '+' -> l + r;
				case '-' -> l - r;
				case '*' -> l * r;
				default -> r == 0 ? Long.MIN_VALUE : Math.floorDiv(l, r);
				};
			}
		}

		record None() implements Term {
			@Override
			public long at(long m) {
				return Long.MIN_VALUE;
			}
		}
	}

	/** An ordering and the square (1-based row, column) where the next stage takes over; null row: to the end. */
	public record Stage(MoveOrdering ordering, Expr row, Expr col) implements Serializable {
		public boolean last() {
			return row == null;
		}
	}

	/** m mod modulus = residue and m >= from; modulus 0 means exactly m = residue. */
	public record Case(int modulus, int residue, int from, List<Stage> stages) implements Serializable {
		public boolean appliesTo(int m) {
			return modulus == 0 ? m == residue : m >= from && Math.floorMod(m, modulus) == residue;
		}

		public String condition() {
			return modulus == 0 ? "m = " + residue : "m mod " + modulus + " = " + residue + (from > 0 ? " (m >= " + from + ")" : "");
		}
	}

	private final String name;
	private final List<Case> cases;

	public TiebreakTable(String name, List<Case> cases) {
		this.name = name;
		this.cases = List.copyOf(cases);
	}

	public String name() {
		return name;
	}

	public List<Case> cases() {
		return cases;
	}

	/** The case for m, or null if none applies. */
	public Case caseFor(int m) {
		for (Case c : cases) if (c.appliesTo(m)) return c;
		return null;
	}

	/** The tiebreak this table gives on an m x m board. */
	public Tiebreak tiebreakFor(int m) {
		Case c = caseFor(m);
		if (c == null) throw new IllegalArgumentException("table " + name + " has no case for m = " + m);
		return new Staged(c, m);
	}

	/** The switching squares of m's case, 0-based {row, col} (off-board ones included), for the view to mark. */
	public int[][] switchingSquares(int m) {
		Case c = caseFor(m);
		if (c == null) return new int[0][];
		return c.stages().stream().filter(s -> !s.last())
				.map(s -> new int[] { (int) s.row().at(m) - 1, (int) s.col().at(m) - 1 }).toArray(int[][]::new);
	}

	/** The stage a tiebreak of this table stands at (0-based), or -1 if it is not one of this table's. */
	public static int stageOf(Tiebreak t) {
		return t instanceof TiebreakTable.Staged s ? s.stage : -1;
	}

	private final class Staged implements Tiebreak {
		private final Case chosen;
		private final int m;
		private final int[] switchRow;
		private final int[] switchCol;
		private int stage;

		Staged(Case chosen, int m) {
			this.chosen = chosen;
			this.m = m;
			int n = chosen.stages().size();
			switchRow = new int[n];
			switchCol = new int[n];
			for (int i = 0; i < n; i++) {
				Stage s = chosen.stages().get(i);
				switchRow[i] = s.last() ? -1 : (int) s.row().at(m) - 1;
				switchCol[i] = s.last() ? -1 : (int) s.col().at(m) - 1;
			}
		}

		@Override
		public int choose(KnightTour tour, int[] types, int count) {
			return Tiebreaks.first(chosen.stages().get(stage).ordering(), types, count);
		}

		@Override
		public void arrived(int row, int col) {
			if (row == switchRow[stage] && col == switchCol[stage] && stage + 1 < switchRow.length) stage++;
		}

		@Override
		public String describe() {
			return "table " + name + " stage " + (stage + 1) + ", ordering " + chosen.stages().get(stage).ordering();
		}

		@Override
		public Tiebreak fresh() {
			return new Staged(chosen, m);
		}
	}
}
