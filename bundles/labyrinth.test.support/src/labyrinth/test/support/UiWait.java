package labyrinth.test.support;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.BooleanSupplier;

import org.eclipse.swt.widgets.Display;

/** Waits in the UI thread while letting the workbench paint and run its async work. */
public final class UiWait {
	private static final long TIMEOUT_MILLIS = 10_000;

	private UiWait() {
	}

	/** Spins the event loop until the condition holds; fails with the message after ten seconds. */
	public static void until(BooleanSupplier condition, String message) throws InterruptedException {
		Display display = Display.getCurrent();
		long end = System.currentTimeMillis() + TIMEOUT_MILLIS;
		while (!condition.getAsBoolean() && System.currentTimeMillis() < end) {
			while (display.readAndDispatch()) {
				// paints, async runnables
			}
			Thread.sleep(20);
		}
		assertTrue(condition.getAsBoolean(), message);
	}

	/** Spins the event loop for the given time. */
	public static void spin(Display display, long millis) throws InterruptedException {
		long end = System.currentTimeMillis() + millis;
		while (System.currentTimeMillis() < end) {
			while (display.readAndDispatch()) {
				// paints, async runnables
			}
			Thread.sleep(20);
		}
	}
}
