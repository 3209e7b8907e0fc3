package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.test.support.CommandLine;
import labyrinth.test.support.UiWait;
import labyrinth.test.support.WorkspaceFiles;
import labyrinth.ui.toolkit.OperationJob;
import labyrinth.walker.ui.LabyrinthPerspective;
import labyrinth.walker.ui.ResultsView;
import labyrinth.walker.ui.RuleFiringsView;
import labyrinth.walker.ui.WalkerHandler;
import labyrinth.walker.ui.WalkerView;
import labyrinth.walker.ui.jobs.RunResults;
import labyrinth.walker.ui.launch.RunLaunch;
import labyrinth.walker.ui.launch.RunLaunchDelegate;
import labyrinth.walker.ui.launch.RunTab;

/**
 * Runs as launch configurations: a "Labyrinth Run" runs the same operation as the command line (the run's command
 * line, run by the CLI in this process, gives the same figures), its tab holds every setting, the walker's buttons
 * make a configuration of what it shows, and a run that cannot finish asks first.
 */
class RunLaunchUITest {
	private final RunLaunchDelegate.Confirmation original = RunLaunchDelegate.confirmation;

	@AfterEach
	void restore() throws Exception {
		RunLaunchDelegate.confirmation = original;
		for (ILaunchConfiguration c : DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurations(RunLaunch.type())) c.delete();
	}

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	/** Launches and waits for the run's job; returns it. */
	private static OperationJob<?> launch(RunLaunch.Settings s) throws Exception {
		OperationJob<?> before = RunLaunchDelegate.lastJob();
		RunLaunch.configuration(s).launch(ILaunchManager.RUN_MODE, null);
		UiWait.until(() -> RunLaunchDelegate.lastJob() != before, "the launch schedules its run");
		OperationJob<?> job = RunLaunchDelegate.lastJob();
		job.join();
		return job;
	}

	@Test
	void eachKindRunsAsTheCommandLineRunsIt() throws Exception {
		for (RunLaunch.Settings s : List.of(new RunLaunch.Settings(RunLaunch.Kind.EXHAUSTIVE, 5, "", 1, 1, 0, 2, ""),
				new RunLaunch.Settings(RunLaunch.Kind.RANDOM, 9, "", 300, 7, 0, 2, ""),
				new RunLaunch.Settings(RunLaunch.Kind.DISCOVERY, 7, "", 50, 3, 0, 2, ""),
				new RunLaunch.Settings(RunLaunch.Kind.SAMPLE, 7, "", 200, 5, 0, 2, ""))) {
			OperationJob<?> job = launch(s);
			assertTrue(job.getResult().isOK(), s + ": " + job.getResult());
			RunResults.Run run = RunResults.runs().getLast();
			assertNotNull(run.command(), "the run keeps the command line that repeats it");
			assertTrue(run.command().contains(" --threads 2"), "with the configuration's threads: " + run.command());
			String json = CommandLine.jsonOf(run.command());
			switch (s.kind()) {
			case EXHAUSTIVE -> {
				assertEquals(104, run.completed());
				assertEquals(CommandLine.number(json, "completed"), run.completed());
				assertEquals(CommandLine.number(json, "deadEnds"), run.deadEnds());
				// the Run tab says where each rule was first needed, as the command line's JSON does
				String needs = run.figure().lines().filter(l -> l.startsWith("first needed")).findFirst().orElseThrow();
				java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{\"rule\":\"([^\"]+)\",\"walkthroughsBefore\":(\\d+)").matcher(json);
				int needed = 0;
				for (; m.find(); needed++) assertTrue(needs.contains(m.group(1) + " " + m.group(2) + "/"), needs + " / " + json);
				assertTrue(needed >= 4, "the shipped 5x5 set's rules are needed: " + json);
			}
			case RANDOM -> {
				assertEquals(7L, run.seed());
				assertEquals(300, run.walks());
				assertEquals(CommandLine.number(json, "completed"), run.completed());
				assertEquals(CommandLine.number(json, "deadEnds"), run.deadEnds());
			}
			case DISCOVERY -> {
				assertEquals(3L, run.seed());
				assertEquals(CommandLine.number(json, "walks"), run.walks(), "the same walks searched");
			}
			case SAMPLE -> {
				assertEquals(5L, run.seed());
				assertEquals("111712", CommandLine.values(json, "walkthroughs").get(0));
				assertEquals(200, run.walks(), "the walker's walks beside the 200 draws");
				assertEquals(CommandLine.number(json, "completed"), run.completed());
				assertEquals(24, run.situations().size(), "the first drawn walkthroughs, to open in the walker");
				for (Board b : run.situations()) assertTrue(b.isComplete(), "a drawn walkthrough is complete");
				assertEquals("a walkthrough of all 49 fields", ResultsView.situationText(run.situations().get(0)));
				// the figure's table is the command line's: each measure's uniform mean as the JSON has it
				String turns = run.figure().lines().filter(l -> l.startsWith("turns")).findFirst().orElseThrow();
				double mean = Double.parseDouble(CommandLine.values(json, "mean").get(0));
				assertTrue(turns.contains(String.format(java.util.Locale.ROOT, "%.4g", mean)), turns + " against " + json);
			}
			}
			assertTrue(job.lastProgress() != null && job.lastProgress().line().matches(".*\\d.*"), "progress with counts");
		}
	}

