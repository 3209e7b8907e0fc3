package labyrinth.rules.ui;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.quickassist.IQuickAssistInvocationContext;
import org.eclipse.jface.text.quickassist.IQuickAssistProcessor;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.texteditor.MarkerAnnotation;
import org.eclipse.xtext.validation.Issue;

import labyrinth.rules.RuleFiles;
import labyrinth.rules.RuleQuickFixes;
import labyrinth.rules.RuleQuickFixes.Fix;

/**
 * Ctrl+1 in the rule editor: the fixes of the problems at the cursor, from the document as it is (validated again,
 * so a fix is offered before the Problems markers catch up, and for files outside the workspace). A problem that
 * has a marker there already gets its fixes from the marker ({@link RuleMarkerResolutions}, which the generic editor
 * asks as well), so no fix is offered twice.
 */
public class RulesQuickAssistProcessor implements IQuickAssistProcessor {

	@Override
	public String getErrorMessage() {
		return null;
	}

	@Override
	public boolean canFix(Annotation annotation) {
		return !(annotation instanceof MarkerAnnotation) && (RulesValidationReconciler.ERROR.equals(annotation.getType())
				|| RulesValidationReconciler.WARNING.equals(annotation.getType()));
	}

	@Override
	public boolean canAssist(IQuickAssistInvocationContext context) {
		return false;
	}

	@Override
	public ICompletionProposal[] computeQuickAssistProposals(IQuickAssistInvocationContext context) {
		IDocument document = context.getSourceViewer().getDocument();
		try {
			Set<String> byMarkers = markerFixes(context.getSourceViewer().getAnnotationModel(), document, context.getOffset(),
					context.getLength());
			return proposals(document, context.getOffset()).stream().filter(p -> !byMarkers.contains(p.key()))
					.toArray(ICompletionProposal[]::new);
		} catch (Exception e) {
			org.eclipse.core.runtime.ILog.of(RulesQuickAssistProcessor.class).error("quick fixes failed", e);
			return new ICompletionProposal[0];
		}
	}

	/** The fixes of every problem of the document at {@code offset} (its text or its line), in the document's order. */
	public static List<Proposal> proposals(IDocument document, int offset) throws Exception {
		IFile file = labyrinth.lang.ui.ProblemMarkers.fileOf(document);
		URI uri = file != null ? URI.createPlatformResourceURI(file.getFullPath().toString(), true)
				: URI.createURI("inmemory:/editor.lrules");
		String text = document.get();
		List<Proposal> out = new ArrayList<>();
		for (Issue issue : RuleFiles.validate(text, uri)) {
			if (issue.getOffset() == null || issue.getLength() == null || !covers(document, issue.getOffset(), issue.getLength(), offset)) continue;
			for (Fix fix : RuleQuickFixes.fixes(text, issue.getCode(), issue.getOffset(), issue.getLength())) {
				out.add(new Proposal(fix, issue.getCode() + "@" + issue.getOffset() + ":" + fix.label()));
			}
		}
		return out;
	}

	/** Whether the cursor is in the problem's text, or on its line. */
	private static boolean covers(IDocument document, int start, int length, int offset) throws BadLocationException {
		if (offset >= start && offset <= start + length) return true;
		return document.getLineOfOffset(Math.min(start, document.getLength())) == document.getLineOfOffset(offset);
	}

	/**
	 * The fixes the generic editor's own marker quick fix offers for this cursor, as {@link Proposal#key()}s: those of
	 * the markers whose text holds the cursor (or, without a text, whose line does), as it picks them. The rest of
	 * the line is this processor's to fix.
	 */
	private static Set<String> markerFixes(IAnnotationModel model, IDocument document, int offset, int length)
			throws BadLocationException {
		Set<String> keys = new HashSet<>();
		if (model == null) return keys;
		for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
			if (!(it.next() instanceof MarkerAnnotation a) || !a.getMarker().exists()) continue;
			org.eclipse.jface.text.Position at = model.getPosition(a);
			if (at == null) continue;
			boolean picked = at.getLength() == 0 ? document.getLineOfOffset(at.getOffset()) == document.getLineOfOffset(offset)
					: offset >= at.getOffset() && offset + Math.max(0, length) <= at.getOffset() + at.getLength();
			if (!picked) continue;
			IMarker m = a.getMarker();
			String code = m.getAttribute(labyrinth.lang.ui.ProblemMarkers.CODE, null);
			if (code == null) continue;
			for (Fix fix : RuleMarkerResolutions.fixes(m)) keys.add(code + "@" + m.getAttribute(IMarker.CHAR_START, -1) + ":" + fix.label());
		}
		return keys;
	}

	/** A fix as a proposal of the quick-assist popup. */
	public static final class Proposal implements ICompletionProposal {
		private final Fix fix;
		private final String key;

		Proposal(Fix fix, String key) {
			this.fix = fix;
			this.key = key;
		}

		String key() {
			return key;
		}

		@Override
		public void apply(IDocument document) {
			try {
				RuleMarkerResolutions.apply(fix, document);
			} catch (BadLocationException e) {
				org.eclipse.core.runtime.ILog.of(RulesQuickAssistProcessor.class).error("could not apply " + fix.label(), e);
			}
		}

		@Override
		public Point getSelection(IDocument document) {
			return new Point(fix.offset() + fix.replacement().length(), 0);
		}

		@Override
		public String getAdditionalProposalInfo() {
			return null;
		}

		@Override
		public String getDisplayString() {
			return fix.label();
		}

		@Override
		public Image getImage() {
			return null;
		}

		@Override
		public IContextInformation getContextInformation() {
			return null;
		}
	}
}
