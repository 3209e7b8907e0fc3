package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bench --ggcount: both sides as processes, their counts compared, the table of medians. Stand-in programs here. */
class CounterBenchTest {
	@TempDir
	Path dir;

	private Path script(String name, String body) throws IOException {
		Path p = dir.resolve(name);
		Files.writeString(p, "#!/bin/sh\n" + body + "\n");
		Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
		return p;
	}

	@Test
	void printsBothSidesAndTheirRatiosWhenTheCountsAgree() throws Exception {
		// "count --size N" as this CLI prints it, and GGCount's "-h N-1": the number alone
		Path ours = script("ours", "sleep 0.2; echo \"$3x$3 from the empty grid: 104 completions (0.001 s)\"");
		Path gg = script("gg", "sleep 0.1; echo 104");
		ByteArrayOutputStream text = new ByteArrayOutputStream();
		CounterBench.run(new PrintStream(text, true, StandardCharsets.UTF_8), List.of(ours.toString()), gg, true, List.of(5), 3);
		String table = text.toString(StandardCharsets.UTF_8);
		String row = table.lines().filter(l -> l.startsWith("5x5")).findFirst().orElseThrow(() -> new AssertionError(table));
		String[] cells = row.trim().split(" +");
		double ratio = Double.parseDouble(cells[3]);
		assertTrue(ratio > 1.3 && ratio < 3.5, "0.2 s against 0.1 s: " + row);
		assertTrue(Double.parseDouble(cells[4]) > 0, "a peak memory was seen: " + row);
		assertTrue(table.startsWith("completion counter, whole processes, 3 rounds alternating"), table);
		ByteArrayOutputStream once = new ByteArrayOutputStream();
		CounterBench.run(new PrintStream(once, true, StandardCharsets.UTF_8), List.of(ours.toString()), gg, true, List.of(5), 1);
		assertTrue(once.toString(StandardCharsets.UTF_8).startsWith("completion counter, whole processes, 1 round alternating"), once.toString(StandardCharsets.UTF_8));
	}

	@Test
	void countsThatDifferStopTheBench() throws Exception {
		Path ours = script("ours", "echo \"$3x$3 from the empty grid: 104 completions (0.001 s)\"");
		Path gg = script("gg", "echo 105");
		IOException e = assertThrows(IOException.class, () -> CounterBench.run(new PrintStream(new ByteArrayOutputStream()),
				List.of(ours.toString()), gg, true, List.of(5), 1));
		assertTrue(e.getMessage().contains("the counts differ: 5x5: this build counts 104, GGCount 105"), e.getMessage());
	}

	@Test
	void aMissingBinaryIsNamedByItsOption() {
		CliRun cli = new CliRun();
		assertEquals(2, cli.run("bench", "--ggcount", dir.resolve("nothing").toString()));
		assertTrue(cli.err().contains("--ggcount " + dir.resolve("nothing") + " is not an executable file"), cli.err());
		assertEquals(2, cli.run("bench", "--rounds", "2"));
		assertTrue(cli.err().contains("--size and --rounds go with --ggcount or --previous"), cli.err());
	}
}
