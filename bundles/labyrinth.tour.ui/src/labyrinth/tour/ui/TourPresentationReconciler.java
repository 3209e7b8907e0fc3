package labyrinth.tour.ui;

import java.util.Set;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.NumberRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;

import labyrinth.tour.TourTables;

/** Keywords bold (the list read from the Xtext grammar at runtime), numbers (orderings, sizes) blue, comments green. */
public class TourPresentationReconciler extends PresentationReconciler {
	/** The colour of numbers: move-orderings, sizes and the numbers of expressions. */
	public static final Color NUMBER = new Color(42, 0, 255);

	public TourPresentationReconciler() {
		IToken keyword = new Token(new TextAttribute(new Color(127, 0, 85), null, SWT.BOLD));
		IToken number = new Token(new TextAttribute(NUMBER));
		IToken comment = new Token(new TextAttribute(new Color(63, 127, 95)));
		Set<String> keywords = GrammarUtil.getAllKeywords(TourTables.injector().getInstance(IGrammarAccess.class).getGrammar());
		WordRule words = new WordRule(new IWordDetector() {
			@Override
			public boolean isWordStart(char c) {
				return Character.isLetter(c);
			}

			@Override
			public boolean isWordPart(char c) {
				return Character.isLetterOrDigit(c) || c == '_';
			}
		}, new Token(null)); // a name is one word: a digit in it is not a number
		keywords.stream().filter(k -> Character.isLetter(k.charAt(0))).forEach(k -> words.addWord(k, keyword));
		RuleBasedScanner scanner = new RuleBasedScanner();
		scanner.setRules(new IRule[] { new EndOfLineRule("//", comment), words, new NumberRule(number) });
		DefaultDamagerRepairer dr = new DefaultDamagerRepairer(scanner);
		setDamager(dr, IDocument.DEFAULT_CONTENT_TYPE);
		setRepairer(dr, IDocument.DEFAULT_CONTENT_TYPE);
	}
}
