package labyrinth.tour.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import labyrinth.test.support.UiWait;
import labyrinth.test.support.WorkspaceFiles;
import labyrinth.tour.ui.TourContentAssistProcessor;
import labyrinth.tour.ui.TourHover;
import labyrinth.tour.ui.TourLanguage;
import labyrinth.tour.ui.TourOutlinePage;
import labyrinth.tour.ui.TourPresentationReconciler;
import labyrinth.tour.ui.TourValidationReconciler;

/** A .ltour file in the Generic Editor inside a real workbench, with the tour language's services; one behaviour each. */
class TourTableEditorUITest {
	private static final String TABLE = "tiebreak table Demo sizes from 5\ncase m = 6:\n\t34261578 until (6, 1)\n\t87642135 to end\n"
			+ "case m mod 2 = 1 from 5:\n\t12345678 to end\ncase m mod 2 = 0 from 8:\n\t12345678 to end\n";
	/** The table with a bad ordering on line 6 (move type 6 twice), and a comment. */
	private static final String TEXT = TABLE.replace("1 from 5:\n\t12345678", "1 from 5:\n\t12345668") + "// the end\n";

	private IFile file;
	private IEditorPart editor;
	private ITextViewer viewer;

	@BeforeEach
	void openTheFile() throws Exception {
		file = WorkspaceFiles.write("tables", "demo.ltour", TEXT);
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
	void tablesOpenInTheGenericEditorWithTheirOwnContentType() throws Exception {
		assertEquals("org.eclipse.ui.genericeditor.GenericEditor", editor.getSite().getId());
		assertEquals("labyrinth.tour.ui.ltour", file.getContentDescription().getContentType().getId());
	}

	/** The markers follow the editor while it is open and the file on disk once it is closed without saving. */
	@Test
	void closingTheEditorUnsavedLeavesTheMarkersOfTheFileOnDisk() throws Exception {
		IFile valid = WorkspaceFiles.write("tables", "valid.ltour", TABLE);
		IEditorPart open = IDE.openEditor(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), valid);
		org.eclipse.jface.text.IDocument doc = ((ITextViewer) open.getAdapter(ITextOperationTarget.class)).getDocument();
		doc.replace(doc.get().indexOf("87642135"), 8, "87642235");
		UiWait.until(() -> !markersOf(valid).isEmpty(), "the typed error is a marker: " + markersOf(valid));
		assertTrue(open.getSite().getPage().closeEditor(open, false), "closed without saving");
		UiWait.until(() -> markersOf(valid).isEmpty(), "the file on disk is valid: no marker stays " + markersOf(valid));
	}

	@Test
	void anInvalidOrderingIsAnnotatedInTheEditor() throws Exception {
		UiWait.until(() -> errors().stream().anyMatch(m -> m.equals("digit 7 of '12345668' repeats move type 6; each of 1..8 must appear once")),
				"an error annotation on the ordering: " + errors());
		// the editor's annotation, and the Problems marker's where the marker has arrived: the same problem
		assertEquals(java.util.Set.of("digit 7 of '12345668' repeats move type 6; each of 1..8 must appear once"),
				java.util.Set.copyOf(errors()), "the rest of the table is valid");
	}

	@Test
	void theSameProblemIsAMarkerOnItsLine() throws Exception {
		UiWait.until(() -> markers().contains("6: digit 7 of '12345668' repeats move type 6; each of 1..8 must appear once"),
				"a Problems-view marker on line 6: " + markers());
	}

	@Test
	void theHoverSpellsOutAMoveOrdering() {
		String hover = new TourHover().getHoverInfo(viewer, new Region(TEXT.indexOf("34261578") + 3, 0)).replace('\n', ' ');
		assertTrue(hover.startsWith("move-ordering: among tied squares prefer 3 (+1,+2), then 4 (+2,+1), then 2 (-1,+2)"), hover);
		assertEquals("digit 7 of '12345668' repeats move type 6; each of 1..8 must appear once",
				TourHover.describe(viewer.getDocument(), TEXT.indexOf("12345668")));
		String repeated = "tiebreak table T\ncase m mod 1 = 0:\n\t11234567 to end\n";
		assertTrue(TourHover.describe(new Document(repeated), repeated.indexOf("1123")).contains("repeats move type 1"));
	}

