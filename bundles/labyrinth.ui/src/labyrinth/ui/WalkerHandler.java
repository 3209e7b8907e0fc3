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
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.commands.IElementUpdater;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.menus.UIElement;

import labyrinth.core.grid.Direction;
import labyrinth.core.io.PathFiles;
import labyrinth.core.io.PathFormatException;
import labyrinth.ui.jobs.EnumerationJob;
import labyrinth.ui.jobs.RandomStatsJob;

/**
 * Forwards the walker commands to the Walker view (opening it if needed); the view and the engine do the work. The
 * on/off commands (Keep Left, Show Oracle, Checkerboard) show the view's state as a check mark.
 */
public class WalkerHandler extends AbstractHandler implements IElementUpdater, IExecutableExtension {
	public static final String PREFIX = "labyrinth.ui.command.";
	/** Commands with an on/off state. */
	public static final java.util.List<String> TOGGLES = java.util.List.of(PREFIX + "keepLeft", PREFIX + "oracle", PREFIX + "checkerboard");

	/** The command this handler instance serves (one instance per handler element). */
	private String commandId;

	@Override
	public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
		commandId = config.getAttribute("commandId");
	}

	@Override
	public void updateElement(UIElement element, @SuppressWarnings("rawtypes") java.util.Map parameters) {
		if (commandId == null || !TOGGLES.contains(commandId)) return;
		IWorkbenchWindow window = element.getServiceLocator().getService(IWorkbenchWindow.class);
		IWorkbenchPage page = window == null ? null : window.getActivePage();
		IViewPart part = page == null ? null : page.findView(WalkerView.ID);
		if (!(part instanceof WalkerView view)) return;
		element.setChecked(switch (commandId.substring(PREFIX.length())) {
		case "keepLeft" -> view.keepLeft();
		case "oracle" -> view.showOracle();
		default -> view.checkerboard();
		});
	}

	/** Asks the menus to show the on/off commands' current state. */
	static void refreshChecks() {
		if (!PlatformUI.isWorkbenchRunning()) return;
		ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
		if (commands == null) return;
		for (String id : TOGGLES) commands.refreshElements(id, null);
	}

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
		case "enumerate" -> runShowingResults(new EnumerationJob(view.board().size(), view.ruleSet()), view);
		case "randomStats" -> runShowingResults(new RandomStatsJob(view.board().size(), view.ruleSet(), 1000, view.session().seed()), view);
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
		runShowingResults(new labyrinth.ui.jobs.DiscoveryJob(n, view.ruleSet(), 1000, view.session().seed(),
				b -> display.asyncExec(() -> view.show(b.copy()))), view);
	}

	/** Schedules a run; when it ends, Run Results comes to the front of its stack (without taking the focus). */
	static void runShowingResults(org.eclipse.core.runtime.jobs.Job job, WalkerView view) {
		IWorkbenchPage page = view.getSite().getPage();
		org.eclipse.swt.widgets.Display display = view.getSite().getShell().getDisplay();
		job.addJobChangeListener(new org.eclipse.core.runtime.jobs.JobChangeAdapter() {
			@Override
			public void done(org.eclipse.core.runtime.jobs.IJobChangeEvent event) {
				if (display.isDisposed()) return;
				display.asyncExec(() -> {
					if (page.getWorkbenchWindow().getShell() == null || page.getWorkbenchWindow().getShell().isDisposed()) return;
					try {
						page.showView(ResultsView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
					} catch (PartInitException e) {
						// the results are kept in the run log either way
					}
				});
			}
		});
		job.schedule();
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
