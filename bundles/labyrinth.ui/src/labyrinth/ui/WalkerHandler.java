package labyrinth.ui;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.IInputValidator;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

import labyrinth.core.grid.Direction;
import labyrinth.core.io.PathFiles;
import labyrinth.core.io.PathFormatException;
import labyrinth.ui.jobs.EnumerationJob;
import labyrinth.ui.jobs.RandomStatsJob;

/** Forwards the walker commands to the Walker view (opening it if needed); the view and the engine do the work. */
public class WalkerHandler extends AbstractHandler {
	public static final String PREFIX = "labyrinth.ui.command.";

	@Override
	public Object execute(ExecutionEvent event) throws ExecutionException {
		String id = event.getCommand().getId().substring(PREFIX.length());
		Shell shell = HandlerUtil.getActiveShell(event);
		WalkerView view = walker(HandlerUtil.getActiveWorkbenchWindow(event).getActivePage());
		if (view == null) return null;
		switch (id) {
		case "newWalk" -> newWalk(shell, view);
		case "stepForward" -> view.stepForward();
		case "stepBack" -> view.stepBack();
		case "stepUp" -> view.stepTo(Direction.UP);
		case "stepDown" -> view.stepTo(Direction.DOWN);
		case "stepLeft" -> view.stepTo(Direction.LEFT);
		case "stepRight" -> view.stepTo(Direction.RIGHT);
		case "keepLeft" -> view.setKeepLeft(!view.keepLeft());
		case "oracle" -> view.setShowOracle(!view.showOracle());
		case "checkerboard" -> view.setCheckerboard(!view.checkerboard());
		case "animate" -> {
			view.setAnimationDelay(Preferences.animationDelay());
			view.toggleAnimation();
		}
		case "enumerate" -> new EnumerationJob(view.board().size(), view.ruleSet()).schedule();
		case "randomStats" -> new RandomStatsJob(view.board().size(), view.ruleSet(), 1000, view.session().seed()).schedule();
		case "discover" -> discover(shell, view);
		case "openPath" -> openPath(shell, view);
		case "savePath" -> savePath(shell, view);
		case "exportPng" -> exportPng(shell, view);
		default -> throw new ExecutionException("unknown walker command " + id);
		}
		return null;
	}

	static WalkerView walker(IWorkbenchPage page) {
		if (page == null) return null;
		try {
			IViewPart part = page.showView(WalkerView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
			return part instanceof WalkerView w ? w : null;
		} catch (PartInitException e) {
			return null;
		}
	}

	private static void newWalk(Shell shell, WalkerView view) {
		IInputValidator valid = text -> {
			String[] parts = text.strip().split("\\s+");
			try {
				int n = Integer.parseInt(parts[0]);
				if (!labyrinth.core.grid.Board.isValidSize(n)) return "the size must be " + labyrinth.core.grid.Board.SIZE_RULE;
				if (parts.length > 1) Long.parseLong(parts[1]);
				return parts.length > 2 ? "give a size and optionally a seed, e.g. '9 42'" : null;
			} catch (NumberFormatException e) {
				return "give a size and optionally a seed, e.g. '9 42'";
			}
		};
		InputDialog d = new InputDialog(shell, "New walk", "Size and seed:", view.board().size() + " " + view.session().seed(), valid);
		if (d.open() != Window.OK) return;
		String[] parts = d.getValue().strip().split("\\s+");
		view.newWalk(Integer.parseInt(parts[0]), parts.length > 1 ? Long.parseLong(parts[1]) : view.session().seed());
	}

	private static void discover(Shell shell, WalkerView view) {
		int n = view.board().size();
		if (n > labyrinth.core.oracle.CompletionCounter.MAX_SIZE) {
			MessageDialog.openInformation(shell, "Discovery", "Discovery uses the exact oracle, which handles sizes up to "
					+ labyrinth.core.oracle.CompletionCounter.MAX_SIZE + ".");
			return;
		}
		org.eclipse.swt.widgets.Display display = shell.getDisplay();
		new labyrinth.ui.jobs.DiscoveryJob(n, view.ruleSet(), 1000, view.session().seed(),
				b -> display.asyncExec(() -> view.show(b.copy()))).schedule();
	}

	private static void openPath(Shell shell, WalkerView view) {
		FileDialog fd = new FileDialog(shell, SWT.OPEN);
		fd.setFilterExtensions(new String[] { "*.lpath;*.txt", "*.*" });
		String file = fd.open();
		if (file == null) return;
		String problem = openPathFile(view, Path.of(file));
		if (problem != null) MessageDialog.openError(shell, "Cannot open path file", problem);
	}

	/** Shows the path file in the walker; returns what is wrong with it (file:line:column: why), or null. */
	public static String openPathFile(WalkerView view, Path file) {
		try {
			view.show(PathFiles.read(file).toBoard());
			return null;
		} catch (PathFormatException | java.io.IOException e) {
			return e.getMessage();
		} catch (RuntimeException e) {
			return file + ": " + e.getMessage();
		}
	}

	/** Asks where to save; null if cancelled. */
	private static String saveAs(Shell shell, String... extensions) {
		FileDialog fd = new FileDialog(shell, SWT.SAVE);
		fd.setFilterExtensions(extensions);
		fd.setOverwrite(true);
		return fd.open();
	}

	private static void savePath(Shell shell, WalkerView view) {
		String file = saveAs(shell, "*.lpath", "*.txt");
		if (file == null) return;
		try {
			String text = file.endsWith(".txt") ? PathFiles.formatOriginal(view.board(), view.session().rules())
					: PathFiles.formatOwn(view.board(), view.session().seed());
			labyrinth.core.io.TextFiles.writeAtomically(Path.of(file), text);
		} catch (java.io.IOException e) {
			MessageDialog.openError(shell, "Cannot save path file", e.getMessage());
		}
	}

	private static void exportPng(Shell shell, WalkerView view) {
		String file = saveAs(shell, "*.png", "*.svg");
		if (file == null) return;
		try {
			if (file.endsWith(".svg")) view.exportSvg(Path.of(file), view.canvas().getSize());
			else view.exportPng(Path.of(file));
		} catch (java.io.IOException | RuntimeException e) {
			MessageDialog.openError(shell, "Cannot export the picture", file + ": " + e.getMessage());
		}
	}
}
