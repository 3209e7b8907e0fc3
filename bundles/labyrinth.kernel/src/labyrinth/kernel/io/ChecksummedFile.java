package labyrinth.kernel.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.zip.CRC32;

/**
 * A text file that a run resumes from (a checkpoint): a header line "KIND VERSION", the body, and a last line with
 * the CRC-32 of everything before it. It is written atomically, so a kill never leaves half a file, and a file that
 * was cut short or edited is refused with a message instead of being resumed wrongly.
 */
public final class ChecksummedFile {
	private static final String CHECKSUM = "checksum ";

	private ChecksummedFile() {
	}

	/** Writes {@code header}, the body (lines ending in '\n') and the checksum. */
	public static void write(Path file, String header, CharSequence body) throws IOException {
		StringBuilder sb = new StringBuilder(header.length() + body.length() + 32);
		sb.append(header).append('\n').append(body);
		String sum = crc(sb);
		sb.append(CHECKSUM).append(sum).append('\n');
		TextFiles.writeAtomically(file, sb.toString());
	}

	/**
	 * The body lines of a file written with {@code header}; body line i is line i + 2 of the file. A file of
	 * another kind or version, or with a wrong checksum, is an {@link InputFileException} naming the line.
	 */
	public static List<String> read(Path file, String header) throws IOException {
		String name = file.toString();
		String text = TextFiles.read(file);
		List<String> lines = text.lines().toList();
		if (lines.isEmpty() || !lines.get(0).equals(header)) {
			String kind = header.substring(0, header.lastIndexOf(' ') + 1);
			String why = !lines.isEmpty() && lines.get(0).startsWith(kind)
					? "written by another version of this program, which cannot be resumed"
					: "not a " + kind.strip() + " file";
			throw new InputFileException(name, 1, 1, why + " (expected '" + header + "')");
		}
		int sumLine = lines.size() - 1;
		int bodyEnd = text.lastIndexOf(CHECKSUM);
		if (sumLine < 1 || !lines.get(sumLine).startsWith(CHECKSUM) || bodyEnd < 0
				|| !lines.get(sumLine).equals(CHECKSUM + crc(text.substring(0, bodyEnd)))) {
			throw new InputFileException(name, sumLine + 1, 1,
					"the file is damaged or was edited (its checksum does not match); delete it to start afresh");
		}
		return lines.subList(1, sumLine);
	}

	/** A count on a body line: a number that cannot be negative; {@code what} names it in the message. */
	public static long count(String text, String what) {
		long v = Long.parseLong(text);
		if (v < 0) throw new IllegalArgumentException(what + " cannot be negative, got " + v);
		return v;
	}

	private static String crc(CharSequence text) {
		CRC32 crc = new CRC32();
		crc.update(text.toString().getBytes(StandardCharsets.UTF_8));
		return String.format(Locale.ROOT, "%08x", crc.getValue());
	}
}
