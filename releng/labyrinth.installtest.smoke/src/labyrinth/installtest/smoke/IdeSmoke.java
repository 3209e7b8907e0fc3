package labyrinth.installtest.smoke;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IProduct;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;

import labyrinth.walker.ui.LabyrinthPerspective;
import labyrinth.walker.ui.WalkerView;

/**
 * The install test's look at the installed IDE, as a user would take it: after the workbench has started, shows the
 * Labyrinth perspective, steps the Walker through its Step command, opens a rule file in its editor, keeps a
 * screenshot of the window, writes what it saw to a report and closes the workbench.
 * <p>
 * Does nothing unless the IDE was started with {@code -Dlabyrinth.smoke=REPORT} (the screenshot goes to
 * {@code -Dlabyrinth.smoke.screenshot=PNG}, else next to the report). A watchdog writes a failed report and ends the
 * process if the check has not finished in {@code -Dlabyrinth.smoke.timeout=SECONDS} (default 180), so a modal
 * dialog or a hang never stalls the build.
 */
public class IdeSmoke implements IStartup {
	public static final String REPORT = "labyrinth.smoke";
	public static final String SCREENSHOT = "labyrinth.smoke.screenshot";
	public static final String TIMEOUT = "labyrinth.smoke.timeout";
	/** Walker steps through the Step command (the view's Right arrow key). */
	public static final int STEPS = 3;
	public static final String PROJECT = "smoke";
	public static final String RULE_FILE = "smoke.lrules";
	public static final String RULES = "ruleset smoke\nbuiltin c-shape on\n";
	private static final String STEP_COMMAND = "labyrinth.ui.command.stepForward";

	/** What the check saw, in order; written as "key: value" lines. */
	private final Map<String, String> facts = new LinkedHashMap<>();
	private volatile String stage = "starting";
	private volatile boolean finished;

	@Override
	public void earlyStartup() {
		String report = System.getProperty(REPORT);
		if (report == null || report.isBlank()) return;
		Path reportFile = Path.of(report).toAbsolutePath();
		String shot = System.getProperty(SCREENSHOT);
		Path screenshot = shot == null || shot.isBlank() ? reportFile.resolveSibling("ide-workbench.png") : Path.of(shot).toAbsolutePath();
		long timeout = Long.getLong(TIMEOUT, 180);
		Thread watchdog = new Thread(() -> watch(reportFile, timeout), "Labyrinth IDE smoke watchdog");
		watchdog.setDaemon(true);
		watchdog.start();
		Thread check = new Thread(() -> run(reportFile, screenshot), "Labyrinth IDE smoke check");
		check.setDaemon(true);
		check.start();
	}

	private void watch(Path reportFile, long seconds) {
		try {
			Thread.sleep(seconds * 1000);
		} catch (InterruptedException e) {
			return;
		}
		if (finished) return;
		fact("result", "timeout after " + seconds + " s at: " + stage);
		write(reportFile);
		Runtime.getRuntime().halt(3);
	}

