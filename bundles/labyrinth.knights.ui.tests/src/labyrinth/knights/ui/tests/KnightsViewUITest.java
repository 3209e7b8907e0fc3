package labyrinth.knights.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.knights.ui.KnightsPainter;
import labyrinth.knights.ui.KnightsView;
import labyrinth.model.KnightResults;
import labyrinth.test.support.CommandLine;
import labyrinth.test.support.Screenshots;
import labyrinth.test.support.UiWait;
import labyrinth.ui.toolkit.CellGrid;
import labyrinth.ui.toolkit.ModelFiles;
import labyrinth.ui.toolkit.Pictures;
import labyrinth.ui.toolkit.Widgets;

/** The Knight's Tour view in a real workbench: stepping with decisions, tables, a sweep job, the chart and files. */
class KnightsViewUITest {
	private static final int ORDERING = 1;
	private static final int SQUIRREL_CULL = 4;

	@TempDir
	Path dir;

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	@AfterEach
	void close() {
		labyrinth.test.support.Views.closeAndForget(page(), KnightsView.ID);
	}

	private static KnightsView show() throws Exception {
		KnightsView view = (KnightsView) page().showView(KnightsView.ID);
		UiWait.spin(view.canvas().getDisplay(), 50);
		return view;
	}

	/** Every field says what it is, its label beside it on the same row however the bar wraps. */
	@Test
	void everyFieldHasItsLabelBesideIt() throws Exception {
		KnightsView view = show();
		assertEquals(java.util.List.of(), labyrinth.test.support.Views.unlabelledFields(view.canvas().getParent().getParent()));
	}

	@Test
	void steppingShowsEachTiebreakDecision() throws Exception {
		KnightsView view = show();
		view.newTour(8, SQUIRREL_CULL);
		view.step(1);
		assertEquals("tie between 3 and 4, table SquirrelCull stage 1, ordering 34261578 took 3", view.decisionText());
		view.step(100);
		assertTrue(view.statusText().startsWith("8 x 8, table squirrel-cull: complete (64 of 64 squares)"), view.statusText());
	}

	@Test
	void theBoardShowsTheKnightTheCandidatesAndTheSwitchingSquares() throws Exception {
		KnightsView view = show();
		view.newTour(14, SQUIRREL_CULL); // m = 6 (mod 8): the first switching square is (6,1)
		// at the start: the knight on (1,1), its two candidates, and nothing drawn over (6,1)
		Point size = new Point(560, 560);
		ImageData data = Pictures.render(view.canvas().getDisplay(), size, (pen, sz) -> KnightsPainter.paint(pen, sz, view.session()));
		CellGrid g = KnightsPainter.layout(view.session(), size);
		int[] at = view.session().tour().current();
		assertEquals(KnightsPainter.KNIGHT, pixel(data, g.left(at[1]) + g.cell() / 2, g.top(at[0]) + g.cell() / 2));
		var candidate = view.session().candidates().get(0);
		assertEquals(KnightsPainter.CANDIDATE, pixel(data, g.left(candidate.col()) + 1, g.top(candidate.row()) + g.cell() / 2));
		assertEquals(KnightsPainter.SWITCH, pixel(data, g.left(0) + 1, g.top(5) + g.cell() / 2), "(6,1) is marked");
	}

	@Test
	void aSweepRunsAsAJobAndItsResultIsCharted() throws Exception {
		KnightsView view = show();
		view.newTour(8, SQUIRREL_CULL);
		view.setRange("70..76", 5);
		view.sweep();
		view.lastJob().join();
		// this sweep's result, not one an earlier test left in the view
		UiWait.until(() -> java.util.Arrays.equals(view.sweepRange(), new int[] { 70, 76 }) && view.chart().getSeriesSet().getSeries("sweep") != null,
				"the sweep is charted");
		assertEquals(1, view.failures().size());
		assertEquals(74, view.failures().get(0).m());
		assertTrue(view.decisionText().endsWith(": 1 size fails, m = 74"), view.decisionText());
		assertArrayEquals(new double[] { 100, 100, 100, 100, 0, 100, 100 }, view.chart().getSeriesSet().getSeries("sweep").getYSeries());
	}

