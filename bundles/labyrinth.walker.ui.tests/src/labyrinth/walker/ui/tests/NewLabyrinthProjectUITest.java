package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import labyrinth.rules.RuleFiles;
import labyrinth.walker.ui.NewLabyrinthProjectWizard;

/** File > New > Labyrinth Project: a workspace project holding the shipped rule sets, which load from there. */
class NewLabyrinthProjectUITest {
	@Test
	void theWizardMakesAProjectWithTheShippedRuleSets() throws Exception {
		NewLabyrinthProjectWizard wizard = new NewLabyrinthProjectWizard().initialName("my-labyrinth");
		wizard.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
		WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
		dialog.create();
		try {
			assertTrue(wizard.page().isPageComplete(), String.valueOf(wizard.page().getErrorMessage()));
			assertTrue(wizard.performFinish());
		} finally {
			dialog.close();
		}
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("my-labyrinth");
		assertTrue(project.isOpen());
		for (String shipped : RuleFiles.SHIPPED) {
			assertTrue(project.getFile(NewLabyrinthProjectWizard.RULES_FOLDER + "/" + shipped).exists(), shipped);
		}
		// the copies are complete rule files: 7x7 still imports the universal rules from beside it
		var seven = RuleFiles.load(project.getFile("rules/7x7.lrules").getLocation().toPath()).spec();
		assertEquals("seven", seven.name());
		assertEquals(RuleFiles.defaultFor(7).spec().ids(), seven.ids());
	}
}
