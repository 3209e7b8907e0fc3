package labyrinth.core.walk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.RuleEngine;

/** Counting a position reached again from the table gives exactly the figures of searching it again. */
class TranspositionsTest {

	private static Dfs.Tally search(int n, RuleEngine engine, boolean reuse) {
		Dfs.Tally t = new Dfs.Tally(engine.ruleCount());
		Board b = new Board(n);
		Dfs.run(b, engine, t, () -> false, new ArrayList<>(), reuse ? Transpositions.forThread(engine, n) : null);
		assertEquals(1, b.length(), "the board is restored");
		return t;
	}

	private static void assertSameTally(Dfs.Tally expected, Dfs.Tally actual) {
		assertEquals(expected.completed, actual.completed, "walkthroughs");
		assertEquals(expected.deadEnds, actual.deadEnds, "dead ends");
		assertEquals(expected.nodes, actual.nodes, "positions");
		assertEquals(expected.completedBeforeFirstDeadEnd, actual.completedBeforeFirstDeadEnd, "first dead end");
		assertArrayEquals(expected.firings, actual.firings, "firings per rule");
	}

	@Test
	void theSameFiguresAsSearchingEveryPositionWithAndWithoutDeadEnds() {
		for (String ids : List.of("c-shape", "c-shape,near-border,corner,area", "c-shape,area,corridor,lookahead",
				"c-shape,near-border,corner,area,corridor,forced-steps")) {
			for (int n : new int[] { 5, 7 }) {
				RuleEngine engine = RuleSetSpec.builtins(List.of(ids.split(","))).engine();
				Dfs.Tally plain = search(n, engine, false);
				Dfs.Tally reused = search(n, engine, true);
				assertSameTally(plain, reused);
				assertEquals(n == 5 ? 104 : 111_712, reused.completed, ids);
			}
		}
		// the weak sets do run into dead ends, so their first dead end and counts are compared too
		RuleEngine weak = RuleSetSpec.builtins(List.of("c-shape")).engine();
		assertTrue(search(7, weak, true).deadEnds > 0);
	}

	/**
	 * The table starts small and doubles as the run writes it, keeping its entries: a 7x7 search from a table of 2^10
	 * slots grows it to half the 7x7 size or more (all of it where the rules leave more positions) and gives the
	 * figures of the search without a table.
	 */
	@Test
	void theTableGrowsWithTheRunAndKeepsWhatItHolds() {
		for (String ids : List.of("c-shape", "c-shape,near-border,corner,area,corridor,forced-steps")) {
			RuleEngine engine = RuleSetSpec.builtins(List.of(ids.split(","))).engine();
			Dfs.Tally plain = search(7, engine, false);
			Transpositions table = Transpositions.startingWith(engine, 7, 10);
			Dfs.Tally reused = new Dfs.Tally(engine.ruleCount());
			Dfs.run(new Board(7), engine, reused, () -> false, new ArrayList<>(), table);
			int most = 1 << Transpositions.slotBits(7, engine.ruleCount(), Transpositions.MAX_TABLE_BYTES);
			assertTrue(table.slots() >= most / 2 && table.slots() <= most,
					"the table grew from 2^10 to " + table.slots() + ": " + ids);
			assertSameTally(plain, reused);
		}
	}

	@Test
	void lookaheadsThatSkipKnownPositionsGiveTheSameFiguresWhereDeadEndsAreLeft() {
		// dead ends leave positions in the table without a walkthrough: the lookaheads must still look below those
		for (String ids : List.of("c-shape,lookahead", "c-shape,forced-steps", "near-border,lookahead,forced-steps")) {
			RuleEngine engine = RuleSetSpec.builtins(List.of(ids.split(","))).engine();
			Dfs.Tally plain = search(7, engine, false);
			Dfs.Tally reused = search(7, engine, true);
			assertTrue(plain.deadEnds > 0, ids + " leaves dead ends");
			assertSameTally(plain, reused);
		}
	}

	@Test
	void aLookaheadAsksTheKnownPositionsUntilTheyAreTakenBack() {
		RuleEngine engine = RuleSetSpec.builtins(List.of("c-shape", "forced-steps")).engine();
		Board b = new Board(5);
		for (int d : new int[] { 0, 0, 1, 1 }) b.step(d);
		int[] asked = new int[1];
		engine.knownPositions(x -> {
			asked[0]++;
			return false;
		});
		int withTable = engine.allowed(b);
		assertTrue(asked[0] > 0, "the lookahead asks before it looks ahead");
		engine.knownPositions(null);
		asked[0] = 0;
		assertEquals(withTable, engine.allowed(b));
		assertEquals(0, asked[0]);
	}

	@Test
	void aTableKeptFromAnEarlierSearchStillGivesTheSameFigures() {
		RuleEngine engine = RuleSetSpec.builtins(List.of("c-shape", "near-border", "corner", "area")).engine();
		Dfs.Tally first = search(7, engine, true);
		Dfs.Tally again = search(7, engine, true); // now the root's subtree and many others are in the table
		assertSameTally(first, again);
		assertTrue(again.completedBeforeFirstDeadEnd > 0);
	}

	@Test
	void notUsedWhenARuleReadsTheOrderOfTheLine() {
		PatternSpec arrow = new PatternSpec("Arrow", List.of("? x ?", "^ @ ?"), true, false, false, null);
		assertTrue(arrow.isValid(), arrow.problems().toString());
		RuleSetSpec set = new RuleSetSpec("arrows", List.of(), List.of(RuleSetSpec.Entry.builtin("c-shape"),
				new RuleSetSpec.Entry("arrows/Arrow", arrow)));
		assertNull(Transpositions.forThread(set.engine(), 7));
		assertNotNull(Transpositions.forThread(RuleSetSpec.builtins(List.of("c-shape")).engine(), 7));
	}

	@Test
	void anEnumerationGivesTheSameResultWithAndWithoutTheTable() throws Exception {
		RuleSetSpec set = RuleSetSpec.builtins(List.of("c-shape", "near-border", "corner", "area"));
		Enumeration.Result with = new Enumeration(7, set).threads(2).run();
		Enumeration.Result without = new Enumeration(7, set).threads(2).transpositions(false).run();
		assertEquals(without.completed(), with.completed());
		assertEquals(without.deadEnds(), with.deadEnds());
		assertEquals(without.nodes(), with.nodes());
		assertEquals(without.firstDeadEndIndex(), with.firstDeadEndIndex());
		assertArrayEquals(without.firings(), with.firings());
	}

	/** A rule file of 6,561 rules wanted 6.9 GB of firing counts a thread; the table now shrinks to its budget. */
	@Test
	void theTableFitsItsBudgetWhateverTheNumberOfRules() {
		assertEquals(23, Transpositions.slotBits(9, 7, Transpositions.MAX_TABLE_BYTES), "the 9x9 set keeps its table");
		assertEquals(19, Transpositions.slotBits(11, 20, Transpositions.MAX_TABLE_BYTES), "a usual set keeps its table");
		int bits = Transpositions.slotBits(9, 6561, Transpositions.MAX_TABLE_BYTES);
		assertTrue((52L + 8 * 6561) << bits <= Transpositions.MAX_TABLE_BYTES, "within the budget: " + bits + " bits");
		assertTrue(bits >= 12, "still a table: " + bits + " bits");
	}
}
