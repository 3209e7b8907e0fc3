package labyrinth.doc;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/** Help > Labyrinth Help, and F1 in our views: opens the help view at the page for the control in focus. */
public class HelpHandler extends AbstractHandler {
	/** Where {@code IWorkbenchHelpSystem.setHelp} keeps a control's help context id. */
	static final String HELP_KEY = "org.eclipse.ui.help";

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		String context = contextOf(Display.getCurrent() == null ? null : Display.getCurrent().getFocusControl());
		IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage();
		try {
			HelpView view = (HelpView) page.showView(HelpView.ID);
			view.showContext(context);
		} catch (PartInitException e) {
			throw new ExecutionException("the help view cannot be opened", e);
		}
		return null;
	}

	/** The help context id of the control or its nearest parent that has one. */
	public static String contextOf(Control control) {
		for (Control c = control; c != null; c = c.getParent()) {
			if (c.getData(HELP_KEY) instanceof String id) return id;
		}
		return null;
	}
}
