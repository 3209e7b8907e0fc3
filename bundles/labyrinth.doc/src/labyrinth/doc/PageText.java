package labyrinth.doc;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.Bullet;
import org.eclipse.swt.custom.ST;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Cursor;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GlyphMetrics;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Composite;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * A page of the help book drawn as a document without a browser: headings in larger bold type, paragraphs that wrap at
 * the width of the view, lists with bullets and numbers, code in a fixed font, tables row by row, the pictures, and
 * links that go where they point. The pages are well-formed XHTML, so this reads them with the XML parser.
 */
public final class PageText {
	/** The colours of the book's style sheet (book.css), so both renderings look alike. */
	static final RGB HEADING = new RGB(0x1f, 0x3f, 0x66);
	static final RGB LINK = new RGB(0x1a, 0x5f, 0xb4);
	static final RGB CODE_BACKGROUND = new RGB(0xf0, 0xf1, 0xf3);
	static final RGB CAPTION = new RGB(0x55, 0x55, 0x55);
	static final RGB NOTICE_BACKGROUND = new RGB(0xfd, 0xf6, 0xd8);
	private static final char OBJECT = '\uFFFC';
	private static final int MARGIN = 14;
	private static final int LIST_INDENT = 18;
	private static final int BULLET_WIDTH = 22;

	/** A link as drawn: its characters and where it points (resolved against the page). */
	public record Link(int start, int length, String href) {
	}

	private final StyledText text;
	private final Font h1, h2, h3, bold, italic, boldItalic, mono;
	private final Color heading = new Color(HEADING), link = new Color(LINK), codeBackground = new Color(CODE_BACKGROUND),
			caption = new Color(CAPTION), noticeBackground = new Color(NOTICE_BACKGROUND);
	private final Cursor hand;
	private final List<Link> links = new ArrayList<>();
	private final Map<String, Integer> anchors = new HashMap<>();
	private final Map<Integer, Picture> images = new HashMap<>();
	private final List<Image> loaded = new ArrayList<>();
	private Consumer<String> onLink = href -> {
	};
	private String notice;
	private Link pressed;
	private String page;

