package labyrinth.toggle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.toggle.Gf2Solver;
import labyrinth.toggle.PressShape;
import labyrinth.toggle.Theorems;
import labyrinth.toggle.ToggleBatches;

/** The batch runs as tasks give what the engine gives size by size. */
class ToggleBatchesTest {
	@Test
	void theNullityTableFromTasksIsTheSolversSizeBySize() throws Exception {
		try (LocalTaskRunner pool = new LocalTaskRunner(3)) {
			for (PressShape shape : PressShape.values()) {
				int[] table = ToggleBatches.nullities(shape, 3, 40, pool, new AtomicBoolean());
				for (int n = 3; n <= 40; n++) assertEquals(Gf2Solver.of(shape, n, n).nullity(), table[n - 3], shape + " " + n);
			}
			assertEquals(25 - 16, ToggleBatches.nullities(PressShape.BLOCK, 5, 5, pool, new AtomicBoolean())[0], "5 x 5: n^2 - (3k+1)^2");
		}
	}

	@Test
	void theTheoremsHoldOnEverySizeInSizeOrder() throws Exception {
		try (LocalTaskRunner pool = new LocalTaskRunner(2)) {
			List<Theorems.Check> checks = ToggleBatches.verify(1, 14, 30, 3, pool, new AtomicBoolean());
			assertEquals(4 * 14, checks.size());
			for (int i = 0; i < checks.size(); i++) {
				assertEquals(1 + i / 4, checks.get(i).size());
				assertTrue(checks.get(i).holds(), checks.get(i).found());
			}
			assertEquals(Theorems.all(9, 9, 30, 3), checks.subList(32, 36));
		}
	}
}
