package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.bindings.Binding;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.XMLMemento;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.keys.IBindingService;
import org.junit.jupiter.api.Test;

import labyrinth.walker.ui.NewWalkDialog;
import labyrinth.walker.ui.WalkerHandler;
import labyrinth.walker.ui.WalkerView;

/**
 * The walker as an Eclipse view: Edit > Undo and Redo step through the walk's changes, the walk and its switches come
 * back after a restart, the header and tooltips follow the walk, New Walk starts from the preferences, and its keys
 * conflict with nothing of the IDE's.
 */
class WalkerStateUITest {
	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	private static IOperationHistory history() {
		return PlatformUI.getWorkbench().getOperationSupport().getOperationHistory();
	}

	private static WalkerView walker() throws Exception {
		WalkerView view = (WalkerView) page().showView(WalkerView.ID);
		page().activate(view);
		return view;
	}

	@Test
	void editUndoAndRedoStepThroughTheWalk() throws Exception {
		WalkerView view = walker();
		WalkerView.WalkState earlier = view.state();
		view.newWalk(7, 3);
		for (int i = 0; i < 3; i++) assertTrue(view.stepForward());
		assertEquals(4, view.board().length());
		history().undo(view.undoContext(), null, null);
		assertEquals(3, view.board().length(), "one step back");
		IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
		handlers.executeCommand("org.eclipse.ui.edit.undo", null);
		assertEquals(2, view.board().length(), "Edit > Undo in the walker");
		labyrinth.test.support.UiWait.spin(Display.getCurrent(), 100); // the Redo action hears of the undo
		handlers.executeCommand("org.eclipse.ui.edit.redo", null);
		assertEquals(3, view.board().length(), "Edit > Redo");
		history().undo(view.undoContext(), null, null);
		history().undo(view.undoContext(), null, null);
		assertEquals(1, view.board().length());
		history().undo(view.undoContext(), null, null);
		assertEquals(earlier, view.state(), "New Walk is undone too: back to the walk before it");
	}

	/**
	 * Where the oracle cannot count the positions before, Back to Where Doomed stays at the earliest position known
	 * doomed, and the header says so in a few words: a 21x21 line that walled its live end in at 6 fields, with the
	 * oracle's memory at 16 MB.
	 */
	@Test
	void backToWhereDoomedStaysWhereTheOracleCannotCountFurther() throws Exception {
		var prefs = org.eclipse.core.runtime.preferences.InstanceScope.INSTANCE.getNode("labyrinth.ui");
		prefs.putInt(labyrinth.walker.ui.Preferences.ORACLE_MEMORY, 16);
		WalkerView view = walker();
		assertTrue(view.restore(new WalkerView.WalkState(21, 1, "RDDLU")));
		try {
			PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand("labyrinth.ui.command.findDoom", null);
			labyrinth.test.support.UiWait.until(() -> !view.doomNote().isEmpty(), "the search's note");
			// at 4 fields (1,2) has one free neighbour left; at 3 the oracle would have to count 21x21 in 16 MB
			assertEquals(4, view.board().length(), "the earliest position known doomed");
			assertTrue(view.getContentDescription().endsWith("| doomed here or earlier (oracle stopped at 3 fields)"),
					view.getContentDescription());
			assertTrue(view.showOracle(), "the oracle's marks are on");
			history().undo(view.undoContext(), null, null);
			assertEquals(6, view.board().length(), "Undo returns to the dead end");
		} finally {
			prefs.remove(labyrinth.walker.ui.Preferences.ORACLE_MEMORY);
			view.setShowOracle(false);
		}
	}

	/**
	 * Back to Where Doomed, from the menu's command: on the 5x5 line that dead-ends at 13 fields, the step down from
	 * (2,2) left no completion. The walker goes back to 3 fields, the oracle marks that field doomed although the
	 * rules it is tried with here (none) allowed it, the header says so, and Undo returns to the dead end.
	 */
	@Test
	void backToWhereDoomedShowsTheStepThatLeftNoCompletion() throws Exception {
		WalkerView view = walker();
		assertTrue(view.restore(new WalkerView.WalkState(5, 1, "RDDDRRUUULDD")));
		for (String id : view.ruleSet().ids()) view.setRuleEnabled(id, false);
		try {
			IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
			handlers.executeCommand("labyrinth.ui.command.findDoom", null);
			labyrinth.test.support.UiWait.until(() -> view.board().length() == 3 && view.oracleLabels() != null, "the walk back where doomed");
			assertEquals(labyrinth.core.grid.Direction.DOWN, view.board().pathHeading(2), "the walk came down to (2,2)");
			assertEquals("doomed", view.oracleLabels()[labyrinth.core.grid.Direction.DOWN], "the step down the walk took");
			assertTrue(view.evaluation().isAllowed(labyrinth.core.grid.Direction.DOWN), "no rule is on");
			assertTrue(view.getContentDescription().endsWith("| doomed by the step to (2,3), 10 steps before the dead end"),
					view.getContentDescription());
			history().undo(view.undoContext(), null, null);
			assertEquals(13, view.board().length(), "Undo returns to the dead end");
			assertEquals("", view.doomNote(), "the note goes with the position it was about");
		} finally {
			for (String id : view.ruleSet().ids()) view.setRuleEnabled(id, true);
			view.setShowOracle(false);
		}
	}

