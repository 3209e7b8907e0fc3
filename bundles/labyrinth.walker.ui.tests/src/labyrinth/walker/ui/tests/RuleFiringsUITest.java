package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import labyrinth.test.support.Screenshots;
import labyrinth.walker.ui.RuleFiringsView;
import labyrinth.walker.ui.WalkerHandler;
import labyrinth.walker.ui.WalkerView;

/**
 * Rule Firings lists every field each rule disabled, and what later rules would have disabled had an earlier one not
 * got there first, read from the tree as the user sees it. The position is the original program's 2023_0415: on 21x21
 * the shipped rules' cut-sides disables all three candidates.
 */
class RuleFiringsUITest {
	private WalkerView walker;

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	private RuleFiringsView open() throws Exception {
		walker = (WalkerView) page().showView(WalkerView.ID);
		RuleFiringsView firings = (RuleFiringsView) page().showView(RuleFiringsView.ID);
		firings.connect(walker);
		Path file = null;
		for (Path p = Path.of("").toAbsolutePath(); p != null && file == null; p = p.getParent()) {
			Path f = p.resolve("test-data/original-positions/2023_0415.txt");
			if (Files.exists(f)) file = f;
		}
		assertNotNull(file, "the saved position");
		assertEquals(null, WalkerHandler.openPathFile(walker, file));
		return firings;
	}

	@AfterEach
	void switchEveryRuleOn() {
		if (walker != null) for (String id : walker.ruleSet().ids()) walker.setRuleEnabled(id, true);
	}

	/** The tree's top items as the user reads them: rule, then the Disabled column. */
	private static TreeItem item(RuleFiringsView view, String ruleId) {
		for (TreeItem i : view.viewer().getTree().getItems()) {
			if (i.getText(0).matches("\\d+ " + java.util.regex.Pattern.quote(ruleId) + "( \\(off\\))?")) return i;
		}
		throw new AssertionError("no row for " + ruleId);
	}

	@Test
	void aRuleThatDisabledThreeFieldsListsAllThree() throws Exception {
		RuleFiringsView view = open();
		TreeItem cut = item(view, "cut-sides");
		assertEquals("(6,14) straight, (7,13) left, (5,13) right", sorted(cut.getText(1)), cut.getText(1));
		assertEquals(3, cut.getItemCount(), "one firing a field, each under the rule");
		for (TreeItem child : cut.getItems()) {
			assertEquals("disabled", child.getText(0));
			assertTrue(child.getText(3).contains("the colours of the area"), child.getText(3));
		}
		page().activate(view);
		labyrinth.test.support.UiWait.spin(view.viewer().getControl().getDisplay(), 200);
		Screenshots.save(view.viewer().getControl(), "rule-firings");
	}

	@Test
	void switchingTheRuleOffShowsTheNextRuleDisablingAllThree() throws Exception {
		RuleFiringsView view = open();
		TreeItem cut = item(view, "cut-sides");
		String cutFields = sorted(cut.getText(1));
		walker.setRuleEnabled("cut-sides", false);
		assertTrue(item(view, "cut-sides").getText(0).endsWith("(off)"));
		List<String> takers = new java.util.ArrayList<>();
		int disabled = 0;
		for (TreeItem i : view.viewer().getTree().getItems()) {
			String fields = i.getText(1).contains("would also") ? i.getText(1).substring(0, i.getText(1).indexOf("would also")) : i.getText(1);
			for (String f : List.of("(6,14)", "(7,13)", "(5,13)")) if (fields.contains(f)) disabled++;
			if (!fields.isBlank()) takers.add(i.getText(0));
		}
		assertEquals(3, disabled, "the three fields are disabled by the rules after it: " + takers);
		assertEquals(cutFields, "(6,14) straight, (7,13) left, (5,13) right");
	}