	public PageText(Composite parent) {
		text = new StyledText(parent, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
		text.setMargins(MARGIN, 10, MARGIN, 10);
		text.setEditable(false);
		text.setCaret(null); // a page to read, not to edit: the keys still scroll it
		text.setBackground(text.getDisplay().getSystemColor(SWT.COLOR_WHITE));
		text.setForeground(new Color(0x22, 0x22, 0x22));
		FontData base = text.getFont().getFontData()[0];
		h1 = font(base, 1.7, SWT.BOLD);
		h2 = font(base, 1.3, SWT.BOLD);
		h3 = font(base, 1.1, SWT.BOLD);
		bold = font(base, 1, SWT.BOLD);
		italic = font(base, 1, SWT.ITALIC);
		boldItalic = font(base, 1, SWT.BOLD | SWT.ITALIC);
		FontData monoData = JFaceResources.getTextFont().getFontData()[0];
		mono = new Font(text.getDisplay(), monoData.getName(), Math.max(1, Math.round(base.getHeight() * 0.95f)), SWT.NORMAL);
		hand = new Cursor(text.getDisplay(), SWT.CURSOR_HAND);
		text.addPaintObjectListener(e -> {
			Picture picture = images.get(e.style.start);
			if (picture == null) return;
			Image image = picture.image();
			var size = image.getBounds();
			int w = e.style.metrics.width, h = e.style.metrics.ascent;
			e.gc.setAntialias(SWT.ON);
			e.gc.setInterpolation(SWT.HIGH);
			e.gc.drawImage(image, 0, 0, size.width, size.height, e.x, e.y + e.ascent - h, w, h);
		});
		// a click is a press and a release on the same link (a drag from a link selects text instead)
		text.addListener(SWT.MouseDown, e -> pressed = e.button == 1 ? linkAt(e.x, e.y) : null);
		text.addListener(SWT.MouseUp, e -> {
			Link l = e.button == 1 ? linkAt(e.x, e.y) : null;
			if (l != null && l.equals(pressed)) {
				pressed = null;
				text.setSelection(text.getCaretOffset());
				onLink.accept(l.href());
			}
		});
		text.addListener(SWT.MouseMove, e -> text.setCursor(linkAt(e.x, e.y) != null ? hand : null));
		text.addListener(SWT.Resize, e -> fitPictures());
		text.addListener(SWT.Dispose, e -> dispose());
	}

	private Font font(FontData base, double scale, int style) {
		return new Font(text.getDisplay(), base.getName(), Math.max(1, (int) Math.round(base.getHeight() * scale)), style);
	}

	/** Where a click on a link goes: the link's page ({@code html/rules.html#builtins}), resolved against the page. */
	public void onLink(Consumer<String> handler) {
		onLink = handler;
	}

	/** A line shown above every page, e.g. that the full rendering needs a browser. */
	public void setNotice(String notice) {
		this.notice = notice;
	}

	public StyledText control() {
		return text;
	}

	/** The links of the page shown, in order. */
	public List<Link> links() {
		return List.copyOf(links);
	}

	/** The page shown ({@code html/rules.html}), without its anchor. */
	public String page() {
		return page;
	}

	/** Shows a page of the book ({@code html/rules.html} or {@code html/rules.html#builtins}) and scrolls to its anchor. */
	public void show(String href) throws IOException {
		int hash = href.indexOf('#');
		String path = hash < 0 ? href : href.substring(0, hash);
		String anchor = hash < 0 ? null : href.substring(hash + 1);
		if (!path.equals(page)) render(path, HelpBook.page(path));
		page = path;
		Integer at = anchor == null ? null : anchors.get(anchor);
		int line = at == null ? 0 : text.getLineAtOffset(at);
		text.setCaretOffset(text.getOffsetAtLine(line));
		text.setTopPixel(text.getTopPixel() + text.getLinePixel(line) - text.getTopMargin());
	}

	/** Shows a message instead of a page. */
	public void showMessage(String message) {
		clear();
		page = null;
		text.setText(message);
	}

	private Link linkAt(int x, int y) {
		int offset = text.getOffsetAtPoint(new Point(x, y));
		if (offset < 0) return null;
		for (Link l : links) {
			if (offset >= l.start() && offset < l.start() + l.length()) return l;
		}
		return null;
	}

	private void clear() {
		for (Image i : loaded) i.dispose();
		loaded.clear();
		images.clear();
		links.clear();
		anchors.clear();
	}

	private void dispose() {
		clear();
		for (Font f : new Font[] { h1, h2, h3, bold, italic, boldItalic, mono }) f.dispose();
		hand.dispose();
	}

	// ---- rendering: one logical line per paragraph, heading, list item, table row or picture ----

	/** A picture of the page: its size as the page gives it, never wider than the view. */
	private record Picture(Image image, int width, int height, int indent) {
		GlyphMetrics metrics(int viewWidth) {
			int room = Math.max(60, viewWidth - 2 * MARGIN - indent - 4);
			return width <= room ? new GlyphMetrics(height, 0, width) : new GlyphMetrics(height * room / width, 0, room);
		}
	}

	/** The pictures fitted to the view's width again, as the view is resized. */
	private void fitPictures() {
		int width = text.getClientArea().width;
		for (var e : images.entrySet()) {
			StyleRange r = text.getStyleRangeAtOffset(e.getKey());
			if (r == null || r.metrics == null) continue;
			GlyphMetrics m = e.getValue().metrics(width);
			if (m.width == r.metrics.width && m.ascent == r.metrics.ascent) continue;
			r.metrics = m;
			text.setStyleRange(r);
		}
	}

	/** What a line looks like, applied after the text is set. */
	private record LineStyle(int line, int indent, int wrapIndent, int spaceAbove, Bullet bullet, Color background) {
	}

	/** The inline style in force: from the enclosing b, i, code and a elements and the block. */
	private record Style(boolean bold, boolean italic, boolean code, String href, Font blockFont, Color blockColour) {
		static final Style PLAIN = new Style(false, false, false, null, null, null);

		Style with(Element e) {
			return switch (e.getTagName()) {
				case "b", "strong", "th" -> new Style(true, italic, code, href, blockFont, blockColour);
				case "i", "em" -> new Style(bold, true, code, href, blockFont, blockColour);
				case "code", "tt", "kbd" -> new Style(bold, italic, true, href, blockFont, blockColour);
				case "a" -> e.hasAttribute("href") ? new Style(bold, italic, code, e.getAttribute("href"), blockFont, blockColour) : this;
				default -> this;
			};
		}
	}

	private StringBuilder out;
	private List<StyleRange> ranges;
	private List<LineStyle> lines;
	private int line;
	private boolean lineHasText;

	private void render(String path, Document doc) {
		clear();
		out = new StringBuilder();
		ranges = new ArrayList<>();
		lines = new ArrayList<>();
		line = 0;
		lineHasText = false;
		if (notice != null) {
			int start = out.length();
			out.append(notice);
			ranges.add(range(start, notice.length(), italic, caption));
			lineHasText = true;
			endLine(0, 0, 0, null, noticeBackground);
		}
		Element body = (Element) doc.getElementsByTagName("body").item(0);
		blocks(path, body, 0);
		text.setText(out.toString());
		text.setStyleRanges(ranges.toArray(StyleRange[]::new));
		for (LineStyle l : lines) {
			if (l.line() >= text.getLineCount()) continue;
			text.setLineIndent(l.line(), 1, l.indent());
			text.setLineWrapIndent(l.line(), 1, l.wrapIndent());
			text.setLineVerticalIndent(l.line(), l.spaceAbove());
			if (l.bullet() != null) text.setLineBullet(l.line(), 1, l.bullet());
			if (l.background() != null) text.setLineBackground(l.line(), 1, l.background());
		}
		out = null;
		ranges = null;
		lines = null;
	}

	/** The block elements inside a container, each on lines of its own. */
	private void blocks(String path, Element parent, int indent) {
		Bullet numbers = null;
		for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
			if (n instanceof Element e) {
				String id = e.getAttribute("id");
				if (!id.isEmpty()) anchors.put(id, out.length());
				switch (e.getTagName()) {
					case "h1" -> heading(path, e, h1, 10);
					case "h2" -> heading(path, e, h2, 18);
					case "h3" -> heading(path, e, h3, 12);
					case "p", "div" -> paragraph(path, e, Style.PLAIN, indent, indent, 8, null);
					case "figcaption" -> paragraph(path, e, new Style(false, true, false, null, null, caption), indent, indent, 2, null);
					case "ul", "ol" -> blocks(path, e, indent);
					case "li" -> {
						if (numbers == null) numbers = bullet(parent.getTagName().equals("ol"));
						paragraph(path, e, Style.PLAIN, indent + LIST_INDENT, indent + LIST_INDENT + BULLET_WIDTH, 3, numbers);
					}
					case "pre" -> pre(e.getTextContent(), indent);
					case "table" -> table(path, e, indent);
					case "figure" -> blocks(path, e, indent);
					case "img" -> picture(path, e, indent);
					default -> paragraph(path, e, Style.PLAIN, indent, indent, 8, null);
				}
			} else if (n.getNodeType() == Node.TEXT_NODE && !n.getNodeValue().isBlank()) {
				inline(n.getNodeValue(), Style.PLAIN);
				endLine(indent, indent, 8, null, null);
			}
		}
	}

