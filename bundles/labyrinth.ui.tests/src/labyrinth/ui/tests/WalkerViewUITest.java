package labyrinth.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.ui.BoardLayout;
import labyrinth.ui.WalkerView;

/** Runs inside a real workbench under Xvfb and reads the painted pixels back. */
class WalkerViewUITest {

	@Test
	void paintsTheLineAndTheAllowedAndDisabledCandidates() throws Exception {
		IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
		WalkerView view = (WalkerView) page.showView(WalkerView.ID);
		// the original's C-shape example: (2,2) must be entered, (3,1) and (4,2) are disabled
		Board b = PathFiles.parse("5|1-1,1;0,1-1,2;0,1-1,3;0,1-2,3;1,2,0-3,3;1,0,2-3,2;3", "example").toBoard();
		view.show(b);
		Canvas canvas = view.canvas();
		Display display = canvas.getDisplay();
		canvas.redraw();
		canvas.update();
		while (display.readAndDispatch()) {
			// let the paint happen
		}
		BoardLayout l = view.layout();
		assertTrue(l.cell() >= 10, "cells are drawn large enough to see: " + l);
		ImageData data = snapshot(canvas);
		assertEquals(WalkerView.DISABLED, pixel(data, l, 4, 2), "(4,2) disabled by the C-shape");
		assertEquals(WalkerView.DISABLED, pixel(data, l, 3, 1), "(3,1) disabled by the C-shape");
		assertEquals(WalkerView.ALLOWED, pixel(data, l, 2, 2), "(2,2) allowed");
		assertEquals(WalkerView.LINE, pixel(data, l, 1, 3), "(1,3) on the line");
		assertEquals(WalkerView.FREE, pixel(data, l, 5, 5), "(5,5) free");
		assertEquals("c-shape", view.evaluation().disabledBy(1).ruleId());
	}

	private static RGB pixel(ImageData data, BoardLayout l, int x, int y) {
		return data.palette.getRGB(data.getPixel(l.centreX(x), l.centreY(y)));
	}

	private static ImageData snapshot(Canvas canvas) {
		Image img = new Image(canvas.getDisplay(), canvas.getSize().x, canvas.getSize().y);
		GC gc = new GC(canvas);
		try {
			gc.copyArea(img, 0, 0);
		} finally {
			gc.dispose();
		}
		ImageData data = img.getImageData();
		img.dispose();
		return data;
	}
}
