package labyrinth.rules.ui.tests;

import static labyrinth.rules.ui.tests.RuleEditors.page;
import static labyrinth.rules.ui.tests.RuleEditors.viewer;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import labyrinth.rules.ui.RulesLanguage;
import labyrinth.test.support.UiWait;
import labyrinth.test.support.WorkspaceFiles;

/** Problems markers follow the editor while it is open and the file on disk once it is closed. */
class UnsavedEditorMarkersUITest {

	@AfterEach
	void closeEditors() {
		RuleEditors.closeEditors();
	}

	private static List<String> errors(IFile file) {
		try {
			return Arrays.stream(file.findMarkers(RulesLanguage.LANGUAGE.markerType(), false, IResource.DEPTH_ZERO))
					.filter(m -> m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR)
					.map(m -> m.getAttribute(IMarker.LINE_NUMBER, -1) + ": " + m.getAttribute(IMarker.MESSAGE, "")).toList();
		} catch (CoreException e) {
			return List.of();
		}
	}

	@Test
	void closingAnEditorWithoutSavingLeavesTheMarkersOfTheFileOnDisk() throws Exception {
		IFile file = WorkspaceFiles.write("unsaved", "valid.lrules", "ruleset valid\nsizes 7\nbuiltin area on\n");
		IEditorPart editor = IDE.openEditor(page(), file);
		ISourceViewer viewer = viewer(editor);
		viewer.getDocument().replace(viewer.getDocument().get().indexOf("area"), 4, "sideways");
		UiWait.until(() -> errors(file).size() == 1, "the typed error is a marker: " + errors(file));
		assertTrue(errors(file).get(0).startsWith("3: Unknown built-in rule 'sideways'"), errors(file).toString());
		assertTrue(page().closeEditor(editor, false), "closed without saving");
		UiWait.until(() -> errors(file).isEmpty(), "the file on disk is valid: no marker stays " + errors(file));
	}
}
