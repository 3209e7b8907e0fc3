package labyrinth.walker.ui;

import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.eclipse.core.runtime.preferences.InstanceScope;

import labyrinth.core.grid.Board;

/** Window > Preferences > Labyrinth: default walk and rule file. */
public class LabyrinthPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

	private IntegerFieldEditor sizeField;
	private StringFieldEditor clusterField;

	public LabyrinthPreferencePage() {
		super(GRID);
		setDescription("New walks in the Walker view use these settings.");
	}

	@Override
	public void init(IWorkbench workbench) {
		ScopedPreferenceStore store = new ScopedPreferenceStore(InstanceScope.INSTANCE, Preferences.BUNDLE);
		store.setDefault(Preferences.SIZE, 7);
		store.setDefault(Preferences.SEED, "1");
		store.setDefault(Preferences.DELAY, 120);
		store.setDefault(Preferences.ORACLE_SECONDS, Preferences.DEFAULT_ORACLE_SECONDS);
		store.setDefault(Preferences.ORACLE_MEMORY, Preferences.DEFAULT_ORACLE_MEMORY);
		store.setDefault(Preferences.CLUSTER_MEMBERS, "");
		store.setDefault(Preferences.CLUSTER_NAME, labyrinth.cluster.ClusterOptions.DEFAULT_NAME);
		BoardPainter.Palette d = BoardPainter.Palette.DEFAULT;
		org.eclipse.jface.preference.PreferenceConverter.setDefault(store, Preferences.COLOUR_LINE, d.line());
		org.eclipse.jface.preference.PreferenceConverter.setDefault(store, Preferences.COLOUR_ALLOWED, d.allowed());
		org.eclipse.jface.preference.PreferenceConverter.setDefault(store, Preferences.COLOUR_DISABLED, d.disabled());
		org.eclipse.jface.preference.PreferenceConverter.setDefault(store, Preferences.COLOUR_AREA, d.area());
		setPreferenceStore(store);
	}

	@Override
	protected void createFieldEditors() {
		sizeField = new IntegerFieldEditor(Preferences.SIZE, "Grid size (" + Board.SIZE_RULE + "):", getFieldEditorParent());
		sizeField.setValidRange(Board.MIN_SIZE, Board.MAX_SIZE);
		addField(sizeField);
		addField(new StringFieldEditor(Preferences.SEED, "Seed of random walks:", getFieldEditorParent()));
		RuleFileFieldEditor rules = new RuleFileFieldEditor(Preferences.RULE_FILE, "Rule file (empty: the shipped rules):",
				getFieldEditorParent());
		addField(rules);
		// wide enough to read a path; the field editor's default is a few characters
		org.eclipse.swt.widgets.Text path = rules.getTextControl(getFieldEditorParent());
		if (path.getLayoutData() instanceof org.eclipse.swt.layout.GridData g) g.widthHint = 320;
		IntegerFieldEditor delay = new IntegerFieldEditor(Preferences.DELAY, "Animation step (ms):", getFieldEditorParent());
		delay.setValidRange(10, 5000);
		addField(delay);
		IntegerFieldEditor oracleSeconds = new IntegerFieldEditor(Preferences.ORACLE_SECONDS,
				"Oracle: stop counting after (s):", getFieldEditorParent());
		oracleSeconds.setValidRange(1, 3600);
		addField(oracleSeconds);
		IntegerFieldEditor oracleMemory = new IntegerFieldEditor(Preferences.ORACLE_MEMORY,
				"Oracle: stop when its tables outgrow (MB):", getFieldEditorParent());
		oracleMemory.setValidRange(16, 1 << 20);
		addField(oracleMemory);
		clusterField = new StringFieldEditor(Preferences.CLUSTER_MEMBERS, "Cluster members (HOST:PORT,...; empty: this machine):",
				getFieldEditorParent());
		clusterField.setEmptyStringAllowed(true);
		addField(clusterField);
		addField(new StringFieldEditor(Preferences.CLUSTER_NAME, "Cluster name:", getFieldEditorParent()));
		addField(new org.eclipse.jface.preference.ColorFieldEditor(Preferences.COLOUR_LINE, "Line:", getFieldEditorParent()));
		addField(new org.eclipse.jface.preference.ColorFieldEditor(Preferences.COLOUR_ALLOWED, "Allowed field:",
				getFieldEditorParent()));
		addField(new org.eclipse.jface.preference.ColorFieldEditor(Preferences.COLOUR_DISABLED, "Disabled field:",
				getFieldEditorParent()));
		addField(new org.eclipse.jface.preference.ColorFieldEditor(Preferences.COLOUR_AREA, "Counted area:",
				getFieldEditorParent()));
	}

	@Override
	protected void checkState() {
		super.checkState();
		try {
			if (isValid() && sizeField != null && !Board.isValidSize(sizeField.getIntValue())) {
				setErrorMessage("The grid size must be " + Board.SIZE_RULE + ", not " + sizeField.getIntValue());
				setValid(false);
			}
			String members = clusterField == null ? "" : clusterField.getStringValue().strip();
			if (isValid() && !members.isEmpty()) labyrinth.cluster.ClusterOptions.parseMembers(members, "Cluster members");
		} catch (NumberFormatException e) {
			// the field editor reports it
		} catch (IllegalArgumentException e) {
			setErrorMessage(e.getMessage()); // the cluster member list, in the words of the CLI's check
			setValid(false);
		}
	}

	@Override
	public void propertyChange(org.eclipse.jface.util.PropertyChangeEvent event) {
		super.propertyChange(event);
		if (org.eclipse.jface.preference.FieldEditor.VALUE.equals(event.getProperty())) checkState();
	}

	/** A rule file of the workspace, kept as its workspace path (/project/folder/file.lrules), chosen in a tree. */
	static final class RuleFileFieldEditor extends org.eclipse.jface.preference.StringButtonFieldEditor {
		RuleFileFieldEditor(String name, String label, org.eclipse.swt.widgets.Composite parent) {
			super(name, label, parent);
			setChangeButtonText("Workspace...");
			setEmptyStringAllowed(true);
		}

		@Override
		protected String changePressed() {
			org.eclipse.ui.dialogs.ElementTreeSelectionDialog d = new org.eclipse.ui.dialogs.ElementTreeSelectionDialog(getShell(),
					new org.eclipse.ui.model.WorkbenchLabelProvider(), new org.eclipse.ui.model.WorkbenchContentProvider());
			d.setTitle("Rule file");
			d.setMessage("Choose the rule file (.lrules) the walker and the runs use:");
			d.setInput(org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot());
			d.setValidator(sel -> sel.length == 1 && sel[0] instanceof org.eclipse.core.resources.IFile f && "lrules".equals(f.getFileExtension())
					? org.eclipse.core.runtime.Status.OK_STATUS : org.eclipse.core.runtime.Status.error("choose a .lrules file"));
			if (d.open() != org.eclipse.jface.window.Window.OK || !(d.getFirstResult() instanceof org.eclipse.core.resources.IResource r)) return null;
			return r.getFullPath().toString();
		}

		@Override
		protected boolean checkState() {
			String v = getStringValue().strip();
			if (v.isEmpty()) {
				clearErrorMessage();
				return true;
			}
			if (!java.nio.file.Files.isRegularFile(Preferences.resolve(v))) {
				showErrorMessage("No rule file at " + v + " (a workspace path like /project/rules/mine.lrules, or a file's path)");
				return false;
			}
			clearErrorMessage();
			return true;
		}
	}
}
