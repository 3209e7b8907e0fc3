package labyrinth.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

import labyrinth.core.grid.Board;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.model.Rule;
import labyrinth.model.RuleSet;
import labyrinth.rules.validation.RulesValidator;

/**
 * The quick fixes of rule-file problems, keyed on the validator's issue codes: what the editor's Ctrl+1 and the
 * Problems view's Quick Fix offer. Plain text in, text edits out, so that both (and the tests) share one logic:
 * <ul>
 * <li>an unknown built-in: the nearest known ids ("Change to 'neck'");</li>
 * <li>a size that is no grid size: the grid sizes around it ("Change to 7", "Change to 9");</li>
 * <li>a rule equal to an earlier one under its symmetries: "Remove rule X";</li>
 * <li>an import of a file that does not exist, or of no shipped set: the shipped sets ("Import
 * labyrinth:universal.lrules").</li>
 * </ul>
 */
public final class RuleQuickFixes {
	/** The issue codes that have fixes. */
	public static final Set<String> CODES = Set.of(RulesValidator.UNKNOWN_BUILTIN, RulesValidator.EVEN_SIZE,
			RulesValidator.SIZE_OUT_OF_RANGE, RulesValidator.SAME_AS_OTHER, RulesValidator.MISSING_IMPORT,
			RulesValidator.UNKNOWN_SHIPPED_SET, RulesValidator.SWITCHED_TWICE);

	/** One fix: its label and the edit it makes, replacing {@code length} characters at {@code offset}. */
	public record Fix(String label, int offset, int length, String replacement) {
		/** The text after the fix. */
		public String applyTo(String text) {
			return text.substring(0, offset) + replacement + text.substring(offset + length);
		}
	}

	private RuleQuickFixes() {
	}

	public static boolean hasFixes(String code) {
		return code != null && CODES.contains(code);
	}

	/**
	 * The fixes of the problem with issue code {@code code} whose text is {@code length} characters at {@code offset}
	 * of {@code text} (where the validator put it); none if the code has no fix or the text there no longer fits.
	 */
	public static List<Fix> fixes(String text, String code, int offset, int length) {
		if (!hasFixes(code) || offset < 0 || length < 0 || offset + length > text.length()) return List.of();
		String found = text.substring(offset, offset + length);
		return switch (code) {
			case RulesValidator.UNKNOWN_BUILTIN -> nearestBuiltins(found).stream()
					.map(id -> new Fix("Change to '" + id + "'", offset, length, id)).toList();
			case RulesValidator.EVEN_SIZE, RulesValidator.SIZE_OUT_OF_RANGE -> gridSizesAround(found).stream()
					.map(n -> new Fix("Change to " + n, offset, length, String.valueOf(n))).toList();
			case RulesValidator.SAME_AS_OTHER -> removeRule(text, offset, found);
			case RulesValidator.SWITCHED_TWICE -> removeSwitch(text, offset, found);
			default -> shippedImports(text, offset, length);
		};
	}

	/** The built-ins a typo most likely meant: the nearest ids if they are at most two edits away, else none. */
	public static List<String> likelyBuiltins(String word) {
		List<String> nearest = nearestBuiltins(word);
		return nearest.isEmpty() || distance(word, nearest.get(0)) > 2 ? List.of() : nearest;
	}

	/** The known built-in ids nearest to {@code word} by edit distance (all of them at the smallest distance). */
	static List<String> nearestBuiltins(String word) {
		int best = Integer.MAX_VALUE;
		List<String> nearest = new ArrayList<>();
		for (String id : BuiltinRules.ids()) {
			int d = distance(word, id);
			if (d < best) {
				best = d;
				nearest.clear();
			}
			if (d == best) nearest.add(id);
		}
		return nearest;
	}

	/** The grid sizes next to {@code number}: the odd ones around an even size, the nearest limit beyond the range. */
	static List<Integer> gridSizesAround(String number) {
		int n;
		try {
			n = Integer.parseInt(number.strip());
		} catch (NumberFormatException e) {
			return List.of();
		}
		if (n < Board.MIN_SIZE) return List.of(Board.MIN_SIZE);
		if (n > Board.MAX_SIZE) return List.of(Board.MAX_SIZE);
		return java.util.stream.IntStream.of(n - 1, n + 1).filter(Board::isValidSize).boxed().toList();
	}

