package labyrinth.doc;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The help book as the Eclipse help system reads it (toc.xml, contexts.xml, html/), read here too, so the product
 * shows it without the help system's web server.
 */
public final class HelpBook {
	public static final String BUNDLE = "labyrinth.doc";

	/** One page of the book. */
	public record Topic(String label, String href) {
	}

	private final List<Topic> topics = new ArrayList<>();
	private final Map<String, String> pageOfContext = new LinkedHashMap<>();

	private HelpBook() {
	}

	/** The book of this bundle. */
	public static HelpBook load() throws IOException {
		HelpBook book = new HelpBook();
		try {
			Document toc = parse("toc.xml");
			NodeList nodes = toc.getElementsByTagName("topic");
			for (int i = 0; i < nodes.getLength(); i++) {
				Element e = (Element) nodes.item(i);
				book.topics.add(new Topic(e.getAttribute("label"), e.getAttribute("href")));
			}
			Document contexts = parse("contexts.xml");
			NodeList list = contexts.getElementsByTagName("context");
			for (int i = 0; i < list.getLength(); i++) {
				Element context = (Element) list.item(i);
				NodeList first = context.getElementsByTagName("topic");
				if (first.getLength() > 0) {
					book.pageOfContext.put(BUNDLE + "." + context.getAttribute("id"), ((Element) first.item(0)).getAttribute("href"));
				}
			}
		} catch (IOException e) {
			throw e;
		} catch (Exception e) {
			throw new IOException("the help book's table of contents cannot be read: " + e.getMessage(), e);
		}
		return book;
	}

	public List<Topic> topics() {
		return List.copyOf(topics);
	}

	/** The context ids (as views set them, {@code labyrinth.doc.walker}) and the first page of each. */
	public Map<String, String> contexts() {
		return Map.copyOf(pageOfContext);
	}

	/** The page for a help context id, or the first page of the book. */
	public String pageFor(String contextId) {
		String page = contextId == null ? null : pageOfContext.get(contextId);
		return page != null ? page : topics.get(0).href();
	}

	/** The URL of a page inside the bundle, or null if the page is missing. */
	public static URL url(String href) {
		URL entry = bundle().getEntry(href);
		if (entry == null) return null;
		try {
			return FileLocator.toFileURL(entry);
		} catch (IOException e) {
			return entry;
		}
	}

	/** The page's HTML. */
	public static String html(String href) throws IOException {
		URL entry = bundle().getEntry(href);
		if (entry == null) throw new IOException("the help page " + href + " is missing");
		try (InputStream in = entry.openStream()) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

	/** The page as plain text (headings and list items on their own lines), for a viewer without a browser. */
	public static String text(String href) throws IOException {
		String html = html(href);
		String body = html.replaceAll("(?s).*<body>", "").replaceAll("(?s)</body>.*", "");
		String text = body.replaceAll("(?i)<li>", "\n  - ").replaceAll("(?i)</h[12]>", "\n").replaceAll("(?i)<h[12]>", "\n")
				.replaceAll("(?i)</tr>", "\n").replaceAll("(?i)</t[dh]>", "   ").replaceAll("(?i)<p>", "\n").replaceAll("<[^>]+>", "")
				.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
		return text.replaceAll("[ \t]+\n", "\n").replaceAll("\n{3,}", "\n\n").strip();
	}

	private static Bundle bundle() {
		return Platform.getBundle(BUNDLE);
	}

	private static Document parse(String file) throws Exception {
		URL entry = bundle().getEntry(file);
		if (entry == null) throw new IOException(file + " is missing from " + BUNDLE);
		DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
		factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
		try (InputStream in = entry.openStream()) {
			return factory.newDocumentBuilder().parse(in);
		}
	}
}
