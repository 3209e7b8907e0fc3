package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.walk.RandomWalks;
import labyrinth.rules.RuleSources;

/** {@code compare}: two rule sets on the walks of the first, where they differ, and what the oracle says there. */
class CompareCommandTest {
	@TempDir
	Path dir;

	private final CliRun cli = new CliRun();

	private Path universal() throws Exception {
		return Files.writeString(dir.resolve("all.lrules"), "ruleset all\nimport \"labyrinth:universal.lrules\"\n");
	}

	/** Without cut-sides and far-sides, which includes what cut-sides finds: with far-sides on, the sets never differ. */
	private Path withoutCutSides() throws Exception {
		return Files.writeString(dir.resolve("nocut.lrules"),
				"ruleset nocut\nimport \"labyrinth:universal.lrules\"\nbuiltin cut-sides off\nbuiltin far-sides off\n");
	}

	/** The case: the universal set against itself without cut-sides differs where cut-sides decides, on doomed fields only. */
	@Test
	void cutSidesOffDiffersWhereCutSidesDecidesAndOnlyOnDoomedFields() throws Exception {
		Path save = dir.resolve("differing");
		assertEquals(0, cli.run("compare", "--size", "11", "--rules", universal().toString(), "--against", withoutCutSides().toString(),
				"--walks", "100", "--seed", "3", "--save", save.toString(), "--json"), cli.err());
		@SuppressWarnings("unchecked")
		Map<String, Object> json = (Map<String, Object>) JsonReader.parse(cli.out());
		assertTrue(((Number) json.get("differing")).longValue() > 0, json.toString());
		@SuppressWarnings("unchecked")
		Map<String, Object> onlyRules = (Map<String, Object>) json.get("onlyRules");
		assertEquals(0L, ((Number) onlyRules.get("viable")).longValue(), "cut-sides is sound: " + json);
		assertTrue(((Number) onlyRules.get("doomed")).longValue() > 0, json.toString());
		@SuppressWarnings("unchecked")
		Map<String, Object> deciding = (Map<String, Object>) json.get("rulesDeciding");
		assertTrue(deciding.containsKey("cut-sides"), "the fields only the full set disables are cut-sides': " + deciding);
		try (var files = Files.list(save)) {
			assertTrue(files.anyMatch(p -> p.getFileName().toString().startsWith("compare_11x11_1")), "the first differing position is saved");
		}
		assertEquals(0, cli.run("compare", "--size", "11", "--rules", universal().toString(), "--against", withoutCutSides().toString(),
				"--walks", "100", "--seed", "3", "--save", save.toString()), cli.err());
		assertTrue(cli.out().contains("  saved " + save.resolve("compare_11x11_1.txt") + " (and .lpath)\n"), cli.out());
	}

	/** Above the oracle's largest size the differing fields are unknown, and the text says why; counts take their noun. */
	@Test
	void aboveTheOraclesSizeTheFieldsAreUnknownAndSaidSo() {
		assertEquals(0, cli.run("compare", "--size", "33", "--builtins", "c-shape", "--walks", "1"));
		assertTrue(cli.out().startsWith("33x33, 1 walk driven by --builtins c-shape (seed 1): "), cli.out());
		assertTrue(cli.out().contains("  the oracle counts up to 31x31: the fields below are unknown\n"), cli.out());
		assertTrue(cli.out().contains(": 0 doomed, 0 viable, "), "nothing is judged above 31x31: " + cli.out());
	}

	/** The walks are those of random with the first set: the same positions, one by one. */
	@Test
	void theWalksAreTheRandomWalksOfTheFirstSet() throws Exception {
		Path a = universal();
		assertEquals(0, cli.run("compare", "--size", "9", "--rules", a.toString(), "--against", a.toString(), "--walks", "40", "--seed", "8",
				"--json"));
		@SuppressWarnings("unchecked")
		Map<String, Object> json = (Map<String, Object>) JsonReader.parse(cli.out());
		assertEquals(0L, ((Number) json.get("differing")).longValue(), "a set against itself never differs");
		long positions = RandomWalks.run(9, RuleSources.file(a).forSize(9, w -> { }), 40, 8, 1, 0, new AtomicBoolean()).positions();
		assertEquals(positions, ((Number) json.get("positions")).longValue());
		// a set with dead ends, whose lookahead random asks about the drawn fields only: walks of other lengths would show
		List<String> weak = List.of("c-shape", "corridor", "forced-steps");
		assertEquals(0, cli.run("compare", "--size", "9", "--builtins", String.join(",", weak), "--against", a.toString(), "--walks", "200",
				"--seed", "8", "--json"));
		@SuppressWarnings("unchecked")
		Map<String, Object> weakJson = (Map<String, Object>) JsonReader.parse(cli.out());
		RandomWalks.Result random = RandomWalks.run(9, RuleSetSpec.builtins(weak), 200, 8, 1, 0, new AtomicBoolean());
		assertTrue(random.deadEnds() > 10, random.deadEnds() + " dead ends");
		assertEquals(random.positions(), ((Number) weakJson.get("positions")).longValue());
	}

	@Test
	void theTextSaysWhichSideIsStronger() throws Exception {
		assertEquals(0, cli.run("compare", "--size", "11", "--rules", universal().toString(), "--against", withoutCutSides().toString(),
				"--walks", "100", "--seed", "3"));
		assertTrue(cli.out().contains("only " + dir.resolve("all.lrules") + " disables "), cli.out());
		assertTrue(cli.out().contains("(stronger there)"), cli.out());
		assertTrue(cli.out().contains("that decided: ") && cli.out().contains("cut-sides "), cli.out());
	}
}
