package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.kernel.io.InputFileException;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.walk.Enumeration;

/** Checkpoints: identified by the rules' content, written early, resumable inside a prefix, never silently wrong. */
class CheckpointTest {
	private static final List<String> DEFAULTS = List.of("c-shape", "near-border", "corner", "area");

	@TempDir
	Path dir;

	private static RuleSetSpec defaults() {
		return RuleSetSpec.builtins(DEFAULTS);
	}

	private static RuleSetSpec pattern(String... rows) {
		PatternSpec spec = new PatternSpec("Wall", List.of(rows), true, false, false, null);
		return new RuleSetSpec("mine", List.of(), List.of(new RuleSetSpec.Entry("mine/Wall", spec)));
	}

	@Test
	void aRuleEditedUnderTheSameNameIsRefused() throws Exception {
		Path cp = dir.resolve("cp");
		new Enumeration(5, pattern("? x ?", "* @ *")).checkpoint(cp).run();
		IOException e = assertThrows(IOException.class, () -> new Enumeration(5, pattern("? x ?", "# @ *")).checkpoint(cp).run());
		assertTrue(e.getMessage().contains("cp:2:1: the rules changed since the checkpoint was written (same names, different content"),
				e.getMessage());
	}

	@Test
	void theCheckpointIsWrittenBeforeTheFirstPrefixIsDone() throws Exception {
		Path cp = dir.resolve("cp");
		AtomicBoolean cancel = new AtomicBoolean(); // stops after the first prefix: a stop before it would stop the cut too
		Enumeration.Result r = new Enumeration(7, defaults()).checkpoint(cp).runner(new InlineRunner(1).stopAfter(1, cancel))
				.cancelFlag(cancel).run();
		assertTrue(r.cancelled());
		String text = Files.readString(cp);
		assertTrue(text.startsWith("labyrinth-checkpoint 4\nsize=7 rules=c-shape,near-border,corner,area content="), text);
		assertTrue(text.lines().filter(l -> l.startsWith("todo ")).count() >= 63, "the cut is saved as prefixes to do");
	}

	/** A checkpoint whose CRC matches but whose work the rules forbid, or lists twice, would give wrong counts. */
	@Test
	void workTheRulesForbidOrListedTwiceIsRefusedWhereItIs() throws Exception {
		Path cp = dir.resolve("cp");
		new Enumeration(7, defaults()).checkpoint(cp).cancelFlag(new AtomicBoolean(true)).run();
		String good = Files.readString(cp);
		int todoLine = good.lines().toList().indexOf("todo .") + 1;
		assertTrue(todoLine > 2, good);
		String forbidden = forbiddenPrefix(new labyrinth.core.grid.Board(7), defaults().engine(), "", 8);
		Files.writeString(cp, CheckpointTexts.withChecksum(good.replace("todo .\n", "todo " + forbidden + "\n")));
		IOException e = assertThrows(IOException.class, () -> new Enumeration(7, defaults()).checkpoint(cp).run());
		assertTrue(e.getMessage().contains("cp:" + todoLine + ":1: malformed checkpoint line: move " + forbidden.length()
				+ " goes where the rules forbid: the rules of this run never hand out this work"), e.getMessage());

		Files.writeString(cp, CheckpointTexts.withChecksum(good.replace("todo .\n", "todo .\ntodo .\n")));
		e = assertThrows(IOException.class, () -> new Enumeration(7, defaults()).checkpoint(cp).run());
		assertTrue(e.getMessage().contains("cp:" + (todoLine + 1) + ":1: malformed checkpoint line: the work . is listed twice, here and on line "
				+ todoLine), e.getMessage());
	}

	/** Moves the rules allow, then one onto a free field they disable; null if none within {@code depth} moves. */
	private static String forbiddenPrefix(labyrinth.core.grid.Board b, labyrinth.core.rules.RuleEngine engine, String path, int depth) {
		int allowed = engine.allowed(b);
		for (int d = 0; d < 4; d++) {
			if (b.isFree(b.neighbour(b.head(), d)) && (allowed & (1 << d)) == 0) return path + labyrinth.core.grid.Direction.letter(d);
		}
		if (depth == 0) return null;
		for (int d = 0; d < 4; d++) {
			if ((allowed & (1 << d)) == 0) continue;
			b.step(d);
			String found = forbiddenPrefix(b, engine, path + labyrinth.core.grid.Direction.letter(d), depth - 1);
			b.back();
			if (found != null) return found;
		}
		return null;
	}

