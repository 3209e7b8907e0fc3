package labyrinth.rules.ui;

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

import labyrinth.rules.RuleFiles;
import labyrinth.model.BuiltinRuleRef;
import labyrinth.model.LabyrinthPackage;
import labyrinth.model.Rule;
import labyrinth.model.RuleEntry;
import labyrinth.model.RuleSet;

/** Outline of a rule file: the rule set, its imports, built-in switches and pattern rules; selecting one reveals it. */
public class RulesOutlinePage extends ContentOutlinePage {
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

	public RulesOutlinePage(ITextEditor editor) {
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

	/** The outline entries of a rule text (also for tests). */
	public static List<Item> items(String text) {
		List<Item> out = new ArrayList<>();
		RuleSet file = RuleFiles.parseText(text);
		if (file == null) return out;
		add(out, "ruleset " + file.getName() + (file.getSizes().isEmpty() ? "" : " " + file.getSizes())
				+ (file.getWindow() == 0 ? "" : ", window " + file.getWindow()), file);
		List<org.eclipse.xtext.nodemodel.INode> imports = NodeModelUtils.findNodesForFeature(file,
				LabyrinthPackage.Literals.RULE_SET__IMPORTS);
		for (int i = 0; i < Math.min(imports.size(), file.getImports().size()); i++) {
			org.eclipse.xtext.nodemodel.INode node = imports.get(i);
			out.add(new Item("import " + file.getImports().get(i), node.getOffset(), node.getLength()));
		}
		for (RuleEntry e : file.getEntries()) {
			if (e instanceof BuiltinRuleRef sw) add(out, "builtin " + sw.getId() + (sw.isDisabled() ? " off" : " on"), sw);
			else if (e instanceof Rule r) {
				String symmetry = (r.isMirror() ? " mirror" : "") + (r.isRotate() ? " rotate" : "");
				add(out, "rule " + r.getName() + (symmetry.isEmpty() ? "" : " (" + symmetry.strip() + ")")
						+ (r.isDisabled() ? " [disabled]" : ""), r);
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
