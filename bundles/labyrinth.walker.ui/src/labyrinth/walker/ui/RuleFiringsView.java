package labyrinth.walker.ui;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.layout.TreeColumnLayout;
import org.eclipse.jface.viewers.CheckboxTreeViewer;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.part.ViewPart;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.Firing;

/**
 * Every rule of the walker's rule set at the current step, in order: the fields it disabled, each with its firing
 * (variant and why), and the fields it would also have disabled had an earlier rule not disabled them first or stopped
 * the rules after it. Selecting a firing outlines its cells in the Walker; unchecking a rule switches it off.
 */
public class RuleFiringsView extends ViewPart {
	public static final String ID = "labyrinth.ui.ruleFiringsView";

	/** One rule of the set at this step; {@code outcome} null when the rule is switched off. */
	public record Row(int number, RuleSetSpec.Entry rule, Evaluation.Outcome outcome) {
		public String name() {
			return number + " " + rule.label();
		}

		/** Its first firing that disabled a field, or null. */
		public Firing firing() {
			return outcome == null || outcome.firings().isEmpty() ? null : outcome.firings().get(0);
		}
	}

	/** One firing under its rule: the fields it disabled, or would have ({@code shadowedBy} names who got there first). */
	public record FiringRow(Row rule, Firing firing, int fields, boolean shadowed, String shadowedBy) {
	}

	private CheckboxTreeViewer tree;
	private org.eclipse.swt.widgets.Text details;
	private WalkerView walker;
	private final Runnable update = this::update;

