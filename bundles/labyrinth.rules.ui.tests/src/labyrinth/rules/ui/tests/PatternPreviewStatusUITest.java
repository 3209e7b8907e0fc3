package labyrinth.rules.ui.tests;

import static labyrinth.rules.ui.tests.RuleEditors.page;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import labyrinth.rules.ui.PatternPreviewView;
import labyrinth.test.support.UiWait;

/** Pattern Preview's status line shows all of its text, however narrow the view. */
class PatternPreviewStatusUITest {

	@AfterEach
	void closeEditors() {
		RuleEditors.closeEditors();
	}

	@Test
	void thePreviewsStatusLineWrapsInsteadOfBeingCut() throws Exception {
		PatternPreviewView preview = (PatternPreviewView) page().showView(PatternPreviewView.ID);
		String text = "ruleset r\nrule ALongRuleNameThatNeedsRoom {\n\tsymmetry mirror rotate\n\tpattern\n\t\t|# x #|\n\t\t|? . ?|\n}\n";
		preview.preview(text, text.indexOf("# x"));
		Label status = preview.status();
		String expected = PatternPreviewView.statusText(preview.shown());
		assertEquals(expected, status.getText());
		assertTrue(expected.startsWith("ALongRuleNameThatNeedsRoom: ") && expected.contains(" - "), expected);
		Composite area = status.getParent();
		// a narrow window makes a narrow view (the workbench lays the view out itself, so the window is what to resize)
		Shell window = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
		org.eclipse.swt.graphics.Point before = window.getSize();
		window.setSize(420, before.y);
		try {
			UiWait.until(() -> area.getSize().x > 0 && area.getSize().x <= 420 && status.getSize().x <= area.getClientArea().width,
					"the view is narrow: " + area.getSize());
			int oneLine = status.computeSize(SWT.DEFAULT, SWT.DEFAULT).x;
			assertTrue(oneLine > status.getSize().x, "the text is wider than the view: " + oneLine + " > " + status.getSize());
			int needed = status.computeSize(status.getSize().x, SWT.DEFAULT).y;
			assertTrue(status.getSize().y >= needed, "tall enough for all its lines: " + status.getBounds() + ", needs " + needed);
			assertTrue(status.getSize().y >= 2 * status.computeSize(SWT.DEFAULT, SWT.DEFAULT).y, "wrapped: " + status.getBounds());
			assertTrue(status.getBounds().y + status.getSize().y <= area.getClientArea().height, "inside the view: " + status.getBounds()
					+ " in " + area.getClientArea());
		} finally {
			window.setSize(before);
		}
		preview.preview(text, 2);
		assertEquals(PatternPreviewView.NOTHING, status.getText());
	}
}
