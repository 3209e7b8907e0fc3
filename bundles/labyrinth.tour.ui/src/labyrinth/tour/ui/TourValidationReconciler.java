package labyrinth.tour.ui;

import labyrinth.lang.ui.ValidationReconciler;

/** Validates tiebreak tables as the user types. */
public class TourValidationReconciler extends ValidationReconciler {
	public TourValidationReconciler() {
		super(TourLanguage.LANGUAGE);
	}
}
