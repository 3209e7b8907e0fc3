package labyrinth.rules.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.MarkerAnnotation;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import labyrinth.rules.ui.RulesLanguage;
import labyrinth.rules.ui.RulesContentAssistProcessor;
import labyrinth.rules.ui.RulesHover;
import labyrinth.rules.ui.RulesOutlinePage;
import labyrinth.rules.ui.RulesValidationReconciler;
import labyrinth.test.support.UiWait;
import labyrinth.test.support.WorkspaceFiles;

/** A .lrules file in the Generic Editor inside a real workbench, with the language's services; one behaviour each. */
class RulesEditorUITest {
	private static final String TEXT = "ruleset demo\nrule Twice { pattern |@ x @| }\n";

	private IFile file;
	private IEditorPart editor;
	private ITextViewer viewer;

	@BeforeEach
	void openTheFile() throws Exception {
		file = WorkspaceFiles.write("p", "test.lrules", TEXT);
		IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
		editor = IDE.openEditor(page, file);
		viewer = (ITextViewer) editor.getAdapter(ITextOperationTarget.class);
		assertNotNull(viewer);
	}

	@AfterEach
	void closeEditors() {
		PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
	}

	@Test
	void ruleFilesOpenInTheGenericEditor() {
		assertEquals("org.eclipse.ui.genericeditor.GenericEditor", editor.getSite().getId());
	}

	@Test
	void afterARuleComeMoreRulesOrBuiltInSwitches() {
		ICompletionProposal[] proposals = new RulesContentAssistProcessor().computeCompletionProposals(viewer, TEXT.length());
		List<String> names = Arrays.stream(proposals).map(ICompletionProposal::getDisplayString).toList();
		assertTrue(names.containsAll(List.of("rule", "builtin")) && !names.contains("ruleset"), "got " + names);
	}

	@Test
	void aPatternWithTwoLiveEndsIsAnnotated() throws Exception {
		UiWait.until(() -> errors().stream().anyMatch(m -> m.contains("exactly one live end")), "an error annotation: " + errors());
	}

	@Test
	void theSameProblemIsAMarkerOnItsLine() throws Exception {
		UiWait.until(() -> markers().stream().anyMatch(m -> m.startsWith("2: ") && m.contains("exactly one live end")),
				"a Problems-view marker on line 2");
	}

	/**
	 * A workspace file's problem comes once into the annotations, as its marker's: the hover lists every annotation
	 * under the mouse, and an annotation of our own beside the marker's showed the message twice.
	 */
	@Test
	void aWorkspaceFilesProblemIsAnnotatedOnceByItsMarker() throws Exception {
		UiWait.until(() -> annotations().stream().anyMatch(a -> a instanceof MarkerAnnotation && a.getText() != null
				&& a.getText().contains("exactly one live end")), "the marker's annotation");
		UiWait.spin(Display.getCurrent(), 500); // two more validations, which must not add their own
		List<Annotation> withTheMessage = annotations().stream()
				.filter(a -> a.getText() != null && a.getText().contains("exactly one live end")).toList();
		assertEquals(1, withTheMessage.size(), "one annotation: " + withTheMessage);
	}

	/** A file outside the workspace has no markers, so the editor annotates its problems itself. */
	@Test
	void aFileOutsideTheWorkspaceIsAnnotatedByTheEditor() throws Exception {
		java.nio.file.Path outside = java.nio.file.Files.createTempFile("outside", ".lrules");
		java.nio.file.Files.writeString(outside, TEXT);
		IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
		editor = IDE.openEditorOnFileStore(page, org.eclipse.core.filesystem.EFS.getLocalFileSystem().getStore(outside.toUri()));
		viewer = (ITextViewer) editor.getAdapter(ITextOperationTarget.class);
		UiWait.until(() -> annotations().stream().anyMatch(a -> !(a instanceof MarkerAnnotation)
				&& RulesValidationReconciler.ERROR.equals(a.getType()) && a.getText().contains("exactly one live end")),
				"the editor's own error annotation: " + errors());
		java.nio.file.Files.delete(outside);
	}

	@Test
	void patternSymbolsAreColouredLikeTheWalkerAndKeywordsAreBold() {
		StyleRange x = viewer.getTextWidget().getStyleRangeAtOffset(TEXT.indexOf("x @|"));
		assertNotNull(x, "the disabled field has a style");
		assertEquals(new RGB(40, 40, 40), x.background.getRGB());
		StyleRange kw = viewer.getTextWidget().getStyleRangeAtOffset(TEXT.indexOf("rule"));
		assertTrue(kw != null && (kw.fontStyle & SWT.BOLD) != 0, "keywords are bold");
	}

