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

	/** Help > Search: asks for words and shows the page that mentions them most, or lists the pages that do. */
	@Override
	public void displaySearch() {
		org.eclipse.swt.widgets.Shell shell = PlatformUI.getWorkbench().getDisplay().getActiveShell();
		org.eclipse.jface.dialogs.InputDialog ask = new org.eclipse.jface.dialogs.InputDialog(shell, "Search the Help",
				"Words to look for in the Labyrinth help:", "", null);
		if (ask.open() == org.eclipse.jface.window.Window.OK) search(ask.getValue());
	}

	@Override
	public void search(String expression) {
		org.eclipse.swt.widgets.Shell shell = PlatformUI.getWorkbench().getDisplay().getActiveShell();
		java.util.List<HelpBook.Topic> found;
		try {
			found = HelpBook.load().search(expression);
		} catch (java.io.IOException e) {
			org.eclipse.jface.dialogs.MessageDialog.openError(shell, "Search the Help", e.getMessage());
			return;
		}
		if (found.isEmpty()) {
			org.eclipse.jface.dialogs.MessageDialog.openInformation(shell, "Search the Help", "No page of the help mentions '" + expression + "'.");
			return;
		}
		HelpBook.Topic chosen = found.get(0);
		if (found.size() > 1) {
			java.util.List<String> order = found.stream().map(HelpBook.Topic::label).toList();
			org.eclipse.ui.dialogs.ElementListSelectionDialog pick = new org.eclipse.ui.dialogs.ElementListSelectionDialog(shell,
					org.eclipse.jface.viewers.LabelProvider.createTextProvider(o -> ((HelpBook.Topic) o).label())) {
				@Override
				protected org.eclipse.ui.dialogs.FilteredList createFilteredList(org.eclipse.swt.widgets.Composite parent) {
					// the list sorts by name unless told otherwise: keep the search's order, most mentions first
					org.eclipse.ui.dialogs.FilteredList list = super.createFilteredList(parent);
					list.setComparator(java.util.Comparator.comparingInt(label -> order.indexOf(label)));
					return list;
				}
			};
			pick.setTitle("Search the Help");
			pick.setMessage("Pages that mention '" + expression + "', most mentions first:");
			pick.setElements(found.toArray());
			pick.setInitialSelections(chosen);
			if (pick.open() != org.eclipse.jface.window.Window.OK || pick.getFirstResult() == null) return;
			chosen = (HelpBook.Topic) pick.getFirstResult();
		}
		HelpView view = view();
		if (view != null) displayIn(view, chosen.href());
	}

	/** Help > Show Context Help: the page for the part in focus, as F1 shows it. */
	@Override
	public void displayDynamicHelp() {
		String context = labyrinth.doc.HelpHandler.contextOf(PlatformUI.getWorkbench().getDisplay().getFocusControl());
		HelpView view = view();
		if (view != null) view.showContext(context);
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
