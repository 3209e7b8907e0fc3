package labyrinth.reach.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.kernel.io.InputFileException;
import labyrinth.model.ReachQuestion;
import labyrinth.model.ReachResult;
import labyrinth.reach.ReachBoard;
import labyrinth.reach.ReachSession.Question;
import labyrinth.reach.StepSearch;
import labyrinth.reach.ui.ReachModels;
import labyrinth.reach.ui.ReachPainter;
import labyrinth.reach.ui.ReachView;
import labyrinth.test.support.CommandLine;
import labyrinth.test.support.Screenshots;
import labyrinth.test.support.UiWait;
import labyrinth.ui.toolkit.CellGrid;
import labyrinth.ui.toolkit.ModelFiles;

/** The Reachability view in a real workbench: answers, the round-by-round tables, the chart, pixels and saved models. */
class ReachViewUITest {
	private static final String WALL = "S#.\n.#.\n...\n";
	private static final String MIRRORS = ".\\.\n...\n.-.\n";

	@TempDir
	Path dir;

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	@AfterEach
	void close() {
		labyrinth.test.support.Views.closeAndForget(page(), ReachView.ID);
	}

	private ReachView open(String board) throws Exception {
		ReachView view = (ReachView) page().showView(ReachView.ID);
		Path file = Files.writeString(dir.resolve("board.txt"), board);
		view.openBoard(file);
		settle(view);
		return view;
	}

	private static void settle(ReachView view) throws Exception {
		view.lastJob().join();
		UiWait.until(() -> view.session().hasSearched() && !view.statusText().contains("searching"), "the search ends");
		UiWait.spin(view.canvas().getDisplay(), 100);
	}

	/** Every field says what it is, its label beside it on the same row however the bar wraps. */
	@Test
	void everyFieldHasItsLabelBesideIt() throws Exception {
		ReachView view = (ReachView) page().showView(ReachView.ID);
		assertEquals(java.util.List.of(), labyrinth.test.support.Views.unlabelledFields(view.canvas().getParent().getParent().getParent()));
	}

	/** Best Entry runs the operation {@code labyrinth reach beam --best} runs, and shows the beam it found. */
	@Test
	void theBestEntryIsTheCommandLinesBestBeam() throws Exception {
		String board = ".\\.-.\n..|..\n/...\\\n.-.|.\n\\.../\n";
		ReachView view = open(board);
		view.bestEntry();
		view.lastJob().join();
		UiWait.until(() -> view.bestBeam() != null, "the best entry is found");
		settle(view);
		String json = CommandLine.json("reach", "beam", "--best", "--board", dir.resolve("board.txt").toString());
		assertEquals(CommandLine.number(json, "entryRow"), view.session().entryRow() + 1);
		assertEquals(CommandLine.number(json, "entryCol"), view.session().entryCol() + 1);
		assertEquals(CommandLine.values(json, "direction").get(0), view.session().entryTravel().label());
		assertEquals(CommandLine.number(json, "squares"), view.session().answer(), "the beam shown touches the squares the command line counts");
		assertEquals(Question.BEAM, view.session().question());
		assertEquals(20, view.bestBeam().entries());

		// the next session shows the same beam: the board, the question and the entry come back
		org.eclipse.ui.XMLMemento m = org.eclipse.ui.XMLMemento.createWriteRoot("view");
		view.saveState(m);
		view.session().setEntry(4, 0, labyrinth.reach.Direction.RIGHT);
		view.restoreState(m);
		view.search();
		settle(view);
		assertEquals(CommandLine.number(json, "entryRow"), view.session().entryRow() + 1);
		assertEquals(CommandLine.values(json, "direction").get(0), view.session().entryTravel().label());
		assertEquals(CommandLine.number(json, "squares"), view.session().answer());
	}

	@Test
	void theDefaultGardenIsSearchedAndItsAnswerShown() throws Exception {
		ReachView view = (ReachView) page().showView(ReachView.ID);
		settle(view);
		long expected = StepSearch.distances(view.session().board(), StepSearch.Order.FIFO, 64).within(64);
		assertTrue(view.statusText().contains(String.format("%,d squares within 64 steps", expected)), view.statusText());
	}

	@Test
	void exactlyCountsAndTheChartHoldsBothSeriesPerStep() throws Exception {
		ReachView view = open(WALL);
		view.setQuestion(Question.EXACTLY, 6);
		view.search();
		settle(view);
		assertEquals(4, view.session().answer());
		assertTrue(view.statusText().contains("4 squares after exactly 6 steps"), view.statusText());
		ISeries<?> within = view.chart().getSeriesSet().getSeries("within N");
		ISeries<?> exactly = view.chart().getSeriesSet().getSeries("exactly N");
		assertArrayEquals(new double[] { 1, 2, 3, 4, 5, 6, 7 }, within.getYSeries());
		assertArrayEquals(new double[] { 1, 1, 2, 2, 3, 3, 4 }, exactly.getYSeries());
	}

