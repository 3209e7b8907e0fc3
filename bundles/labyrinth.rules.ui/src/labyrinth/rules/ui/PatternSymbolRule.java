package labyrinth.rules.ui;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.ICharacterScanner;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

import labyrinth.core.patterns.CellKind;

/**
 * Colours the symbols of pattern rows (between bars) like the Walker view paints the fields: the line red, the
 * disabled field dark, the live end bold, the counted area orange.
 */
final class PatternSymbolRule implements IRule {
	static final Color LINE = new Color(200, 30, 40);
	static final Color LIVE_END = new Color(120, 0, 20);
	static final Color DISABLED = new Color(40, 40, 40);
	static final Color AREA = new Color(240, 160, 20);
	static final Color QUIET = new Color(150, 150, 140);

	private final IToken bar = new Token(new TextAttribute(QUIET));
	private final IToken line = new Token(new TextAttribute(LINE, null, SWT.BOLD));
	private final IToken liveEnd = new Token(new TextAttribute(new Color(255, 255, 255), LIVE_END, SWT.BOLD));
	private final IToken disabled = new Token(new TextAttribute(new Color(255, 255, 255), DISABLED, SWT.BOLD));
	private final IToken area = new Token(new TextAttribute(AREA, null, SWT.BOLD));
	private final IToken quiet = new Token(new TextAttribute(QUIET));
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
