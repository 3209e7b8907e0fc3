package labyrinth.rules.ui;

import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

/** Gives text editors of {@code .lrules} files an outline page (the generic editor has none of its own). */
public class RulesOutlineAdapterFactory implements IAdapterFactory {
	@Override
	public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
		if (adapterType == IContentOutlinePage.class && adaptable instanceof ITextEditor editor && editor.getEditorInput() != null
				&& editor.getEditorInput().getName().endsWith(".lrules")) {
			return adapterType.cast(new RulesOutlinePage(editor));
		}
		return null;
	}

	@Override
	public Class<?>[] getAdapterList() {
		return new Class<?>[] { IContentOutlinePage.class };
	}
}
