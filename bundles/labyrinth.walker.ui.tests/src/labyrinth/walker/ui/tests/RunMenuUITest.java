package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.keys.IBindingService;
import org.junit.jupiter.api.Test;

import labyrinth.test.support.UiWait;
import labyrinth.walker.ui.LabyrinthPerspective;

/**
 * The Labyrinth perspective runs but does not debug: its Run menu and toolbar keep the runs (Run Configurations, Run
 * History, Run As, Ctrl+F11) and leave out the Debug items the launch action set brings along.
 */
class RunMenuUITest {
	@Test
	void theRunMenuAndToolbarHaveRunWithoutDebug() throws Exception {
		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		IPerspectiveDescriptor before = window.getActivePage().getPerspective();
		IWorkbenchPage page = PlatformUI.getWorkbench().showPerspective(LabyrinthPerspective.ID, window);
		try {
			Shell shell = window.getShell();
			UiWait.until(() -> toolTips(shell).stream().anyMatch(t -> t.startsWith("Run")), "the toolbar's Run button");
			List<String> tips = toolTips(shell);
			assertTrue(tips.stream().noneMatch(t -> t.startsWith("Debug")), "no Debug button: " + tips);
			List<String> items = runMenu(shell);
			assertTrue(items.contains("Run Configurations..."), items.toString());
			assertTrue(items.contains("Run History") && items.contains("Run As"), items.toString());
			assertTrue(items.stream().noneMatch(i -> i.contains("Debug")), "no Debug item: " + items);
			IBindingService keys = PlatformUI.getWorkbench().getService(IBindingService.class);
			assertEquals("Ctrl+F11", keys.getBestActiveBindingFormattedFor("org.eclipse.debug.ui.commands.RunLast"),
					"Ctrl+F11 runs the last run again");
		} finally {
			page.closePerspective(page.getPerspective(), false, false);
			if (before != null) page.setPerspective(before);
			UiWait.spin(Display.getCurrent(), 200);
		}
	}

	/** The Run menu's items as shown (mnemonics and accelerators left out), filled as when the user opens it. */
	private static List<String> runMenu(Shell shell) {
		for (MenuItem top : shell.getMenuBar().getItems()) {
			if (!top.getText().replace("&", "").equals("Run")) continue;
			Menu menu = top.getMenu();
			menu.notifyListeners(SWT.Show, new Event());
			try {
				List<String> texts = new ArrayList<>();
				for (MenuItem i : menu.getItems()) {
					if ((i.getStyle() & SWT.SEPARATOR) == 0) texts.add(i.getText().replace("&", "").split("\t")[0].strip());
				}
				return texts;
			} finally {
				menu.notifyListeners(SWT.Hide, new Event());
			}
		}
		throw new AssertionError("the window has no Run menu");
	}

	/** The tooltips of every tool item in the window (the main toolbar and the views' bars). */
	private static List<String> toolTips(Composite root) {
		List<String> tips = new ArrayList<>();
		for (Control c : root.getChildren()) {
			if (c instanceof ToolBar bar && bar.isVisible()) {
				for (ToolItem item : bar.getItems()) if (item.getToolTipText() != null) tips.add(item.getToolTipText());
			}
			if (c instanceof Composite inner) tips.addAll(toolTips(inner));
		}
		return tips;
	}
}
