package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.resource.JFaceColors;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.menus.IMenuService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.run.RegressOperation;
import labyrinth.core.run.RegressOperation.FileResult;
import labyrinth.core.run.RegressOperation.Verdict;
import labyrinth.test.support.CommandLine;
import labyrinth.test.support.Screenshots;
import labyrinth.test.support.UiWait;
import labyrinth.ui.toolkit.OperationJob;
import labyrinth.walker.ui.RegressionView;
import labyrinth.walker.ui.WalkerHandler;
import labyrinth.walker.ui.WalkerView;

/**
 * Regress Saved Positions in the workbench: the Walker's command regresses a folder as {@code labyrinth regress} does
 * (the same rows, compared with the command line run in this process), the Regression view lists them with the
 * failing ones in the error colour, and a row opens its position in the Walker.
 */
class RegressionUITest {
	private static final String COMMAND = "labyrinth.ui.command.regress";
	/** Every field at the live end is doomed. */
	private static final String DOOMED = "labyrinth-path 1\nsize 5\nmoves RDD\n";
	private static final String ONE_STEP = "labyrinth-path 1\nsize 5\nmoves R\n";

	@TempDir
	Path folder;
	private final WalkerHandler.FolderChoice original = WalkerHandler.regressFolder;

	@AfterEach
	void restore() {
		WalkerHandler.regressFolder = original;
	}

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	/** Runs the command as the menu does, answering its folder dialog with {@code folder}; waits for the job. */
	private OperationJob<RegressOperation.Result> regress(WalkerView walker, List<Path> dialogStarts) throws Exception {
		WalkerHandler.regressFolder = (shell, start) -> {
			dialogStarts.add(start);
			return folder;
		};
		OperationJob<RegressOperation.Result> before = WalkerHandler.lastRegression();
		PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(COMMAND, null);
		UiWait.until(() -> WalkerHandler.lastRegression() != before, "the command schedules a regression");
		OperationJob<RegressOperation.Result> job = WalkerHandler.lastRegression();
		job.join();
		assertTrue(job.getResult().isOK(), String.valueOf(job.getResult()));
		return job;
	}

	@Test
	void theCommandRegressesAFolderAsTheCommandLineDoesAndARowOpensInTheWalker() throws Exception {
		Path doomed = Files.writeString(folder.resolve("doomed.lpath"), DOOMED);
		Path oneStep = Files.writeString(Files.createDirectories(folder.resolve("more")).resolve("one-step.lpath"), ONE_STEP);
		WalkerView walker = (WalkerView) page().showView(WalkerView.ID);
		walker.newWalk(7, 1);
		List<Path> dialogStarts = new ArrayList<>();
		OperationJob<RegressOperation.Result> job = regress(walker, dialogStarts);
		UiWait.until(() -> page().findView(RegressionView.ID) instanceof RegressionView v && v.rowCount() == 2,
				"the Regression view lists the two files");
		RegressionView view = (RegressionView) page().findView(RegressionView.ID);
		assertTrue(page().isPartVisible(view), "the finished regression brings its view to the front");

		String json = CommandLine.json("regress", folder.toString());
		List<String> files = CommandLine.values(json, "file");
		List<String> verdicts = CommandLine.values(json, "verdict");
		List<String> allowed = fields(json, "allowed");
		List<String> viable = fields(json, "viable");
		assertEquals(List.of(doomed.toString(), oneStep.toString()), files, "the command line finds both, in path order");
		for (int row = 0; row < files.size(); row++) {
			assertEquals(verdicts.get(row), view.cellText(row, 0), "verdict of " + files.get(row));
			assertEquals(files.get(row), folder.resolve(view.cellText(row, 1)).toString(), "file, below the folder");
			assertEquals("5x5", view.cellText(row, 2));
			assertEquals(allowed.get(row), view.cellText(row, 4), "allowed fields of " + files.get(row) + ", (x,y) as check writes them");
			assertEquals(viable.get(row), view.cellText(row, 5), "viable fields of " + files.get(row));
		}
		assertEquals("3", view.cellText(0, 3), "RDD ends at step 3");
		assertEquals("none", view.cellText(0, 5), "every field at the end of RDD is doomed");
		String text = job.result().text().strip();
		assertEquals(folder + ": " + text.substring(text.lastIndexOf('\n') + 1), view.summaryText(), "the summary is the text's last line");
		assertTrue(view.summaryText().contains("2 files with "), view.summaryText());

		// Enter (or a double-click) on a row opens its position in the walker
		openRow(view, 1);
		Board expected = PathFiles.read(oneStep).toBoard();
		assertEquals(2, walker.board().length(), "one step: two fields of line");
		assertEquals(expected.head(), walker.board().head(), "the live end of one-step.lpath");
		openRow(view, 0);
		assertEquals(4, walker.board().length(), "RDD: four fields of line");
		assertEquals(PathFiles.read(doomed).toBoard().head(), walker.board().head(), "the live end of doomed.lpath");

		regress(walker, dialogStarts);
		assertEquals(folder, dialogStarts.get(1), "the folder dialog starts in the last folder used");
	}

