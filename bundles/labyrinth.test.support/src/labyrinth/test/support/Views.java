package labyrinth.test.support;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

/** Views between tests: a view keeps its state when closed and opened again, as Eclipse views do; a test can forget it. */
public final class Views {
	/** Where the workbench keeps a 3.x view's saved state (its IMemento) on the view's model part. */
	private static final String MEMENTO = "memento";

	private Views() {
	}

	/** Closes the view and drops the state it saved, so that the next test opens it as new. */
	public static void closeAndForget(IWorkbenchPage page, String viewId) {
		IViewPart v = page.findView(viewId);
		if (v != null) page.hideView(v);
		MApplication app = PlatformUI.getWorkbench().getService(MApplication.class);
		EModelService models = PlatformUI.getWorkbench().getService(EModelService.class);
		for (MPart p : models.findElements(app, viewId, MPart.class, null)) p.getPersistedState().remove(MEMENTO);
	}
}
