package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * The area analysis narrowed to what the stepped-to field touches: {@code near-border} answers when it touches the
 * border, {@code corner} (corner discovery: approaching an older section of the line from the front or the side)
 * when it touches the line. Either disables the step when it closes off free fields (an unreachable area, a split,
 * or a dead-end pocket); the original's "one field from the edge, moving along it" rules are the common cases.
 */
public final class ContactRule extends AreaVerdictRule {
	public static final String NEAR_BORDER = "near-border";
	public static final String CORNER = "corner";

	private final String id;
	private final String name;
	private final int contact;
	private final String label;

	private ContactRule(AreaProbe probe, String id, String name, int contact, String label) {
		super(probe);
		this.id = id;
		this.name = name;
		this.contact = contact;
		this.label = label;
	}

	static ContactRule nearBorder(AreaProbe probe) {
		return new ContactRule(probe, NEAR_BORDER, "Near border", AreaProbe.TOUCHES_BORDER, "border ");
	}

	static ContactRule corner(AreaProbe probe) {
		return new ContactRule(probe, CORNER, "Corner discovery", AreaProbe.TOUCHES_LINE, "line ");
	}

	@Override
	public String id() {
		return id;
	}

	@Override
	public String name() {
		return name;
	}

	@Override
	protected boolean mayClaim(int touched) {
		return (touched & contact) != 0;
	}

	@Override
	protected boolean claims(AreaAnalysis.Verdict verdict, int touched) {
		return AreaProbe.separates(verdict);
	}

	@Override
	protected String variant(Board board, int heading, int dir, AreaAnalysis.Verdict verdict, int touched) {
		return label + AreaProbe.contactSide(board, dir, contact);
	}
}
