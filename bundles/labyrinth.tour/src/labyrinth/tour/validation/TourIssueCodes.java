package labyrinth.tour.validation;

/**
 * The issue codes of the tiebreak-table language, one per problem, so the editor, quick fixes and tests can tell
 * them apart; the validator ({@link TourValidator}) says which check gives which.
 */
public final class TourIssueCodes {
	private static final String PREFIX = "labyrinth.tour.";

	/** A move-ordering without exactly eight digits. */
	public static final String ORDERING_LENGTH = PREFIX + "orderingLength";
	/** A move-ordering with a digit that is no move type (0 or 9). */
	public static final String ORDERING_UNKNOWN_MOVE = PREFIX + "orderingUnknownMove";
	/** A move-ordering that names a move type twice. */
	public static final String ORDERING_REPEATED_MOVE = PREFIX + "orderingRepeatedMove";
	/** 'case m mod 0 = R': a residue class needs a modulus of at least 1. */
	public static final String ZERO_MODULUS = PREFIX + "zeroModulus";
	/** 'case m mod K = R' with R >= K: no m has that residue. */
	public static final String RESIDUE_NOT_BELOW_MODULUS = PREFIX + "residueNotBelowModulus";
	/** 'case m = N' with N outside the board sizes the engine runs. */
	public static final String NO_BOARD_SIZE = PREFIX + "noBoardSize";
	/** A case without stages: the knight would have no ordering to break ties with. */
	public static final String CASE_WITHOUT_STAGES = PREFIX + "caseWithoutStages";
	/** Sizes from the table's first on that no case applies to. */
	public static final String SIZES_UNCOVERED = PREFIX + "sizesUncovered";
	/** A switching square outside the board for a size its case applies to. */
	public static final String SWITCH_OFF_BOARD = PREFIX + "switchOffBoard";
	/** A switching square the case's first tours never reach (a warning: the later orderings go unused there). */
	public static final String SWITCH_NEVER_REACHED = PREFIX + "switchNeverReached";

	private TourIssueCodes() {
	}
}
