package labyrinth.kernel.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SizeRangeTest {
	@Test
	void aRangeOrOneSizeReads() {
		assertEquals(new SizeRange(5, 100), SizeRange.parse(" 5 .. 100 ", 5000, "5..100"));
		assertEquals(new SizeRange(7, 7), SizeRange.parse("7", 5000, "5..100"));
		assertEquals(3, SizeRange.parse("1..3", 3, "1..3").count());
		assertEquals("7", new SizeRange(7, 7).toString());
	}

	@Test
	void whatIsWrongIsSaidWithTheTextGiven() {
		for (String bad : new String[] { "0..4", "5..4", "1..201", "a..b", "", ".." }) {
			IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SizeRange.parse(bad, 200, "1..40"));
			assertEquals("a size or a range like 1..40 (sizes 1 to 200), got '" + bad + "'", e.getMessage());
		}
	}
}
