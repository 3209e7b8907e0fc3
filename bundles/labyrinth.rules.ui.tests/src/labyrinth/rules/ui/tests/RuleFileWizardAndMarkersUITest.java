package labyrinth.rules.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.rules.RuleFiles;
import labyrinth.rules.ui.NewRuleFileWizard;
import labyrinth.rules.ui.RuleFileWatcher;
import labyrinth.rules.ui.RulesLanguage;
import labyrinth.test.support.UiWait;
import labyrinth.test.support.WorkspaceFiles;

/** New rule files from the wizard, and Problems markers on rule files nobody has opened. */
class RuleFileWizardAndMarkersUITest {

	/** The wizard in its dialog, started with a project selected, as File > New does. */
	private static WizardDialog openWizard(IProject project, NewRuleFileWizard wizard) {
		wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(project));
		WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
		dialog.create();
		return dialog;
	}

	@Test
	void theWizardWritesARuleSetForTheSizesAndOpensIt() throws Exception {
		IProject project = WorkspaceFiles.write("wizard", "readme.txt", "rule files go here").getProject();
		NewRuleFileWizard wizard = new NewRuleFileWizard();
		WizardDialog dialog = openWizard(project, wizard);
		try {
			wizard.page().setFileName("nine-by-nine.lrules");
			wizard.page().setSizes("9, 11");
			assertTrue(wizard.page().isPageComplete(), String.valueOf(wizard.page().getErrorMessage()));
			assertTrue(wizard.performFinish());
		} finally {
			dialog.close();
		}
		IFile file = project.getFile("nine-by-nine.lrules");
		assertTrue(file.exists());
		RuleSetSpec spec = RuleFiles.load(file.getLocation().toPath()).spec();
		assertEquals("nine_by_nine", spec.name());
		assertEquals(List.of(9, 11), spec.sizes());
		assertTrue(spec.ids().contains("area"), "the universal rules are imported: " + spec.ids());
		IEditorPart editor = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().getActiveEditor();
		assertEquals(file, ((IFileEditorInput) editor.getEditorInput()).getFile(), "the new file is open in the editor");
		editor.getSite().getPage().closeAllEditors(false);
	}

	@Test
	void theWizardRefusesSizesThatAreNoGridSizes() throws Exception {
		NewRuleFileWizard wizard = new NewRuleFileWizard();
		WizardDialog dialog = openWizard(WorkspaceFiles.write("wizard", "readme.txt", "rule files go here").getProject(), wizard);
		try {
			wizard.page().setFileName("even.lrules");
			wizard.page().setSizes("8");
			assertFalse(wizard.page().isPageComplete());
			assertTrue(wizard.page().getErrorMessage().startsWith("'8' is no grid size"), wizard.page().getErrorMessage());
		} finally {
			dialog.close();
		}
	}

	/** A rule file in a folder of the project "prefill". */
	private static IFile inFolder(String folder, String name) throws CoreException {
		IProject project = WorkspaceFiles.write("prefill", "readme.txt", "folders of rule files").getProject();
		org.eclipse.core.resources.IFolder f = project.getFolder(folder);
		if (!f.exists()) f.create(true, true, null);
		IFile file = f.getFile(name);
		if (!file.exists()) file.create(new java.io.ByteArrayInputStream("ruleset r\n".getBytes()), true, null);
		return file;
	}

	/** A selected file's folder is where the new file goes. */
	@Test
	void theWizardPrefillsTheFolderOfTheSelectedFile() throws Exception {
		IFile selected = inFolder("sets", "old.lrules");
		NewRuleFileWizard wizard = new NewRuleFileWizard();
		wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(selected));
		WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
		dialog.create();
		try {
			assertEquals(selected.getParent().getFullPath(), wizard.page().getContainerFullPath());
		} finally {
			dialog.close();
		}
	}

	/** Started from a menu with nothing selected in a view, it takes the folder of the file being edited. */
	@Test
	void withoutASelectionTheWizardPrefillsTheFolderOfTheActiveEditor() throws Exception {
		IFile edited = inFolder("drafts", "draft.lrules");
		org.eclipse.ui.IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
		org.eclipse.ui.ide.IDE.openEditor(page, edited);
		NewRuleFileWizard wizard = new NewRuleFileWizard();
		wizard.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
		WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
		dialog.create();
		try {
			assertEquals(edited.getParent().getFullPath(), wizard.page().getContainerFullPath());
		} finally {
			dialog.close();
			page.closeAllEditors(false);
		}
		assertEquals(edited.getParent(), NewRuleFileWizard.containerOf(new StructuredSelection(edited)));
		assertEquals(edited.getParent(), NewRuleFileWizard.containerOf(new StructuredSelection(edited.getParent())));
	}

	/** The file's error markers (warnings, such as a set without sizes, are not what this test is about). */
	private static List<IMarker> errors(IFile file) {
		try {
			if (!file.exists()) return List.of();
			return java.util.Arrays.stream(file.findMarkers(RulesLanguage.LANGUAGE.markerType(), false, IResource.DEPTH_ZERO))
					.filter(m -> m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR).toList();
		} catch (CoreException e) {
			return List.of();
		}
	}

	@Test
	void ruleFilesNobodyOpenedGetProblemsMarkersAndLoseThemWhenFixed() throws Exception {
		new RuleFileWatcher().start();
		IFile file = WorkspaceFiles.write("markers", "closed.lrules", "ruleset closed\nbuiltin sideways on\n");
		UiWait.until(() -> errors(file).size() == 1, "an error marker for the unknown built-in");
		IMarker m = errors(file).get(0);
		assertEquals(2, m.getAttribute(IMarker.LINE_NUMBER, -1));
		assertTrue(m.getAttribute(IMarker.MESSAGE, "").contains("sideways"), m.getAttribute(IMarker.MESSAGE, ""));
		WorkspaceFiles.write("markers", "closed.lrules", "ruleset closed\nbuiltin area on\n");
		UiWait.until(() -> errors(file).isEmpty(), "the error marker goes once the file is fixed");
	}
}
