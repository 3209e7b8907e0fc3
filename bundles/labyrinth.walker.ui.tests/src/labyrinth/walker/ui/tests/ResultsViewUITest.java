package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.grid.Board;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.rules.RuleFileException;
import labyrinth.rules.RuleFiles;
import labyrinth.test.support.UiWait;
import labyrinth.walker.ui.ResultsView;
import labyrinth.walker.ui.RuleFiringsView;
import labyrinth.walker.ui.WalkerView;
import labyrinth.walker.ui.jobs.WalkerRuns;
import labyrinth.walker.ui.jobs.RunResults;

/** Run Results as research data: partial runs marked, copy, export, delete, open, and discovery's proposed rule. */
class ResultsViewUITest {
	@TempDir
	Path dir;

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	private static RunResults.Run run(String kind, int size, long completed, long deadEnds, String figure) {
		return new RunResults.Run(kind, size, "seven", completed + deadEnds, completed, deadEnds, figure, 1.5,
				List.of("c-shape", "area"), new long[] { 12, 0 }, List.of(), false, null, List.of(),
				"random".equals(kind) && deadEnds > 0 ? completed / (double) deadEnds : null, "random".equals(kind) ? 7L : null, null, null);
	}

	private static String ruleNameOf(String ruleText) {
		return ruleText.substring(5, ruleText.indexOf(' ', 5));
	}

	/**
	 * The table keeps several rows and the charts a readable size in the view's short place below the editor: runs on
	 * the left, the selected run's details in tabs on the right; an exported chart is a full picture whatever its size
	 * on screen.
	 */
	@Test
	void theViewIsReadableInItsPlaceAndExportsFullCharts() throws Exception {
		ResultsView view = (ResultsView) page().showView(ResultsView.ID);
		List<String> tabs = new java.util.ArrayList<>();
		for (var item : view.details().getItems()) tabs.add(item.getText());
		assertEquals(List.of("Run", "Situations", "Strength by size", "Over time", "Proposed rule"), tabs);
		var table = view.strengthChart().getParent().getParent();
		assertTrue(table.getSize().y > 0);
		RunResults.add(run("random", 33, 500, 0, "no error in 500 walks"));
		UiWait.until(() -> view.strengthChart().getSeriesSet().getSeries(ResultsView.ERROR_FREE_SERIES) != null, "the error-free size is shown");
		double[] xs = view.strengthChart().getSeriesSet().getSeries(ResultsView.ERROR_FREE_SERIES).getXSeries();
		assertTrue(java.util.Arrays.stream(xs).anyMatch(x -> x == 33), "33x33 as a lower bound, not as a figure");
		assertFalse(RunResults.walksPerError(RunResults.runs()).containsKey(33));
		Path png = dir.resolve("chart.png");
		labyrinth.ui.toolkit.Widgets.exportChart(view.strengthChart(), png);
		org.eclipse.swt.graphics.ImageData data = new org.eclipse.swt.graphics.ImageLoader().load(png.toString())[0];
		assertEquals(labyrinth.ui.toolkit.Widgets.CHART_EXPORT.x, data.width);
		assertEquals(labyrinth.ui.toolkit.Widgets.CHART_EXPORT.y, data.height);
		RunResults.Run withCommand = new RunResults.Run("random", 35, "nine", 100, 90, 10, "9.00 walks before an error", 1, List.of(),
				new long[0], List.of(), false, null, List.of(), 9.0, 7L, "abc", "labyrinth random --size 35 --walks 100 --seed 7");
		RunResults.add(withCommand);
		UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the run is listed");
		view.select(rowOf(view, withCommand));
		assertTrue(view.shownRun().contains("labyrinth random --size 35 --walks 100 --seed 7"), view.shownRun());
		assertTrue(view.shownRun().contains("seed 7") && view.shownRun().contains("rule set digest abc"), view.shownRun());
	}

	private static int rowOf(ResultsView view, RunResults.Run run) {
		List<RunResults.Run> all = RunResults.runs();
		for (int i = 0; i < all.size(); i++) if (all.get(i) == run) return i;
		throw new AssertionError("run not in the log");
	}

