package labyrinth.walker.ui;

import java.io.IOException;
import java.io.InputStream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.ui.dialogs.WizardNewProjectCreationPage;
import org.eclipse.ui.wizards.newresource.BasicNewResourceWizard;

import labyrinth.rules.RuleFiles;

/** File > New > Labyrinth Project: a project with the shipped rule sets in {@code rules/}, to change and extend. */
public class NewLabyrinthProjectWizard extends BasicNewResourceWizard {
	public static final String ID = "labyrinth.ui.newProject";
	/** Where the shipped rule sets go in a new project. */
	public static final String RULES_FOLDER = "rules";

	private WizardNewProjectCreationPage page;
	private String initialName;

	/** The name the page starts with. */
	public NewLabyrinthProjectWizard initialName(String name) {
		this.initialName = name;
		return this;
	}

	@Override
	public void init(org.eclipse.ui.IWorkbench workbench, org.eclipse.jface.viewers.IStructuredSelection selection) {
		super.init(workbench, selection);
		setWindowTitle("New Labyrinth Project");
	}

	@Override
	public void addPages() {
		page = new WizardNewProjectCreationPage("labyrinthProject");
		page.setTitle("Labyrinth Project");
		page.setDescription("A project with the shipped rule sets (universal, 5x5, 7x7, 9x9) copied into 'rules/'.");
		if (initialName != null) page.setInitialProjectName(initialName);
		addPage(page);
	}

	@Override
	public boolean performFinish() {
		try {
			IProject project = create(page.getProjectName(), page.useDefaults() ? null : page.getLocationPath(), new NullProgressMonitor());
			selectAndReveal(project.getFolder(RULES_FOLDER));
			return true;
		} catch (CoreException | IOException e) {
			page.setErrorMessage("The project could not be created: " + e.getMessage());
			return false;
		}
	}

	/** Creates and opens the project (at {@code location}, or in the workspace if null) with the shipped rule sets. */
	public static IProject create(String name, IPath location, IProgressMonitor monitor) throws CoreException, IOException {
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
		IProjectDescription description = ResourcesPlugin.getWorkspace().newProjectDescription(name);
		description.setLocation(location);
		project.create(description, monitor);
		project.open(monitor);
		IFolder rules = project.getFolder(RULES_FOLDER);
		rules.create(true, true, monitor);
		for (String shipped : RuleFiles.SHIPPED) {
			IFile file = rules.getFile(shipped);
			try (InputStream in = RuleFiles.openShipped(shipped)) {
				if (in == null) throw new IOException("the shipped rule set " + shipped + " is missing from the product");
				file.create(in, true, monitor);
			}
		}
		return project;
	}

	/** The page (for tests). */
	public WizardNewProjectCreationPage page() {
		return page;
	}
}
