package labyrinth.core.tests;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.zip.CRC32;

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
}
