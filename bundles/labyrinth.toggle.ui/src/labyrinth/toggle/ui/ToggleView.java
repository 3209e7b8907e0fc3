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
import org.eclipse.swt.widgets.Text;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swtchart.Chart;
import org.eclipse.ui.part.ViewPart;

import labyrinth.kernel.io.TextFiles;
import labyrinth.kernel.run.SizeRange;
import labyrinth.toggle.FishAlgorithms;
import labyrinth.toggle.Gf2Solver;
import labyrinth.toggle.NullityOperation;
import labyrinth.toggle.VerifyOperation;
import labyrinth.toggle.PressShape;
import labyrinth.toggle.ToggleBoard;
import labyrinth.toggle.ToggleFiles;
import labyrinth.toggle.ToggleSession;
import labyrinth.toggle.ToggleSession.Algorithm;
import labyrinth.ui.toolkit.CellGrid;
import labyrinth.ui.toolkit.ModelFiles;
import labyrinth.ui.toolkit.OperationJob;
import labyrinth.ui.toolkit.Pen;
import labyrinth.ui.toolkit.Pictures;
import labyrinth.ui.toolkit.Widgets;

/**
 * The Toggle Squares view: a board a click presses, the live verdict and the presses that would clear it, solving
 * animated press by press with the rule of each, undo, and a chart of the nullity against n for both press shapes.
 */
public final class ToggleView extends ViewPart {
	public static final String ID = "labyrinth.toggle.ui.toggleView";
	/** The chart's sizes until the user asks for others. */
	static final String CHART_SIZES = "1..40";
	static final int VERIFY_BOARDS = 100;
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
	private Text chartSizes;
	private Spinner boards;
	private Text verifySeed;
	private Label research;
	private boolean animating;
	/** The nullities charted per shape (index: PressShape ordinal), and the sizes they start at. */
	private final int[][] nullities = new int[PressShape.values().length][];
	private int nullitiesFrom = 1;
	private String verified = "";
	private final List<Job> jobs = new java.util.concurrent.CopyOnWriteArrayList<>();

	@Override
	public void createPartControl(Composite parent) {
		session = new ToggleSession(ToggleBoard.randomSolvable(5, 5, PressShape.BLOCK, seed));
		parent.setLayout(new GridLayout(1, false));
		Composite bar = new Composite(parent, SWT.NONE);
		bar.setLayout(new RowLayout(SWT.HORIZONTAL));
		bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		size = new Spinner(Widgets.labelled(bar, "n:"), SWT.BORDER);
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
		Composite runs = new Composite(parent, SWT.NONE);
		runs.setLayout(new RowLayout(SWT.HORIZONTAL));
		runs.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		chartSizes = new Text(Widgets.labelled(runs, "Sizes:"), SWT.BORDER);
		chartSizes.setText(CHART_SIZES);
		chartSizes.setLayoutData(new org.eclipse.swt.layout.RowData(80, SWT.DEFAULT));
		chartSizes.setToolTipText("the sizes n of the nullity chart and of the theorem check, like 1..40");
		Widgets.push(runs, "Chart Nullity", "The nullity of the press matrix for every n x n board of the sizes, both shapes (toggle nullity)",
				this::chartNullities);
		boards = new Spinner(Widgets.labelled(runs, "Boards per size:"), SWT.BORDER);
		boards.setValues(VERIFY_BOARDS, 1, 1_000_000, 0, 10, 100);
		boards.setToolTipText("random boards per size the theorems are checked on");
		verifySeed = new Text(Widgets.labelled(runs, "Seed:"), SWT.BORDER);
		verifySeed.setText("1");
		verifySeed.setLayoutData(new org.eclipse.swt.layout.RowData(60, SWT.DEFAULT));
		verifySeed.setToolTipText("the seed of the random boards: the same seed checks the same boards");
		Widgets.push(runs, "Verify Theorems", "Check Fish's theorems on every size with random boards; counterexamples are saved (toggle verify)",
				this::verifyTheorems);
		research = new Label(parent, SWT.WRAP);
		research.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		Widgets.say(research, "Chart Nullity and Verify Theorems run on these sizes as 'labyrinth toggle nullity' and 'toggle verify' do");
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
		chart = Widgets.lineChart(split, "Nullity against n (n x n boards)", "n", "nullity",
				"no data yet: press Chart Nullity to fill this chart");
		split.setWeights(60, 40);
		new org.eclipse.ui.operations.UndoRedoActionGroup(getSite(), undoContext, true).fillActionBars(getViewSite().getActionBars());
		if (saved != null) restoreState(saved);
		saved = null;
		if (nullities[0] == null) chartNullities();
		else updateChart();
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
		m.putString("sizes", chartSizes.getText());
		m.putInteger("boards", boards.getSelection());
		m.putString("seed", verifySeed.getText());
		m.putInteger("nullitiesFrom", nullitiesFrom);
		for (PressShape p : PressShape.values()) {
			int[] v = nullities[p.ordinal()];
			if (v != null) m.putString("nullity." + p.name(), java.util.Arrays.stream(v).mapToObj(Integer::toString).collect(java.util.stream.Collectors.joining(",")));
		}
		m.putString("verified", verified);
	}

