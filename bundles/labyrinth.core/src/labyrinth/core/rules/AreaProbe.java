package labyrinth.core.rules;

import java.util.Arrays;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;

/**
 * The area verdicts of a position's candidates, shared between the rules built on them ({@code near-border},
 * {@code corner}, {@code area}): one pass over the free region answers for every candidate ({@link RegionBlocks}),
 * so the three rules together cost one pass per position. {@link AreaAnalysis} runs on a candidate when a firing
 * is explained.
 */
final class AreaProbe {
	/** Contact bits: what the field stepped to touches besides the live end it came from. */
	static final int TOUCHES_BORDER = 1;
	static final int TOUCHES_LINE = 2;

	final AreaAnalysis analysis;
	private final RegionBlocks region;
	/** The radius of the windows of the analyses that share this probe ({@link Window#WHOLE_BOARD}: none). */
	final int windowRadius;
	private boolean regionReady;
	private final AreaAnalysis.Verdict[] verdicts = new AreaAnalysis.Verdict[4];
	private Board board;
	private long key;

	AreaProbe(int windowRadius) {
		this.windowRadius = windowRadius;
		analysis = new AreaAnalysis(new Window(windowRadius));
		region = new RegionBlocks(new Window(windowRadius));
	}

	/** The verdict after stepping in direction {@code dir}; computed at most once per position and direction. */
	AreaAnalysis.Verdict verdict(Board b, int dir) {
		if (b != board || b.positionKey() != key) {
			board = b;
			key = b.positionKey();
			Arrays.fill(verdicts, null);
			regionReady = false;
		}
		AreaAnalysis.Verdict v = verdicts[dir];
		if (v == null) {
			int c = b.neighbour(b.head(), dir);
			if (c == b.target()) { // the last step: the analysis's own case
				b.step(dir);
				v = analysis.analyse(b);
				b.back();
			} else {
				if (!regionReady) {
					region.prepare(b);
					regionReady = true;
				}
				v = region.verdictAfterStep(b, c);
			}
			verdicts[dir] = v;
		}
		return v;
	}

	/** The search of the free region of the board's position, if a verdict of this position made one; else null. */
	RegionBlocks regionOf(Board b) {
		return regionReady && b == board && b.positionKey() == key ? region : null;
	}

	/** Re-runs the analysis with the board standing on the candidate, so its areas can be read for explanations. */
	AreaAnalysis.Verdict analyseOn(Board afterStep) {
		board = null;
		return analysis.analyse(afterStep);
	}

	/** Contact bits of the field next to the live end in direction {@code dir}: its front and its two sides. */
	static int contact(Board b, int dir) {
		int c = b.neighbour(b.head(), dir);
		return touch(b, b.neighbour(c, dir)) | touch(b, b.neighbour(c, Direction.leftOf(dir)))
				| touch(b, b.neighbour(c, Direction.rightOf(dir)));
	}

	private static int touch(Board b, int cell) {
		return b.isBorder(cell) ? TOUCHES_BORDER : b.isTaken(cell) ? TOUCHES_LINE : 0;
	}

	/** Which neighbour of the field in direction {@code dir} makes the contact, for explanations. */
	static String contactSide(Board b, int dir, int kind) {
		int c = b.neighbour(b.head(), dir);
		if (touch(b, b.neighbour(c, dir)) == kind) return "from the front";
		return "from the side";
	}

	static boolean separates(AreaAnalysis.Verdict v) {
		return v == AreaAnalysis.Verdict.UNREACHABLE || v == AreaAnalysis.Verdict.SPLIT || v == AreaAnalysis.Verdict.POCKET;
	}
}