	/**
	 * A finished run brings Run Results to the front: also from behind the view in front of it in its own stack (Rule
	 * Firings here, the Progress view as often), where VIEW_VISIBLE alone leaves it; an editor keeps the focus.
	 */
	@Test
	void aFinishedRunBringsRunResultsToTheFront() throws Exception {
		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		IPerspectiveDescriptor before = window.getActivePage().getPerspective();
		IWorkbenchPage page = PlatformUI.getWorkbench().showPerspective(LabyrinthPerspective.ID, window);
		try {
			IViewPart results = page.showView(ResultsView.ID);
			page.showView(RuleFiringsView.ID, null, IWorkbenchPage.VIEW_ACTIVATE);
			assertFalse(page.isPartVisible(results), "Rule Firings, active, hides Run Results in their stack");
			RunLaunch.Settings small = new RunLaunch.Settings(RunLaunch.Kind.RANDOM, 7, "", 20, 1, 0, 1, "");
			launch(small);
			UiWait.until(() -> page.isPartVisible(results), "Run Results comes to the front when the run ends");

			IEditorPart editor = IDE.openEditor(page, WorkspaceFiles.write("front", "seven.lrules", "ruleset front\nsizes 7\n"));
			page.showView(RuleFiringsView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
			page.activate(editor);
			assertFalse(page.isPartVisible(results), "Rule Firings in front again");
			launch(small);
			UiWait.until(() -> page.isPartVisible(results), "Run Results comes to the front beside the editor");
			assertSame(editor, page.getActivePart(), "the editor keeps the focus");
		} finally {
			page.closeAllEditors(false);
			page.closePerspective(page.getPerspective(), false, false);
			if (before != null) page.setPerspective(before);
			UiWait.spin(Display.getCurrent(), 200);
		}
	}

	@Test
	void theRunTabHoldsEverySettingAndRefusesABadSeed() throws Exception {
		Shell shell = new Shell(Display.getCurrent());
		try {
			RunTab tab = new RunTab();
			tab.createControl(shell);
			ILaunchConfigurationWorkingCopy copy = RunLaunch.type().newInstance(null, "tab test");
			RunLaunch.write(new RunLaunch.Settings(RunLaunch.Kind.RANDOM, 13, "", 2500, 42, 60, 1, ""), copy);
			tab.initializeFrom(copy);
			assertEquals("Random statistics", tab.kindControl().getText());
			assertEquals(13, tab.sizeControl().getSelection());
			assertEquals(2500, tab.walksControl().getSelection());
			assertEquals("42", tab.seedControl().getText());
			assertEquals(60, tab.secondsControl().getSelection());
			assertTrue(tab.isValid(copy), tab.getErrorMessage());
			tab.seedControl().setText("forty-two");
			assertFalse(tab.isValid(copy));
			assertEquals("Seed must be a whole number, not 'forty-two'", tab.getErrorMessage());
			tab.seedControl().setText("5");
			tab.kindControl().select(RunLaunch.Kind.EXHAUSTIVE.ordinal());
			tab.sizeControl().setSelection(11);
			tab.secondsControl().setSelection(0);
			assertTrue(tab.isValid(copy));
			assertTrue(tab.getMessage().contains("does not finish"), tab.getMessage());
			tab.performApply(copy);
			RunLaunch.Settings read = RunLaunch.read(copy);
			assertEquals(RunLaunch.Kind.EXHAUSTIVE, read.kind());
			assertEquals(11, read.size());
			assertEquals(5, read.seed());
		} finally {
			shell.dispose();
		}
	}

	/**
	 * A run's situation opens in the Walker under the rules the run ran, not the preferences' (here the shipped 7x7
	 * set); once the rule file changed, under the preferences' again.
	 */
	@Test
	void aRunsSituationOpensUnderTheRulesTheRunRan() throws Exception {
		org.eclipse.core.resources.IFile loose = labyrinth.test.support.WorkspaceFiles.write("launch", "loose.lrules",
				"ruleset loose\nsizes 7\nbuiltin c-shape on\n");
		OperationJob<?> job = launch(new RunLaunch.Settings(RunLaunch.Kind.RANDOM, 7, loose.getFullPath().toString(), 200, 1, 0, 1, ""));
		assertTrue(job.getResult().isOK(), job.getResult().toString());
		RunResults.Run run = RunResults.runs().getLast();
		assertFalse(run.situations().isEmpty(), "c-shape alone leaves dead ends on 7x7: " + run.figure());
		WalkerView walker = (WalkerView) page().showView(WalkerView.ID);
		ResultsView results = (ResultsView) page().showView(ResultsView.ID);
		UiWait.until(() -> results.runCount() == RunResults.runs().size(), "the run is listed");
		results.select(RunResults.runs().size() - 1);
		assertSame(run, results.selectedRuns().get(0));
		results.openInWalker();
		assertEquals("Rules: loose (the run's) on 7x7", walker.getContentDescription());
		assertEquals(run.digest(), walker.ruleSet().digest());
		assertEquals(0, walker.evaluation().allowed(), "the run's dead end: its rules leave no field");
		labyrinth.test.support.WorkspaceFiles.write("launch", "loose.lrules", "ruleset loose\nsizes 7\nbuiltin c-shape on\nbuiltin area on\n");
		assertEquals(null, run.rules(), "the file no longer reads as the run's rules");
		results.openInWalker();
		assertFalse(walker.getContentDescription().contains("the run's"), walker.getContentDescription());
	}

	/** The rule file chooser shows the rule files and the folders that lead to one, not .project or .settings. */
	@Test
	void theRuleFileChooserShowsOnlyWhatLeadsToARuleFile() throws Exception {
		org.eclipse.core.resources.IProject project = WorkspaceFiles.write("chooser", "top.txt", "not rules\n").getProject();
		for (String folder : List.of("rules", "notes")) if (!project.getFolder(folder).exists()) project.getFolder(folder).create(true, true, null);
		org.eclipse.core.resources.IFile rules = WorkspaceFiles.write("chooser", "rules/mine.lrules", "ruleset mine\n");
		org.eclipse.core.resources.IFile notes = WorkspaceFiles.write("chooser", "notes/readme.txt", "not rules\n");
		assertTrue(RunTab.leadsToRuleFile(project));
		assertTrue(RunTab.leadsToRuleFile(rules.getParent()));
		assertTrue(RunTab.leadsToRuleFile(rules));
		assertFalse(RunTab.leadsToRuleFile(notes.getParent()), "a folder without rule files");
		assertFalse(RunTab.leadsToRuleFile(notes));
		assertFalse(RunTab.leadsToRuleFile(project.getFile(".project")));
	}

	/** The dialog names what is wrong with the rule file before the launch, as the run would: where and why. */
	@Test
	void aBrokenRuleFileOrOneForOtherSizesIsRefusedBeforeTheLaunch() throws Exception {
		String nine = labyrinth.test.support.WorkspaceFiles.write("launch", "nine.lrules", "ruleset nine\nsizes 9\nbuiltin c-shape on\n")
				.getFullPath().toString();
		String broken = labyrinth.test.support.WorkspaceFiles.write("launch", "broken.lrules", "ruleset broken\nbuiltin c-shape maybe\n")
				.getFullPath().toString();
		assertEquals(null, new RunLaunch.Settings(RunLaunch.Kind.RANDOM, 9, nine, 10, 1, 0, 1, "").problem());
		String otherSize = new RunLaunch.Settings(RunLaunch.Kind.RANDOM, 7, nine, 10, 1, 0, 1, "").problem();
		assertTrue(otherSize != null && otherSize.contains("the rule set nine is for sizes 9x9, not 7x7"), otherSize);
		String parse = new RunLaunch.Settings(RunLaunch.Kind.RANDOM, 7, broken, 10, 1, 0, 1, "").problem();
		assertTrue(parse != null && parse.matches("(?s).*broken\\.lrules:2:\\d+: .*"), parse);
		String missing = new RunLaunch.Settings(RunLaunch.Kind.RANDOM, 7, "/launch/none.lrules", 10, 1, 0, 1, "").problem();
		assertTrue(missing != null && missing.contains("none.lrules"), missing);
	}

	/** A configuration named after its settings follows them when they change; a name the user gave stays. */
	@Test
	void aConfigurationNamedAfterItsSettingsFollowsThem() throws Exception {
		Shell shell = new Shell(Display.getCurrent());
		try {
			List<String> names = new ArrayList<>();
			RunTab tab = new RunTab();
			tab.setLaunchConfigurationDialog((org.eclipse.debug.ui.ILaunchConfigurationDialog) java.lang.reflect.Proxy.newProxyInstance(
					getClass().getClassLoader(), new Class<?>[] { org.eclipse.debug.ui.ILaunchConfigurationDialog.class }, (proxy, method, args) -> {
						if (method.getName().equals("setName")) names.add((String) args[0]);
						return method.getName().equals("generateName") ? args[0] : null;
					}));
			tab.createControl(shell);
			RunLaunch.Settings s = new RunLaunch.Settings(RunLaunch.Kind.RANDOM, 21, "", 1000, 1, 0, 0, "");
			ILaunchConfigurationWorkingCopy copy = RunLaunch.type().newInstance(null, s.name());
			RunLaunch.write(s, copy);
			tab.initializeFrom(copy);
			tab.sizeControl().setSelection(9);
			tab.performApply(copy);
			assertEquals(List.of("Random statistics 9x9"), names, "the name follows the size");
			ILaunchConfigurationWorkingCopy mine = RunLaunch.type().newInstance(null, "my long run");
			RunLaunch.write(s, mine);
			tab.initializeFrom(mine);
			tab.sizeControl().setSelection(13);
			tab.performApply(mine);
			assertEquals(List.of("Random statistics 9x9"), names, "a name of the user's stays");
		} finally {
			shell.dispose();
		}
	}

	@Test
	void anExhaustiveRunThatCannotFinishAsksFirst() throws Exception {
		List<RunLaunch.Settings> asked = new ArrayList<>();
		RunLaunchDelegate.confirmation = s -> {
			asked.add(s);
			return false;
		};
		OperationJob<?> before = RunLaunchDelegate.lastJob();
		RunLaunch.Settings eleven = new RunLaunch.Settings(RunLaunch.Kind.EXHAUSTIVE, 11, "", 1, 1, 0, 0, "");
		RunLaunch.configuration(eleven).launch(ILaunchManager.RUN_MODE, null);
		assertEquals(List.of(eleven), asked);
		assertSame(before, RunLaunchDelegate.lastJob(), "declined: nothing started");
		// with a time limit it ends by itself: no question
		OperationJob<?> job = launch(new RunLaunch.Settings(RunLaunch.Kind.EXHAUSTIVE, 11, "", 1, 1, 1, 0, ""));
		assertEquals(1, asked.size());
		assertTrue(RunResults.runs().getLast().cancelled(), "stopped by its time limit");
		assertTrue(RunResults.runs().getLast().figure().startsWith("stopped"), RunResults.runs().getLast().figure());
		assertNull(job.getResult().getException());
	}

	@Test
	void theWalkersButtonsMakeAConfigurationOfWhatItShows() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		view.newWalk(13, 77);
		RunLaunch.Settings s = WalkerHandler.runSettings(view, RunLaunch.Kind.RANDOM);
		assertEquals(13, s.size());
		assertEquals(77, s.seed());
		ILaunchConfiguration c = RunLaunch.configuration(s);
		assertEquals(s, RunLaunch.read(c));
		assertEquals(c, RunLaunch.configuration(s), "the same settings reuse their configuration");
		assertTrue(c.getName().startsWith("Random statistics 13x13"), c.getName());
	}
}
