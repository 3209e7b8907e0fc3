package labyrinth.tour.ui;

import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

/** Gives text editors of {@code .ltour} files an outline page (the generic editor has none of its own). */
public class TourOutlineAdapterFactory implements IAdapterFactory {
	@Override
	public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
		if (adapterType == IContentOutlinePage.class && adaptable instanceof ITextEditor editor && editor.getEditorInput() != null
				&& editor.getEditorInput().getName().endsWith("." + labyrinth.tour.TourTables.EXTENSION)) {
			return adapterType.cast(new TourOutlinePage(editor));
		}
		return null;
	}

	@Override
	public Class<?>[] getAdapterList() {
		return new Class<?>[] { IContentOutlinePage.class };
	}
}
