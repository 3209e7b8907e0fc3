package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.PathFiles;
import labyrinth.walker.ui.BoardLayout;
import labyrinth.walker.ui.BoardPainter;
import labyrinth.walker.ui.ResultsView;
import labyrinth.walker.ui.RuleFiringsView;
import labyrinth.test.support.Screenshots;
import labyrinth.test.support.UiWait;
import labyrinth.walker.ui.WalkerView;
import labyrinth.core.run.DiscoverOperation;
import labyrinth.core.run.EnumerateOperation;
import labyrinth.core.run.RandomOperation;
import labyrinth.core.run.RuleSource;
import labyrinth.rules.RuleSources;
import labyrinth.ui.toolkit.RunPreferences;
import labyrinth.walker.ui.jobs.WalkerRuns;
import labyrinth.walker.ui.jobs.RunResults;

/** Runs inside a real workbench under Xvfb and reads the painted pixels back. */
class WalkerViewUITest {
	/** The original's C-shape example: (2,2) must be entered, (3,1) and (4,2) are disabled. */
	private static final String C_SHAPE = "5|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,2,0-3,3;1,0,2-3,2;3";

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	private static void spin() {
		Display display = Display.getCurrent();
		while (display.readAndDispatch()) {
			// let paints and async runnables happen
		}
	}

	@Test
	void paintsTheLineAndTheAllowedAndDisabledCandidatesWithTheirRule() throws Exception {
		WalkerView view = showCShape();
		BoardLayout l = view.layout();
		assertTrue(l.cell() >= 10, "cells are drawn large enough to see: " + l);
		ImageData data = snapshot(view.canvas());
		assertEquals(BoardPainter.DISABLED, pixel(data, l, 4, 2), "(4,2) disabled by the C-shape");
		assertEquals(BoardPainter.DISABLED, pixel(data, l, 3, 1), "(3,1) disabled by the C-shape");
		assertEquals(BoardPainter.ALLOWED, pixel(data, l, 2, 2), "(2,2) allowed");
		assertEquals(BoardPainter.LINE, pixel(data, l, 1, 3), "(1,3) on the line");
		assertEquals(BoardPainter.FREE, pixel(data, l, 5, 5), "(5,5) free");
		assertEquals("universal/CShape", view.evaluation().disabledBy(Direction.RIGHT).ruleId());
	}

	@Test
	void colourPreferencesApplyAtOnce() throws Exception {
		WalkerView view = showCShape();
		org.eclipse.core.runtime.preferences.InstanceScope.INSTANCE.getNode("labyrinth.ui").put("colourDisabled", "200,0,200");
		try {
			Path png = Files.createTempFile("walker", ".png");
			view.exportPng(png);
			ImageData recoloured = new ImageLoader().load(png.toString())[0];
			Files.delete(png);
			assertEquals(new RGB(200, 0, 200), pixel(recoloured, view.layout(), 4, 2), "(4,2) in the chosen colour");
		} finally {
			org.eclipse.core.runtime.preferences.InstanceScope.INSTANCE.getNode("labyrinth.ui").remove("colourDisabled");
		}
	}

	@Test
	void tooltipsNameTheRuleThatDisabledAField() throws Exception {
		WalkerView view = showCShape();
		BoardLayout l = view.layout();
		String tip = view.toolTipAt(l.centreX(4), l.centreY(2));
		assertTrue(tip.startsWith("(4,2) right: disabled by CShape [as drawn]"), tip);
		assertTrue(view.toolTipAt(l.centreX(2), l.centreY(2)).contains("allowed"));
	}

