package labyrinth.rules.ui.tests;

import static labyrinth.rules.ui.tests.RuleEditors.page;
import static labyrinth.rules.ui.tests.RuleEditors.viewer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.contentassist.ContentAssistant;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import labyrinth.rules.ui.RulesContentAssistProcessor;
import labyrinth.test.support.UiWait;
import labyrinth.test.support.WorkspaceFiles;

/** Content assist in the rule editor: when it opens by itself, and the size of its popup. */
class ContentAssistUITest {

	@AfterEach
	void closeEditors() {
		RuleEditors.closeEditors();
	}

	/** After a keyword typed in full nothing is proposed, so Enter starts a new line; a part of it is completed. */
	@Test
	void aWordTypedInFullIsNotProposedAgain() throws Exception {
		IEditorPart editor = IDE.openEditor(page(), WorkspaceFiles.write("assist", "full.lrules", "ruleset full\nrule R {\n\tpattern"));
		ISourceViewer v = viewer(editor);
		int end = v.getDocument().getLength();
		RulesContentAssistProcessor processor = new RulesContentAssistProcessor();
		assertEquals(java.util.List.of(), Arrays.stream(processor.computeCompletionProposals(v, end))
				.map(org.eclipse.jface.text.contentassist.ICompletionProposal::getDisplayString).toList());
		assertEquals(java.util.List.of("pattern"), Arrays.stream(processor.computeCompletionProposals(v, end - 3))
				.map(org.eclipse.jface.text.contentassist.ICompletionProposal::getDisplayString).toList());
	}

	/** A built-in's description beside the list comes in lines that fit, since the popup cuts one long line. */
	@Test
	void theDescriptionsBesideTheListComeInLinesThatFit() throws Exception {
		IEditorPart editor = IDE.openEditor(page(), WorkspaceFiles.write("assist", "described.lrules", "ruleset d\nbuiltin "));
		ISourceViewer v = viewer(editor);
		var proposals = new RulesContentAssistProcessor().computeCompletionProposals(v, v.getDocument().getLength());
		var forced = Arrays.stream(proposals).filter(p -> p.getDisplayString().equals("forced-steps")).findFirst().orElseThrow();
		String info = forced.getAdditionalProposalInfo();
		String[] lines = info.split("\n");
		assertTrue(lines.length >= 3, info);
		for (String line : lines) assertTrue(line.length() <= labyrinth.lang.ui.HoverText.WIDTH, line);
		assertTrue(String.join(" ", lines).contains(labyrinth.core.rules.BuiltinRules.description("forced-steps")), info);
	}

	@Test
	void contentAssistPopsUpByItselfOnLettersOnlyNeverOnDigits() throws Exception {
		char[] auto = new RulesContentAssistProcessor().getCompletionProposalAutoActivationCharacters();
		String chars = new String(auto);
		assertTrue(chars.contains("b") && chars.contains("r") && chars.contains("R"), chars);
		for (char c : auto) assertFalse(Character.isDigit(c) || c == ' ' || c == '|', "pops up on '" + c + "'");
		// the generic editor would open it on every letter and digit typed, whatever the processor says
		IEditorPart editor = IDE.openEditor(page(), WorkspaceFiles.write("assist", "auto.lrules", "ruleset auto\nsizes 7\n"));
		ContentAssistant assistant = RulesContentAssistProcessor.contentAssistant(viewer(editor));
		assertNotNull(assistant, "the rule editor's content assistant");
		UiWait.until(() -> !onType(assistant), "the rule editor's assist no longer opens on every character typed");
	}

	private static boolean onType(ContentAssistant assistant) {
		try {
			java.lang.reflect.Field f = ContentAssistant.class.getDeclaredField("fAutoActivateCompletionOnType");
			f.setAccessible(true);
			return f.getBoolean(assistant);
		} catch (ReflectiveOperationException e) {
			throw new IllegalStateException(e);
		}
	}

	/** The popup for two entries is a popup of a few lines, not the height of the screen. */
	@Test
	void theProposalPopupHasASizeForAFewEntries() throws Exception {
		String text = "ruleset small\nbuiltin area \n";
		IEditorPart editor = IDE.openEditor(page(), WorkspaceFiles.write("assist", "popup.lrules", text));
		ISourceViewer viewer = viewer(editor);
		UiWait.until(() -> RulesContentAssistProcessor.contentAssistant(viewer) != null && !onType(RulesContentAssistProcessor.contentAssistant(viewer)),
				"configured");
		viewer.getTextWidget().setFocus();
		viewer.setSelectedRange(text.indexOf("area ") + 5, 0);
		((ITextOperationTarget) viewer).doOperation(ISourceViewer.CONTENTASSIST_PROPOSALS);
		Shell[] popup = { null };
		UiWait.until(() -> (popup[0] = proposalPopup()) != null, "the proposal popup opens");
		try {
			Table table = (Table) Arrays.stream(popup[0].getChildren()).filter(Table.class::isInstance).findFirst().orElseThrow();
			UiWait.until(() -> table.getItemCount() == 2, "on and off: " + table.getItemCount());
			int screen = popup[0].getDisplay().getBounds().height;
			int height = popup[0].getSize().y;
			assertTrue(height >= 2 * table.getItemHeight(), "both entries fit: " + height);
			assertTrue(height <= 14 * table.getItemHeight() && height < screen / 2, "a popup of a few lines: " + height + " of " + screen);
		} finally {
			popup[0].close();
		}
	}

	private static Shell proposalPopup() {
		for (Shell s : PlatformUI.getWorkbench().getDisplay().getShells()) {
			if (!s.isDisposed() && s.isVisible() && Arrays.stream(s.getChildren()).anyMatch(Table.class::isInstance)) return s;
		}
		return null;
	}
}