	@Test
	void unsoundAndUnreadableRowsStandOutInTheErrorColour() throws Exception {
		RegressionView view = (RegressionView) page().showView(RegressionView.ID);
		assertEquals(RegressionView.EMPTY, view.summaryText(), "an empty view says how to fill it");
		List<FileResult> rows = List.of(
				new FileResult(folder.resolve("wrong.lpath").toString(), 7, 9, List.of(new int[] { 2, 3 }),
						List.of(new int[] { 2, 3 }, new int[] { 3, 2 }), Verdict.UNSOUND, 0, null),
				new FileResult(folder.resolve("broken.txt").toString(), 0, 0, List.of(), List.of(), Verdict.ERROR, 0, "broken.txt:2:1: no size"),
				new FileResult(folder.resolve("fine.lpath").toString(), 7, 4, List.of(new int[] { 1, 5 }), List.of(new int[] { 1, 5 }),
						Verdict.AGREES, 3, null));
		view.show(folder, new RegressOperation.Result("seven", rows, false));
		UiWait.until(() -> view.rowCount() == 3, "three rows");
		assertEquals("(3,2)", view.cellText(0, 4), "allowed as (x,y), column first");
		assertEquals("(3,2) (2,3)", view.cellText(0, 5), "viable as (x,y)");
		assertEquals("", view.cellText(1, 2), "an unreadable file has no size");
		assertEquals("broken.txt:2:1: no size", view.cellText(1, 6), "but says why");
		assertEquals("the saved options differ from step 3", view.cellText(2, 6));
		var error = JFaceColors.getErrorText(Display.getCurrent());
		for (int column = 0; column < 7; column++) {
			assertEquals(error, view.cellForeground(0, column), "unsound stands out, column " + column);
			assertEquals(error, view.cellForeground(1, column), "unreadable stands out, column " + column);
			assertNotEquals(error, view.cellForeground(2, column), "agrees does not, column " + column);
		}
		assertTrue(view.summaryText().endsWith("3 files with seven: 1 unsound, 1 error, 0 unknown, 0 weak, 1 agrees, 0 complete"),
				view.summaryText());
		UiWait.spin(Display.getCurrent(), 200);
		Screenshots.save(view.table().getParent(), "regression-view");
	}

	@Test
	void theWalkerViewMenuHasTheCommand() throws Exception {
		WalkerView walker = (WalkerView) page().showView(WalkerView.ID);
		IMenuService service = walker.getSite().getService(IMenuService.class);
		MenuManager manager = new MenuManager();
		try {
			service.populateContributionManager(manager, "menu:" + WalkerView.ID);
			Menu menu = manager.createContextMenu(walker.getSite().getShell());
			menu.notifyListeners(SWT.Show, new Event());
			List<String> items = new ArrayList<>();
			for (MenuItem i : menu.getItems()) items.add(i.getText().replace("&", ""));
			assertTrue(items.stream().anyMatch(t -> t.startsWith("Regress Saved Positions...")), "in the view menu: " + items);
			// in the runs group, after Discovery and Uniform Sample
			int discovery = indexOf(items, "Discovery...");
			assertEquals(discovery + 1, indexOf(items, "Uniform Sample..."), String.valueOf(items));
			assertEquals(discovery + 2, indexOf(items, "Regress Saved Positions..."), String.valueOf(items));
		} finally {
			service.releaseContributions(manager);
			manager.dispose();
		}
	}

	@Test
	void aCancelledFolderDialogRunsNothing() throws Exception {
		page().showView(WalkerView.ID);
		OperationJob<RegressOperation.Result> before = WalkerHandler.lastRegression();
		WalkerHandler.regressFolder = (shell, start) -> null;
		PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(COMMAND, null);
		UiWait.spin(Display.getCurrent(), 200);
		assertEquals(before, WalkerHandler.lastRegression(), "no regression without a folder");
	}

	private static int indexOf(List<String> items, String prefix) {
		for (int i = 0; i < items.size(); i++) if (items.get(i).startsWith(prefix)) return i;
		return -1;
	}

	/** Each file's fields of {@code key} in the JSON ([[row, column], ...]) written as the view writes them: "(x,y) (x,y)" or "none". */
	private static List<String> fields(String json, String key) {
		Matcher lists = Pattern.compile("\"" + key + "\":\\[((?:\\[\\d+,\\d+\\],?)*)\\]").matcher(json);
		List<String> out = new ArrayList<>();
		while (lists.find()) {
			Matcher cell = Pattern.compile("\\[(\\d+),(\\d+)\\]").matcher(lists.group(1));
			List<String> cells = new ArrayList<>();
			while (cell.find()) cells.add("(" + cell.group(2) + "," + cell.group(1) + ")");
			out.add(cells.isEmpty() ? "none" : String.join(" ", cells));
		}
		return out;
	}

	/** Selects the row and presses Enter on it (the table's default selection, as a double-click). */
	private static void openRow(RegressionView view, int row) throws InterruptedException {
		view.table().setSelection(row);
		Event enter = new Event();
		enter.item = view.table().getItem(row);
		view.table().notifyListeners(SWT.DefaultSelection, enter);
		UiWait.spin(Display.getCurrent(), 50);
	}
}
