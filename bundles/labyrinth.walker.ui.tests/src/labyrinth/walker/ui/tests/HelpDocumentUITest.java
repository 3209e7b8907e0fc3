package labyrinth.walker.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.help.HelpSystem;
import org.eclipse.help.IToc;
import org.eclipse.help.ITopic;
import org.eclipse.swt.SWT;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import labyrinth.doc.HelpBook;
import labyrinth.doc.HelpView;
import labyrinth.doc.PageText;
import labyrinth.test.support.Screenshots;
import labyrinth.test.support.UiWait;
import labyrinth.walker.ui.BoardPainter;
import labyrinth.walker.ui.LabyrinthPerspective;
import labyrinth.walker.ui.WalkerView;

/**
 * The help book as documents: in the Labyrinth Help view (the platform's browser, or the simpler rendering without
 * one), opened beside the walker, and as pages the IDE's help system reads. Leaves target/screenshots/help.png (the
 * view in the browser) and help-simplified.png (the view without one).
 */
class HelpDocumentUITest {
	private IWorkbenchWindow window;
	private IWorkbenchPage page;
	private IPerspectiveDescriptor perspectiveBefore;
	private Rectangle boundsBefore;

	@BeforeEach
	void labyrinthPerspective() throws Exception {
		window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		perspectiveBefore = window.getActivePage().getPerspective();
		boundsBefore = window.getShell().getBounds();
		page = PlatformUI.getWorkbench().showPerspective(LabyrinthPerspective.ID, window);
		page.resetPerspective();
		window.getShell().setBounds(0, 0, 1280, 960);
		window.getShell().forceActive();
		closeHelp();
	}

	@AfterEach
	void restore() throws Exception {
		System.clearProperty(HelpView.BROWSER_PROPERTY);
		closeHelp();
		page.closePerspective(page.getPerspective(), false, false);
		if (perspectiveBefore != null) page.setPerspective(perspectiveBefore);
		window.getShell().setBounds(boundsBefore);
		UiWait.spin(Display.getCurrent(), 200);
	}

	private void closeHelp() {
		var open = page.findView(HelpView.ID);
		if (open != null) page.hideView(open);
	}

	/** Help Contents, as the product's Help menu calls it. */
	private HelpView helpContents() {
		PlatformUI.getWorkbench().getHelpSystem().displayHelp();
		HelpView help = (HelpView) page.findView(HelpView.ID);
		assertNotNull(help, "Help Contents opened the Labyrinth Help view");
		return help;
	}

	@Test
	void helpOpensBesideTheWalkerNotOverIt() throws Exception {
		WalkerView walker = (WalkerView) page.showView(WalkerView.ID);
		UiWait.spin(Display.getCurrent(), 200);
		Rectangle walkerBefore = bounds(walker.canvas());
		HelpView help = helpContents();
		UiWait.spin(Display.getCurrent(), 200);
		assertTrue(page.isPartVisible(walker), "the Walker is still in sight after Help Contents");
		assertTrue(page.isPartVisible(help), "and so is the help");
		Rectangle helpBounds = bounds(help.pageControl());
		assertFalse(helpBounds.intersects(bounds(walker.canvas())), "the help " + helpBounds + " is beside the walker, not over it");
		assertEquals(walkerBefore, bounds(walker.canvas()), "the walker keeps its place and size");
		assertTrue(helpBounds.width >= 400 && helpBounds.height >= 300, "the help has room to read: " + helpBounds);
		page.hideView(help);

		// F1, from the walker: the walker asked, so it stays in sight
		page.activate(walker);
		walker.canvas().setFocus();
		PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand("labyrinth.doc.command.help", null);
		help = (HelpView) page.findView(HelpView.ID);
		assertNotNull(help, "F1 opened the help");
		assertEquals("html/concepts.html", help.shownPage(), "the walker's page");
		assertTrue(page.isPartVisible(walker), "the Walker is still in sight after F1");
	}

