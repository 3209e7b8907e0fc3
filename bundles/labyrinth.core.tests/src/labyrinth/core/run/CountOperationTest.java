package labyrinth.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;

class CountOperationTest {
	/** A rectangle runs with its cells as the progress's total, and the result names its rows and columns. */
	@Test
	void countsARectangleWithItsRowsAndColumns() throws Exception {
		List<RunProgress> seen = new ArrayList<>();
		CountOperation.Result r;
		try (RunContext context = new RunContext(() -> null, new AtomicBoolean(), seen::add, null)) {
			r = new CountOperation(new CountOperation.Settings(5, 6, null, OracleBudget.DEFAULT)).run(context);
		}
		assertEquals("378", r.count().toString(), "A333580: T(5,6)");
		assertTrue(r.text().startsWith("5x6 from the empty grid: 378 completions"), r.text());
		String json = r.json().toString();
		assertTrue(json.contains("\"rows\":5") && json.contains("\"columns\":6") && !json.contains("\"size\""), json);
		assertTrue(!seen.isEmpty() && seen.stream().allMatch(p -> p.total() == 30), seen.toString());
		assertThrows(IllegalArgumentException.class, () -> new CountOperation.Settings(32, 40, null, OracleBudget.DEFAULT));
	}
}
