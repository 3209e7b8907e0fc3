package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.patterns.PatternRule;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.Firing;
import labyrinth.core.rules.RuleEngine;

class PatternRuleTest {

	/** The C-shape drawn as a pattern, with its mirror image: straight and the far side must wait. */
	@Test
	void drawnCShapeFiresWithItsVariant() {
		PatternSpec cShape = new PatternSpec("C-shape", List.of(
				"? ? x ?",
				"* o @ x",
				"? * ? ?"), true, false, false, null);
		assertTrue(cShape.isValid(), cShape.problems().toString());
		assertEquals(2, cShape.variants().size());
		RuleEngine engine = new RuleEngine(List.of(new PatternRule("c", cShape)));

		// (1,1)(1,2)(1,3)(2,3)(3,3)(3,2): heading up, (2,2) on the left is walled by (1,2) and (2,3)
		Evaluation asDrawn = engine.evaluate(board(5, D, D, R, R, U));
		assertEquals(1 << U | 1 << L | 1 << R, asDrawn.candidates());
		assertEquals(1 << L, asDrawn.allowed());
		assertEquals("as drawn", asDrawn.disabledBy(U).variant());

		// the mirror image: (4,2) on the right is walled by (5,2) and (4,3)
		Evaluation mirrored = engine.evaluate(board(5, R, R, R, R, D, D, L, L, U));
		assertEquals(1 << L | 1 << R, mirrored.candidates());
		assertEquals(1 << R, mirrored.allowed());
		assertEquals("mirrored", mirrored.disabledBy(L).variant());
	}

	private static final int D = Direction.DOWN, R = Direction.RIGHT, U = Direction.UP, L = Direction.LEFT;

	@Test
	void compiledMatchingAgreesWithAnInterpretedReferenceOnRandomPositions() {
		SplittableRandom random = new SplittableRandom(11);
		int fired = 0;
		int checked = 0;
		for (int p = 0; p < 300; p++) {
			PatternSpec spec = randomPattern(random);
			if (!spec.isValid()) continue;
			PatternRule rule = new PatternRule("r" + p, spec);
			for (int t = 0; t < 40; t++) {
				int n = 5 + 2 * random.nextInt(3);
				Board b = OracleTest.randomPrefix(n, random, 1 + random.nextInt(n * n - 2));
				if (b.isComplete()) continue;
				int allowed = b.candidates();
				int compiled = rule.disabled(b, allowed, null);
				int reference = Reference.disabled(spec, b, allowed);
				assertEquals(reference, compiled, spec.name() + " " + spec.rows() + " at " + OracleTest.path(b));
				List<Firing> firings = new ArrayList<>();
				assertEquals(compiled, rule.disabled(b, allowed, firings::add), "explaining changes nothing");
				if (compiled != 0) {
					fired++;
					assertFalse(firings.isEmpty());
				}
				checked++;
			}
		}
		assertTrue(checked > 5000, "checked " + checked);
		assertTrue(fired > 100, "patterns fired " + fired + " times");
	}

	@Test
	void problemsNameWhatIsWrong() {
		assertProblem("exactly one live end", "? x ?", ". . .");
		assertProblem("equally wide", "? x ?", ". @");
		assertProblem("unknown symbol 'k'", "? x k", ". @ .");
		assertProblem("must be left of, ahead of or right of", "x ? ?", ". @ .");
		assertProblem("disables nothing", "? . ?", ". @ .");
		assertProblem("has no area end", "s x ?", ". @ .");
		assertProblem("never match", "? . ?", "? = ?", "x @ ?");
		assertProblem("never match", "? x ?", "? @ ?", "? . ?");
	}

	@Test
	void symmetricVariantsAreCountedOnceAndDuplicatesRecognised() {
		PatternSpec a = new PatternSpec("a", List.of("# x #", "? @ ?"), true, true, false, null);
		assertEquals(4, a.variants().size(), "mirror adds nothing to a symmetric drawing");
		PatternSpec turned = new PatternSpec("b", List.of("# ?", "x @", "# ?"), false, false, false, null);
		assertTrue(a.sameAs(turned), "a quarter turn of a rotating rule is the same rule");
		PatternSpec other = new PatternSpec("c", List.of("# x .", "? @ ?"), false, false, false, null);
		assertFalse(a.sameAs(other));
	}

