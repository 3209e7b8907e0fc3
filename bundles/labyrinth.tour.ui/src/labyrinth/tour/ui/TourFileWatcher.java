package labyrinth.tour.ui;

import labyrinth.lang.ui.WorkspaceFileWatcher;

/** Problems markers for every tiebreak table in the workspace, open in an editor or not. */
public final class TourFileWatcher extends WorkspaceFileWatcher {
	public TourFileWatcher() {
		super(TourLanguage.LANGUAGE);
	}
}
