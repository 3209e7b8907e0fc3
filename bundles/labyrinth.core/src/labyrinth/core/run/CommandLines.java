package labyrinth.core.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The command line that repeats a run, as the run log keeps it beside the run's figures. A test reads each one back
 * through the command line's own parser and compares the settings, so that this copy of the options cannot drift.
 */
public final class CommandLines {
	private CommandLines() {
	}

	public static List<String> of(EnumerateOperation.Settings s) {
		List<String> line = new ArrayList<>(List.of("enumerate", "--size", Integer.toString(s.size())));
		line.addAll(s.rules().options());
		if (s.checkpoint() != null) line.addAll(List.of("--checkpoint", s.checkpoint().toString()));
		if (s.seconds() > 0) line.addAll(List.of("--seconds", number(s.seconds())));
		if (s.taskSeconds() != EnumerateOperation.DEFAULT_TASK_SECONDS) line.addAll(List.of("--task-seconds", number(s.taskSeconds())));
		if (!s.transpositions()) line.add("--no-transpositions");
		if (s.save() != null) line.addAll(List.of("--save", s.save().toString()));
		return line;
	}

	public static List<String> of(RandomOperation.Settings s) {
		List<Integer> sizes = s.sizes();
		String size = sizes.size() == 1 ? sizes.get(0).toString() : sizes.get(0) + ".." + sizes.getLast();
		List<String> line = new ArrayList<>(List.of("random", "--size", size, "--walks", Integer.toString(s.walks()), "--seed",
				Long.toString(s.seed())));
		line.addAll(s.rules().options());
		if (s.save() != null) line.addAll(List.of("--save", s.save().toString()));
		if (s.checkpoint() != null) line.addAll(List.of("--checkpoint", s.checkpoint().toString()));
		if (s.costs()) line.add("--costs");
		if (s.seconds() > 0) line.addAll(List.of("--seconds", number(s.seconds())));
		return line;
	}

	public static List<String> of(DiscoverOperation.Settings s) {
		List<String> line = new ArrayList<>(List.of("discover", "--size", Integer.toString(s.size())));
		if (s.exhaustive()) line.add("--exhaustive");
		else line.addAll(List.of("--walks", Integer.toString(s.walks()), "--seed", Long.toString(s.seed())));
		line.addAll(s.rules().options());
		if (s.minimize()) line.add("--minimize");
		line.addAll(List.of("--threads", Integer.toString(s.threads())));
		if (s.save() != null) line.addAll(List.of("--save", s.save().toString()));
		if (s.seconds() > 0) line.addAll(List.of("--seconds", number(s.seconds())));
		return line;
	}

	public static List<String> of(SampleOperation.Settings s) {
		List<String> line = new ArrayList<>(List.of("sample", "--size", Integer.toString(s.size()), "--walks", Integer.toString(s.walks()),
				"--seed", Long.toString(s.seed())));
		if (s.out() != null) line.addAll(List.of("--out", s.out().toString()));
		if (s.compare() != null) {
			line.add("--compare");
			line.addAll(s.compare().options());
		}
		if (s.megabytes() > 0) line.addAll(List.of("--memory", Long.toString(s.megabytes())));
		line.addAll(List.of("--threads", Integer.toString(s.threads())));
		return line;
	}

	/** The line as a shell would take it: each argument quoted where it has blanks or quotes. */
	public static String text(List<String> line) {
		return "labyrinth " + line.stream().map(CommandLines::quote).collect(Collectors.joining(" "));
	}

	/** The arguments of a line written by {@link #text}, without the leading "labyrinth". */
	public static List<String> words(String text) {
		List<String> words = new ArrayList<>();
		StringBuilder word = new StringBuilder();
		boolean inWord = false, quoted = false;
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (quoted) {
				if (c == '\'') quoted = false;
				else word.append(c);
			} else if (c == '\'') {
				quoted = inWord = true;
			} else if (c == '\\' && i + 1 < text.length()) {
				word.append(text.charAt(++i));
				inWord = true;
			} else if (Character.isWhitespace(c)) {
				if (inWord) words.add(word.toString());
				word.setLength(0);
				inWord = false;
			} else {
				word.append(c);
				inWord = true;
			}
		}
		if (inWord) words.add(word.toString());
		if (!words.isEmpty() && words.get(0).equals("labyrinth")) words.remove(0);
		return words;
	}

	private static String quote(String arg) {
		return arg.matches("[A-Za-z0-9_./:,=+@%-]+") ? arg : "'" + arg.replace("'", "'\\''") + "'";
	}

	private static String number(double d) {
		return d == Math.rint(d) ? Long.toString((long) d) : String.format(Locale.ROOT, "%s", d);
	}
}
