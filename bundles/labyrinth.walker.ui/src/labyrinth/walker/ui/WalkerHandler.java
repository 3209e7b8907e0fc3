package labyrinth.walker.ui;

import labyrinth.ui.toolkit.Widgets;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Display;
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
import labyrinth.core.run.RegressOperation;
import labyrinth.ui.toolkit.OperationJob;
import labyrinth.walker.ui.launch.RunLaunch;

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
		WalkerView view = walker(HandlerUtil.getActiveWorkbenchWindow(event).getActivePage());
		if (view == null) return null;
		// the window's shell: the event's active shell may be a dialog that has just closed (disposed)
		Shell shell = view.getSite().getShell();
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
		case "enumerate" -> openRunDialog(shell, view, RunLaunch.Kind.EXHAUSTIVE);
		case "randomStats" -> openRunDialog(shell, view, RunLaunch.Kind.RANDOM);
		case "discover" -> openRunDialog(shell, view, RunLaunch.Kind.DISCOVERY);
		case "uniformSample" -> openRunDialog(shell, view, RunLaunch.Kind.SAMPLE);
		case "openPath" -> openPath(shell, view);
		case "compareRules" -> Widgets.withFile(shell, SWT.OPEN, "Compare With Rule File (judged beside the walker's rules)",
				new String[] { "*.lrules", "*.*" }, null, "Cannot compare with this rule file",
				file -> view.compareWith(labyrinth.rules.RuleSources.file(file)));
		case "stopComparing" -> view.stopComparing();
		case "findDoom" -> view.findDoomedStep();
		case "savePath" -> savePath(shell, view);
		case "exportPng" -> exportPng(shell, view);
		case "regress" -> regress(shell, HandlerUtil.getActiveWorkbenchWindow(event).getActivePage());
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

	/**
	 * New Walk: the size of the walk shown and the next seed, so that OK gives another walk of the same size (the first
	 * walk has the size and seed of Window > Preferences > Labyrinth).
	 */
	private static void newWalk(Shell shell, WalkerView view) {
		WalkerView.WalkState shown = view.state();
		NewWalkDialog d = new NewWalkDialog(shell, shown.size(), shown.seed() + 1);
		if (d.open() == Window.OK) view.newWalk(d.size(), d.seed());
	}

	/** What the walker shows as the settings of a run of {@code kind}: its size, seed and rule file. */
	public static RunLaunch.Settings runSettings(WalkerView view, RunLaunch.Kind kind) {
		return new RunLaunch.Settings(kind, view.board().size(), Preferences.ruleFile(), RunLaunch.DEFAULT_RANDOM_WALKS,
				view.session().seed(), 0, 0, "");
	}

	/**
	 * Opens Run Configurations on a "Labyrinth Run" of what the walker shows (an existing configuration with exactly
	 * those settings, else a new one): the user sees every setting, changes what they like and runs it.
	 */
	private static void openRunDialog(Shell shell, WalkerView view, RunLaunch.Kind kind) {
		try {
			ILaunchConfiguration c = RunLaunch.configuration(runSettings(view, kind));
			DebugUITools.openLaunchConfigurationDialogOnGroup(shell, new org.eclipse.jface.viewers.StructuredSelection(c),
					IDebugUIConstants.ID_RUN_LAUNCH_GROUP);
		} catch (CoreException e) {
			MessageDialog.openError(shell, kind.label, e.getMessage());
		}
	}

	private static void openPath(Shell shell, WalkerView view) {
		Widgets.withFile(shell, SWT.OPEN, "Open Path File (a saved walk or position)", new String[] { "*.lpath;*.txt", "*.*" }, null,
				"Cannot open path file", file -> {
			String problem = openPathFile(view, file);
			if (problem != null) throw new java.io.IOException(problem);
		});
	}

	/** Shows the path file in the walker; returns what is wrong with it (file:line:column: why), or null. */
	public static String openPathFile(WalkerView view, Path file) {
		try {
			view.show(PathFiles.read(file).toBoard());
			return null;
		} catch (java.io.IOException e) { // a PathFormatException names the file, line and column
			return e.getMessage();
		} catch (RuntimeException e) {
			return file + ": " + e.getMessage();
		}
	}

	/** Asks for the folder of saved positions to regress, starting in {@code start} (may be null); null if cancelled. */
	public interface FolderChoice {
		Path choose(Shell shell, Path start);
	}

	/** The folder dialog of Regress Saved Positions; tests put their own answer here. */
	public static volatile FolderChoice regressFolder = WalkerHandler::askFolder;
	private static volatile OperationJob<RegressOperation.Result> lastRegression;

	private static Path askFolder(Shell shell, Path start) {
		DirectoryDialog d = new DirectoryDialog(shell);
		d.setText("Regress Saved Positions");
		d.setMessage("A folder of saved positions (.lpath and .txt, searched recursively): each is replayed and the rules judged at its live end");
		if (start != null) d.setFilterPath(start.toString());
		String folder = d.open();
		return folder == null ? null : Path.of(folder);
	}

	private static void regress(Shell shell, IWorkbenchPage page) {
		Path folder = regressFolder.choose(shell, Preferences.regressFolder());
		if (folder == null) return;
		Preferences.setRegressFolder(folder);
		regress(page, folder).schedule();
	}

	/**
	 * The regression of the saved positions in {@code folder} as a job (not yet scheduled), with the rules and the
	 * oracle budget the walker's runs use; when it ends its rows go to the Regression view, brought to the front.
	 */
	private static OperationJob<RegressOperation.Result> regress(IWorkbenchPage page, Path folder) {
		RegressOperation.Settings settings = new RegressOperation.Settings(List.of(folder), Preferences.ruleSource(), Preferences.oracleBudget());
		Display display = page.getWorkbenchWindow().getShell().getDisplay();
		OperationJob<RegressOperation.Result> job = new OperationJob<>(new RegressOperation(settings), r -> {
			if (!display.isDisposed()) display.asyncExec(() -> {
				if (bringToFront(page, RegressionView.ID) instanceof RegressionView v) v.show(folder, r);
			});
		});
		lastRegression = job;
		return job;
	}

	/** The job of the last regression, for tests. */
	public static OperationJob<RegressOperation.Result> lastRegression() {
		return lastRegression;
	}

	/**
	 * Shows a view that has a run's results without taking the focus from an editor. VIEW_VISIBLE leaves it behind
	 * when the active part shares its stack (Progress, Rule Firings): then it is activated, which moves the focus only
	 * within that stack. Null if the view cannot be opened.
	 */
	public static IViewPart bringToFront(IWorkbenchPage page, String viewId) {
		if (page == null) return null;
		try {
			IViewPart view = page.showView(viewId, null, IWorkbenchPage.VIEW_VISIBLE);
			if (!page.isPartVisible(view)) page.activate(view);
			return view;
		} catch (PartInitException e) {
			return null;
		}
	}

	/** A file name that says what was saved: the walk's size and seed, and how far it went. */
	public static String suggestedName(WalkerView view, String extension) {
		int n = view.board().size();
		return String.format(java.util.Locale.ROOT, "walk-%dx%d-seed%d-step%d.%s", n, n, view.session().seed(), view.board().length(),
				extension);
	}

	private static void savePath(Shell shell, WalkerView view) {
		Widgets.withFile(shell, SWT.SAVE, new String[] { "*.lpath", "*.txt" }, suggestedName(view, "lpath"), "Cannot save path file",
				file -> {
					String text = file.toString().endsWith(".txt") ? PathFiles.formatOriginal(view.board(), view.session().rules())
							: PathFiles.formatOwn(view.board(), view.session().seed());
					labyrinth.kernel.io.TextFiles.writeAtomically(file, text);
				});
	}

	private static void exportPng(Shell shell, WalkerView view) {
		Widgets.withFile(shell, SWT.SAVE, new String[] { "*.png", "*.svg" }, suggestedName(view, "png"), "Cannot export the picture",
				file -> {
					if (file.toString().endsWith(".svg")) view.exportSvg(file, view.canvas().getSize());
					else view.exportPng(file);
				});
	}
}
