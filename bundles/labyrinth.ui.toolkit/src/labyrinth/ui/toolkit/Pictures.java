package labyrinth.ui.toolkit;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.BiConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;

import labyrinth.kernel.io.TextFiles;

/** Every view's picture export: what a painter draws on a {@link Pen}, written atomically as PNG or SVG. */
public final class Pictures {
	private Pictures() {
	}

	/** PNG if the name ends in .png, else SVG for .svg; the picture has the given size. */
	public static void export(Display display, Path file, Point size, BiConsumer<Pen, Point> painter) throws IOException {
		if (file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".svg")) svg(file, size, painter);
		else png(display, file, size, painter);
	}

	public static void png(Display display, Path file, Point size, BiConsumer<Pen, Point> painter) throws IOException {
		ImageData data = render(display, size, painter);
		ImageLoader loader = new ImageLoader();
		loader.data = new ImageData[] { data };
		TextFiles.writeAtomically(file, out -> loader.save(out, SWT.IMAGE_PNG));
	}

	public static void svg(Path file, Point size, BiConsumer<Pen, Point> painter) throws IOException {
		SvgPen svg = new SvgPen(size);
		painter.accept(svg, size);
		TextFiles.writeAtomically(file, svg.document());
	}

	/** The picture's pixels, for PNGs and for tests that look at them. */
	public static ImageData render(Display display, Point size, BiConsumer<Pen, Point> painter) {
		Image image = new Image(display, Math.max(1, size.x), Math.max(1, size.y));
		GC gc = new GC(image);
		try {
			painter.accept(Pen.of(gc), size);
		} finally {
			gc.dispose();
		}
		ImageData data = image.getImageData();
		image.dispose();
		return data;
	}
}
