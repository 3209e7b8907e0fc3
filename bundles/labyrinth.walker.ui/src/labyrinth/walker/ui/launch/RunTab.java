package labyrinth.walker.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.ui.AbstractLaunchConfigurationTab;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.ElementTreeSelectionDialog;
import org.eclipse.ui.model.WorkbenchContentProvider;
import org.eclipse.ui.model.WorkbenchLabelProvider;

import labyrinth.core.grid.Board;

/** The Run tab of a "Labyrinth Run": the kind, the size, the rules, walks and seed, a time limit, where it runs. */
public class RunTab extends AbstractLaunchConfigurationTab {
	private Combo kind;
	private Spinner size;
	private Text ruleFile;
	private Spinner walks;
	private Text seed;
	private Spinner seconds;
	private Spinner threads;
	private Text cluster;
	private Label note;

	@Override
	public void createControl(Composite parent) {
		Composite c = new Composite(parent, SWT.NONE);
		c.setLayout(new GridLayout(3, false));
		setControl(c);
		kind = new Combo(labelled(c, "Kind of run:"), SWT.READ_ONLY);
		for (RunLaunch.Kind k : RunLaunch.Kind.values()) kind.add(k.label);
		span(kind, 2);
		size = spinner(c, "Size (odd):", Board.MIN_SIZE, Board.MAX_SIZE, 2);
		size.setToolTipText("The grid is n x n, n odd from " + Board.MIN_SIZE + " to " + Board.MAX_SIZE);
		ruleFile = new Text(labelled(c, "Rule file:"), SWT.BORDER);
		ruleFile.setMessage("empty: the shipped rules for the size");
		ruleFile.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		ruleFile.setToolTipText("A workspace path like /project/rules/mine.lrules; empty runs the shipped set for the size");
		Button browse = new Button(c, SWT.PUSH);
		browse.setText("Workspace...");
		browse.addListener(SWT.Selection, e -> browse());
		walks = spinner(c, "Walks:", 1, Integer.MAX_VALUE, 1);
		walks.setToolTipText("Random statistics and discovery: how many seeded walks");
		seed = new Text(labelled(c, "Seed:"), SWT.BORDER);
		span(seed, 2);
		seed.setToolTipText("The same seed gives the same walks");
		seconds = spinner(c, "Time limit (seconds, 0: none):", 0, Integer.MAX_VALUE, 1);
		seconds.setToolTipText("The run stops after this long with partial figures; 0 runs it to its end");
		threads = spinner(c, "Threads (0: every core):", 0, 1024, 1);
		threads.setToolTipText("Worker threads of this workbench (ignored on a cluster, whose members say their own)");
		cluster = new Text(labelled(c, "Cluster members:"), SWT.BORDER);
		cluster.setMessage("HOST:PORT,...  empty: this machine");
		cluster.setToolTipText("Members of a Hazelcast cluster to run the tasks on (start them with labyrinth worker --join); this workbench joins it");
		span(cluster, 2);
		note = new Label(c, SWT.WRAP);
		GridData nd = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
		nd.widthHint = 500;
		note.setLayoutData(nd);
		for (var w : new org.eclipse.swt.widgets.Control[] { kind, size, ruleFile, walks, seed, seconds, threads, cluster }) {
			w.addListener(w instanceof Combo ? SWT.Selection : SWT.Modify, e -> changed());
		}
	}

	private static Composite labelled(Composite c, String label) {
		new Label(c, SWT.NONE).setText(label);
		return c;
	}