	/** Takes up what {@link #saveState} kept; a board that does not read leaves the view as it starts. */
	public void restoreState(org.eclipse.ui.IMemento m) {
		try {
			if (m.getInteger("shape") != null) setShape(PressShape.values()[m.getInteger("shape")]);
			if (m.getString("board") != null) setBoard(ToggleFiles.parse(m.getString("board"), "the last session's board"));
			if (m.getInteger("algorithm") != null) algorithm.select(m.getInteger("algorithm"));
			if (m.getInteger("n") != null) size.setSelection(m.getInteger("n"));
			if (m.getString("sizes") != null) chartSizes.setText(m.getString("sizes"));
			if (m.getInteger("boards") != null) boards.setSelection(m.getInteger("boards"));
			if (m.getString("seed") != null) verifySeed.setText(m.getString("seed"));
			if (m.getInteger("nullitiesFrom") != null) {
				nullitiesFrom = m.getInteger("nullitiesFrom");
				java.util.Arrays.fill(nullities, null);
			}
			for (PressShape p : PressShape.values()) {
				String v = m.getString("nullity." + p.name());
				if (v != null && !v.isEmpty()) nullities[p.ordinal()] = java.util.Arrays.stream(v.split(",")).mapToInt(Integer::parseInt).toArray();
			}
			if (nullities[0] != null) updateChart();
			if (m.getString("verified") != null && !m.getString("verified").isEmpty()) setVerified(m.getString("verified"));
		} catch (IOException | RuntimeException e) {
			Widgets.say(rule, "the last session's board could not be read: " + e.getMessage());
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
			Widgets.say(rule, e.getMessage());
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
			Widgets.say(rule, e.getMessage());
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
			Widgets.say(rule, e.getMessage());
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
		Widgets.say(status, b.rows() + " x " + b.cols() + ", " + session.shape().label() + " presses: " + session.status() + ", "
				+ session.presses() + " presses made");
		Widgets.say(rule, session.lastRule().isEmpty() ? "click a cell to press it" : session.lastRule());
		canvas.redraw();
	}

	private SizeRange sizes(int max) {
		try {
			return SizeRange.parse(chartSizes.getText().strip(), max, "1..40");
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException("Sizes must be " + e.getMessage(), e);
		}
	}

	/** The nullity of both shapes for the sizes, as jobs (the operation of {@code labyrinth toggle nullity}); charted. */
	public void chartNullities() {
		SizeRange r;
		try {
			r = sizes(NullityOperation.MAX_SIZE);
		} catch (IllegalArgumentException e) {
			Widgets.say(research, e.getMessage());
			return;
		}
		jobs.clear();
		for (PressShape p : PressShape.values()) {
			schedule(new OperationJob<>(new NullityOperation(new NullityOperation.Settings(p, r.from(), r.to())), result -> show(() -> {
				if (result.cancelled()) return; // a stopped run leaves the last chart
				for (int[] other : nullities) {
					if (other != null && (nullitiesFrom != r.from() || other.length != r.count())) {
						java.util.Arrays.fill(nullities, null); // another range's figures would not line up
					}
				}
				nullitiesFrom = r.from();
				nullities[p.ordinal()] = result.nullity();
				updateChart();
			})));
		}
	}

	/** Fish's theorems on the sizes with random boards, as a job (the operation of {@code labyrinth toggle verify}). */
	public void verifyTheorems() {
		VerifyOperation.Settings settings;
		try {
			SizeRange r = sizes(VerifyOperation.MAX_SIZE);
			long seedValue;
			try {
				seedValue = Long.parseLong(verifySeed.getText().strip());
			} catch (NumberFormatException e) {
				throw new IllegalArgumentException("Seed must be a whole number, got '" + verifySeed.getText() + "'");
			}
			settings = new VerifyOperation.Settings(r.from(), r.to(), boards.getSelection(), seedValue, counterexampleFolder());
		} catch (IllegalArgumentException | IOException e) {
			Widgets.say(research, e.getMessage());
			return;
		}
		Widgets.say(research, "checking the theorems on sizes " + settings.from() + ".." + settings.to() + "...");
		jobs.clear();
		schedule(new OperationJob<>(new VerifyOperation(settings), result -> show(() -> setVerified(result.text().strip()))));
	}

	/** Where counterexamples go: a folder of the workspace, made when first needed. */
	private static Path counterexampleFolder() throws IOException {
		Path root = Widgets.workspaceLocation();
		Path dir = (root != null ? root : Path.of(System.getProperty("java.io.tmpdir"))).resolve("toggle-counterexamples");
		java.nio.file.Files.createDirectories(dir);
		return dir;
	}

	private void setVerified(String text) {
		verified = text;
		Widgets.say(research, text);
	}

	private void schedule(Job job) {
		jobs.add(job);
		job.schedule();
	}

	/** The jobs of the last research run (a nullity chart is two: one per shape). */
	public List<Job> jobs() {
		return List.copyOf(jobs);
	}

	private final java.util.concurrent.atomic.AtomicInteger showing = new java.util.concurrent.atomic.AtomicInteger();

	/** Shows a run's result on the UI thread. */
	private void show(Runnable update) {
		if (canvas.isDisposed()) return;
		showing.incrementAndGet();
		canvas.getDisplay().asyncExec(() -> {
			try {
				if (!canvas.isDisposed()) update.run();
			} finally {
				showing.decrementAndGet();
			}
		});
	}

	/** Results of finished runs not yet shown. */
	public int showing() {
		return showing.get();
	}

	private void updateChart() {
		Widgets.clear(chart);
		for (PressShape p : PressShape.values()) {
			int[] v = nullities[p.ordinal()];
			if (v == null) continue;
			double[] n = new double[v.length];
			double[] y = new double[v.length];
			for (int i = 0; i < v.length; i++) {
				n[i] = nullitiesFrom + i;
				y[i] = v[i];
			}
			Widgets.line(chart, p.label(), n, y, p == PressShape.BLOCK ? BLOCK_LINE : PLUS_LINE);
		}
		Widgets.show(chart);
	}

	/** Fills in the research row as a user types it. */
	public void setResearch(String sizes, int boardsPerSize, String seedText) {
		chartSizes.setText(sizes);
		boards.setSelection(boardsPerSize);
		verifySeed.setText(seedText);
	}

	public String researchText() {
		return research.getText();
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
