package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.io.PathFiles;

/** {@code sample}: uniform walkthroughs as move letters, saved files, and the walker measured beside them. */
class SampleCommandTest {
	@TempDir
	Path dir;

	private final CliRun cli = new CliRun();

	@Test
	void movesAreOneWalkthroughALineAndTheSeedRepeatsThem() {
		assertEquals(0, cli.run("sample", "--size", "7", "--walks", "50", "--seed", "9", "--moves"), cli.err());
		List<String> lines = cli.out().lines().toList();
		assertEquals(50, lines.size());
		for (String l : lines) assertTrue(l.matches("[RDLU]{48}"), l);
		assertTrue(new HashSet<>(lines).size() > 35, "50 draws among 111,712 rarely repeat");
		assertEquals(0, cli.run("sample", "--size", "7", "--walks", "50", "--seed", "9", "--moves"));
		assertEquals(lines, cli.out().lines().toList());
		assertEquals(0, cli.run("sample", "--size", "7", "--walks", "50", "--seed", "10", "--moves"));
		assertTrue(!lines.equals(cli.out().lines().toList()), "another seed, other walkthroughs");
	}

	@Test
	void savedWalkthroughsReadBackAsCompleteLines() throws Exception {
		Path out = dir.resolve("drawn");
		assertEquals(0, cli.run("sample", "--size", "5", "--walks", "12", "--out", out.toString()), cli.err());
		assertTrue(cli.out().contains("104 walkthroughs; 12 drawn uniformly"), cli.out());
		try (var files = Files.list(out)) {
			List<Path> saved = files.sorted().toList();
			assertEquals(12, saved.size());
			for (Path p : saved) assertTrue(PathFiles.read(p).toBoard().isComplete(), p.toString());
		}
	}

	/** With no rule, the walker meets dead ends and draws other lines than the uniform ones; the shipped 5x5 rules never do. */
	@Test
	void comparePutsTheWalkerBesideTheUniformDraws() throws Exception {
		assertEquals(0, cli.run("sample", "--size", "5", "--walks", "400", "--compare", "--json"), cli.err());
		@SuppressWarnings("unchecked")
		Map<String, Object> json = (Map<String, Object>) JsonReader.parse(cli.out());
		assertEquals("104", json.get("walkthroughs"));
		@SuppressWarnings("unchecked")
		Map<String, Object> walker = (Map<String, Object>) json.get("walker");
		assertEquals(400L, ((Number) walker.get("completed")).longValue(), "the shipped 5x5 rules complete every walk: " + walker);
		@SuppressWarnings("unchecked")
		Map<String, Map<String, Object>> uniform = (Map<String, Map<String, Object>>) json.get("uniform");
		assertEquals(400L, ((Number) uniform.get("turns").get("count")).longValue());
		double share = ((Number) uniform.get("first_right").get("mean")).doubleValue();
		assertTrue(share > 0.4 && share < 0.6, "by symmetry half the walkthroughs start right: " + share);

		// the shipped 7x7 rules never meet a dead end, yet their walker, choosing evenly among the allowed fields, turns more
		assertEquals(0, cli.run("sample", "--size", "7", "--walks", "2000", "--compare"), cli.err());
		String text = cli.out();
		assertTrue(text.contains("2,000 walks (random's walks with seed 1), 2,000 completed"), text);
		assertTrue(text.lines().anyMatch(l -> l.startsWith("turns") && l.endsWith("differs")), "the walker turns more often: " + text);
		assertTrue(text.lines().anyMatch(l -> l.startsWith("diagonal crossings") && !l.endsWith("differs")), text);

		assertEquals(0, cli.run("sample", "--size", "7", "--walks", "300", "--compare", "--builtins", "c-shape"), cli.err());
		text = cli.out();
		int completed = Integer.parseInt(text.replaceAll("(?s).*300 walks \\(random's walks with seed 1\\), ([0-9,]+) completed.*", "$1").replace(",", ""));
		assertTrue(completed > 0 && completed < 300, "with c-shape alone some walks run into dead ends: " + text);
	}

	@Test
	void badSizesAndOptionsAreNamed() {
		assertEquals(2, cli.run("sample", "--size", "17"));
		assertTrue(cli.err().contains("--size") && cli.err().contains("15x15"), cli.err());
		assertEquals(2, cli.run("sample", "--size", "6"));
		assertTrue(cli.err().contains("--size"), cli.err());
		assertEquals(2, cli.run("sample", "--rules", "x.lrules"));
		assertTrue(cli.err().contains("--compare"), cli.err());
		assertEquals(2, cli.run("sample", "--walks", "0"));
		assertTrue(cli.err().contains("--walks"), cli.err());
		// refused before the count, not after it ran out of memory
		assertEquals(1, cli.run("sample", "--size", "15", "--memory", "100"));
		assertTrue(cli.err().contains("uniform samples of 15x15") && cli.err().contains("or a larger --memory"), cli.err());
	}
}