	private void heading(String path, Element e, Font font, int spaceAbove) {
		inlines(path, e, new Style(false, false, false, null, font, heading));
		endLine(0, 0, spaceAbove, null, null);
	}

	private void paragraph(String path, Element e, Style style, int indent, int wrapIndent, int spaceAbove, Bullet bullet) {
		inlines(path, e, style);
		endLine(indent, wrapIndent, spaceAbove, bullet, null);
	}

	private Bullet bullet(boolean numbered) {
		StyleRange style = new StyleRange();
		style.metrics = new GlyphMetrics(0, 0, BULLET_WIDTH);
		style.foreground = heading;
		Bullet b = new Bullet(numbered ? ST.BULLET_NUMBER | ST.BULLET_TEXT : ST.BULLET_DOT, style);
		if (numbered) b.text = ".";
		return b;
	}

	private void pre(String content, int indent) {
		String[] rows = content.strip().split("\n", -1);
		for (int i = 0; i < rows.length; i++) {
			int start = out.length();
			String row = rows[i].replace("\t", "    ");
			out.append(row.isEmpty() ? " " : row);
			ranges.add(range(start, out.length() - start, mono, null));
			lineHasText = true;
			endLine(indent + 8, indent + 8, i == 0 ? 8 : 0, null, codeBackground);
		}
	}

	/** A table row by row: the cells of a row one after the other, the header row bold. */
	private void table(String path, Element table, int indent) {
		boolean first = true;
		for (Element row : descendants(table, "tr")) {
			boolean firstCell = true;
			for (Node n = row.getFirstChild(); n != null; n = n.getNextSibling()) {
				if (!(n instanceof Element cell) || !(cell.getTagName().equals("td") || cell.getTagName().equals("th"))) continue;
				if (cell.getTextContent().isBlank()) continue;
				if (!firstCell) {
					int start = out.length();
					out.append(" \u2014 ");
					ranges.add(range(start, 3, null, caption));
				}
				inlines(path, cell, Style.PLAIN.with(cell));
				firstCell = false;
			}
			endLine(indent + 8, indent + 8 + LIST_INDENT, first ? 8 : 3, null, null);
			first = false;
		}
	}

