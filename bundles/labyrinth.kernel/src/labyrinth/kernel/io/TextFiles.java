package labyrinth.kernel.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * The one place where user files are read and written. Reading is strict: a directory, a binary file, UTF-16 or
 * malformed UTF-8 gets a message naming the file and the position, never a decoder's bare exception. Writing is
 * atomic: a temporary file beside the target, then a rename, so a crash never leaves a half-written file.
 */
public final class TextFiles {
	private static final String LINK_LOOP = "its links lead round in a loop";
	private static final Set<PosixFilePermission> NEW_FILE = PosixFilePermissions.fromString("rw-r--r--");

	/** Something that writes a file's content to a stream. */
	@FunctionalInterface
	public interface Content {
		void writeTo(OutputStream out) throws IOException;
	}

	private TextFiles() {
	}

	/** The largest input file read, so a huge or endless file is refused at once instead of filling the memory. */
	public static final long MAX_INPUT_BYTES = 64L << 20;

	/**
	 * The file's text (UTF-8, a leading byte-order mark dropped). Only a regular file of at most
	 * {@link #MAX_INPUT_BYTES} is read: a FIFO would block for good and a device never ends.
	 */
	public static String read(Path file) throws InputFileException {
		String name = file.toString();
		BasicFileAttributes attributes = attributes(file, name);
		if (attributes.isDirectory()) throw new InputFileException(name, "is a directory, not a file");
		if (!attributes.isRegularFile()) {
			throw new InputFileException(name, "is not a regular file (a pipe, device or socket); give a file");
		}
		if (attributes.size() > MAX_INPUT_BYTES) {
			throw new InputFileException(name, String.format(java.util.Locale.ROOT, "is %,d bytes; input files are read up to %d MB",
					attributes.size(), MAX_INPUT_BYTES >> 20));
		}
		byte[] bytes;
		try (java.io.InputStream in = Files.newInputStream(file)) {
			// the file may have grown since its size was read: read one byte past the limit to know
			bytes = in.readNBytes((int) MAX_INPUT_BYTES + 1);
		} catch (IOException e) {
			throw new InputFileException(name, "cannot be read (" + reason(e) + ")");
		}
		if (bytes.length > MAX_INPUT_BYTES) {
			throw new InputFileException(name, "grew past " + (MAX_INPUT_BYTES >> 20) + " MB while it was read");
		}
		return decode(bytes, name);
	}

	/** The attributes of the file a path leads to, links followed; a message for each way it can fail. */
	private static BasicFileAttributes attributes(Path file, String name) throws InputFileException {
		try {
			return Files.readAttributes(file, BasicFileAttributes.class);
		} catch (NoSuchFileException e) {
			throw new InputFileException(name, Files.isSymbolicLink(file) ? "is a link to a file that does not exist" : "no such file");
		} catch (FileSystemException e) {
			if (Files.isSymbolicLink(file) && String.valueOf(e.getReason()).startsWith("Too many levels of symbolic links")) {
				throw new InputFileException(name, LINK_LOOP);
			}
			throw new InputFileException(name, "cannot be read (" + reason(e) + ")");
		} catch (IOException e) {
			throw new InputFileException(name, "cannot be read (" + reason(e) + ")");
		}
	}

