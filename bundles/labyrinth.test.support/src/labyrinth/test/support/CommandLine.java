package labyrinth.test.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The command line run in this process, for tests that run one operation through both of its callers (a view's job
 * and the {@code labyrinth} command) and compare what each reports.
 */
public final class CommandLine {
	private CommandLine() {
	}

	/** {@code labyrinth ARGS --json}'s output; fails the test unless it exits 0. */
	public static String json(String... args) {
		List<String> all = new ArrayList<>(List.of(args));
		all.add("--json");
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		int code = labyrinth.cli.Main.run(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
				all.toArray(String[]::new));
		assertEquals(0, code, String.join(" ", all) + ": " + err.toString(StandardCharsets.UTF_8));
		return out.toString(StandardCharsets.UTF_8);
	}

	/** {@code labyrinth COMMAND-LINE --json}, the line split on spaces, a leading "labyrinth " dropped. */
	public static String jsonOf(String commandLine) {
		return json(commandLine.replaceFirst("^labyrinth ", "").split(" "));
	}

	/** Every integer value of {@code key} in {@code json}, in order. */
	public static List<Long> numbers(String json, String key) {
		Matcher m = Pattern.compile("\"" + Pattern.quote(key) + "\":(-?\\d+)(?![.\\deE])").matcher(json);
		List<Long> found = new ArrayList<>();
		while (m.find()) found.add(Long.parseLong(m.group(1)));
		return found;
	}

	/** The first integer value of {@code key}; fails the test if there is none. */
	public static long number(String json, String key) {
		List<Long> all = numbers(json, key);
		assertTrue(!all.isEmpty(), key + " in " + json);
		return all.get(0);
	}

	/** Every string or literal value of {@code key}, in order (strings without their quotes). */
	public static List<String> values(String json, String key) {
		Matcher m = Pattern.compile("\"" + Pattern.quote(key) + "\":(\"((?:[^\"\\\\]|\\\\.)*)\"|[^,}\\]]+)").matcher(json);
		List<String> found = new ArrayList<>();
		while (m.find()) found.add(m.group(2) != null ? m.group(2) : m.group(1));
		return found;
	}
}