	/**
	 * A second rule file judged beside the walker's: with no rules at all it allows the two fields the C-shape
	 * disables, so those two are framed, their tooltips say what the second set does, and the header says it differs.
	 */
	@Test
	void aComparedRuleFileFramesTheFieldsItJudgesOtherwise() throws Exception {
		WalkerView view = showCShape();
		Path none = Files.createTempFile("none", ".lrules");
		Files.writeString(none, "ruleset bare\n");
		try {
			view.compareWith(labyrinth.rules.RuleSources.file(none));
			assertEquals(view.evaluation().candidates(), view.comparedEvaluation().allowed(), "no rules allow every candidate");
			assertTrue(view.getContentDescription().endsWith("| compared with bare: otherwise on the framed fields"), view.getContentDescription());
			view.canvas().redraw();
			view.canvas().update();
			spin();
			Files.createDirectories(Path.of("target/screenshots"));
			view.exportPng(Path.of("target/screenshots/walker-compared.png"), PICTURE);
			ImageData shownData = labyrinth.test.support.Screenshots.render(view.canvas());
			assertTrue(labyrinth.test.support.Screenshots.pixelsNear(shownData, BoardPainter.COMPARED, 0) > 0, "the canvas draws the frames");
			assertTrue(legendText(view).contains("compared set: otherwise"), "the legend keys the frame");
			BoardLayout l = view.layout(PICTURE);
			ImageData data = exported(view);
			int inset = Math.max(1, l.cell() / 10);
			assertEquals(BoardPainter.COMPARED, data.palette.getRGB(data.getPixel(l.left(4) + inset, l.centreY(2))), "(4,2) framed");
			assertEquals(BoardPainter.COMPARED, data.palette.getRGB(data.getPixel(l.left(3) + inset, l.centreY(1))), "(3,1) framed");
			assertEquals(BoardPainter.ALLOWED, data.palette.getRGB(data.getPixel(l.left(2) + inset, l.centreY(2))), "(2,2): both allow it");
			assertEquals(BoardPainter.DISABLED, data.palette.getRGB(data.getPixel(l.centreX(4), l.centreY(2))), "the fill keeps the walker's verdict");
			BoardLayout shown = view.layout();
			String tip = view.toolTipAt(shown.centreX(4), shown.centreY(2));
			assertTrue(tip.startsWith("(4,2) right: disabled by CShape") && tip.endsWith("\ncompared with bare: allowed"), tip);
			assertTrue(!view.toolTipAt(shown.centreX(2), shown.centreY(2)).contains("compared"), "where both agree the tooltip is as before");

			view.stopComparing();
			assertEquals(null, view.comparedEvaluation());
			assertTrue(!view.getContentDescription().contains("compared"), view.getContentDescription());
			data = exported(view);
			assertEquals(BoardPainter.DISABLED, data.palette.getRGB(data.getPixel(l.left(4) + inset, l.centreY(2))), "no frame once stopped");
		} finally {
			Files.delete(none);
		}
	}

