package labyrinth.tour.validation;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.validation.Check;

import labyrinth.knights.KnightTour;
import labyrinth.knights.MoveOrdering;
import labyrinth.knights.TiebreakTable;
import labyrinth.model.LabyrinthPackage;
import labyrinth.model.TourCase;
import labyrinth.model.TourStage;
import labyrinth.model.TourTable;
import labyrinth.tour.TourTables;

/**
 * Checks of tiebreak tables that the grammar cannot express, one issue code each ({@link TourIssueCodes}). The
 * messages of move-orderings come from the engine's {@link MoveOrdering#problem}, so the editor and the command
 * line's {@code --tiebreak ordering:...} say the same.
 */
public class TourValidator extends AbstractTourValidator {
	/** Sizes of a case at which switching squares are checked: the first ones and the largest board. */
	static final int CHECKED_SIZES = 64;
	/** Tours simulated per case to see whether each switching square is reached. */
	static final int SIMULATED_TOURS = 3;

	@Check
	public void orderingIsAPermutation(TourStage stage) {
		String digits = stage.getOrdering();
		String why = digits == null ? null : MoveOrdering.problem(digits);
		if (why != null) error(why, stage, LabyrinthPackage.Literals.TOUR_STAGE__ORDERING, orderingCode(digits));
	}

	/** The code of the first problem of an ordering, in the order {@link MoveOrdering#problem} finds them. */
	static String orderingCode(String digits) {
		if (digits.length() != 8) return TourIssueCodes.ORDERING_LENGTH;
		boolean[] seen = new boolean[10];
		for (int i = 0; i < 8; i++) {
			char c = digits.charAt(i);
			if (c < '1' || c > '8') return TourIssueCodes.ORDERING_UNKNOWN_MOVE;
			if (seen[c - '0']) return TourIssueCodes.ORDERING_REPEATED_MOVE;
			seen[c - '0'] = true;
		}
		throw new IllegalArgumentException(digits + " is a move-ordering");
	}

	@Check
	public void caseIsWellFormed(TourCase c) {
		if (isResidueClass(c) && c.getModulus() == 0) {
			error("m mod 0: the modulus of a case must be at least 1 (for one size write 'case m = N')", c,
					LabyrinthPackage.Literals.TOUR_CASE__MODULUS, TourIssueCodes.ZERO_MODULUS);
		} else if (c.getModulus() > 0 && c.getResidue() >= c.getModulus()) {
			error("the residue " + c.getResidue() + " must be below the modulus " + c.getModulus(), c,
					LabyrinthPackage.Literals.TOUR_CASE__RESIDUE, TourIssueCodes.RESIDUE_NOT_BELOW_MODULUS);
		} else if (c.getModulus() == 0 && (c.getResidue() < 1 || c.getResidue() > KnightTour.MAX_SIZE)) {
			error("m = " + c.getResidue() + " is no board size (1.." + KnightTour.MAX_SIZE + ")", c,
					LabyrinthPackage.Literals.TOUR_CASE__RESIDUE, TourIssueCodes.NO_BOARD_SIZE);
		}
		if (c.getStages().isEmpty()) {
			error("the case has no stages; give at least one move-ordering, the last like '12345678 to end'", c, null,
					TourIssueCodes.CASE_WITHOUT_STAGES);
		}
	}

	/** Every size from the table's first on must have a case; beyond the last 'from' the cases repeat with the lcm. */
	@Check
	public void everySizeHasACase(TourTable table) {
		List<TiebreakTable.Case> cases = new ArrayList<>();
		long period = 1;
		int last = from(table);
		for (TourCase c : table.getCases()) {
			if (!isUsable(c)) return; // reported on the case
			cases.add(new TiebreakTable.Case(c.getModulus(), c.getResidue(), c.getFrom(), List.of()));
			if (c.getModulus() > 0) period = lcm(period, c.getModulus());
			last = Math.max(last, Math.max(c.getFrom(), c.getModulus() == 0 ? c.getResidue() : 0));
			if (period > 100_000) return;
		}
		List<Integer> missing = new ArrayList<>();
		for (long m = from(table); m <= last + period && missing.size() < 6; m++) {
			int size = (int) m;
			if (cases.stream().noneMatch(c -> c.appliesTo(size))) missing.add(size);
		}
		if (!missing.isEmpty()) {
			String list = missing.size() > 5 ? missing.subList(0, 5) + " and more" : missing.toString();
			error("no case for m = " + list.replace("[", "").replace("]", "") + ": every size from " + from(table) + " needs one",
					table, LabyrinthPackage.Literals.TOUR_TABLE__NAME, TourIssueCodes.SIZES_UNCOVERED);
		}
	}

