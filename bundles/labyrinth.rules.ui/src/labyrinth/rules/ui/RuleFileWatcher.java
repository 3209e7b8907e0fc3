package labyrinth.rules.ui;

import labyrinth.lang.ui.WorkspaceFileWatcher;

/** Problems markers for every rule file in the workspace, open in an editor or not. */
public final class RuleFileWatcher extends WorkspaceFileWatcher {
	public RuleFileWatcher() {
		super(RulesLanguage.LANGUAGE);
	}
}
