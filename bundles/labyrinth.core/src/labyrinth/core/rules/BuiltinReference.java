package labyrinth.core.rules;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import labyrinth.kernel.io.TextFiles;

/**
 * The help book's list of built-in rules ({@code labyrinth.doc/html/rules.html}), made from
 * {@link BuiltinRules#description(String)}: the block between {@link #BEGIN} and {@link #END}, each rule with a
 * picture of a position where it decides ({@link BuiltinExamples}, in {@code html/builtins/ID.png}).
 * BuiltinReferenceTest fails when the page or a picture differs; {@code java -cp 'bin/lib/*'
 * labyrinth.core.rules.BuiltinReference bundles/labyrinth.doc/html/rules.html} writes them again.
 */
public final class BuiltinReference {
	public static final String BEGIN = "<!-- BEGIN builtins: made from BuiltinRules by labyrinth.core.rules.BuiltinReference; do not edit -->";
	public static final String END = "<!-- END builtins -->";
	/** Lines of the page are wrapped before this column, as the hand-written parts of the book are. */
	static final int WIDTH = 117;
	/** A built-in named in a description: 'cut'. */
	private static final Pattern QUOTED_ID = Pattern.compile("'([a-z]+(?:-[a-z]+)*)'");

	private BuiltinReference() {
	}

	/** The folder of the pictures, beside the page. */
	public static final String PICTURES = "builtins";

	public static void main(String[] args) throws Exception {
		if (args.length != 1) throw new IllegalArgumentException("usage: BuiltinReference RULES.HTML");
		Path page = Path.of(args[0]);
		Map<String, BuiltinExamples.Example> examples = examples();
		Path pictures = page.resolveSibling(PICTURES);
		Files.createDirectories(pictures);
		for (BuiltinExamples.Example e : examples.values()) {
			byte[] png = BuiltinExamples.png(BuiltinExamples.draw(e));
			TextFiles.writeAtomically(pictures.resolve(e.id() + ".png"), out -> out.write(png));
		}
		TextFiles.writeAtomically(page, withBlock(Files.readString(page, StandardCharsets.UTF_8), examples));
	}

	/** Each built-in's picture, in the engine's order; a rule that decides nowhere on the lines searched has none. */
	public static Map<String, BuiltinExamples.Example> examples() {
		Map<String, BuiltinExamples.Example> examples = new LinkedHashMap<>();
		for (String id : BuiltinRules.ids()) {
			BuiltinExamples.Example e = BuiltinExamples.find(id);
			if (e != null) examples.put(id, e);
		}
		return examples;
	}

	/** The page with its block made anew. */
	public static String withBlock(String page, Map<String, BuiltinExamples.Example> examples) {
		int begin = page.indexOf(BEGIN);
		int end = page.indexOf(END);
		if (begin < 0 || end < begin) throw new IllegalArgumentException("the page has no " + BEGIN + " ... " + END + " block");
		return page.substring(0, begin) + block(examples) + page.substring(end + END.length());
	}

	/**
	 * Every built-in in the engine's order: a heading with its id (the anchor {@code builtin-ID}), its description,
	 * and its picture with what it shows.
	 */
	public static String block(Map<String, BuiltinExamples.Example> examples) {
		StringBuilder sb = new StringBuilder(BEGIN).append('\n');
		for (String id : BuiltinRules.ids()) {
			sb.append("<h3 id=\"builtin-").append(id).append("\">").append(id).append("</h3>\n");
			sb.append(wrap("<p>" + html(BuiltinRules.description(id)) + "</p>")).append('\n');
			BuiltinExamples.Example e = examples.get(id);
			if (e == null) continue;
			int side = BuiltinExamples.side(e.board());
			sb.append("<p class=\"example\"><img src=\"").append(PICTURES).append('/').append(id).append(".png\" alt=\"")
					.append(id).append("\" width=\"").append(side).append("\" height=\"").append(side).append("\"/></p>\n");
			sb.append(wrap("<p class=\"example\">" + html(BuiltinExamples.caption(e)) + "</p>")).append('\n');
		}
		return sb.append(END).toString();
	}

	/** A description as HTML: escaped, the built-ins it names in quotes as code. */
	static String html(String description) {
		String escaped = description.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
		Matcher m = QUOTED_ID.matcher(escaped);
		StringBuilder sb = new StringBuilder();
		while (m.find()) {
			String replacement = BuiltinRules.exists(m.group(1)) ? "<code>" + m.group(1) + "</code>" : m.group();
			m.appendReplacement(sb, Matcher.quoteReplacement(replacement));
		}
		return m.appendTail(sb).toString();
	}

	/** Breaks a paragraph into lines shorter than {@link #WIDTH} at blanks. */
	static String wrap(String text) {
		StringBuilder out = new StringBuilder();
		int lineStart = 0;
		for (String word : text.split(" ")) {
			int lineLength = out.length() - lineStart;
			if (lineLength > 0 && lineLength + 1 + word.length() >= WIDTH) {
				out.append('\n');
				lineStart = out.length();
			} else if (lineLength > 0) {
				out.append(' ');
			}
			out.append(word);
		}
		return out.toString();
	}
}