	@Test
	void theHoverSaysWhatMAndACaseMean() {
		assertEquals(TourHover.BOARD_SIZE, TourHover.describe(viewer.getDocument(), TEXT.indexOf("m = 6")));
		assertEquals("case: m = 5, 7, 9, 11, ... unless an earlier case applies",
				TourHover.describe(viewer.getDocument(), TEXT.indexOf("case m mod 2 = 1")));
		assertEquals("case m = 6: the 6 x 6 board only", TourHover.describe(viewer.getDocument(), TEXT.indexOf("case m = 6")));
		assertTrue(TourHover.describe(viewer.getDocument(), TEXT.indexOf("until")).startsWith("until (row, column)"));
		assertNull(TourHover.describe(viewer.getDocument(), TEXT.indexOf("the end")), "comments are not explained");
		assertNull(TourHover.describe(viewer.getDocument(), TEXT.indexOf("Demo")));
	}

	@Test
	void contentAssistProposesTheTablesOrderingsAndTheNextCase() {
		ICompletionProposal[] proposals = new TourContentAssistProcessor().computeCompletionProposals(viewer, TEXT.length());
		List<String> names = Arrays.stream(proposals).map(ICompletionProposal::getDisplayString).toList();
		assertTrue(names.containsAll(List.of("case", "34261578", "87642135", "12345678")), "got " + names);
		assertTrue(!names.contains("12345668"), "an invalid ordering is not proposed: " + names);
	}

	@Test
	void keywordsAreBoldAndNumbersColoured() {
		StyleRange kw = viewer.getTextWidget().getStyleRangeAtOffset(TEXT.indexOf("tiebreak"));
		assertTrue(kw != null && (kw.fontStyle & SWT.BOLD) != 0, "keywords are bold");
		StyleRange ordering = viewer.getTextWidget().getStyleRangeAtOffset(TEXT.indexOf("34261578") + 4);
		assertTrue(ordering != null && TourPresentationReconciler.NUMBER.getRGB().equals(ordering.foreground.getRGB()),
				"orderings are coloured: " + ordering);
		StyleRange name = viewer.getTextWidget().getStyleRangeAtOffset(TEXT.indexOf("Demo"));
		assertTrue(name == null || name.foreground == null && (name.fontStyle & SWT.BOLD) == 0, "the name is plain: " + name);
	}

	@Test
	void theEditorsOutlineListsCasesAndStages() {
		IContentOutlinePage outline = editor.getAdapter(IContentOutlinePage.class);
		assertNotNull(outline, "table editors have an outline");
		Shell shell = new Shell(Display.getCurrent());
		try {
			outline.createControl(shell);
			List<String> labels = ((TourOutlinePage) outline).labels();
			assertEquals(List.of("tiebreak table Demo (sizes from 5)", "case m = 6 (2 stages)", "case m mod 2 = 1 from 5 (1 stage)",
					"case m mod 2 = 0 from 8 (1 stage)"), labels.stream().filter(l -> !l.startsWith(" ")).toList());
		} finally {
			outline.dispose();
			shell.dispose();
		}
	}

	@Test
	void theOutlineListsCasesAndStages() {
		List<String> labels = TourOutlinePage.items(TABLE).stream().map(TourOutlinePage.Item::label).toList();
		assertEquals(List.of("tiebreak table Demo (sizes from 5)", "case m = 6 (2 stages)", "    34261578 until (6, 1)", "    87642135 to end",
				"case m mod 2 = 1 from 5 (1 stage)", "    12345678 to end", "case m mod 2 = 0 from 8 (1 stage)", "    12345678 to end"), labels);
		TourOutlinePage.Item stage = TourOutlinePage.items(TABLE).get(2);
		assertEquals(TABLE.indexOf("34261578"), stage.offset());
	}

	private List<String> errors() {
		List<String> out = new ArrayList<>();
		Iterator<Annotation> it = ((ISourceViewer) viewer).getAnnotationModel().getAnnotationIterator();
		while (it.hasNext()) {
			Annotation a = it.next();
			if (TourValidationReconciler.ERROR.equals(a.getType())) out.add(a.getText());
		}
		return out;
	}

	private List<String> markers() {
		return markersOf(file);
	}

	private static List<String> markersOf(IFile file) {
		List<String> out = new ArrayList<>();
		try {
			for (IMarker m : file.findMarkers(TourLanguage.LANGUAGE.markerType(), true, 0)) {
				out.add(m.getAttribute(IMarker.LINE_NUMBER, -1) + ": " + m.getAttribute(IMarker.MESSAGE, ""));
			}
		} catch (org.eclipse.core.runtime.CoreException e) {
			throw new IllegalStateException(e);
		}
		return out;
	}
}
