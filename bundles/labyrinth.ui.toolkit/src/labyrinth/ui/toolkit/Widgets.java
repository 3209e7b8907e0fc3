package labyrinth.ui.toolkit;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.ISeries.SeriesType;

/** The small pieces every view builds the same way: push buttons and SWTChart line charts. */
public final class Widgets {
	private Widgets() {
	}

	public static Button push(Composite bar, String text, String tip, Runnable action) {
		Button b = new Button(bar, SWT.PUSH);
		b.setText(text);
		b.setToolTipText(tip);
		b.addListener(SWT.Selection, e -> action.run());
		return b;
	}

	/**
	 * A text column whose tooltip shows {@code tooltip} of the row (the whole text, so a narrow column hides
	 * nothing); call {@link #enableTooltips} once per viewer.
	 */
	public static <T> void column(org.eclipse.jface.viewers.TableViewer viewer, String title, int width,
			java.util.function.Function<T, String> text, java.util.function.Function<T, String> tooltip) {
		org.eclipse.jface.viewers.TableViewerColumn c = new org.eclipse.jface.viewers.TableViewerColumn(viewer, SWT.NONE);
		c.getColumn().setText(title);
		c.getColumn().setWidth(width);
		c.setLabelProvider(new org.eclipse.jface.viewers.ColumnLabelProvider() {
			@SuppressWarnings("unchecked")
			@Override
			public String getText(Object element) {
				return text.apply((T) element);
			}

			@SuppressWarnings("unchecked")
			@Override
			public String getToolTipText(Object element) {
				String tip = tooltip.apply((T) element);
				return tip == null || tip.isEmpty() ? null : tip;
			}
		});
	}

	/** Turns on the per-cell tooltips of {@link #column}. */
	public static void enableTooltips(org.eclipse.jface.viewers.TableViewer viewer) {
		org.eclipse.jface.viewers.ColumnViewerToolTipSupport.enableFor(viewer);
	}

	/** What a file dialog leads to. */
	public interface FileAction {
		void run(java.nio.file.Path file) throws Exception;
	}

	/**
	 * Asks for a file (SWT.OPEN, or SWT.SAVE, which confirms overwriting) and runs the action on it. A failure is shown
	 * in an error dialog with that title (a rule file's problems one per line), never thrown at the user.
	 */
	public static void withFile(org.eclipse.swt.widgets.Shell shell, int style, String[] extensions, String failure, FileAction action) {
		withFile(shell, style, extensions, null, failure, action);
	}

	/** Like {@link #withFile(org.eclipse.swt.widgets.Shell, int, String[], String, FileAction)}, suggesting a name. */
	public static void withFile(org.eclipse.swt.widgets.Shell shell, int style, String[] extensions, String suggestedName,
			String failure, FileAction action) {
		withFile(shell, style, style == SWT.SAVE ? "Save As" : "Open", extensions, suggestedName, failure, action);
	}

	/** Like {@link #withFile(org.eclipse.swt.widgets.Shell, int, String[], String, FileAction)}, with the dialog's title. */
	public static void withFile(org.eclipse.swt.widgets.Shell shell, int style, String title, String[] extensions, String suggestedName,
			String failure, FileAction action) {
		org.eclipse.swt.widgets.FileDialog d = new org.eclipse.swt.widgets.FileDialog(shell, style);
		d.setText(title);
		d.setFilterExtensions(extensions);
		java.nio.file.Path workspace = workspaceLocation();
		if (workspace != null) d.setFilterPath(workspace.toString());
		if (suggestedName != null) d.setFileName(suggestedName);
		if (style == SWT.SAVE) d.setOverwrite(true);
		String file = d.open();
		if (file == null) return;
		try {
			action.run(java.nio.file.Path.of(file));
		} catch (Exception e) { // a rule file's problems come one a line, with their positions
			org.eclipse.jface.dialogs.MessageDialog.openError(shell, failure, e.getMessage());
		}
	}

	/** The workspace folder, where file dialogs start; null when there is none. */
	public static java.nio.file.Path workspaceLocation() {
		try {
			org.eclipse.core.runtime.IPath root = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot().getLocation();
			return root == null ? null : root.toPath();
		} catch (RuntimeException e) {
			return null; // no workspace (a plain SWT run)
		}
	}

	/** Line colours of charts with two series. */
	public static final RGB FIRST_SERIES = new RGB(200, 60, 30);
	public static final RGB SECOND_SERIES = new RGB(40, 90, 200);

