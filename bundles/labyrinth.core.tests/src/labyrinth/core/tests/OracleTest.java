package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.rules.RuleEngine;

class OracleTest {

	@Test
	void countsTheEmptyGridsOfA001184() {
		CompletionCounter cc = new CompletionCounter();
		String[] expected = { "2", "104", "111712", "2688307514", "1445778936756068", "17337631013706758184626" };
		for (int i = 0; i < expected.length; i++) {
			assertEquals(new BigInteger(expected[i]), cc.count(new Board(3 + 2 * i)).value(), "size " + (3 + 2 * i));
		}
	}

	@Test
	void agreesWithBruteForceOnRandomPrefixes() {
		CompletionCounter cc = new CompletionCounter();
		SplittableRandom random = new SplittableRandom(42);
		int viable = 0;
		int doomed = 0;
		for (int trial = 0; trial < 300; trial++) {
			int n = trial % 2 == 0 ? 5 : 7;
			Board b = randomPrefix(n, random, n == 5 ? 1 + random.nextInt(15) : 18 + random.nextInt(20));
			long brute = bruteForce(b);
			assertEquals(BigInteger.valueOf(brute), cc.count(b).value(), "position " + path(b));
			if (brute > 0) viable++;
			else doomed++;
		}
		// the sample must try both answers, or a counter that always says 0 (or never does) could pass
		assertTrue(viable >= 30 && doomed >= 30, viable + " viable and " + doomed + " doomed positions");
	}

	/**
	 * A line snaking down and up the columns but the last three leaves a band three fields wide, entered at its top
	 * left corner: it has 2^(n-2) completions, as brute force confirms on the small grids. On 31x31 the frontier's
	 * 32 slots fill the whole 64-bit key and the band lives in its top digit.
	 */
	@Test
	void countsTheThreeWideBandAtTheRightOfAnyGrid() {
		CompletionCounter cc = new CompletionCounter();
		for (int n : new int[] { 5, 7, 9, 31 }) {
			Board b = new Board(n);
			for (int x = 1; x <= n - 3; x++) {
				for (int i = 1; i <= n; i++) {
					int y = x % 2 == 1 ? i : n + 1 - i;
					if (x > 1 || y > 1) b.stepToCell(b.cell(x, y));
				}
			}
			BigInteger expected = BigInteger.ONE.shiftLeft(n - 2);
			if (n < 31) assertEquals(expected.longValueExact(), bruteForce(b), "brute force, size " + n);
			assertEquals(expected, cc.count(b).value(), "size " + n);
		}
	}

	/** The acceptance rule for built-ins: they never disable a field that still has a completion. */
	@Test
	void builtInRulesNeverDisableAViableField() {
		int fired = firedSoundly(BuiltinRules.engine(BuiltinRules.ids()), "the built-ins", new SplittableRandom(7), 400);
		assertTrue(fired > 20, "rules fired in " + fired + " positions");
	}

	/** Each built-in on its own is sound too (it may not lean on rules that run before it). */
	@Test
	void everyBuiltInAloneNeverDisablesAViableField() {
		SplittableRandom random = new SplittableRandom(3);
		for (String id : BuiltinRules.ids()) {
			int fired = firedSoundly(BuiltinRules.engine(java.util.List.of(id)), id, random, 300);
			assertTrue(fired > 0, id + " never fired");
		}
	}

	/**
	 * Random prefixes on 5x5, 7x7 and 9x9: the rules never disable a field the oracle can complete. Returns in how many
	 * positions they disabled something.
	 */
	private static int firedSoundly(RuleEngine rules, String what, SplittableRandom random, int trials) {
		Oracle oracle = new Oracle();
		int fired = 0;
		for (int trial = 0; trial < trials; trial++) {
			int n = 5 + 2 * (trial % 3);
			Board b = randomPrefix(n, random, 1 + random.nextInt(n * n / 2));
			int viable = oracle.viable(b);
			int allowed = rules.allowed(b);
			assertEquals(viable, viable & allowed, what + " disabled a viable field at " + path(b));
			if (allowed != b.candidates()) fired++;
		}
		return fired;
	}

	/** near-border answers for steps that touch the border, corner for steps that touch an older line section. */
	@Test
	void namedAreaRulesExplainTheirContact() {
		SplittableRandom random = new SplittableRandom(5);
		RuleEngine rules = BuiltinRules.defaults();
		int border = 0, corner = 0;
		for (int trial = 0; trial < 400; trial++) {
			Board b = randomPrefix(7, random, 1 + random.nextInt(30));
			for (labyrinth.core.rules.Firing f : rules.evaluate(b).firings()) {
				int dir = Integer.numberOfTrailingZeros(f.disabledDirs());
				int c = b.neighbour(b.head(), dir);
				if (f.ruleId().equals("near-border")) {
					border++;
					assertTrue(f.variant().startsWith("border from the"), f.variant());
					assertTrue(touches(b, c, dir, true), "near-border fired away from the border at " + path(b));
					assertTrue(f.area().length > 0 && f.detail().contains(b.format(c)), f.detail());
				}
				if (f.ruleId().equals("corner")) {
					corner++;
					assertTrue(f.variant().startsWith("line from the"), f.variant());
					assertTrue(touches(b, c, dir, false), "corner fired away from the line at " + path(b));
				}
			}
		}
		assertTrue(border > 20 && corner > 5, "near-border fired " + border + ", corner " + corner + " times");
	}

	private static boolean touches(Board b, int cell, int dir, boolean border) {
		for (int d : new int[] { dir, labyrinth.core.grid.Direction.leftOf(dir), labyrinth.core.grid.Direction.rightOf(dir) }) {
			int w = b.neighbour(cell, d);
			if (border ? b.isBorder(w) : b.isTaken(w)) return true;
		}
		return false;
	}

	@Test
	void judgesAWrongAllowance() {
		// 5x5: the line walls (2,2) in; without rules stepping away is allowed but doomed
		Board b = new Board(5);
		for (int d : new int[] { 0, 0, 1, 1, 2 }) b.step(d); // (1,1)(1,2)(1,3)(2,3)(3,3)(3,2)
		Oracle.Mistake m = new Oracle().judge(b, RuleEngine.none());
		assertTrue(m != null && !m.disabledViable(), "allowing a doomed field is a mistake");
		assertEquals(null, new Oracle().judge(b, BuiltinRules.defaults()));
	}

	@Test
	void givesUpInsteadOfRunningOutOfMemory() {
		CompletionCounter small = new CompletionCounter(1000);
		CompletionCounter.Count c = small.count(new Board(15));
		assertFalse(c.known());
		assertFalse(c.viable());
	}

	static Board randomPrefix(int n, SplittableRandom random, int steps) {
		Board b = new Board(n);
		for (int i = 0; i < steps; i++) {
			int mask = b.candidates();
			if (mask == 0) break;
			int pick = random.nextInt(Integer.bitCount(mask));
			for (int k = 0; k < pick; k++) mask &= mask - 1;
			b.step(Integer.numberOfTrailingZeros(mask));
		}
		return b;
	}

	static long bruteForce(Board b) {
		if (b.isComplete()) return 1;
		long total = 0;
		int mask = b.candidates();
		for (int d = 0; d < 4; d++) {
			if ((mask & (1 << d)) == 0) continue;
			b.step(d);
			total += bruteForce(b);
			b.back();
		}
		return total;
	}

	static String path(Board b) {
		StringBuilder sb = new StringBuilder(b.size() + ":");
		for (int i = 0; i < b.length(); i++) sb.append(b.format(b.pathCell(i)));
		return sb.toString();
	}
}