	@Check
	public void switchingSquaresAreOnTheBoard(TourCase c) {
		if (!isUsable(c)) return;
		for (TourStage stage : c.getStages()) {
			if (stage.getRow() == null || stage.getCol() == null) continue;
			TiebreakTable.Expr row = TourTables.expr(stage.getRow());
			TiebreakTable.Expr col = TourTables.expr(stage.getCol());
			for (int m : sizesOf(c, (TourTable) c.eContainer())) {
				long r = row.at(m);
				long k = col.at(m);
				if (r < 1 || r > m || k < 1 || k > m) {
					String why = r == Long.MIN_VALUE || k == Long.MIN_VALUE ? "a division by zero" : r < 1 || r > m ? "row " + r : "column " + k;
					error("the switching square (" + row.text() + ", " + col.text() + ") is outside the board for m = " + m + " (" + why
							+ ")", stage, LabyrinthPackage.Literals.TOUR_STAGE__ROW, TourIssueCodes.SWITCH_OFF_BOARD);
					break;
				}
			}
		}
	}

	/** Runs the case's first tours and warns about switching squares they never reach. */
	@Check
	public void switchingSquaresAreReached(TourCase c) {
		if (!isUsable(c) || c.getStages().size() < 2) return;
		TourStage lastStage = c.getStages().get(c.getStages().size() - 1);
		for (TourStage s : c.getStages()) {
			if (s.getOrdering() == null || MoveOrdering.problem(s.getOrdering()) != null || s.getRow() == null && s != lastStage) return;
		}
		TiebreakTable.Case compiled = TourTables.compile(c);
		TiebreakTable table = new TiebreakTable("check", List.of(compiled));
		List<Integer> sizes = sizesOf(c, (TourTable) c.eContainer()).stream().filter(m -> m <= 300).limit(SIMULATED_TOURS).toList();
		if (sizes.isEmpty()) return;
		int furthest = 0;
		for (int m : sizes) {
			for (int[] sq : table.switchingSquares(m)) if (sq[0] < 0 || sq[1] < 0 || sq[0] >= m || sq[1] >= m) return; // reported above
			KnightTour tour = new KnightTour(m, 0, 0, table.tiebreakFor(m));
			tour.run();
			furthest = Math.max(furthest, TiebreakTable.stageOf(tour.tiebreak()));
		}
		for (int i = furthest; i < c.getStages().size() - 1; i++) {
			TourStage s = c.getStages().get(i);
			warning("the tour never reaches the switching square (" + TourTables.expr(s.getRow()).text() + ", "
					+ TourTables.expr(s.getCol()).text() + ") for m = " + sizes.toString().replace("[", "").replace("]", "")
					+ ", so the orderings after it are not used there", s, LabyrinthPackage.Literals.TOUR_STAGE__ROW,
					TourIssueCodes.SWITCH_NEVER_REACHED);
			break;
		}
	}

	/** Whether the case was written 'm mod K = R' (the model cannot tell 'mod 0' from an exact case). */
	private static boolean isResidueClass(TourCase c) {
		return !NodeModelUtils.findNodesForFeature(c, LabyrinthPackage.Literals.TOUR_CASE__MODULUS).isEmpty();
	}

	/** A case whose sizes are well defined (its own problems are reported on it): the other checks look at it. */
	private static boolean isUsable(TourCase c) {
		if (c.getModulus() > 0) return c.getResidue() < c.getModulus();
		return !isResidueClass(c) && c.getResidue() >= 1 && c.getResidue() <= KnightTour.MAX_SIZE;
	}

	private static int from(TourTable t) {
		return t.getFrom() > 0 ? t.getFrom() : TourTables.DEFAULT_FROM;
	}

	/** The first sizes of the case and the largest board of its class. */
	private static List<Integer> sizesOf(TourCase c, TourTable t) {
		if (c.getModulus() == 0) return List.of(c.getResidue());
		List<Integer> out = new ArrayList<>();
		int m = Math.max(c.getFrom(), from(t));
		m += Math.floorMod(c.getResidue() - m, c.getModulus());
		for (int i = 0; i < CHECKED_SIZES && m <= KnightTour.MAX_SIZE; i++, m += c.getModulus()) out.add(m);
		int largest = KnightTour.MAX_SIZE - Math.floorMod(KnightTour.MAX_SIZE - c.getResidue(), c.getModulus());
		if (!out.isEmpty() && largest > out.get(out.size() - 1)) out.add(largest);
		return out;
	}

	private static long lcm(long a, long b) {
		long x = a;
		long y = b;
		while (y != 0) {
			long t = x % y;
			x = y;
			y = t;
		}
		return a / x * b;
	}
}