	/**
	 * A labelled place for one field in a bar of controls: create the field in the returned composite. Label and field
	 * wrap to the next row together, so a label never ends one row with its field starting the next.
	 */
	public static Composite labelled(Composite bar, String text) {
		Composite group = new Composite(bar, SWT.NONE);
		org.eclipse.swt.layout.RowLayout row = new org.eclipse.swt.layout.RowLayout(SWT.HORIZONTAL);
		row.wrap = false;
		row.center = true;
		row.marginLeft = row.marginRight = row.marginTop = row.marginBottom = 0;
		group.setLayout(row);
		org.eclipse.swt.widgets.Label l = new org.eclipse.swt.widgets.Label(group, SWT.NONE);
		l.setText(text);
		return group;
	}

	/** Shows a message in a wrapping label and lays its parent out again, so a longer text takes the lines it needs. */
	public static void say(org.eclipse.swt.widgets.Label label, String text) {
		if (label.isDisposed() || String.valueOf(text).equals(label.getText())) return;
		if (text == null) text = "";
		label.setText(text);
		label.requestLayout();
	}

	/** The colour of the hint an empty chart shows. */
	public static final RGB HINT = new RGB(90, 90, 90);
	/** Where a chart keeps its hint (widget data). */
	private static final String EMPTY_HINT = "labyrinth.ui.toolkit.emptyHint";

	/**
	 * An empty line chart with its titles. While it has no data it shows {@code emptyHint} centred in its plot area,
	 * saying what fills it ("no data yet: run ... to fill this chart"): an empty chart alone looks broken.
	 */
	public static Chart lineChart(Composite parent, String title, String xTitle, String yTitle, String emptyHint) {
		Chart chart = new Chart(parent, SWT.NONE);
		chart.getTitle().setText(title);
		chart.getAxisSet().getXAxis(0).getTitle().setText(xTitle);
		chart.getAxisSet().getYAxis(0).getTitle().setText(yTitle);
		chart.setData(EMPTY_HINT, emptyHint);
		chart.getPlotArea().addCustomPaintListener(e -> {
			String hint = shownHint(chart);
			if (hint != null) paintHint(e.gc, chart.getPlotArea().getSize(), hint, chart.getFont());
		});
		return chart;
	}

	/** The hint the chart shows now: its empty hint while no series has a point, else null. */
	public static String shownHint(Chart chart) {
		for (ISeries<?> s : chart.getSeriesSet().getSeries()) {
			if (s.getYSeries() != null && s.getYSeries().length > 0) return null;
		}
		return (String) chart.getData(EMPTY_HINT);
	}

	/** The hint centred in the area, broken into lines at spaces where it is wider than the area. */
	private static void paintHint(org.eclipse.swt.graphics.GC gc, org.eclipse.swt.graphics.Point area, String hint,
			org.eclipse.swt.graphics.Font font) {
		gc.setFont(font);
		java.util.List<String> lines = new java.util.ArrayList<>();
		String line = "";
		for (String word : hint.split(" ")) {
			String longer = line.isEmpty() ? word : line + " " + word;
			if (!line.isEmpty() && gc.textExtent(longer).x > area.x - 16) {
				lines.add(line);
				line = word;
			} else {
				line = longer;
			}
		}
		lines.add(line);
		int height = gc.getFontMetrics().getHeight();
		int y = (area.y - height * lines.size()) / 2;
		Color colour = new Color(HINT);
		gc.setForeground(colour);
		for (String l : lines) {
			gc.drawText(l, (area.x - gc.textExtent(l).x) / 2, y, true);
			y += height;
		}
	}

	/** Removes every series, so a chart can be filled anew. */
	public static void clear(Chart chart) {
		for (ISeries<?> s : chart.getSeriesSet().getSeries()) chart.getSeriesSet().deleteSeries(s.getId());
	}

