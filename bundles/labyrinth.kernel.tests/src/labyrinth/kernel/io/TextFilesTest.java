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

	/** Writing through a link updates the file it leads to and keeps the link, as an editor does. */
	@Test
	void aWriteThroughALinkReplacesItsTargetAndKeepsTheLink() throws Exception {
		Files.createDirectory(dir.resolve("real"));
		Path target = write("real/out.txt", "old".getBytes());
		Path link = Files.createSymbolicLink(dir.resolve("link.txt"), Path.of("real/out.txt"));
		TextFiles.writeAtomically(link, "new");
		assertTrue(Files.isSymbolicLink(link), "the link is still a link");
		assertEquals("new", Files.readString(target));
		try (var files = Files.list(dir.resolve("real"))) {
			assertEquals(1, files.count(), "no temporary left beside the target");
		}
		Path dangling = Files.createSymbolicLink(dir.resolve("later.txt"), Path.of("real/later.txt"));
		TextFiles.writeAtomically(dangling, "made");
		assertTrue(Files.isSymbolicLink(dangling));
		assertEquals("made", Files.readString(dir.resolve("real/later.txt")), "a dangling link's file is created");
	}

	/** A device is written, never replaced by a regular file; a full device names the file. */
	@Test
	void aDeviceIsWrittenDirectlyAndStaysADevice() throws Exception {
		Path devNull = Path.of("/dev/null");
		TextFiles.checkWritable(devNull, "--out");
		TextFiles.writeAtomically(devNull, "nothing");
		assertFalse(Files.isRegularFile(devNull), "/dev/null is still a device");
		if (Files.exists(Path.of("/dev/full"))) {
			assertMessage(() -> TextFiles.writeAtomically(Path.of("/dev/full"), "x"), "/dev/full: cannot be written (No space left on device)");
		}
	}

	/** A FIFO would block a read for good: it is refused at once, before it is opened. */
	@Test
	void aPipeIsRefusedWithoutWaiting() throws Exception {
		Path fifo = dir.resolve("pipe.lrules");
		assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start().waitFor());
		var result = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
			try {
				TextFiles.read(fifo);
				return "read";
			} catch (InputFileException e) {
				return e.getMessage();
			}
		});
		assertEquals(fifo + ": is not a regular file (a pipe, device or socket); give a file",
				result.get(10, java.util.concurrent.TimeUnit.SECONDS));
		assertMessage(() -> TextFiles.read(Path.of("/dev/zero")), "is not a regular file");
	}

	@Test
	void aFileOverTheLimitIsRefusedBeforeItIsRead() throws Exception {
		Path big = dir.resolve("big.lrules");
		try (var f = new java.io.RandomAccessFile(big.toFile(), "rw")) {
			f.setLength(TextFiles.MAX_INPUT_BYTES + 1); // sparse: no disk used
		}
		assertMessage(() -> TextFiles.read(big), "big.lrules: is 67,108,865 bytes; input files are read up to 64 MB");
	}

	@Test
	void linksThatLoopOrDangleAreNamedAsSuch() throws Exception {
		Path a = dir.resolve("a.lrules");
		Path b = dir.resolve("b.lrules");
		Files.createSymbolicLink(a, b);
		Files.createSymbolicLink(b, a);
		assertMessage(() -> TextFiles.read(a), "a.lrules: its links lead round in a loop");
		assertMessage(() -> TextFiles.writeAtomically(a, "x"), "a.lrules: its links lead round in a loop");
		Path gone = Files.createSymbolicLink(dir.resolve("gone.lrules"), dir.resolve("nothing.lrules"));
		assertMessage(() -> TextFiles.read(gone), "gone.lrules: is a link to a file that does not exist");
	}

	@Test
	void anEmptyNameIsNotTheCurrentFolder() {
		assertMessage(() -> TextFiles.writeAtomically(Path.of(""), "x"), "no file name given");
		assertMessage(() -> TextFiles.checkWritable(Path.of(""), "--out"), "--out: no file name given");
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
