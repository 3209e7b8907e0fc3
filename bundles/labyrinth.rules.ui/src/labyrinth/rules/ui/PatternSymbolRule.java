package labyrinth.rules.ui;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.ICharacterScanner;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

import labyrinth.core.patterns.CellKind;
import labyrinth.walker.ui.BoardPainter;
import labyrinth.walker.ui.Preferences;

/**
 * Colours the symbols of pattern rows (between bars) the way the Walker view paints the fields, in the colours of the
 * walker's preferences (read when an editor opens): the line, the disabled field and the live end bold, the area.
 */
final class PatternSymbolRule implements IRule {
	/** Bars and symbols that match anything: quieter than the drawing itself (an editor colour, not a field's). */
	private static final Color QUIET = new Color(150, 150, 140);
	private static final Color ON_DARK = new Color(255, 255, 255);

	private final IToken bar = new Token(new TextAttribute(QUIET));
	private final IToken line = token(CellKind.TAKEN, false);
	private final IToken liveEnd = token(CellKind.LIVE_END, true);
	private final IToken disabled = token(CellKind.FORBIDDEN, true);
	private final IToken area = token(CellKind.AREA_START, false);
	private final IToken quiet = new Token(new TextAttribute(QUIET));

	/** Bold text in the kind's colour, or white text on it (for the dark live end and disabled field). */
	private static IToken token(CellKind kind, boolean asBackground) {
		Color c = new Color(BoardPainter.colourOf(kind, Preferences.palette()));
		return new Token(asBackground ? new TextAttribute(ON_DARK, c, SWT.BOLD) : new TextAttribute(c, null, SWT.BOLD));
	}
	private boolean inside;

	@Override
	public IToken evaluate(ICharacterScanner scanner) {
		if (scanner.getColumn() == 0) inside = false;
		int c = scanner.read();
		if (c == '|') {
			inside = !inside;
			return bar;
		}
		if (!inside || c == ICharacterScanner.EOF || c == '\n' || c == '\r') {
			if (c == '\n' || c == '\r') inside = false;
			scanner.unread();
			return Token.UNDEFINED;
		}
		CellKind k = CellKind.of((char) c);
		if (k == null) return c == ' ' || c == '\t' ? Token.WHITESPACE : quiet;
		return switch (k) {
		case TAKEN, TAKEN_OR_BORDER, TAKEN_UP, TAKEN_DOWN, TAKEN_LEFT, TAKEN_RIGHT -> line;
		case LIVE_END -> liveEnd;
		case FORBIDDEN -> disabled;
		case AREA_START, AREA_END -> area;
		default -> quiet;
		};
	}
}
