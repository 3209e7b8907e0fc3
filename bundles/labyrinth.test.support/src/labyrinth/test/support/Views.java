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

	/**
	 * The fields (spinners, text fields, drop-downs) under {@code root} that have no label: a field must follow a label
	 * in a group of its own, so the two stay on one row however the bar wraps. Each entry names the field's tooltip.
	 */
	public static java.util.List<String> unlabelledFields(org.eclipse.swt.widgets.Composite root) {
		java.util.List<String> missing = new java.util.ArrayList<>();
		for (org.eclipse.swt.widgets.Control c : root.getChildren()) {
			boolean field = c instanceof org.eclipse.swt.widgets.Spinner || c instanceof org.eclipse.swt.widgets.Text
					|| c instanceof org.eclipse.swt.widgets.Combo && (c.getStyle() & org.eclipse.swt.SWT.READ_ONLY) == 0;
			if (field) {
				org.eclipse.swt.widgets.Control[] siblings = c.getParent().getChildren();
				boolean labelled = siblings.length == 2 && siblings[1] == c && siblings[0] instanceof org.eclipse.swt.widgets.Label l
						&& !l.getText().isBlank();
				if (!labelled) missing.add(c.getClass().getSimpleName() + " '" + c.getToolTipText() + "'");
			}
			if (c instanceof org.eclipse.swt.widgets.Composite inner && !(c instanceof org.eclipse.swt.widgets.Spinner)
					&& !(c instanceof org.eclipse.swt.widgets.Combo)) {
				missing.addAll(unlabelledFields(inner));
			}
		}
		return missing;
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
