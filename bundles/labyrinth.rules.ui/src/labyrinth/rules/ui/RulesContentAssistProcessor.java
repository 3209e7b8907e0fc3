package labyrinth.rules.ui;

import java.util.List;

import org.eclipse.jface.dialogs.DialogSettings;
import org.eclipse.jface.dialogs.IDialogSettings;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ContentAssistant;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.eclipse.jface.text.source.SourceViewer;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;

/**
 * Generic-editor content assist backed by Xtext's IdeContentProposalProvider. It pops up by itself only on letters
 * (keywords, names, built-in ids), never on digits or pattern symbols, and its popup has a size for a handful of
 * entries instead of the generic editor's.
 */
public class RulesContentAssistProcessor implements IContentAssistProcessor {
	/** The characters that open the popup by themselves: letters, which start every word the assist completes. */
	static final char[] AUTO_ACTIVATION = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".toCharArray();
	/** Rows and columns (in characters) of the popup's first size; the user's resizing is kept from then on. */
	static final int POPUP_ROWS = 10;
	static final int POPUP_COLUMNS = 48;

	@Override
	public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
		try {
			String text = viewer.getDocument().get();
			List<ContentAssistEntry> entries = labyrinth.rules.ide.RulesProposals.complete(text, offset);
			// right after a word, only that word's completions: a word typed in full has nothing left to complete, and
			// a new token glued to it ('pattern|? ? ?|') is never meant; offered anyway, the popup that opened on the
			// word's letters would take the Enter meant for a new line
			boolean afterWord = offset > 0 && offset <= text.length() && Character.isLetterOrDigit(text.charAt(offset - 1));
			return entries.stream().filter(e -> {
				String typed = e.getPrefix() == null ? "" : e.getPrefix();
				return !e.getProposal().equals(typed) && !(afterWord && typed.isEmpty());
			}).map(e -> {
				String prefix = e.getPrefix() == null ? "" : e.getPrefix();
				String label = e.getLabel() != null ? e.getLabel() : e.getProposal();
				return (ICompletionProposal) new CompletionProposal(e.getProposal(), offset - prefix.length(),
						prefix.length(), e.getProposal().length(), null, label, null,
						// the popup beside the list shows a long paragraph as one line cut at its edge
						labyrinth.lang.ui.HoverText.wrap(e.getDescription()));
			}).toArray(ICompletionProposal[]::new);
		} catch (Exception ex) {
			// no proposals rather than a broken editor; the error log keeps the cause
			org.eclipse.core.runtime.ILog.of(RulesContentAssistProcessor.class).error("content assist failed", ex);
			return new ICompletionProposal[0];
		}
	}

	/**
	 * Sets up the content assistant of a rule editor (called once its viewer is configured): the generic editor
	 * opens the popup on every letter and digit typed ("on type"), which makes it pop up after a size or a window; here
	 * only {@link #AUTO_ACTIVATION} does, and the popup starts at {@link #POPUP_ROWS} entries high.
	 */
	public static void configure(ITextViewer viewer) {
		ContentAssistant assistant = contentAssistant(viewer);
		if (assistant == null) return;
		assistant.enableAutoActivateCompletionOnType(false);
		assistant.setRestoreCompletionProposalSize(popupSize(viewer.getTextWidget()));
	}

	/** The size the popup starts with, kept in the plug-in's dialog settings once the user resizes it. */
	private static IDialogSettings popupSize(Control widget) {
		IDialogSettings all = org.eclipse.jface.dialogs.DialogSettings.getOrCreateSection(
				org.eclipse.ui.PlatformUI.getDialogSettingsProvider(org.osgi.framework.FrameworkUtil.getBundle(
						RulesContentAssistProcessor.class)).getDialogSettings(), "contentAssistPopup");
		if (all.get(ContentAssistant.STORE_SIZE_X) == null) {
			Point size = popupSizeFor(widget);
			all.put(ContentAssistant.STORE_SIZE_X, size.x);
			all.put(ContentAssistant.STORE_SIZE_Y, size.y);
		}
		return all;
	}

	/** {@link #POPUP_ROWS} lines of {@link #POPUP_COLUMNS} characters in the editor's font. */
	static Point popupSizeFor(Control widget) {
		GC gc = new GC(widget);
		try {
			int line = gc.getFontMetrics().getHeight() + 4; // a table row is a little higher than a line of text
			int column = (int) Math.ceil(gc.getFontMetrics().getAverageCharacterWidth());
			return new Point(POPUP_COLUMNS * column, POPUP_ROWS * line);
		} finally {
			gc.dispose();
		}
	}

	/** The content assistant the generic editor gave the viewer (SourceViewer keeps it in a protected field). */
	public static ContentAssistant contentAssistant(ITextViewer viewer) {
		if (!(viewer instanceof SourceViewer)) return null;
		try {
			java.lang.reflect.Field f = SourceViewer.class.getDeclaredField("fContentAssistant");
			f.setAccessible(true);
			return f.get(viewer) instanceof ContentAssistant a ? a : null;
		} catch (ReflectiveOperationException | RuntimeException e) {
			org.eclipse.core.runtime.ILog.of(RulesContentAssistProcessor.class).warn("content assist keeps the generic editor's settings", e);
			return null;
		}
	}

	@Override
	public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
		return null;
	}

	@Override
	public char[] getCompletionProposalAutoActivationCharacters() {
		return AUTO_ACTIVATION.clone();
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
