package labyrinth.ui;

import java.util.List;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

import labyrinth.core.grid.Board;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.RuleEngine;
import labyrinth.ui.jobs.RunResults;

/**
 * Finished exhaustive and random runs: counts, rate, dead ends, firing counts per rule; below, the failing
 * situations of the selected run as thumbnails that open in the Walker view on double-click.
 */
public class ResultsView extends ViewPart {
	public static final String ID = "labyrinth.ui.resultsView";
	private static final int THUMB = 48;

	private TableViewer runs;
	private TableViewer situations;
	/** One image per shown situation, made on first paint and disposed when the list changes. */
	private final java.util.Map<Board, Image> thumbnails = new java.util.IdentityHashMap<>();
	private final Runnable refresh = () -> {
		if (runs != null && !runs.getControl().isDisposed()) runs.getControl().getDisplay().asyncExec(this::refresh);
	};

	@Override
	public void createPartControl(Composite parent) {
		SashForm sash = new SashForm(parent, SWT.VERTICAL);
		runs = new TableViewer(sash, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
		runs.setContentProvider(ArrayContentProvider.getInstance());
		column(runs, "Run", 80, r -> r.kind() + (r.cancelled() ? " (stopped)" : ""));
		column(runs, "Size", 50, r -> r.size() + "x" + r.size());
		column(runs, "Rules", 90, RunResults.Run::ruleSet);
		column(runs, "Completed", 90, r -> String.format("%,d", r.completed()));
		column(runs, "Dead ends", 80, r -> String.format("%,d", r.deadEnds()));
		column(runs, "Result", 180, RunResults.Run::figure);
		column(runs, "Rate", 110, RunResults.Run::rate);
		column(runs, "Firings", 400, ResultsView::firings);
		situations = new TableViewer(sash, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
		situations.setContentProvider(ArrayContentProvider.getInstance());
		TableViewerColumn thumb = new TableViewerColumn(situations, SWT.NONE);
		thumb.getColumn().setText("Situation");
		thumb.getColumn().setWidth(THUMB + 16);
		thumb.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return null;
			}

			@Override
			public Image getImage(Object element) {
				return thumbnail((Board) element);
			}
		});
		TableViewerColumn text = new TableViewerColumn(situations, SWT.NONE);
		text.getColumn().setText("Dead end");
		text.getColumn().setWidth(300);
		text.setLabelProvider(ColumnLabelProvider.createTextProvider(
				e -> ((Board) e).length() + " fields, live end " + ((Board) e).format(((Board) e).head())));
		for (Table t : new Table[] { runs.getTable(), situations.getTable() }) {
			t.setHeaderVisible(true);
			t.setLinesVisible(true);
		}
		runs.addSelectionChangedListener(e -> showSituations());
		situations.addDoubleClickListener(e -> {
			Object o = ((IStructuredSelection) e.getSelection()).getFirstElement();
			WalkerView w = WalkerHandler.walker(getSite().getPage());
			if (o instanceof Board b && w != null) w.show(b.copy());
		});
		RunResults.addListener(refresh);
		refresh();
	}

	private interface Text<T> {
		String of(T t);
	}

	private static void column(TableViewer viewer, String title, int width, Text<RunResults.Run> text) {
		TableViewerColumn c = new TableViewerColumn(viewer, SWT.NONE);
		c.getColumn().setText(title);
		c.getColumn().setWidth(width);
		c.setLabelProvider(ColumnLabelProvider.createTextProvider(e -> text.of((RunResults.Run) e)));
	}

	private static String firings(RunResults.Run r) {
		StringBuilder sb = new StringBuilder();
		for (int i = 0; i < r.ruleIds().size(); i++) {
			if (r.firings()[i] == 0) continue;
			if (sb.length() > 0) sb.append(", ");
			sb.append(r.ruleIds().get(i)).append(' ').append(String.format("%,d", r.firings()[i]));
		}
		return sb.toString();
	}

	private void refresh() {
		if (runs.getControl().isDisposed()) return;
		List<RunResults.Run> all = RunResults.runs();
		runs.setInput(all);
		if (!all.isEmpty()) runs.setSelection(new org.eclipse.jface.viewers.StructuredSelection(all.get(all.size() - 1)), true);
	}

	private void showSituations() {
		disposeThumbnails();
		Object o = runs.getStructuredSelection().getFirstElement();
		situations.setInput(o instanceof RunResults.Run r ? r.situations() : List.of());
	}

	private Image thumbnail(Board b) {
		return thumbnails.computeIfAbsent(b, this::paintThumbnail);
	}

	private Image paintThumbnail(Board b) {
		Image img = new Image(PlatformUI.getWorkbench().getDisplay(), THUMB, THUMB);
		GC gc = new GC(img);
		try {
			Evaluation ev = RuleEngine.none().evaluate(b);
			BoardPainter.paint(gc, new Point(THUMB, THUMB), b, ev, null, null, List.of(), List.of(),
					new BoardPainter.Options(false, false));
		} finally {
			gc.dispose();
		}
		return img;
	}

	private void disposeThumbnails() {
		for (Image i : thumbnails.values()) i.dispose();
		thumbnails.clear();
	}

	/** The runs shown (for tests). */
	public int runCount() {
		return runs.getTable().getItemCount();
	}

	public int situationCount() {
		return situations.getTable().getItemCount();
	}

	@Override
	public void dispose() {
		RunResults.removeListener(refresh);
		disposeThumbnails();
		super.dispose();
	}

	@Override
	public void setFocus() {
		runs.getControl().setFocus();
	}
}
