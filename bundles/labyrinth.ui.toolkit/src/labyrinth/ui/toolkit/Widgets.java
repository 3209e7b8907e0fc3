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
		org.eclipse.swt.widgets.FileDialog d = new org.eclipse.swt.widgets.FileDialog(shell, style);
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

	/** An empty line chart with its titles. */
	public static Chart lineChart(Composite parent, String title, String xTitle, String yTitle) {
		Chart chart = new Chart(parent, SWT.NONE);
		chart.getTitle().setText(title);
		chart.getAxisSet().getXAxis(0).getTitle().setText(xTitle);
		chart.getAxisSet().getYAxis(0).getTitle().setText(yTitle);
		return chart;
	}

	/** Removes every series, so a chart can be filled anew. */
	public static void clear(Chart chart) {
		for (ISeries<?> s : chart.getSeriesSet().getSeries()) chart.getSeriesSet().deleteSeries(s.getId());
	}

	/** Adds a line through (x[i], y[i]); call {@link #show} when all are in. */
	public static void line(Chart chart, String id, double[] x, double[] y, RGB colour) {
		ILineSeries<?> line = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, id);
		line.setXSeries(x);
		line.setYSeries(y);
		line.setSymbolType(ILineSeries.PlotSymbolType.NONE);
		line.setLineColor(new Color(colour));
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

	/**
	 * Writes the chart as PNG (as SWTChart draws it) or, for .svg, as an SVG of its series: axes from the data's
	 * ranges and one polyline a series, in the series' colours. Written atomically, like every file.
	 */
	public static void exportChart(Chart chart, java.nio.file.Path file) throws java.io.IOException {
		if (!file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".svg")) {
			java.nio.file.Path tmp = java.nio.file.Files.createTempFile(file.toAbsolutePath().getParent(), ".chart", ".png");
			try {
				chart.save(tmp.toString(), SWT.IMAGE_PNG);
				byte[] png = java.nio.file.Files.readAllBytes(tmp);
				labyrinth.kernel.io.TextFiles.writeAtomically(file, out -> out.write(png));
			} finally {
				java.nio.file.Files.deleteIfExists(tmp);
			}
			return;
		}
		org.eclipse.swt.graphics.Point size = new org.eclipse.swt.graphics.Point(640, 400);
		SvgPen pen = new SvgPen(size);
		ISeries<?>[] series = chart.getSeriesSet().getSeries();
		double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = 0;
		for (ISeries<?> s : series) {
			for (double x : s.getXSeries()) {
				minX = Math.min(minX, x);
				maxX = Math.max(maxX, x);
			}
			for (double y : s.getYSeries()) maxY = Math.max(maxY, y);
		}
		int left = 60, right = 620, top = 30, bottom = 360;
		pen.fill(new RGB(255, 255, 255), 0, 0, size.x, size.y);
		pen.text(new RGB(0, 0, 0), chart.getTitle().getText(), left, 6);
		pen.line(new RGB(0, 0, 0), left, bottom, right, bottom);
		pen.line(new RGB(0, 0, 0), left, top, left, bottom);
		pen.text(new RGB(0, 0, 0), chart.getAxisSet().getXAxis(0).getTitle().getText() + " " + fmt(minX) + ".." + fmt(maxX), left, bottom + 10);
		pen.text(new RGB(0, 0, 0), chart.getAxisSet().getYAxis(0).getTitle().getText() + " 0.." + fmt(maxY), 4, top - 20 + 2);
		double spanX = Math.max(1e-9, maxX - minX);
		double spanY = Math.max(1e-9, maxY);
		for (int i = 0; i < series.length; i++) {
			double[] x = series[i].getXSeries();
			double[] y = series[i].getYSeries();
			int[] points = new int[2 * x.length];
			for (int k = 0; k < x.length; k++) {
				points[2 * k] = left + (int) Math.round((x[k] - minX) / spanX * (right - left));
				points[2 * k + 1] = bottom - (int) Math.round(y[k] / spanY * (bottom - top));
			}
			RGB colour = series[i] instanceof ILineSeries<?> l ? l.getLineColor().getRGB() : new RGB(0, 0, 0);
			pen.stroke(colour, 2, points);
			pen.text(colour, series[i].getId(), right - 120, top + 16 * i);
		}
		labyrinth.kernel.io.TextFiles.writeAtomically(file, pen.document());
	}

	private static String fmt(double v) {
		return v == Math.rint(v) ? Long.toString((long) v) : String.format(java.util.Locale.ROOT, "%.2f", v);
	}

	public static void show(Chart chart) {
		chart.getAxisSet().adjustRange();
		chart.redraw();
	}
}
