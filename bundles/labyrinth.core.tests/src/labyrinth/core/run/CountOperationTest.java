package labyrinth.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;

class CountOperationTest {
	/** Who asks for the count of the empty grid wants the number: no time limit, the tables the heap holds. */
	@Test
	void theEmptyGridIsCountedToTheEndAndAFileWithinTheOraclesBudget() {
		OracleBudget whole = CountOperation.Settings.emptyGrid(17, 17).budget();
		assertEquals(0, whole.seconds(), "no time limit");
		assertEquals(OracleBudget.largestFor(Runtime.getRuntime().maxMemory()), whole.megabytes(), "the tables the heap holds");
		assertTrue(whole.megabytes() >= OracleBudget.DEFAULT.megabytes(), "never less than the oracle's budget");
		OracleBudget file = CountOperation.Settings.file(Path.of("line.lpath")).budget();
		assertEquals(OracleBudget.DEFAULT_SECONDS, file.seconds(), "a partial line keeps the oracle's time limit");
		assertEquals(OracleBudget.DEFAULT, file);
	}

	@Test
	void progressSaysTheCellTheStatesAndTheMemoryInUse() {
		RunProgress p = CountOperation.progress(40, 63, 1234);
		assertEquals(40, p.done());
		assertEquals(63, p.total());
		assertEquals(1234, p.count("frontier states"));
		long used = p.count("MB in use");
		assertTrue(used > 0 && used <= p.count("MB heap"), p.line());
		assertEquals(Runtime.getRuntime().maxMemory() >> 20, p.count("MB heap"));
		assertTrue(p.line().startsWith("counting completions: 40/63 cells, 1,234 frontier states, " + String.format("%,d", used) + " MB in use"),
				p.line());
	}

	/** A rectangle runs with its cells as the progress's total, and the result names its rows and columns. */
	@Test
	void countsARectangleWithItsRowsAndColumns() throws Exception {
		List<RunProgress> seen = new ArrayList<>();
		CountOperation.Result r;
		try (RunContext context = new RunContext(() -> null, new AtomicBoolean(), seen::add, null)) {
			r = new CountOperation(CountOperation.Settings.emptyGrid(5, 6)).run(context);
		}
		assertEquals("378", r.count().toString(), "A333580: T(5,6)");
		assertTrue(r.text().startsWith("5x6 from the empty grid: 378 completions"), r.text());
		String json = r.json().toString();
		assertTrue(json.contains("\"rows\":5") && json.contains("\"columns\":6") && !json.contains("\"size\""), json);
		assertTrue(!seen.isEmpty() && seen.stream().allMatch(p -> p.total() == 30 && p.count("MB in use") > 0), seen.toString());
		assertThrows(IllegalArgumentException.class, () -> CountOperation.Settings.emptyGrid(32, 40));
	}
}
