package labyrinth.walker.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.ILaunchShortcut2;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;

import labyrinth.rules.RuleFiles;

/**
 * Run As > Labyrinth Run on a rule file (in the explorer or its editor): random statistics with that file, at the first
 * size it declares (else the walker's size).
 */
public class RunShortcut implements ILaunchShortcut2 {
	@Override
	public void launch(ISelection selection, String mode) {
		IResource r = getLaunchableResource(selection);
		if (r instanceof IFile f) launch(f, mode);
	}

	@Override
	public void launch(IEditorPart editor, String mode) {
		IResource r = getLaunchableResource(editor);
		if (r instanceof IFile f) launch(f, mode);
	}

	/** The settings a rule file runs with: random statistics at its first declared size. */
	public static RunLaunch.Settings settings(IFile file) {
		RunLaunch.Settings d = RunLaunch.defaults(RunLaunch.Kind.RANDOM);
		int size = d.size();
		try {
			if (file.getLocation() != null) {
				var sizes = RuleFiles.load(file.getLocation().toFile().toPath()).spec().sizes();
				if (!sizes.isEmpty()) size = sizes.get(0);
			}
		} catch (java.io.IOException e) {
			// a broken file runs too: the launch reports its problems with their positions
		}
		return new RunLaunch.Settings(RunLaunch.Kind.RANDOM, size, file.getFullPath().toString(), d.walks(), d.seed(), 0, 0, "");
	}

	private static void launch(IFile file, String mode) {
		try {
			DebugUITools.launch(RunLaunch.configuration(settings(file)), mode);
		} catch (CoreException e) {
			org.eclipse.core.runtime.ILog.of(RunShortcut.class).error("could not launch " + file.getFullPath(), e);
		}
	}

	@Override
	public ILaunchConfiguration[] getLaunchConfigurations(ISelection selection) {
		return null; // the platform's own search by resource
	}

	@Override
	public ILaunchConfiguration[] getLaunchConfigurations(IEditorPart editor) {
		return null;
	}

	@Override
	public IResource getLaunchableResource(ISelection selection) {
		if (selection instanceof IStructuredSelection s && s.getFirstElement() instanceof IFile f && "lrules".equals(f.getFileExtension())) {
			return f;
		}
		return null;
	}

	@Override
	public IResource getLaunchableResource(IEditorPart editor) {
		return editor.getEditorInput() instanceof IFileEditorInput in && "lrules".equals(in.getFile().getFileExtension()) ? in.getFile() : null;
	}
}
