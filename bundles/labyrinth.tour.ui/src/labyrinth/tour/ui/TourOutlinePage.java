package labyrinth.tour.ui;

import java.util.ArrayList;
import java.util.List;

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

import labyrinth.model.TourCase;
import labyrinth.model.TourStage;
import labyrinth.model.TourTable;
import labyrinth.tour.TourTables;

/** Outline of a tiebreak table: the table, its cases and their stages; selecting one reveals it. */
public class TourOutlinePage extends ContentOutlinePage {
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

	public TourOutlinePage(ITextEditor editor) {
		this.editor = editor;
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
		getTreeViewer().setInput(items(document.get()));
	}

	/** The outline entries of a table's text (also for tests). */
	public static List<Item> items(String text) {
		List<Item> out = new ArrayList<>();
		TourTable table = TourTables.parseText(text);
		if (table == null) return out;
		add(out, "tiebreak table " + table.getName() + (table.getFrom() > 0 ? " (sizes from " + table.getFrom() + ")" : ""), table);
		for (TourCase c : table.getCases()) {
			String condition = c.getModulus() == 0 ? "m = " + c.getResidue()
					: "m mod " + c.getModulus() + " = " + c.getResidue() + (c.getFrom() > 0 ? " from " + c.getFrom() : "");
			int n = c.getStages().size();
			add(out, "case " + condition + " (" + n + (n == 1 ? " stage)" : " stages)"), c);
			for (TourStage s : c.getStages()) {
				String until = s.getRow() == null ? "to end" : "until (" + TourTables.expr(s.getRow()).text() + ", "
						+ (s.getCol() == null ? "?" : TourTables.expr(s.getCol()).text()) + ")";
				add(out, "    " + s.getOrdering() + " " + until, s);
			}
		}
		return out;
	}

	private static void add(List<Item> out, String label, org.eclipse.emf.ecore.EObject o) {
		ICompositeNode node = NodeModelUtils.getNode(o);
		if (node != null) out.add(new Item(label, node.getOffset(), node.getLength()));
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