	@Test
	void thePageIsADocumentInTheBrowserWithItsPicturesAndLinks() throws Exception {
		Display display = Display.getCurrent();
		page.showView(WalkerView.ID);
		HelpView help = helpContents();
		Browser browser = assertInstanceOf(Browser.class, help.pageControl(),
				"the page is in the platform's browser (./build test installs WebKitGTK, libwebkit2gtk-4.1-0)");
		UiWait.until(() -> "Concepts".equals(evaluate(browser, "return document.readyState == 'complete' ? document.title : ''")),
				"the browser shows the Concepts page");
		assertEquals("html/concepts.html", help.shownPage());
		// a document: the heading is larger and bold, the paragraph is the browser's, wrapped to the view
		double h1 = number(evaluate(browser, "return parseFloat(getComputedStyle(document.querySelector('h1')).fontSize)"));
		double p = number(evaluate(browser, "return parseFloat(getComputedStyle(document.querySelector('p')).fontSize)"));
		assertTrue(h1 > 1.4 * p, "the heading (" + h1 + "px) is larger than the text (" + p + "px)");
		assertEquals("700", String.valueOf(evaluate(browser, "return getComputedStyle(document.querySelector('h1')).fontWeight")));
		double paragraphWidth = number(evaluate(browser, "return document.querySelector('p').getBoundingClientRect().width"));
		assertTrue(paragraphWidth <= browser.getSize().x, "the paragraph wraps within the view");
		assertTrue(number(evaluate(browser, "return document.querySelector('p').getClientRects().length")) >= 1);
		// every title of the book along the top, in full
		// (a title wraps as a whole: its spaces do not break)
		for (String label : help.pageLabels()) assertTrue(help.contents().getText().contains(label.replace(' ', '\u00a0')), label);
		Point needed = help.contents().computeSize(help.contents().getSize().x, SWT.DEFAULT);
		assertTrue(help.contents().getSize().y >= needed.y, "the row of titles has the lines it needs: " + help.contents().getSize() + " < " + needed);

		// a click on a link in the page goes to the other page, at the anchor
		Object[] at = (Object[]) evaluate(browser, "var a = document.querySelector('a[href=\"rules.html#builtins\"]'); a.scrollIntoView();"
				+ " var r = a.getBoundingClientRect(); return [r.left + 4, r.top + r.height / 2];");
		click(browser, (int) number(at[0]), (int) number(at[1]));
		UiWait.until(() -> "The rule language".equals(evaluate(browser, "return document.title")), "the link led to the rule language");
		UiWait.until(() -> "html/rules.html".equals(help.shownPage()), "the view knows the page: " + help.shownPage());
		UiWait.until(() -> number(evaluate(browser, "return document.getElementById('builtins').getBoundingClientRect().top")) < 40,
				"the page is scrolled to the Built-in rules");
		assertTrue(help.contents().getText().contains("<a href=\"html/concepts.html\">Concepts</a>"), "Concepts is a link again");

		help.goBack();
		UiWait.until(() -> "Concepts".equals(evaluate(browser, "return document.title")), "Back returns to Concepts");

		// the picture where the page speaks of the Walker view
		help.show("html/concepts.html#walker-view");
		UiWait.until(() -> Boolean.TRUE.equals(evaluate(browser,
				"var i = document.querySelector('img[src=\"images/walker-view.png\"]'); return i != null && i.complete && i.naturalWidth == 640"
						+ " && window.scrollY > 0")),
				"the walker's picture is loaded and the page scrolled to it");
		assertFalse(help.contents().getText().contains("href=\"html/concepts.html\""), "Concepts is the page shown: " + help.contents().getText());
		evaluate(browser, "document.querySelector('img[src=\"images/walker-view.png\"]').scrollIntoView({block: 'end'})");
		UiWait.spin(display, 500);
		ImageData picture = Screenshots.save(help.pageControl().getParent(), "help-picture");
		assertTrue(count(picture, BoardPainter.LINE, 12) > 300, "the screenshot shows the picture's red line");

		// the view as it opens: the book's first page, a document with its heading, paragraphs and pictures
		help.show("html/concepts.html");
		UiWait.until(() -> Boolean.TRUE.equals(evaluate(browser, "return window.scrollY == 0 && document.images[0].complete")), "the top of Concepts");
		UiWait.spin(display, 500);
		ImageData shot = Screenshots.save(help.pageControl().getParent(), "help");
		assertTrue(count(shot, new RGB(0x1f, 0x3f, 0x66), 30) > 100, "the screenshot shows the heading in the book's blue");
		assertTrue(count(shot, new RGB(0x22, 0x22, 0x22), 40) > 1000, "and the text");
		Screenshots.save(window.getShell(), "help-workbench");
	}

