package labyrinth.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** A run's command line, as the run log keeps it, reads back into the arguments it was written from. */
class CommandLinesTest {

	@Test
	void aWrittenLineReadsBackIntoItsArguments() {
		List<String> line = List.of("random", "--size", "9", "--rules", "/home/a user/it's mine.lrules", "--builtins", "c-shape,area",
				"--save", "");
		String text = CommandLines.text(line);
		assertEquals("labyrinth random --size 9 --rules '/home/a user/it'\\''s mine.lrules' --builtins c-shape,area --save ''", text);
		assertEquals(line, CommandLines.words(text));
	}

	@Test
	void blanksBetweenWordsDoNotMakeWords() {
		assertEquals(List.of("enumerate", "--size", "7"), CommandLines.words("  labyrinth   enumerate --size\t7 "));
	}
}
