package labyrinth.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import labyrinth.cluster.ClusterOptions;
import labyrinth.cluster.ClusterWorker;
import labyrinth.rules.RuleFiles;
import labyrinth.ui.Preferences;
import labyrinth.ui.jobs.EnumerationJob;
import labyrinth.ui.jobs.RunResults;

/** The cluster preference sends the workbench's long runs to a Hazelcast cluster; the counts stay the same. */
class ClusterPreferenceUITest {
	@AfterEach
	void backToThisMachine() {
		InstanceScope.INSTANCE.getNode(Preferences.BUNDLE).remove(Preferences.CLUSTER_MEMBERS);
		InstanceScope.INSTANCE.getNode(Preferences.BUNDLE).remove(Preferences.CLUSTER_NAME);
	}

	@Test
	void anExhaustiveRunGoesToTheClusterOfThePreference() throws Exception {
		int workerPort = freePort();
		String worker = "127.0.0.1:" + workerPort;
		try (ClusterWorker w = ClusterWorker.start(new ClusterOptions(List.of(worker), "workbench-test", "127.0.0.1", workerPort, 1))) {
			InstanceScope.INSTANCE.getNode(Preferences.BUNDLE).put(Preferences.CLUSTER_MEMBERS, worker);
			InstanceScope.INSTANCE.getNode(Preferences.BUNDLE).put(Preferences.CLUSTER_NAME, "workbench-test");
			EnumerationJob job = new EnumerationJob(7, RuleFiles.defaultFor(7).spec());
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
		EnumerationJob job = new EnumerationJob(5, RuleFiles.defaultFor(5).spec());
		job.schedule();
		job.join();
		assertEquals(IStatus.ERROR, job.getResult().getSeverity());
		assertTrue(job.getResult().getMessage().contains("Cluster members expects HOST:PORT"), job.getResult().getMessage());
	}

	private static int freePort() throws java.io.IOException {
		try (ServerSocket s = new ServerSocket(0)) {
			return s.getLocalPort();
		}
	}
}
