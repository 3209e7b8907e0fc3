package labyrinth.rules.ui.tests;

import static labyrinth.rules.ui.tests.RuleEditors.page;
import static labyrinth.rules.ui.tests.RuleEditors.viewer;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.TextSelection;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import labyrinth.rules.ui.RulesOccurrencesReconciler;
import labyrinth.test.support.UiWait;
import labyrinth.test.support.WorkspaceFiles;

/** Mark occurrences in the rule editor: words of the rule text, never of comments or strings. */
class MarkOccurrencesUITest {

	@AfterEach
	void closeEditors() {
		RuleEditors.closeEditors();
	}

	private static final String OCCURRENCES = "// the area rule comes first\nruleset area_demo\nbuiltin area on\n"
			+ "rule R {\n\tdescription \"an area of one field\"\n\tpattern\n\t\t|s x|\n\t\t|e @|\n\tarea odd\n}\n";

	@Test
	void occurrencesAreWordsOfTheRuleTextNotOfCommentsOrStrings() {
		List<Integer> at = RulesOccurrencesReconciler.occurrences(OCCURRENCES, OCCURRENCES.indexOf("area on") + 1).stream()
				.map(IRegion::getOffset).toList();
		assertEquals(List.of(OCCURRENCES.indexOf("area on"), OCCURRENCES.indexOf("area odd")), at);
		assertEquals(List.of(), RulesOccurrencesReconciler.occurrences(OCCURRENCES, OCCURRENCES.indexOf("area rule")), "in a comment");
		assertEquals(List.of(), RulesOccurrencesReconciler.occurrences(OCCURRENCES, OCCURRENCES.indexOf("area of")), "in a string");
		String ids = "ruleset r\nbuiltin cut-sides on\nbuiltin cut on\nbuiltin cut-sides off\n";
		assertEquals(2, RulesOccurrencesReconciler.occurrences(ids, ids.indexOf("sides")).size(), "a built-in id is one word");
	}

	@Test
	void theEditorMarksTheOccurrencesAtTheCursor() throws Exception {
		IEditorPart editor = IDE.openEditor(page(), WorkspaceFiles.write("marks", "occurrences.lrules", OCCURRENCES));
		ISourceViewer viewer = viewer(editor);
		viewer.getSelectionProvider().setSelection(new TextSelection(OCCURRENCES.indexOf("area on") + 2, 0));
		UiWait.until(() -> occurrenceMarks(viewer).size() == 2, "two marks: " + occurrenceMarks(viewer));
		assertEquals(List.of(OCCURRENCES.indexOf("area on"), OCCURRENCES.indexOf("area odd")), occurrenceMarks(viewer));
		viewer.getSelectionProvider().setSelection(new TextSelection(OCCURRENCES.indexOf("area rule") + 1, 0));
		UiWait.until(() -> occurrenceMarks(viewer).isEmpty(), "a word in a comment marks nothing: " + occurrenceMarks(viewer));
	}

	private static List<Integer> occurrenceMarks(ISourceViewer viewer) {
		List<Integer> out = new ArrayList<>();
		IAnnotationModel model = viewer.getAnnotationModel();
		for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
			Annotation a = it.next();
			Position p = model.getPosition(a);
			if (RulesOccurrencesReconciler.ANNOTATION_TYPE.equals(a.getType()) && p != null) out.add(p.getOffset());
		}
		out.sort(null);
		return out;
	}
}
