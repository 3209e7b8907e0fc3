package labyrinth.walker.ui;

import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.PlatformUI;

/** The help context ids of our views (F1); the help book (labyrinth.doc, contexts.xml) has a page for each. */
public final class HelpContexts {
	public static final String WALKER = "labyrinth.doc.walker";
	public static final String RULE_FIRINGS = "labyrinth.doc.ruleFirings";
	public static final String RESULTS = "labyrinth.doc.results";
	public static final String RULE_EDITOR = "labyrinth.doc.ruleEditor";
	public static final java.util.List<String> ALL = java.util.List.of(WALKER, RULE_FIRINGS, RESULTS, RULE_EDITOR);

	/** Active in each of our views (the walker's own context is a child), so F1 opens our help there. */
	public static final String VIEWS_CONTEXT = "labyrinth.ui.viewsContext";

	private HelpContexts() {
	}

	/** Activates {@link #VIEWS_CONTEXT} while the view is active. */
	public static void activateIn(org.eclipse.ui.IViewSite site) {
		org.eclipse.ui.contexts.IContextService contexts = site.getService(org.eclipse.ui.contexts.IContextService.class);
		if (contexts != null) contexts.activateContext(VIEWS_CONTEXT);
	}

	/** F1 on the control shows the page for {@code id}. */
	public static void set(Control control, String id) {
		if (PlatformUI.isWorkbenchRunning()) PlatformUI.getWorkbench().getHelpSystem().setHelp(control, id);
	}
}
