package labyrinth.lang.ui;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * The Outline of a file of a language: a flat list of entries, each revealing its text when selected, refreshed as
 * the text changes. A language gives the entries of a text ({@link #items}).
 */
public abstract class OutlinePage extends ContentOutlinePage {
	/** One outline entry and where it is in the text. */
	public record Item(String label, int offset, int length) {
	}

	private final ITextEditor editor;
	private IDocument document;
	private boolean refreshPending;
	private final IDocumentListener changes = new IDocumentListener() {
		@Override
		public void documentAboutToBeChanged(DocumentEvent event) {
		}

		@Override
		public void documentChanged(DocumentEvent event) {
			scheduleRefresh();
		}
	};

	protected OutlinePage(ITextEditor editor) {
		this.editor = editor;
	}

	/** The outline entries of a text. */
	protected abstract List<Item> itemsOf(String text);

	/** Adds an entry for a model element at its place in the text (none if it has no node). */
	protected static void add(List<Item> out, String label, EObject o) {
		ICompositeNode node = NodeModelUtils.getNode(o);
		if (node != null) out.add(new Item(label, node.getOffset(), node.getLength()));
	}

	@Override
	public void createControl(Composite parent) {
		super.createControl(parent);
		getTreeViewer().setContentProvider(new ITreeContentProvider() {
			@Override
			public Object[] getElements(Object input) {
				return ArrayContentProvider.getInstance().getElements(input);
			}

			@Override
			public Object[] getChildren(Object parentElement) {
				return new Object[0];
			}

			@Override
			public Object getParent(Object element) {
				return null;
			}

			@Override
			public boolean hasChildren(Object element) {
				return false;
			}
		});
		getTreeViewer().setLabelProvider(ColumnLabelProvider.createTextProvider(e -> ((Item) e).label()));
		getTreeViewer().addSelectionChangedListener(e -> {
			Object o = ((IStructuredSelection) e.getSelection()).getFirstElement();
			if (o instanceof Item i) editor.selectAndReveal(i.offset(), i.length());
		});
		document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		if (document != null) document.addDocumentListener(changes);
		refresh();
	}

	private void scheduleRefresh() {
		if (refreshPending || getControl() == null || getControl().isDisposed()) return;
		refreshPending = true;
		getControl().getDisplay().timerExec(300, () -> {
			refreshPending = false;
			refresh();
		});
	}

	private void refresh() {
		if (getControl() == null || getControl().isDisposed() || document == null) return;
		getTreeViewer().setInput(itemsOf(document.get()));
	}

	/** Labels currently shown (for tests). */
	public List<String> labels() {
		List<String> labels = new ArrayList<>();
		for (org.eclipse.swt.widgets.TreeItem t : getTreeViewer().getTree().getItems()) labels.add(t.getText());
		return labels;
	}

	@Override
	public void dispose() {
		if (document != null) document.removeDocumentListener(changes);
		super.dispose();
	}
}