	/** Runs off the UI thread, so the workbench paints between the steps; each step runs on the UI thread. */
	private void run(Path reportFile, Path screenshot) {
		try {
			IWorkbench workbench = PlatformUI.getWorkbench();
			Display display = workbench.getDisplay();
			fact("application", System.getProperty("eclipse.application", "?"));
			IProduct product = Platform.getProduct();
			fact("product", product == null ? "none" : product.getId());
			stage = "waiting for the workbench window";
			while (ui(display, () -> workbench.getWorkbenchWindows().length) == 0) Thread.sleep(100);
			settle(display, 1500);

			stage = "showing the Labyrinth perspective";
			ui(display, () -> {
				IWorkbenchWindow window = workbench.getWorkbenchWindows()[0];
				Shell shell = window.getShell();
				// no window manager under Xvfb: the window takes the whole screen itself
				shell.setBounds(display.getPrimaryMonitor().getClientArea());
				shell.forceActive();
				IWorkbenchPage page = workbench.showPerspective(LabyrinthPerspective.ID, window);
				fact("perspective", page.getPerspective().getId());
				return null;
			});
			settle(display, 1500);

			stage = "stepping the walker";
			ui(display, () -> {
				IWorkbenchPage page = workbench.getWorkbenchWindows()[0].getActivePage();
				WalkerView walker = (WalkerView) page.showView(WalkerView.ID);
				fact("walker.size", Integer.toString(walker.board().size()));
				fact("walker.length.before", Integer.toString(walker.board().length()));
				IHandlerService handlers = workbench.getService(IHandlerService.class);
				for (int i = 0; i < STEPS; i++) handlers.executeCommand(STEP_COMMAND, null);
				fact("walker.steps", Integer.toString(STEPS));
				fact("walker.length", Integer.toString(walker.board().length()));
				return null;
			});
			settle(display, 1000);

			stage = "opening a rule file";
			ui(display, () -> {
				IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
				if (!project.exists()) project.create(null);
				project.open(null);
				IFile file = project.getFile(RULE_FILE);
				if (!file.exists()) file.create(new ByteArrayInputStream(RULES.getBytes(StandardCharsets.UTF_8)), true, null);
				IWorkbenchPage page = workbench.getWorkbenchWindows()[0].getActivePage();
				IEditorPart editor = IDE.openEditor(page, file);
				fact("editor.id", editor.getEditorSite().getId());
				fact("editor.input", editor.getEditorInput().getName());
				fact("editor.dirty", Boolean.toString(editor.isDirty()));
				// the walker stays in front of its stack, beside the editor
				page.showView(WalkerView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
				return null;
			});
			settle(display, 3000);

			stage = "taking the screenshot";
			ui(display, () -> {
				IWorkbenchWindow window = workbench.getWorkbenchWindows()[0];
				fact("window.title", window.getShell().getText());
				fact("views", String.join(",", java.util.Arrays.stream(window.getActivePage().getViewReferences())
						.map(r -> r.getId()).toList()));
				Shell shell = window.getShell();
				// the window as drawn: without a window manager there is no title bar or border, though the bounds
				// count them; the menu bar sits above the client area
				Rectangle bounds = shell.getBounds();
				Rectangle client = display.map(shell, null, shell.getClientArea());
				Rectangle drawn = new Rectangle(bounds.x, bounds.y, client.x + client.width - bounds.x, client.y + client.height - bounds.y);
				ImageData shot = capture(display, drawn);
				Files.createDirectories(screenshot.getParent());
				ImageLoader saver = new ImageLoader();
				saver.data = new ImageData[] { shot };
				saver.save(screenshot.toString(), SWT.IMAGE_PNG);
				fact("screenshot", screenshot.toString());
				// painted, not blank: the walk's colours on the walker's canvas, the highlighting in the editor
				IWorkbenchPage page = window.getActivePage();
				WalkerView walker = (WalkerView) page.findView(WalkerView.ID);
				fact("screenshot.walker.colours", Integer.toString(colours(shot, drawn, walker.canvas())));
				Control text = page.getActiveEditor().getAdapter(Control.class); // a text editor's StyledText
				fact("screenshot.editor.colours", Integer.toString(colours(shot, drawn, text)));
				fact("screenshot.size", shot.width + "x" + shot.height);
				return null;
			});
			fact("result", "ok");
		} catch (Throwable e) {
			fact("result", "failed at: " + stage + ": " + e);
		} finally {
			finished = true;
			write(reportFile);
			stage = "closing the workbench";
			Display display = PlatformUI.isWorkbenchRunning() ? PlatformUI.getWorkbench().getDisplay() : null;
			if (display != null && !display.isDisposed()) display.asyncExec(() -> PlatformUI.getWorkbench().close());
		}
	}

	private synchronized void fact(String key, String value) {
		facts.put(key, value.replace('\n', ' '));
	}

	private synchronized void write(Path reportFile) {
		StringBuilder sb = new StringBuilder();
		facts.forEach((k, v) -> sb.append(k).append(": ").append(v).append('\n'));
		try {
			Files.createDirectories(reportFile.getParent());
			Files.writeString(reportFile, sb);
		} catch (IOException e) {
			System.err.println("labyrinth smoke: cannot write " + reportFile + ": " + e);
		}
	}

	/** The screen's pixels inside the rectangle (what a person sees, window manager decorations aside). */
	private static ImageData capture(Display display, Rectangle r) {
		Image image = new Image(display, r.width, r.height);
		GC gc = new GC(display);
		try {
			gc.copyArea(image, r.x, r.y);
			return image.getImageData();
		} finally {
			gc.dispose();
			image.dispose();
		}
	}

	/** How many different colours the control shows in the screenshot (0 if it is not in the picture). */
	private static int colours(ImageData shot, Rectangle shotOnDisplay, Control control) {
		if (control == null || control.isDisposed() || !control.isVisible()) return 0;
		Point origin = control.toDisplay(0, 0);
		Point size = control.getSize();
		java.util.Set<Integer> seen = new java.util.HashSet<>();
		for (int y = Math.max(0, origin.y - shotOnDisplay.y); y < Math.min(shot.height, origin.y - shotOnDisplay.y + size.y); y++) {
			for (int x = Math.max(0, origin.x - shotOnDisplay.x); x < Math.min(shot.width, origin.x - shotOnDisplay.x + size.x); x++) {
				RGB rgb = shot.palette.getRGB(shot.getPixel(x, y));
				seen.add(rgb.red << 16 | rgb.green << 8 | rgb.blue);
			}
		}
		return seen.size();
	}

	/** Lets the UI thread paint and run its pending work for a while (this thread only waits). */
	private static void settle(Display display, long millis) throws Exception {
		Thread.sleep(millis);
		ui(display, () -> {
			while (display.readAndDispatch()) {
				// paints, async runnables
			}
			return null;
		});
	}

	private interface UiCall<T> {
		T call() throws Exception;
	}

	/** Runs the call on the UI thread and returns its result or rethrows its failure here. */
	private static <T> T ui(Display display, UiCall<T> call) throws Exception {
		AtomicReference<T> result = new AtomicReference<>();
		AtomicReference<Exception> failure = new AtomicReference<>();
		display.syncExec(() -> {
			try {
				result.set(call.call());
			} catch (Exception e) {
				failure.set(e);
			}
		});
		if (failure.get() != null) throw failure.get();
		return result.get();
	}
}