	/** The walker showing the original's C-shape example, painted. */
	private static WalkerView showCShape() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		page().activate(view);
		view.show(PathFiles.parse(C_SHAPE, "example").toBoard());
		view.canvas().redraw();
		view.canvas().update();
		spin();
		return view;
	}

	@Test
	void aBrokenPathFileOpenedInTheWalkerIsNamedWithItsPosition() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.show(PathFiles.parse(C_SHAPE, "example").toBoard());
		Path f = Files.createTempFile("broken", ".txt");
		try {
			Files.writeString(f, "5|1-1,1;0,1-1,2;0,1-3,3");
			assertEquals(f + ":1:21: field 2 (3,3) is not next to the previous field (1,2)",
					labyrinth.walker.ui.WalkerHandler.openPathFile(view, f));
			assertEquals(6, view.board().length(), "the walk on screen is kept");
		} finally {
			Files.delete(f);
		}
	}

	/**
	 * A saved position opened in the walker shows what {@code labyrinth check} prints for it: each candidate field,
	 * the rule that disabled it, and the oracle's count of completions through it.
	 */
	@Test
	void aSavedPositionShowsWhatCheckPrints() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(9, 4);
		for (int i = 0; i < 30; i++) view.stepForward();
		Path f = Files.createTempFile("position", ".txt");
		try {
			Files.writeString(f, PathFiles.formatOwn(view.board(), 4L));
			view.newWalk(7, 1);
			assertEquals(null, labyrinth.walker.ui.WalkerHandler.openPathFile(view, f));
			view.setShowOracle(true);
			UiWait.until(() -> view.oracleLabels() != null, "the oracle's verdicts");
			String json = labyrinth.test.support.CommandLine.json("check", f.toString());
			java.util.List<String> rules = labyrinth.test.support.CommandLine.values(json, "rule");
			java.util.List<String> counts = labyrinth.test.support.CommandLine.values(json, "completions");
			java.util.List<Long> xs = labyrinth.test.support.CommandLine.numbers(json, "x");
			Board b = view.board();
			int k = 0;
			for (int d = 0; d < 4; d++) {
				if (!view.evaluation().isCandidate(d)) continue;
				int c = b.neighbour(b.head(), d);
				assertEquals(xs.get(k), (long) b.x(c));
				var firing = view.evaluation().disabledBy(d);
				assertEquals(rules.get(k), firing == null ? "null" : firing.ruleId(), "the rule that disabled the field");
				java.math.BigInteger count = new java.math.BigInteger(counts.get(k + 1)); // the first "completions" is the total
				assertEquals(count.signum() == 0 ? "doomed" : WalkerView.compact(count), view.oracleLabels()[d], "completions through it");
				k++;
			}
			assertEquals(rules.size(), k, "as many candidates as check lists");
		} finally {
			view.setShowOracle(false);
			Files.delete(f);
		}
	}

	/** The oracle keeps to the budget in the preferences and the tooltip says which limit stopped it. */
	@Test
	void theOracleStopsAtThePreferenceBudgetAndSaysWhy() throws Exception {
		var prefs = org.eclipse.core.runtime.preferences.InstanceScope.INSTANCE.getNode("labyrinth.ui");
		prefs.putInt(labyrinth.walker.ui.Preferences.ORACLE_MEMORY, 16);
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		try {
			view.newWalk(21, 2);
			view.stepForward();
			view.setShowOracle(true);
			UiWait.until(() -> view.oracleLabels() != null, "the oracle job delivered its verdicts");
			Board b = view.board();
			int d = java.util.stream.IntStream.range(0, 4).filter(view.evaluation()::isCandidate).findFirst().orElseThrow();
			int c = b.neighbour(b.head(), d);
			assertEquals("?", view.oracleLabels()[d], "no count within 16 MB on 21x21");
			BoardLayout l = view.layout();
			String tip = view.toolTipAt(l.centreX(b.x(c)), l.centreY(b.y(c)));
			assertTrue(tip.contains("unknown, stopped by the memory limit (") && tip.contains(" frontier states in 16 MB)"), tip);
		} finally {
			prefs.remove(labyrinth.walker.ui.Preferences.ORACLE_MEMORY);
			view.setShowOracle(false);
		}
	}

	@Test
	void ruleFiringsViewListsTheFiringAndSwitchingARuleOffReEvaluates() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		RuleFiringsView firings = (RuleFiringsView) page().showView(RuleFiringsView.ID);
		firings.connect(view);
		view.show(PathFiles.parse(C_SHAPE, "example").toBoard());
		RuleFiringsView.Row cShape = firings.rows().stream().filter(r -> r.rule().id().equals("universal/CShape")).findFirst()
				.orElseThrow();
		assertNotNull(cShape.firing(), "the drawn C-shape fired");
		view.select(cShape.firing());
		assertEquals(cShape.firing(), view.selected());

		view.setRuleEnabled("universal/CShape", false);
		assertEquals("c-shape", view.evaluation().disabledBy(Direction.RIGHT).ruleId(), "the built-in takes over");
		// one numbering: the grid and legend number the rules as the table does, switched off or not
		for (RuleFiringsView.Row row : firings.rows()) {
			assertEquals(row.number(), view.legendIds().indexOf(row.rule().id()) + 1, row.rule().id());
		}
		assertTrue(firings.rows().stream().anyMatch(r -> r.rule().id().equals("c-shape") && r.firing() != null));
		view.setRuleEnabled("universal/CShape", true);
	}

	@Test
	void commandsStepTheWalkerAndKeysAreBound() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(7, 3);
		IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
		handlers.executeCommand("labyrinth.ui.command.stepForward", null);
		handlers.executeCommand("labyrinth.ui.command.stepForward", null);
		assertEquals(3, view.board().length());
		handlers.executeCommand("labyrinth.ui.command.stepBack", null);
		assertEquals(2, view.board().length());
		int before = view.board().length();
		handlers.executeCommand("labyrinth.ui.command.keepLeft", null);
		assertTrue(view.keepLeft());
		handlers.executeCommand("labyrinth.ui.command.stepDown", null);
		assertEquals(before + 1, view.board().length(), "Ctrl+Down steps down");
		handlers.executeCommand("labyrinth.ui.command.checkerboard", null);
		assertTrue(view.checkerboard());
		handlers.executeCommand("labyrinth.ui.command.checkerboard", null);
		var bindings = PlatformUI.getWorkbench().getService(org.eclipse.ui.keys.IBindingService.class);
		java.util.List<String> down = java.util.Arrays.stream(bindings.getBindings())
				.filter(b -> b.getParameterizedCommand() != null
						&& b.getParameterizedCommand().getId().equals("labyrinth.ui.command.stepDown"))
				.map(b -> b.getContextId() + " " + b.getTriggerSequence()).toList();
		assertTrue(down.contains(WalkerView.CONTEXT + " CTRL+ARROW_DOWN"), "bindings of step down: " + down);
	}

	@Test
	void jobsFillTheResultsViewWithCountsAndSituations() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(5, 1);
		ResultsView results = (ResultsView) page().showView(ResultsView.ID);
		int before = RunResults.runs().size();
		var exhaustive = WalkerRuns.enumerate(new EnumerateOperation.Settings(5, RuleSources.shipped()), RunPreferences.runners());
		exhaustive.schedule();
		exhaustive.join();
		// the built-in defaults alone, so that 21x21 walks surely meet dead ends to list (the shipped set rarely does)
		var random = WalkerRuns.random(new RandomOperation.Settings(java.util.List.of(21), RuleSource.builtins(
				labyrinth.core.rules.BuiltinRules.DEFAULT_IDS), 40, 5, null, null, WalkerRuns.KEPT_SITUATIONS, false, 0),
				RunPreferences.runners());
		random.schedule();
		random.join();
		UiWait.until(() -> results.runCount() >= before + 2, "both runs reach the results view");
		assertEquals(before + 2, results.runCount());
		RunResults.Run enumeration = RunResults.runs().get(before);
		assertEquals(104, enumeration.completed());
		assertEquals(0, enumeration.deadEnds());
		RunResults.Run stats = RunResults.runs().get(before + 1);
		assertEquals(40, stats.walks());
		assertTrue(stats.deadEnds() > 0 && stats.situations().size() == Math.min(WalkerRuns.KEPT_SITUATIONS, (int) stats.deadEnds()));
		spin();
		assertEquals(stats.situations().size(), results.situationCount(), "the newest run's situations are listed");
	}

	/** Runs are research data: each finished run is written to the workspace as a run log and reads back the same. */
	@Test
	void finishedRunsAreKeptInTheWorkspace() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(5, 1);
		// the built-in defaults alone, so that 30 walks of 21x21 surely meet dead ends to keep
		var random = WalkerRuns.random(new RandomOperation.Settings(java.util.List.of(21), RuleSource.builtins(
				labyrinth.core.rules.BuiltinRules.DEFAULT_IDS), 30, 3, null, null, WalkerRuns.KEPT_SITUATIONS, false, 0), RunPreferences.runners());
		random.schedule();
		random.join();
		Path store = RunResults.store();
		assertNotNull(store, "runs have a place in the workspace");
		assertTrue(Files.exists(store), "the run log is written: " + store);
		java.util.List<RunResults.Run> kept = RunResults.load(store);
		RunResults.Run last = RunResults.runs().get(RunResults.runs().size() - 1);
		RunResults.Run read = kept.get(kept.size() - 1);
		assertEquals(RunResults.runs().size(), kept.size(), "every run of the session is in the log");
		assertEquals(last.kind(), read.kind());
		assertEquals(last.completed(), read.completed());
		assertEquals(last.deadEnds(), read.deadEnds());
		assertEquals(last.ruleIds(), read.ruleIds());
		assertTrue(java.util.Arrays.equals(last.firings(), read.firings()));
		assertEquals(last.situations().size(), read.situations().size());
		assertTrue(read.situations().size() > 0, "the failing situations are kept");
		for (int i = 0; i < read.situations().size(); i++) {
			assertEquals(last.situations().get(i).length(), read.situations().get(i).length(), "situation " + i + " replays");
		}
	}

	/** The product starts in this perspective (plugin_customization.ini); it shows the walker and its companions. */
	@Test
	void labyrinthPerspectiveArrangesTheViews() throws Exception {
		var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		var before = page().getPerspective();
		IWorkbenchPage p = PlatformUI.getWorkbench().showPerspective(labyrinth.walker.ui.LabyrinthPerspective.ID, window);
		try {
			for (String id : new String[] { WalkerView.ID, RuleFiringsView.ID, ResultsView.ID, labyrinth.rules.ui.PatternPreviewView.ID }) {
				assertNotNull(p.findViewReference(id), id + " is in the perspective");
			}
		} finally {
			p.closePerspective(p.getPerspective(), false, false);
			if (before != null) p.setPerspective(before);
		}
		try (var in = org.eclipse.core.runtime.FileLocator.openStream(org.eclipse.core.runtime.Platform.getBundle("labyrinth.walker.ui"),
				new org.eclipse.core.runtime.Path("plugin_customization.ini"), false)) {
			String ini = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
			assertTrue(ini.contains("defaultPerspectiveId=" + labyrinth.walker.ui.LabyrinthPerspective.ID), ini);
		}
	}

	@Test
	void discoveryShowsTheFirstWrongDecisionInTheWalker() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(7, 1);
		Board[] found = { null };
		var job = WalkerRuns.discover(new DiscoverOperation.Settings(7, RuleSource.builtins(java.util.List.of("c-shape")), 100, 1),
				RunPreferences.runners(), b -> found[0] = b);
		job.schedule();
		job.join();
		assertNotNull(found[0], "the C-shape alone lets doomed fields through on 7x7");
		RunResults.Run run = RunResults.runs().get(RunResults.runs().size() - 1);
		assertEquals("discovery", run.kind());
		assertTrue(run.figure().contains("cannot be completed"), run.figure());
		view.show(found[0]);
		assertEquals(found[0].length(), view.board().length());
	}

	@Test
	void patternPreviewShowsTheRuleUnderTheCursor() throws Exception {
		labyrinth.rules.ui.PatternPreviewView preview = (labyrinth.rules.ui.PatternPreviewView) page().showView(
				labyrinth.rules.ui.PatternPreviewView.ID);
		String text = "ruleset r\nrule A {\n\tpattern\n\t\t|# x #|\n\t\t|? @ ?|\n}\nrule B {\n\tsymmetry mirror\n\tpattern\n"
				+ "\t\t|* o ?|\n\t\t|x @ ?|\n}\n";
		preview.preview(text, text.indexOf("|* o"));
		assertEquals("B", preview.shown().name());
		assertEquals(2, preview.shown().variants().size());
		preview.preview(text, 3);
		assertEquals(null, preview.shown(), "outside a rule nothing is shown");
		preview.preview(text, text.indexOf("# x"));
		assertEquals("A", preview.shown().name());
		Canvas canvas = preview.canvas();
		canvas.redraw();
		canvas.update();
		spin();
		ImageData data = snapshot(canvas);
		int[] g = labyrinth.rules.ui.PatternPreviewView.geometry(preview.shown(), canvas.getSize());
		int cell = g[0];
		assertEquals(BoardPainter.DISABLED, data.palette.getRGB(data.getPixel(g[1] + cell + cell / 2, g[2] + cell / 2)),
				"the disabled field of rule A in the view's disabled colour");
		assertEquals(BoardPainter.LINE, data.palette.getRGB(data.getPixel(g[1] + cell / 2, g[2] + cell / 2)));
	}

	/** The preview draws pattern cells in the walker's colours, as the preferences set them. */
	@Test
	void patternPreviewFollowsTheColourPreferences() {
		var prefs = org.eclipse.core.runtime.preferences.InstanceScope.INSTANCE.getNode("labyrinth.ui");
		assertEquals(BoardPainter.DISABLED, labyrinth.rules.ui.PatternPreviewView.colour(labyrinth.core.patterns.CellKind.FORBIDDEN));
		prefs.put("colourDisabled", "200,0,200");
		try {
			assertEquals(new RGB(200, 0, 200),
					labyrinth.rules.ui.PatternPreviewView.colour(labyrinth.core.patterns.CellKind.FORBIDDEN));
		} finally {
			prefs.remove("colourDisabled");
		}
	}

	/** Also leaves the README screenshot in target/screenshots. */
	@Test
	void exportsThePictureAsPng() throws Exception {
		WalkerView view = walkForPictures();
		try {
			Path dir = Files.createDirectories(Path.of("target", "screenshots"));
			Path png = dir.resolve("walker.png");
			view.exportPng(png, PICTURE);
			assertTrue(Files.size(png) > 1000);
			ImageData data = new ImageLoader().load(png.toString())[0];
			assertEquals(PICTURE.x, data.width);
			Board b = view.board();
			BoardLayout l = view.layout(PICTURE);
			for (int d = 0; d < 4; d++) {
				if (!view.evaluation().isCandidate(d)) continue;
				int c = b.neighbour(b.head(), d);
				assertEquals(candidateColour(view, d), data.palette.getRGB(data.getPixel(l.centreX(b.x(c)), l.centreY(b.y(c)))));
			}
			assertFalse(Files.list(dir).anyMatch(p -> p.getFileName().toString().startsWith(".labyrinth")), "no temporary file left");
		} finally {
			view.setCheckerboard(false);
			view.setShowOracle(false);
		}
	}

	/** The same picture as SVG: the candidates are rectangles in the allowed/disabled colours at the same place. */
	@Test
	void exportsThePictureAsSvg() throws Exception {
		WalkerView view = walkForPictures();
		try {
			Path svg = Files.createDirectories(Path.of("target", "screenshots")).resolve("walker.svg");
			view.exportSvg(svg, PICTURE);
			org.w3c.dom.Document doc = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
			org.w3c.dom.NodeList rects = doc.getElementsByTagName("rect");
			Board b = view.board();
			BoardLayout l = view.layout(PICTURE);
			for (int d = 0; d < 4; d++) {
				if (!view.evaluation().isCandidate(d)) continue;
				int c = b.neighbour(b.head(), d);
				RGB expected = candidateColour(view, d);
				String fill = String.format("#%02x%02x%02x", expected.red, expected.green, expected.blue);
				boolean found = false;
				for (int i = 0; i < rects.getLength(); i++) {
					org.w3c.dom.Element r = (org.w3c.dom.Element) rects.item(i);
					found |= r.getAttribute("fill").equals(fill) && r.getAttribute("x").equals(Integer.toString(l.left(b.x(c))))
							&& r.getAttribute("y").equals(Integer.toString(l.top(b.y(c))));
				}
				assertTrue(found, "candidate " + b.format(c) + " drawn in " + fill);
			}
			assertEquals(1, doc.getElementsByTagName("polyline").getLength(), "the line is one smooth stroke");
		} finally {
			view.setCheckerboard(false);
			view.setShowOracle(false);
		}
	}

	private static final org.eclipse.swt.graphics.Point PICTURE = new org.eclipse.swt.graphics.Point(640, 700);

	/** A 9x9 walk with checkerboard, oracle verdicts and a selected firing: the README's canvas picture. */
	private static WalkerView walkForPictures() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(9, 11);
		view.setCheckerboard(true);
		for (int i = 0; i < 31; i++) view.stepForward();
		view.setShowOracle(true);
		UiWait.until(() -> view.oracleLabels() != null, "the oracle job delivered its verdicts");
		if (!view.evaluation().firings().isEmpty()) view.select(view.evaluation().firings().get(0));
		return view;
	}

	private static RGB candidateColour(WalkerView view, int d) {
		return view.evaluation().isAllowed(d) ? BoardPainter.ALLOWED : BoardPainter.DISABLED;
	}

	/**
	 * Redraw benchmark (target: a 21x21 step under 16 ms): paints a half-walked 21x21 grid with firings, area
	 * outlines and legend 200 times into an 800x860 image and prints the mean. Asserts the picture, not the time.
	 */
	@Test
	void redrawOf21x21Benchmark() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(21, 4);
		view.setKeepLeft(true);
		for (int i = 0; i < 200 && view.stepForward(); i++) {
			// half the grid
		}
		view.setKeepLeft(false);
		if (!view.evaluation().firings().isEmpty()) view.select(view.evaluation().firings().get(0));
		org.eclipse.swt.graphics.Point size = new org.eclipse.swt.graphics.Point(800, 860);
		Image img = new Image(Display.getCurrent(), size.x, size.y);
		try {
			java.util.List<String> ids = view.session().rules().rules().stream().map(r -> r.id()).toList();
			java.util.List<String> names = view.session().rules().rules().stream().map(r -> r.name()).toList();
			BoardPainter.Options options = new BoardPainter.Options(true, true);
			long best = Long.MAX_VALUE;
			long total = 0;
			int rounds = 200;
			for (int i = 0; i < rounds; i++) {
				GC gc = new GC(img);
				long t0 = System.nanoTime();
				BoardPainter.paint(gc, size, view.board(), view.evaluation(), view.selected(), null, ids, names, options);
				long t = System.nanoTime() - t0;
				gc.dispose();
				if (i >= 20) {
					total += t;
					best = Math.min(best, t);
				}
			}
			System.out.printf(java.util.Locale.ROOT, "BENCH redraw 21x21 (%d fields, %dx%d): mean %.2f ms, best %.2f ms%n",
					view.board().length(), size.x, size.y, total / 1e6 / (rounds - 20), best / 1e6);
			ImageData data = img.getImageData();
			BoardLayout l = BoardPainter.layout(21, size, options);
			Board b = view.board();
			assertEquals(BoardPainter.LIVE_END, data.palette.getRGB(data.getPixel(l.centreX(b.x(b.head())), l.centreY(b.y(b.head())))));
		} finally {
			img.dispose();
		}
	}

	private static RGB pixel(ImageData data, BoardLayout l, int x, int y) {
		return data.palette.getRGB(data.getPixel(l.centreX(x), l.centreY(y)));
	}

	private static ImageData snapshot(Canvas canvas) {
		return Screenshots.capture(canvas);
	}

	/**
	 * The shipped universal set looks at a window of 10 around the live end: on 15x15 the walker outlines it, inside
	 * its outer fields, and says so in the legend; on 9x9 the window holds the board and nothing is outlined.
	 */
	@Test
	void theWindowTheRulesLookAtIsOutlined() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.setCheckerboard(false);
		view.newWalk(15, 1); // the live end at (1,1): the window holds columns and rows 1 to 11
		assertEquals(10, view.ruleSet().window());
		ImageData data = exported(view);
		BoardLayout l = view.layout(PICTURE);
		int edge = l.left(11) + l.cell() - 1 - BoardPainter.windowWidth(l.cell()) / 2;
		assertEquals(BoardPainter.WINDOW, rgb(data, edge, l.centreY(6)), "the right edge, inside (11,6)");
		assertEquals(BoardPainter.WINDOW, rgb(data, l.centreX(6), l.top(11) + l.cell() - 1 - BoardPainter.windowWidth(l.cell()) / 2),
				"the bottom edge, inside (6,11)");
		assertEquals(BoardPainter.FREE, rgb(data, l.left(12) + 2, l.centreY(6)), "(12,6) lies beyond, in its own colour");
		assertEquals(BoardPainter.FREE, rgb(data, l.centreX(10), l.centreY(10)), "(10,10) lies inside");
		assertTrue(legendText(view).contains(">window<"), "the legend names the outline");

		view.newWalk(9, 1);
		assertEquals(0, count(exported(view), BoardPainter.WINDOW), "on 9x9 the window holds the board");
		assertFalse(legendText(view).contains(">window<"));
	}

	private static ImageData exported(WalkerView view) throws Exception {
		Path png = Files.createTempFile("walker", ".png");
		view.exportPng(png, PICTURE);
		ImageData data = new ImageLoader().load(png.toString())[0];
		Files.delete(png);
		return data;
	}

	private static String legendText(WalkerView view) throws Exception {
		Path svg = Files.createTempFile("walker", ".svg");
		view.exportSvg(svg, PICTURE);
		String text = Files.readString(svg);
		Files.delete(svg);
		return text;
	}

	private static RGB rgb(ImageData data, int x, int y) {
		return data.palette.getRGB(data.getPixel(x, y));
	}

	private static int count(ImageData data, RGB colour) {
		int found = 0;
		for (int y = 0; y < data.height; y++) {
			for (int x = 0; x < data.width; x++) if (colour.equals(rgb(data, x, y))) found++;
		}
		return found;
	}

	/** The legend wraps the rule names, so every rule of the universal set (the largest shipped) has its number. */
	@Test
	void theLegendNamesEveryRuleOfALargeSet() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(11, 1);
		int rules = view.legendIds().size();
		assertEquals(labyrinth.rules.RuleFiles.defaultFor(11).spec().ids().size(), rules, "the universal set, on 11x11");
		assertTrue(rules >= 9, rules + " rules");
		Path svg = Files.createTempFile("legend", ".svg");
		view.exportSvg(svg, new org.eclipse.swt.graphics.Point(1100, 900));
		String text = Files.readString(svg);
		for (int i = 1; i <= rules; i++) assertTrue(text.contains(">" + i + " "), "rule " + i + " in the legend");
		// each by the name Rule Firings and the rule file give it: "4 corner", not its title "Corner discovery"
		RuleFiringsView firings = (RuleFiringsView) page().showView(RuleFiringsView.ID);
		firings.connect(view);
		for (RuleFiringsView.Row row : firings.rows()) assertTrue(text.contains(">" + row.name() + "<"), row.name() + " in the legend");
		assertFalse(text.contains("Corner discovery"), "not the title");
		Files.delete(svg);
	}
}
