package labyrinth.kernel.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class RunProgressTest {
	@Test
	void oneOfACountIsSingular() {
		assertEquals("1 dead end", RunProgress.amount(1, "dead ends"));
		assertEquals("0 dead ends", RunProgress.amount(0, "dead ends"));
		assertEquals("12,345 frontier states", RunProgress.amount(12_345, "frontier states"));
	}

	@Test
	void theLineNamesEachCount() {
		RunProgress p = new RunProgress("13x13", 250, 1000, "walks", List.of(new RunProgress.Count("dead ends", 1)), null, null);
		assertEquals("13x13: 250/1,000 walks, 1 dead end", p.line());
		assertEquals(1, p.count("dead ends"));
		assertEquals(-1, p.count("walkthroughs"));
	}
}
