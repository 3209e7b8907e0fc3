package labyrinth.ui;

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

	public static void show(Chart chart) {
		chart.getAxisSet().adjustRange();
		chart.redraw();
	}
}
