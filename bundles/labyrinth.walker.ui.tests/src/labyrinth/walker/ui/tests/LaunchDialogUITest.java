package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import labyrinth.test.support.UiWait;
import labyrinth.walker.ui.WalkerHandler;
import labyrinth.walker.ui.WalkerView;
import labyrinth.walker.ui.launch.RunLaunch;

/**
 * Run Configurations as the walker's Random Statistics... opens it, read from the dialog on screen: the "Labyrinth Run"
 * with its Run tab's fields. Leaves the README's picture in target/screenshots/launch-dialog.png.
 */
class LaunchDialogUITest {
	@AfterEach
	void removeConfigurations() throws Exception {
		for (ILaunchConfiguration c : DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurations(RunLaunch.type())) c.delete();
	}

	@Test
	void theWalkersRunOpensRunConfigurationsOnItsSettings() throws Exception {
		Display display = Display.getCurrent();
		WalkerView walker = (WalkerView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().showView(WalkerView.ID);
		walker.newWalk(13, 7);
		ILaunchConfiguration c = RunLaunch.configuration(WalkerHandler.runSettings(walker, RunLaunch.Kind.RANDOM));
		Shell parent = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
		List<String> labels = new ArrayList<>();
		boolean[] done = { false };
		// the dialog is modal: look at it and close it from the event loop it runs, once it is there and laid out
		int[] tries = { 0 };
		Runnable[] look = new Runnable[1];
		look[0] = () -> {
			Shell dialog = null;
			for (Shell s : display.getShells()) if (s != parent && s.isVisible() && s.getText().contains("Configurations")) dialog = s;
			if (dialog == null && ++tries[0] < 60) {
				display.timerExec(500, look[0]);
				return;
			}
			if (dialog == null) { // never seen: close whatever opened, so the test fails instead of hanging
				for (Shell s : display.getShells()) if (s != parent && s.isVisible()) s.close();
				return;
			}
			collect(dialog, labels);
			if (!labels.contains("Kind of run:") && ++tries[0] < 60) { // its tabs are still being made
				labels.clear();
				display.timerExec(500, look[0]);
				return;
			}
			try {
				save(display, dialog, Path.of("target", "screenshots", "launch-dialog.png"));
			} catch (java.io.IOException e) {
				labels.add("screenshot failed: " + e);
			}
			dialog.close();
		};
		display.timerExec(1000, look[0]);
		display.asyncExec(() -> {
			DebugUITools.openLaunchConfigurationDialogOnGroup(parent, new org.eclipse.jface.viewers.StructuredSelection(c),
					IDebugUIConstants.ID_RUN_LAUNCH_GROUP);
			done[0] = true;
		});
		UiWait.until(() -> done[0], "the dialog was shown and closed");
		assertTrue(labels.contains("Kind of run:") && labels.contains("Seed:") && labels.contains("Time limit (seconds, 0: none):"),
				"the Run tab's fields: " + labels);
		assertTrue(Files.size(Path.of("target", "screenshots", "launch-dialog.png")) > 5000, "a picture of the dialog");
		assertNotNull(c);
	}

	private static void collect(Control c, List<String> labels) {
		if (c instanceof Label l) labels.add(l.getText());
		if (c instanceof org.eclipse.swt.widgets.Composite comp) for (Control child : comp.getChildren()) collect(child, labels);
	}

	private static void save(Display display, Shell shell, Path file) throws java.io.IOException {
		Files.createDirectories(file.getParent());
		Rectangle r = shell.getBounds();
		Image image = new Image(display, r.width, r.height);
		GC gc = new GC(display);
		try {
			gc.copyArea(image, r.x, r.y);
			ImageLoader loader = new ImageLoader();
			loader.data = new ImageData[] { image.getImageData() };
			loader.save(file.toString(), SWT.IMAGE_PNG);
		} finally {
			gc.dispose();
			image.dispose();
		}
	}
}