	/** Decodes UTF-8 strictly; {@code source} names the input in messages. */
	public static String decode(byte[] bytes, String source) throws InputFileException {
		if (bytes.length >= 2 && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
				|| (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE))) {
			throw new InputFileException(source, 1, 1, "the file is UTF-16 text; save it as UTF-8");
		}
		int start = bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF ? 3 : 0;
		for (int i = start; i < bytes.length; i++) {
			if (bytes[i] == 0) {
				int[] at = position(bytes, start, i);
				throw new InputFileException(source, at[0], at[1], "a NUL byte: this is a binary file, not text");
			}
		}
		CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
				.onUnmappableCharacter(CodingErrorAction.REPORT);
		ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
		CharBuffer out = CharBuffer.allocate(bytes.length);
		CoderResult result = decoder.decode(in, out, true);
		if (!result.isError()) result = decoder.flush(out);
		if (result.isError()) {
			int bad = in.position();
			int[] at = position(bytes, start, bad);
			throw new InputFileException(source, at[0], at[1], String.format(java.util.Locale.ROOT,
					"byte 0x%02X is not UTF-8 text; save the file as UTF-8", bytes[bad] & 0xFF));
		}
		return out.flip().toString();
	}

	/** Line and column (in characters, counting each UTF-8 sequence once) of byte {@code index}. */
	private static int[] position(byte[] bytes, int start, int index) {
		int line = 1;
		int column = 1;
		for (int i = start; i < index; i++) {
			if (bytes[i] == '\n') {
				line++;
				column = 1;
			} else if ((bytes[i] & 0xC0) != 0x80) {
				column++;
			}
		}
		return new int[] { line, column };
	}

	/** Writes text atomically. The folder must exist. */
	public static void writeAtomically(Path file, String content) throws IOException {
		byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
		writeAtomically(file, out -> out.write(bytes));
	}

	/**
	 * Writes through a temporary file in the same folder and a rename. A link is followed: the file it leads to is
	 * replaced and the link stays. A pipe or device (such as /dev/null) is written directly, as it cannot be replaced.
	 * A new file gets the usual rw-r--r-- permissions; a replaced file keeps its own. A failure names the file.
	 */
	public static void writeAtomically(Path file, Content content) throws IOException {
		if (file.toString().isEmpty()) throw new InputFileException("(empty)", "no file name given");
		if (Files.isDirectory(file)) throw new InputFileException(file.toString(), "is a directory, not a file");
		if (Files.exists(file) && !Files.isRegularFile(file)) {
			writeDirectly(file, content);
			return;
		}
		Path target = linkTarget(file);
		Path dir = target.getParent();
		if (!Files.isDirectory(dir)) throw new InputFileException(file.toString(), "its folder " + dir + " does not exist");
		Path tmp = null;
		try {
			tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
			try (OutputStream out = Files.newOutputStream(tmp)) {
				content.writeTo(out);
			}
			setPermissions(tmp, Files.exists(target) ? permissionsOf(target) : NEW_FILE);
			try {
				Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
			} catch (AtomicMoveNotSupportedException e) {
				Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
			}
		} catch (InputFileException e) {
			throw e;
		} catch (IOException e) {
			throw new InputFileException(file.toString(), "cannot be written (" + reason(e) + "); the file is as it was");
		} finally {
			if (tmp != null) Files.deleteIfExists(tmp);
		}
	}

	/** Where a path leads through its links (the last one may dangle: then the file it names is created). */
	static Path linkTarget(Path file) throws InputFileException {
		Path target = file.toAbsolutePath();
		for (int hops = 0; Files.isSymbolicLink(target); hops++) {
			if (hops == 40) throw new InputFileException(file.toString(), LINK_LOOP);
			try {
				target = target.resolveSibling(Files.readSymbolicLink(target)).normalize();
			} catch (IOException e) {
				throw new InputFileException(file.toString(), "its link cannot be read (" + reason(e) + ")");
			}
		}
		return target;
	}

	private static void writeDirectly(Path file, Content content) throws IOException {
		try (OutputStream out = Files.newOutputStream(file, java.nio.file.StandardOpenOption.WRITE)) {
			content.writeTo(out);
		} catch (IOException e) {
			throw new InputFileException(file.toString(), "cannot be written (" + reason(e) + ")");
		}
	}

	/**
	 * Checks before a long run that {@code file} can be written later: its folder exists and takes a new file,
	 * and the file is not a directory. The message names the option.
	 */
	public static void checkWritable(Path file, String option) throws InputFileException {
		if (file.toString().isEmpty()) throw new InputFileException(option, "no file name given");
		String name = option + " " + file;
		if (Files.isDirectory(file)) throw new InputFileException(name, "is a directory; give a file name");
		if (Files.exists(file) && !Files.isRegularFile(file)) return; // a pipe or device: written directly
		Path target = linkTarget(file);
		Path dir = target.getParent();
		if (dir == null || !Files.exists(dir)) throw new InputFileException(name, "the folder " + dir + " does not exist");
		if (!Files.isDirectory(dir)) throw new InputFileException(name, dir + " is a file, not a folder");
		try {
			Path probe = Files.createTempFile(dir, "." + target.getFileName(), ".probe");
			Files.delete(probe);
		} catch (IOException | UnsupportedOperationException e) {
			throw new InputFileException(name, "cannot write in " + dir + " (" + reason(e) + ")");
		}
	}

	private static String reason(Exception e) {
		if (e instanceof AccessDeniedException) return "permission denied";
		if (e instanceof NoSuchFileException) return "the file system there takes no new files";
		if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason();
		return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
	}

	private static Set<PosixFilePermission> permissionsOf(Path file) {
		try {
			return Files.getPosixFilePermissions(file);
		} catch (IOException | UnsupportedOperationException e) {
			return NEW_FILE;
		}
	}

	private static void setPermissions(Path file, Set<PosixFilePermission> permissions) {
		try {
			Files.setPosixFilePermissions(file, permissions);
		} catch (IOException | UnsupportedOperationException e) {
			// not a POSIX file system: the file keeps what the system gave it
		}
	}
}
