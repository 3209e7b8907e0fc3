package labyrinth.core.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The text form that carries rule sets to cluster members keeps the window of the built-ins. */
class RuleSetTextTest {
	private static final List<RuleSetSpec.Entry> BUILTINS = List.of(RuleSetSpec.Entry.builtin("c-shape"),
			RuleSetSpec.Entry.builtin("area"), RuleSetSpec.Entry.builtin("corridor"));

	@Test
	void aWindowSurvivesTheTextForm() {
		RuleSetSpec spec = new RuleSetSpec("local", List.of(11, 13), 5, BUILTINS);
		String text = RuleSetText.format(spec);
		RuleSetSpec again = RuleSetText.parse(text);
		assertEquals(5, again.window());
		assertEquals(spec.digest(), again.digest());
		assertFalse(text.contains("window 0"), text);
	}

	@Test
	void theWholeBoardWritesNoWindowLine() {
		String text = RuleSetText.format(new RuleSetSpec("whole", List.of(), BUILTINS));
		assertFalse(text.contains("window"), text);
		assertEquals(0, RuleSetText.parse(text).window());
	}

	@Test
	void aBadWindowNamesItsLine() {
		String text = RuleSetText.format(new RuleSetSpec("local", List.of(), 4, BUILTINS)).replace("window 4", "window 2");
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RuleSetText.parse(text));
		assertEquals("line 4: a window radius must be at least 3 (or 0 for the whole board), not 2", e.getMessage());
	}
}
