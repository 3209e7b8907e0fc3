package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Direction;
import labyrinth.core.io.PathFiles;
import labyrinth.test.support.UiWait;
import labyrinth.test.support.WorkspaceFiles;
import labyrinth.walker.ui.RuleFiringsView;
import labyrinth.walker.ui.WalkerView;

/** The walker runs the rule file named in the preferences: it follows the file as it is saved, broken or not. */
class RuleFileInWalkerUITest {
	/** The original's C-shape example: the walker's right field is the one the rule below disables. */
	private static final String C_SHAPE = "5|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,2,0-3,3;1,0,2-3,2;3";
	private static final String WITH_PATTERN = "ruleset mine\nrule Wall {\n\tpattern\n\t\t|? ? x ?|\n\t\t|* o @ x|\n\t\t|? * ? ?|\n}\n";

	private IFile file;
	private WalkerView view;

	private static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	@BeforeEach
	void walkWithTheWorkspaceRuleFile() throws Exception {
		file = WorkspaceFiles.write("rules", "mine.lrules", WITH_PATTERN);
		// the preference keeps a workspace path, as its Workspace... button writes it
		InstanceScope.INSTANCE.getNode("labyrinth.ui").put("ruleFile", file.getFullPath().toString());
		view = (WalkerView) page().showView(WalkerView.ID);
		view.show(PathFiles.parse(C_SHAPE, "example").toBoard());
		view.reloadRules();
	}

	@AfterEach
	void backToTheShippedRules() {
		InstanceScope.INSTANCE.getNode("labyrinth.ui").remove("ruleFile");
		page().closeAllEditors(false);
	}

	private void write(String text) throws Exception {
		WorkspaceFiles.write("rules", "mine.lrules", text);
	}

	/** A preference written before it kept workspace paths holds the file's path: it still works. */
	@Test
	void aRuleFileByItsFileSystemPathWorksToo() {
		InstanceScope.INSTANCE.getNode("labyrinth.ui").put("ruleFile", file.getLocation().toOSString());
		view.reloadRules();
		assertEquals("mine/Wall", view.evaluation().disabledBy(Direction.RIGHT).ruleId());
		assertEquals("/rules/mine.lrules", file.getFullPath().toString());
	}

	@Test
	void theRuleFileDecidesAndTheHeaderNamesIt() {
		assertEquals("mine/Wall", view.evaluation().disabledBy(Direction.RIGHT).ruleId());
		assertEquals("Rules: mine on 5x5", view.getContentDescription());
	}

	@Test
	void savingTheRuleFileReEvaluatesTheWalk() throws Exception {
		write("ruleset mine\nbuiltin area on\n");
		UiWait.until(() -> !view.ruleSet().ids().contains("mine/Wall"), "the saved file was read again");
		assertEquals(List.of("area"), view.ruleSet().ids());
		assertEquals("area", view.evaluation().disabledBy(Direction.RIGHT).ruleId(), "now the area rule answers");
	}

	@Test
	void doubleClickingAFiringOpensTheRuleFile() throws Exception {
		RuleFiringsView firings = (RuleFiringsView) page().showView(RuleFiringsView.ID);
		firings.connect(view);
		RuleFiringsView.Row wall = firings.rows().get(0);
		assertTrue(firings.openRule(wall), "double-click opens the rule file");
		assertEquals("mine.lrules", page().getActiveEditor().getEditorInput().getName());
	}

	@Test
	void aRuleFileForOtherSizesGivesWayToTheShippedRulesAndSaysSo() throws Exception {
		write("ruleset seven\nsizes 7\nbuiltin area on\n");
		view.newWalk(9, 1);
		assertTrue(view.getContentDescription().startsWith("mine.lrules: the rule set seven is for sizes 7x7, not 9x9;"),
				view.getContentDescription());
		assertTrue(view.getContentDescription().endsWith("walking with the shipped rules nine"), view.getContentDescription());
		assertTrue(view.ruleSet().ids().size() > 1, "the shipped 9x9 rules, not the file's one rule: " + view.ruleSet().ids());
		view.newWalk(7, 1);
		assertEquals("Rules: seven on 7x7", view.getContentDescription());
		assertEquals(List.of("area"), view.ruleSet().ids());
	}

	@Test
	void aBrokenRuleFileIsNamedAndTheShippedRulesStandIn() throws Exception {
		write("ruleset mine\nbuiltin c-shap on\n");
		UiWait.until(() -> view.getContentDescription().contains("walking with the shipped rules"), "the broken rule file is named in the header");
		assertTrue(view.getContentDescription().contains("mine.lrules:2:") && view.getContentDescription().contains("c-shap"),
				view.getContentDescription());
		assertEquals("five", view.ruleSet().name(), "the shipped 5x5 rules stand in");
	}
}
