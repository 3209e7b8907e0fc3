package labyrinth.toggle.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.kernel.io.InputFileException;
import labyrinth.model.PressSequence;
import labyrinth.toggle.PressShape;
import labyrinth.toggle.ToggleBoard;
import labyrinth.toggle.ToggleSession.Algorithm;
import labyrinth.toggle.ui.TogglePainter;
import labyrinth.toggle.ui.ToggleView;
import labyrinth.test.support.CommandLine;
import labyrinth.test.support.Screenshots;
import labyrinth.test.support.UiWait;
import labyrinth.ui.toolkit.CellGrid;
import labyrinth.ui.toolkit.ModelFiles;
import labyrinth.ui.toolkit.Pictures;

/** The Toggle Squares view in a real workbench: clicks press, the verdict follows, solving clears, pixels and files. */
class ToggleViewUITest {
	@TempDir
	Path dir;

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	@AfterEach
	void close() {
		labyrinth.test.support.Views.closeAndForget(page(), ToggleView.ID);
	}

	private static ToggleView show() throws Exception {
		ToggleView view = (ToggleView) page().showView(ToggleView.ID);
		UiWait.spin(view.canvas().getDisplay(), 100);
		return view;
	}

	/** Every field says what it is, its label beside it on the same row however the bar wraps. */
	@Test
	void everyFieldHasItsLabelBesideIt() throws Exception {
		ToggleView view = show();
		assertEquals(java.util.List.of(), labyrinth.test.support.Views.unlabelledFields(view.canvas().getParent().getParent()));
	}

	@Test
	void aClickPressesTheBlockAroundTheCell() throws Exception {
		ToggleView view = show();
		view.setBoard(new ToggleBoard(4, 4));
		CellGrid g = view.layout();
		view.clickAt(g.left(0) + g.cell() / 2, g.top(0) + g.cell() / 2);
		assertEquals(4, view.session().board().litCount());
		assertEquals("by hand: press (1,1)", view.ruleText());
		// painted at a fixed size, so the cells are large whatever room the view has
		org.eclipse.swt.graphics.Point size = new org.eclipse.swt.graphics.Point(400, 400);
		ImageData data = Pictures.render(view.canvas().getDisplay(), size, (pen, sz) -> TogglePainter.paint(pen, sz, view.session(), true));
		g = TogglePainter.layout(view.session().board(), size);
		assertEquals(TogglePainter.LIT, corner(data, g, 1, 1));
		assertEquals(TogglePainter.UNLIT, corner(data, g, 2, 2));
		assertEquals(TogglePainter.CLEARING_PRESS, centre(data, g, 0, 0), "pressing (1,1) again clears it");
	}

	/** Presses go through the platform's operation history: Edit > Undo takes one back, Redo makes it again. */
	@Test
	void editUndoAndRedoTakePressesBackAndMakeThemAgain() throws Exception {
		ToggleView view = show();
		view.setBoard(new ToggleBoard(5, 5));
		CellGrid g = view.layout();
		view.clickAt(g.left(0) + g.cell() / 2, g.top(0) + g.cell() / 2);
		view.clickAt(g.left(4) + g.cell() / 2, g.top(4) + g.cell() / 2);
		assertEquals(8, view.session().board().litCount());
		var history = org.eclipse.ui.PlatformUI.getWorkbench().getOperationSupport().getOperationHistory();
		history.undo(view.undoContext(), null, null);
		assertEquals(4, view.session().board().litCount(), "the second press taken back");
		history.redo(view.undoContext(), null, null);
		assertEquals(8, view.session().board().litCount(), "and made again");
		assertEquals("by hand: press (5,5)", view.ruleText());
		page().activate(view);
		UiWait.spin(view.canvas().getDisplay(), 200); // the view's Undo action hears of the history
		org.eclipse.ui.PlatformUI.getWorkbench().getService(org.eclipse.ui.handlers.IHandlerService.class)
				.executeCommand("org.eclipse.ui.edit.undo", null);
		assertEquals(4, view.session().board().litCount(), "Edit > Undo in the view");
	}

