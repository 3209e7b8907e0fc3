package labyrinth.rules.ui.tests;

import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

/** The rule editor tests' access to the workbench page and an open editor's text viewer. */
final class RuleEditors {
	private RuleEditors() {
	}

	static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	static ISourceViewer viewer(IEditorPart editor) {
		return (ISourceViewer) editor.getAdapter(ITextOperationTarget.class);
	}

	/** Closes every editor without saving: each test starts without the last one's files open. */
	static void closeEditors() {
		page().closeAllEditors(false);
	}
}