	@Test
	void anUnwritableCheckpointFailsBeforeTheRun() throws Exception {
		Path file = Files.writeString(dir.resolve("plain"), "x");
		IOException e = assertThrows(IOException.class, () -> new Enumeration(5, defaults()).checkpoint(file.resolve("cp")).run());
		assertTrue(e.getMessage().contains("does not exist") || e.getMessage().contains("not a folder")
				|| e.getMessage().contains("Not a directory"), e.getMessage());
	}

	/** A checkpoint that cannot be written during the run is reported with the result; the counts stay exact. */
	@Test
	void aCheckpointThatFailsDuringTheRunIsReportedWithExactCounts() throws Exception {
		Path folder = Files.createDirectory(dir.resolve("gone-soon"));
		Path cp = folder.resolve("cp");
		boolean[] removed = { false };
		Enumeration.Result r = new Enumeration(7, defaults()).threads(2).checkpoint(cp).progress((done, total, c, d) -> {
			if (!removed[0]) {
				removed[0] = true;
				try {
					Files.deleteIfExists(cp);
					Files.delete(folder); // the folder vanishes under the running enumeration
				} catch (IOException e) {
					throw new java.io.UncheckedIOException(e);
				}
			}
		}).run();
		assertFalse(r.cancelled());
		assertEquals(111_712, r.completed());
		assertEquals(new Enumeration(7, defaults()).run().deadEnds(), r.deadEnds());
		assertTrue(r.checkpointProblem() != null && r.checkpointProblem().contains("could not be written"), r.checkpointProblem());
	}

	/**
	 * Runs stopped after a few tasks each save the subtrees that tasks left unexplored; the resumed runs add up
	 * exactly, to the figures of a run that counts positions reached again from its table. The stops are counted in
	 * tasks, not milliseconds, so that a fast machine cannot finish before the first stop.
	 */
	@Test
	void runsStoppedInsidePrefixesResumeToTheSameCountsAndFirings() throws Exception {
		Enumeration.Result fresh = new Enumeration(7, defaults()).threads(2).minTasks(8).run();
		Path cp = dir.resolve("cp");
		Enumeration.Result r;
		int runs = 0;
		boolean sawUnfinished = false;
		do {
			AtomicBoolean cancel = new AtomicBoolean();
			long[] firstDone = { -1 };
			// tasks of a few milliseconds hand back the rest of their subtree: the checkpoint holds long prefixes
			r = new Enumeration(7, defaults()).threads(2).minTasks(8).transpositions(false).taskSeconds(0.003).checkpoint(cp)
					.cancelFlag(cancel).progress((done, known, completed, dead) -> {
						if (firstDone[0] < 0) firstDone[0] = done;
						if (done - firstDone[0] >= 60) cancel.set(true);
					}).run();
			sawUnfinished |= Files.readString(cp).lines().anyMatch(l -> l.startsWith("todo ") && l.length() > 15);
			runs++;
		} while (r.cancelled() && runs < 2000);
		assertFalse(r.cancelled(), "finished within 2000 runs");
		assertTrue(runs > 2 && sawUnfinished, runs + " runs; unfinished prefixes saved: " + sawUnfinished);
		assertEquals(fresh.completed(), r.completed());
		assertEquals(fresh.deadEnds(), r.deadEnds());
		assertEquals(fresh.nodes(), r.nodes());
		assertEquals(fresh.firstDeadEndIndex(), r.firstDeadEndIndex());
		assertArrayEquals(fresh.firings(), r.firings());
		assertEquals(FirstNeedTest.described(fresh.firstNeeds()), FirstNeedTest.described(r.firstNeeds()));
		assertNull(r.checkpointProblem());
	}