	private static List<Element> descendants(Element e, String tag) {
		List<Element> found = new ArrayList<>();
		var list = e.getElementsByTagName(tag);
		for (int i = 0; i < list.getLength(); i++) found.add((Element) list.item(i));
		return found;
	}

	/** A picture of the book, as large as the page says but never wider than the view. */
	private void picture(String path, Element img, int indent) {
		String src = img.getAttribute("src");
		URL url = HelpBook.resource(resolve(path, src));
		Image image = null;
		if (url != null) {
			try (InputStream in = url.openStream()) {
				image = new Image(text.getDisplay(), new ImageData(in));
			} catch (IOException | org.eclipse.swt.SWTException e) {
				image = null;
			}
		}
		if (image == null) {
			inline("[" + img.getAttribute("alt") + "]", new Style(false, true, false, null, null, caption));
			endLine(indent, indent, 8, null, null);
			return;
		}
		loaded.add(image);
		var size = image.getBounds();
		int w = number(img.getAttribute("width"), size.width);
		int h = number(img.getAttribute("height"), size.height * w / Math.max(1, size.width));
		int start = out.length();
		out.append(OBJECT);
		Picture p = new Picture(image, w, h, indent);
		StyleRange r = new StyleRange();
		r.start = start;
		r.length = 1;
		r.metrics = p.metrics(text.getClientArea().width);
		ranges.add(r);
		images.put(start, p);
		lineHasText = true;
		endLine(indent, indent, 10, null, null);
	}

	private static int number(String s, int otherwise) {
		try {
			return s.isEmpty() ? otherwise : Integer.parseInt(s.trim());
		} catch (NumberFormatException e) {
			return otherwise;
		}
	}

	/** The inline content of an element: its text, with bold, italic, code and links. */
	private void inlines(String path, Element e, Style style) {
		for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
			if (n instanceof Element child) {
				if (child.getTagName().equals("br")) {
					inline(" ", style);
				} else if (child.getTagName().equals("img")) {
					inline(child.getAttribute("alt"), style);
				} else {
					String id = child.getAttribute("id");
					if (!id.isEmpty()) anchors.put(id, out.length());
					Style inner = style.with(child);
					if (inner.href() != null && style.href() == null) {
						int start = out.length();
						inlines(path, child, inner);
						if (out.length() > start) links.add(new Link(start, out.length() - start, resolve(path, inner.href())));
					} else {
						inlines(path, child, inner);
					}
				}
			} else if (n.getNodeType() == Node.TEXT_NODE || n.getNodeType() == Node.CDATA_SECTION_NODE) {
				inline(n.getNodeValue(), style);
			}
		}
	}

	private void inline(String raw, Style style) {
		String t = raw.replaceAll("\\s+", " ");
		if (!lineHasText || endsWithSpace()) t = t.stripLeading();
		if (t.isEmpty()) return;
		int start = out.length();
		out.append(t);
		lineHasText = true;
		Font font = style.blockFont() != null ? style.blockFont()
				: style.code() ? mono : style.bold() && style.italic() ? boldItalic : style.bold() ? bold : style.italic() ? italic : null;
		Color colour = style.href() != null ? link : style.blockColour();
		StyleRange r = range(start, t.length(), font, colour);
		if (style.code() && style.blockFont() == null) r.background = codeBackground;
		if (style.href() != null) {
			r.underline = true;
			r.underlineStyle = SWT.UNDERLINE_LINK;
		}
		ranges.add(r);
	}

	private boolean endsWithSpace() {
		return out.length() > 0 && out.charAt(out.length() - 1) == ' ';
	}

	private void endLine(int indent, int wrapIndent, int spaceAbove, Bullet bullet, Color background) {
		if (!lineHasText) return;
		while (endsWithSpace()) out.setLength(out.length() - 1);
		out.append('\n');
		lines.add(new LineStyle(line, indent, wrapIndent, spaceAbove, bullet, background));
		line++;
		lineHasText = false;
	}

	private static StyleRange range(int start, int length, Font font, Color colour) {
		StyleRange r = new StyleRange();
		r.start = start;
		r.length = length;
		r.font = font;
		r.foreground = colour;
		return r;
	}

	/** A link or picture of a page, as a path in the bundle: {@code rules.html#x} on {@code html/concepts.html}. */
	static String resolve(String page, String href) {
		if (href.startsWith("#")) return page + href;
		try {
			URI uri = new URI(href);
			if (uri.isAbsolute()) return href;
			return new URI(null, null, page, null).resolve(uri).toString();
		} catch (java.net.URISyntaxException e) {
			return href;
		}
	}
}
