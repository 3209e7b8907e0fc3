package labyrinth.doc.product;

import java.net.URL;

import org.eclipse.help.IContext;
import org.eclipse.help.IHelpResource;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.help.AbstractHelpUI;

import labyrinth.doc.HelpBook;
import labyrinth.doc.HelpView;

/** Help Contents and F1 in the product: the Labyrinth Help view, at the first page or at the page for the context. */
public class BookHelpUI extends AbstractHelpUI {
	private static final String PREFIX = "/" + HelpBook.BUNDLE + "/";

	@Override
	public void displayHelp() {
		HelpView view = view();
		if (view != null) view.showContext(null);
	}

	@Override
	public void displayContext(IContext context, int x, int y) {
		HelpView view = view();
		if (view == null) return;
		IHelpResource[] topics = context == null ? null : context.getRelatedTopics();
		if (topics != null && topics.length > 0) displayIn(view, topics[0].getHref());
		else view.showContext(null);
	}

	@Override
	public void displayHelpResource(String href) {
		HelpView view = view();
		if (view != null) displayIn(view, href);
	}

	@Override
	public boolean isContextHelpDisplayed() {
		return false;
	}

	/** Shows a page of our book ({@code /labyrinth.doc/html/x.html}); anything else shows the book's first page. */
	private static void displayIn(HelpView view, String href) {
		String page = href == null ? null : href.startsWith(PREFIX) ? href.substring(PREFIX.length()) : href;
		URL url = page == null ? null : HelpBook.resource(page); // a page, perhaps with an anchor (rules.html#builtins)
		if (url != null) view.show(page);
		else view.showContext(null);
	}

	private static HelpView view() {
		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		IWorkbenchPage page = window == null ? null : window.getActivePage();
		if (page == null) return null;
		try {
			return (HelpView) page.showView(HelpView.ID);
		} catch (PartInitException e) {
			return null;
		}
	}
}
