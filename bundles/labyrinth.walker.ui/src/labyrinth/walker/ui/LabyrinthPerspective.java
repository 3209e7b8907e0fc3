package labyrinth.walker.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/** The "Labyrinth" perspective: the walker beside the editor area, navigation on the left. */
public class LabyrinthPerspective implements IPerspectiveFactory {
	public static final String ID = "labyrinth.ui.perspective";
	/** The rule editor's Pattern Preview view (labyrinth.rules.ui), placed here by id: the walker does not need the editor. */
	public static final String PATTERN_PREVIEW = "labyrinth.ui.patternPreviewView";
	/** The Reachability view (labyrinth.reach.ui), a tab behind the walker. */
	public static final String REACHABILITY = "labyrinth.reach.ui.reachView";
	/** The Toggle Squares view (labyrinth.toggle.ui), a tab behind the walker. */
	public static final String TOGGLE_SQUARES = "labyrinth.toggle.ui.toggleView";
	/** The Knight's Tour view (labyrinth.knights.ui), a tab behind the walker. */
	public static final String KNIGHTS_TOUR = "labyrinth.knights.ui.knightsView";
	/** The Labyrinth Help view (labyrinth.doc), below the editor, beside the walker: never a tab over it. */
	public static final String HELP = "labyrinth.doc.helpView";
	/** The New Rule File wizard (labyrinth.rules.ui). */
	public static final String NEW_RULE_FILE = "labyrinth.rules.ui.newRuleFile";

	@Override
	public void createInitialLayout(IPageLayout layout) {
		String editors = layout.getEditorArea();
		IFolderLayout left = layout.createFolder("labyrinth.ui.left", IPageLayout.LEFT, 0.22f, editors);
		left.addView(IPageLayout.ID_PROJECT_EXPLORER);
		layout.addView(PATTERN_PREVIEW, IPageLayout.BOTTOM, 0.6f, "labyrinth.ui.left");
		// below the explorer, the column's full width: side by side, the two tabs were too narrow for their names
		layout.addView(IPageLayout.ID_OUTLINE, IPageLayout.BOTTOM, 0.5f, "labyrinth.ui.left");
		IFolderLayout right = layout.createFolder("labyrinth.ui.right", IPageLayout.RIGHT, 0.45f, editors);
		right.addView(WalkerView.ID);
		right.addPlaceholder(REACHABILITY);
		layout.addShowViewShortcut(REACHABILITY);
		right.addPlaceholder(TOGGLE_SQUARES);
		layout.addShowViewShortcut(TOGGLE_SQUARES);
		right.addPlaceholder(KNIGHTS_TOUR);
		layout.addShowViewShortcut(KNIGHTS_TOUR);
		IFolderLayout bottom = layout.createFolder("labyrinth.ui.bottom", IPageLayout.BOTTOM, 0.7f, editors);
		bottom.addView(RuleFiringsView.ID);
		bottom.addView(ResultsView.ID);
		// opened by the Walker's Regress Saved Positions when the regression ends
		bottom.addPlaceholder(RegressionView.ID);
		layout.addShowViewShortcut(RegressionView.ID);
		bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
		// long runs open the Progress view: here, not as a new stack on top of the walker
		bottom.addPlaceholder(IPageLayout.ID_PROGRESS_VIEW);
		// help (Help Contents, F1) opens in a stack of its own between the editor and the bottom folder, so the walker
		// and the view that asked for help both stay in sight; it takes most of the editor's height while it is open
		layout.addPlaceholder(HELP, IPageLayout.BOTTOM, 0.3f, editors);
		// Run > Run Configurations and the run button: the walker's runs are launch configurations
		layout.addActionSet(org.eclipse.debug.ui.IDebugUIConstants.LAUNCH_ACTION_SET);
		layout.addNewWizardShortcut(NewLabyrinthProjectWizard.ID);
		layout.addNewWizardShortcut(NEW_RULE_FILE);
	}
}