	/** An enumeration checkpoint with the older 8-byte digest resumes to the figures of one run. */
	@Test
	void aCheckpointWithTheOlderShortDigestResumes() throws Exception {
		Path cp = dir.resolve("cp");
		AtomicBoolean cancel = new AtomicBoolean();
		long[] done = { 0 };
		Enumeration.Result part = new Enumeration(7, defaults()).threads(2).minTasks(64).checkpoint(cp).cancelFlag(cancel)
				.progress((tasks, known, completed, dead) -> {
					if (++done[0] == 20) cancel.set(true);
				}).run();
		assertTrue(part.cancelled());
		String digest = defaults().digest();
		String text = Files.readString(cp);
		assertTrue(text.contains(" content=" + digest + "\n"), text);
		Files.writeString(cp, CheckpointTexts.withChecksum(text.replace(digest, digest.substring(0, 16))));
		Enumeration.Result r = new Enumeration(7, defaults()).threads(2).checkpoint(cp).run();
		assertTrue(r.resumedTasks() >= 20, r.resumedTasks() + " tasks resumed");
		assertEquals(111_712, r.completed());
		assertEquals(new Enumeration(7, defaults()).run().deadEnds(), r.deadEnds());
	}

	@Test
	void anEditedCheckpointIsRefusedByItsChecksum() throws Exception {
		Path cp = dir.resolve("cp");
		new Enumeration(5, defaults()).checkpoint(cp).run();
		String text = Files.readString(cp);
		Files.writeString(cp, text.replaceFirst("\ndone (\\d+) 104 ", "\ndone $1 105 "));
		InputFileException e = assertThrows(InputFileException.class, () -> new Enumeration(5, defaults()).checkpoint(cp).run());
		assertTrue(e.getMessage().contains("damaged or was edited"), e.getMessage());
	}

	@Test
	void aNegativeCountIsRefusedEvenWithAMatchingChecksum() throws Exception {
		Path cp = dir.resolve("cp");
		new Enumeration(5, defaults()).checkpoint(cp).run();
		String text = Files.readString(cp);
		Files.writeString(cp, CheckpointTexts.withChecksum(text.replaceFirst("\ndone (\\d+) 104 ", "\ndone $1 -104 ")));
		InputFileException e = assertThrows(InputFileException.class, () -> new Enumeration(5, defaults()).checkpoint(cp).run());
		assertTrue(e.getMessage().matches(".*cp:3:1: malformed checkpoint line: completed cannot be negative.*"), e.getMessage());
	}

	/** Thousands of mangled checkpoints (checksum fixed up, so the parser itself is tried): a message, never a crash. */
	@Test
	void mangledCheckpointsGetAPositionedMessage() throws Exception {
		Path cp = dir.resolve("cp");
		String good = "";
		for (int attempt = 0; attempt < 50 && !(good.contains("todo ") && good.contains("done ")); attempt++) {
			Files.deleteIfExists(cp);
			AtomicBoolean stopSoon = new AtomicBoolean();
			Thread stopper = stopAfter(stopSoon, 120);
			new Enumeration(7, defaults()).threads(2).minTasks(16).transpositions(false).checkpoint(cp).cancelFlag(stopSoon).run();
			stopper.interrupt();
			good = Files.readString(cp);
		}
		assertTrue(good.contains("todo ") && good.contains("done "), "the seed has finished and unfinished parts:\n" + good);
		AtomicBoolean stop = new AtomicBoolean(true); // only loading is tried
		int refused = CheckpointTexts.refusedMangles(good, cp, 5, 1500,
				() -> new Enumeration(7, defaults()).threads(1).minTasks(16).checkpoint(cp).cancelFlag(stop).run());
		assertTrue(refused > 1000, refused + " refused");
	}

	/** Sets the flag after the given time, like a user pressing Ctrl+C; interrupt the thread to call it off. */
	private static Thread stopAfter(AtomicBoolean flag, long millis) {
		return Thread.ofVirtual().start(() -> {
			try {
				Thread.sleep(millis);
				flag.set(true);
			} catch (InterruptedException e) {
				// called off: the run ended first
			}
		});
	}
}