	@Test
	void theWalkTheSwitchesAndTheTogglesComeBackAfterARestart() throws Exception {
		WalkerView view = walker();
		view.newWalk(9, 5);
		for (int i = 0; i < 10; i++) view.stepForward();
		String ruleOff = view.ruleSet().ids().get(1);
		view.setRuleEnabled(ruleOff, false);
		view.setCheckerboard(true);
		WalkerView.WalkState before = view.state();
		XMLMemento memento = XMLMemento.createWriteRoot("view");
		view.saveState(memento);
		StringWriter text = new StringWriter();
		memento.save(text);

		view.newWalk(5, 1); // another session's walk
		view.setCheckerboard(false);
		view.setRuleEnabled(ruleOff, true);
		assertTrue(view.restoreState(XMLMemento.createReadRoot(new StringReader(text.toString()))));
		assertEquals(before, view.state());
		assertFalse(view.isRuleEnabled(ruleOff), "the switched-off rule stays off");
		assertTrue(view.checkerboard());
		view.setRuleEnabled(ruleOff, true);
		view.setCheckerboard(false);
	}

	@Test
	void theHeaderAndTheTooltipFollowTheWalk() throws Exception {
		WalkerView view = walker();
		view.newWalk(11, 1);
		assertTrue(view.getContentDescription().endsWith("on 11x11"), view.getContentDescription());
		Path file = null;
		for (Path p = Path.of("").toAbsolutePath(); p != null && file == null; p = p.getParent()) {
			if (Files.exists(p.resolve("test-data/original-positions/2023_0415.txt"))) file = p.resolve("test-data/original-positions/2023_0415.txt");
		}
		view.canvas().setToolTipText("a field of the last walk");
		assertNull(WalkerHandler.openPathFile(view, file));
		assertTrue(view.getContentDescription().endsWith("on 21x21"), "the header speaks of the walk shown: " + view.getContentDescription());
		assertNull(view.canvas().getToolTipText(), "no tooltip of another walk stays");
	}

	@Test
	void newWalkStartsFromTheSizeAndSeedOfThePreferences() {
		var prefs = InstanceScope.INSTANCE.getNode("labyrinth.ui");
		prefs.putInt("size", 11);
		prefs.putLong("seed", 42);
		Shell shell = new Shell(Display.getCurrent());
		try {
			NewWalkDialog d = new NewWalkDialog(shell, labyrinth.walker.ui.Preferences.size(), labyrinth.walker.ui.Preferences.seed());
			d.setBlockOnOpen(false);
			d.open();
			assertEquals(11, d.sizeControl().getSelection());
			assertEquals("42", d.seedControl().getText());
			assertEquals(2, d.sizeControl().getIncrement(), "odd sizes only");
			d.close();
		} finally {
			prefs.remove("size");
			prefs.remove("seed");
			shell.dispose();
		}
	}

	/**
	 * The Keys page shows no conflict: no other command of the default scheme has a walker key in a context active
	 * together with the walker's (the window's, dialogs' and windows', the Labyrinth views').
	 */
	@Test
	void theWalkersKeysConflictWithNothing() {
		IBindingService bindings = PlatformUI.getWorkbench().getService(IBindingService.class);
		List<Binding> ours = new ArrayList<>();
		List<Binding> all = List.of(bindings.getBindings());
		for (Binding b : all) {
			if (b.getParameterizedCommand() != null && b.getParameterizedCommand().getId().startsWith(WalkerHandler.PREFIX)) ours.add(b);
		}
		assertTrue(ours.size() >= 10, ours.size() + " walker bindings");
		for (Binding b : ours) {
			for (Binding other : all) {
				if (other.getParameterizedCommand() == null || other.getParameterizedCommand().getId().startsWith(WalkerHandler.PREFIX)) continue;
				if (!other.getSchemeId().equals(b.getSchemeId()) || !other.getTriggerSequence().equals(b.getTriggerSequence())) continue;
				if (!List.of("org.eclipse.ui.contexts.window", "org.eclipse.ui.contexts.dialogAndWindow", "labyrinth.ui.viewsContext",
						WalkerView.CONTEXT).contains(other.getContextId())) continue;
				if (other.getPlatform() != null && !other.getPlatform().equals(org.eclipse.swt.SWT.getPlatform())) continue;
				throw new AssertionError(b.getTriggerSequence() + " of " + b.getParameterizedCommand().getId() + " is also "
						+ other.getParameterizedCommand().getId() + " in " + other.getContextId());
			}
		}
	}
}