	@Test
	void theOutlineListsTheRuleSetAndItsRules() {
		IContentOutlinePage outline = editor.getAdapter(IContentOutlinePage.class);
		assertNotNull(outline, "rule editors have an outline");
		Shell shell = new Shell(Display.getCurrent());
		try {
			outline.createControl(shell);
			assertEquals(List.of("ruleset demo", "rule Twice"), ((RulesOutlinePage) outline).labels());
		} finally {
			outline.dispose();
			shell.dispose();
		}
	}

	/** A line being typed shows in the Outline as far as it goes, never as "null". */
	@Test
	void theOutlineShowsAnUnfinishedLineWithoutNull() {
		List<String> labels = RulesOutlinePage.items("ruleset demo\nbuiltin area on\nbuiltin \nrule \n").stream()
				.map(labyrinth.lang.ui.OutlinePage.Item::label).toList();
		assertTrue(labels.stream().noneMatch(l -> l.contains("null")), labels.toString());
		assertTrue(labels.contains("builtin ? on") || labels.contains("rule ?"), labels.toString());
	}

	@Test
	void hoverExplainsPatternSymbols() {
		String hover = new RulesHover().getHoverInfo(viewer, new Region(TEXT.indexOf("x @|"), 0));
		assertTrue(hover != null && hover.contains("the field the rule disables"), "hover " + hover);
		assertEquals(null, RulesHover.describe(viewer.getDocument(), TEXT.indexOf("demo")));
	}

	/** The hover breaks a long description into lines, since the editor's hover shows one line cut at its width. */
	@Test
	void aLongHoverComesInLinesThatFit() {
		Document doc = new Document("ruleset r\nbuiltin neck on\n");
		org.eclipse.jface.text.TextViewer shown = new org.eclipse.jface.text.TextViewer(viewer.getTextWidget().getShell(), 0);
		try {
			shown.setDocument(doc);
			String hover = new RulesHover().getHoverInfo(shown, new Region(doc.get().indexOf("neck") + 1, 0));
			String[] lines = hover.split("\n");
			assertTrue(lines.length >= 4, hover);
			for (String line : lines) assertTrue(line.length() <= labyrinth.lang.ui.HoverText.WIDTH, line);
			assertEquals(RulesHover.describe(doc, doc.get().indexOf("neck") + 1), String.join(" ", lines), "the whole text, no word lost");
		} finally {
			shown.getControl().dispose();
		}
	}

	/** A built-in's hover says what it does, in the words of the engine's one description (the help book's too). */
	@Test
	void hoverOnABuiltInShowsItsDescription() {
		Document doc = new Document("ruleset r\nbuiltin lookahead on\nbuiltin near-border off\n");
		assertEquals("built-in rule lookahead (One-step lookahead): A step after which the rules before it leave nothing"
				+ " is disabled.", RulesHover.describe(doc, doc.get().indexOf("lookahead") + 3));
		String nearBorder = RulesHover.describe(doc, doc.get().indexOf("near-border"));
		assertTrue(nearBorder.startsWith("built-in rule near-border (Near border): A step onto a field at the border that"
				+ " closes off free fields between the line and the border is disabled."), nearBorder);
	}

	/** discover --auto writes a rule's evidence into its description; the rule's name shows it. */
	@Test
	void hoverOnARuleNameShowsItsEvidence() {
		String text = "ruleset nine\nsizes 9\nrule Auto9x9_8_19 {\n\tdescription \"Checked: all 111,712 walkthroughs of 7x7 kept\"\n"
				+ "\tpattern\n\t\t|x @|\n}\nrule Bare {\n\tpattern\n\t\t|x @|\n}\n";
		Document doc = new Document(text);
		assertEquals("rule Auto9x9_8_19: Checked: all 111,712 walkthroughs of 7x7 kept",
				RulesHover.describe(doc, text.indexOf("Auto9x9")));
		assertEquals("rule Bare (no description)", RulesHover.describe(doc, text.indexOf("Bare")));
	}

	private List<Annotation> annotations() {
		List<Annotation> out = new ArrayList<>();
		((ISourceViewer) viewer).getAnnotationModel().getAnnotationIterator().forEachRemaining(out::add);
		return out;
	}

	private List<String> errors() {
		List<String> out = new ArrayList<>();
		Iterator<Annotation> it = ((ISourceViewer) viewer).getAnnotationModel().getAnnotationIterator();
		while (it.hasNext()) {
			Annotation a = it.next();
			if (RulesValidationReconciler.ERROR.equals(a.getType())) out.add(a.getText());
		}
		return out;
	}

	private List<String> markers() {
		List<String> out = new ArrayList<>();
		try {
			for (IMarker m : file.findMarkers(RulesLanguage.LANGUAGE.markerType(), true, 0)) {
				out.add(m.getAttribute(IMarker.LINE_NUMBER, -1) + ": " + m.getAttribute(IMarker.MESSAGE, ""));
			}
		} catch (org.eclipse.core.runtime.CoreException e) {
			throw new IllegalStateException(e);
		}
		return out;
	}
}