	/** The view's sweep and statistics are the command line's: the same operation, the same figures. */
	@Test
	void sweepsAndStatisticsAreTheCommandLines() throws Exception {
		KnightsView view = show();
		view.newTour(8, SQUIRREL_CULL);
		view.setRange("70..76", 5);
		view.sweep();
		view.lastJob().join();
		UiWait.until(() -> java.util.Arrays.equals(view.sweepRange(), new int[] { 70, 76 }), "the sweep's result");
		String sweep = CommandLine.json("knights", "sweep", "--sizes", "70..76", "--tiebreak", "table:squirrel-cull");
		assertEquals(CommandLine.numbers(sweep, "m"), view.failures().stream().map(f -> (long) f.m()).toList());
		assertEquals(CommandLine.numbers(sweep, "visited"), view.failures().stream().map(f -> (long) f.visited()).toList());
		assertEquals(CommandLine.numbers(sweep, "row"), view.failures().stream().map(f -> (long) f.row()).toList());

		view.setRange("5..9", 12);
		view.statistics();
		view.lastJob().join();
		UiWait.until(() -> view.rates().size() == 5, "the rates");
		java.util.regex.Matcher seed = java.util.regex.Pattern.compile("seed (\\d+)").matcher(view.decisionText());
		assertTrue(seed.find(), view.decisionText());
		String stats = CommandLine.json("knights", "stats", "--sizes", "5..9", "--trials", "12", "--seed", seed.group(1));
		assertEquals(CommandLine.numbers(stats, "successes"), view.rates().stream().map(r -> (long) r.successes()).toList());
		assertEquals(CommandLine.numbers(stats, "trials"), view.rates().stream().map(r -> (long) r.trials()).toList());
	}

	/** The settings and the last statistics come back after a restart, chart and all. */
	@Test
	void theSettingsAndTheLastStatisticsComeBackAfterARestart() throws Exception {
		KnightsView view = show();
		view.setRange("5..8", 10);
		view.statistics();
		view.lastJob().join();
		UiWait.until(() -> view.rates().size() == 4 && view.chart().getSeriesSet().getSeries().length > 0, "the rates are charted");
		int series = view.chart().getSeriesSet().getSeries().length;
		double[] ys = view.chart().getSeriesSet().getSeries()[0].getYSeries().clone();
		org.eclipse.ui.XMLMemento m = org.eclipse.ui.XMLMemento.createWriteRoot("view");
		view.saveState(m);
		view.setRange("9..12", 3);
		view.restoreState(m);
		assertEquals(series, view.chart().getSeriesSet().getSeries().length);
		assertArrayEquals(ys, view.chart().getSeriesSet().getSeries()[0].getYSeries(), 1e-12);
		assertTrue(m.getString("sizes").equals("5..8") && m.getInteger("trials") == 10, "the range and the tours per size");
	}

