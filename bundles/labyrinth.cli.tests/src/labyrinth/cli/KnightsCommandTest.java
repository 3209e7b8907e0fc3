package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code labyrinth knights}: tours, sweeps with tables, statistics, the tour checker and bad input. */
class KnightsCommandTest {
	@TempDir
	Path dir;

	private final CliRun cli = new CliRun();

	@Test
	void theOrdering12345678GivesThePapersTour() {
		assertEquals(0, cli.run("knights", "tour", "--size", "8", "--tiebreak", "ordering:12345678"));
		assertTrue(cli.out().contains(" 1 16 27 22  3 18 47 56\n26 23  2 17 46 57  4 19\n"), cli.out());
	}

	@Test
	void aTourWrittenWithOutIsCheckedBack() throws Exception {
		Path file = dir.resolve("tour.txt");
		assertEquals(0, cli.run("knights", "tour", "--size", "10", "--tiebreak", "table:squirrel-cull", "--out", file.toString()));
		assertEquals(0, cli.run("knights", "check", file.toString()));
		assertTrue(cli.out().contains("a knight's tour of the 10 x 10 board, 0 deviations from Warnsdorff's rule"), cli.out());
	}

	@Test
	void theSweepFindsTheShippedTablesOnlyFailure() {
		assertEquals(0, cli.run("knights", "sweep", "--sizes", "70..80", "--tiebreak", "table:squirrel-cull", "--csv"));
		assertTrue(cli.out().startsWith("m,visited,row,col\n74,"), cli.out());
		assertEquals(2, cli.out().split("\n").length);
		assertEquals(0, cli.run("knights", "sweep", "--sizes", "70..80", "--tiebreak", "table:squirrel-cull-74"));
		assertTrue(cli.out().contains("0 of 11 fail"), cli.out());
	}

	@Test
	void statisticsAreReproducibleBySeedAndThreads() {
		assertEquals(0, cli.run("knights", "stats", "--sizes", "5..20", "--trials", "20", "--seed", "3", "--threads", "1", "--csv"));
		String one = cli.out();
		assertEquals(0, cli.run("knights", "stats", "--sizes", "5..20", "--trials", "20", "--seed", "3", "--threads", "2", "--csv"));
		assertEquals(one, cli.out());
		assertTrue(one.contains("\n5,20,20,1.0000\n"), one);
	}

	@Test
	void aTableFileWithAProblemIsNamedByLineAndColumn() throws Exception {
		Path table = Files.writeString(dir.resolve("bad.ltour"), "tiebreak table Bad\ncase m mod 1 = 0:\n\t12245678 to end\n");
		assertEquals(1, cli.run("knights", "tour", "--size", "8", "--tiebreak", "table:" + table));
		assertTrue(cli.err().contains(table + ":3:2: digit 3 of '12245678' repeats move type 2"), cli.err());
	}

	@Test
	void eachProblemOfATableFileIsALineOfItsOwn() throws Exception {
		Path table = Files.writeString(dir.resolve("two.ltour"), "tiebreak table Two\ncase m mod 2 = 0:\n\t12245678 to end\n"
				+ "case m mod 2 = 3:\n\t12345678 to end\n");
		assertEquals(1, cli.run("knights", "sweep", "--sizes", "5..9", "--tiebreak", "table:" + table));
		assertEquals("labyrinth: the tiebreak table has problems:\n"
				+ "  " + table + ":3:2: digit 3 of '12245678' repeats move type 2; each of 1..8 must appear once\n"
				+ "  " + table + ":4:16: the residue 3 must be below the modulus 2\n", cli.err());
	}

	@Test
	void badOptionsAreNamed() {
		assertEquals(2, cli.run("knights", "tour", "--size", "0"));
		assertTrue(cli.err().contains("--size must be from 1 to 5000, got 0"), cli.err());
		assertEquals(2, cli.run("knights", "tour", "--size", "8", "--tiebreak", "ordering:1234"));
		assertTrue(cli.err().contains("--tiebreak ordering:1234: a move-ordering has the eight digits 1..8 once each"), cli.err());
		assertEquals(2, cli.run("knights", "tour", "--size", "8", "--tiebreak", "best"));
		assertTrue(cli.err().contains("--tiebreak must be random, ordering:DIGITS, pohl, roth or table:FILE, got 'best'"), cli.err());
		assertEquals(2, cli.run("knights", "tour", "--size", "8", "--start", "9,1"));
		assertTrue(cli.err().contains("--start 9,1 is off the 8 x 8 board"), cli.err());
	}
}
