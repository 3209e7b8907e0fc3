package labyrinth.ui.toolkit;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;

/** Collects the drawing as an SVG document (text metrics are estimated: 7 by 14 pixels per character). */
public final class SvgPen implements Pen {
	private final StringBuilder svg = new StringBuilder();
	private final Point size;

	public SvgPen(Point size) {
		this.size = size;
	}

	private static String hex(RGB c) {
		return String.format("#%02x%02x%02x", c.red, c.green, c.blue);
	}

	@Override
	public void fill(RGB c, int x, int y, int w, int h) {
		svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>%n", x, y, w, h, hex(c)));
	}

	@Override
	public void outline(RGB c, int lineWidth, int x, int y, int w, int h) {
		svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"%d\"/>%n",
				x, y, w, h, hex(c), lineWidth));
	}

	@Override
	public void line(RGB c, int x1, int y1, int x2, int y2) {
		svg.append(String.format("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\"/>%n", x1, y1, x2, y2, hex(c)));
	}

	@Override
	public void stroke(RGB c, int width, int[] points) {
		StringBuilder p = new StringBuilder();
		for (int i = 0; i + 1 < points.length; i += 2) p.append(points[i]).append(',').append(points[i + 1]).append(' ');
		svg.append(String.format("<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"%d\" "
				+ "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>%n", p.toString().strip(), hex(c), width));
	}

	@Override
	public void disc(RGB c, int x, int y, int w, int h) {
		svg.append(String.format(java.util.Locale.ROOT, "<ellipse cx=\"%.1f\" cy=\"%.1f\" rx=\"%.1f\" ry=\"%.1f\" fill=\"%s\"/>%n",
				x + w / 2.0, y + h / 2.0, w / 2.0, h / 2.0, hex(c)));
	}

	@Override
	public void text(RGB c, String s, int x, int y) {
		String escaped = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
		svg.append(String.format("<text x=\"%d\" y=\"%d\" fill=\"%s\" font-family=\"sans-serif\" font-size=\"12\">%s</text>%n",
				x, y + 12, hex(c), escaped));
	}

	@Override
	public Point extent(String s) {
		return new Point(7 * s.length(), 14);
	}

	/** The complete SVG document. */
	public String document() {
		return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + size.x
				+ "\" height=\"" + size.y + "\" viewBox=\"0 0 " + size.x + " " + size.y + "\">\n" + svg + "</svg>\n";
	}
}
