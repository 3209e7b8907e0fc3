package labyrinth.ui;

import java.util.List;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.CheckboxTableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.part.ViewPart;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.Firing;

/**
 * The rules of the walker's rule set at the current step: which fired, with their variant and disabled fields.
 * Selecting a firing outlines its cells in the Walker view; unchecking a rule switches it off and re-evaluates.
 */
public class RuleFiringsView extends ViewPart {
	public static final String ID = "labyrinth.ui.ruleFiringsView";

	/** One rule of the set and its firing at this step, if any. */
	public record Row(int number, RuleSetSpec.Entry rule, Firing firing) {
	}

	private CheckboxTableViewer table;
	private WalkerView walker;
	private final Runnable update = this::update;

	@Override
	public void createPartControl(Composite parent) {
		table = CheckboxTableViewer.newCheckList(parent, SWT.FULL_SELECTION | SWT.BORDER);
		HelpContexts.set(table.getControl(), HelpContexts.RULE_FIRINGS);
		HelpContexts.activateIn(getViewSite());
		table.setContentProvider(ArrayContentProvider.getInstance());
		column("#", 40, r -> Integer.toString(r.number()));
		column("Rule", 180, r -> r.rule().isBuiltin() ? r.rule().id() : r.rule().pattern().name());
		column("Variant", 150, r -> r.firing() == null ? "" : r.firing().variant());
		column("Disabled", 140, this::disabled);
		column("Why", 420, r -> r.firing() == null ? "" : r.firing().detail());
		table.getTable().setHeaderVisible(true);
		table.getTable().setLinesVisible(true);
		Widgets.enableTooltips(table);
		table.addCheckStateListener(e -> {
			if (walker != null) walker.setRuleEnabled(((Row) e.getElement()).rule().id(), e.getChecked());
		});
		table.addSelectionChangedListener(e -> {
			Object o = table.getStructuredSelection().getFirstElement();
			if (walker != null) walker.select(o instanceof Row r ? r.firing() : null);
		});
		table.addDoubleClickListener(e -> {
			Object o = table.getStructuredSelection().getFirstElement();
			if (o instanceof Row r) openRule(r);
		});
		IViewPart part = getSite().getPage().findView(WalkerView.ID);
		if (part instanceof WalkerView w) connect(w);
	}

	/** The tooltip of a cell (the whole text of a column too narrow for it). */
	public String tooltip(int row, int column) {
		Object element = table.getElementAt(row);
		return ((org.eclipse.jface.viewers.ColumnLabelProvider) table.getLabelProvider(column)).getToolTipText(element);
	}

	/** Follows a walker view (called when both are open). */
	public void connect(WalkerView w) {
		if (walker != null) walker.removeListener(update);
		walker = w;
		walker.addListener(update);
		update();
	}

	private interface Text {
		String of(Row r);
	}

	private void column(String title, int width, Text text) {
		Widgets.<Row>column(table, title, width, text::of, text::of);
	}

	private String disabled(Row r) {
		if (r.firing() == null || walker == null) return "";
		Board b = walker.board();
		StringBuilder sb = new StringBuilder();
		for (int d = 0; d < 4; d++) {
			if (!r.firing().disables(d)) continue;
			if (sb.length() > 0) sb.append(", ");
			sb.append(b.format(b.neighbour(b.head(), d))).append(' ').append(Direction.relativeName(b.heading(), d));
		}
		return sb.toString();
	}

	/**
	 * Opens the configured rule file at a pattern rule (shipped rules and built-ins have no file to edit). Returns
	 * true if an editor opened.
	 */
	public boolean openRule(Row r) {
		if (r.rule().isBuiltin()) return false;
		String file = Preferences.ruleFile();
		if (file.isEmpty()) return false;
		org.eclipse.core.resources.IFile[] files = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot()
				.findFilesForLocationURI(java.nio.file.Path.of(file).toAbsolutePath().toUri());
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

	/** Rows for the walker's current step. */
	public List<Row> rows() {
		if (walker == null) return List.of();
		List<RuleSetSpec.Entry> entries = walker.ruleSet().entries();
		List<Firing> firings = walker.evaluation().firings();
		java.util.ArrayList<Row> rows = new java.util.ArrayList<>();
		for (int i = 0; i < entries.size(); i++) {
			RuleSetSpec.Entry e = entries.get(i);
			Firing fired = firings.stream().filter(f -> f.ruleId().equals(e.id())).findFirst().orElse(null);
			rows.add(new Row(i + 1, e, fired));
		}
		return rows;
	}

	private void update() {
		if (table == null || table.getControl().isDisposed()) return;
		List<Row> rows = rows();
		table.setInput(rows);
		for (Row r : rows) table.setChecked(r, walker.isRuleEnabled(r.rule().id()));
	}

	@Override
	public void dispose() {
		if (walker != null) walker.removeListener(update);
		super.dispose();
	}

	@Override
	public void setFocus() {
		table.getControl().setFocus();
	}
}