	@Test
	void withoutABrowserThePageIsStillADocument() throws Exception {
		Display display = Display.getCurrent();
		System.setProperty(HelpView.BROWSER_PROPERTY, "none");
		page.showView(WalkerView.ID);
		HelpView help = helpContents();
		UiWait.spin(display, 200);
		StyledText text = assertInstanceOf(StyledText.class, help.pageControl());
		PageText document = help.document();
		assertEquals("html/concepts.html", help.shownPage());
		assertTrue(text.getLine(0).startsWith(HelpView.NEEDS_BROWSER), "the view says what the full rendering needs");

		// the heading: its own line, bold and larger than the text
		int headingLine = lineStartingWith(text, "Concepts");
		StyleRange heading = text.getStyleRangeAtOffset(text.getOffsetAtLine(headingLine));
		int base = text.getFont().getFontData()[0].getHeight();
		assertTrue((heading.font.getFontData()[0].getStyle() & SWT.BOLD) != 0, "the heading is bold");
		assertTrue(heading.font.getFontData()[0].getHeight() > base, "the heading is larger than the text");
		// a paragraph is one line of the text, wrapped by the view at its width: never broken mid-sentence
		int paragraph = lineStartingWith(text, "The one-way labyrinth is a line");
		assertTrue(text.getLine(paragraph).contains("a line through an n x n grid (n odd) from (1,1) to (n,n) that visits every field once."),
				text.getLine(paragraph));
		int height = text.getLinePixel(paragraph + 1) - text.getLinePixel(paragraph);
		assertTrue(height > 2 * text.getLineHeight(), "the paragraph wraps at the view's width onto several rows: " + height);
		// the picture of the Walker where the page speaks of it, as large as the page says
		int picture = text.getText().indexOf('\uFFFC', text.getOffsetAtLine(lineStartingWith(text, "The Walker view")));
		assertTrue(picture > 0, "the walker's picture is in the page");
		assertEquals(320, text.getStyleRangeAtOffset(picture).metrics.width);

		// a click on a link goes to the other page, at its anchor
		PageText.Link link = document.links().stream().filter(l -> l.href().equals("html/rules.html#builtins")).findFirst().orElseThrow();
		assertEquals("Built-in rules", text.getText(link.start(), link.start() + link.length() - 1));
		text.setTopIndex(text.getLineAtOffset(link.start()));
		UiWait.spin(display, 100);
		Point at = text.getLocationAtOffset(link.start() + 2);
		Event click = new Event();
		click.button = 1;
		click.count = 1;
		click.x = at.x + 2;
		click.y = at.y + text.getLineHeight(link.start() + 2) / 2;
		text.notifyListeners(SWT.MouseDown, click);
		text.notifyListeners(SWT.MouseUp, click);
		assertEquals("html/rules.html", help.shownPage(), "the link led to the rule language; clicked at offset "
				+ text.getOffsetAtPoint(new Point(click.x, click.y)) + " of the link at " + link.start() + ", selection " + text.getSelectionCount());
		assertTrue(text.getLine(text.getTopIndex()).startsWith("Built-in rules"), "scrolled to its anchor: " + text.getLine(text.getTopIndex()));
		help.goBack();
		assertEquals("html/concepts.html", help.shownPage(), "Back returns to Concepts");

		text.setTopIndex(text.getLineAtOffset(picture));
		UiWait.spin(display, 300);
		assertTrue(count(Screenshots.capture(text), BoardPainter.LINE, 12) > 300, "the view shows the picture's red line");

		help.show("html/concepts.html");
		UiWait.spin(display, 300);
		ImageData shot = Screenshots.save(help.pageControl().getParent(), "help-simplified");
		assertTrue(count(shot, new RGB(0x1f, 0x3f, 0x66), 30) > 100, "the screenshot shows the heading in the book's blue");
	}

	/** The book's pictures are the README's (docs/): one picture, two places, kept alike by this test. */
	@Test
	void theBooksPicturesAreTheReadmesPictures() throws Exception {
		java.nio.file.Path repository = java.nio.file.Path.of("").toAbsolutePath();
		while (repository != null && !java.nio.file.Files.isDirectory(repository.resolve("docs"))) repository = repository.getParent();
		assertNotNull(repository, "the repository is above the test's folder");
		List<String> names = new ArrayList<>();
		for (java.util.Enumeration<String> e = org.eclipse.core.runtime.Platform.getBundle(HelpBook.BUNDLE).getEntryPaths("html/images/"); e != null && e.hasMoreElements();) {
			String entry = e.nextElement();
			String name = entry.substring(entry.lastIndexOf('/') + 1);
			names.add(name);
			try (InputStream in = HelpBook.resource(entry).openStream()) {
				assertTrue(java.util.Arrays.equals(java.nio.file.Files.readAllBytes(repository.resolve("docs").resolve(name)), in.readAllBytes()),
						entry + " differs from docs/" + name + "; copy it again");
			}
		}
		assertTrue(names.contains("workbench.png") && names.size() >= 5, names.toString());
	}

