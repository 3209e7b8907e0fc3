package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.walk.Enumeration;
import labyrinth.core.walk.FirstNeed;
import labyrinth.core.walk.MoveLetters;
import labyrinth.core.walk.RandomWalks;

/**
 * First need: for each rule, the first position in the run's order where it disabled a field no earlier rule had,
 * checked against a plain search that evaluates every position in that order, one after the other.
 */
class FirstNeedTest {
	@TempDir
	Path dir;

	/** The shipped 7x7 set's built-ins in its order: area is first needed after 12 walkthroughs, forced-steps after 24,834. */
	private static final RuleSetSpec SEVEN = RuleSetSpec.builtins(List.of("c-shape", "near-border", "corner", "area", "corridor", "forced-steps"));

	/** Each need as "rule index moves" ("null" for none), to compare runs and to read in a message. */
	static List<String> described(List<FirstNeed> needs) {
		return needs.stream().map(FirstNeedTest::described).toList();
	}

	private static String described(FirstNeed f) {
		return f.rule() + " " + f.index() + " " + (f.found() ? MoveLetters.of(f.moves()) : "null");
	}

	/** Left-first search on one thread, no tasks, no table: rule r first fires after needs[r] walkthroughs, at lines[r]. */
	private static List<String> plainLeftFirst(int n, RuleSetSpec spec) {
		RuleEngine engine = spec.engine();
		int rules = engine.ruleCount();
		long[] index = new long[rules];
		java.util.Arrays.fill(index, FirstNeed.NEVER);
		String[] lines = new String[rules];
		long[] completed = { 0 };
		search(new Board(n), engine, new long[rules], index, lines, completed);
		List<String> out = new ArrayList<>();
		for (int r = 0; r < rules; r++) out.add(engine.rules().get(r).id() + " " + index[r] + " " + lines[r]);
		return out;
	}

	private static void search(Board b, RuleEngine engine, long[] fired, long[] index, String[] lines, long[] completed) {
		if (b.isComplete()) {
			completed[0]++;
			return;
		}
		java.util.Arrays.fill(fired, 0);
		int mask = engine.allowed(b, fired);
		for (int r = 0; r < fired.length; r++) {
			if (fired[r] > 0 && index[r] == FirstNeed.NEVER) {
				index[r] = completed[0];
				lines[r] = line(b);
			}
		}
		int h = b.heading();
		for (int i = 0; i < 3; i++) {
			int d = Direction.keepLeft(h, i);
			if ((mask & (1 << d)) == 0) continue;
			b.step(d);
			search(b, engine, fired, index, lines, completed);
			b.back();
		}
	}

	private static String line(Board b) {
		return MoveLetters.of(b.moves());
	}

	@Test
	void anEnumerationFindsEachRulesFirstNeedWhereAPlainSearchDoes() throws Exception {
		for (RuleSetSpec spec : List.of(RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS), SEVEN)) {
			List<String> expected = plainLeftFirst(7, spec);
			assertTrue(expected.stream().filter(s -> !s.contains(" -1 ")).count() >= 3, "several rules are needed: " + expected);
			assertTrue(expected.stream().anyMatch(s -> !s.contains(" 0 ") && !s.contains(" -1 ")), "some only after walkthroughs: " + expected);
			// many short tasks, the cut's positions above them, and the tables of positions reached again
			Enumeration.Result split = new Enumeration(7, spec).threads(2).minTasks(200).taskSeconds(0.002).run();
			assertEquals(expected, described(split.firstNeeds()), "split into " + split.tasks() + " tasks");
			Enumeration.Result whole = new Enumeration(7, spec).threads(1).minTasks(1).taskSeconds(1e6).run();
			assertEquals(expected, described(whole.firstNeeds()), "one task");
		}
	}

	@Test
	void randomWalksFindEachRulesFirstNeedInTheFirstWalkWhereItFires() throws Exception {
		RuleSetSpec spec = SEVEN;
		int n = 9;
		int walks = 400;
		long seed = 17;
		RuleEngine engine = spec.engine();
		int rules = engine.ruleCount();
		List<String> expected = new ArrayList<>(java.util.Collections.nCopies(rules, (String) null));
		long[] fired = new long[rules];
		for (int i = 0; i < walks; i++) {
			Board b = new Board(n);
			SplittableRandom random = new SplittableRandom(RandomWalks.walkSeed(seed, i));
			while (!b.isComplete()) {
				java.util.Arrays.fill(fired, 0);
				int next = engine.draw(b, random, fired);
				for (int r = 0; r < rules; r++) {
					if (fired[r] > 0 && expected.get(r) == null) expected.set(r, engine.rules().get(r).id() + " " + i + " " + line(b));
				}
				if (next < 0) break;
				b.step(next);
			}
		}
		for (int r = 0; r < rules; r++) if (expected.get(r) == null) expected.set(r, engine.rules().get(r).id() + " -1 null");
		RandomWalks.Result run = RandomWalks.run(n, spec, walks, seed, 2, 0, new AtomicBoolean());
		assertEquals(expected, described(run.firstNeeds()));
		assertTrue(expected.stream().anyMatch(s -> !s.contains(" 0 ") && !s.contains(" -1 ")), "some rules first fire after walk 0: " + expected);
	}

	/** A checkpoint of the version before first needs resumes with the same counts; the rules it saw fire say so. */
	@Test
	void anEnumerationCheckpointWithoutFirstNeedsResumesAndSaysWhatItDoesNotKnow() throws Exception {
		RuleSetSpec spec = RuleSetSpec.builtins(BuiltinRules.DEFAULT_IDS);
		Path cp = dir.resolve("cp");
		AtomicBoolean cancel = new AtomicBoolean();
		long[] done = { 0 };
		new Enumeration(7, spec).threads(2).minTasks(64).checkpoint(cp).cancelFlag(cancel).progress((t, k, c, d) -> {
			if (++done[0] == 20) cancel.set(true);
		}).run();
		String text = Files.readString(cp);
		assertTrue(text.contains(" need:"), "the checkpoint records first needs");
		String old = text.replace("labyrinth-checkpoint 4", "labyrinth-checkpoint 3").replaceAll(" need:\\d+:\\d+:[RDUL.]+", "");
		Files.writeString(cp, CheckpointTexts.withChecksum(old));
		Enumeration.Result resumed = new Enumeration(7, spec).threads(2).checkpoint(cp).run();
		Enumeration.Result fresh = new Enumeration(7, spec).run();
		assertEquals(fresh.completed(), resumed.completed());
		assertEquals(fresh.deadEnds(), resumed.deadEnds());
		for (int r = 0; r < fresh.firstNeeds().size(); r++) {
			FirstNeed f = fresh.firstNeeds().get(r);
			FirstNeed g = resumed.firstNeeds().get(r);
			if (f.found()) assertTrue(g.index() == FirstNeed.UNKNOWN || g.index() == f.index(), described(f) + " / " + described(g));
			else assertEquals(FirstNeed.NEVER, g.index());
		}
		assertTrue(resumed.firstNeeds().stream().anyMatch(g -> g.index() == FirstNeed.UNKNOWN), "the cut's rules are not known");
	}
}
