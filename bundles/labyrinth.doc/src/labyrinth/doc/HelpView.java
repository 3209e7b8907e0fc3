package labyrinth.doc;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.browser.LocationEvent;
import org.eclipse.swt.browser.LocationListener;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.program.Program;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

/**
 * The help book in a view, as documents: the book's pages named in full along the top (they wrap, never cut off), the
 * page below in the platform's browser, as the IDE's help shows it, with its style sheet, pictures, links and anchors.
 * Where the platform has no browser (on Linux: no WebKitGTK) the page is drawn by {@link PageText}, still with headings,
 * wrapped paragraphs, links and pictures, and the view says what the full rendering needs.
 */
public class HelpView extends ViewPart {
	public static final String ID = "labyrinth.doc.helpView";
	/** {@code -Dlabyrinth.help.browser=none} shows the simpler rendering even where a browser exists (one that misbehaves). */
	public static final String BROWSER_PROPERTY = "labyrinth.help.browser";
	/** Said above every page of the simpler rendering. */
	public static final String NEEDS_BROWSER = "A simplified rendering: the full rendering of the help needs the platform's web browser"
			+ " (on Linux WebKitGTK, Debian's package libwebkit2gtk-4.1-0).";

	private HelpBook book;
	private Composite root;
	private Link contents;
	private Browser browser;
	private PageText document;
	/** The page shown, without its anchor. */
	private String shown;
	/** The simpler rendering's history (the browser keeps its own): the address shown, with its anchor. */
	private String current;
	private final Deque<String> backward = new ArrayDeque<>(), forward = new ArrayDeque<>();
	private Action back, ahead;

	@Override
	public void createPartControl(Composite parent) {
		root = new Composite(parent, SWT.NONE);
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = layout.marginHeight = 0;
		layout.verticalSpacing = 0;
		root.setLayout(layout);
		contents = new Link(root, SWT.WRAP);
		GridData contentsData = new GridData(SWT.FILL, SWT.CENTER, true, false);
		contentsData.horizontalIndent = 8;
		contentsData.verticalIndent = 4;
		contentsData.widthHint = 100; // the width comes from the view; the text wraps to it
		contents.setLayoutData(contentsData);
		contents.addListener(SWT.Selection, e -> show(e.text));
		Label rule = new Label(root, SWT.SEPARATOR | SWT.HORIZONTAL);
		GridData ruleData = new GridData(SWT.FILL, SWT.CENTER, true, false);
		ruleData.verticalIndent = 4;
		rule.setLayoutData(ruleData);
		createPage(root).setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		root.addListener(SWT.Resize, e -> {
			contentsData.widthHint = Math.max(100, root.getClientArea().width - 16);
			root.layout(true);
		});
		createActions();
		try {
			book = HelpBook.load();
			show(book.topics().get(0).href());
		} catch (IOException e) {
			showMessage("The help book cannot be read: " + e.getMessage());
		}
	}

	private Control createPage(Composite parent) {
		if (!"none".equals(System.getProperty(BROWSER_PROPERTY))) {
			try {
				browser = new Browser(parent, SWT.NONE);
			} catch (SWTError noBrowser) {
				browser = null;
				ILog.of(HelpView.class).info("Labyrinth Help shows the simpler rendering: " + noBrowser.getMessage());
			}
		}
		if (browser != null) {
			browser.addLocationListener(new LocationListener() {
				@Override
				public void changing(LocationEvent e) {
					// links out of the book open in the system's browser, not in place of the page
					if (HelpBook.hrefOf(e.location) == null && (e.location.startsWith("http:") || e.location.startsWith("https:")
							|| e.location.startsWith("mailto:"))) {
						e.doit = false;
						Program.launch(e.location);
					}
				}

				@Override
				public void changed(LocationEvent e) {
					if (!e.top) return;
					String href = HelpBook.hrefOf(e.location);
					if (href != null) shown = withoutAnchor(href);
					updateContents();
					updateActions();
				}
			});
			return browser;
		}
		document = new PageText(parent);
		document.setNotice(NEEDS_BROWSER);
		document.onLink(href -> {
			if (href.startsWith(HelpBook.PAGES)) show(href);
			else if (href.startsWith("http:") || href.startsWith("https:")) Program.launch(href);
		});
		return document.control();
	}

