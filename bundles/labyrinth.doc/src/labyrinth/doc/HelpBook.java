package labyrinth.doc;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The help book as the Eclipse help system reads it (toc.xml, contexts.xml, html/), read here too, so the product
 * shows it without the help system's web server.
 */
public final class HelpBook {
	public static final String BUNDLE = "labyrinth.doc";
	/** The folder of the pages, their style sheet and their pictures. */
	static final String PAGES = "html/";
	private static Path folder;

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

	/** A file of the book in the bundle ({@code html/images/walker-view.png}), or null if it is missing. */
	public static URL resource(String path) {
		int hash = path.indexOf('#');
		return bundle().getEntry(hash < 0 ? path : path.substring(0, hash));
	}

	/**
	 * The address of a page ({@code html/rules.html#builtins}) in the book's folder on disk, where a browser follows its
	 * links and loads its style sheet and pictures; null if the page is missing.
	 */
	public static String address(String href) throws IOException {
		int hash = href.indexOf('#');
		String path = hash < 0 ? href : href.substring(0, hash);
		if (!path.startsWith(PAGES) || resource(path) == null) return null;
		return folder().resolve(path.substring(PAGES.length())).toUri() + (hash < 0 ? "" : href.substring(hash));
	}

	/** The page of the book at a browser's address ({@code html/rules.html#builtins}), or null if it is not one. */
	public static String hrefOf(String address) {
		try {
			URI uri = new URI(address);
			if (!"file".equals(uri.getScheme())) return null;
			Path file = Path.of(new URI("file", null, uri.getPath(), null));
			Path folder = folder();
			if (!file.startsWith(folder)) return null;
			String page = PAGES + folder.relativize(file).toString().replace('\\', '/');
			return uri.getRawFragment() == null ? page : page + "#" + uri.getRawFragment();
		} catch (URISyntaxException | IOException | IllegalArgumentException e) {
			return null;
		}
	}

	/**
	 * The book's html/ folder on disk: the bundle's own folder, or, from a jar, the folder as the framework extracts it
	 * (all of it, so the pages' links, style sheet and pictures are there too).
	 */
	static synchronized Path folder() throws IOException {
		if (folder == null) {
			URL entry = bundle().getEntry(PAGES);
			if (entry == null) throw new IOException(PAGES + " is missing from " + BUNDLE);
			try {
				folder = Path.of(FileLocator.toFileURL(entry).toURI()).toRealPath();
			} catch (URISyntaxException e) {
				throw new IOException("the help book's folder cannot be found: " + e.getMessage(), e);
			}
		}
		return folder;
	}

	/** A page as the XML parser reads it: the pages are well-formed XHTML, as the IDE's help system can read them. */
	public static Document page(String href) throws IOException {
		URL entry = resource(href);
		if (entry == null) throw new IOException("the help page " + href + " is missing");
		try (InputStream in = entry.openStream()) {
			DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
			// <!DOCTYPE html> names no DTD; nothing outside the page is ever read
			factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
			factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
			factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
			factory.setExpandEntityReferences(false);
			var builder = factory.newDocumentBuilder();
			builder.setErrorHandler(new DefaultHandler()); // errors are thrown, not printed
			return builder.parse(in, entry.toExternalForm());
		} catch (ParserConfigurationException | SAXException e) {
			throw new IOException("the help page " + href + " is not well-formed: " + e.getMessage(), e);
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

	/** The page as plain text (headings and list items on their own lines), to search it. */
	public static String text(String href) throws IOException {
		String html = html(href);
		String body = html.replaceAll("(?s).*<body>", "").replaceAll("(?s)</body>.*", "");
		String text = body.replaceAll("(?i)<li>", "\n  - ").replaceAll("(?i)</h[12]>", "\n").replaceAll("(?i)<h[12]>", "\n")
				.replaceAll("(?i)</tr>", "\n").replaceAll("(?i)</t[dh]>", "   ").replaceAll("(?i)<p>", "\n").replaceAll("<[^>]+>", "")
				.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
		return text.replaceAll("[ \t]+\n", "\n").replaceAll("\n{3,}", "\n\n").strip();
	}

	/** The pages that mention {@code term} (any case), most mentions first; none for a blank term. */
	public List<Topic> search(String term) throws IOException {
		String t = term == null ? "" : term.strip().toLowerCase(java.util.Locale.ROOT);
		if (t.isEmpty()) return List.of();
		java.util.Map<Topic, Integer> hits = new java.util.LinkedHashMap<>();
		for (Topic topic : topics()) {
			String text = text(topic.href()).toLowerCase(java.util.Locale.ROOT);
			int n = 0;
			for (int i = text.indexOf(t); i >= 0; i = text.indexOf(t, i + t.length())) n++;
			if (n > 0) hits.put(topic, n);
		}
		return hits.entrySet().stream().sorted(java.util.Map.Entry.<Topic, Integer>comparingByValue().reversed()).map(java.util.Map.Entry::getKey)
				.toList();
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