	@Test
	void aStoppedRunIsMarkedPartialInTheTable() throws Exception {
		ResultsView view = (ResultsView) page().showView(ResultsView.ID);
		var job = WalkerRuns.enumerate(new labyrinth.core.run.EnumerateOperation.Settings(9, labyrinth.rules.RuleSources.shipped()),
				labyrinth.ui.toolkit.RunPreferences.runners());
		job.schedule();
		UiWait.until(() -> job.getState() == Job.RUNNING, "the run starts");
		Thread.sleep(300);
		job.cancel();
		job.join();
		RunResults.Run last = RunResults.runs().get(RunResults.runs().size() - 1);
		assertTrue(last.cancelled(), "a cancelled 9x9 enumeration is partial");
		UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the run is listed");
		assertEquals("exhaustive 9x9, " + last.ruleSet() + " (stopped, partial)", view.cellText(view.runCount() - 1, 0));
	}

	/** Each row says what its run was: random runs of other sizes or rules are told apart by the first column. */
	@Test
	void eachRowSaysWhatItsRunWas() throws Exception {
		ResultsView view = (ResultsView) page().showView(ResultsView.ID);
		RunResults.Run nine = run("random", 9, 40, 2, "20.00 walks before an error");
		RunResults.Run eleven = run("random", 11, 40, 2, "20.00 walks before an error");
		RunResults.Run otherRules = new RunResults.Run("random", 9, "universal", 42, 40, 2, "20.00 walks before an error", 1,
				List.of(), new long[0], List.of(), false);
		for (RunResults.Run r : List.of(nine, eleven, otherRules)) RunResults.add(r);
		UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the runs are listed");
		assertEquals("random 9x9, seven", view.cellText(rowOf(view, nine), 0));
		assertEquals("random 11x11, seven", view.cellText(rowOf(view, eleven), 0));
		assertEquals("random 9x9, universal", view.cellText(rowOf(view, otherRules), 0));
		view.select(rowOf(view, eleven));
		assertTrue(view.shownRun().startsWith("random 11x11, seven, seed 7\n"), view.shownRun());
	}

	/** The Run tab gives a rate only for a run long enough to time, and counts one walk as one. */
	@Test
	void theRunTabRatesOnlyWhatTheClockCouldTime() throws Exception {
		ResultsView view = (ResultsView) page().showView(ResultsView.ID);
		RunResults.Run instant = new RunResults.Run("discovery", 9, "mine", 1, 0, 1, "the rules disabled (4,3)", 0.0, List.of(),
				new long[0], List.of(), false);
		RunResults.Run timed = run("random", 9, 40, 2, "20.00 walks before an error");
		RunResults.add(instant);
		RunResults.add(timed);
		UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the runs are listed");
		view.select(rowOf(view, instant));
		assertTrue(view.shownRun().contains("\n1 walk: 0 completed, 1 dead end, in 0.0 s\n"), view.shownRun());
		view.select(rowOf(view, timed));
		assertTrue(view.shownRun().contains("\n42 walks: 40 completed, 2 dead ends, in 1.5 s (28 walks/s)\n"), view.shownRun());
	}

	/**
	 * An empty chart says in its middle what fills it: the timeline of a run without samples, until an exhaustive run
	 * with samples is selected.
	 */
	@Test
	void anEmptyChartSaysWhatFillsIt() throws Exception {
		ResultsView view = (ResultsView) page().showView(ResultsView.ID);
		// room for the chart, whatever the stack's size that earlier tests left
		page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
		try {
			RunResults.Run plain = run("random", 9, 10, 1, "no samples");
			RunResults.add(plain);
			UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the run is listed");
			view.select(rowOf(view, plain));
			view.details().setSelection(3);
			assertEquals("Over time", view.details().getSelection().getText());
			assertEquals(ResultsView.TIMELINE_HINT, labyrinth.ui.toolkit.Widgets.shownHint(view.timelineChart()));
			var plot = view.timelineChart().getPlotArea().getControl();
			UiWait.until(() -> plot.isVisible() && plot.getSize().x > 200 && plot.getSize().y > 60, "the plot area is shown: " + plot.getSize());
			assertTrue(hintPixels(plot) > 20, "the hint is drawn in the plot area");
			RunResults.Run sampled = new RunResults.Run("exhaustive", 5, "seven", 104, 100, 4, "first dead end after 3 completed", 1,
					List.of(), new long[0], List.of(), false, null,
					List.of(new RunResults.Sample(0.25, 50, 1), new RunResults.Sample(0.5, 104, 4)), null, null, null, null);
			RunResults.add(sampled);
			UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the sampled run is listed");
			view.select(rowOf(view, sampled));
			assertEquals(null, labyrinth.ui.toolkit.Widgets.shownHint(view.timelineChart()), "the curve, no hint");
			UiWait.spin(Display.getCurrent(), 200);
			assertEquals(0, hintPixels(plot), "no hint over the curve");
		} finally {
			page().setPartState(page().getReference(view), IWorkbenchPage.STATE_RESTORED);
		}
	}