	/** The board, its shape and the algorithm come back after a restart. */
	@Test
	void theBoardComesBackAfterARestart() throws Exception {
		ToggleView view = show();
		ToggleBoard b = ToggleBoard.random(6, 6, 9);
		view.setBoard(b);
		view.setAlgorithm(labyrinth.toggle.ToggleSession.Algorithm.GF2);
		org.eclipse.ui.XMLMemento m = org.eclipse.ui.XMLMemento.createWriteRoot("view");
		view.saveState(m);
		view.setBoard(new ToggleBoard(3, 3));
		view.restoreState(m);
		assertEquals(b.text(), view.session().board().text());
	}

	@Test
	void theVerdictSaysWhenTheStateIsOutsideTheSpan() throws Exception {
		ToggleView view = show();
		ToggleBoard corner = new ToggleBoard(5, 5);
		corner.set(0, 0, true);
		view.setBoard(corner);
		assertTrue(view.statusText().contains("not solvable (the state is outside the span of the presses), nullity 9"), view.statusText());
	}

	@Test
	void steppingTheTwoWayAlgorithmClearsTheBoardAndShowsEachRule() throws Exception {
		ToggleView view = show();
		view.setBoard(ToggleBoard.random(6, 6, 5));
		view.setAlgorithm(Algorithm.TWO_WAY);
		view.stepOnce();
		assertTrue(view.ruleText().startsWith("row "), view.ruleText());
		for (int i = 0; i < 1000 && !view.session().board().isClear(); i++) view.stepOnce();
		assertTrue(view.session().board().isClear());
		assertTrue(view.statusText().contains("0 lit, solvable"), view.statusText());
	}

	/** Waits for the view's runs and for their results to be shown. */
	private static void finish(ToggleView view) throws Exception {
		for (org.eclipse.core.runtime.jobs.Job j : view.jobs()) j.join();
		UiWait.until(() -> view.showing() == 0, "the results are shown");
	}

	@Test
	void theChartHoldsTheNullitiesOfBothShapes() throws Exception {
		ToggleView view = show();
		finish(view);
		double[] block = view.chart().getSeriesSet().getSeries("block").getYSeries();
		double[] plus = view.chart().getSeriesSet().getSeries("plus").getYSeries();
		assertArrayEquals(new double[] { 0, 3, 0, 0, 9 }, java.util.Arrays.copyOf(block, 5));
		assertArrayEquals(new double[] { 0, 0, 0, 4, 2 }, java.util.Arrays.copyOf(plus, 5));
		assertEquals(null, labyrinth.ui.toolkit.Widgets.shownHint(view.chart()), "no empty-chart hint over the data");
	}

	/** Chart Nullity runs the operation of {@code labyrinth toggle nullity}: the chart holds the command line's figures. */
	@Test
	void theNullityChartIsTheCommandLinesTable() throws Exception {
		ToggleView view = show();
		finish(view);
		view.setResearch("30..60", 10, "1");
		view.chartNullities();
		finish(view);
		for (PressShape shape : PressShape.values()) {
			double[] x = view.chart().getSeriesSet().getSeries(shape.label()).getXSeries();
			double[] y = view.chart().getSeriesSet().getSeries(shape.label()).getYSeries();
			String json = CommandLine.json("toggle", "nullity", "--sizes", "30..60", "--shape", shape.label());
			assertEquals(CommandLine.numbers(json, "n").stream().map(Long::doubleValue).toList(), java.util.Arrays.stream(x).boxed().toList());
			assertEquals(CommandLine.numbers(json, "nullity").stream().map(Long::doubleValue).toList(), java.util.Arrays.stream(y).boxed().toList(),
					shape.label());
		}
		org.eclipse.ui.XMLMemento m = org.eclipse.ui.XMLMemento.createWriteRoot("view");
		view.saveState(m);
		view.setResearch("1..5", 10, "1");
		view.chartNullities();
		finish(view);
		assertEquals(5, view.chart().getSeriesSet().getSeries("block").getYSeries().length);
		view.restoreState(m);
		double[] restored = view.chart().getSeriesSet().getSeries("block").getXSeries();
		assertEquals(31, restored.length, "the chart comes back for the next session");
		assertEquals(30.0, restored[0]);
	}