	/** An empty chart says in its middle what fills it, and the hint goes when the statistics come in. */
	@Test
	void anEmptyChartSaysWhatFillsIt() throws Exception {
		KnightsView view = show();
		// room for the chart, whatever the stack's size
		page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
		try {
			assertEquals(0, view.chart().getSeriesSet().getSeries().length, "a new view has nothing charted");
			assertEquals("no data yet: run Sweep or Statistics to fill this chart", Widgets.shownHint(view.chart()));
			var plot = view.chart().getPlotArea().getControl();
			UiWait.until(() -> plot.isVisible() && plot.getSize().x > 200 && plot.getSize().y > 60, "the plot area is shown: " + plot.getSize());
			assertTrue(Screenshots.pixelsNear(Screenshots.render(plot), Widgets.HINT, 30) > 20, "the hint is drawn in the plot area");
			view.setRange("5..6", 4);
			view.statistics();
			view.lastJob().join();
			UiWait.until(() -> view.chart().getSeriesSet().getSeries("random tiebreak") != null, "the rates are charted");
			assertNull(Widgets.shownHint(view.chart()));
			UiWait.spin(plot.getDisplay(), 200);
			assertEquals(0, Screenshots.pixelsNear(Screenshots.render(plot), Widgets.HINT, 30), "no hint over the data");
		} finally {
			page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);
		}
	}

	@Test
	void statisticsChartTheSuccessRatePerSize() throws Exception {
		KnightsView view = show();
		view.setRange("5..8", 10);
		view.statistics();
		view.lastJob().join();
		UiWait.until(() -> view.rates().size() == 4 && view.rates().get(0).m() == 5 && view.chart().getSeriesSet().getSeries("random tiebreak") != null,
				"the rates are charted");
		double[] y = view.chart().getSeriesSet().getSeries("random tiebreak").getYSeries();
		assertEquals(4, y.length);
		assertEquals(100.0, y[0], "every random 5 x 5 tour from a corner succeeds");
	}

	@Test
	void aTableFileWithAnErrorIsReportedAndAGoodOneIsUsed() throws Exception {
		KnightsView view = show();
		Path good = Files.writeString(dir.resolve("mine.ltour"), "tiebreak table Mine\ncase m mod 1 = 0:\n\t21345678 to end\n");
		view.openTable(good);
		assertTrue(view.statusText().contains("table mine.ltour"), view.statusText());
		Path bad = Files.writeString(dir.resolve("bad.ltour"), "tiebreak table Bad\ncase m mod 1 = 0:\n\t11345678 to end\n");
		labyrinth.tour.TourFileException e = org.junit.jupiter.api.Assertions.assertThrows(labyrinth.tour.TourFileException.class,
				() -> view.openTable(bad));
		assertTrue(e.problems().get(0).startsWith(bad + ":3:2: digit 2 of '11345678' repeats move type 1"), e.problems().toString());
	}

	@Test
	void resultsSaveAsTheModel() throws Exception {
		KnightsView view = show();
		view.newTour(8, ORDERING);
		view.step(63);
		Path file = dir.resolve("knights.xmi");
		view.saveResults(file);
		KnightResults r = ModelFiles.load(file, KnightResults.class);
		assertEquals(8, r.getTour().getSize());
		assertTrue(r.getTour().isComplete());
		assertEquals(63, r.getTour().getMoves().length());
		assertTrue(r.getTour().getMoves().startsWith("3"), r.getTour().getMoves());
		Path svg = dir.resolve("board.svg");
		view.exportPicture(svg, new Point(400, 400));
		assertTrue(Files.readString(svg).contains("<polyline"), "the tour is drawn as a line");
	}

	private static RGB pixel(ImageData data, int x, int y) {
		return data.palette.getRGB(data.getPixel(x, y));
	}

	/** The view maximized on a Squirrel-Cull tour with a charted sweep, left in target/screenshots/knights-tour.png. */
	@Test
	void screenshot() throws Exception {
		KnightsView view = show();
		page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
		view.newTour(14, SQUIRREL_CULL);
		view.step(120);
		view.setRange("5..120", 5);
		view.sweep();
		view.lastJob().join();
		UiWait.until(() -> view.failures() != null, "the sweep ends");
		view.statistics();
		view.lastJob().join();
		UiWait.until(() -> view.chart().getSeriesSet().getSeries("random tiebreak") != null, "the rates are charted");
		view.step(0);
		UiWait.spin(view.canvas().getDisplay(), 300);
		ImageData shot = Screenshots.save(view.canvas().getParent().getParent(), "knights-tour");
		assertTrue(shot.width > 600, "maximized: " + shot.width);
		page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);
	}
}
