package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What every command owes its users: its own --help from its declared options, JSON that parses, the help book in step. */
class CliContractTest {
	@TempDir
	Path dir;
	private final CliRun cli = new CliRun();

	private static List<Command> commands() {
		PrintStream none = new PrintStream(PrintStream.nullOutputStream());
		return new Main(none, none).commands();
	}

	@Test
	void eachCommandsHelpListsExactlyTheOptionsItDeclares() {
		for (Command c : commands()) {
			List<String> line = new ArrayList<>(List.of(c.name().split(" ")));
			line.add("--help");
			assertEquals(0, cli.run(line.toArray(String[]::new)), c.name());
			String help = cli.out();
			assertTrue(help.startsWith("usage: labyrinth " + c.name()), help);
			Set<String> shown = new TreeSet<>();
			for (String l : help.lines().toList()) if (l.startsWith("  --")) shown.add(l.strip().split("[ =]")[0].substring(2));
			assertEquals(new TreeSet<>(Command.names(c.options())), shown, c.name() + ": " + help);
		}
		assertEquals(0, cli.run("enumerate", "--help"));
		assertTrue(cli.out().contains("--task-seconds T") && cli.out().contains("[1]"), cli.out());
		assertFalse(cli.out().contains("--rounds") || cli.out().contains("--walks"), "not another command's options: " + cli.out());
	}

	@Test
	void theTopHelpListsEveryCommandOrGroupAndAGroupListsItsCommands() {
		assertEquals(0, cli.run("--help"));
		for (Command c : commands()) assertTrue(cli.out().contains("  " + c.name().split(" ")[0]), c.name() + " in " + cli.out());
		assertEquals(0, cli.run("knights", "--help"));
		for (String sub : List.of("tour", "sweep", "stats", "check")) assertTrue(cli.out().contains("  " + sub), cli.out());
		assertEquals(2, cli.run("knights"));
		assertTrue(cli.err().contains("knights needs one of: tour, sweep, stats, check"), cli.err());
	}

	/** Every command's --json output is one JSON object that a strict reader takes, naming its command. */
	@Test
	void everyCommandsJsonParses() throws Exception {
		Path lpath = dir.resolve("p.lpath");
		Files.writeString(lpath, "labyrinth-path 1\nsize 5\nmoves RRD\n");
		Path tour = dir.resolve("tour.txt");
		assertEquals(0, cli.run("knights", "tour", "--size", "8", "--out", tour.toString()));
		Path garden = examples().resolve("reach/small-garden.txt");
		Path mirrors = examples().resolve("reach/mirrors.txt");
		Map<String, String[]> lines = new LinkedHashMap<>();
		lines.put("enumerate", new String[] { "enumerate", "--size", "5" });
		lines.put("random", new String[] { "random", "--size", "5..7", "--walks", "30", "--seed", "3" });
		lines.put("discover", new String[] { "discover", "--size", "5", "--walks", "20" });
		lines.put("check", new String[] { "check", lpath.toString(), "--doomed" });
		lines.put("count", new String[] { "count", "--size", "5" });
		lines.put("regress", new String[] { "regress", lpath.toString() });
		lines.put("compare", new String[] { "compare", "--size", "5", "--builtins", "c-shape", "--walks", "10" });
		lines.put("sample", new String[] { "sample", "--size", "5", "--walks", "10", "--compare" });
		lines.put("knights tour", new String[] { "knights", "tour", "--size", "6" });
		lines.put("knights sweep", new String[] { "knights", "sweep", "--sizes", "5..9" });
		lines.put("knights stats", new String[] { "knights", "stats", "--sizes", "5..7", "--trials", "3" });
		lines.put("knights check", new String[] { "knights", "check", tour.toString() });
		lines.put("toggle solve", new String[] { "toggle", "solve", "--random", "5", "--algorithm", "gf2" });
		lines.put("toggle nullity", new String[] { "toggle", "nullity", "--sizes", "1..6" });
		lines.put("toggle verify", new String[] { "toggle", "verify", "--sizes", "1..4", "--boards", "3", "--save", dir.toString() });
		lines.put("reach within", new String[] { "reach", "within", "--board", garden.toString(), "--steps", "6" });
		lines.put("reach exactly", new String[] { "reach", "exactly", "--board", garden.toString(), "--steps", "6" });
		lines.put("reach beam", new String[] { "reach", "beam", "--board", mirrors.toString(), "--best" });
		// a worker runs until it is stopped (its --json is read in ClusterCliTest); bench takes minutes and wraps its lines
		Set<String> elsewhere = Set.of("worker", "bench");
		for (Command c : commands()) {
			if (elsewhere.contains(c.name())) continue;
			assertTrue(lines.containsKey(c.name()), "a --json case for " + c.name());
			List<String> line = new ArrayList<>(List.of(lines.get(c.name())));
			line.add("--json");
			int code = cli.run(line.toArray(String[]::new));
			assertTrue(code == 0 || code == 1, c.name() + " exit " + code + ": " + cli.err());
			String text = cli.out().strip();
			assertEquals(1, text.lines().count(), c.name() + " prints one line: " + text);
			@SuppressWarnings("unchecked")
			Map<String, Object> json = (Map<String, Object>) JsonReader.parse(text);
			assertTrue(String.valueOf(json.get("command")).startsWith(c.name().split(" ")[0]), c.name() + ": " + json);
		}
	}

	/** The help book's tables of the commands are made from the same declarations; an edit of either shows here. */
	@Test
	void theHelpBookListsEveryCommandAsDeclared() throws Exception {
		Path page = repository().resolve("bundles/labyrinth.doc/html/cli.html");
		String text = Files.readString(page, StandardCharsets.UTF_8);
		String expected = CliReference.withBlock(text);
		assertEquals(expected, text, "cli.html is out of step with the option declarations; write it again with"
				+ " java -cp 'bin/lib/*' labyrinth.cli.CliReference bundles/labyrinth.doc/html/cli.html");
		for (Command c : commands()) assertTrue(text.contains("id=\"cmd-" + c.name().replace(' ', '-') + "\""), c.name());
	}

	static Path repository() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			if (Files.isDirectory(p.resolve("bundles/labyrinth.doc"))) return p;
		}
		throw new IllegalStateException("the repository is not above " + Path.of("").toAbsolutePath());
	}

	private static Path examples() {
		return repository().resolve("examples");
	}
}
