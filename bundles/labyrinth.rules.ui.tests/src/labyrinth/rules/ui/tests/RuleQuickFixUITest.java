package labyrinth.rules.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.TextInvocationContext;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import labyrinth.rules.ui.RulesLanguage;
import labyrinth.rules.ui.RulesQuickAssistProcessor;
import labyrinth.rules.validation.RulesValidator;
import labyrinth.test.support.UiWait;
import labyrinth.test.support.WorkspaceFiles;

/** Quick fixes in the workbench: on a Problems marker of an open file, and Ctrl+1 in the editor. */
class RuleQuickFixUITest {

	@AfterEach
	void closeEditors() {
		PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
	}

	private static IEditorPart open(IFile file) throws Exception {
		return IDE.openEditor(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), file);
	}

	private static ISourceViewer viewer(IEditorPart editor) {
		return (ISourceViewer) editor.getAdapter(ITextOperationTarget.class);
	}

	private static IDocument document(IEditorPart editor) {
		return ((ITextViewer) editor.getAdapter(ITextOperationTarget.class)).getDocument();
	}

	private static List<IMarker> markers(IFile file, String code) {
		try {
			return Arrays.stream(file.findMarkers(RulesLanguage.LANGUAGE.markerType(), false, IResource.DEPTH_ZERO))
					.filter(m -> code.equals(m.getAttribute(labyrinth.lang.ui.ProblemMarkers.CODE, null))).toList();
		} catch (CoreException e) {
			return List.of();
		}
	}

	/** The one marker of problem {@code code} on the file, once validation has made it. */
	private static IMarker onlyMarker(IFile file, String code) throws InterruptedException {
		UiWait.until(() -> markers(file, code).size() == 1, "a marker for " + code);
		return markers(file, code).get(0);
	}

	@Test
	void theMarkerOfAnUnknownBuiltInOffersTheNearestNameAndApplyingItFixesTheEditorsText() throws Exception {
		IFile file = WorkspaceFiles.write("fixes", "typo.lrules", "ruleset typo\nbuiltin area on\nbuiltin nek on\n");
		IEditorPart editor = open(file);
		IMarker marker = onlyMarker(file, RulesValidator.UNKNOWN_BUILTIN);
		assertEquals(3, marker.getAttribute(IMarker.LINE_NUMBER, -1));
		assertTrue(IDE.getMarkerHelpRegistry().hasResolutions(marker));
		IMarkerResolution[] resolutions = IDE.getMarkerHelpRegistry().getResolutions(marker);
		assertEquals(List.of("Change to 'neck'"), Arrays.stream(resolutions).map(IMarkerResolution::getLabel).toList());
		resolutions[0].run(marker);
		assertEquals("ruleset typo\nbuiltin area on\nbuiltin neck on\n", document(editor).get());
		assertTrue(editor.isDirty(), "the open editor holds the fix, unsaved");
		UiWait.until(() -> markers(file, RulesValidator.UNKNOWN_BUILTIN).isEmpty(), "the marker goes with the problem");
	}

	/** The editor's hover runs a resolution in a job: the fix must still reach the open editor, on the UI thread. */
	@Test
	void aResolutionRunOffTheUiThreadFixesTheOpenEditor() throws Exception {
		IFile file = WorkspaceFiles.write("fixes", "hover.lrules", "ruleset hover\nbuiltin nek on\n");
		IEditorPart editor = open(file);
		IMarker marker = onlyMarker(file, RulesValidator.UNKNOWN_BUILTIN);
		IMarkerResolution resolution = IDE.getMarkerHelpRegistry().getResolutions(marker)[0];
		// the editor's widgets hear of a change through the document's listeners, on the thread that changed it
		Thread uiThread = Thread.currentThread();
		java.util.List<Thread> changedOn = new java.util.concurrent.CopyOnWriteArrayList<>();
		document(editor).addDocumentListener(new org.eclipse.jface.text.IDocumentListener() {
			@Override
			public void documentAboutToBeChanged(org.eclipse.jface.text.DocumentEvent event) {
			}

			@Override
			public void documentChanged(org.eclipse.jface.text.DocumentEvent event) {
				changedOn.add(Thread.currentThread());
			}
		});
		java.util.concurrent.atomic.AtomicReference<Throwable> failure = new java.util.concurrent.atomic.AtomicReference<>();
		Thread job = new Thread(() -> {
			try {
				resolution.run(marker);
			} catch (Throwable t) {
				failure.set(t);
			}
		});
		job.start();
		UiWait.until(() -> !job.isAlive(), "the resolution's thread ends");
		assertEquals(null, failure.get(), "no exception on the resolution's thread");
		UiWait.until(() -> document(editor).get().equals("ruleset hover\nbuiltin neck on\n"), "the fix in the editor");
		assertEquals(java.util.List.of(uiThread), changedOn, "the document changed once, on the UI thread");
		assertTrue(editor.isDirty(), "the open editor holds the fix, unsaved");
		UiWait.until(() -> markers(file, RulesValidator.UNKNOWN_BUILTIN).isEmpty(), "the marker goes with the problem");
	}

	@Test
	void aFileNobodyHasOpenIsFixedAndSaved() throws Exception {
		new labyrinth.rules.ui.RuleFileWatcher().start();
		IFile file = WorkspaceFiles.write("fixes", "closed.lrules", "ruleset closed\nsizes 8\n");
		IMarker marker = onlyMarker(file, RulesValidator.EVEN_SIZE);
		IMarkerResolution[] resolutions = IDE.getMarkerHelpRegistry().getResolutions(marker);
		assertEquals(List.of("Change to 7", "Change to 9"), Arrays.stream(resolutions).map(IMarkerResolution::getLabel).toList());
		resolutions[1].run(marker);
		try (java.io.InputStream in = file.getContents(true)) {
			assertEquals("ruleset closed\nsizes 9\n", new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
		}
	}

	/**
	 * Ctrl+1 anywhere on a problem's line offers its fix once. The editor's marker quick fix offers it only with the
	 * cursor in the problem's text; elsewhere on the line the editor's text does (before, neither did).
	 */
	@Test
	void ctrl1OnAProblemsLineOutsideItsTextOffersTheFixOnce() throws Exception {
		String text = "ruleset typo\nbuiltin nek on\n";
		IFile file = WorkspaceFiles.write("fixes", "line.lrules", text);
		ISourceViewer viewer = viewer(open(file));
		onlyMarker(file, RulesValidator.UNKNOWN_BUILTIN);
		UiWait.until(() -> {
			for (var it = viewer.getAnnotationModel().getAnnotationIterator(); it.hasNext();) {
				if (it.next() instanceof org.eclipse.ui.texteditor.MarkerAnnotation) return true;
			}
			return false;
		}, "the marker's annotation in the editor");
		var processor = ((org.eclipse.jface.text.source.ISourceViewerExtension3) viewer).getQuickAssistAssistant().getQuickAssistProcessor();
		for (int at : new int[] { text.indexOf("builtin"), text.indexOf("nek") + 1, text.indexOf("nek") + 3, text.indexOf(" on") + 3 }) {
			List<String> labels = Arrays.stream(processor.computeQuickAssistProposals(new TextInvocationContext(viewer, at, 0)))
					.map(ICompletionProposal::getDisplayString).toList();
			assertEquals(List.of("Change to 'neck'"), labels, "at offset " + at);
		}
	}

	/** Ctrl+1 in the editor offers each fix once: from the marker where there is one, else from the editor's text. */
	@Test
	void ctrl1InTheEditorOffersTheFixesOfTheProblemAtTheCursor() throws Exception {
		String text = "ruleset dup\nrule A { pattern |x @| }\nrule B { pattern |x @| }\n";
		IFile file = WorkspaceFiles.write("fixes", "dup.lrules", text);
		ISourceViewer viewer = viewer(open(file));
		int atB = text.indexOf("B {");
		List<String> fromText = RulesQuickAssistProcessor.proposals(viewer.getDocument(), atB).stream()
				.map(ICompletionProposal::getDisplayString).toList();
		assertEquals(List.of("Remove rule B"), fromText);
		assertEquals(List.of(), RulesQuickAssistProcessor.proposals(viewer.getDocument(), text.indexOf("ruleset")), "nothing to fix");
		UiWait.until(() -> markers(file, RulesValidator.SAME_AS_OTHER).size() == 1, "a marker for the duplicate rule");
		ICompletionProposal[] all = ((org.eclipse.jface.text.source.ISourceViewerExtension3) viewer).getQuickAssistAssistant().getQuickAssistProcessor()
				.computeQuickAssistProposals(new TextInvocationContext(viewer, atB, 0));
		assertNotNull(all);
		List<String> labels = Arrays.stream(all).map(ICompletionProposal::getDisplayString).toList();
		assertEquals(List.of("Remove rule B"), labels, "once, although the marker and the editor's text both have it");
		all[0].apply(viewer.getDocument());
		assertEquals("ruleset dup\nrule A { pattern |x @| }\n", viewer.getDocument().get());
	}
}
