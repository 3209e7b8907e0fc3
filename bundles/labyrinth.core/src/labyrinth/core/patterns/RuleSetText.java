package labyrinth.core.patterns;

import java.util.ArrayList;
import java.util.List;

import labyrinth.core.rules.BuiltinRules;

/**
 * A compiled rule set as plain text, readable without the rule language: the pre-parsed form of the shipped rule
 * sets (so the command line starts without Xtext) and the form in which a rule set travels with a task. One entry
 * per line group:
 *
 * <pre>
 * labyrinth-ruleset 1
 * name seven
 * sizes 7
 * builtin c-shape
 * pattern seven/Wall
 *   label Wall
 *   symmetry mirror rotate
 *   stops
 *   area ODD -1 -
 *   row ? ? x ?
 *   row * o &#64; x
 * end
 * </pre>
 */
public final class RuleSetText {
	public static final String HEADER = "labyrinth-ruleset 1";

	private RuleSetText() {
	}

	public static String format(RuleSetSpec spec) {
		StringBuilder sb = new StringBuilder(HEADER).append('\n');
		sb.append("name ").append(spec.name()).append('\n');
		sb.append("sizes");
		for (int n : spec.sizes()) sb.append(' ').append(n);
		sb.append('\n');
		if (spec.window() != BuiltinRules.WHOLE_BOARD) sb.append("window ").append(spec.window()).append('\n');
		for (RuleSetSpec.Entry e : spec.entries()) {
			if (e.isBuiltin()) {
				sb.append("builtin ").append(e.id()).append('\n');
				continue;
			}
			sb.append(pattern(e.id(), e.pattern()));
		}
		return sb.toString();
	}

	/** One pattern rule as text: everything that decides how it fires (also its fingerprint, see PatternRule). */
	static String pattern(String id, PatternSpec p) {
		StringBuilder sb = new StringBuilder();
		sb.append("pattern ").append(id).append('\n');
		sb.append("  label ").append(p.name()).append('\n');
		sb.append("  symmetry").append(p.mirror() ? " mirror" : "").append(p.rotate() ? " rotate" : "").append('\n');
		if (p.stopsOthers()) sb.append("  stops\n");
		PatternSpec.AreaCondition a = p.area();
		if (a != null) {
			sb.append("  area ").append(a.parity()).append(' ').append(bound(a.minImbalance())).append(' ')
					.append(bound(a.maxImbalance())).append('\n');
		}
		for (String row : p.rows()) sb.append("  row ").append(row).append('\n');
		return sb.append("end\n").toString();
	}

	private static String bound(Integer b) {
		return b == null ? "-" : b.toString();
	}

	/** Reads what {@link #format} wrote; throws IllegalArgumentException naming the line for anything else. */
	public static RuleSetSpec parse(String text) {
		String[] lines = text.split("\n", -1);
		if (lines.length < 3 || !lines[0].equals(HEADER)) throw new IllegalArgumentException("line 1: expected '" + HEADER + "'");
		String name = value(lines[1], "name", 2);
		List<Integer> sizes = new ArrayList<>();
		String sizeList = lines[2].equals("sizes") ? "" : value(lines[2], "sizes", 3);
		for (String s : sizeList.isEmpty() ? new String[0] : sizeList.split(" ")) sizes.add(Integer.parseInt(s));
		List<RuleSetSpec.Entry> entries = new ArrayList<>();
		int i = 3;
		int window = BuiltinRules.WHOLE_BOARD;
		if (i < lines.length && lines[i].startsWith("window ")) {
			try {
				window = BuiltinRules.checkWindow(Integer.parseInt(value(lines[i], "window", i + 1)));
			} catch (IllegalArgumentException e) { // NumberFormatException too
				throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage());
			}
			i++;
		}
		while (i < lines.length && !lines[i].isEmpty()) {
			String line = lines[i];
			if (line.startsWith("builtin ")) {
				entries.add(RuleSetSpec.Entry.builtin(line.substring(8)));
				i++;
				continue;
			}
			String id = value(line, "pattern", i + 1);
			String label = value(lines[++i].strip(), "label", i + 1);
			String symmetry = lines[++i].strip();
			if (!symmetry.startsWith("symmetry")) throw new IllegalArgumentException("line " + (i + 1) + ": expected 'symmetry'");
			boolean stops = false;
			PatternSpec.AreaCondition area = null;
			List<String> rows = new ArrayList<>();
			for (i++; i < lines.length && !lines[i].equals("end"); i++) {
				String l = lines[i].strip();
				if (l.equals("stops")) {
					stops = true;
				} else if (l.startsWith("area ")) {
					String[] p = l.split(" ");
					area = new PatternSpec.AreaCondition(PatternSpec.Parity.valueOf(p[1]), number(p[2]), number(p[3]));
				} else {
					rows.add(value(l, "row", i + 1));
				}
			}
			if (i >= lines.length) throw new IllegalArgumentException("pattern " + id + " has no 'end'");
			i++;
			entries.add(new RuleSetSpec.Entry(id, new PatternSpec(label, rows, symmetry.contains("mirror"),
					symmetry.contains("rotate"), stops, area)));
		}
		return new RuleSetSpec(name, sizes, window, entries);
	}

	private static Integer number(String s) {
		return s.equals("-") ? null : Integer.valueOf(s);
	}

	private static String value(String line, String key, int lineNo) {
		if (!line.startsWith(key + " ")) throw new IllegalArgumentException("line " + lineNo + ": expected '" + key + " ...'");
		return line.substring(key.length() + 1);
	}
}
