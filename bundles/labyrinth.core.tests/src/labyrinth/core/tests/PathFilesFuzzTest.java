package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import labyrinth.core.io.PathFiles;
import labyrinth.core.io.PathFormatException;

/** Thousands of mangled path files: each one parses or gets a message with a position, never another exception. */
class PathFilesFuzzTest {
	private static final String SYMBOLS = "0123456789|-,;:.\n RDULrx#\u00e9\u0000\uFEFF";

	@Test
	void mangledPathFilesGetAPositionedMessage() throws Exception {
		List<String> seeds = new ArrayList<>();
		try (Stream<Path> s = Files.walk(TestData.originalPositions())) {
			for (Path p : s.filter(Files::isRegularFile).limit(40).toList()) seeds.add(Files.readString(p));
		}
		seeds.add("labyrinth-path 1\nsize 7\nseed 3\nmoves\n RRDDLLDR\n");
		Random random = new Random(12);
		int parsed = 0;
		int refused = 0;
		for (int i = 0; i < 4000; i++) {
			String text = mangle(seeds.get(random.nextInt(seeds.size())), random);
			try {
				PathFiles.parse(text, "fuzz.txt").toBoard();
				parsed++;
			} catch (PathFormatException e) {
				assertTrue(e.getMessage().matches("(?s)fuzz\\.txt:\\d+:\\d+: .+"), e.getMessage());
				assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
				refused++;
			} catch (RuntimeException e) {
				fail("mangled input " + i + " threw " + e + " for:\n" + text, e);
			}
		}
		assertTrue(parsed > 0 && refused > 1000, parsed + " parsed, " + refused + " refused");
	}

	static String mangle(String text, Random random) {
		StringBuilder sb = new StringBuilder(text);
		int edits = 1 + random.nextInt(4);
		for (int e = 0; e < edits && sb.length() > 0; e++) {
			int at = random.nextInt(sb.length());
			switch (random.nextInt(4)) {
			case 0 -> sb.deleteCharAt(at);
			case 1 -> sb.insert(at, SYMBOLS.charAt(random.nextInt(SYMBOLS.length())));
			case 2 -> sb.setCharAt(at, SYMBOLS.charAt(random.nextInt(SYMBOLS.length())));
			default -> sb.setLength(at);
			}
		}
		return sb.toString();
	}
}
