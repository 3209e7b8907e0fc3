package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.core.walk.Enumeration;
import labyrinth.core.walk.RandomWalks;

/** Random runs saved in a checkpoint resume to the figures of one uninterrupted run. */
class RandomCheckpointTest {
	@TempDir
	Path dir;

	/** The C-shape alone leaves many dead ends on 7x7: every batch has failures to keep. */
	private static final RuleSetSpec WEAK = RuleSetSpec.builtins(List.of("c-shape"));

	private static RandomWalks.Result run(int size, int walks, Path checkpoint) throws IOException {
		try (LocalTaskRunner runner = new LocalTaskRunner(2)) {
			return RandomWalks.run(size, WEAK, walks, 11, runner, 20, new AtomicBoolean(), null, checkpoint, null);
		}
	}

	private static void assertSameFigures(RandomWalks.Result expected, RandomWalks.Result actual) {
		assertEquals(expected.completed(), actual.completed(), "completed");
		assertEquals(expected.deadEnds(), actual.deadEnds(), "dead ends");
		assertEquals(expected.averageBeforeError(), actual.averageBeforeError(), "walks before an error");
		assertEquals(expected.positions(), actual.positions(), "positions");
		assertArrayEquals(expected.firings(), actual.firings(), "firings");
		assertEquals(expected.failures().size(), actual.failures().size(), "failures kept");
		for (int i = 0; i < expected.failures().size(); i++) {
			assertEquals(expected.failures().get(i).walk(), actual.failures().get(i).walk(), "failure " + i);
			assertArrayEquals(expected.failures().get(i).moves(), actual.failures().get(i).moves(), "failure " + i);
		}
		assertEquals(FirstNeedTest.described(expected.firstNeeds()), FirstNeedTest.described(actual.firstNeeds()), "first needs");
	}

	@Test
	void aLongerRunOnTheSameCheckpointDoesOnlyTheNewWalks() throws Exception {
		Path cp = dir.resolve("walks.checkpoint");
		RandomWalks.Result first = run(7, 3000, cp);
		assertEquals(0, first.resumedWalks());
		RandomWalks.Result longer = run(7, 8000, cp);
		assertEquals(3000, longer.resumedWalks());
		assertTrue(longer.positionsThisRun() < longer.positions(), "the rate counts this run's walks only");
		RandomWalks.Result fresh = run(7, 8000, null);
		assertTrue(fresh.deadEnds() > 1000, fresh.deadEnds() + " dead ends");
		assertSameFigures(fresh, longer);
	}

	@Test
	void aRunStoppedTwiceResumesToTheFiguresOfOneRun() throws Exception {
		Path cp = dir.resolve("stopped.checkpoint");
		long done = 0;
		for (int stop = 1; stop <= 2; stop++) {
			AtomicBoolean cancel = new AtomicBoolean();
			RandomWalks.Result stopped;
			try (InlineRunner runner = new InlineRunner(1).stopAfter(1, cancel)) {
				stopped = RandomWalks.run(7, WEAK, 5000, 11, runner, 20, cancel, null, cp, null);
			}
			assertTrue(stopped.cancelled(), "stop " + stop);
			assertEquals(done, stopped.resumedWalks(), "stop " + stop);
			done = stopped.completed() + stopped.deadEnds();
			assertTrue(done > stopped.resumedWalks() && done < 5000, done + " walks done at stop " + stop);
		}
		RandomWalks.Result resumed = run(7, 5000, cp);
		assertFalse(resumed.cancelled());
		assertEquals(done, resumed.resumedWalks());
		assertSameFigures(run(7, 5000, null), resumed);
	}

	/** The progress counts the walks of the checkpoint too, and ends at the result. */
	@Test
	void progressStartsFromTheResumedWalksAndEndsAtTheResult() throws Exception {
		Path cp = dir.resolve("progress.checkpoint");
		run(7, 3000, cp);
		List<long[]> updates = new java.util.ArrayList<>();
		RandomWalks.Result r;
		try (LocalTaskRunner runner = new LocalTaskRunner(2)) {
			r = RandomWalks.run(7, WEAK, 8000, 11, runner, 20, new AtomicBoolean(), null, cp,
					(done, dead) -> updates.add(new long[] { done, dead }));
		}
		assertTrue(updates.get(0)[0] > 3000, "the first update adds a batch to the 3,000 walks resumed: " + updates.get(0)[0]);
		assertArrayEquals(new long[] { 8000, r.deadEnds() }, updates.getLast());
	}