	private static int hintPixels(org.eclipse.swt.widgets.Control plot) {
		return labyrinth.test.support.Screenshots.pixelsNear(labyrinth.test.support.Screenshots.render(plot),
				labyrinth.ui.toolkit.Widgets.HINT, 30);
	}

	@Test
	void copyPutsTheSelectedRunsOnTheClipboardAsCsv() throws Exception {
		ResultsView view = (ResultsView) page().showView(ResultsView.ID);
		RunResults.Run run = run("random", 11, 40, 7, "4.6 walks before an error, \"first\" at 3");
		RunResults.add(run);
		UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the run is listed");
		view.select(rowOf(view, run));
		view.copySelection();
		Clipboard clipboard = new Clipboard(Display.getCurrent());
		try {
			String text = (String) clipboard.getContents(TextTransfer.getInstance());
			assertEquals(RunResults.csv(List.of(run)), text);
			String[] lines = text.split("\r\n");
			assertEquals(2, lines.length);
			assertEquals("kind,size,rules,seed,walks,completed,dead ends,result,walks before an error,seconds,stopped,firings,"
					+ "rule set digest,command", lines[0]);
			assertEquals("random,11,seven,7,47,40,7,\"4.6 walks before an error, \"\"first\"\" at 3\",5.71,1.500,false,"
					+ "c-shape=12 area=0,,", lines[1]);
		} finally {
			clipboard.dispose();
		}
	}

	@Test
	void exportWritesCsvOrJsonByTheFileName() throws Exception {
		RunResults.Run a = run("exhaustive", 7, 111_712, 0, "no dead end");
		RunResults.Run b = run("random", 9, 90, 10, "9 walks before an error");
		RunResults.export(dir.resolve("runs.csv"), List.of(a, b));
		RunResults.export(dir.resolve("runs.json"), List.of(a, b));
		List<String> csv = Files.readAllLines(dir.resolve("runs.csv"));
		assertEquals(3, csv.size());
		assertTrue(csv.get(1).startsWith("exhaustive,7,seven,,111712,111712,0,no dead end,,"), csv.get(1));
		assertTrue(csv.get(2).startsWith("random,9,seven,7,100,90,10,9 walks before an error,9.00,"), csv.get(2));
		String json = Files.readString(dir.resolve("runs.json"));
		assertTrue(json.startsWith("[\n  {\"kind\":\"exhaustive\",\"size\":7,"), json);
		assertTrue(json.contains("\"completed\":90,\"deadEnds\":10"), json);
		assertTrue(json.contains("\"firings\":{\"c-shape\":12,\"area\":0}"), json);
		assertEquals(2, json.split("\"kind\"").length - 1, "two objects");
	}

	@Test
	void deleteRemovesTheRunFromTheViewAndTheWorkspaceLog() throws Exception {
		ResultsView view = (ResultsView) page().showView(ResultsView.ID);
		RunResults.Run doomed = run("random", 13, 3, 9, "to be deleted");
		RunResults.add(doomed);
		UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the run is listed");
		int before = view.runCount();
		view.select(rowOf(view, doomed));
		RunResults.delete(view.selectedRuns());
		UiWait.until(() -> view.runCount() == before - 1, "the run leaves the table");
		assertFalse(RunResults.runs().contains(doomed));
		List<RunResults.Run> kept = RunResults.load(RunResults.store());
		assertEquals(before - 1, kept.size(), "the workspace log no longer has it");
		assertTrue(kept.stream().noneMatch(r -> "to be deleted".equals(r.figure())));
	}

	@Test
	void openInWalkerShowsTheRunsFirstSituation() throws Exception {
		ResultsView view = (ResultsView) page().showView(ResultsView.ID);
		Board situation = new Board(7);
		for (int d : new int[] { 0, 0, 1, 2 }) situation.step(d);
		RunResults.Run run = new RunResults.Run("random", 7, "seven", 1, 0, 1, "dead end", 0.1, List.of(), new long[0],
				List.of(situation), false);
		RunResults.add(run);
		UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the run is listed");
		view.select(rowOf(view, run));
		view.openInWalker();
		WalkerView walker = (WalkerView) page().findView(WalkerView.ID);
		assertNotNull(walker);
		assertEquals(7, walker.board().size());
		assertEquals(situation.length(), walker.board().length());
		assertEquals(situation.head(), walker.board().head());
	}

