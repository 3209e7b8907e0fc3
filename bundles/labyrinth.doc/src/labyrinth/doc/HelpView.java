package labyrinth.doc;

import java.io.IOException;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.part.ViewPart;

/**
 * The help book in a view: its pages on the left, the page on the right, in a browser where the platform has one
 * and as text where it has not. The IDE's help system shows the same book under Help > Help Contents.
 */
public class HelpView extends ViewPart {
	public static final String ID = "labyrinth.doc.helpView";

	private HelpBook book;
	private org.eclipse.swt.widgets.List pages;
	private Browser browser;
	private StyledText text;
	private String shown;

	@Override
	public void createPartControl(Composite parent) {
		SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
		pages = new org.eclipse.swt.widgets.List(sash, SWT.SINGLE | SWT.BORDER);
		try {
			browser = new Browser(sash, SWT.NONE);
		} catch (SWTError noBrowser) {
			text = new StyledText(sash, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL | SWT.BORDER);
		}
		sash.setWeights(1, 3);
		try {
			book = HelpBook.load();
			for (HelpBook.Topic t : book.topics()) pages.add(t.label());
			show(book.topics().get(0).href());
		} catch (IOException e) {
			showText("The help book cannot be read: " + e.getMessage());
		}
		pages.addListener(SWT.Selection, e -> {
			int i = pages.getSelectionIndex();
			if (i >= 0) show(book.topics().get(i).href());
		});
	}

	/** Shows a page of the book ({@code html/rules.html}). */
	public void show(String href) {
		List<HelpBook.Topic> topics = book.topics();
		for (int i = 0; i < topics.size(); i++) {
			if (topics.get(i).href().equals(href)) pages.setSelection(i);
		}
		shown = href;
		try {
			if (browser != null) {
				java.net.URL url = HelpBook.url(href);
				if (url != null) browser.setUrl(url.toExternalForm());
				else browser.setText(HelpBook.html(href));
			} else {
				showText(HelpBook.text(href));
			}
		} catch (IOException e) {
			showText(e.getMessage());
		}
	}

	/** Shows the page for a help context id (what F1 asks for). */
	public void showContext(String contextId) {
		if (book != null) show(book.pageFor(contextId));
	}

	private void showText(String s) {
		if (text != null) text.setText(s);
		else if (browser != null) browser.setText("<pre>" + s.replace("&", "&amp;").replace("<", "&lt;") + "</pre>");
	}

	/** The page shown (its href). */
	public String shownPage() {
		return shown;
	}

	/** The labels of the book's pages, as listed. */
	public List<String> pageLabels() {
		return List.of(pages.getItems());
	}

	/** The widget showing the page. */
	public Control pageControl() {
		return browser != null ? browser : text;
	}

	@Override
	public void setFocus() {
		pages.setFocus();
	}
}