	/** A later rule that would have disabled a field cut-sides took first says so, and names cut-sides. */
	@Test
	void laterRulesSayWhatTheyWouldAlsoHaveDisabledAndWhoTookIt() throws Exception {
		RuleFiringsView view = open();
		List<String> ids = walker.ruleSet().ids();
		int cutAt = ids.indexOf("cut-sides");
		boolean found = false;
		for (String later : ids.subList(cutAt + 1, ids.size())) {
			TreeItem i = item(view, later);
			if (!i.getText(1).contains("would also:")) continue;
			found = true;
			for (TreeItem child : i.getItems()) {
				if (child.getText(0).equals("would also disable")) {
					assertTrue(child.getText(1).contains("(taken by " + (cutAt + 1) + " cut-sides)"), child.getText(1));
				}
			}
		}
		assertTrue(found, "a rule after cut-sides would also disable one of its fields");
	}

	/**
	 * The columns cut the reason off in a narrow view, so the line under the tree says it whole: the step's first
	 * firing at first, then the row the user selects.
	 */
	@Test
	void theLineUnderTheTreeSaysTheWholeReason() throws Exception {
		RuleFiringsView view = open();
		String cutSides = item(view, "cut-sides").getText(0);
		String first = view.detailsText();
		assertTrue(first.startsWith(cutSides + " disabled ("), first);
		TreeItem firing = item(view, "cut-sides").getItem(1);
		assertTrue(first.endsWith(": " + item(view, "cut-sides").getItem(0).getText(3)), "the whole reason: " + first);
		view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(firing.getData()), true);
		// cut-sides names its variant by the field's direction ("left"), which the fields already say
		assertTrue(firing.getText(1).endsWith(" " + firing.getText(2)), firing.getText(1) + " / " + firing.getText(2));
		assertEquals(cutSides + " disabled " + firing.getText(1) + ": " + firing.getText(3), view.detailsText());
		view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(item(view, "c-shape").getData()), true);
		assertEquals(item(view, "c-shape").getText(0) + " disabled nothing here.", view.detailsText());
		walker.setRuleEnabled("c-shape", false);
		view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(item(view, "c-shape").getData()), true);
		assertEquals(item(view, "c-shape").getText(0).replace(" (off)", "") + " is switched off.", view.detailsText());
	}

	/** A rule switched off in this view comes back with Edit > Undo here, and goes again with Redo. */
	@Test
	void aRuleSwitchedOffHereIsSwitchedBackByUndo() throws Exception {
		RuleFiringsView view = open();
		page().activate(view); // as where the user unchecks it: Edit > Undo follows the active view
		walker.switchRule("cut-sides", false);
		labyrinth.test.support.UiWait.spin(view.viewer().getControl().getDisplay(), 200);
		assertTrue(item(view, "cut-sides").getText(0).endsWith("(off)"));
		org.eclipse.ui.IActionBars bars = view.getViewSite().getActionBars();
		org.eclipse.jface.action.IAction undo = bars.getGlobalActionHandler(org.eclipse.ui.actions.ActionFactory.UNDO.getId());
		org.eclipse.jface.action.IAction redo = bars.getGlobalActionHandler(org.eclipse.ui.actions.ActionFactory.REDO.getId());
		assertNotNull(undo, "Edit > Undo works in Rule Firings");
		assertTrue(undo.isEnabled() && undo.getText().contains("Switch Off cut-sides"), undo.getText());
		undo.run();
		labyrinth.test.support.UiWait.spin(view.viewer().getControl().getDisplay(), 200);
		assertTrue(walker.isRuleEnabled("cut-sides"));
		assertEquals(item(view, "cut-sides").getText(0).replace(" (off)", ""), item(view, "cut-sides").getText(0), "on again");
		assertTrue(redo.isEnabled() && redo.getText().contains("Switch Off cut-sides"), redo.getText());
		redo.run();
		assertTrue(!walker.isRuleEnabled("cut-sides") && item(view, "cut-sides").getText(0).endsWith("(off)"));
	}

	/** The fields of a Disabled cell in a fixed order, so that the test does not depend on the directions' order. */
	private static String sorted(String fields) {
		List<String> parts = new java.util.ArrayList<>(List.of(fields.split(", ")));
		List<String> order = List.of("(6,14) straight", "(7,13) left", "(5,13) right");
		parts.sort(java.util.Comparator.comparingInt(p -> order.indexOf(p) < 0 ? 99 : order.indexOf(p)));
		return String.join(", ", parts);
	}
}
