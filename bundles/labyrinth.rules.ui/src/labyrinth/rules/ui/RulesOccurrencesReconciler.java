package labyrinth.rules.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ISynchronizable;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.ITextViewerExtension5;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.reconciler.IReconciler;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.viewers.IPostSelectionProvider;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;

/**
 * Mark occurrences for rule files, in place of the generic editor's, which highlights every equal word, in comments
 * and strings too: here only names and keywords of the rule text are marked (a built-in id such as cut-sides is one
 * word), and a word in a comment or a string marks nothing.
 */
public class RulesOccurrencesReconciler implements IReconciler {
	/** The generic editor's occurrence annotation, so occurrences look as in every other generic editor. */
	public static final String ANNOTATION_TYPE = "org.eclipse.ui.genericeditor.text";
	private static final Pattern WORD = Pattern.compile("\\w+(?:-\\w+)*");

	private ISourceViewer viewer;
	private Annotation[] shown;
	private final ISelectionChangedListener follow = e -> highlight(e.getSelection());

	@Override
	public void install(ITextViewer textViewer) {
		if (!(textViewer instanceof ISourceViewer sv) || !(sv.getSelectionProvider() instanceof IPostSelectionProvider p)) return;
		viewer = sv;
		p.addPostSelectionChangedListener(follow);
	}

	@Override
	public void uninstall() {
		if (viewer != null && viewer.getSelectionProvider() instanceof IPostSelectionProvider p) {
			p.removePostSelectionChangedListener(follow);
		}
		viewer = null;
	}

	@Override
	public IReconcilingStrategy getReconcilingStrategy(String contentType) {
		return null;
	}

	private void highlight(ISelection selection) {
		if (viewer == null || !(selection instanceof ITextSelection text) || viewer.getDocument() == null) return;
		int offset = text.getOffset();
		if (viewer instanceof ITextViewerExtension5 ext) offset = ext.widgetOffset2ModelOffset(offset);
		Map<Annotation, Position> added = new HashMap<>();
		for (IRegion r : occurrences(viewer.getDocument().get(), offset)) {
			added.put(new Annotation(ANNOTATION_TYPE, false, "Occurrence"), new Position(r.getOffset(), r.getLength()));
		}
		IAnnotationModel model = viewer.getAnnotationModel();
		if (model == null) return;
		Object lock = model instanceof ISynchronizable s && s.getLockObject() != null ? s.getLockObject() : model;
		synchronized (lock) {
			if (model instanceof IAnnotationModelExtension ext) {
				ext.replaceAnnotations(shown, added);
			} else {
				if (shown != null) for (Annotation a : shown) model.removeAnnotation(a);
				added.forEach(model::addAnnotation);
			}
			shown = added.keySet().toArray(Annotation[]::new);
		}
	}

	/**
	 * The places of the word at {@code offset} in the rule text of {@code text}, comments and strings left out; none
	 * if the offset is in a comment or a string, or the word occurs only once.
	 */
	public static List<IRegion> occurrences(String text, int offset) {
		boolean[] prose = commentsAndStrings(text);
		List<IRegion> words = new ArrayList<>();
		Matcher m = WORD.matcher(text);
		String word = null;
		while (m.find()) {
			if (prose[m.start()]) continue;
			words.add(new Region(m.start(), m.end() - m.start()));
			if (offset >= m.start() && offset <= m.end()) word = m.group();
		}
		if (word == null) return List.of();
		String w = word;
		List<IRegion> out = words.stream().filter(r -> text.regionMatches(r.getOffset(), w, 0, w.length()) && r.getLength() == w.length())
				.toList();
		return out.size() < 2 ? List.of() : out;
	}

	/** Which characters belong to a comment (// to the end of the line) or a string ("...", with \" inside). */
	static boolean[] commentsAndStrings(String text) {
		boolean[] prose = new boolean[text.length() + 1];
		int i = 0;
		while (i < text.length()) {
			char c = text.charAt(i);
			if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
				while (i < text.length() && text.charAt(i) != '\n') prose[i++] = true;
			} else if (c == '"') {
				prose[i++] = true;
				while (i < text.length() && text.charAt(i) != '"' && text.charAt(i) != '\n') {
					if (text.charAt(i) == '\\' && i + 1 < text.length()) prose[i++] = true;
					prose[i++] = true;
				}
				if (i < text.length() && text.charAt(i) == '"') prose[i++] = true;
			} else if (c == '|') { // a pattern row: its symbols are no words, and a '"' or '//' in it starts nothing
				int close = text.indexOf('|', i + 1);
				int eol = text.indexOf('\n', i + 1);
				int end = close >= 0 && (eol < 0 || close < eol) ? close + 1 : i + 1;
				i = end;
			} else {
				i++;
			}
		}
		return prose;
	}
}
