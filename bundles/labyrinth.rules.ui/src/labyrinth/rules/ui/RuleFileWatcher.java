package labyrinth.rules.ui;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.IStartup;

/**
 * Problems markers for every rule file in the workspace, open in an editor or not: validated
 * when the workbench starts and whenever a file is added or changed (the editor keeps validating as you type).
 */
public final class RuleFileWatcher implements IStartup, IResourceChangeListener {
	private static RuleFileWatcher running;

	@Override
	public void earlyStartup() {
		start();
	}

	/** Starts watching (once) and validates the files already there. */
	public static synchronized void start() {
		if (running != null) return;
		running = new RuleFileWatcher();
		ResourcesPlugin.getWorkspace().addResourceChangeListener(running, IResourceChangeEvent.POST_CHANGE);
		List<IFile> all = new ArrayList<>();
		try {
			ResourcesPlugin.getWorkspace().getRoot().accept(r -> {
				if (isRuleFile(r)) all.add((IFile) r);
				return true;
			});
		} catch (CoreException e) {
			// a workspace that cannot be walked: files are validated when they change
		}
		validate(all);
	}

	static boolean isRuleFile(IResource r) {
		return r.getType() == IResource.FILE && "lrules".equals(r.getFileExtension());
	}

	@Override
	public void resourceChanged(IResourceChangeEvent event) {
		List<IFile> changed = new ArrayList<>();
		try {
			event.getDelta().accept(d -> {
				boolean content = d.getKind() == IResourceDelta.ADDED
						|| d.getKind() == IResourceDelta.CHANGED && (d.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED)) != 0;
				if (content && isRuleFile(d.getResource())) changed.add((IFile) d.getResource());
				return true;
			});
		} catch (CoreException e) {
			return;
		}
		validate(changed);
	}

	/** Makes the markers of a rule file again from its content on disk (e.g. after its editor closed unsaved). */
	public static void validateFromDisk(IFile file) {
		validate(List.of(file));
	}

	private static void validate(List<IFile> files) {
		if (files.isEmpty()) return;
		Job job = Job.create("Validating rule files", (IProgressMonitor monitor) -> {
			for (IFile f : files) {
				if (monitor.isCanceled()) return Status.CANCEL_STATUS;
				if (!f.exists() || f.getLocation() == null) continue;
				try (java.io.InputStream in = f.getContents(true)) {
					RuleMarkers.validate(f, new String(in.readAllBytes(), StandardCharsets.UTF_8));
				} catch (Exception e) {
					// deleted or locked meanwhile: the next change validates it again; anything else is worth a log line
					if (f.exists()) ILog.of(RuleFileWatcher.class).warn("could not validate " + f.getFullPath(), e);
				}
			}
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}
}
