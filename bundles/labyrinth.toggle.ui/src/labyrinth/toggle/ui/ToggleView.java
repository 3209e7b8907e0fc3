package labyrinth.toggle.ui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swtchart.Chart;
import org.eclipse.ui.part.ViewPart;

import labyrinth.kernel.io.TextFiles;
import labyrinth.toggle.FishAlgorithms;
import labyrinth.toggle.Gf2Solver;
import labyrinth.toggle.PressShape;
import labyrinth.toggle.ToggleBoard;
import labyrinth.toggle.ToggleFiles;
import labyrinth.toggle.ToggleSession;
import labyrinth.toggle.ToggleSession.Algorithm;
import labyrinth.ui.toolkit.CellGrid;
import labyrinth.ui.toolkit.ModelFiles;
import labyrinth.ui.toolkit.Pen;
import labyrinth.ui.toolkit.Pictures;
import labyrinth.ui.toolkit.Widgets;

/**
 * The Toggle Squares view: a board a click presses, the live verdict and the presses that would clear it, solving
 * animated press by press with the rule of each, undo, and a chart of the nullity against n for both press shapes.
 */
public final class ToggleView extends ViewPart {
	public static final String ID = "labyrinth.toggle.ui.toggleView";
	/** The chart covers sizes 1..CHART_SIZES. */
	static final int CHART_SIZES = 40;
	private static final RGB BLOCK_LINE = new RGB(40, 90, 200);
	private static final RGB PLUS_LINE = new RGB(200, 60, 30);

	private ToggleSession session;
	private long seed = 1;
	private Canvas canvas;
	private Spinner size;
	private Combo shape;
	private Combo algorithm;
	private Button showClearing;
	private Label status;
	private Label rule;
	private Chart chart;
	private boolean animating;

