package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.kernel.io.TextFiles;

/**
 * Every command that reads a file, given what is not a readable text file: a FIFO (which blocks whoever opens it), a
 * device that never ends, a link that dangles or loops, a file over the size limit. Each is refused at once with a
 * message naming the file; none hangs, fills the memory or prints a stack trace.
 */
class EveryReaderFuzzTest {
	@TempDir
	Path dir;

	private static final String BOARD_PLACEHOLDER = "@board";

	/** Each reader: the command line that reads {@code f} where a user names a file. */
	private static final List<Function<String, String[]>> READERS = List.of(
			f -> new String[] { "enumerate", "--size", "5", "--rules", f },
			f -> new String[] { "random", "--size", "5", "--walks", "5", "--rules", f },
			f -> new String[] { "check", f },
			f -> new String[] { "count", f },
			f -> new String[] { "enumerate", "--size", "5", "--checkpoint", f },
			f -> new String[] { "knights", "check", f },
			f -> new String[] { "knights", "tour", "--size", "8", "--tiebreak", "table:" + f },
			f -> new String[] { "toggle", "solve", f },
			f -> new String[] { "reach", "within", "--board", f, "--steps", "2" },
			f -> new String[] { "reach", "beam", "--board", BOARD_PLACEHOLDER, "--routing", f });

	@Test
	void noReaderHangsOrCrashesOnWhatIsNotATextFile() throws Exception {
		Path fifo = dir.resolve("fifo");
		assertTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0);
		Path huge = dir.resolve("huge");
		try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
			f.setLength(TextFiles.MAX_INPUT_BYTES + 1); // sparse
		}
		Path dangling = Files.createSymbolicLink(dir.resolve("dangling"), dir.resolve("nowhere"));
		Path loopA = dir.resolve("loopA");
		Files.createSymbolicLink(loopA, dir.resolve("loopB"));
		Files.createSymbolicLink(dir.resolve("loopB"), loopA);
		Path board = Files.writeString(dir.resolve("board.txt"), "S..\n...\n...\n");
		List<String> inputs = List.of(fifo.toString(), "/dev/zero", huge.toString(), dangling.toString(), loopA.toString());
		List<String> failures = new ArrayList<>();
		for (Function<String, String[]> reader : READERS) {
			for (String input : inputs) {
				String[] args = reader.apply(input);
				for (int i = 0; i < args.length; i++) if (args[i].equals(BOARD_PLACEHOLDER)) args[i] = board.toString();
				if (input.equals(dangling.toString()) && List.of(args).contains("--checkpoint")) continue; // a new checkpoint there
				CliRun cli = new CliRun();
				int code = CompletableFuture.supplyAsync(() -> cli.run(args)).get(30, TimeUnit.SECONDS);
				String err = cli.err(); // fails the test on a stack trace
				String call = String.join(" ", args);
				if (code == 0) failures.add(call + ": accepted");
				else if (!err.contains(input)) failures.add(call + ": the message does not name the file: " + err.strip());
			}
		}
		assertTrue(failures.isEmpty(), String.join("\n", failures));
		assertNotEquals(0, READERS.size());
	}
}