	@Override
	public void createPartControl(Composite parent) {
		Composite view = new Composite(parent, SWT.NONE);
		view.setLayout(org.eclipse.jface.layout.GridLayoutFactory.fillDefaults().spacing(0, 2).create());
		Composite holder = new Composite(view, SWT.NONE);
		holder.setLayoutData(org.eclipse.jface.layout.GridDataFactory.fillDefaults().grab(true, true).create());
		TreeColumnLayout layout = new TreeColumnLayout();
		holder.setLayout(layout);
		tree = new CheckboxTreeViewer(holder, SWT.FULL_SELECTION | SWT.BORDER | SWT.MULTI);
		HelpContexts.set(tree.getControl(), HelpContexts.RULE_FIRINGS);
		HelpContexts.activateIn(getViewSite());
		tree.setContentProvider(new Content());
		column(layout, "Rule", 22, 170, this::ruleText);
		column(layout, "Disabled", 26, 200, this::disabledText);
		column(layout, "Variant", 12, 90, o -> o instanceof FiringRow f ? f.firing().variant() : "");
		column(layout, "Why", 40, 260, this::whyText);
		tree.getTree().setHeaderVisible(true);
		tree.getTree().setLinesVisible(true);
		org.eclipse.jface.viewers.ColumnViewerToolTipSupport.enableFor(tree);
		tree.setCheckStateProvider(new org.eclipse.jface.viewers.ICheckStateProvider() {
			@Override
			public boolean isChecked(Object o) {
				return o instanceof Row r ? walker == null || walker.isRuleEnabled(r.rule().id()) : true;
			}

			@Override
			public boolean isGrayed(Object o) {
				return o instanceof FiringRow;
			}
		});
		tree.addCheckStateListener(e -> {
			if (e.getElement() instanceof Row r && walker != null) walker.switchRule(r.rule().id(), e.getChecked());
			else if (e.getElement() instanceof FiringRow) tree.refresh(e.getElement());
		});
		// the columns cut long text in a narrow view: the whole of what the selected row says, wrapped
		details = new org.eclipse.swt.widgets.Text(view, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
		org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(details);
		int lineHeight = gc.getFontMetrics().getHeight();
		gc.dispose();
		details.setLayoutData(org.eclipse.jface.layout.GridDataFactory.fillDefaults().grab(true, false).hint(100, 3 * lineHeight).create());
		tree.addSelectionChangedListener(e -> {
			Object o = tree.getStructuredSelection().getFirstElement();
			showDetails();
			if (walker == null) return;
			if (o instanceof FiringRow f) walker.select(f.firing());
			else if (o instanceof Row r && r.outcome() != null && !r.outcome().firings().isEmpty()) walker.select(r.outcome().firings().get(0));
			else walker.select(null);
		});
		tree.addDoubleClickListener(e -> {
			Object o = tree.getStructuredSelection().getFirstElement();
			Row r = o instanceof Row row ? row : o instanceof FiringRow f ? f.rule() : null;
			if (r != null) openRule(r);
		});
		IViewPart part = getSite().getPage().findView(WalkerView.ID);
		if (part instanceof WalkerView w) connect(w);
	}

	private interface Text {
		String of(Object element);
	}

	private void column(TreeColumnLayout layout, String title, int weight, int minimum, Text text) {
		TreeViewerColumn c = new TreeViewerColumn(tree, SWT.LEFT);
		c.getColumn().setText(title);
		c.getColumn().setResizable(true);
		layout.setColumnData(c.getColumn(), new ColumnWeightData(weight, minimum, true));
		c.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return text.of(element);
			}

			@Override
			public String getToolTipText(Object element) {
				String t = text.of(element);
				return t == null || t.isEmpty() ? null : t;
			}
		});
	}

	private final class Content implements ITreeContentProvider {
		@Override
		public Object[] getElements(Object input) {
			return ((List<?>) input).toArray();
		}

		@Override
		public Object[] getChildren(Object parent) {
			return parent instanceof Row r ? firings(r).toArray() : new Object[0];
		}

		@Override
		public Object getParent(Object element) {
			return element instanceof FiringRow f ? f.rule() : null;
		}

		@Override
		public boolean hasChildren(Object element) {
			return element instanceof Row r && !firings(r).isEmpty();
		}
	}

	/** The firings under a rule: those that disabled fields, then those over fields another rule had disabled first. */
	public List<FiringRow> firings(Row r) {
		List<FiringRow> out = new ArrayList<>();
		Evaluation.Outcome o = r.outcome();
		if (o == null) return out;
		for (Firing f : o.firings()) out.add(new FiringRow(r, f, f.disabledDirs() & o.disabled(), false, null));
		for (Firing f : o.shadowFirings()) {
			int fields = f.disabledDirs() & o.shadowed();
			String by = null;
			for (int d = 0; d < 4; d++) if ((fields & (1 << d)) != 0 && o.shadowedBy()[d] != null) by = o.shadowedBy()[d];
			out.add(new FiringRow(r, f, fields, true, by));
		}
		return out;
	}

	private String ruleText(Object o) {
		if (o instanceof Row r) return r.name() + (r.outcome() == null ? " (off)" : "");
		FiringRow f = (FiringRow) o;
		return f.shadowed() ? "would also disable" : "disabled";
	}

	private String disabledText(Object o) {
		if (o instanceof FiringRow f) return fields(f.fields()) + (f.shadowed() && f.shadowedBy() != null ? " (taken by " + numbered(f.shadowedBy()) + ")" : "");
		Row r = (Row) o;
		if (r.outcome() == null) return "";
		String done = fields(r.outcome().disabled());
		String would = fields(r.outcome().shadowed());
		if (would.isEmpty()) return done;
		return (done.isEmpty() ? "" : done + "; ") + "would also: " + would;
	}

	private String whyText(Object o) {
		if (o instanceof FiringRow f) return f.firing().detail();
		Row r = (Row) o;
		if (r.outcome() == null || r.outcome().firings().isEmpty()) return "";
		return r.outcome().firings().size() == 1 ? r.outcome().firings().get(0).detail() : r.outcome().firings().size() + " firings, one a field";
	}

	/**
	 * The whole of what a row says, in one sentence: the rule, the fields, the variant and why. With no row selected,
	 * the first firing of this step that disabled a field.
	 */
	public String details(Object selected) {
		Object o = selected;
		if (o == null) {
			for (Row r : rows()) {
				if (r.outcome() != null && !r.outcome().firings().isEmpty()) {
					o = firings(r).get(0);
					break;
				}
			}
			if (o == null) return walker == null ? "" : "No rule disabled a field at this step.";
		}
		if (o instanceof Row r) {
			if (r.outcome() == null) return r.name() + " is switched off.";
			List<FiringRow> fired = firings(r);
			if (fired.isEmpty()) return r.name() + " disabled nothing here.";
			if (fired.size() > 1) return r.name() + ": " + disabledText(r) + ". Open it for each firing.";
			o = fired.get(0);
		}
		FiringRow f = (FiringRow) o;
		String variant = f.firing().variant();
		String fields = fields(f.fields());
		// the built-ins name their variant by the field's direction, which the fields already say
		boolean sayVariant = variant != null && !variant.isEmpty() && !fields.endsWith(" " + variant);
		return f.rule().name() + (f.shadowed() ? " would also disable " : " disabled ") + fields
				+ (f.shadowed() && f.shadowedBy() != null ? " (taken by " + numbered(f.shadowedBy()) + ")" : "")
				+ (sayVariant ? ", variant " + variant : "") + ": " + f.firing().detail();
	}

	private void showDetails() {
		if (details == null || details.isDisposed()) return;
		details.setText(details(tree.getStructuredSelection().getFirstElement()));
	}

	/** The text under the tree (tests). */
	public String detailsText() {
		return details.getText();
	}

	/** "(6,14) straight, (7,13) left" for a mask of directions from the live end. */
	public String fields(int mask) {
		if (walker == null || mask == 0) return "";
		Board b = walker.board();
		StringBuilder sb = new StringBuilder();
		for (int d = 0; d < 4; d++) {
			if ((mask & (1 << d)) == 0) continue;
			if (sb.length() > 0) sb.append(", ");
			sb.append(b.format(b.neighbour(b.head(), d))).append(' ').append(Direction.relativeName(b.heading(), d));
		}
		return sb.toString();
	}

	/** A rule by its row's name, number and all: "7 cut-sides", "1 CShape". */
	private String numbered(String ruleId) {
		for (Row r : rows()) if (r.rule().id().equals(ruleId)) return r.name();
		return ruleId;
	}

	/** The tooltip of a rule's cell: its whole text, where the column is too narrow. */
	public String tooltip(int row, int column) {
		String t = text(rows().get(row), column);
		return t.isEmpty() ? null : t;
	}

	/** The text of a cell as the user reads it (tests). */
	public String text(Object element, int column) {
		return switch (column) {
		case 0 -> ruleText(element);
		case 1 -> disabledText(element);
		case 2 -> element instanceof FiringRow f ? f.firing().variant() : "";
		default -> whyText(element);
		};
	}

	/** Follows a walker view (called when both are open). */
	public void connect(WalkerView w) {
		if (walker != null) walker.removeListener(update);
		walker = w;
		walker.addListener(update);
		// Edit > Undo here undoes the walker's last change, a rule switched off in this view among them
		if (undoRedo != null) undoRedo.dispose();
		if (getViewSite() != null) {
			undoRedo = new org.eclipse.ui.operations.UndoRedoActionGroup(getSite(), w.undoContext(), true);
			undoRedo.fillActionBars(getViewSite().getActionBars());
			getViewSite().getActionBars().updateActionBars();
		}
		update();
	}

	private org.eclipse.ui.operations.UndoRedoActionGroup undoRedo;

	/**
	 * Opens the configured rule file at a pattern rule (shipped rules and built-ins have no file to edit). Returns
	 * true if an editor opened.
	 */
	public boolean openRule(Row r) {
		if (r.rule().isBuiltin()) return false;
		String file = Preferences.ruleFile();
		if (file.isEmpty()) return false;
		org.eclipse.core.resources.IFile[] files = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot()
				.findFilesForLocationURI(Preferences.resolve(file).toAbsolutePath().toUri());
		if (files.length == 0) return false;
		try {
			org.eclipse.ui.IEditorPart editor = org.eclipse.ui.ide.IDE.openEditor(getSite().getPage(), files[0]);
			if (editor instanceof org.eclipse.ui.texteditor.ITextEditor text) {
				org.eclipse.jface.text.IDocument doc = text.getDocumentProvider().getDocument(text.getEditorInput());
				int at = doc.get().indexOf("rule " + r.rule().pattern().name());
				if (at >= 0) text.selectAndReveal(at + 5, r.rule().pattern().name().length());
			}
			return true;
		} catch (org.eclipse.ui.PartInitException e) {
			return false;
		}
	}

	/** Rows for the walker's current step: every rule of the set, fired or not. */
	public List<Row> rows() {
		if (walker == null) return List.of();
		List<RuleSetSpec.Entry> entries = walker.ruleSet().entries();
		Evaluation ev = walker.evaluation();
		List<Row> rows = new ArrayList<>();
		for (int i = 0; i < entries.size(); i++) {
			RuleSetSpec.Entry e = entries.get(i);
			rows.add(new Row(i + 1, e, walker.isRuleEnabled(e.id()) ? ev.outcome(e.id()) : null));
		}
		return rows;
	}

	private void update() {
		if (tree == null || tree.getControl().isDisposed()) return;
		List<Row> rows = rows();
		tree.setInput(rows);
		tree.expandAll();
		// the first rule that disabled a field at the top: in a long rule set it may be far down
		for (org.eclipse.swt.widgets.TreeItem item : tree.getTree().getItems()) {
			if (item.getData() instanceof Row r && r.outcome() != null && r.outcome().fired()) {
				tree.getTree().setTopItem(item);
				break;
			}
		}
		showDetails();
	}

	/** The tree, for tests. */
	public CheckboxTreeViewer viewer() {
		return tree;
	}

	@Override
	public void dispose() {
		if (undoRedo != null) undoRedo.dispose();
		if (walker != null) walker.removeListener(update);
		super.dispose();
	}

	@Override
	public void setFocus() {
		tree.getControl().setFocus();
	}
}