	@Test
	void discoveryProposesARuleThatIsAppendedToARuleFileForItsSize() throws Exception {
		ResultsView view = (ResultsView) page().showView(ResultsView.ID);
		var job = WalkerRuns.discover(new labyrinth.core.run.DiscoverOperation.Settings(7,
				labyrinth.core.run.RuleSource.builtins(List.of("c-shape")), 100, 1), labyrinth.ui.toolkit.RunPreferences.runners(), null);
		job.schedule();
		job.join();
		RunResults.Run found = RunResults.runs().get(RunResults.runs().size() - 1);
		assertNotNull(found.proposedRule(), "a doomed field let through gets a proposed rule");
		assertTrue(found.proposedRule().startsWith("rule Situation7x7_"), found.proposedRule());
		UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the run is listed");
		view.select(rowOf(view, found));
		assertEquals(found.proposedRule(), view.shownProposal());
		assertNotNull(view.shownPattern(), "the proposal is drawn as the Pattern Preview draws a rule");
		assertEquals(ruleNameOf(found.proposedRule()), view.shownPattern().name());
		assertTrue(view.shownRun().contains("seed 1") && view.shownRun().contains("labyrinth discover --size 7"), view.shownRun());
		// the proposal survives the workspace log
		RunResults.Run read = RunResults.load(RunResults.store()).get(RunResults.runs().size() - 1);
		assertEquals(found.proposedRule(), read.proposedRule());

		Path mine = dir.resolve("mine.lrules");
		Files.writeString(mine, "ruleset mine\nsizes 7\nbuiltin c-shape on\n");
		RuleFiles.Loaded after = RuleFiles.append(mine, found.proposedRule(), 7);
		assertEquals(2, after.spec().ids().size(), "the file now has the built-in and the proposed rule: " + after.spec().ids());
		String ruleName = found.proposedRule().substring(5, found.proposedRule().indexOf(' ', 5));
		assertTrue(Files.readString(mine).contains("rule " + ruleName), "the rule text is in the file");
		// the proposed rule disables the doomed field in that situation
		Board situation = found.situations().get(0);
		RuleSetSpec weak = RuleSetSpec.builtins(List.of("c-shape"));
		assertTrue(after.spec().engine().allowed(situation) != weak.engine().allowed(situation), "the new rule fires in its situation");

		Path other = dir.resolve("nine.lrules");
		String nine = "ruleset nine\nsizes 9\nbuiltin c-shape on\n";
		Files.writeString(other, nine);
		RuleFileException refused = assertThrows(RuleFileException.class, () -> RuleFiles.append(other, found.proposedRule(), 7));
		assertTrue(refused.problems().get(0).contains("exact for 7x7, but the file is for sizes [9]"), refused.problems().toString());
		assertEquals(nine, Files.readString(other), "a refused append leaves the file as it was");
	}

	@Test
	void aFinishedRunBringsRunResultsToTheFront() throws Exception {
		WalkerView walker = (WalkerView) page().showView(WalkerView.ID);
		walker.newWalk(5, 1);
		IViewPart results = page().showView(ResultsView.ID);
		page().showView(RuleFiringsView.ID); // in front of Run Results, in the same stack
		page().activate(walker);
		if (page().getViewStack(results) != null && List.of(page().getViewStack(results)).contains(page().findView(RuleFiringsView.ID))) {
			assertFalse(page().isPartVisible(results), "Rule Firings covers Run Results");
		}
		int before = RunResults.runs().size();
		// what Run does with the configuration the walker's Exhaustive Run... button makes
		labyrinth.walker.ui.launch.RunLaunch.configuration(labyrinth.walker.ui.WalkerHandler.runSettings(walker,
				labyrinth.walker.ui.launch.RunLaunch.Kind.EXHAUSTIVE)).launch(org.eclipse.debug.core.ILaunchManager.RUN_MODE, null);
		UiWait.until(() -> RunResults.runs().size() == before + 1, "the 5x5 run finishes");
		UiWait.until(() -> page().isPartVisible(results), "Run Results comes to the front");
		assertEquals(104, RunResults.runs().get(before).completed());
	}

	@Test
	void theProgressViewOpensBesideTheResultsNotOnTheWalker() throws Exception {
		var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		IWorkbenchPage p = PlatformUI.getWorkbench().showPerspective(labyrinth.walker.ui.LabyrinthPerspective.ID, window);
		p.resetPerspective();
		IViewPart results = p.showView(ResultsView.ID);
		IViewPart progress = p.showView(IPageLayout.ID_PROGRESS_VIEW);
		IViewPart walker = p.showView(WalkerView.ID);
		assertTrue(List.of(p.getViewStack(results)).contains(progress), "Progress sits in the bottom stack with Run Results");
		assertFalse(List.of(p.getViewStack(walker)).contains(progress), "and not on top of the walker");
		p.hideView(progress);
	}

