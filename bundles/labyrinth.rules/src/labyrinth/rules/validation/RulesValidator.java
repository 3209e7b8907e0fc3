package labyrinth.rules.validation;

import org.eclipse.xtext.validation.Check;

import labyrinth.rules.lrules.LrulesPackage;
import labyrinth.rules.lrules.PatternRule;
import labyrinth.rules.lrules.RuleFile;

/** Checks of rule files that the grammar cannot express. */
public class RulesValidator extends AbstractRulesValidator {
	public static final String LIVE_END_COUNT = "labyrinth.rules.liveEndCount";
	public static final String RAGGED_ROWS = "labyrinth.rules.raggedRows";
	public static final String EVEN_SIZE = "labyrinth.rules.evenSize";

	/** Symbol of the live end in a pattern row. */
	public static final char LIVE_END = '^';

	@Check
	public void exactlyOneLiveEnd(PatternRule rule) {
		int count = 0;
		for (String row : rule.getRows()) {
			for (char c : cells(row).toCharArray()) if (c == LIVE_END) count++;
		}
		if (count != 1) {
			error("A pattern needs exactly one live end '" + LIVE_END + "', found " + count, rule,
					LrulesPackage.Literals.PATTERN_RULE__ROWS, LIVE_END_COUNT);
		}
	}

	@Check
	public void rowsHaveEqualWidth(PatternRule rule) {
		int width = -1;
		for (int i = 0; i < rule.getRows().size(); i++) {
			int w = cells(rule.getRows().get(i)).length();
			if (width >= 0 && w != width) {
				error("Row " + (i + 1) + " has " + w + " cells, the first row has " + width, rule,
						LrulesPackage.Literals.PATTERN_RULE__ROWS, i, RAGGED_ROWS);
				return;
			}
			width = w;
		}
	}

	@Check
	public void sizesAreOdd(RuleFile file) {
		for (int i = 0; i < file.getSizes().size(); i++) {
			int s = file.getSizes().get(i);
			if (s % 2 == 0 || s < 3) {
				error("Grid sizes are odd numbers from 3 up, not " + s, file, LrulesPackage.Literals.RULE_FILE__SIZES, i, EVEN_SIZE);
			}
		}
	}

	/** The cells of a row: the text between the bars without blanks. */
	public static String cells(String row) {
		String inner = row.length() >= 2 ? row.substring(1, row.length() - 1) : "";
		return inner.replace(" ", "").replace("\t", "");
	}
}