	private static void span(org.eclipse.swt.widgets.Control w, int columns) {
		w.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, columns, 1));
	}

	private static Spinner spinner(Composite c, String label, int min, int max, int step) {
		Spinner s = new Spinner(labelled(c, label), SWT.BORDER);
		s.setValues(min, min, max, 0, step, step * 10);
		span(s, 2);
		return s;
	}

	private void browse() {
		ElementTreeSelectionDialog d = new ElementTreeSelectionDialog(getShell(), new WorkbenchLabelProvider(), new WorkbenchContentProvider());
		d.setTitle("Rule file");
		d.setMessage("Choose a rule file (.lrules) of the workspace:");
		d.setInput(ResourcesPlugin.getWorkspace().getRoot());
		// only what leads to a rule file: .project and .settings are no choice
		d.addFilter(new org.eclipse.jface.viewers.ViewerFilter() {
			@Override
			public boolean select(org.eclipse.jface.viewers.Viewer viewer, Object parent, Object element) {
				return leadsToRuleFile(element);
			}
		});
		d.setValidator(sel -> sel.length == 1 && sel[0] instanceof IFile f && "lrules".equals(f.getFileExtension())
				? org.eclipse.core.runtime.Status.OK_STATUS : org.eclipse.core.runtime.Status.error("choose a .lrules file"));
		if (d.open() == Window.OK && d.getFirstResult() instanceof IResource r) ruleFile.setText(r.getFullPath().toString());
	}

	/** A .lrules file, or a project or folder (not hidden) that holds one somewhere below. */
	public static boolean leadsToRuleFile(Object element) {
		if (element instanceof IFile f) return "lrules".equals(f.getFileExtension());
		if (!(element instanceof org.eclipse.core.resources.IContainer c) || c.getName().startsWith(".") || !c.isAccessible()) return false;
		try {
			for (IResource member : c.members()) if (leadsToRuleFile(member)) return true;
		} catch (org.eclipse.core.runtime.CoreException e) {
			return false;
		}
		return false;
	}

	private void changed() {
		updateNote();
		setDirty(true);
		updateLaunchConfigurationDialog();
	}

	@Override
	public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
		RunLaunch.write(RunLaunch.defaults(RunLaunch.Kind.RANDOM), configuration);
	}

	@Override
	public void initializeFrom(ILaunchConfiguration configuration) {
		RunLaunch.Settings s;
		try {
			s = RunLaunch.read(configuration);
		} catch (CoreException e) {
			s = RunLaunch.defaults(RunLaunch.Kind.RANDOM);
		}
		kind.select(s.kind().ordinal());
		size.setSelection(s.size());
		ruleFile.setText(s.ruleFile());
		walks.setSelection(s.walks());
		seed.setText(Long.toString(s.seed()));
		seconds.setSelection(s.seconds());
		threads.setSelection(s.threads());
		cluster.setText(s.cluster());
		updateNote();
	}

	/** What the controls say, or null when the seed is not a number. */
	RunLaunch.Settings settings() {
		long s;
		try {
			s = Long.parseLong(seed.getText().strip());
		} catch (NumberFormatException e) {
			return null;
		}
		return new RunLaunch.Settings(RunLaunch.Kind.values()[Math.max(0, kind.getSelectionIndex())], size.getSelection(),
				ruleFile.getText().strip(), walks.getSelection(), s, seconds.getSelection(), threads.getSelection(), cluster.getText().strip());
	}

	@Override
	public void performApply(ILaunchConfigurationWorkingCopy configuration) {
		RunLaunch.Settings s = settings();
		if (s == null) {
			configuration.setAttribute(RunLaunch.SEED, seed.getText().strip());
			return;
		}
		String named = nameOf(configuration);
		RunLaunch.write(s, configuration);
		// a configuration still named after its settings ("Random statistics 21x21") follows them; a name the user
		// gave stays
		if (named != null && named.equals(configuration.getName()) && !named.equals(s.name()) && getLaunchConfigurationDialog() != null) {
			getLaunchConfigurationDialog().setName(getLaunchConfigurationDialog().generateName(s.name()));
		}
	}

	/** The name a configuration's settings give it, or null if they cannot be read. */
	private static String nameOf(ILaunchConfiguration configuration) {
		try {
			return RunLaunch.read(configuration).name();
		} catch (CoreException | RuntimeException e) {
			return null;
		}
	}

	@Override
	public boolean isValid(ILaunchConfiguration configuration) {
		setErrorMessage(null);
		setMessage(null);
		RunLaunch.Settings s = settings();
		if (s == null) {
			setErrorMessage("Seed must be a whole number, not '" + seed.getText().strip() + "'");
			return false;
		}
		String problem = s.problem();
		if (problem != null) {
			setErrorMessage(problem);
			return false;
		}
		if (s.mayNotFinish()) setMessage("An exhaustive run above 9x9 does not finish in a lifetime: set a time limit, or it asks before it starts");
		return true;
	}

	/** The line under the fields: what the run will do, in words. */
	private void updateNote() {
		RunLaunch.Settings s = settings();
		walks.setEnabled(s == null || s.kind() != RunLaunch.Kind.EXHAUSTIVE);
		seed.setEnabled(s == null || s.kind() != RunLaunch.Kind.EXHAUSTIVE);
		if (s == null) return;
		note.setText(switch (s.kind()) {
		case EXHAUSTIVE -> "Every branch the rules allow, left first: walkthroughs, dead ends, each rule's firings.";
		case RANDOM -> "Seeded random walks: walks completed before an error; failing situations kept.";
		case DISCOVERY -> "Walks until the rules disagree with the exact oracle; the situation opens in the Walker.";
		case SAMPLE -> "Walkthroughs drawn uniformly among all of the grid's, their shape beside the walker's (Random statistics' walks).";
		} + " Results go to Run Results.");
		note.getParent().layout();
	}

	@Override
	public String getName() {
		return "Run";
	}

	/** For tests: the controls by what they hold. */
	public Combo kindControl() {
		return kind;
	}

	public Spinner sizeControl() {
		return size;
	}

	public Spinner walksControl() {
		return walks;
	}

	public Text seedControl() {
		return seed;
	}

	public Spinner secondsControl() {
		return seconds;
	}
}
