package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.keys.IBindingService;
import org.junit.jupiter.api.Test;

import labyrinth.doc.HelpBook;
import labyrinth.doc.HelpHandler;
import labyrinth.doc.HelpView;
import labyrinth.test.support.UiWait;
import labyrinth.walker.ui.HelpContexts;
import labyrinth.walker.ui.RuleFiringsView;
import labyrinth.walker.ui.WalkerView;

/** The help book: registered with Eclipse's help system, complete, and opened by F1 at the page for the view. */
class HelpUITest {
	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	@Test
	void theBookIsAPrimaryTocWithFourPagesThatAllExist() throws Exception {
		boolean registered = false;
		for (var toc : Platform.getExtensionRegistry().getConfigurationElementsFor("org.eclipse.help.toc")) {
			if (toc.getContributor().getName().equals(HelpBook.BUNDLE) && "true".equals(toc.getAttribute("primary"))) registered = true;
		}
		assertTrue(registered, "Help > Help Contents lists the book where the help system is installed");
		HelpBook book = HelpBook.load();
		assertEquals(List.of("Concepts", "The rule language", "Tutorial: find and fix a failing 9x9 situation", "The command line"),
				book.topics().stream().map(HelpBook.Topic::label).toList());
		for (HelpBook.Topic t : book.topics()) {
			assertNotNull(HelpBook.url(t.href()), t.href() + " is in the bundle");
			assertTrue(HelpBook.text(t.href()).length() > 400, t.href() + " has content");
		}
		assertTrue(HelpBook.text("html/rules.html").contains("builtin lookahead off"), "the reference shows the language");
		assertTrue(HelpBook.text("html/tutorial.html").contains("Append to Rule File"), "the tutorial walks through the fix");
	}

	@Test
	void everyViewsHelpContextHasAPage() throws Exception {
		HelpBook book = HelpBook.load();
		for (String id : HelpContexts.ALL) assertTrue(book.contexts().containsKey(id), id + " in contexts.xml");
		assertEquals("html/rules.html", book.pageFor(HelpContexts.RULE_FIRINGS));
	}

	@Test
	void f1InRuleFiringsOpensTheRuleLanguagePage() throws Exception {
		WalkerView walker = (WalkerView) page().showView(WalkerView.ID);
		RuleFiringsView firings = (RuleFiringsView) page().showView(RuleFiringsView.ID);
		firings.connect(walker);
		page().activate(firings);
		firings.setFocus();
		UiWait.until(() -> HelpContexts.RULE_FIRINGS.equals(HelpHandler.contextOf(Display.getCurrent().getFocusControl())),
				"the table in focus carries its help context");
		var f1 = PlatformUI.getWorkbench().getService(IBindingService.class).getActiveBindingsFor("labyrinth.doc.command.help");
		assertTrue(List.of(f1).stream().anyMatch(k -> k.format().equals("F1")), "F1 is bound here: " + List.of(f1));
		PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand("labyrinth.doc.command.help", null);
		HelpView help = (HelpView) page().findView(HelpView.ID);
		assertNotNull(help, "the help view opened");
		assertEquals("html/rules.html", help.shownPage());
		assertEquals(4, help.pageLabels().size());
		page().hideView(help);
	}

	/** In the product, the workbench's Help Contents and help resources go to the book (labyrinth.doc.product). */
	@Test
	void helpContentsAndHelpResourcesOpenTheBook() throws Exception {
		var help = PlatformUI.getWorkbench().getHelpSystem();
		assertTrue(help.hasHelpUI(), "a help UI is installed");
		help.displayHelp();
		HelpView view = (HelpView) page().findView(HelpView.ID);
		assertNotNull(view, "Help Contents opened the book");
		assertEquals("html/concepts.html", view.shownPage());
		help.displayHelpResource("/" + HelpBook.BUNDLE + "/html/cli.html");
		assertEquals("html/cli.html", view.shownPage());
		help.displayHelpResource("/" + HelpBook.BUNDLE + "/html/rules.html#builtins");
		assertEquals("html/rules.html", view.shownPage(), "a help link with an anchor opens its page");
		page().hideView(view);
	}

	private static <T> T find(org.eclipse.swt.widgets.Control c, Class<T> type) {
		if (c == null) return null;
		if (type.isInstance(c)) return type.cast(c);
		if (c instanceof org.eclipse.swt.widgets.Composite parent) {
			for (org.eclipse.swt.widgets.Control child : parent.getChildren()) {
				T found = find(child, type);
				if (found != null) return found;
			}
		}
		return null;
	}

	/** Help > Search finds the pages that mention the words, most mentions first; a search that finds one opens it. */
	@Test
	void searchingTheHelpFindsThePagesThatMentionTheWords() throws Exception {
		HelpBook book = HelpBook.load();
		List<String> found = book.search("--checkpoint").stream().map(HelpBook.Topic::href).toList();
		assertEquals("html/cli.html", found.get(0), "the command-line page mentions checkpoints most: " + found);
		assertEquals(List.of(), book.search("   "));
		assertEquals(List.of(), book.search("zebra-xylophone"));
		assertEquals(List.of("html/concepts.html"), book.search("pressSEQUENCE").stream().map(HelpBook.Topic::href).toList(), "any case");
		// a search that finds several lists them as found, most mentions first, the first selected
		List<String> labels = book.search("oracle").stream().map(HelpBook.Topic::label).toList();
		assertTrue(labels.size() > 1, labels.toString());
		org.eclipse.swt.widgets.Display display = org.eclipse.swt.widgets.Display.getCurrent();
		List<String> listed = new java.util.ArrayList<>();
		List<String> selected = new java.util.ArrayList<>();
		// the dialog fills its list in a job: look until the items are there, then close it
		int[] looks = { 0 };
		Runnable look = new Runnable() {
			@Override
			public void run() {
				org.eclipse.swt.widgets.Shell dialog = null;
				for (org.eclipse.swt.widgets.Shell shell : display.getShells()) if ("Search the Help".equals(shell.getText())) dialog = shell;
				org.eclipse.swt.widgets.Table table = find(dialog, org.eclipse.swt.widgets.Table.class);
				if ((table == null || table.getItemCount() == 0) && ++looks[0] < 50) {
					display.timerExec(200, this);
					return;
				}
				if (table != null) {
					for (org.eclipse.swt.widgets.TableItem item : table.getItems()) listed.add(item.getText());
					for (org.eclipse.swt.widgets.TableItem item : table.getSelection()) selected.add(item.getText());
				}
				if (dialog != null) dialog.close();
			}
		};
		display.timerExec(200, look);
		PlatformUI.getWorkbench().getHelpSystem().search("oracle");
		assertEquals(labels, listed, "the search's order");
		assertEquals(List.of(labels.get(0)), selected);
		PlatformUI.getWorkbench().getHelpSystem().search("PressSequence");
		HelpView view = (HelpView) page().findView(HelpView.ID);
		assertNotNull(view, "the search opened the one page that has the word");
		assertEquals("html/concepts.html", view.shownPage());
		page().hideView(view);
	}
}
