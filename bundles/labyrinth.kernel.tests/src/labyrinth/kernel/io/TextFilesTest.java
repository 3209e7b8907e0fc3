package labyrinth.kernel.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.kernel.io.InputFileException;
import labyrinth.kernel.io.TextFiles;

class TextFilesTest {
	@TempDir
	Path dir;

	@Test
	void aDirectoryIsNamedAsOne() {
		assertMessage(() -> TextFiles.read(dir), dir + ": is a directory, not a file");
	}

	@Test
	void aMissingFileIsNamed() {
		assertMessage(() -> TextFiles.read(dir.resolve("gone.txt")), "gone.txt: no such file");
	}

	@Test
	void utf16IsRecognisedByItsByteOrderMark() throws Exception {
		Path f = write("u16.txt", new byte[] { (byte) 0xFF, (byte) 0xFE, '5', 0, '|', 0 });
		assertMessage(() -> TextFiles.read(f), "u16.txt:1:1: the file is UTF-16 text; save it as UTF-8");
	}

	@Test
	void aNulByteIsReportedWhereItIs() throws Exception {
		Path f = write("bin.txt", "ab\ncd\0e".getBytes());
		assertMessage(() -> TextFiles.read(f), "bin.txt:2:3: a NUL byte: this is a binary file, not text");
	}

	@Test
	void malformedUtf8IsReportedByLineAndColumn() throws Exception {
		Path f = write("latin1.txt", new byte[] { 'o', 'k', '\n', (byte) 0xC3, (byte) 0xA9, 'x', (byte) 0xE9, 'y' });
		assertMessage(() -> TextFiles.read(f), "latin1.txt:2:3: byte 0xE9 is not UTF-8 text");
	}

	@Test
	void aUtf8ByteOrderMarkIsDropped() throws Exception {
		Path f = write("bom.txt", new byte[] { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '5', '|' });
		assertEquals("5|", TextFiles.read(f));
	}

	@Test
	void atomicWritesLeaveANormalFileAndNoTemporary() throws Exception {
		Path f = dir.resolve("out.txt");
		TextFiles.writeAtomically(f, "one");
		TextFiles.writeAtomically(f, "two");
		assertEquals("two", Files.readString(f));
		assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
		try (var files = Files.list(dir)) {
			assertEquals(1, files.count(), "only the file itself");
		}
	}

	@Test
	void atomicWritesMakeNoFolders() {
		Path f = dir.resolve("no/such/folder/out.txt");
		assertMessage(() -> TextFiles.writeAtomically(f, "x"), "does not exist");
		assertFalse(Files.exists(dir.resolve("no")));
	}

	@Test
	void checkWritableNamesTheOptionAndTheProblem() throws Exception {
		Path file = write("plain.txt", new byte[] { 'x' });
		assertMessage(() -> TextFiles.checkWritable(file.resolve("cp"), "--checkpoint"), "plain.txt is a file, not a folder");
		assertMessage(() -> TextFiles.checkWritable(dir.resolve("none/cp"), "--checkpoint"), "--checkpoint " + dir.resolve("none/cp")
				+ ": the folder " + dir.resolve("none") + " does not exist");
		assertMessage(() -> TextFiles.checkWritable(dir, "--checkpoint"), "is a directory; give a file name");
		TextFiles.checkWritable(dir.resolve("fine.cp"), "--checkpoint");
		assertFalse(Files.exists(dir.resolve("fine.cp")), "the check leaves nothing behind");
	}

	private Path write(String name, byte[] bytes) throws Exception {
		Path f = dir.resolve(name);
		Files.write(f, bytes);
		return f;
	}

	private static void assertMessage(org.junit.jupiter.api.function.Executable action, String expected) {
		InputFileException e = assertThrows(InputFileException.class, action);
		assertTrue(e.getMessage().contains(expected), e.getMessage());
	}
}
