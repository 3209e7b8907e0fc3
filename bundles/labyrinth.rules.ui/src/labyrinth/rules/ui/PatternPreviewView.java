package labyrinth.rules.ui;


import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;
import org.eclipse.ui.texteditor.ITextEditor;

import labyrinth.core.patterns.CellKind;
import labyrinth.walker.ui.BoardPainter;
import labyrinth.walker.ui.Preferences;
import labyrinth.core.patterns.PatternSpec;
import labyrinth.rules.RuleFiles;
import labyrinth.model.Rule;
import labyrinth.rules.model.RuleModels;

/** The pattern of the rule under the cursor in a rule editor, drawn in the Walker view's colours. */
public class PatternPreviewView extends ViewPart {
	public static final String ID = "labyrinth.ui.patternPreviewView";

	/** What the preview shows when the cursor is in no rule. */
	public static final String NOTHING = "Place the cursor in a rule of a .lrules file.";

	private Canvas canvas;
	/** The status line under the drawing: wraps to the view's width, so it is never cut. */
	private Label status;
	private PatternSpec shown;
	private final ISelectionListener follow = this::selectionChanged;

	@Override
	public void createPartControl(Composite parent) {
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 0;
		layout.marginHeight = 0;
		layout.verticalSpacing = 0;
		parent.setLayout(layout);
		canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
		canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		canvas.addPaintListener(e -> paint(e.gc, canvas.getSize()));
		canvas.addListener(SWT.Resize, e -> canvas.redraw());
		status = new Label(parent, SWT.WRAP);
		GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
		data.widthHint = 1; // wrap to the column's width instead of widening the view to the text
		status.setLayoutData(data);
		status.setText(NOTHING);
		getSite().getPage().addPostSelectionListener(follow);
	}

	private void selectionChanged(IWorkbenchPart part, ISelection selection) {
		if (!(part instanceof ITextEditor editor) || !(selection instanceof ITextSelection text)) return;
		if (!editor.getEditorInput().getName().endsWith(".lrules")) return;
		IDocument doc = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		if (doc != null) preview(doc.get(), text.getOffset());
	}

	/** Shows the pattern of the rule at {@code offset} in {@code text} (nothing if the cursor is outside a rule). */
	public void preview(String text, int offset) {
		Rule rule = RuleFiles.ruleAt(RuleFiles.parseText(text), offset);
		shown = rule == null ? null : RuleModels.spec(rule);
		if (canvas != null && !canvas.isDisposed()) canvas.redraw();
		if (status != null && !status.isDisposed()) {
			status.setText(statusText(shown));
			status.getParent().layout(true);
		}
	}

	/** The line under the drawing: the rule's name, its variants and its first problem, if any. */
	public static String statusText(PatternSpec spec) {
		if (spec == null) return NOTHING;
		String symmetry = spec.variants().size() + " variant" + (spec.variants().size() == 1 ? "" : "s")
				+ (spec.mirror() ? ", mirrored" : "") + (spec.rotate() ? ", rotated" : "");
		return spec.name() + ": " + symmetry + (spec.isValid() ? "" : " - " + spec.problems().get(0).message());
	}

	/** The status line under the drawing. */
	public Label status() {
		return status;
	}

	public PatternSpec shown() {
		return shown;
	}

	/** Colour of a cell kind: the walker's, from the colour preferences. */
	public static RGB colour(CellKind k) {
		return BoardPainter.colourOf(k, Preferences.palette());
	}

	/** Cell size and origin of the drawing in a canvas. */
	public static int[] geometry(PatternSpec spec, Point size) {
		return new int[] { BoardPainter.patternCell(spec, size, false), BoardPainter.PATTERN_MARGIN, BoardPainter.PATTERN_MARGIN };
	}

	/** The walker's drawing of a pattern (Run Results' proposals use it too); the status line says its name. */
	private void paint(GC gc, Point size) {
		gc.setBackground(new Color(BoardPainter.BACKGROUND));
		gc.fillRectangle(0, 0, size.x, size.y);
		if (shown == null) return; // the status line says what to do
		BoardPainter.paintPattern(labyrinth.ui.toolkit.Pen.of(gc), size, shown, Preferences.palette(), false);
	}

	@Override
	public void dispose() {
		getSite().getPage().removePostSelectionListener(follow);
		super.dispose();
	}

	@Override
	public void setFocus() {
		canvas.setFocus();
	}

	public Canvas canvas() {
		return canvas;
	}
}
