package labyrinth.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.menus.IMenuService;
import org.junit.jupiter.api.Test;

import labyrinth.test.support.UiWait;
import labyrinth.ui.WalkerView;

/** The walker's commands look and behave like Eclipse commands: icons, check marks, groups, a status line. */
class WalkerCommandsUITest {
	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	/** The view menu as the workbench builds it, shown once so its items exist. */
	private static final class ViewMenu implements AutoCloseable {
		final MenuManager manager = new MenuManager();
		final IMenuService service;
		final Menu menu;

		ViewMenu(WalkerView view) {
			service = view.getSite().getService(IMenuService.class);
			service.populateContributionManager(manager, "menu:" + WalkerView.ID);
			menu = manager.createContextMenu(view.getSite().getShell());
			menu.notifyListeners(SWT.Show, new Event());
		}

		MenuItem item(String label) {
			for (MenuItem i : menu.getItems()) {
				if (i.getText().replace("&", "").startsWith(label)) return i;
			}
			throw new AssertionError("no menu item " + label + " among " + texts());
		}

		List<String> texts() {
			List<String> out = new ArrayList<>();
			for (MenuItem i : menu.getItems()) out.add((i.getStyle() & SWT.SEPARATOR) != 0 ? "---" : i.getText());
			return out;
		}

		@Override
		public void close() {
			service.releaseContributions(manager);
			manager.dispose();
		}
	}

	@Test
	void onOffCommandsShowTheViewsStateAsCheckMarks() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.setKeepLeft(false);
		view.setCheckerboard(false);
		view.setShowOracle(false);
		try (ViewMenu m = new ViewMenu(view)) {
			MenuItem keepLeft = m.item("Keep Left");
			MenuItem checkerboard = m.item("Checkerboard");
			assertTrue((keepLeft.getStyle() & SWT.CHECK) != 0, "Keep Left is a check item");
			assertFalse(keepLeft.getSelection());
			view.setKeepLeft(true);
			UiWait.until(keepLeft::getSelection, "Keep Left shows its check mark once on");
			assertFalse(checkerboard.getSelection(), "only the changed command is checked");
			view.setCheckerboard(true);
			UiWait.until(checkerboard::getSelection, "Checkerboard shows its check mark once on");
			view.setKeepLeft(false);
			UiWait.until(() -> !keepLeft.getSelection(), "the check mark goes when Keep Left is off");
		} finally {
			view.setCheckerboard(false);
		}
	}

	@Test
	void theViewMenuIsGroupedAndNamesTheKeys() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		try (ViewMenu m = new ViewMenu(view)) {
			List<String> texts = m.texts();
			assertEquals(3, texts.stream().filter("---"::equals).count(), "four groups: " + texts);
			assertTrue(m.item("Step Towards").getMenu() != null, "the four absolute steps sit in a submenu");
			assertTrue(m.item("Keep Left").getText().contains("\t"), "the key binding is shown: " + m.item("Keep Left").getText());
		}
	}

	@Test
	void theToolbarShowsIconsNotWords() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		ToolBarManager bar = (ToolBarManager) view.getViewSite().getActionBars().getToolBarManager();
		UiWait.until(() -> bar.getControl() != null && bar.getControl().getItemCount() >= 7, "the toolbar is built");
		for (ToolItem item : bar.getControl().getItems()) {
			if ((item.getStyle() & SWT.SEPARATOR) != 0) continue;
			assertNotNull(item.getImage(), "an icon for " + item.getToolTipText());
			assertEquals("", item.getText(), "no words for " + item.getToolTipText());
			assertTrue(item.getToolTipText() != null && !item.getToolTipText().isBlank(), "a tooltip names the command");
		}
	}

	@Test
	void theStatusLineSaysWhereTheWalkStands() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(5, 1);
		assertTrue(view.statusText().startsWith("5x5, step 1 of 25: "), view.statusText());
		assertTrue(view.statusText().endsWith("fields allowed"), view.statusText());
		view.stepForward();
		assertTrue(view.statusText().startsWith("5x5, step 2 of 25"), view.statusText());
		while (view.stepForward()) {
			// walk until it ends
		}
		String end = view.statusText();
		assertTrue(view.board().isComplete() ? end.endsWith(": complete") : end.contains(": stuck at "), end);
	}

	@Test
	void theProductsAboutTextGivesVersionAndCredits() {
		var product = org.eclipse.core.runtime.Platform.getExtensionRegistry().getExtension("org.eclipse.core.runtime.products",
				"labyrinth.ui.product");
		assertNotNull(product, "the product is declared");
		String about = null;
		for (var property : product.getConfigurationElements()[0].getChildren("property")) {
			if ("aboutText".equals(property.getAttribute("name"))) about = property.getAttribute("value");
		}
		assertNotNull(about, "the product has an about text");
		assertTrue(about.startsWith("One-Way Labyrinth Workbench\nVersion 1.0.0\n"), about);
		assertTrue(about.contains("Credits:") && about.contains("OneWayLabyrinth") && about.contains("A001184"), about);
	}
}
