package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import labyrinth.cluster.ClusterOptions;
import labyrinth.cluster.ClusterWorker;
import labyrinth.cluster.FreePorts;
import labyrinth.walker.ui.Preferences;
import labyrinth.core.run.EnumerateOperation;
import labyrinth.rules.RuleSources;
import labyrinth.ui.toolkit.OperationJob;
import labyrinth.ui.toolkit.RunPreferences;
import labyrinth.walker.ui.jobs.WalkerRuns;
import labyrinth.walker.ui.jobs.RunResults;

/** The cluster preference sends the workbench's long runs to a Hazelcast cluster; the counts stay the same. */
class ClusterPreferenceUITest {
	@AfterEach
	void backToThisMachine() {
		InstanceScope.INSTANCE.getNode(Preferences.BUNDLE).remove(Preferences.CLUSTER_MEMBERS);
		InstanceScope.INSTANCE.getNode(Preferences.BUNDLE).remove(Preferences.CLUSTER_NAME);
	}

	@Test
	void anExhaustiveRunGoesToTheClusterOfThePreference() throws Exception {
		int workerPort = FreePorts.take(1)[0];
		String worker = "127.0.0.1:" + workerPort;
		try (ClusterWorker w = ClusterWorker.start(new ClusterOptions(List.of(worker), "workbench-test", "127.0.0.1", workerPort, 1))) {
			InstanceScope.INSTANCE.getNode(Preferences.BUNDLE).put(Preferences.CLUSTER_MEMBERS, worker);
			InstanceScope.INSTANCE.getNode(Preferences.BUNDLE).put(Preferences.CLUSTER_NAME, "workbench-test");
			OperationJob<EnumerateOperation.Result> job = WalkerRuns.enumerate(new EnumerateOperation.Settings(7, RuleSources.shipped()),
					RunPreferences.runners());
			job.schedule();
			job.join();
			assertTrue(job.getResult().isOK(), job.getResult().toString());
			RunResults.Run run = RunResults.runs().get(RunResults.runs().size() - 1);
			assertEquals(111_712, run.completed());
			assertEquals(0, run.deadEnds());
			assertTrue(w.tasksRun() > 0, "the worker ran tasks of the workbench's run");
		}
	}

	@Test
	void aMemberListThatDoesNotParseFailsTheJobNamingThePreference() throws Exception {
		InstanceScope.INSTANCE.getNode(Preferences.BUNDLE).put(Preferences.CLUSTER_MEMBERS, "lab-1");
		OperationJob<EnumerateOperation.Result> job = WalkerRuns.enumerate(new EnumerateOperation.Settings(5, RuleSources.shipped()),
				RunPreferences.runners());
		job.schedule();
		job.join();
		assertEquals(IStatus.ERROR, job.getResult().getSeverity());
		assertTrue(job.getResult().getMessage().contains("Cluster members expects HOST:PORT"), job.getResult().getMessage());
	}

	@Test
	void thePreferencePageRefusesAMemberListThatDoesNotParse() {
		org.eclipse.swt.widgets.Shell shell = new org.eclipse.swt.widgets.Shell(org.eclipse.swt.widgets.Display.getDefault());
		try {
			labyrinth.walker.ui.LabyrinthPreferencePage page = new labyrinth.walker.ui.LabyrinthPreferencePage();
			page.init(org.eclipse.ui.PlatformUI.getWorkbench());
			page.createControl(shell);
			org.eclipse.swt.widgets.Text members = textAfter(shell, "Cluster members");
			type(members, "lab-1");
			assertTrue(!page.isValid(), "refused");
			assertTrue(page.getErrorMessage().contains("Cluster members expects HOST:PORT"), page.getErrorMessage());
			type(members, "lab-1:5701, lab-2:5701");
			assertTrue(page.isValid(), String.valueOf(page.getErrorMessage()));
			type(members, "");
			assertTrue(page.isValid(), "empty: this machine");
			page.dispose();
		} finally {
			shell.dispose();
		}
	}

	private static void type(org.eclipse.swt.widgets.Text text, String value) {
		text.setText(value);
		text.notifyListeners(org.eclipse.swt.SWT.KeyUp, new org.eclipse.swt.widgets.Event()); // as a keystroke would
	}

	/** The text field whose label starts with {@code label}. */
	private static org.eclipse.swt.widgets.Text textAfter(org.eclipse.swt.widgets.Composite root, String label) {
		org.eclipse.swt.widgets.Control[] children = root.getChildren();
		for (int i = 0; i < children.length; i++) {
			if (children[i] instanceof org.eclipse.swt.widgets.Label l && l.getText().startsWith(label)) {
				for (int j = i + 1; j < children.length; j++) {
					if (children[j] instanceof org.eclipse.swt.widgets.Text t) return t;
				}
			}
			if (children[i] instanceof org.eclipse.swt.widgets.Composite c) {
				org.eclipse.swt.widgets.Text t = textAfter(c, label);
				if (t != null) return t;
			}
		}
		return null;
	}
}