	private void createActions() {
		ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
		back = new Action("Back") {
			@Override
			public void run() {
				goBack();
			}
		};
		back.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_BACK));
		back.setDisabledImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_BACK_DISABLED));
		back.setToolTipText("Back to the page before");
		ahead = new Action("Forward") {
			@Override
			public void run() {
				goForward();
			}
		};
		ahead.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_FORWARD));
		ahead.setDisabledImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_FORWARD_DISABLED));
		ahead.setToolTipText("Forward to the next page");
		IToolBarManager toolBar = getViewSite().getActionBars().getToolBarManager();
		toolBar.add(back);
		toolBar.add(ahead);
		updateActions();
	}

	/** Shows a page of the book ({@code html/rules.html}), at its anchor if it has one ({@code html/rules.html#builtins}). */
	public void show(String href) {
		if (href == null) return;
		try {
			if (browser != null) {
				String address = HelpBook.address(href);
				if (address == null) {
					showMessage("The help page " + href + " is missing.");
					return;
				}
				shown = withoutAnchor(href);
				browser.setUrl(address);
			} else {
				if (current != null && !current.equals(href)) {
					backward.push(current);
					forward.clear();
				}
				display(href);
			}
		} catch (IOException e) {
			showMessage(e.getMessage());
		}
		updateContents();
		updateActions();
	}

	private void display(String href) throws IOException {
		document.show(href);
		current = href;
		shown = withoutAnchor(href);
	}

	/** Shows the page for a help context id (what F1 asks for). */
	public void showContext(String contextId) {
		if (book != null) show(book.pageFor(contextId));
	}

	/** Back to the page shown before, as the Back button does. */
	public void goBack() {
		if (browser != null) {
			browser.back();
		} else if (!backward.isEmpty()) {
			forward.push(current);
			redisplay(backward.pop());
		}
	}

	/** Forward again, as the Forward button does. */
	public void goForward() {
		if (browser != null) {
			browser.forward();
		} else if (!forward.isEmpty()) {
			backward.push(current);
			redisplay(forward.pop());
		}
	}

	private void redisplay(String href) {
		try {
			display(href);
		} catch (IOException e) {
			showMessage(e.getMessage());
		}
		updateContents();
		updateActions();
	}

	private void showMessage(String message) {
		if (document != null) document.showMessage(message);
		else if (browser != null) browser.setText("<p>" + message.replace("&", "&amp;").replace("<", "&lt;") + "</p>");
	}

	/** The pages along the top: each a link, the one shown as plain text. */
	private void updateContents() {
		if (book == null || contents.isDisposed()) return;
		StringBuilder sb = new StringBuilder();
		for (HelpBook.Topic t : book.topics()) {
			if (sb.length() > 0) sb.append("     ");
			// a title wraps as a whole, never in the middle
			String label = t.label().replace("&", "&&").replace(' ', '\u00a0');
			if (t.href().equals(shown)) sb.append(label);
			else sb.append("<a href=\"").append(t.href()).append("\">").append(label).append("</a>");
		}
		if (!sb.toString().equals(contents.getText())) {
			// GTK's Link keeps the old link styles when the text it shows is the same: empty it first
			contents.setText("");
			contents.setText(sb.toString());
			root.layout(true);
		}
	}

	private void updateActions() {
		if (back == null) return;
		back.setEnabled(browser != null ? browser.isBackEnabled() : !backward.isEmpty());
		ahead.setEnabled(browser != null ? browser.isForwardEnabled() : !forward.isEmpty());
	}

	private static String withoutAnchor(String href) {
		int hash = href.indexOf('#');
		return hash < 0 ? href : href.substring(0, hash);
	}

	/** The page shown (its href, without an anchor). */
	public String shownPage() {
		return shown;
	}

	/** The labels of the book's pages, as listed along the top. */
	public List<String> pageLabels() {
		return book == null ? List.of() : book.topics().stream().map(HelpBook.Topic::label).toList();
	}

	/** The row of the book's pages. */
	public Link contents() {
		return contents;
	}

	/** The widget showing the page: the browser, or the simpler rendering's text. */
	public Control pageControl() {
		return browser != null ? browser : document.control();
	}

	/** The simpler rendering, or null where the page is in the browser. */
	public PageText document() {
		return document;
	}

	@Override
	public void setFocus() {
		pageControl().setFocus();
	}
}