	/** Verify Theorems runs the operation of {@code labyrinth toggle verify} and shows what it found; a bad seed is named. */
	@Test
	void theTheoremCheckIsTheCommandLines() throws Exception {
		ToggleView view = show();
		finish(view);
		view.setResearch("1..9", 20, "5");
		view.verifyTheorems();
		finish(view);
		UiWait.until(() -> view.researchText().contains("passed"), "the check's summary");
		String json = CommandLine.json("toggle", "verify", "--sizes", "1..9", "--boards", "20", "--seed", "5", "--save", dir.toString());
		long failed = CommandLine.number(json, "failed");
		int checks = CommandLine.numbers(json, "size").size();
		assertTrue(view.researchText().contains((checks - failed) + " passed, " + failed + " failed"), view.researchText());
		assertTrue(view.researchText().contains("sizes 1..9, 20 random boards per size (seed 5)"), view.researchText());
		view.setResearch("1..9", 20, "five");
		view.verifyTheorems();
		assertEquals("Seed must be a whole number, got 'five'", view.researchText());
		view.setResearch("0..9", 20, "5");
		view.verifyTheorems();
		assertTrue(view.researchText().startsWith("Sizes must be a size or a range like 1..40"), view.researchText());
	}

	@Test
	void aBoardFileOpensAndABadOneIsNamed() throws Exception {
		ToggleView view = show();
		Path good = Files.writeString(dir.resolve("b.txt"), "*.*\n...\n*.*\n");
		view.openBoard(good);
		assertEquals(4, view.session().board().litCount());
		Path bad = Files.writeString(dir.resolve("bad.txt"), "*.*\n.x.\n");
		InputFileException e = assertThrows(InputFileException.class, () -> view.openBoard(bad));
		assertTrue(e.getMessage().startsWith(bad + ":2:2: unknown cell 'x'"), e.getMessage());
	}

	@Test
	void thePressesSaveAsTheModelWithTheirRules() throws Exception {
		ToggleView view = show();
		view.setShape(PressShape.BLOCK);
		view.setBoard(ToggleBoard.random(4, 4, 2));
		view.setAlgorithm(Algorithm.TWO_WAY);
		for (int i = 0; i < 1000 && !view.session().board().isClear(); i++) view.stepOnce();
		Path file = dir.resolve("presses.xmi");
		view.save(file);
		PressSequence s = ModelFiles.load(file, PressSequence.class);
		assertEquals(view.session().history().size(), s.getPresses().size());
		assertTrue(s.isCleared());
		assertEquals("two-way", s.getAlgorithm());
		assertEquals(ToggleBoard.random(4, 4, 2).text().split("\n")[0], s.getBoard().getRows().get(0));
		assertTrue(s.getPresses().get(0).getRule().startsWith("row "));
		assertTrue(s.getMinimum() <= s.getPresses().size());
		Path board = dir.resolve("board.txt");
		view.save(board);
		assertEquals(view.session().board().text(), Files.readString(board));
	}

	private static RGB centre(ImageData data, CellGrid g, int row, int col) {
		return data.palette.getRGB(data.getPixel(g.left(col) + g.cell() / 2, g.top(row) + g.cell() / 2));
	}

	private static RGB corner(ImageData data, CellGrid g, int row, int col) {
		return data.palette.getRGB(data.getPixel(g.left(col) + g.cell() / 4, g.top(row) + g.cell() / 4));
	}


	/** The view maximized mid-solve, left in target/screenshots/toggle-squares.png. */
	@Test
	void screenshot() throws Exception {
		ToggleView view = show();
		page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
		view.setBoard(ToggleBoard.random(9, 9, 4));
		view.setAlgorithm(Algorithm.TWO_WAY);
		for (int i = 0; i < 20; i++) view.stepOnce();
		UiWait.spin(view.canvas().getDisplay(), 300);
		ImageData shot = Screenshots.save(view.canvas().getParent().getParent(), "toggle-squares");
		assertTrue(shot.width > 600, "maximized: " + shot.width);
		page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);
	}
}
