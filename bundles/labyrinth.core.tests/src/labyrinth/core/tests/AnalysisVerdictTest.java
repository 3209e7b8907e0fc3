package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.rules.Evaluation;

/**
 * Known positions and the exact fields the area and corridor analyses must disable: the original program's own
 * C-shape and near-border examples (test-data/original-positions/rules). The soundness tests alone would pass a
 * rule that disables nothing; these would not.
 */
class AnalysisVerdictTest {

	@Test
	void areaDisablesBothFieldsThatCloseOffTheCShape() throws Exception {
		assertVerdict("C-Shape_example.txt", "area", Set.of("(4,2)", "(3,1)"), Set.of("(2,2)"));
	}

	@Test
	void areaDisablesTheStepThatWallsOffTheBorder() throws Exception {
		assertVerdict("near_border.txt", "area", Set.of("(3,5)"), Set.of("(3,3)", "(2,4)"));
	}

	@Test
	void corridorDisablesBothFieldsThatCloseOffTheCShape() throws Exception {
		assertVerdict("C-Shape_example.txt", "corridor", Set.of("(4,2)", "(3,1)"), Set.of("(2,2)"));
	}

	@Test
	void corridorDisablesTheStepThatWallsOffTheBorder() throws Exception {
		assertVerdict("near_border.txt", "corridor", Set.of("(3,5)"), Set.of("(3,3)", "(2,4)"));
	}

	private static void assertVerdict(String file, String rule, Set<String> disabled, Set<String> allowed) throws Exception {
		Board b = PathFiles.read(TestData.originalPositions().resolve("rules").resolve(file)).toBoard();
		Evaluation ev = BuiltinRules.engine(List.of(rule)).evaluate(b);
		Set<String> off = new TreeSet<>();
		Set<String> on = new TreeSet<>();
		for (int d = 0; d < 4; d++) {
			if (!ev.isCandidate(d)) continue;
			String field = b.format(b.neighbour(b.head(), d));
			(ev.isAllowed(d) ? on : off).add(field);
			if (!ev.isAllowed(d)) assertEquals(rule, ev.disabledBy(d).ruleId(), field + " is disabled by " + rule);
		}
		assertEquals(new TreeSet<>(disabled), off, rule + " disables exactly these in " + file);
		assertEquals(new TreeSet<>(allowed), on, rule + " allows exactly these in " + file);
	}
}