	/** Adds a line through (x[i], y[i]), a dot at each; call {@link #show} when all are in. */
	public static void line(Chart chart, String id, double[] x, double[] y, RGB colour) {
		ILineSeries<?> line = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, id);
		line.setXSeries(x);
		line.setYSeries(y);
		// a dot at each point: a series of one point shows too
		line.setSymbolType(x.length > 40 ? ILineSeries.PlotSymbolType.NONE : ILineSeries.PlotSymbolType.CIRCLE);
		line.setSymbolColor(new Color(colour));
		line.setLineColor(new Color(colour));
	}

	/** Adds points without a line (each stands on its own, like lower bounds). */
	public static void points(Chart chart, String id, double[] x, double[] y, RGB colour) {
		line(chart, id, x, y, colour);
		ILineSeries<?> s = (ILineSeries<?>) chart.getSeriesSet().getSeries(id);
		s.setLineStyle(org.eclipse.swtchart.LineStyle.NONE);
		s.setSymbolType(ILineSeries.PlotSymbolType.TRIANGLE);
	}

	/** A line through (i, values[i]). */
	public static void line(Chart chart, String id, long[] values, RGB colour) {
		double[] x = new double[values.length];
		double[] y = new double[values.length];
		for (int i = 0; i < values.length; i++) {
			x[i] = i;
			y[i] = values[i];
		}
		line(chart, id, x, y, colour);
	}

	/** The size of an exported chart, whatever its size on screen (a chart in a short view is a strip). */
	public static final org.eclipse.swt.graphics.Point CHART_EXPORT = new org.eclipse.swt.graphics.Point(800, 500);

	/**
	 * Writes the chart's series as PNG or, for .svg, as SVG, {@link #CHART_EXPORT} in size whatever its size on screen:
	 * its title, axes with their ranges and titles, a line (and a dot a point) per series in its colour, the legend.
	 * Written atomically, like every file.
	 */
	public static void exportChart(Chart chart, java.nio.file.Path file) throws java.io.IOException {
		Pictures.export(chart.getDisplay(), file, CHART_EXPORT, (pen, size) -> drawChart(pen, size, chart));
	}

	/** The chart as {@link #exportChart} draws it. */
	static void drawChart(Pen pen, org.eclipse.swt.graphics.Point size, Chart chart) {
		ISeries<?>[] series = chart.getSeriesSet().getSeries();
		double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = 0;
		for (ISeries<?> s : series) {
			for (double x : s.getXSeries()) {
				minX = Math.min(minX, x);
				maxX = Math.max(maxX, x);
			}
			for (double y : s.getYSeries()) maxY = Math.max(maxY, y);
		}
		if (minX > maxX) {
			minX = 0;
			maxX = 1;
		}
		int left = 80, right = size.x - 30, top = 50, bottom = size.y - 60;
		RGB black = new RGB(0, 0, 0);
		RGB grey = new RGB(200, 200, 200);
		pen.fill(new RGB(255, 255, 255), 0, 0, size.x, size.y);
		pen.text(black, chart.getTitle().getText(), left, 12);
		double spanX = Math.max(1e-9, maxX - minX);
		double spanY = Math.max(1e-9, maxY);
		for (int k = 0; k <= 4; k++) { // grid lines and their values
			int y = bottom - k * (bottom - top) / 4;
			pen.line(grey, left, y, right, y);
			pen.text(black, fmt(maxY * k / 4), 8, y - 8);
			int x = left + k * (right - left) / 4;
			pen.text(black, fmt(minX + spanX * k / 4), x - 10, bottom + 6);
		}
		pen.line(black, left, bottom, right, bottom);
		pen.line(black, left, top, left, bottom);
		pen.text(black, chart.getAxisSet().getXAxis(0).getTitle().getText(), (left + right) / 2 - 40, bottom + 28);
		pen.text(black, chart.getAxisSet().getYAxis(0).getTitle().getText(), 8, top - 24);
		for (int i = 0; i < series.length; i++) {
			double[] x = series[i].getXSeries();
			double[] y = series[i].getYSeries();
			int[] points = new int[2 * x.length];
			for (int k = 0; k < x.length; k++) {
				points[2 * k] = left + (int) Math.round((x[k] - minX) / spanX * (right - left));
				points[2 * k + 1] = bottom - (int) Math.round(y[k] / spanY * (bottom - top));
			}
			RGB colour = series[i] instanceof ILineSeries<?> l ? l.getLineColor().getRGB() : black;
			boolean line = !(series[i] instanceof ILineSeries<?> l) || l.getLineStyle() != org.eclipse.swtchart.LineStyle.NONE;
			if (line && x.length > 1) pen.stroke(colour, 2, points);
			for (int k = 0; k < x.length; k++) pen.disc(colour, points[2 * k] - 3, points[2 * k + 1] - 3, 7, 7);
			pen.fill(colour, right - 260, top + 4 + 18 * i, 12, 12);
			pen.text(black, series[i].getId(), right - 242, top + 18 * i);
		}
	}

	private static String fmt(double v) {
		return v == Math.rint(v) ? Long.toString((long) v) : String.format(java.util.Locale.ROOT, "%.2f", v);
	}

	public static void show(Chart chart) {
		chart.getAxisSet().adjustRange();
		chart.redraw();
	}
}