	@Test
	void steppingBackShowsTheOpenAndCompletedTasksOfThatRound() throws Exception {
		ReachView view = open("...\n.S.\n...\n");
		view.showRound(1);
		assertEquals("(2,3)", view.openTable().getItem(0).getText());
		assertEquals(5, view.openTable().getItemCount());
		assertEquals("(1,2) @1", view.completedTable().getItem(0).getText());
		assertEquals("(2,2) @0", view.completedTable().getItem(1).getText());
		assertTrue(view.statusText().endsWith("round 2 of 9: took (1,2) at 1 step; 5 open, 2 completed"), view.statusText());
	}

	@Test
	void theHeatMapTheStartAndBlockersArePainted() throws Exception {
		ReachView view = open(WALL);
		ImageData data = snapshot(view.canvas());
		CellGrid l = ReachPainter.layout(view.session().board(), view.canvas().getSize());
		assertEquals(ReachPainter.BLOCKER, pixel(data, l, 0, 1));
		assertEquals(ReachPainter.heat(6, 6), pixel(data, l, 0, 2), "(0,2) is the farthest square, 6 steps");
		assertEquals(ReachPainter.heat(3, 6), pixel(data, l, 2, 1));
		assertEquals(ReachPainter.START, data.palette.getRGB(data.getPixel(l.left(0) + 1, l.top(0) + l.cell() / 2)));
	}

	@Test
	void aBeamIsDrawnOnTheSquaresItTouches() throws Exception {
		ReachView view = open(MIRRORS);
		view.setQuestion(Question.BEAM, 0);
		view.search();
		settle(view);
		assertEquals(6, view.session().answer());
		ImageData data = snapshot(view.canvas());
		CellGrid l = ReachPainter.layout(view.session().board(), view.canvas().getSize());
		assertEquals(ReachPainter.TOUCHED, corner(data, l, 2, 2), "the splitter sent the beam right");
		assertEquals(ReachPainter.FREE, corner(data, l, 1, 0), "no beam in (1,0)");
		assertEquals(ReachPainter.BEAM, pixel(data, l, 1, 1), "the beam runs down through (1,1)");
	}

	@Test
	void aBadBoardIsReportedWithLineAndColumn() throws Exception {
		ReachView view = (ReachView) page().showView(ReachView.ID);
		Path bad = Files.writeString(dir.resolve("bad.txt"), "S..\n.?.\n");
		InputFileException e = assertThrows(InputFileException.class, () -> view.openBoard(bad));
		assertTrue(e.getMessage().startsWith(bad + ":2:2: unknown square '?'"), e.getMessage());
	}

	@Test
	void aSavedResultIsTheModelWithBoardRoutingAndCounts() throws Exception {
		ReachView view = open(MIRRORS.replace("...\n", ".S.\n"));
		view.setQuestion(Question.WITHIN, 3);
		view.search();
		settle(view);
		Path file = dir.resolve("r.reach.xmi");
		ModelFiles.save(file, ReachModels.result(view.session(), "mirrors"));
		ReachResult r = ModelFiles.load(file, ReachResult.class);
		assertEquals(ReachQuestion.WITHIN, r.getQuestion());
		assertEquals(BigInteger.valueOf(view.session().answer()), r.getSquares());
		assertEquals(4, r.getBoard().getRoutingTypes().size());
		assertEquals(".\\.", r.getBoard().getRows().get(0));
		assertEquals(4, r.getPerStep().size());
		ReachBoard back = ReachModels.board(r.getBoard());
		assertEquals(view.session().board().text(), back.text());
	}

	@Test
	void theBoardIsExportedAsSvg() throws Exception {
		ReachView view = open(WALL);
		Path svg = dir.resolve("board.svg");
		view.exportPicture(svg, new org.eclipse.swt.graphics.Point(300, 300));
		String text = Files.readString(svg);
		assertTrue(text.startsWith("<svg") || text.startsWith("<?xml"), text.substring(0, 40));
		assertTrue(text.contains(String.format("#%02x%02x%02x", ReachPainter.BLOCKER.red, ReachPainter.BLOCKER.green, ReachPainter.BLOCKER.blue)));
	}

	private static RGB pixel(ImageData data, CellGrid l, int row, int col) {
		return data.palette.getRGB(data.getPixel(l.left(col) + l.cell() / 2, l.top(row) + l.cell() / 2));
	}

	private static RGB corner(ImageData data, CellGrid l, int row, int col) {
		return data.palette.getRGB(data.getPixel(l.left(col) + l.cell() / 3, l.top(row) + l.cell() - 1 - l.cell() / 3));
	}

	private static ImageData snapshot(Canvas canvas) {
		return Screenshots.capture(canvas);
	}

	/** The view maximized on the garden, stepped half way, left in target/screenshots/reachability.png. */
	@Test
	void screenshot() throws Exception {
		ReachView view = (ReachView) page().showView(ReachView.ID);
		settle(view);
		page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
		view.setQuestion(Question.EXACTLY, 12);
		view.search();
		settle(view);
		view.showRound(view.session().rounds() / 2);
		UiWait.spin(view.canvas().getDisplay(), 300);
		ImageData shot = Screenshots.save(view.canvas().getParent().getParent().getParent(), "reachability");
		assertTrue(shot.width > 600, "maximized: " + shot.width);
		page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);
	}
}
