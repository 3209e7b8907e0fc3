package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.walk.Enumeration;

class EnumerationTest {
	@TempDir
	Path dir;

	/** A001184: 2, 104, 111712 walkthroughs on 3x3, 5x5, 7x7; rules must not lose any of them. */
	@Test
	void everyRuleSetKeepsEveryWalkthrough() throws Exception {
		for (List<String> ids : List.of(List.<String>of(), List.of("c-shape"), List.of("near-border"), List.of("corner"),
				List.of("area"), List.of("c-shape", "area", "lookahead"), BuiltinRules.ids())) {
			assertEquals(2, count(3, ids), "3x3 " + ids);
			assertEquals(104, count(5, ids), "5x5 " + ids);
		}
		assertEquals(111_712, count(7, BuiltinRules.DEFAULT_IDS));
		assertEquals(111_712, count(7, BuiltinRules.ids()));
	}

	@Test
	void rulesCutDeadEndsAndCountFirings() throws Exception {
		Enumeration.Result none = new Enumeration(5, RuleSetSpec.builtins(List.of())).run();
		Enumeration.Result rules = new Enumeration(5, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS)).run();
		assertEquals(22_442, none.deadEnds());
		assertTrue(rules.deadEnds() < 10, "default rules leave " + rules.deadEnds() + " dead ends on 5x5");
		for (int i = 0; i < BuiltinRules.DEFAULT_IDS.size(); i++) {
			assertTrue(rules.firings()[i] > 0, BuiltinRules.DEFAULT_IDS.get(i) + " fires on 5x5");
		}
		assertEquals(0, none.firstDeadEndIndex());
	}

	@Test
	void threadCountDoesNotChangeTheResult() throws Exception {
		Enumeration.Result one = new Enumeration(7, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS)).threads(1).run();
		Enumeration.Result two = new Enumeration(7, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS)).threads(2).minTasks(1000).run();
		assertEquals(one.completed(), two.completed());
		assertEquals(one.deadEnds(), two.deadEnds());
		assertEquals(one.nodes(), two.nodes());
		assertEquals(one.firstDeadEndIndex(), two.firstDeadEndIndex());
		assertEquals(one.firings()[1], two.firings()[1]);
	}

	/** Tasks that stop after a millisecond hand back the subtrees they left; the counts stay exact to the position. */
	@Test
	void tasksThatSplitOftenGiveTheSameCountsAsOneUnsplitTask() throws Exception {
		RuleSetSpec rules = RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS);
		Enumeration.Result whole = new Enumeration(7, rules).threads(1).minTasks(1).taskSeconds(1e6).run();
		Enumeration.Result split = new Enumeration(7, rules).threads(2).minTasks(1).taskSeconds(0.001).run();
		assertEquals(1, whole.tasks());
		assertTrue(split.tasks() > 50, split.tasks() + " tasks");
		assertEquals(111_712, split.completed());
		assertEquals(whole.deadEnds(), split.deadEnds());
		assertEquals(whole.nodes(), split.nodes());
		assertEquals(whole.firstDeadEndIndex(), split.firstDeadEndIndex());
		org.junit.jupiter.api.Assertions.assertArrayEquals(whole.firings(), split.firings());
	}

	/** The progress line sums the tasks' counts as they come; tasks that finish out of order must not count twice. */
	@Test
	void progressEndsAtTheResultWhenTasksFinishOutOfOrder() throws Exception {
		long[] last = new long[2];
		Enumeration.Result r;
		try (InlineRunner runner = new InlineRunner(3)) {
			r = new Enumeration(7, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS)).runner(runner).minTasks(50).taskSeconds(1e6)
					.progress((done, total, c, d) -> {
						last[0] = c;
						last[1] = d;
					}).run();
			assertTrue(runner.reversedBatches() > 10, runner.reversedBatches() + " batches finished last first");
		}
		assertEquals(111_712, r.completed());
		assertEquals(r.completed(), last[0], "completed walks on the last progress line");
		assertEquals(r.deadEnds(), last[1], "dead ends on the last progress line");
	}

	@Test
	void cancelledRunResumesFromItsCheckpointToTheSameCount() throws Exception {
		Path cp = dir.resolve("run.checkpoint");
		AtomicBoolean cancel = new AtomicBoolean();
		int[] seen = { 0 };
		Enumeration.Result partial = new Enumeration(7, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS)).threads(2).checkpoint(cp).cancelFlag(cancel)
				.progress((done, total, c, d) -> {
					if (++seen[0] == 40) cancel.set(true);
				}).run();
		assertTrue(partial.cancelled(), "the run was stopped");
		assertTrue(Files.exists(cp), "checkpoint written");
		assertTrue(partial.completed() < 111_712);

		Enumeration.Result resumed = new Enumeration(7, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS)).threads(2).checkpoint(cp).run();
		assertFalse(resumed.cancelled());
		assertTrue(resumed.resumedTasks() >= 40, "resumed " + resumed.resumedTasks());
		Enumeration.Result fresh = new Enumeration(7, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS)).run();
		assertEquals(111_712, resumed.completed());
		assertEquals(resumed.completed() + resumed.deadEnds() - partial.completed() - partial.deadEnds(), resumed.walksThisRun(),
				"the rate of a resumed run counts its own walks only");
		assertEquals(fresh.deadEnds(), resumed.deadEnds());
		assertEquals(fresh.firstDeadEndIndex(), resumed.firstDeadEndIndex());
	}

	/** A stop during the cut (41x41 takes seconds a level) ends the cut where it is; the prefixes still cover the tree. */
	@Test
	void aStopDuringTheCutKeepsAPartitionThatResumes() throws Exception {
		Path cp = dir.resolve("cut.checkpoint");
		RuleSetSpec rules = RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS);
		Enumeration.Result stopped = new Enumeration(7, rules).threads(2).checkpoint(cp).cancelFlag(new AtomicBoolean(true)).run();
		assertTrue(stopped.cancelled());
		assertEquals(1, Files.readAllLines(cp).stream().filter(l -> l.startsWith("todo ")).count(), "the cut stopped at the root");
		Enumeration.Result resumed = new Enumeration(7, rules).threads(2).checkpoint(cp).run();
		assertFalse(resumed.cancelled());
		assertEquals(111_712, resumed.completed());
	}

	/** A run stopped by time reports what it saw so far, in-flight prefixes included; 9x9 never finishes here. */
	@Test
	void stoppedRunReportsPartialCountsOfUnfinishedPrefixes() throws Exception {
		AtomicBoolean cancel = new AtomicBoolean();
		Thread stopper = new Thread(() -> {
			try {
				Thread.sleep(1500);
			} catch (InterruptedException e) {
				return;
			}
			cancel.set(true);
		});
		stopper.start();
		Enumeration.Result r = new Enumeration(9, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS)).threads(2).cancelFlag(cancel).run();
		stopper.join();
		assertTrue(r.cancelled());
		assertTrue(r.completed() > 0 && r.nodes() > 1000, "partial counts: " + r.completed() + " walks, " + r.nodes() + " positions");
	}

	@Test
	void checkpointOfAnotherRunIsRefusedWithAClearMessage() throws Exception {
		Path cp = dir.resolve("other.checkpoint");
		new Enumeration(5, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS)).checkpoint(cp).run();
		java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
				() -> new Enumeration(7, RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS)).checkpoint(cp).run());
		assertTrue(e.getMessage().contains("different run"), e.getMessage());
		assertTrue(e.getMessage().contains("other.checkpoint:2"), e.getMessage());
	}

	private static long count(int n, List<String> ids) throws Exception {
		return new Enumeration(n, RuleSetSpec.builtins(ids)).threads(2).run().completed();
	}
}
