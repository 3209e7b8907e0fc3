package labyrinth.rules.ui;

import labyrinth.lang.ui.FileLanguage;

/** Rule files (.lrules) as the editor support sees them. */
public final class RulesLanguage {
	public static final FileLanguage LANGUAGE = new FileLanguage("lrules", "rule files", "labyrinth.rules.ui.problem",
			labyrinth.rules.RuleFiles::validate);

	private RulesLanguage() {
	}
}
