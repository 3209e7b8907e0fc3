package labyrinth.tour;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.parser.antlr.SyntaxErrorMessageProvider;

/**
 * Parser errors in words: ANTLR's "missing EOF at 'blah'" or "mismatched input 'x' expecting RULE_INT" says what the
 * parser wanted in its own terms; users get the table language's terms instead (a number, a name). One rewrite per
 * kind of ANTLR message; the token names come from one table.
 */
public class TourSyntaxErrors extends SyntaxErrorMessageProvider {
	/** An empty file (or only comments): said here once, so the editor and the command line say the same. */
	public static final String EMPTY_FILE = "the file holds no tiebreak table; a table starts with 'tiebreak table NAME'";

	/** What the grammar's tokens are called in messages. */
	private static final Map<String, String> TOKENS = Map.of(
			"RULE_ID", "a name",
			"RULE_INT", "a number",
			"RULE_STRING", "a quoted text",
			"EOF", "the end of the file");

	/** What may follow where the parser expected the end of the file. */
	private static final String STATEMENTS = "a tiebreak table goes on with cases, 'case m = N:' or 'case m mod K = R:'"
			+ " (optionally 'from N'), each followed by its stages, like '34261578 until (m-1, m-2)' or '12345678 to end'";

	/** ANTLR's words for a file that ends before its first keyword. */
	private static final String NOTHING = "mismatched input '<EOF>' expecting 'tiebreak'";

	private static final Pattern MISSING_EOF = Pattern.compile("missing EOF at (.*)");
	private static final Pattern MISMATCHED = Pattern.compile("mismatched input (.*) expecting (.*)");
	private static final Pattern EXTRANEOUS = Pattern.compile("extraneous input (.*) expecting (.*)");
	private static final Pattern MISSING = Pattern.compile("missing (.*) at (.*)");
	private static final Pattern NO_VIABLE = Pattern.compile("no viable alternative at input (.*)");

	@Override
	public SyntaxErrorMessage getSyntaxErrorMessage(IValueConverterErrorContext context) {
		SyntaxErrorMessage original = super.getSyntaxErrorMessage(context);
		org.eclipse.xtext.conversion.ValueConverterException e = context.getValueConverterException();
		String text = e == null || e.getNode() == null ? null : e.getNode().getText().strip();
		if (text == null || !text.matches("\\d+")) return original;
		// Java's "For input string" says nothing to a table's writer
		return new SyntaxErrorMessage("'" + text + "' is too large: numbers here go up to " + Integer.MAX_VALUE, original.getIssueCode(),
				original.getIssueData());
	}

	@Override
	public SyntaxErrorMessage getSyntaxErrorMessage(IParserErrorContext context) {
		SyntaxErrorMessage original = super.getSyntaxErrorMessage(context);
		String text = original.getMessage();
		String words = isEmptyFile(context, text) ? EMPTY_FILE : inWords(text == null ? "" : text);
		return words == null ? original : new SyntaxErrorMessage(words, original.getIssueCode(), original.getIssueData());
	}

	/** Whether the parser met the end of the file before the first keyword (nothing but blanks and comments). */
	private static boolean isEmptyFile(IParserErrorContext context, String text) {
		return text != null && (context.getCurrentContext() == null && text.endsWith("'<EOF>'") || text.equals(NOTHING));
	}

	/** The message in the language's terms, or null to keep ANTLR's. */
	static String inWords(String antlr) {
		Matcher m;
		if ((m = MISSING_EOF.matcher(antlr)).matches()) return found(m.group(1)) + " does not belong here: " + STATEMENTS;
		if ((m = MISMATCHED.matcher(antlr)).matches()) return "expected " + expected(m.group(2)) + ", found " + found(m.group(1));
		if ((m = EXTRANEOUS.matcher(antlr)).matches()) {
			if (m.group(2).equals("EOF")) return found(m.group(1)) + " does not belong here: " + STATEMENTS;
			return found(m.group(1)) + " does not belong here (expected " + expected(m.group(2)) + ")";
		}
		if ((m = MISSING.matcher(antlr)).matches()) return expected(m.group(1)) + " is missing before " + found(m.group(2));
		if ((m = NO_VIABLE.matcher(antlr)).matches()) return found(m.group(1)) + " does not fit here";
		return null;
	}

	private static String expected(String tokens) {
		String out = tokens;
		for (Map.Entry<String, String> e : TOKENS.entrySet()) out = out.replace(e.getKey(), e.getValue());
		return out;
	}

	private static String found(String token) {
		return "<EOF>".equals(token) || "'<EOF>'".equals(token) ? "the end of the file" : token;
	}
}
