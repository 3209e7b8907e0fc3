package labyrinth.lang.ui;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.resources.IFile;
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
 * Problems markers for every file of a language in the workspace, open in an editor or not: validated when the
 * workbench starts and whenever a file is added or changed (an open editor keeps validating as you type). A language
 * registers its subclass as an {@code org.eclipse.ui.startup}.
 */
public abstract class WorkspaceFileWatcher implements IStartup, IResourceChangeListener {
	private static final Map<String, WorkspaceFileWatcher> RUNNING = new ConcurrentHashMap<>();

	private final FileLanguage language;

	protected WorkspaceFileWatcher(FileLanguage language) {
		this.language = language;
	}

	@Override
	public void earlyStartup() {
		start();
	}

	/** Starts watching (once per language) and validates the files already there. */
	public final void start() {
		if (RUNNING.putIfAbsent(language.extension(), this) != null) return;
		ResourcesPlugin.getWorkspace().addResourceChangeListener(this, IResourceChangeEvent.POST_CHANGE);
		List<IFile> all = new ArrayList<>();
		try {
			ResourcesPlugin.getWorkspace().getRoot().accept(r -> {
				if (language.owns(r)) all.add((IFile) r);
				return true;
			});
		} catch (CoreException e) {
			// a workspace that cannot be walked: files are validated when they change
		}
		validate(language, all);
	}

	@Override
	public void resourceChanged(IResourceChangeEvent event) {
		List<IFile> changed = new ArrayList<>();
		try {
			event.getDelta().accept(d -> {
				boolean content = d.getKind() == IResourceDelta.ADDED
						|| d.getKind() == IResourceDelta.CHANGED && (d.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED)) != 0;
				if (content && language.owns(d.getResource())) changed.add((IFile) d.getResource());
				return true;
			});
		} catch (CoreException e) {
			return;
		}
		validate(language, changed);
	}

	/** Makes a file's markers again from its content on disk (e.g. after its editor closed unsaved). */
	public static void validateFromDisk(FileLanguage language, IFile file) {
		validate(language, List.of(file));
	}

	private static void validate(FileLanguage language, List<IFile> files) {
		if (files.isEmpty()) return;
		Job job = Job.create("Validating " + language.files(), (IProgressMonitor monitor) -> {
			for (IFile f : files) {
				if (monitor.isCanceled()) return Status.CANCEL_STATUS;
				if (!f.exists() || f.getLocation() == null) continue;
				try (java.io.InputStream in = f.getContents(true)) {
					ProblemMarkers.validate(language, f, new String(in.readAllBytes(), StandardCharsets.UTF_8));
				} catch (Exception e) {
					// deleted or locked meanwhile: the next change validates it again; anything else is worth a log line
					if (f.exists()) ILog.of(WorkspaceFileWatcher.class).warn("could not validate " + f.getFullPath(), e);
				}
			}
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}
}
