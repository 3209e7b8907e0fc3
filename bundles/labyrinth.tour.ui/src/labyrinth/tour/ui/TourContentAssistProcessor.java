package labyrinth.tour.ui;

import java.util.List;

import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;

/** Generic-editor content assist backed by Xtext's IdeContentProposalProvider. */
public class TourContentAssistProcessor implements IContentAssistProcessor {

	@Override
	public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
		try {
			List<ContentAssistEntry> entries = labyrinth.tour.ide.TourProposals.complete(viewer.getDocument().get(), offset);
			return entries.stream().map(e -> {
				String prefix = e.getPrefix() == null ? "" : e.getPrefix();
				return (ICompletionProposal) new CompletionProposal(e.getProposal(), offset - prefix.length(),
						prefix.length(), e.getProposal().length());
			}).toArray(ICompletionProposal[]::new);
		} catch (Exception ex) {
			// no proposals rather than a broken editor; the error log keeps the cause
			org.eclipse.core.runtime.ILog.of(TourContentAssistProcessor.class).error("content assist failed", ex);
			return new ICompletionProposal[0];
		}
	}

	@Override
	public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
		return null;
	}

	@Override
	public char[] getCompletionProposalAutoActivationCharacters() {
		return null;
	}

	@Override
	public char[] getContextInformationAutoActivationCharacters() {
		return null;
	}

	@Override
	public String getErrorMessage() {
		return null;
	}

	@Override
	public IContextInformationValidator getContextInformationValidator() {
		return null;
	}
}
