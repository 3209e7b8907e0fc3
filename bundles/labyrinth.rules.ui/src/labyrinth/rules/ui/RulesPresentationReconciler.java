package labyrinth.rules.ui;

import java.util.Set;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;

/** Keyword/string highlighting; the keyword list is read from the Xtext grammar at runtime. */
public class RulesPresentationReconciler extends PresentationReconciler {
	public RulesPresentationReconciler() {
		IToken keyword = new Token(new TextAttribute(new Color(127, 0, 85), null, SWT.BOLD));
		IToken string = new Token(new TextAttribute(new Color(42, 0, 255)));
		Set<String> keywords = GrammarUtil.getAllKeywords(
				labyrinth.rules.RuleFiles.injector().getInstance(IGrammarAccess.class).getGrammar());
		WordRule words = new WordRule(new IWordDetector() {
			@Override
			public boolean isWordStart(char c) {
				return Character.isLetter(c);
			}

			@Override
			public boolean isWordPart(char c) {
				return Character.isLetterOrDigit(c) || c == '_';
			}
		}, Token.UNDEFINED);
		keywords.stream().filter(k -> Character.isLetter(k.charAt(0))).forEach(k -> words.addWord(k, keyword));
		RuleBasedScanner scanner = new RuleBasedScanner();
		IToken comment = new Token(new TextAttribute(new Color(63, 127, 95)));
		scanner.setRules(new IRule[] { new org.eclipse.jface.text.rules.EndOfLineRule("//", comment), new PatternSymbolRule(),
				new SingleLineRule("\"", "\"", string, '\\'), words });
		DefaultDamagerRepairer dr = new DefaultDamagerRepairer(scanner);
		setDamager(dr, IDocument.DEFAULT_CONTENT_TYPE);
		setRepairer(dr, IDocument.DEFAULT_CONTENT_TYPE);
	}
}
