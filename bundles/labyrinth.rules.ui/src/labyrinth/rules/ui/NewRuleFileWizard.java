package labyrinth.rules.ui;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.dialogs.WizardNewFileCreationPage;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.wizards.newresource.BasicNewResourceWizard;

/**
 * File > New > Rule File: a rule set named after the file, for the sizes given (blank: every size), importing the
 * universal rules so it starts out sound; opened in the rule editor.
 */
public class NewRuleFileWizard extends BasicNewResourceWizard {
	public static final String ID = "labyrinth.rules.ui.newRuleFile";

	private Page page;

	@Override
	public void addPages() {
		page = new Page(getSelection());
		addPage(page);
	}

	@Override
	public void init(org.eclipse.ui.IWorkbench workbench, org.eclipse.jface.viewers.IStructuredSelection selection) {
		super.init(workbench, selection);
		setWindowTitle("New Rule File");
		setNeedsProgressMonitor(false);
		IContainer container = containerOf(selection);
		if (container == null) container = containerOfWorkbench(workbench);
		if (container != null) this.selection = new StructuredSelection(container);
	}

	/** The folder a new rule file goes to for a selection: a selected folder or project, or a selected file's folder. */
	public static IContainer containerOf(ISelection selection) {
		if (!(selection instanceof IStructuredSelection s) || s.isEmpty()) return null;
		IResource r = Adapters.adapt(s.getFirstElement(), IResource.class);
		if (r == null || r.getType() == IResource.ROOT) return null;
		return r instanceof IContainer c ? c : r.getParent();
	}

	/**
	 * Where the workbench points when the wizard was started without a resource selected (from a menu, a toolbar or
	 * an editor): the selection of the active view, else the folder of the file in the active editor.
	 */
	static IContainer containerOfWorkbench(org.eclipse.ui.IWorkbench workbench) {
		IWorkbenchWindow window = workbench == null ? null : workbench.getActiveWorkbenchWindow();
		IWorkbenchPage page = window == null ? null : window.getActivePage();
		if (page == null) return null;
		IContainer fromView = containerOf(window.getSelectionService().getSelection());
		if (fromView != null) return fromView;
		IEditorPart editor = page.getActiveEditor();
		IFile file = editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
		return file == null ? null : file.getParent();
	}

	@Override
	public boolean performFinish() {
		IFile file = page.createNewFile();
		if (file == null) return false;
		selectAndReveal(file);
		IWorkbenchPage active = getWorkbench().getActiveWorkbenchWindow() == null ? null
				: getWorkbench().getActiveWorkbenchWindow().getActivePage();
		if (active != null) {
			try {
				IDE.openEditor(active, file);
			} catch (PartInitException e) {
				page.setErrorMessage("Created " + file.getFullPath() + " but could not open it: " + e.getMessage());
			}
		}
		return true;
	}

	/** The starting text of a rule file called {@code fileName} for the given sizes ("" for every size). */
	public static String initialText(String fileName, String sizes) {
		String base = fileName.endsWith(".lrules") ? fileName.substring(0, fileName.length() - ".lrules".length()) : fileName;
		String name = base.replaceAll("[^A-Za-z0-9_]", "_");
		if (name.isEmpty() || !Character.isLetter(name.charAt(0)) && name.charAt(0) != '_') name = "r" + name;
		StringBuilder sb = new StringBuilder();
		sb.append("// Rules for ").append(sizes.isBlank() ? "every size" : sizes.strip()).append(
				": the universal rules run first; add drawn rules and built-in switches below.\n");
		sb.append("ruleset ").append(name).append('\n');
		if (!sizes.isBlank()) sb.append("sizes ").append(String.join(", ", sizes.strip().split("[\\s,]+"))).append('\n');
		sb.append("import \"labyrinth:universal.lrules\"\n");
		return sb.toString();
	}

	/** The file page plus a "Grid sizes" field. */
	public static final class Page extends WizardNewFileCreationPage {
		private Text sizes;

		Page(org.eclipse.jface.viewers.IStructuredSelection selection) {
			super("ruleFile", selection);
			setTitle("Rule File");
			setDescription("A rule set for the one-way labyrinth; give the grid sizes it is meant for (odd numbers), or none.");
			setFileExtension("lrules");
			setFileName("rules.lrules");
		}

		@Override
		protected void createAdvancedControls(Composite parent) {
			Composite row = new Composite(parent, SWT.NONE);
			row.setLayout(new GridLayout(2, false));
			row.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
			new Label(row, SWT.NONE).setText("Grid sizes:");
			sizes = new Text(row, SWT.BORDER);
			sizes.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
			sizes.setMessage("e.g. 9 or 9, 11 (blank: every size)");
			sizes.addModifyListener(e -> setPageComplete(validatePage()));
			super.createAdvancedControls(parent);
		}

		@Override
		protected boolean validatePage() {
			if (!super.validatePage()) return false;
			if (sizes == null || sizes.getText().isBlank()) return true;
			for (String s : sizes.getText().strip().split("[\\s,]+")) {
				try {
					if (labyrinth.core.grid.Board.isValidSize(Integer.parseInt(s))) continue;
				} catch (NumberFormatException e) {
					// reported below
				}
				setErrorMessage("'" + s + "' is no grid size: a size is " + labyrinth.core.grid.Board.SIZE_RULE);
				return false;
			}
			return true;
		}

		/** The sizes field (for tests and for keyboard users alike). */
		public void setSizes(String text) {
			sizes.setText(text);
		}

		@Override
		protected InputStream getInitialContents() {
			return new ByteArrayInputStream(initialText(getFileName(), sizes == null ? "" : sizes.getText())
					.getBytes(StandardCharsets.UTF_8));
		}
	}

	public Page page() {
		return page;
	}
}
