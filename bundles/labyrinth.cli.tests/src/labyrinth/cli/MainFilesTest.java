package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.kernel.io.RunLock;

/** Links, devices, pipes, locked checkpoints, outputs that are inputs, repeated and conflicting options. */
class MainFilesTest {
	@TempDir
	Path dir;

	private static final String TABLE = "tiebreak table T\ncase m mod 1 = 0:\n\t34261578 to end\n";

	private final CliRun cli = new CliRun();

	@Test
	void anOutputThroughALinkUpdatesItsTargetAndKeepsTheLink() throws Exception {
		Path target = Files.writeString(dir.resolve("tour.txt"), "old");
		Path link = Files.createSymbolicLink(dir.resolve("latest.txt"), target.getFileName());
		assertEquals(0, cli.run("knights", "tour", "--size", "8", "--tiebreak", "ordering:34261578", "--out", link.toString()));
		assertTrue(Files.isSymbolicLink(link), "the link stays a link");
		assertEquals(0, cli.run("knights", "check", target.toString()), cli.err());
	}

	@Test
	void aCheckpointThroughALinkKeepsTheLinkAndResumes() throws Exception {
		Files.createDirectory(dir.resolve("runs"));
		Path link = Files.createSymbolicLink(dir.resolve("cp"), Path.of("runs/5x5.cp"));
		assertEquals(0, cli.run("enumerate", "--size", "5", "--checkpoint", link.toString()));
		assertTrue(Files.isSymbolicLink(link));
		assertTrue(Files.isRegularFile(dir.resolve("runs/5x5.cp")), "the checkpoint is where the link leads");
		assertEquals(0, cli.run("enumerate", "--size", "5", "--checkpoint", link.toString()));
		assertTrue(cli.out().contains("resumed from the checkpoint"), cli.out());
	}

	@Test
	void anOutputToADeviceWritesItAndLeavesTheDevice() {
		assertEquals(0, cli.run("knights", "tour", "--size", "8", "--out", "/dev/null"));
		assertFalse(Files.isRegularFile(Path.of("/dev/null")));
	}

	@Test
	void aMissingRuleFileIsNamedOnce() {
		Path missing = dir.resolve("missing.lrules");
		assertEquals(1, cli.run("random", "--size", "7", "--walks", "1", "--rules", missing.toString()));
		assertTrue(cli.err().contains("  " + missing + ": not found\n"), cli.err());
		assertEquals(1, cli.err().split(java.util.regex.Pattern.quote(missing.toString()), -1).length - 1, cli.err());
	}

	@Test
	void aPipeAsARuleFileIsRefusedAtOnce() throws Exception {
		Path fifo = dir.resolve("rules.lrules");
		assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
		int code = CompletableFuture.supplyAsync(() -> cli.run("enumerate", "--size", "5", "--rules", fifo.toString())).get(20, TimeUnit.SECONDS);
		assertEquals(1, code);
		assertTrue(cli.err().contains(fifo + ": is not a regular file (a pipe, device or socket); give a file"), cli.err());
	}

	@Test
	void aCheckpointInUseIsRefusedNamingTheFile() throws Exception {
		Path cp = dir.resolve("shared.cp");
		try (RunLock other = RunLock.acquire(cp, "--checkpoint")) {
			assertEquals(1, cli.run("random", "--size", "5", "--walks", "10", "--checkpoint", cp.toString()));
			assertTrue(cli.err().contains("--checkpoint " + cp + ": is in use by another run"), cli.err());
			assertEquals(1, cli.run("enumerate", "--size", "5", "--checkpoint", cp.toString()));
			assertTrue(cli.err().contains("--checkpoint " + cp + ": is in use by another run"), cli.err());
			assertEquals("", cli.out(), "nothing ran");
		}
		assertEquals(0, cli.run("random", "--size", "5", "--walks", "10", "--checkpoint", cp.toString()), cli.err());
	}

	@Test
	void anOutputThatIsTheTiebreakTableIsRefused() throws Exception {
		Path table = Files.writeString(dir.resolve("t.ltour"), TABLE);
		assertEquals(2, cli.run("knights", "tour", "--size", "8", "--tiebreak", "table:" + table, "--out", table.toString()));
		assertTrue(cli.err().contains("--out " + table + " is the file --tiebreak table:" + table + " reads"), cli.err());
		assertEquals(TABLE, Files.readString(table), "the table is untouched");
	}