	/** The pages as the IDE's help system and any browser read them: well-formed, every link and picture there. */
	@Test
	void thePagesAreWellFormedAndEveryLinkAndPictureIsThere() throws Exception {
		HelpBook book = HelpBook.load();
		IToc toc = List.of(HelpSystem.getTocs()).stream().filter(t -> t.getLabel().equals("One-Way Labyrinth Workbench")).findFirst()
				.orElseThrow(() -> new AssertionError("the IDE's help system lists the book"));
		List<String> ideTopics = new ArrayList<>();
		for (ITopic t : toc.getTopics()) ideTopics.add(t.getLabel() + " " + t.getHref());
		List<String> expected = new ArrayList<>();
		for (HelpBook.Topic t : book.topics()) expected.add(t.label() + " /" + HelpBook.BUNDLE + "/" + t.href());
		assertEquals(expected, ideTopics, "the IDE's help has the book's pages");
		assertNotNull(HelpSystem.getContext("labyrinth.doc.walker"), "and its F1 contexts");

		int links = 0, pictures = 0;
		for (HelpBook.Topic t : book.topics()) {
			Document doc = HelpBook.page(t.href());
			assertEquals(t.label(), doc.getElementsByTagName("title").item(0).getTextContent(), t.href() + ": its title is its name in the book");
			assertEquals("book.css", ((Element) doc.getElementsByTagName("link").item(0)).getAttribute("href"), t.href());
			assertNotNull(HelpBook.resource("html/book.css"), "the style sheet is in the bundle");
			NodeList anchors = doc.getElementsByTagName("a");
			for (int i = 0; i < anchors.getLength(); i++) {
				String href = ((Element) anchors.item(i)).getAttribute("href");
				String target = URI.create(t.href()).resolve(href).toString();
				String path = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
				assertNotNull(HelpBook.resource(path), t.href() + " links to " + href + ", which is in the bundle");
				if (target.contains("#")) {
					assertTrue(ids(HelpBook.page(path)).contains(target.substring(target.indexOf('#') + 1)), t.href() + ": the anchor of " + href);
				}
				links++;
			}
			NodeList images = doc.getElementsByTagName("img");
			for (int i = 0; i < images.getLength(); i++) {
				Element img = (Element) images.item(i);
				String path = URI.create(t.href()).resolve(img.getAttribute("src")).toString();
				var url = HelpBook.resource(path);
				assertNotNull(url, t.href() + ": the picture " + path + " is in the bundle (bin.includes)");
				try (InputStream in = url.openStream()) {
					ImageData data = new ImageData(in);
					assertEquals(Integer.parseInt(img.getAttribute("width")) * data.height / data.width, Integer.parseInt(img.getAttribute("height")),
							1, path + " keeps its proportions");
				}
				assertFalse(img.getAttribute("alt").isBlank(), path + " says what it shows");
				pictures++;
			}
		}
		assertTrue(links >= 10, "the pages link to each other: " + links);
		assertTrue(pictures >= 5, "the pages show the views: " + pictures);
	}

	private static Set<String> ids(Document doc) {
		Set<String> ids = new HashSet<>();
		NodeList all = doc.getElementsByTagName("*");
		for (int i = 0; i < all.getLength(); i++) {
			String id = ((Element) all.item(i)).getAttribute("id");
			if (!id.isEmpty()) ids.add(id);
		}
		return ids;
	}

	private static int lineStartingWith(StyledText text, String start) {
		for (int i = 0; i < text.getLineCount(); i++) {
			if (text.getLine(i).startsWith(start)) return i;
		}
		throw new AssertionError("no line starts with " + start);
	}

	private static Rectangle bounds(Control c) {
		Point origin = c.toDisplay(0, 0);
		return new Rectangle(origin.x, origin.y, c.getSize().x, c.getSize().y);
	}

	private static Object evaluate(Browser browser, String script) {
		try {
			return browser.evaluate(script);
		} catch (org.eclipse.swt.SWTException e) {
			return null;
		}
	}

	private static double number(Object o) {
		return o instanceof Number n ? n.doubleValue() : Double.NaN;
	}

	/** A real click of the mouse at a point of the control, through the window system. */
	private static void click(Control control, int x, int y) throws InterruptedException {
		Display display = control.getDisplay();
		Shell shell = control.getShell();
		shell.forceActive();
		Point p = control.toDisplay(x, y);
		Event move = new Event();
		move.type = SWT.MouseMove;
		move.x = p.x;
		move.y = p.y;
		display.post(move);
		UiWait.spin(display, 100);
		Event down = new Event();
		down.type = SWT.MouseDown;
		down.button = 1;
		display.post(down);
		Event up = new Event();
		up.type = SWT.MouseUp;
		up.button = 1;
		display.post(up);
		UiWait.spin(display, 100);
	}

	/** Pixels within a tolerance of a colour. */
	private static int count(ImageData shot, RGB colour, int tolerance) {
		int n = 0;
		for (int y = 0; y < shot.height; y++) {
			for (int x = 0; x < shot.width; x++) {
				RGB c = shot.palette.getRGB(shot.getPixel(x, y));
				if (Math.abs(c.red - colour.red) <= tolerance && Math.abs(c.green - colour.green) <= tolerance
						&& Math.abs(c.blue - colour.blue) <= tolerance) {
					n++;
				}
			}
		}
		return n;
	}
}