	private static void assertProblem(String expected, String... rows) {
		PatternSpec s = new PatternSpec("p", List.of(rows), false, false, false, null);
		assertTrue(s.problems().stream().anyMatch(p -> p.message().contains(expected)),
				"expected '" + expected + "' in " + s.problems());
	}

	static Board board(int n, int... dirs) {
		Board b = new Board(n);
		for (int d : dirs) b.step(d);
		return b;
	}

	private static final char[] SYMBOLS = "??????..o##*=^v<>".toCharArray();

	static PatternSpec randomPattern(SplittableRandom r) {
		int w = 3 + r.nextInt(3);
		int h = 2 + r.nextInt(4);
		char[][] g = new char[h][w];
		for (char[] row : g) {
			for (int i = 0; i < w; i++) row[i] = SYMBOLS[r.nextInt(SYMBOLS.length)];
		}
		int lr = 1 + r.nextInt(h - 1);
		int lc = 1 + r.nextInt(w - 2);
		g[lr][lc] = '@';
		int[][] cands = { { lr - 1, lc }, { lr, lc - 1 }, { lr, lc + 1 } };
		int pick = r.nextInt(3);
		g[cands[pick][0]][cands[pick][1]] = 'x';
		if (r.nextInt(3) == 0) g[cands[(pick + 1) % 3][0]][cands[(pick + 1) % 3][1]] = 'x';
		PatternSpec.AreaCondition area = null;
		if (r.nextInt(3) == 0) {
			List<int[]> free = new ArrayList<>();
			for (int i = 0; i < h; i++) {
				for (int j = 0; j < w; j++) {
					if (g[i][j] != '@' && g[i][j] != 'x') free.add(new int[] { i, j });
				}
			}
			int[] s = free.remove(r.nextInt(free.size()));
			int[] e = free.get(r.nextInt(free.size()));
			g[s[0]][s[1]] = 's';
			g[e[0]][e[1]] = 'e';
			PatternSpec.Parity parity = PatternSpec.Parity.values()[1 + r.nextInt(2)];
			area = r.nextBoolean() ? new PatternSpec.AreaCondition(parity, null, null)
					: new PatternSpec.AreaCondition(PatternSpec.Parity.ANY, -1 + r.nextInt(2), r.nextInt(2));
		}
		List<String> rows = new ArrayList<>();
		for (char[] row : g) rows.add(new String(row).replace("", " ").strip());
		return new PatternSpec("random", rows, r.nextBoolean(), r.nextBoolean(), false, area);
	}

	/**
	 * An independent, slow matcher: it turns and mirrors the drawing itself (text rows, arrows included) and reads
	 * each variant heading up, as a person would.
	 */
	static final class Reference {
		static int disabled(PatternSpec spec, Board b, int allowed) {
			List<char[][]> drawings = new ArrayList<>();
			char[][] g = grid(spec.rows());
			for (int m = 0; m < (spec.mirror() ? 2 : 1); m++) {
				char[][] d = m == 1 ? mirror(g) : g;
				for (int q = 0; q < (spec.rotate() ? 4 : 1); q++) {
					drawings.add(d);
					d = turnLeft(d);
				}
			}
			int off = 0;
			for (char[][] d : drawings) off |= match(d, spec, b, allowed);
			return off;
		}

		static char[][] grid(List<String> rows) {
			char[][] g = new char[rows.size()][];
			for (int i = 0; i < rows.size(); i++) g[i] = rows.get(i).replace(" ", "").toCharArray();
			return g;
		}

		static char[][] mirror(char[][] g) {
			char[][] m = new char[g.length][g[0].length];
			for (int i = 0; i < g.length; i++) {
				for (int j = 0; j < g[0].length; j++) {
					char c = g[i][g[0].length - 1 - j];
					m[i][j] = c == '<' ? '>' : c == '>' ? '<' : c;
				}
			}
			return m;
		}

		/** The drawing turned a quarter to the left: what was ahead (up) is now on the left. */
		static char[][] turnLeft(char[][] g) {
			int h = g.length, w = g[0].length;
			char[][] t = new char[w][h];
			for (int i = 0; i < h; i++) {
				for (int j = 0; j < w; j++) {
					char c = g[i][j];
					c = switch (c) {
					case '^' -> '<';
					case '<' -> 'v';
					case 'v' -> '>';
					case '>' -> '^';
					default -> c;
					};
					t[w - 1 - j][i] = c;
				}
			}
			return t;
		}