	/** Removes the lines of the rule whose name is at {@code offset}, with the comment lines right above it. */
	private static List<Fix> removeRule(String text, int offset, String name) {
		Rule rule = RuleFiles.ruleAt(RuleFiles.parseText(text), offset);
		ICompositeNode node = rule == null ? null : NodeModelUtils.getNode(rule);
		if (node == null || !name.equals(rule.getName())) return List.of();
		int start = lineStart(text, node.getOffset());
		if (!text.substring(start, node.getOffset()).isBlank()) start = node.getOffset();
		while (start > 0) { // comment lines directly above describe the rule: they go with it
			int previous = lineStart(text, start - 1);
			if (!text.substring(previous, start).strip().startsWith("//")) break;
			start = previous;
		}
		int end = node.getEndOffset();
		int lineEnd = text.indexOf('\n', end);
		if (lineEnd >= 0 && text.substring(end, lineEnd).isBlank()) end = lineEnd + 1;
		else if (lineEnd < 0 && text.substring(end).isBlank()) end = text.length();
		// one blank line between rules stays one: drop the blank line the removed rule leaves
		if (start >= 2 && text.charAt(start - 1) == '\n' && text.charAt(start - 2) == '\n'
				&& (end == text.length() || text.charAt(end) == '\n')) {
			start--;
		}
		return List.of(new Fix("Remove rule " + name, start, end - start, ""));
	}

	/**
	 * For a built-in switched again at {@code offset}: remove the earlier switch (the file then does what it does now,
	 * since the later switch wins), or this one (the earlier then wins).
	 */
	private static List<Fix> removeSwitch(String text, int offset, String id) {
		ICompositeNode earlier = null, again = null;
		for (labyrinth.model.RuleEntry e : RuleFiles.parseText(text).getEntries()) {
			if (!(e instanceof labyrinth.model.BuiltinRuleRef sw) || !id.equals(sw.getId())) continue;
			ICompositeNode node = NodeModelUtils.getNode(sw);
			if (node == null) continue;
			if (node.getOffset() <= offset && offset < node.getEndOffset()) {
				again = node;
				break;
			}
			earlier = node;
		}
		if (earlier == null || again == null) return List.of();
		return List.of(removeLine("Remove the earlier '" + switchText(text, earlier) + "' (line " + earlier.getStartLine() + ")", text, earlier),
				removeLine("Remove this '" + switchText(text, again) + "'", text, again));
	}

	private static String switchText(String text, ICompositeNode node) {
		return text.substring(node.getOffset(), node.getEndOffset()).strip().replaceAll("\\s+", " ");
	}

	/** Removes a node's text, and its line where nothing else is on it. */
	private static Fix removeLine(String label, String text, ICompositeNode node) {
		int start = node.getOffset();
		int end = node.getEndOffset();
		int lineStart = lineStart(text, start);
		int lineEnd = text.indexOf('\n', end);
		if (text.substring(lineStart, start).isBlank() && (lineEnd < 0 ? text.substring(end) : text.substring(end, lineEnd)).isBlank()) {
			start = lineStart;
			end = lineEnd < 0 ? text.length() : lineEnd + 1;
		} else {
			while (end < text.length() && (text.charAt(end) == ' ' || text.charAt(end) == '\t')) end++;
		}
		return new Fix(label, start, end - start, "");
	}

	private static int lineStart(String text, int offset) {
		return text.lastIndexOf('\n', offset - 1) + 1;
	}

	/** The shipped rule sets in place of the import at {@code offset}, but those the file imports already. */
	private static List<Fix> shippedImports(String text, int offset, int length) {
		RuleSet file = RuleFiles.parseText(text);
		List<String> imported = file == null ? List.of() : file.getImports();
		List<Fix> out = new ArrayList<>();
		List<String> sets = new ArrayList<>(RuleFiles.SHIPPED);
		sets.sort(Comparator.comparing(s -> !s.equals("universal.lrules"))); // the universal set first
		for (String set : sets) {
			String target = RuleFiles.SHIPPED_SCHEME + ":" + set;
			if (imported.contains(target)) continue;
			out.add(new Fix("Import " + target, offset, length, "\"" + target + "\""));
		}
		return out;
	}

	/** Levenshtein distance. */
	static int distance(String a, String b) {
		int[] previous = new int[b.length() + 1];
		int[] current = new int[b.length() + 1];
		for (int j = 0; j <= b.length(); j++) previous[j] = j;
		for (int i = 1; i <= a.length(); i++) {
			current[0] = i;
			for (int j = 1; j <= b.length(); j++) {
				int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
				current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
			}
			int[] t = previous;
			previous = current;
			current = t;
		}
		return previous[b.length()];
	}
}
