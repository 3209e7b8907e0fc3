package labyrinth.test.support;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;

/** Pictures of controls as a person sees them, left in target/screenshots for the README and for review. */
public final class Screenshots {
	private Screenshots() {
	}

	/** The pixels a control shows now (its own drawing, as a test reads it back). */
	public static ImageData capture(Control control) {
		Image image = new Image(control.getDisplay(), Math.max(1, control.getSize().x), Math.max(1, control.getSize().y));
		GC gc = new GC(control);
		try {
			gc.copyArea(image, 0, 0);
			return image.getImageData();
		} finally {
			gc.dispose();
			image.dispose();
		}
	}

	/** The control drawn by itself into an image (Control.print): its own pixels, whatever covers it on the screen. */
	public static ImageData render(Control control) {
		Image image = new Image(control.getDisplay(), Math.max(1, control.getSize().x), Math.max(1, control.getSize().y));
		GC gc = new GC(image);
		try {
			control.print(gc);
			return image.getImageData();
		} finally {
			gc.dispose();
			image.dispose();
		}
	}

	/** What the screen shows inside the rectangle (the display's own pixels: whatever covers a control is in them). */
	public static ImageData ofScreen(org.eclipse.swt.widgets.Display display, org.eclipse.swt.graphics.Rectangle r) {
		Image image = new Image(display, Math.max(1, r.width), Math.max(1, r.height));
		GC gc = new GC(display);
		try {
			gc.copyArea(image, r.x, r.y);
			return image.getImageData();
		} finally {
			gc.dispose();
			image.dispose();
		}
	}

	/** How many pixels are within {@code tolerance} of the colour in each channel (text in that colour, say). */
	public static int pixelsNear(ImageData data, org.eclipse.swt.graphics.RGB colour, int tolerance) {
		int count = 0;
		for (int y = 0; y < data.height; y++) {
			for (int x = 0; x < data.width; x++) {
				org.eclipse.swt.graphics.RGB p = data.palette.getRGB(data.getPixel(x, y));
				if (Math.abs(p.red - colour.red) <= tolerance && Math.abs(p.green - colour.green) <= tolerance
						&& Math.abs(p.blue - colour.blue) <= tolerance) {
					count++;
				}
			}
		}
		return count;
	}

	/** Captures the control's area of the screen into target/screenshots/NAME.png; returns the pixels. */
	public static ImageData save(Control control, String name) throws java.io.IOException {
		Point origin = control.toDisplay(0, 0);
		Point size = control.getSize();
		ImageData data = ofScreen(control.getDisplay(), new org.eclipse.swt.graphics.Rectangle(origin.x, origin.y, size.x, size.y));
		Path dir = Files.createDirectories(Path.of("target", "screenshots"));
		ImageLoader saver = new ImageLoader();
		saver.data = new ImageData[] { data };
		saver.save(dir.resolve(name + ".png").toString(), SWT.IMAGE_PNG);
		return data;
	}
}
