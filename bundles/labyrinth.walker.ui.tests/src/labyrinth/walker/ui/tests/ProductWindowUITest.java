package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.rules.ui.RulesValidationReconciler;
import labyrinth.walker.ui.BoardLayout;
import labyrinth.walker.ui.BoardPainter;
import labyrinth.walker.ui.LabyrinthPerspective;
import labyrinth.walker.ui.ResultsView;
import labyrinth.walker.ui.RuleFiringsView;
import labyrinth.test.support.UiWait;
import labyrinth.test.support.WorkspaceFiles;
import labyrinth.walker.ui.WalkerView;
import labyrinth.walker.ui.jobs.WalkerRuns;

/**
 * The whole workbench window as a user sees it: the Labyrinth perspective with a walk in progress, its rule
 * firings, a finished run and a rule file with a validation error. Leaves the README screenshot in
 * target/screenshots/workbench.png.
 */
class ProductWindowUITest {
	private static final String BROKEN_RULES = """
			ruleset mine
			sizes 9

			// two live ends: the editor flags the pattern
			rule Twice {
				pattern
					|? x ?|
					|@ o @|
			}
			""";

	@Test
	void screenshotOfTheWorkbenchShowsWalkerEditorFiringsAndResults() throws Exception {
		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		var perspectiveBefore = window.getActivePage().getPerspective();
		Rectangle boundsBefore = window.getShell().getBounds();
		IWorkbenchPage page = PlatformUI.getWorkbench().showPerspective(LabyrinthPerspective.ID, window);
		try {
			takeScreenshot(window, page);
		} finally {
			// leave the workbench as the other UI tests expect it
			page.closeAllEditors(false);
			page.closePerspective(page.getPerspective(), false, false);
			if (perspectiveBefore != null) page.setPerspective(perspectiveBefore);
			window.getShell().setBounds(boundsBefore);
			UiWait.spin(Display.getCurrent(), 200);
		}
	}

	private static void takeScreenshot(IWorkbenchWindow window, IWorkbenchPage page) throws Exception {
		Display display = Display.getCurrent();
		Shell shell = window.getShell();
		shell.setBounds(0, 0, 1280, 960);
		shell.forceActive();

		WalkerView walker = (WalkerView) page.showView(WalkerView.ID);
		RuleFiringsView firings = (RuleFiringsView) page.showView(RuleFiringsView.ID);
		firings.connect(walker);
		// the original program's saved position 2023_0415: on 21x21 cut-sides disables all three candidates, and Rule
		// Firings lists them with the later rules that would also have disabled them
		Path position = null;
		for (Path p = Path.of("").toAbsolutePath(); p != null && position == null; p = p.getParent()) {
			if (Files.exists(p.resolve("test-data/original-positions/2023_0415.txt"))) position = p.resolve("test-data/original-positions/2023_0415.txt");
		}
		assertEquals(null, labyrinth.walker.ui.WalkerHandler.openPathFile(walker, position));
		walker.setCheckerboard(true);

		ResultsView results = (ResultsView) page.showView(ResultsView.ID);
		int runsBefore = results.runCount();
		var run = WalkerRuns.enumerate(new labyrinth.core.run.EnumerateOperation.Settings(5, labyrinth.rules.RuleSources.shipped()),
				labyrinth.ui.toolkit.RunPreferences.runners());
		run.schedule();
		run.join();
		UiWait.until(() -> results.runCount() == runsBefore + 1, "the finished run is listed");

		IFile file = WorkspaceFiles.write("screenshot", "mine.lrules", BROKEN_RULES);
		IEditorPart editor = IDE.openEditor(page, file);
		ISourceViewer viewer = (ISourceViewer) editor.getAdapter(ITextOperationTarget.class);
		UiWait.until(() -> hasError(viewer, "exactly one live end"), "the editor flags the pattern with two live ends");

		page.bringToTop(walker);
		page.bringToTop(firings);
		if (!walker.evaluation().firings().isEmpty()) walker.select(walker.evaluation().firings().get(0));
		firings.viewer().expandAll();
		UiWait.spin(display, 500);

		// the window from its top (menu bar included) to the bottom of its client area: without a window manager the
		// bounds reach below what the window draws, which showed as a black band
		Rectangle bounds = shell.getBounds();
		Rectangle client = display.map(shell, null, shell.getClientArea());
		Rectangle drawn = new Rectangle(bounds.x, bounds.y, bounds.width, Math.min(bounds.height, client.y + client.height - bounds.y));
		ImageData shot = labyrinth.test.support.Screenshots.ofScreen(display, drawn);
		Path dir = Files.createDirectories(Path.of("target", "screenshots"));
		ImageLoader saver = new ImageLoader();
		saver.data = new ImageData[] { shot };
		saver.save(dir.resolve("workbench.png").toString(), SWT.IMAGE_PNG);

		// the screenshot shows the live walker: each candidate field in its allowed or disabled colour
		Board b = walker.board();
		BoardLayout l = walker.layout();
		Point canvasOrigin = walker.canvas().toDisplay(0, 0);
		Rectangle window1 = shell.getBounds();
		int candidates = 0;
		for (int d = 0; d < 4; d++) {
			if (!walker.evaluation().isCandidate(d)) continue;
			int c = b.neighbour(b.head(), d);
			RGB expected = walker.evaluation().isAllowed(d) ? BoardPainter.ALLOWED : BoardPainter.DISABLED;
			int x = canvasOrigin.x - window1.x + l.centreX(b.x(c));
			int y = canvasOrigin.y - window1.y + l.centreY(b.y(c));
			assertEquals(expected, shot.palette.getRGB(shot.getPixel(x, y)), "candidate " + b.format(c) + " in the screenshot");
			candidates++;
		}
		assertTrue(candidates > 0, "the walk has candidates to show");
		assertEquals(1280, shot.width);
	}

	private static boolean hasError(ISourceViewer viewer, String text) {
		Iterator<Annotation> it = viewer.getAnnotationModel().getAnnotationIterator();
		while (it.hasNext()) {
			Annotation a = it.next();
			// the problem markers' annotations share the type and may not have read their text yet
			String shown = a.getText();
			if (RulesValidationReconciler.ERROR.equals(a.getType()) && shown != null && shown.contains(text)) return true;
		}
		return false;
	}
}
