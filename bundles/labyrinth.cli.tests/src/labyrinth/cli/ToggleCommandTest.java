package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code labyrinth toggle}: solving, the nullity table, the theorem checks and bad boards. */
class ToggleCommandTest {
	@TempDir
	Path dir;

	private final CliRun cli = new CliRun();

	private String file(String name, String text) throws Exception {
		return Files.writeString(dir.resolve(name), text).toString();
	}

	@Test
	void theOneWayAlgorithmSolvesAFiveByFiveAndNamesEachRule() throws Exception {
		String b = file("b.txt", ".***.\n*.**.\n.*.*.\n..*..\n***..\n");
		assertEquals(0, cli.run("toggle", "solve", b, "--steps", "--show"));
		String out = cli.out();
		assertTrue(out.contains("solvable (nullity 9, 512 solutions for each solvable state)"), out);
		assertTrue(out.contains("1  row 1 right-to-left: lit (1,4) -> press bottom-left (2,3)"), out);
		assertTrue(out.contains("one-way: 3 presses, cleared; the minimum is 3"), out);
		assertTrue(out.contains(".....\n..P..\nP....\n.P...\n.....\n"), out);
	}

	@Test
	void anUnsolvableBoardIsSaidSoAndExitsWithOne() throws Exception {
		String b = file("corner.txt", "*....\n.....\n.....\n.....\n.....\n");
		assertEquals(1, cli.run("toggle", "solve", b));
		assertTrue(cli.out().contains("not solvable: the state is outside the span of the presses"), cli.out());
		assertTrue(cli.out().contains("note: row 1 keeps its first cell lit"), cli.out());
	}

	@Test
	void twoWayReportsItsPressesAgainstTheMinimum() throws Exception {
		assertEquals(0, cli.run("toggle", "solve", "--random", "6", "--seed", "4", "--json"));
		String out = cli.out();
		assertTrue(out.contains("\"algorithm\":\"two-way\"") && out.contains("\"cleared\":true"), out);
		assertTrue(out.matches("(?s).*\"presses\":\\d+,\"minimum\":\\d+.*"), out);
	}

	@Test
	void theNullityTableOfBothShapes() throws Exception {
		assertEquals(0, cli.run("toggle", "nullity", "--sizes", "4..5", "--csv"));
		assertEquals("n,shape,nullity,solvable_dimension\n4,block,0,16\n5,block,9,16\n", cli.out());
		assertEquals(0, cli.run("toggle", "nullity", "--sizes", "5", "--shape", "plus", "--json"));
		assertTrue(cli.out().contains("{\"n\":5,\"nullity\":2,\"solvableDimension\":23}"), cli.out());
	}

	@Test
	void verifyRunsEveryTheorem() throws Exception {
		assertEquals(0, cli.run("toggle", "verify", "--sizes", "1..12", "--boards", "20", "--save", dir.toString()));
		assertTrue(cli.out().contains("sizes 1..12, 20 random boards per size (seed 1): 48 passed, 0 failed"), cli.out());
		assertTrue(cli.out().contains("ok   the one-way algorithm clears every solvable board of its class: 4 sizes checked"), cli.out());
	}

	@Test
	void badBoardsAndOptionsAreNamed() throws Exception {
		String ragged = file("r.txt", "*..\n..\n");
		assertEquals(1, cli.run("toggle", "solve", ragged));
		assertTrue(cli.err().contains(ragged + ":2:3: this row has 2 cells but the first has 3"), cli.err());
		String odd = file("o.txt", "*.x\n");
		assertEquals(1, cli.run("toggle", "solve", odd));
		assertTrue(cli.err().contains(odd + ":1:3: unknown cell 'x'"), cli.err());
		assertEquals(2, cli.run("toggle", "solve", "--random", "5", "--algorithm", "fast"));
		assertTrue(cli.err().contains("--algorithm must be one-way, two-way, gf2 or minimum, got 'fast'"), cli.err());
		assertEquals(2, cli.run("toggle", "nullity", "--sizes", "0..3"));
		assertTrue(cli.err().contains("--sizes must be a size or a range like 1..200"), cli.err());
		assertEquals(2, cli.run("toggle", "solve", "--random", "5", "--shape", "hex"));
		assertTrue(cli.err().contains("--shape must be block or plus, got 'hex'"), cli.err());
		assertEquals(2, cli.run("toggle", "solve", "--random", "0"));
		assertTrue(cli.err().contains("--random must be from 1 to 20000"), cli.err());
	}

	/** Building a large plus solver says how far it is (the work grows with the cube of the side). */
	@Test
	void aLargePlusSolveShowsItsProgress() {
		long before = Command.logProgressNanos;
		Command.logProgressNanos = 1;
		try {
			assertEquals(0, cli.run("toggle", "solve", "--random", "600", "--shape", "plus", "--algorithm", "gf2"), cli.err());
		} finally {
			Command.logProgressNanos = before;
		}
		assertTrue(cli.err().lines().anyMatch(l -> l.matches("600 x 600: (chasing each first-row press|eliminating), [0-9,]+ of 600 columns")),
				cli.err());
	}

	/** Fish's algorithms are for the block press; a plus board with no --algorithm is solved by GF(2), not refused. */
	@Test
	void aPlusBoardIsSolvedByGf2WhenNoAlgorithmIsGiven() {
		assertEquals(0, cli.run("toggle", "solve", "--random", "3", "--shape", "plus")); // 3 x 3: every state clears
		assertTrue(cli.out().contains("gf2: "), cli.out());
		assertTrue(labyrinth.toggle.Gf2Solver.estimatedSeconds(labyrinth.toggle.PressShape.PLUS, 20_000, 20_000) > 60,
				"the largest plus board is announced with its time");
	}
}