	@Test
	void theStrengthChartShowsWalksPerDeadEndBySizeAndExports() throws Exception {
		ResultsView view = (ResultsView) page().showView(ResultsView.ID);
		// sizes no other test uses, so the newest run of each is this test's
		RunResults.add(run("random", 31, 900, 100, "older 31x31 run"));
		RunResults.add(run("random", 29, 990, 10, "29x29"));
		RunResults.add(run("random", 31, 460, 100, "newest 31x31 run"));
		RunResults.Run stopped = new RunResults.Run("random", 27, "seven", 5, 5, 0, "stopped", 0.1, List.of(), new long[0],
				List.of(), true);
		RunResults.add(stopped);
		UiWait.until(() -> view.strengthChart().getSeriesSet().getSeries(ResultsView.STRENGTH_SERIES) != null, "the chart is drawn");
		java.util.SortedMap<Integer, Double> expected = RunResults.walksPerError(RunResults.runs());
		assertEquals(99.0, expected.get(29));
		assertEquals(4.6, expected.get(31), 1e-9, "the newest run of a size counts");
		assertFalse(expected.containsKey(27), "a stopped run is no measurement");
		UiWait.until(() -> view.strengthChart().getSeriesSet().getSeries(ResultsView.STRENGTH_SERIES).getXSeries().length == expected.size(),
				"every size is charted");
		var series = view.strengthChart().getSeriesSet().getSeries(ResultsView.STRENGTH_SERIES);
		double[] xs = series.getXSeries();
		double[] ys = series.getYSeries();
		assertEquals(expected.size(), xs.length);
		assertEquals(99.0, ys[java.util.Arrays.binarySearch(xs, 29.0)]);
		assertEquals(4.6, ys[java.util.Arrays.binarySearch(xs, 31.0)], 1e-9);
		Path png = dir.resolve("strength.png");
		Path svg = dir.resolve("strength.svg");
		labyrinth.ui.toolkit.Widgets.exportChart(view.strengthChart(), png);
		labyrinth.ui.toolkit.Widgets.exportChart(view.strengthChart(), svg);
		assertTrue(Files.size(png) > 1000, "a picture of the chart");
		assertTrue(Files.readString(svg).contains("<polyline"), "the series as a polyline");
	}

	@Test
	void aLongRunIsSampledAndChartedOverTime() throws Exception {
		ResultsView view = (ResultsView) page().showView(ResultsView.ID);
		var job = WalkerRuns.enumerate(new labyrinth.core.run.EnumerateOperation.Settings(7, labyrinth.rules.RuleSources.shipped()),
				labyrinth.ui.toolkit.RunPreferences.runners());
		job.schedule();
		job.join();
		RunResults.Run run = RunResults.runs().get(RunResults.runs().size() - 1);
		assertEquals(111_712, run.completed());
		List<RunResults.Sample> samples = run.samples();
		assertTrue(samples.size() >= 2, "samples of a run of " + run.seconds() + " s: " + samples);
		RunResults.Sample last = samples.get(samples.size() - 1);
		assertEquals(run.walks(), last.walks(), "the last sample is the end of the run");
		for (int i = 1; i < samples.size(); i++) {
			assertTrue(samples.get(i).seconds() >= samples.get(i - 1).seconds() && samples.get(i).walks() >= samples.get(i - 1).walks(),
					"samples run forward: " + samples);
		}
		assertEquals(samples, RunResults.load(RunResults.store()).get(RunResults.runs().size() - 1).samples(), "kept in the log");
		UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the run is listed");
		view.select(rowOf(view, run));
		var deadEnds = view.timelineChart().getSeriesSet().getSeries(ResultsView.DEAD_ENDS_SERIES);
		var walks = view.timelineChart().getSeriesSet().getSeries(ResultsView.WALKS_SERIES);
		assertNotNull(deadEnds, "the selected run's dead ends are charted");
		assertEquals(samples.size(), deadEnds.getXSeries().length);
		assertEquals(last.walks() / 1000.0, walks.getYSeries()[samples.size() - 1], 1e-9);
		RunResults.Run plain = run("random", 9, 10, 1, "no samples");
		RunResults.add(plain);
		UiWait.until(() -> view.runCount() == RunResults.runs().size(), "the second run is listed");
		view.select(rowOf(view, plain));
		assertEquals(null, view.timelineChart().getSeriesSet().getSeries(ResultsView.DEAD_ENDS_SERIES), "nothing to chart");
	}
}
