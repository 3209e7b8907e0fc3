package labyrinth.rules.ui;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;

import labyrinth.core.patterns.CellKind;
import labyrinth.core.rules.BuiltinRules;

/** Explains the pattern symbol or the built-in rule under the mouse: the legend, where it is needed. */
public class RulesHover implements ITextHover {

	@Override
	public String getHoverInfo(ITextViewer viewer, IRegion region) {
		return labyrinth.lang.ui.HoverText.wrap(describe(viewer.getDocument(), region.getOffset()));
	}

	@Override
	public IRegion getHoverRegion(ITextViewer viewer, int offset) {
		return new Region(offset, 0);
	}

	/** The explanation for the text at {@code offset}, or null if there is nothing to explain. */
	public static String describe(IDocument doc, int offset) {
		try {
			if (offset < 0 || offset >= doc.getLength()) return null;
			int line = doc.getLineOfOffset(offset);
			int start = doc.getLineOffset(line);
			String text = doc.get(start, doc.getLineLength(line));
			int col = offset - start;
			int open = text.indexOf('|');
			int close = text.lastIndexOf('|');
			if (open >= 0 && close > open && col > open && col < close) {
				CellKind k = CellKind.of(text.charAt(col));
				if (k == null) return text.charAt(col) == ' ' ? null : "unknown pattern symbol; known: " + CellKind.symbols();
				return "'" + k.symbol() + "': " + k.meaning();
			}
			String word = wordAt(text, col);
			if (word != null && BuiltinRules.exists(word)) {
				return builtinInfo(word);
			}
			if (word != null && text.strip().startsWith("rule " + word)) return ruleInfo(doc, line, word);
			return null;
		} catch (BadLocationException e) {
			return null;
		}
	}

	/** What a built-in does, from the one description in the engine (the help book shows the same). */
	static String builtinInfo(String id) {
		return "built-in rule " + id + " (" + BuiltinRules.title(id) + "): " + BuiltinRules.description(id);
	}

	/**
	 * A rule's description, where discovery writes its evidence (where the rule was checked and how often it fired),
	 * read from the lines of its block.
	 */
	static String ruleInfo(IDocument doc, int line, String name) throws BadLocationException {
		for (int l = line; l < doc.getNumberOfLines(); l++) {
			String text = doc.get(doc.getLineOffset(l), doc.getLineLength(l)).strip();
			int at = text.indexOf("description \"");
			if (at >= 0) {
				int end = text.lastIndexOf('"');
				if (end > at + 13) return "rule " + name + ": " + text.substring(at + 13, end).replace("\\\"", "\"");
			}
			if (l > line && (text.startsWith("pattern") || text.startsWith("}") || text.startsWith("rule "))) break;
		}
		return "rule " + name + " (no description)";
	}

	private static String wordAt(String text, int col) {
		int a = col, b = col;
		while (a > 0 && isIdChar(text.charAt(a - 1))) a--;
		while (b < text.length() && isIdChar(text.charAt(b))) b++;
		return a < b ? text.substring(a, b) : null;
	}

	private static boolean isIdChar(char c) {
		return Character.isLetterOrDigit(c) || c == '-' || c == '_';
	}
}
