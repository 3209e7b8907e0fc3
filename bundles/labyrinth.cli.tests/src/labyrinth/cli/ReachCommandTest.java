package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code labyrinth reach}: counts, beams, the trace table and bad boards. */
class ReachCommandTest {
	@TempDir
	Path dir;

	private final CliRun cli = new CliRun();

	private String file(String name, String text) throws Exception {
		return Files.writeString(dir.resolve(name), text).toString();
	}

	@Test
	void withinAndExactlyCountTheOpenDiamond() throws Exception {
		String b = file("open.txt", ".....\n.....\n..S..\n.....\n.....\n");
		assertEquals(0, cli.run("reach", "within", "--board", b, "--steps", "2"));
		assertTrue(cli.out().contains("squares reachable within 2 steps: 13"), cli.out());
		assertEquals(0, cli.run("reach", "exactly", "--board", b, "--steps", "4", "--dfs"));
		assertTrue(cli.out().contains("squares standing after exactly 4 steps: 13"), cli.out());
		assertTrue(cli.out().contains("LIFO search"), cli.out());
	}

	@Test
	void stepsBeyondTheBoardCountEverythingOfTheirParity() throws Exception {
		String b = file("open.txt", "S..\n...\n");
		assertEquals(0, cli.run("reach", "exactly", "--board", b, "--steps", "1000001"));
		assertTrue(cli.out().contains("after exactly 1,000,001 steps: 3"), cli.out());
	}

	@Test
	void theMapMarksWhereTheWalkerCanStand() throws Exception {
		String b = file("wall.txt", "S#.\n.#.\n...\n");
		assertEquals(0, cli.run("reach", "exactly", "--board", b, "--steps", "4", "--map"));
		assertTrue(cli.out().endsWith("O#.\n.#.\nO.O\n"), cli.out());
	}

	@Test
	void theInfiniteCountOfAnOpenPlaneIsTheSquareOfStepsPlusOne() throws Exception {
		String b = file("open.txt", "...\n.S.\n...\n");
		assertEquals(0, cli.run("reach", "exactly", "--board", b, "--steps", "26501365", "--infinite", "--json"));
		assertTrue(cli.out().contains("\"squares\":702322399865956"), cli.out()); // 26501366^2
	}

	@Test
	void theTraceListsOpenTasksRoundByRound() throws Exception {
		String b = file("small.txt", "...\n.S.\n...\n");
		assertEquals(0, cli.run("reach", "within", "--board", b, "--steps", "2", "--trace", "--rounds", "2"));
		String[] lines = cli.out().split("\n");
		assertTrue(lines[2].matches("\\s+1\\s+\\(2,2\\) @0\\s+\\(1,2\\) \\(2,3\\) \\(3,2\\) \\(2,1\\)\\s+\\(2,2\\)"), lines[2]);
		assertTrue(lines[3].matches("\\s+2\\s+\\(1,2\\) @1\\s+\\(2,3\\) \\(3,2\\) \\(2,1\\) \\(1,3\\) \\(1,1\\)\\s+\\(1,2\\) \\(2,2\\)"), lines[3]);
		assertTrue(lines[4].startsWith("squares reachable within 2 steps: 9"), lines[4]);
	}

	@Test
	void aBeamAndTheBestEntry() throws Exception {
		String b = file("mirrors.txt", ".\\.\n...\n.-.\n");
		assertEquals(0, cli.run("reach", "beam", "--board", b, "--entry", "1,1,right"));
		assertTrue(cli.out().contains("the beam entering (1,1) travelling right touches 6 squares"), cli.out());
		assertEquals(0, cli.run("reach", "beam", "--board", b, "--best", "--json"));
		assertTrue(cli.out().contains("\"entryRow\":1,\"entryCol\":1,\"direction\":\"right\",\"squares\":6,\"entriesTried\":12"), cli.out());
	}

	@Test
	void aUserRoutingTableDefinesNewSquares() throws Exception {
		String t = file("t.routing", "# a T-junction\nT 0,-1 -> -1,0 +1,0\n");
		String b = file("t.txt", "...\n.T.\n...\n");
		assertEquals(0, cli.run("reach", "beam", "--board", b, "--routing", t, "--entry", "2,1,right"));
		assertTrue(cli.out().contains("touches 4 squares"), cli.out());
	}

	@Test
	void badBoardsAreNamedByLineAndColumn() throws Exception {
		String ragged = file("ragged.txt", "S..\n..\n");
		assertEquals(1, cli.run("reach", "within", "--board", ragged, "--steps", "3"));
		assertTrue(cli.err().contains(ragged + ":2:3: row 2 has 2 squares but the first row has 3"), cli.err());
		String two = file("two.txt", "S.\n.S\n");
		assertEquals(1, cli.run("reach", "within", "--board", two, "--steps", "3"));
		assertTrue(cli.err().contains(two + ":2:2: a second start square S; the first is at 1:1"), cli.err());
		String none = file("none.txt", "..\n..\n");
		assertEquals(1, cli.run("reach", "exactly", "--board", none, "--steps", "3"));
		assertTrue(cli.err().contains(none + ":1:1: the board has no start square S"), cli.err());
		String odd = file("odd.txt", "S.\n.@\n");
		assertEquals(1, cli.run("reach", "within", "--board", odd, "--steps", "3"));
		assertTrue(cli.err().contains(odd + ":2:2: unknown square '@'"), cli.err());
	}

	@Test
	void badOptionsNameTheOption() throws Exception {
		String b = file("b.txt", "S.\n..\n");
		assertEquals(2, cli.run("reach", "within", "--board", b));
		assertTrue(cli.err().contains("reach within needs --steps N"), cli.err());
		assertEquals(2, cli.run("reach", "beam", "--board", b, "--entry", "3,1,right"));
		assertTrue(cli.err().contains("--entry 3,1,right is off the board"), cli.err());
		assertEquals(2, cli.run("reach", "beam", "--board", b, "--entry", "1,1,sideways"));
		assertTrue(cli.err().contains("--entry direction must be up, down, left or right"), cli.err());
		assertEquals(2, cli.run("reach", "sideways", "--board", b));
		assertTrue(cli.err().contains("unknown reach command 'sideways' (within, exactly, beam)"), cli.err());
		assertEquals(2, cli.run("reach", "within", "--board", b, "--steps", "x"));
		assertTrue(cli.err().contains("--steps must be a whole number"), cli.err());
	}
}