	@Test
	void aRepeatedOptionIsAnErrorNotTheLastOneWins() {
		assertEquals(2, cli.run("enumerate", "--size", "5", "--size", "7"));
		assertTrue(cli.err().contains("--size is given twice; give it once"), cli.err());
		assertEquals(2, cli.run("enumerate", "--size", "5", "--json", "--json"));
		assertTrue(cli.err().contains("--json is given twice"), cli.err());
		assertEquals(2, cli.run("enumerate", "--size", "5", "--builtins", "area,area"));
		assertTrue(cli.err().contains("--builtins names 'area' twice"), cli.err());
		assertEquals(2, cli.run("enumerate", "--size", "5", "--cluster", "127.0.0.1:5841,,"));
		assertTrue(cli.err().contains("--cluster expects HOST:PORT[,HOST:PORT...], got '' in '127.0.0.1:5841,,'"), cli.err());
		assertEquals("", cli.out());
	}

	@Test
	void conflictingOptionsAreErrors() throws Exception {
		assertEquals(2, cli.run("knights", "sweep", "--sizes", "8..9", "--json", "--csv"));
		assertTrue(cli.err().contains("--json and --csv are two forms of the output; choose one"), cli.err());
		assertEquals(2, cli.run("discover", "--size", "5", "--exhaustive", "--walks", "10"));
		assertTrue(cli.err().contains("leave out --walks and --seed"), cli.err());
		Path path = Files.writeString(dir.resolve("p.txt"), "5|1-1,1;0,1-1,2");
		assertEquals(2, cli.run("count", "--size", "7", path.toString()));
		assertTrue(cli.err().contains("leave out --size"), cli.err());
	}

	@Test
	void benchRefusesWhatItDoesNotTake() {
		assertEquals(2, cli.run("bench", "--frob"));
		assertTrue(cli.err().contains("unknown option --frob"), cli.err());
		assertEquals(2, cli.run("bench", "--size", "5"));
		assertTrue(cli.err().contains("--size and --rounds go with --ggcount or --previous"), cli.err());
	}

	@Test
	void aBindAddressIsCheckedAndNamed() {
		assertEquals(2, cli.run("enumerate", "--size", "5", "--cluster", "127.0.0.1:5701", "--bind", "127.0.0.300"));
		assertTrue(cli.err().contains("--bind 127.0.0.300 is not an IPv4 address"), cli.err());
		assertEquals(2, cli.run("enumerate", "--size", "5", "--cluster", "127.0.0.1:5701", "--bind", "192.0.2.1"));
		assertTrue(cli.err().contains("--bind 192.0.2.1 is not an address of this machine"), cli.err());
	}

	@Test
	void aRaggedTourRowIsNamedByItsLine() throws Exception {
		Path tour = Files.writeString(dir.resolve("t.txt"), "1 4 7\n8 5\n3 6 9\n");
		assertEquals(1, cli.run("knights", "check", tour.toString()));
		assertTrue(cli.err().contains(tour + ":2:1: a tour is square: 3 rows, but this row has 2 numbers"), cli.err());
		Files.writeString(tour, "1 4 \u0667\n8 5 2\n3 6 9\n");
		assertEquals(1, cli.run("knights", "check", tour.toString()));
		assertTrue(cli.err().contains(tour + ":1:5: '\u0667' is not a step number"), cli.err());
	}

	/** Tables bigger than the heap would end in an OutOfMemoryError; the option is refused before the count starts. */
	@Test
	void anOracleBudgetBeyondTheHeapIsRefused() {
		assertEquals(2, cli.run("count", "--size", "7", "--oracle-memory", Integer.toString(1 << 20)));
		assertTrue(cli.err().contains("--oracle-memory 1048576 is more than this process's heap of"), cli.err());
	}

	/** Standard error that is a log, not a terminal, gets whole progress lines, never carriage returns. */
	@Test
	void progressIntoALogIsWholeLines() {
		long before = Command.logProgressNanos;
		Command.logProgressNanos = 1;
		try {
			assertEquals(0, cli.run("random", "--size", "11", "--walks", "500", "--seed", "5"));
		} finally {
			Command.logProgressNanos = before;
		}
		String err = cli.err();
		assertFalse(err.contains("\r"), "no carriage return in a log");
		assertTrue(err.lines().anyMatch(l -> l.startsWith("11x11") && l.contains("walks")), err);
	}

	/** A count's progress says how far it is: cell k of all, the frontier states, the memory in use and the heap. */
	@Test
	void aCountsProgressSaysTheCellTheStatesAndTheMemory() {
		long before = Command.logProgressNanos;
		Command.logProgressNanos = 1;
		try {
			assertEquals(0, cli.run("count", "--size", "13x25"));
		} finally {
			Command.logProgressNanos = before;
		}
		assertTrue(cli.err().lines().anyMatch(l -> l.matches("counting completions: [\\d,]+/325 cells, [\\d,]+ frontier states?, [\\d,]+ MB in use, [\\d,]+ MB heap")),
				cli.err());
	}
}
