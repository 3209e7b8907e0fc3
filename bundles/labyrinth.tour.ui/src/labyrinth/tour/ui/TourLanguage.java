package labyrinth.tour.ui;

import labyrinth.lang.ui.FileLanguage;

/** Tiebreak tables (.ltour) as the editor support sees them. */
public final class TourLanguage {
	public static final FileLanguage LANGUAGE = new FileLanguage(labyrinth.tour.TourTables.EXTENSION, "tiebreak tables",
			"labyrinth.tour.ui.problem", labyrinth.tour.TourTables::validate);

	private TourLanguage() {
	}
}