		static int match(char[][] d, PatternSpec spec, Board b, int allowed) {
			int lr = -1, lc = -1;
			for (int i = 0; i < d.length; i++) {
				for (int j = 0; j < d[i].length; j++) {
					if (d[i][j] == '@') {
						lr = i;
						lc = j;
					}
				}
			}
			int h = b.heading();
			int fx = Direction.dx(h), fy = Direction.dy(h);
			int lx = Direction.dx(Direction.leftOf(h)), ly = Direction.dy(Direction.leftOf(h));
			int hx = b.x(b.head()), hy = b.y(b.head());
			int n = b.size();
			int mask = 0;
			int start = -1, end = -1;
			for (int i = 0; i < d.length; i++) {
				for (int j = 0; j < d[i].length; j++) {
					int l = lc - j, s = lr - i;
					int x = hx + l * lx + s * fx, y = hy + l * ly + s * fy;
					boolean inside = x >= 1 && x <= n && y >= 1 && y <= n;
					int cell = inside ? b.cell(x, y) : -1;
					boolean taken = inside && b.isTaken(cell);
					boolean empty = inside && !taken;
					char c = d[i][j];
					boolean ok = switch (c) {
					case '.' -> empty;
					case 'o' -> empty && cell != b.target();
					case '#' -> taken;
					case '=' -> !inside;
					case '*' -> taken || !inside;
					case '^', 'v', '<', '>' -> taken && wentOn(b, cell, arrow(c, fx, fy, lx, ly));
					case 's', 'e' -> empty;
					default -> true;
					};
					if (!ok) return 0;
					if (c == 'x') {
						for (int dir = 0; dir < 4; dir++) {
							if (Direction.dx(dir) == x - hx && Direction.dy(dir) == y - hy) mask |= 1 << dir;
						}
					}
					if (c == 's') start = cell;
					if (c == 'e') end = cell;
				}
			}
			if (spec.area() != null && !areaHolds(b, start, end, mask, spec.area())) return 0;
			return mask & allowed;
		}

		private static int arrow(char c, int fx, int fy, int lx, int ly) {
			int ax = switch (c) {
			case '^' -> fx;
			case 'v' -> -fx;
			case '<' -> lx;
			default -> -lx;
			};
			int ay = switch (c) {
			case '^' -> fy;
			case 'v' -> -fy;
			case '<' -> ly;
			default -> -ly;
			};
			for (int dir = 0; dir < 4; dir++) {
				if (Direction.dx(dir) == ax && Direction.dy(dir) == ay) return dir;
			}
			throw new AssertionError();
		}

		private static boolean wentOn(Board b, int cell, int dir) {
			for (int i = 0; i + 1 < b.length(); i++) {
				if (b.pathCell(i) == cell) return b.pathCell(i + 1) == b.neighbour(cell, dir);
			}
			return false;
		}

		/** Breadth-first over free fields from the start, the forbidden fields (all of them) acting as walls. */
		private static boolean areaHolds(Board b, int start, int end, int forbiddenDirs, PatternSpec.AreaCondition cond) {
			Set<Integer> walls = new HashSet<>();
			for (int dir = 0; dir < 4; dir++) {
				if ((forbiddenDirs & (1 << dir)) != 0) walls.add(b.neighbour(b.head(), dir));
			}
			Set<Integer> seen = new HashSet<>();
			List<Integer> todo = new ArrayList<>();
			if (!walls.contains(start)) {
				seen.add(start);
				todo.add(start);
			}
			for (int i = 0; i < todo.size(); i++) {
				for (int dir = 0; dir < 4; dir++) {
					int w = b.neighbour(todo.get(i), dir);
					if (b.isFree(w) && !walls.contains(w) && seen.add(w)) todo.add(w);
				}
			}
			if (!seen.contains(end)) return false;
			int same = 0;
			for (int c : seen) same += b.colour(c) == b.colour(start) ? 1 : 0;
			return cond.holds(seen.size(), 2 * same - seen.size());
		}
	}
}