	@Override
	public void createPartControl(Composite parent) {
		session = new ToggleSession(ToggleBoard.randomSolvable(5, 5, PressShape.BLOCK, seed));
		parent.setLayout(new GridLayout(1, false));
		Composite bar = new Composite(parent, SWT.NONE);
		bar.setLayout(new RowLayout(SWT.HORIZONTAL));
		bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		Widgets.label(bar, "n:");
		size = new Spinner(bar, SWT.BORDER);
		size.setValues(5, 1, 200, 0, 1, 5);
		size.setToolTipText("n, the side of a new board");
		Widgets.push(bar, "Random", "A new n x n board, each cell lit with chance 1/2", () -> newBoard(true));
		Widgets.push(bar, "Clear", "A new n x n board with no light", () -> newBoard(false));
		shape = new Combo(bar, SWT.READ_ONLY);
		shape.setItems("block (3x3)", "plus (Lights Out)");
		shape.select(0);
		shape.addListener(SWT.Selection, e -> setShape(PressShape.values()[shape.getSelectionIndex()]));
		algorithm = new Combo(bar, SWT.READ_ONLY);
		for (Algorithm a : Algorithm.values()) algorithm.add(a.label);
		algorithm.select(defaultAlgorithm().ordinal());
		Widgets.push(bar, "Solve", "Animate the chosen algorithm press by press, or stop", this::toggleAnimation);
		Widgets.push(bar, "Step", "Make the next press of the chosen algorithm", this::stepOnce);
		Widgets.push(bar, "Undo", "Take the last press back (Edit > Undo)", this::undo);
		showClearing = new Button(bar, SWT.CHECK);
		showClearing.setText("Clearing presses");
		showClearing.setToolTipText("Mark the cells a GF(2) solution presses to clear the board");
		showClearing.setSelection(true);
		showClearing.addListener(SWT.Selection, e -> canvas.redraw());
		Widgets.push(bar, "Open...", "Open a board file: rows of * (lit) and . (unlit)", this::openDialog);
		Widgets.push(bar, "Save...", "Save the board (.txt), or the presses with their rules as the EMF model (.xmi)", this::saveDialog);
		Widgets.push(bar, "Export Picture...", "Save the board as PNG or SVG", this::exportDialog);
		status = new Label(parent, SWT.WRAP);
		status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		rule = new Label(parent, SWT.WRAP);
		rule.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		SashForm split = new SashForm(parent, SWT.VERTICAL);
		split.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		canvas = new Canvas(split, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
		canvas.addPaintListener(e -> TogglePainter.paint(Pen.of(e.gc), canvas.getSize(), session, showClearing.getSelection()));
		canvas.addListener(SWT.MouseDown, e -> clickAt(e.x, e.y));
		canvas.setToolTipText("Click a cell to press it");
		chart = Widgets.lineChart(split, "Nullity against n (n x n boards)", "n", "nullity");
		split.setWeights(70, 30);
		new org.eclipse.ui.operations.UndoRedoActionGroup(getSite(), undoContext, true).fillActionBars(getViewSite().getActionBars());
		fillChart();
		if (saved != null) restoreState(saved);
		saved = null;
		refresh();
	}

	// ---- the next session starts with this board, shape and algorithm -------------------------------------------

	private org.eclipse.ui.IMemento saved;

	@Override
	public void init(org.eclipse.ui.IViewSite site, org.eclipse.ui.IMemento memento) throws org.eclipse.ui.PartInitException {
		super.init(site, memento);
		saved = memento;
	}

	@Override
	public void saveState(org.eclipse.ui.IMemento m) {
		m.putString("board", session.board().text());
		m.putInteger("shape", session.shape().ordinal());
		m.putInteger("algorithm", algorithm.getSelectionIndex());
		m.putInteger("n", size.getSelection());
	}

	/** Takes up what {@link #saveState} kept; a board that does not read leaves the view as it starts. */
	public void restoreState(org.eclipse.ui.IMemento m) {
		try {
			if (m.getInteger("shape") != null) setShape(PressShape.values()[m.getInteger("shape")]);
			if (m.getString("board") != null) setBoard(ToggleFiles.parse(m.getString("board"), "the last session's board"));
			if (m.getInteger("algorithm") != null) algorithm.select(m.getInteger("algorithm"));
			if (m.getInteger("n") != null) size.setSelection(m.getInteger("n"));
		} catch (IOException | RuntimeException e) {
			rule.setText("the last session's board could not be read: " + e.getMessage());
		}
	}

	private Algorithm defaultAlgorithm() {
		ToggleBoard b = session.board();
		return session.shape() == PressShape.PLUS ? Algorithm.GF2
				: b.rows() % 3 == 2 && b.cols() % 3 == 2 ? Algorithm.ONE_WAY : Algorithm.TWO_WAY;
	}

	private void forward(Runnable command) {
		try {
			command.run();
		} catch (IllegalArgumentException e) {
			rule.setText(e.getMessage());
		}
		refresh();
	}

	// ---- commands ---------------------------------------------------------------------------------------------

	/** Presses the cell under the pixel. */
	public void clickAt(int x, int y) {
		int[] rc = TogglePainter.layout(session.board(), canvas.getSize()).cellAt(x, y);
		if (rc != null) pressed("Press", () -> session.press(rc[0], rc[1]));
	}

	// ---- Edit > Undo and Redo: the platform's operation history ---------------------------------------------------

	private final org.eclipse.core.commands.operations.IUndoContext undoContext = new org.eclipse.core.commands.operations.ObjectUndoContext(this,
			"Toggle Squares");

	public org.eclipse.core.commands.operations.IUndoContext undoContext() {
		return undoContext;
	}

	private static org.eclipse.core.commands.operations.IOperationHistory history() {
		return org.eclipse.ui.PlatformUI.getWorkbench().getOperationSupport().getOperationHistory();
	}

	/** Runs presses and records the ones made as one undoable change. */
	private void pressed(String label, Runnable presses) {
		int before = session.presses();
		forward(presses);
		List<FishAlgorithms.Press> made = session.history();
		int count = session.presses() - before;
		if (count <= 0) return;
		List<FishAlgorithms.Press> these = List.copyOf(made.subList(made.size() - count, made.size()));
		Presses op = new Presses(label, these);
		op.addContext(undoContext);
		history().add(op);
	}

	/** Takes the last change back, as Edit > Undo does. */
	public void undo() {
		try {
			if (history().canUndo(undoContext)) history().undo(undoContext, null, null);
			else forward(session::undo);
		} catch (org.eclipse.core.commands.ExecutionException e) {
			rule.setText(e.getMessage());
		}
	}

	/** Presses already made: undo takes them back (a press undoes itself), redo makes them again with their rules. */
	private final class Presses extends org.eclipse.core.commands.operations.AbstractOperation {
		private final List<FishAlgorithms.Press> presses;

		Presses(String label, List<FishAlgorithms.Press> presses) {
			super(label);
			this.presses = presses;
		}

		@Override
		public org.eclipse.core.runtime.IStatus execute(org.eclipse.core.runtime.IProgressMonitor m, org.eclipse.core.runtime.IAdaptable a) {
			return redo(m, a);
		}

		@Override
		public org.eclipse.core.runtime.IStatus redo(org.eclipse.core.runtime.IProgressMonitor m, org.eclipse.core.runtime.IAdaptable a) {
			if (canvas.isDisposed()) return org.eclipse.core.runtime.Status.CANCEL_STATUS;
			forward(() -> presses.forEach(session::repeat));
			return org.eclipse.core.runtime.Status.OK_STATUS;
		}

		@Override
		public org.eclipse.core.runtime.IStatus undo(org.eclipse.core.runtime.IProgressMonitor m, org.eclipse.core.runtime.IAdaptable a) {
			if (canvas.isDisposed()) return org.eclipse.core.runtime.Status.CANCEL_STATUS;
			forward(() -> {
				for (int i = 0; i < presses.size(); i++) session.undo();
			});
			return org.eclipse.core.runtime.Status.OK_STATUS;
		}
	}

	public void newBoard(boolean random) {
		int n = size.getSelection();
		setBoard(random ? ToggleBoard.random(n, n, ++seed) : new ToggleBoard(n, n));
	}

	public void setBoard(ToggleBoard b) {
		animating = false;
		history().dispose(undoContext, true, true, false); // the presses of another board cannot be taken back
		if (b.rows() == b.cols() && b.rows() <= size.getMaximum()) size.setSelection(b.rows());
		session.setBoard(b);
		algorithm.select(defaultAlgorithm().ordinal());
		refresh();
	}

	public void setShape(PressShape s) {
		shape.select(s.ordinal());
		session.setShape(s);
		algorithm.select(defaultAlgorithm().ordinal());
		refresh();
	}

	public void setAlgorithm(Algorithm a) {
		algorithm.select(a.ordinal());
	}

	private Algorithm chosen() {
		return Algorithm.values()[algorithm.getSelectionIndex()];
	}

	/** Makes the next press of the chosen algorithm, planning it first if no plan is running. */
	public void stepOnce() {
		pressed("Step", () -> {
			if (session.planDone() >= session.planSize()) session.plan(chosen());
			session.stepPlan();
		});
	}

	private int animationStart;

	private void toggleAnimation() {
		if (animating) {
			animating = false;
			recordAnimation();
			return;
		}
		try {
			session.plan(chosen());
		} catch (IllegalArgumentException e) {
			rule.setText(e.getMessage());
			return;
		}
		animating = true;
		animationStart = session.presses();
		tick();
	}

	/** The presses of one Solve are one change to undo. */
	private void recordAnimation() {
		int count = session.presses() - animationStart;
		if (count <= 0) return;
		List<FishAlgorithms.Press> made = session.history();
		Presses op = new Presses("Solve", List.copyOf(made.subList(made.size() - count, made.size())));
		op.addContext(undoContext);
		history().add(op);
		animationStart = session.presses();
	}

	private void tick() {
		if (!animating || canvas.isDisposed()) return;
		int stride = Math.max(1, session.planSize() / 300);
		for (int i = 0; i < stride && animating; i++) animating = session.stepPlan();
		refresh();
		if (animating) canvas.getDisplay().timerExec(40, this::tick);
		else recordAnimation();
	}

	public void openBoard(Path file) throws IOException {
		setBoard(ToggleFiles.parse(TextFiles.read(file), file.toString()));
	}

	private void openDialog() {
		Widgets.withFile(canvas.getShell(), SWT.OPEN, new String[] { "*.txt", "*.*" }, "Cannot open the board", this::openBoard);
	}

	/** .xmi: the presses made from the starting board, with their rules, as the model; anything else: the board. */
	public void save(Path file) throws IOException {
		if (file.getFileName().toString().endsWith(".xmi")) {
			Gf2Solver.Minimum min = Gf2Solver.of(session.shape(), session.board().rows(), session.board().cols()).minimum(session.start());
			ModelFiles.save(file, ToggleModels.sequence(session.start(), session.shape(), session.planSize() > 0 ? chosen().label : "by hand",
					session.history(), session.board().isClear(), min.refusal() == null && min.presses() != null ? min.count() : null));
		} else {
			TextFiles.writeAtomically(file, session.board().text());
		}
	}

	private void saveDialog() {
		Widgets.withFile(canvas.getShell(), SWT.SAVE, new String[] { "*.txt", "*.xmi" }, "Cannot save", this::save);
	}

	private void exportDialog() {
		Widgets.withFile(canvas.getShell(), SWT.SAVE, new String[] { "*.png", "*.svg" }, "Cannot export the picture",
				file -> exportPicture(file, canvas.getSize()));
	}

	public void exportPicture(Path file, Point size) throws IOException {
		Pictures.export(canvas.getDisplay(), file, size, (pen, sz) -> TogglePainter.paint(pen, sz, session, showClearing.getSelection()));
	}

	// ---- rendering --------------------------------------------------------------------------------------------

	private void refresh() {
		if (canvas.isDisposed()) return;
		ToggleBoard b = session.board();
		status.setText(b.rows() + " x " + b.cols() + ", " + session.shape().label() + " presses: " + session.status() + ", "
				+ session.presses() + " presses made");
		rule.setText(session.lastRule().isEmpty() ? "click a cell to press it" : session.lastRule());
		canvas.redraw();
	}

	private void fillChart() {
		Widgets.clear(chart);
		double[] n = new double[CHART_SIZES];
		double[] block = new double[CHART_SIZES];
		double[] plus = new double[CHART_SIZES];
		for (int i = 0; i < CHART_SIZES; i++) {
			n[i] = i + 1;
			block[i] = Gf2Solver.of(PressShape.BLOCK, i + 1, i + 1).nullity();
			plus[i] = Gf2Solver.of(PressShape.PLUS, i + 1, i + 1).nullity();
		}
		Widgets.line(chart, "block", n, block, BLOCK_LINE);
		Widgets.line(chart, "plus", n, plus, PLUS_LINE);
		Widgets.show(chart);
	}

	// ---- state for tests -------------------------------------------------------------------------------------

	public ToggleSession session() {
		return session;
	}

	public Canvas canvas() {
		return canvas;
	}

	public Chart chart() {
		return chart;
	}

	public String statusText() {
		return status.getText();
	}

	public String ruleText() {
		return rule.getText();
	}

	public CellGrid layout() {
		return TogglePainter.layout(session.board(), canvas.getSize());
	}

	@Override
	public void setFocus() {
		canvas.setFocus();
	}
}
