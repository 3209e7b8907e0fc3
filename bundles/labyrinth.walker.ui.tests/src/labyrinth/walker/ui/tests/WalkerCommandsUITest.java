package labyrinth.walker.ui.tests;

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
import labyrinth.walker.ui.WalkerView;

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

	/**
	 * A command's dialog opens on the window, even when the event's active shell is a dialog closed since. New Walk
	 * offers the size of the walk shown and the next seed.
	 */
	@Test
	void aDialogCommandOpensOnTheWindowWhenTheActiveShellIsGone() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(13, 5);
		String[] offered = new String[2];
		org.eclipse.swt.widgets.Shell closedDialog = new org.eclipse.swt.widgets.Shell(view.getSite().getShell());
		closedDialog.dispose();
		org.eclipse.ui.handlers.IHandlerService handlers = view.getSite().getService(org.eclipse.ui.handlers.IHandlerService.class);
		org.eclipse.core.expressions.IEvaluationContext context = handlers.createContextSnapshot(true);
		context.addVariable(org.eclipse.ui.ISources.ACTIVE_SHELL_NAME, closedDialog);
		org.eclipse.ui.commands.ICommandService commands = view.getSite().getService(org.eclipse.ui.commands.ICommandService.class);
		org.eclipse.core.commands.ParameterizedCommand newWalk = new org.eclipse.core.commands.ParameterizedCommand(
				commands.getCommand("labyrinth.ui.command.newWalk"), null);
		org.eclipse.swt.widgets.Shell[] parent = new org.eclipse.swt.widgets.Shell[1];
		org.eclipse.swt.widgets.Display display = view.getSite().getShell().getDisplay();
		Runnable[] closeDialog = new Runnable[1];
		closeDialog[0] = () -> {
			for (org.eclipse.swt.widgets.Shell s : display.getShells()) {
				if ("New Walk".equals(s.getText()) && s.isVisible()) {
					parent[0] = (org.eclipse.swt.widgets.Shell) s.getParent();
					labyrinth.walker.ui.NewWalkDialog dialog = (labyrinth.walker.ui.NewWalkDialog) s.getData();
					offered[0] = Integer.toString(dialog.sizeControl().getSelection());
					offered[1] = dialog.seedControl().getText();
					s.close();
					return;
				}
			}
			display.timerExec(50, closeDialog[0]);
		};
		display.timerExec(50, closeDialog[0]);
		handlers.executeCommandInContext(newWalk, null, context);
		assertEquals(view.getSite().getShell(), parent[0], "the New Walk dialog opened on the workbench window");
		assertEquals(java.util.List.of("13", "6"), java.util.List.of(offered), "the size shown and the next seed");
		assertEquals(13, view.board().size(), "Cancel keeps the walk");
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
		UiWait.until(() -> bar.getControl() != null && bar.getControl().getItemCount() >= 8, "the toolbar is built");
		assertTrue(java.util.Arrays.stream(bar.getControl().getItems()).anyMatch(i -> String.valueOf(i.getToolTipText()).startsWith("Open Path File")),
				"opening a saved position is a button, not only a view-menu item");
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
				"labyrinth.walker.ui.product");
		assertNotNull(product, "the product is declared");
		String about = null;
		for (var property : product.getConfigurationElements()[0].getChildren("property")) {
			if ("aboutText".equals(property.getAttribute("name"))) about = property.getAttribute("value");
		}
		assertNotNull(about, "the product has an about text");
		assertTrue(about.startsWith("One-Way Labyrinth Workbench\nVersion 1.0.0\n"), about);
		assertTrue(about.contains("Credits:") && about.contains("OneWayLabyrinth") && about.contains("A001184"), about);
	}

	@Test
	void fileDialogsStartInTheWorkspaceWithANameThatSaysWhatIsSaved() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(9, 42);
		view.stepForward();
		assertEquals("walk-9x9-seed42-step2.lpath", labyrinth.walker.ui.WalkerHandler.suggestedName(view, "lpath"));
		assertEquals(org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot().getLocation().toPath(),
				labyrinth.ui.toolkit.Widgets.workspaceLocation());
	}


	/**
	 * A verdict wider than its cell is not drawn over the next cells: "doomed" becomes 0, a count too wide {@code >0}, and
	 * where even that is too wide it goes.
	 */
	@Test
	void verdictsAreDrawnOnlyWhereTheyFit() {
		org.eclipse.swt.graphics.Image image = new org.eclipse.swt.graphics.Image(org.eclipse.swt.widgets.Display.getCurrent(), 10, 10);
		org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(image);
		try {
			labyrinth.ui.toolkit.Pen pen = labyrinth.ui.toolkit.Pen.of(gc);
			int word = pen.extent("doomed").x;
			assertEquals("doomed", labyrinth.walker.ui.BoardPainter.fitting(pen, "doomed", word + 4));
			assertEquals("0", labyrinth.walker.ui.BoardPainter.fitting(pen, "doomed", word + 3));
			assertEquals("1.7e22", labyrinth.walker.ui.BoardPainter.fitting(pen, "1.7e22", 200));
			assertEquals(">0", labyrinth.walker.ui.BoardPainter.fitting(pen, "1.7e22", pen.extent("1.7e22").x + 3));
			assertEquals(null, labyrinth.walker.ui.BoardPainter.fitting(pen, "1.7e22", pen.extent(">0").x + 3));
			assertEquals("?", labyrinth.walker.ui.BoardPainter.fitting(pen, "?", 20));
		} finally {
			gc.dispose();
			image.dispose();
		}
	}

	@Test
	void oracleCountsFitTheirCellsAndKeepEveryDigitInTheTooltip() {
		String[][] cases = { { "0", "0" }, { "104", "104" }, { "9999", "9999" }, { "10000", "10k" }, { "111712", "111k" },
				{ "3949999", "3.94M" }, { "2688307514", "2.68G" }, { "1445778936756068", "1.44P" },
				{ "17337631013706758184626", "1.7e22" }, { "40000000000000000000000", "4e22" } };
		for (String[] c : cases) assertEquals(c[1], WalkerView.compact(new java.math.BigInteger(c[0])), c[0]);
	}

	@Test
	void cutOffCellsShowTheirWholeTextAsATooltip() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		labyrinth.walker.ui.RuleFiringsView firings = (labyrinth.walker.ui.RuleFiringsView) page().showView(labyrinth.walker.ui.RuleFiringsView.ID);
		firings.connect(view);
		view.show(labyrinth.core.io.PathFiles.parse("5|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,2,0-3,3;1,0,2-3,2;3", "example").toBoard());
		int row = -1;
		for (int i = 0; i < firings.rows().size(); i++) if (firings.rows().get(i).firing() != null) row = i;
		assertTrue(row >= 0, "a rule fired");
		assertEquals(firings.rows().get(row).firing().detail(), firings.tooltip(row, 3), "the Why column's tooltip");

		labyrinth.walker.ui.ResultsView results = (labyrinth.walker.ui.ResultsView) page().showView(labyrinth.walker.ui.ResultsView.ID);
		labyrinth.walker.ui.jobs.RunResults.add(new labyrinth.walker.ui.jobs.RunResults.Run("exhaustive", 9, "nine", 10, 10, 0, "no dead end", 1,
				List.of(), new long[0], List.of(), true));
		UiWait.until(() -> results.runCount() == labyrinth.walker.ui.jobs.RunResults.runs().size(), "the run is listed");
		String tip = results.tooltip(results.runCount() - 1, 4); // the Walks column
		assertTrue(tip.startsWith("10") && tip.contains("partial"), tip);
	}

	@Test
	void theDefaultThemeIsThereAndTheLogHasNoComplaint() {
		boolean found = false;
		for (var theme : org.eclipse.core.runtime.Platform.getExtensionRegistry().getConfigurationElementsFor("org.eclipse.e4.ui.css.swt.theme")) {
			if ("org.eclipse.e4.ui.css.theme.e4_default".equals(theme.getAttribute("id"))) found = true;
		}
		assertTrue(found, "the e4_default theme is contributed (org.eclipse.ui.themes), so the workbench need not fall back");
		java.nio.file.Path log = org.eclipse.core.runtime.Platform.getLogFileLocation().toPath();
		String text = "";
		try {
			text = java.nio.file.Files.exists(log) ? java.nio.file.Files.readString(log) : "";
		} catch (java.io.IOException e) {
			throw new AssertionError("the workspace log cannot be read: " + log, e);
		}
		assertFalse(text.contains("falling back to default theme"), "the log does not complain about a missing theme: " + log);
	}
}
