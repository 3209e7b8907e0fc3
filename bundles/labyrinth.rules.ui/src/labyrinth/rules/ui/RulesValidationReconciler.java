package labyrinth.rules.ui;

import org.eclipse.jface.text.ITextViewer;

import labyrinth.lang.ui.ValidationReconciler;

/** Validates rule files as the user types; also sets up the editor's content assist, installed right after it. */
public class RulesValidationReconciler extends ValidationReconciler {
	public RulesValidationReconciler() {
		super(RulesLanguage.LANGUAGE);
	}

	@Override
	public void install(ITextViewer textViewer) {
		super.install(textViewer);
		RulesContentAssistProcessor.configure(textViewer);
		if (textViewer.getTextWidget() != null) {
			textViewer.getTextWidget().getDisplay().asyncExec(() -> RulesContentAssistProcessor.configure(textViewer));
		}
	}
}
