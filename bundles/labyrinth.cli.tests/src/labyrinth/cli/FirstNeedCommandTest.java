package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.io.PathFiles;

/** enumerate and random say where each rule was first needed, in text and JSON, and save those positions. */
class FirstNeedCommandTest {
	@TempDir
	Path dir;

	private final CliRun cli = new CliRun();

	@SuppressWarnings("unchecked")
	private static List<Map<String, Object>> needs(Map<String, Object> json) {
		return (List<Map<String, Object>>) json.get("firstNeed");
	}

	@Test
	void enumerateSavesEachRulesFirstNeedPosition() throws Exception {
		Path save = dir.resolve("needs");
		assertEquals(0, cli.run("enumerate", "--size", "7", "--builtins", "c-shape,area", "--save", save.toString(), "--json"), cli.err());
		@SuppressWarnings("unchecked")
		Map<String, Object> json = (Map<String, Object>) JsonReader.parse(cli.out());
		List<Map<String, Object>> needs = needs(json);
		assertEquals(List.of("c-shape", "area"), needs.stream().map(n -> n.get("rule")).toList());
		for (Map<String, Object> n : needs) {
			String moves = (String) n.get("moves");
			Path lpath = save.resolve("7x7_first-need_" + n.get("rule") + ".lpath");
			assertTrue(Files.exists(lpath), lpath + " saved");
			assertEquals(moves.length() + 1, PathFiles.read(lpath).fields().size(), "the saved line is the need's");
			assertTrue(((Number) n.get("walkthroughsBefore")).longValue() >= 0);
		}
		assertEquals(0, cli.run("enumerate", "--size", "7", "--builtins", "c-shape,area", "--save", save.toString()), cli.err());
		assertTrue(cli.out().contains("first needed (after walkthroughs/step): c-shape 0/"), cli.out());
		assertTrue(cli.out().contains("saved " + save.resolve("7x7_first-need_area.txt") + " (and .lpath)\n"), cli.out());
	}

	@Test
	void randomPrintsTheWalkWhereEachRuleWasFirstNeeded() throws Exception {
		assertEquals(0, cli.run("random", "--size", "9", "--walks", "50", "--seed", "4", "--json"), cli.err());
		@SuppressWarnings("unchecked")
		Map<String, Object> row = ((List<Map<String, Object>>) ((Map<String, Object>) JsonReader.parse(cli.out())).get("results")).get(0);
		List<Map<String, Object>> needs = needs(row);
		assertTrue(needs.size() > 3, needs.toString());
		assertTrue(needs.stream().anyMatch(n -> n.get("walk") != null), needs.toString());
		for (Map<String, Object> n : needs) {
			if (n.get("walk") == null) assertEquals(Boolean.TRUE, n.get("recorded"), "never needed, as far as the walks went: " + n);
			else assertTrue(((Number) n.get("walk")).longValue() < 50, n.toString());
		}
		assertEquals(0, cli.run("random", "--size", "9", "--walks", "50", "--seed", "4"), cli.err());
		assertTrue(cli.out().contains("first needed (walk/step): "), cli.out());
	}
}
