package labyrinth.test.support;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;

/** Files in the test workspace, as a user would have them in a project. */
public final class WorkspaceFiles {
	private WorkspaceFiles() {
	}

	/** The file {@code project/name} with this text, made or replaced; the project is made and opened if needed. */
	public static IFile write(String project, String name, String text) throws CoreException {
		IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(project);
		if (!p.exists()) p.create(null);
		p.open(null);
		IFile file = p.getFile(name);
		ByteArrayInputStream in = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
		if (file.exists()) file.setContents(in, true, false, null);
		else file.create(in, true, null);
		return file;
	}
}
