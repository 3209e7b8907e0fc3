package labyrinth.rules.ui.tests;

import static labyrinth.rules.ui.tests.RuleEditors.page;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import labyrinth.rules.ui.PatternPreviewView;

/** The Labyrinth perspective gives the rule editor its Outline, beside the Pattern Preview. */
class LabyrinthPerspectiveOutlineUITest {

	@AfterEach
	void closeEditors() {
		RuleEditors.closeEditors();
	}

	@Test
	void theLabyrinthPerspectiveShowsTheOutlineAndThePatternPreview() throws Exception {
		var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		var before = page().getPerspective();
		IWorkbenchPage p = PlatformUI.getWorkbench().showPerspective("labyrinth.ui.perspective", window);
		try {
			assertNotNull(p.findViewReference(IPageLayout.ID_OUTLINE), "the Outline is in the perspective");
			assertNotNull(p.findView(IPageLayout.ID_OUTLINE), "and open");
			var preview = p.findView(PatternPreviewView.ID);
			var outline = p.findView(IPageLayout.ID_OUTLINE);
			assertNotNull(preview);
			// not a tab behind it: both are visible at once
			assertTrue(p.isPartVisible(preview) && p.isPartVisible(outline), "the Outline and the Pattern Preview are both visible");
		} finally {
			p.closePerspective(p.getPerspective(), false, false);
			if (before != null) p.setPerspective(before);
		}
	}
}
