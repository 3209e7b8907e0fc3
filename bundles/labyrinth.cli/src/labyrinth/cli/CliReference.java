package labyrinth.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import labyrinth.kernel.io.TextFiles;

/**
 * The help book's command reference ({@code labyrinth.doc/html/cli.html}), made from the commands' option
 * declarations: the block between {@link #BEGIN} and {@link #END}. CliReferenceTest fails when the page differs;
 * {@code java -cp 'bin/lib/*' labyrinth.cli.CliReference bundles/labyrinth.doc/html/cli.html} writes it again.
 */
public final class CliReference {
	static final String BEGIN = "<!-- BEGIN commands: made from the commands' option declarations by labyrinth.cli.CliReference -->";
	static final String END = "<!-- END commands -->";

	private CliReference() {
	}

	public static void main(String[] args) throws Exception {
		if (args.length != 1) throw new IllegalArgumentException("usage: CliReference CLI.HTML");
		Path page = Path.of(args[0]);
		TextFiles.writeAtomically(page, withBlock(Files.readString(page, StandardCharsets.UTF_8)));
	}

	/** The page with its block made anew. */
	static String withBlock(String page) {
		int begin = page.indexOf(BEGIN);
		int end = page.indexOf(END);
		if (begin < 0 || end < begin) throw new IllegalArgumentException("the page has no " + BEGIN + " ... " + END + " block");
		return page.substring(0, begin) + block() + page.substring(end + END.length());
	}

	/** Every command: its usage, what it does, and its options with their defaults. */
	static String block() {
		PrintStream none = new PrintStream(PrintStream.nullOutputStream());
		Main main = new Main(none, none);
		StringBuilder sb = new StringBuilder(BEGIN).append('\n');
		for (Command c : main.commands()) {
			String id = "cmd-" + c.name().replace(' ', '-');
			sb.append("<h3 id=\"").append(id).append("\"><code>labyrinth ").append(escape(c.name()));
			if (!c.options().isEmpty()) sb.append(" [OPTIONS]");
			if (!c.arguments().isEmpty()) sb.append(' ').append(escape(c.arguments()));
			sb.append("</code></h3>\n<p>").append(escape(c.summary())).append(".</p>\n");
			if (c.options().isEmpty()) continue;
			sb.append("<table border=\"1\" cellpadding=\"3\">\n<tr><th>option</th><th>what it does</th><th>default</th></tr>\n");
			for (Option o : c.options()) {
				sb.append("<tr><td><code>").append(escape(o.usage())).append("</code></td><td>").append(escape(o.help())).append("</td><td>")
						.append(o.fallback() == null ? "" : escape(o.fallback())).append("</td></tr>\n");
			}
			sb.append("</table>\n");
		}
		return sb.append(END).toString();
	}

	private static String escape(String s) {
		return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
	}
}
