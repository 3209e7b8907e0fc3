package labyrinth.ui.toolkit;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;

/** What the views' painters draw with: an SWT graphics context on screen and in PNGs, or SVG text. */
public interface Pen {
	void fill(RGB colour, int x, int y, int w, int h);

	void outline(RGB colour, int lineWidth, int x, int y, int w, int h);

	void line(RGB colour, int x1, int y1, int x2, int y2);

	/** A thick stroke with round caps and joins through the points (x0, y0, x1, y1, ...). */
	void stroke(RGB colour, int width, int[] points);

	void disc(RGB colour, int x, int y, int w, int h);

	/** Text with its top-left corner at (x, y). */
	void text(RGB colour, String s, int x, int y);

	Point extent(String s);

	/** Draws on an SWT graphics context. */
	static Pen of(GC gc) {
		return new Pen() {
			@Override
			public void fill(RGB c, int x, int y, int w, int h) {
				gc.setBackground(new Color(c));
				gc.fillRectangle(x, y, w, h);
			}

			@Override
			public void outline(RGB c, int lineWidth, int x, int y, int w, int h) {
				gc.setForeground(new Color(c));
				gc.setLineWidth(lineWidth);
				gc.drawRectangle(x, y, w, h);
				gc.setLineWidth(1);
			}

			@Override
			public void line(RGB c, int x1, int y1, int x2, int y2) {
				gc.setForeground(new Color(c));
				gc.drawLine(x1, y1, x2, y2);
			}

			@Override
			public void stroke(RGB c, int width, int[] points) {
				gc.setAntialias(SWT.ON);
				gc.setForeground(new Color(c));
				gc.setLineWidth(width);
				gc.setLineCap(SWT.CAP_ROUND);
				gc.setLineJoin(SWT.JOIN_ROUND);
				gc.drawPolyline(points);
				gc.setLineWidth(1);
				gc.setAntialias(SWT.OFF);
			}

			@Override
			public void disc(RGB c, int x, int y, int w, int h) {
				gc.setAntialias(SWT.ON);
				gc.setBackground(new Color(c));
				gc.fillOval(x, y, w, h);
				gc.setAntialias(SWT.OFF);
			}

			@Override
			public void text(RGB c, String s, int x, int y) {
				gc.setForeground(new Color(c));
				gc.drawString(s, x, y, true);
			}

			@Override
			public Point extent(String s) {
				return gc.textExtent(s);
			}
		};
	}
}