	@Test
	void sizesOfARangeShareOneCheckpoint() throws Exception {
		Path cp = dir.resolve("range.checkpoint");
		run(5, 400, cp);
		run(7, 400, cp);
		assertEquals(400, run(5, 400, cp).resumedWalks());
		assertEquals(400, run(7, 400, cp).resumedWalks());
		String text = Files.readString(cp);
		assertTrue(text.contains("run size=5 seed=11 rules=c-shape") && text.contains("run size=7 seed=11 rules=c-shape"), text);
	}

	@Test
	void fewerWalksThanTheCheckpointHoldsAreRefused() throws Exception {
		Path cp = dir.resolve("more.checkpoint");
		run(5, 500, cp);
		IOException e = assertThrows(IOException.class, () -> run(5, 200, cp));
		assertTrue(e.getMessage().contains(cp + ":2:1: the checkpoint holds walks up to 500; ask for at least that many --walks"),
				e.getMessage());
	}

	/**
	 * A section whose rules changed under the same names (here: the same built-in on a window) was judged by other
	 * rules: resuming it is refused with the file and line of the run, not silently started afresh beside it.
	 */
	@Test
	void aRunWhoseRulesChangedSinceItsCheckpointIsRefused() throws Exception {
		Path cp = dir.resolve("walks.checkpoint");
		RuleSetSpec whole = RuleSetSpec.builtins(List.of("c-shape", "neck"));
		RuleSetSpec windowed = new RuleSetSpec("builtins", List.of(), 4, whole.entries());
		try (LocalTaskRunner runner = new LocalTaskRunner(2)) {
			RandomWalks.run(9, whole, 50, 11, runner, 20, new AtomicBoolean(), null, cp, null);
			IOException e = assertThrows(IOException.class,
					() -> RandomWalks.run(9, windowed, 50, 11, runner, 20, new AtomicBoolean(), null, cp, null));
			assertTrue(e.getMessage().startsWith(cp + ":2:1: the rules changed"), e.getMessage());
		}
	}

	/** Checkpoints written before the digest grew to 16 bytes kept its first 8: they still resume. */
	@Test
	void aCheckpointWithTheOlderShortDigestResumes() throws Exception {
		Path cp = dir.resolve("walks.checkpoint");
		run(7, 2000, cp);
		String text = Files.readString(cp);
		String digest = WEAK.digest();
		assertTrue(text.contains("content=" + digest + "\n"), text);
		Files.writeString(cp, CheckpointTexts.withChecksum(text.replace(digest, digest.substring(0, 16))));
		RandomWalks.Result resumed = run(7, 5000, cp);
		assertEquals(2000, resumed.resumedWalks());
		assertSameFigures(run(7, 5000, null), resumed);
		assertTrue(Files.readString(cp).contains("content=" + digest + "\n"), "rewritten with the whole digest");
	}

	@Test
	void anEditedCheckpointIsRefusedWithItsLine() throws Exception {
		Path cp = dir.resolve("edited.checkpoint");
		run(5, 300, cp);
		List<String> lines = Files.readAllLines(cp);
		Files.writeString(cp, Files.readString(cp).replaceFirst("batch 0 300 ", "batch 0 301 "));
		IOException e = assertThrows(IOException.class, () -> run(5, 300, cp));
		assertTrue(e.getMessage().contains(cp + ":" + lines.size() + ":1: the file is damaged or was edited"), e.getMessage());
	}

	@Test
	void anEnumerationCheckpointIsNotTakenForARandomOne() throws Exception {
		Path cp = dir.resolve("enumeration.checkpoint");
		new Enumeration(5, WEAK).checkpoint(cp).run();
		IOException e = assertThrows(IOException.class, () -> run(5, 300, cp));
		assertTrue(e.getMessage().contains(cp + ":1:1: not a labyrinth-random-checkpoint file"), e.getMessage());
	}

	/** Thousands of mangled checkpoints (checksum fixed up, so the parser itself is tried): a message, never a crash. */
	@Test
	void mangledCheckpointsGetAPositionedMessage() throws Exception {
		Path cp = dir.resolve("mangled.checkpoint");
		run(5, 300, cp);
		run(7, 300, cp);
		String good = Files.readString(cp);
		int refused = CheckpointTexts.refusedMangles(good, cp, 3, 1500, () -> {
			run(5, 300, cp);
			run(7, 300, cp);
		});
		assertTrue(refused > 1000, refused + " refused");
	}
}
