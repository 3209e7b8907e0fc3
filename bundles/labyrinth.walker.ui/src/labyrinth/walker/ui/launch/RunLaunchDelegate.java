package labyrinth.walker.ui.launch;

import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.model.LaunchConfigurationDelegate;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

import labyrinth.ui.toolkit.OperationJob;
import labyrinth.walker.ui.ResultsView;
import labyrinth.walker.ui.WalkerHandler;
import labyrinth.walker.ui.WalkerView;

/**
 * Runs a "Labyrinth Run" configuration: its settings become the operation's, which runs as a job (progress in the
 * Progress view, with the run's counts), its result going to Run Results. A run that cannot finish asks first.
 */
public class RunLaunchDelegate extends LaunchConfigurationDelegate {
	/** Asks the user whether to start a run that may not finish; tests put their own answer here. */
	public interface Confirmation {
		boolean start(RunLaunch.Settings settings);
	}

	public static volatile Confirmation confirmation = RunLaunchDelegate::ask;
	private static volatile OperationJob<?> lastJob;

	@Override
	public boolean preLaunchCheck(ILaunchConfiguration configuration, String mode, IProgressMonitor monitor) throws CoreException {
		RunLaunch.Settings s = RunLaunch.read(configuration);
		return !s.mayNotFinish() || confirmation.start(s);
	}

	@Override
	public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor) throws CoreException {
		RunLaunch.Settings s = RunLaunch.read(configuration);
		OperationJob<?> job = s.job(board -> onUi(() -> {
			WalkerView walker = walker();
			if (walker != null) walker.show(board.copy());
		}));
		job.addJobChangeListener(new org.eclipse.core.runtime.jobs.JobChangeAdapter() {
			@Override
			public void done(org.eclipse.core.runtime.jobs.IJobChangeEvent event) {
				onUi(RunLaunchDelegate::showResults);
			}
		});
		lastJob = job;
		job.schedule();
	}

	/** The job of the last launch, for tests and for the walker's status. */
	public static OperationJob<?> lastJob() {
		return lastJob;
	}

	private static boolean ask(RunLaunch.Settings s) {
		AtomicBoolean yes = new AtomicBoolean();
		Display display = PlatformUI.getWorkbench().getDisplay();
		display.syncExec(() -> yes.set(MessageDialog.openQuestion(display.getActiveShell(), "Start a run that may not finish?",
				"An exhaustive run of " + s.size() + "x" + s.size() + " does not finish in a lifetime: the tree grows faster than"
						+ " any machine (9x9 takes about two hours on two cores). Start it anyway? It can be stopped in the Progress"
						+ " view, and a time limit on the launch configuration's Run tab stops it by itself.")));
		return yes.get();
	}

	private static void onUi(Runnable r) {
		if (!PlatformUI.isWorkbenchRunning()) return;
		Display d = PlatformUI.getWorkbench().getDisplay();
		if (!d.isDisposed()) d.asyncExec(r);
	}

	private static IWorkbenchPage page() {
		IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		if (w == null && PlatformUI.getWorkbench().getWorkbenchWindowCount() > 0) w = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
		return w == null ? null : w.getActivePage();
	}

	private static WalkerView walker() {
		IWorkbenchPage page = page();
		return page == null ? null : page.findView(WalkerView.ID) instanceof WalkerView w ? w : null;
	}

	/** Brings Run Results to the front of its stack without taking the focus from an editor (the run is in the run log either way). */
	private static void showResults() {
		WalkerHandler.bringToFront(page(), ResultsView.ID);
	}
}
