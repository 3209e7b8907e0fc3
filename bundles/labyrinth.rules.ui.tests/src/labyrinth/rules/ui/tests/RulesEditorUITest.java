package labyrinth.rules.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import labyrinth.rules.ui.RulesContentAssistProcessor;
import labyrinth.rules.ui.RulesHover;
import labyrinth.rules.ui.RulesValidationReconciler;

/** Opens a .lrules file in the Generic Editor inside a real workbench and exercises the Xtext-backed services. */
class RulesEditorUITest {

	@Test
	void genericEditorWithXtextServices() throws Exception {
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("p");
		if (!project.exists()) project.create(null);
		project.open(null);
		IFile file = project.getFile("test.lrules");
		String text = "ruleset demo\nrule Twice { pattern |@ x @| }\n";
		file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);

		IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
		IEditorPart editor = IDE.openEditor(page, file);
		assertEquals("org.eclipse.ui.genericeditor.GenericEditor", editor.getSite().getId());

		ITextViewer viewer = (ITextViewer) editor.getAdapter(ITextOperationTarget.class);
		assertNotNull(viewer);

		// content assist through the contributed processor (Xtext IdeContentProposalProvider underneath)
		ICompletionProposal[] proposals = new RulesContentAssistProcessor().computeCompletionProposals(viewer, text.length());
		List<String> names = Arrays.stream(proposals).map(ICompletionProposal::getDisplayString).toList();
		System.out.println("proposals=" + names);
		assertTrue(names.containsAll(List.of("rule", "builtin")) && !names.contains("ruleset"), "after a rule come more rules or built-in switches, got " + names);

		// validation reconciler puts Xtext issues into the annotation model
		Display display = Display.getCurrent();
		List<String> errors = new ArrayList<>();
		long end = System.currentTimeMillis() + 10_000;
		while (errors.isEmpty() && System.currentTimeMillis() < end) {
			while (display.readAndDispatch()) { /* spin */ }
			Thread.sleep(50);
			Iterator<Annotation> it = ((ISourceViewer) viewer).getAnnotationModel().getAnnotationIterator();
			while (it.hasNext()) {
				Annotation a = it.next();
				if (RulesValidationReconciler.ERROR.equals(a.getType())) errors.add(a.getText());
			}
		}
		System.out.println("annotations=" + errors);
		assertTrue(errors.stream().anyMatch(m -> m.contains("exactly one live end")), "got " + errors);

		// the same problem as a Problems-view marker on the file
		List<String> markers = new ArrayList<>();
		end = System.currentTimeMillis() + 10_000;
		while (markers.isEmpty() && System.currentTimeMillis() < end) {
			while (display.readAndDispatch()) { /* spin */ }
			Thread.sleep(50);
			for (org.eclipse.core.resources.IMarker m : file.findMarkers(labyrinth.rules.ui.RuleMarkers.TYPE, true, 0)) {
				markers.add(m.getAttribute(org.eclipse.core.resources.IMarker.LINE_NUMBER, -1) + ": "
						+ m.getAttribute(org.eclipse.core.resources.IMarker.MESSAGE, ""));
			}
		}
		assertTrue(markers.stream().anyMatch(m -> m.startsWith("2: ") && m.contains("exactly one live end")), "markers " + markers);

		// pattern symbols are coloured like the walker view: the disabled field dark, the live end bold
		org.eclipse.swt.custom.StyleRange x = viewer.getTextWidget().getStyleRangeAtOffset(text.indexOf("x @|"));
		assertNotNull(x, "the disabled field has a style");
		assertEquals(new org.eclipse.swt.graphics.RGB(40, 40, 40), x.background.getRGB());
		org.eclipse.swt.custom.StyleRange kw = viewer.getTextWidget().getStyleRangeAtOffset(text.indexOf("rule"));
		assertTrue(kw != null && (kw.fontStyle & org.eclipse.swt.SWT.BOLD) != 0, "keywords are bold");

		// the outline lists the rule set and its rules; selecting one reveals it in the editor
		org.eclipse.ui.views.contentoutline.IContentOutlinePage outline = editor
				.getAdapter(org.eclipse.ui.views.contentoutline.IContentOutlinePage.class);
		assertNotNull(outline, "rule editors have an outline");
		org.eclipse.swt.widgets.Shell shell = new org.eclipse.swt.widgets.Shell(display);
		try {
			outline.createControl(shell);
			List<String> labels = ((labyrinth.rules.ui.RulesOutlinePage) outline).labels();
			assertEquals(List.of("ruleset demo", "rule Twice"), labels);
		} finally {
			outline.dispose();
			shell.dispose();
		}

		// the legend on hover: a pattern symbol and a built-in rule id
		String hover = new RulesHover().getHoverInfo(viewer, new Region(text.indexOf("x @|"), 0));
		assertTrue(hover != null && hover.contains("the field the rule disables"), "hover " + hover);
		assertEquals(null, RulesHover.describe(viewer.getDocument(), text.indexOf("demo")));
		org.eclipse.jface.text.Document doc = new org.eclipse.jface.text.Document("builtin near-border on");
		assertTrue(RulesHover.describe(doc, 10).contains("Near border"), RulesHover.describe(doc, 10));
	}
}
