package labyrinth.core.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.regex.Pattern;
import java.util.zip.CRC32;

import labyrinth.kernel.io.InputFileException;

/** Edits of checkpoint files, for the tests that check how damaged ones are refused. */
final class CheckpointTexts {
	private CheckpointTexts() {
	}

	/** The checkpoint's own checksum line for an edited body (CRC-32 of everything before it). */
	static String withChecksum(String text) {
		int end = text.lastIndexOf("checksum ");
		String body = end < 0 ? text : text.substring(0, end);
		CRC32 crc = new CRC32();
		crc.update(body.getBytes(StandardCharsets.UTF_8));
		return body + String.format("checksum %08x%n", crc.getValue());
	}

	/** One random edit after the header line: a character deleted, inserted or changed, or a number inserted. */
	static String mangle(String text, Random random) {
		String body = text.substring(0, text.lastIndexOf("checksum "));
		StringBuilder sb = new StringBuilder(body);
		String symbols = "0123456789- .RDULxzdonetbachfilr\n";
		int header = text.indexOf('\n') + 1;
		int at = header + random.nextInt(Math.max(1, sb.length() - header));
		switch (random.nextInt(4)) {
		case 0 -> sb.deleteCharAt(Math.min(at, sb.length() - 1));
		case 1 -> sb.insert(at, symbols.charAt(random.nextInt(symbols.length())));
		case 2 -> sb.setCharAt(Math.min(at, sb.length() - 1), symbols.charAt(random.nextInt(symbols.length())));
		default -> sb.insert(at, "-" + random.nextInt(100));
		}
		return sb.toString();
	}

	/** Loads the checkpoint file under test. */
	@FunctionalInterface
	interface Load {
		void run() throws IOException;
	}

	/**
	 * Writes {@code tries} mangled copies of {@code good} to {@code file}, most with their checksum fixed up so that
	 * the parser itself is tried, and loads each: a message naming the file, never a crash. Answers how many were
	 * refused.
	 */
	static int refusedMangles(String good, Path file, long seed, int tries, Load load) throws IOException {
		Random random = new Random(seed);
		String name = Pattern.quote(file.toString());
		int refused = 0;
		for (int i = 0; i < tries; i++) {
			String bad = mangle(good, random);
			Files.writeString(file, random.nextInt(4) == 0 ? bad : withChecksum(bad));
			try {
				load.run();
			} catch (InputFileException e) {
				assertTrue(e.getMessage().matches("(?s)" + name + "(:\\d+:\\d+)?: .+"), e.getMessage());
				refused++;
			} catch (IOException | RuntimeException e) {
				fail("mangled checkpoint " + i + " threw " + e + " for:\n" + bad, e);
			}
		}
		return refused;
	}
}
