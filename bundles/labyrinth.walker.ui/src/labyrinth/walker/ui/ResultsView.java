package labyrinth.walker.ui;

import labyrinth.ui.toolkit.Widgets;

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
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

import labyrinth.core.grid.Board;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.RuleEngine;
import labyrinth.walker.ui.jobs.RunResults;

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
		// runs on the left at the view's full height; the selected run's details on the right, a tab each, so that a
		// short view (its place below the editor) still shows several rows and charts of a readable size
		SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
		HelpContexts.set(sash, HelpContexts.RESULTS);
		HelpContexts.activateIn(getViewSite());
		runs = new TableViewer(sash, SWT.FULL_SELECTION | SWT.MULTI | SWT.BORDER);
		runs.setContentProvider(ArrayContentProvider.getInstance());
		column(runs, "Run", 230, RunResults.Run::label);
		column(runs, "Size", 55, r -> r.size() + "x" + r.size());
		column(runs, "Rules", 90, RunResults.Run::ruleSet);
		column(runs, "Seed", 60, r -> r.seed() == null ? "" : r.seed().toString());
		column(runs, "Walks", 80, r -> String.format("%,d", r.walks()));
		column(runs, "Dead ends", 80, r -> String.format("%,d", r.deadEnds()));
		column(runs, "Result", 220, r -> r.figure().lines().findFirst().orElse(""));
		column(runs, "Rate", 110, RunResults.Run::rate);
		column(runs, "Firings", 400, RunResults.Run::firingSummary);
		Widgets.enableTooltips(runs);
		details = new org.eclipse.swt.custom.CTabFolder(sash, SWT.BORDER | SWT.BOTTOM);
		org.eclipse.swt.custom.CTabItem runTab = new org.eclipse.swt.custom.CTabItem(details, SWT.NONE);
		runTab.setText("Run");
		// unwrapped in the text font: a sample's table of measures keeps its columns, long lines scroll
		runText = new org.eclipse.swt.widgets.Text(details, SWT.MULTI | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
		runText.setFont(org.eclipse.jface.resource.JFaceResources.getTextFont());
		runTab.setControl(runText);
		org.eclipse.swt.custom.CTabItem situationsTab = new org.eclipse.swt.custom.CTabItem(details, SWT.NONE);
		situationsTab.setText("Situations");
		situations = new TableViewer(details, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
		situationsTab.setControl(situations.getControl());
		situations.setContentProvider(ArrayContentProvider.getInstance());
		TableViewerColumn thumb = new TableViewerColumn(situations, SWT.NONE);
		thumb.getColumn().setText("Situation");
		thumb.getColumn().setWidth(Math.max(THUMB + 16, 96)); // the header "Situation" whole
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
		text.getColumn().setText("What it is (double-click: open in the Walker)");
		text.getColumn().setWidth(340);
		text.setLabelProvider(ColumnLabelProvider.createTextProvider(e -> situationText((Board) e)));
		org.eclipse.swt.custom.CTabItem strengthTab = new org.eclipse.swt.custom.CTabItem(details, SWT.NONE);
		strengthTab.setText("Strength by size");
		strength = Widgets.lineChart(details, "Walks completed before an error, by grid size", "grid size n", "walks before an error",
				STRENGTH_HINT);
		strengthTab.setControl(strength);
		org.eclipse.swt.custom.CTabItem timelineTab = new org.eclipse.swt.custom.CTabItem(details, SWT.NONE);
		timelineTab.setText("Over time");
		timeline = Widgets.lineChart(details, "Dead ends over time", "seconds", "count", TIMELINE_HINT);
		timelineTab.setControl(timeline);
		org.eclipse.swt.custom.CTabItem proposalTab = new org.eclipse.swt.custom.CTabItem(details, SWT.NONE);
		proposalTab.setText("Proposed rule");
		Composite proposalArea = new Composite(details, SWT.NONE);
		proposalTab.setControl(proposalArea);
		proposalArea.setLayout(new org.eclipse.swt.layout.GridLayout(2, false));
		proposalLabel = new org.eclipse.swt.widgets.Label(proposalArea, SWT.WRAP);
		proposalLabel.setLayoutData(new org.eclipse.swt.layout.GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		proposalDrawing = new org.eclipse.swt.widgets.Canvas(proposalArea, SWT.DOUBLE_BUFFERED);
		org.eclipse.swt.layout.GridData drawingData = new org.eclipse.swt.layout.GridData(SWT.FILL, SWT.FILL, false, true);
		drawingData.widthHint = 180;
		proposalDrawing.setLayoutData(drawingData);
		proposalDrawing.addPaintListener(e -> paintProposal(e.gc, proposalDrawing.getSize()));
		proposal = new org.eclipse.swt.widgets.Text(proposalArea, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
		proposal.setFont(org.eclipse.jface.resource.JFaceResources.getTextFont());
		proposal.setLayoutData(new org.eclipse.swt.layout.GridData(SWT.FILL, SWT.FILL, true, true));
		appendButton = Widgets.push(proposalArea, "Append to Rule File...",
				"Adds this rule to a rule file meant for this size; the file must still load afterwards", this::appendProposal);
		details.setSelection(runTab);
		sash.setWeights(58, 42);
		runs.getTable().setHeaderVisible(true);
		runs.getTable().setLinesVisible(true);
		situations.getTable().setHeaderVisible(true);
		runs.addSelectionChangedListener(e -> showSituations());
		situations.addDoubleClickListener(e -> {
			Object o = ((IStructuredSelection) e.getSelection()).getFirstElement();
			if (o instanceof Board b && !selectedRuns().isEmpty()) openInWalker(selectedRuns().get(0), b);
		});
		createActions();
		RunResults.addListener(refresh);
		refresh();
	}

	private org.eclipse.swt.custom.CTabFolder details;
	private org.eclipse.swt.widgets.Text runText;
	private org.eclipse.swt.widgets.Canvas proposalDrawing;
	private labyrinth.core.patterns.PatternSpec proposedPattern;

	/** The details tabs, for tests: "Run", "Situations", "Strength by size", "Over time", "Proposed rule". */
	public org.eclipse.swt.custom.CTabFolder details() {
		return details;
	}

	/** The selected run's settings and figures as the Run tab shows them. */
	public String shownRun() {
		return runText.getText();
	}

	/** A situation's line: a failing walk stopped somewhere, a uniform sample's walkthrough is whole. */
	public static String situationText(Board b) {
		if (b.isComplete()) return "a walkthrough of all " + b.length() + " fields";
		return b.length() + " fields, live end " + b.format(b.head());
	}

	/** The Run tab's text: every setting of the run, and the command line that repeats it. */
	static String describe(RunResults.Run r) {
		StringBuilder sb = new StringBuilder();
		sb.append(r.label());
		if (r.seed() != null) sb.append(", seed ").append(r.seed());
		sb.append('\n').append(r.figure()).append('\n');
		String rate = r.rate();
		sb.append(String.format(java.util.Locale.ROOT, "%s: %,d completed, %s, in %.1f s%s%n",
				labyrinth.kernel.run.RunProgress.amount(r.walks(), "walks"), r.completed(),
				labyrinth.kernel.run.RunProgress.amount(r.deadEnds(), "dead ends"), r.seconds(), rate == null ? "" : " (" + rate + ")"));
		if (r.digest() != null) sb.append("rule set digest ").append(r.digest()).append('\n');
		if (r.command() != null) sb.append("the same run on the command line:\n").append(r.command()).append('\n');
		if (!r.firingSummary().isEmpty()) sb.append("firings: ").append(r.firingSummary()).append('\n');
		return sb.toString();
	}

	/** The proposed rule drawn as the Pattern Preview draws a rule. */
	private void paintProposal(GC gc, Point size) {
		gc.setBackground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
		gc.fillRectangle(0, 0, size.x, size.y);
		if (proposedPattern != null) BoardPainter.paintPattern(labyrinth.ui.toolkit.Pen.of(gc), size, proposedPattern, Preferences.palette());
	}

	/** The proposed rule's pattern as drawn, or null (tests). */
	public labyrinth.core.patterns.PatternSpec shownPattern() {
		return proposedPattern;
	}

	/** What the empty charts say fills them. */
	public static final String STRENGTH_HINT = "no data yet: run Random Statistics to fill this chart";
	public static final String TIMELINE_HINT = "no data yet: select an exhaustive run to fill this chart";

	/** The series of {@link RunResults#walksPerError}. */
	public static final String STRENGTH_SERIES = "walks per dead end";

	private org.eclipse.swtchart.Chart strength;
	private org.eclipse.swtchart.Chart timeline;
	/** The series of the selected run's samples. */
	public static final String DEAD_ENDS_SERIES = "dead ends";
	public static final String WALKS_SERIES = "walks (thousands)";
	private org.eclipse.swt.widgets.Label proposalLabel;
	private org.eclipse.swt.widgets.Text proposal;
	private org.eclipse.swt.widgets.Button appendButton;

	private void createActions() {
		org.eclipse.jface.action.IAction open = action("Open in Walker", "Shows the run's first situation, or a new walk of its size",
				ISharedImages.IMG_TOOL_FORWARD, this::openInWalker);
		org.eclipse.jface.action.IAction copy = action("Copy", "Copies the selected runs as CSV", ISharedImages.IMG_TOOL_COPY,
				this::copySelection);
		org.eclipse.jface.action.IAction export = action("Export...", "Writes all runs to a CSV or JSON file",
				ISharedImages.IMG_ETOOL_SAVEAS_EDIT, this::exportAll);
		org.eclipse.jface.action.IAction delete = action("Delete", "Removes the selected runs from the run log",
				ISharedImages.IMG_TOOL_DELETE, () -> RunResults.delete(selectedRuns()));
		getViewSite().getActionBars().getMenuManager().add(exportAction("Export Chart...", "the rule-strength chart", strength,
				"rule-strength.png"));
		getViewSite().getActionBars().getMenuManager().add(exportAction("Export Timeline...",
				"the selected run's dead ends over time", timeline, "dead-ends-over-time.png"));
		org.eclipse.jface.action.MenuManager menu = new org.eclipse.jface.action.MenuManager();
		for (org.eclipse.jface.action.IAction a : new org.eclipse.jface.action.IAction[] { open, copy, export, delete }) menu.add(a);
		runs.getControl().setMenu(menu.createContextMenu(runs.getControl()));
		org.eclipse.jface.action.IToolBarManager bar = getViewSite().getActionBars().getToolBarManager();
		for (org.eclipse.jface.action.IAction a : new org.eclipse.jface.action.IAction[] { open, copy, export, delete }) bar.add(a);
		getViewSite().getActionBars().setGlobalActionHandler(org.eclipse.ui.actions.ActionFactory.COPY.getId(), copy);
		getViewSite().getActionBars().setGlobalActionHandler(org.eclipse.ui.actions.ActionFactory.DELETE.getId(), delete);
		getViewSite().getActionBars().updateActionBars();
		runs.addDoubleClickListener(e -> openInWalker());
	}

	/** An action that writes a chart as PNG or SVG, asking where. */
	private org.eclipse.jface.action.IAction exportAction(String text, String what, org.eclipse.swtchart.Chart chart,
			String suggestedName) {
		return action(text, "Writes " + what + " as PNG or SVG", ISharedImages.IMG_ETOOL_PRINT_EDIT,
				() -> Widgets.withFile(getSite().getShell(), SWT.SAVE, new String[] { "*.png", "*.svg" }, suggestedName,
						"Export failed", file -> Widgets.exportChart(chart, file)));
	}

	private static org.eclipse.jface.action.IAction action(String text, String tip, String image, Runnable run) {
		org.eclipse.jface.action.Action a = new org.eclipse.jface.action.Action(text) {
			@Override
			public void run() {
				run.run();
			}
		};
		a.setToolTipText(tip);
		a.setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(image));
		return a;
	}

	private void chartStrength(List<RunResults.Run> all) {
		Widgets.clear(strength);
		java.util.SortedMap<Integer, Double> bySize = RunResults.walksPerError(all);
		if (!bySize.isEmpty()) {
			double[] x = bySize.keySet().stream().mapToDouble(Integer::doubleValue).toArray();
			double[] y = bySize.values().stream().mapToDouble(Double::doubleValue).toArray();
			Widgets.line(strength, STRENGTH_SERIES, x, y, Widgets.FIRST_SERIES);
		}
		java.util.SortedMap<Integer, Long> errorFree = RunResults.errorFree(all);
		if (!errorFree.isEmpty()) {
			double[] x = errorFree.keySet().stream().mapToDouble(Integer::doubleValue).toArray();
			double[] y = errorFree.values().stream().mapToDouble(Long::doubleValue).toArray();
			Widgets.points(strength, ERROR_FREE_SERIES, x, y, Widgets.SECOND_SERIES);
		}
		Widgets.show(strength);
	}

	/** Sizes whose newest random run met no error: their walks, a lower bound of the strength, as points. */
	public static final String ERROR_FREE_SERIES = "no error in this many walks (at least)";

	private void chartTimeline(RunResults.Run run) {
		Widgets.clear(timeline);
		if (run != null && !run.samples().isEmpty()) {
			double[] x = run.samples().stream().mapToDouble(RunResults.Sample::seconds).toArray();
			Widgets.line(timeline, DEAD_ENDS_SERIES, x, run.samples().stream().mapToDouble(RunResults.Sample::deadEnds).toArray(),
					Widgets.FIRST_SERIES);
			Widgets.line(timeline, WALKS_SERIES, x, run.samples().stream().mapToDouble(s -> s.walks() / 1000.0).toArray(),
					Widgets.SECOND_SERIES);
		}
		timeline.getTitle().setText(run == null || run.samples().isEmpty() ? "Dead ends over time (an exhaustive run, selected)"
				: "Dead ends over time: " + run.kind() + " " + run.size() + "x" + run.size() + ", " + run.ruleSet());
		Widgets.show(timeline);
	}

	/** The chart of the selected run's samples (for tests). */
	public org.eclipse.swtchart.Chart timelineChart() {
		return timeline;
	}

	/** The rule-strength chart (for tests). */
	public org.eclipse.swtchart.Chart strengthChart() {
		return strength;
	}

	/** The selected runs, in table order. */
	public List<RunResults.Run> selectedRuns() {
		List<RunResults.Run> out = new java.util.ArrayList<>();
		for (Object o : runs.getStructuredSelection().toList()) out.add((RunResults.Run) o);
		return out;
	}

	/** Selects the run at this row (for tests and keyboard users alike). */
	public void select(int row) {
		runs.getTable().setSelection(row);
		showSituations();
	}

	public void openInWalker() {
		List<RunResults.Run> selected = selectedRuns();
		if (selected.isEmpty()) return;
		RunResults.Run r = selected.get(0);
		WalkerView w = WalkerHandler.walker(getSite().getPage());
		if (w == null) return;
		if (!r.situations().isEmpty()) openInWalker(r, r.situations().get(0));
		else w.newWalk(r.size(), 1);
	}

	/** A situation of a run in the Walker, judged by the rules the run ran where they still read the same. */
	private void openInWalker(RunResults.Run run, Board situation) {
		WalkerView w = WalkerHandler.walker(getSite().getPage());
		if (w == null) return;
		labyrinth.core.patterns.RuleSetSpec rules = run.rules();
		if (rules != null) w.show(situation.copy(), rules);
		else w.show(situation.copy());
	}

	public void copySelection() {
		List<RunResults.Run> selected = selectedRuns();
		if (selected.isEmpty()) return;
		org.eclipse.swt.dnd.Clipboard clipboard = new org.eclipse.swt.dnd.Clipboard(runs.getControl().getDisplay());
		try {
			clipboard.setContents(new Object[] { RunResults.csv(selected) },
					new org.eclipse.swt.dnd.Transfer[] { org.eclipse.swt.dnd.TextTransfer.getInstance() });
		} finally {
			clipboard.dispose();
		}
	}

	private void exportAll() {
		Widgets.withFile(getSite().getShell(), SWT.SAVE, new String[] { "*.csv", "*.json" }, "runs.csv", "Export failed",
				file -> RunResults.export(file, RunResults.runs()));
	}

	private void appendProposal() {
		RunResults.Run r = selectedRuns().isEmpty() ? null : selectedRuns().get(0);
		if (r == null || r.proposedRule() == null) return;
		Widgets.withFile(getSite().getShell(), SWT.SAVE, new String[] { "*.lrules" }, r.size() + "x" + r.size() + ".lrules",
				"The rule was not added", file -> {
					labyrinth.rules.RuleFiles.append(file, r.proposedRule(), r.size());
					// written past the workspace: refresh it, so the walker and the markers see the new rule
					for (org.eclipse.core.resources.IFile f : org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot()
							.findFilesForLocationURI(file.toUri())) {
						f.refreshLocal(0, null);
					}
					proposalLabel.setText("Added to " + file + ".");
				});
	}

	/** The proposed rule shown for the selected run ("" if none). */
	public String shownProposal() {
		return proposal.getText();
	}

	private interface Text<T> {
		String of(T t);
	}

	/** A column of runs; its tooltip is the whole text, and says when the counts are partial. */
	private static void column(TableViewer viewer, String title, int width, Text<RunResults.Run> text) {
		Widgets.<RunResults.Run>column(viewer, title, width, text::of,
				r -> r.cancelled() ? text.of(r) + "\n(stopped before the end: the counts are partial)" : text.of(r));
	}

	private void refresh() {
		if (runs.getControl().isDisposed()) return;
		List<RunResults.Run> all = RunResults.runs();
		runs.setInput(all);
		chartStrength(all);
		if (!all.isEmpty()) runs.setSelection(new org.eclipse.jface.viewers.StructuredSelection(all.get(all.size() - 1)), true);
	}

	private void showSituations() {
		disposeThumbnails();
		Object o = runs.getStructuredSelection().getFirstElement();
		situations.setInput(o instanceof RunResults.Run r ? r.situations() : List.of());
		chartTimeline(o instanceof RunResults.Run r ? r : null);
		String rule = o instanceof RunResults.Run r ? r.proposedRule() : null;
		runText.setText(o instanceof RunResults.Run r ? describe(r) : "Select a run to see its settings and figures.");
		proposal.setText(rule == null ? "" : rule);
		proposedPattern = rule == null ? null : pattern(rule);
		proposalDrawing.redraw();
		appendButton.setEnabled(rule != null);
		proposalLabel.setText(rule != null ? "Proposed rule (exact for this situation, so sound on this size):"
				: o instanceof RunResults.Run r && r.kind().equals("discovery") && r.deadEnds() > 0
						? "The rules disabled a field that can be completed: fix the rule the Run tab names; there is no rule to add."
						: "Discovery runs that find a doomed field the rules allowed propose a rule here.");
		proposalLabel.getParent().layout();
	}

	/** The pattern of a proposed rule's text, read with the rule language; null if it does not read. */
	private static labyrinth.core.patterns.PatternSpec pattern(String ruleText) {
		labyrinth.model.RuleSet set = labyrinth.rules.RuleFiles.parseText("ruleset proposal\n" + ruleText);
		if (set == null) return null;
		for (labyrinth.model.RuleEntry e : set.getEntries()) {
			if (e instanceof labyrinth.model.Rule rule) return labyrinth.rules.model.RuleModels.spec(rule);
		}
		return null;
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

	/** The tooltip of a cell of the runs table. */
	public String tooltip(int row, int column) {
		return ((ColumnLabelProvider) runs.getLabelProvider(column)).getToolTipText(runs.getElementAt(row));
	}

	/** The text of a cell of the runs table, as shown. */
	public String cellText(int row, int column) {
		return runs.getTable().getItem(row).getText(column);
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
