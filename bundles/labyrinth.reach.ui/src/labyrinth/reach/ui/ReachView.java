package labyrinth.reach.ui;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swtchart.Chart;
import org.eclipse.ui.part.ViewPart;

import labyrinth.kernel.io.TextFiles;
import labyrinth.reach.BeamSearch;
import labyrinth.reach.BestBeamOperation;
import labyrinth.reach.Boards;
import labyrinth.reach.Direction;
import labyrinth.reach.ReachBoard;
import labyrinth.reach.ReachSession;
import labyrinth.reach.ReachSession.Question;
import labyrinth.reach.StepSearch;
import labyrinth.ui.toolkit.ModelFiles;
import labyrinth.ui.toolkit.OperationJob;
import labyrinth.ui.toolkit.Pictures;
import labyrinth.ui.toolkit.Widgets;

/**
 * The Reachability view: a board with the step-distance heat map, stepped through its search round by round with
 * the open and completed tasks beside it, beams drawn as they split, and a chart of reachable squares against N.
 * It renders a {@link ReachSession} and forwards the user's commands to it.
 */
public final class ReachView extends ViewPart {
	public static final String ID = "labyrinth.reach.ui.reachView";
	/** Rows of the task tables shown at most; the rest are counted. */
	static final int TABLE_ROWS = 200;
	private static final RGB WITHIN = new RGB(40, 90, 200);
	private static final RGB EXACTLY = new RGB(200, 60, 30);

	private ReachSession session;
	private String boardName = "garden (21 x 21, seed 1)";
	private Canvas canvas;
	private Combo question;
	private Spinner steps;
	private Combo order;
	private Label status;
	private Table openTable;
	private Table completedTable;
	private Chart chart;
	private boolean animating;
	private Job lastJob;

	@Override
	public void createPartControl(Composite parent) {
		try {
			session = new ReachSession(ReachBoard.parse(Boards.garden(21, 0.25, 1), boardName));
		} catch (IOException e) {
			throw new IllegalStateException(e);
		}
		parent.setLayout(new GridLayout(1, false));
		Composite bar = new Composite(parent, SWT.NONE);
		bar.setLayout(new RowLayout(SWT.HORIZONTAL));
		bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		Widgets.push(bar, "Open Board...", "Open a board file: . free, # blocker, S start, routing / \\ | -", this::openBoardDialog);
		question = new Combo(bar, SWT.READ_ONLY);
		question.setItems("Within N steps", "Exactly N steps", "Beam");
		question.select(0);
		question.addListener(SWT.Selection, e -> forward(() -> session.setQuestion(Question.values()[question.getSelectionIndex()])));
		steps = new Spinner(Widgets.labelled(bar, "N:"), SWT.BORDER);
		steps.setValues(session.steps(), 0, 1_000_000, 0, 1, 10);
		steps.setToolTipText("N, the number of steps");
		steps.addListener(SWT.Modify, e -> forward(() -> session.setSteps(steps.getSelection())));
		order = new Combo(bar, SWT.READ_ONLY);
		order.setItems("FIFO (breadth-first)", "LIFO (newest first)");
		order.select(0);
		order.addListener(SWT.Selection, e -> forward(() -> session.setOrder(StepSearch.Order.values()[order.getSelectionIndex()])));
		Widgets.push(bar, "Search", "Run the question to its end", this::search);
		Widgets.push(bar, "|<", "Before the first round", () -> showRound(-1));
		Widgets.push(bar, "<", "One round back", () -> forward(session::stepBack));
		Widgets.push(bar, ">", "One round forward", () -> forward(session::stepForward));
		Widgets.push(bar, ">|", "The last round", () -> showRound(session.rounds() - 1));
		Widgets.push(bar, "Animate", "Play the rounds from the start, or stop", this::toggleAnimation);
		Widgets.push(bar, "Best Entry", "The edge entry whose beam touches the most squares", this::bestEntry);
		Widgets.push(bar, "Save Result...", "Save board and answer as the shared EMF model (XMI)", this::saveResultDialog);
		Widgets.push(bar, "Export Picture...", "Save the board as PNG or SVG", this::exportDialog);

		status = new Label(parent, SWT.WRAP);
		status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));

		SashForm vertical = new SashForm(parent, SWT.VERTICAL);
		vertical.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		SashForm top = new SashForm(vertical, SWT.HORIZONTAL);
		canvas = new Canvas(top, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
		canvas.addPaintListener(e -> ReachPainter.paint(labyrinth.ui.toolkit.Pen.of(e.gc), canvas.getSize(), session));
		canvas.addListener(SWT.MouseDown, e -> clickAt(e.x, e.y));
		canvas.setToolTipText("Beam: click an edge square to enter there");
		Composite tables = new Composite(top, SWT.NONE);
		tables.setLayout(new GridLayout(2, true));
		openTable = table(tables, "open tasks", "the open list after the round shown, the task taken next first");
		completedTable = table(tables, "completed", "the completed tasks, the latest first, with their steps");
		top.setWeights(65, 35);
		chart = Widgets.lineChart(vertical, "Reachable squares against N", "steps N", "squares",
				"no data yet: press Search to fill this chart");
		vertical.setWeights(70, 30);
		if (saved != null) restoreState(saved);
		saved = null;
		search();
	}

	// ---- the next session starts with this board and question ----------------------------------------------

	private org.eclipse.ui.IMemento saved;

	@Override
	public void init(org.eclipse.ui.IViewSite site, org.eclipse.ui.IMemento memento) throws org.eclipse.ui.PartInitException {
		super.init(site, memento);
		saved = memento;
	}

	@Override
	public void saveState(org.eclipse.ui.IMemento m) {
		m.putString("board", session.board().text());
		m.putString("boardName", boardName);
		m.putInteger("question", question.getSelectionIndex());
		m.putInteger("steps", steps.getSelection());
		m.putInteger("order", order.getSelectionIndex());
		m.putInteger("entryRow", session.entryRow());
		m.putInteger("entryCol", session.entryCol());
		m.putString("entryTravel", session.entryTravel().name());
	}

	/** Takes up what {@link #saveState} kept; a board that does not read leaves the view as it starts. */
	public void restoreState(org.eclipse.ui.IMemento m) {
		try {
			if (m.getString("board") != null) {
				String name = m.getString("boardName") != null ? m.getString("boardName") : "the last session's board";
				session = new ReachSession(ReachBoard.parse(m.getString("board"), name));
				boardName = name;
			}
			if (m.getInteger("question") != null) {
				question.select(m.getInteger("question"));
				session.setQuestion(Question.values()[m.getInteger("question")]);
			}
			if (m.getInteger("steps") != null) {
				steps.setSelection(m.getInteger("steps"));
				session.setSteps(m.getInteger("steps"));
			}
			if (m.getInteger("order") != null) {
				order.select(m.getInteger("order"));
				session.setOrder(StepSearch.Order.values()[m.getInteger("order")]);
			}
			if (m.getInteger("entryRow") != null && m.getInteger("entryCol") != null && m.getString("entryTravel") != null) {
				session.setEntry(m.getInteger("entryRow"), m.getInteger("entryCol"), Direction.valueOf(m.getString("entryTravel")));
			}
		} catch (IOException | RuntimeException e) {
			Widgets.say(status, "the last session's board could not be read: " + e.getMessage());
		}
	}

	private static Table table(Composite parent, String title, String tip) {
		Table t = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION);
		t.setHeaderVisible(true);
		t.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		TableColumn c = new TableColumn(t, SWT.LEFT);
		c.setText(title);
		c.setToolTipText(tip);
		c.pack(); // as wide as its title
		c.setWidth(Math.max(c.getWidth() + 10, 120));
		return t;
	}

	/** A command that changes the session; the view then shows what it became. */
	private void forward(Runnable command) {
		try {
			command.run();
		} catch (IllegalArgumentException e) {
			Widgets.say(status, e.getMessage());
			return;
		}
		refresh();
	}

	// ---- commands ---------------------------------------------------------------------------------------------

	/** Runs the question as a background job; the view shows the last round when it is done. */
	public void search() {
		ReachSession s = session;
		if (s.question() != Question.BEAM && !s.board().hasStart()) {
			Widgets.say(status, boardName + " has no start square S: step searches begin there; a beam needs none");
			return;
		}
		Widgets.say(status, "searching...");
		Job job = Job.create("Reachability: " + boardName, monitor -> {
			s.search();
			if (!canvas.isDisposed()) canvas.getDisplay().asyncExec(this::refresh);
			return Status.OK_STATUS;
		});
		job.setUser(false);
		lastJob = job;
		job.schedule();
	}

	/** The last job started, for tests that wait for a search. */
	public Job lastJob() {
		return lastJob;
	}

	public void openBoard(Path file) throws IOException {
		ReachBoard b = ReachBoard.parse(TextFiles.read(file), file.toString(), session.board().routing());
		boardName = file.getFileName().toString();
		session.setBoard(b);
		if (!b.hasStart()) {
			// without a start only beams can be asked
			question.select(Question.BEAM.ordinal());
			session.setQuestion(Question.BEAM);
		}
		search();
	}

	private void openBoardDialog() {
		Widgets.withFile(canvas.getShell(), SWT.OPEN, new String[] { "*.txt", "*.*" }, "Cannot open the board", this::openBoard);
	}

	public void setQuestion(Question q, int n) {
		question.select(q.ordinal());
		steps.setSelection(n);
		session.setQuestion(q);
		session.setSteps(n);
		refresh();
	}

	/** Shows round k (0-based; -1 before the first) of the search. */
	public void showRound(int k) {
		forward(() -> session.setRound(k));
	}

	private void clickAt(int x, int y) {
		if (session.question() != Question.BEAM) return;
		int[] rc = ReachPainter.squareAt(session.board(), canvas.getSize(), x, y);
		if (rc == null) return;
		ReachBoard b = session.board();
		Direction inward = rc[1] == 0 ? Direction.RIGHT : rc[1] == b.cols() - 1 ? Direction.LEFT
				: rc[0] == 0 ? Direction.DOWN : rc[0] == b.rows() - 1 ? Direction.UP : null;
		if (inward == null) {
			Widgets.say(status, "click a square on the board's edge to send a beam in from there");
			return;
		}
		session.setEntry(rc[0], rc[1], inward);
		search();
	}

	/**
	 * Searches every edge entry as a job, on the runner of the preferences (the same operation as
	 * {@code labyrinth reach beam --best}), then shows the best one's beam.
	 */
	public void bestEntry() {
		ReachSession s = session;
		String name = boardName;
		Widgets.say(status, "searching every edge entry of " + name + "...");
		OperationJob<BestBeamOperation.Result> job = new OperationJob<>(new BestBeamOperation(new BestBeamOperation.Settings(s.board(), name)),
				result -> show(() -> {
					if (session != s) return; // another board was opened meanwhile
					BeamSearch.Beam beam = result.beam();
					if (beam == null) {
						Widgets.say(status, "the search of the best entry was stopped");
						return;
					}
					question.select(Question.BEAM.ordinal());
					session.setQuestion(Question.BEAM);
					session.setEntry(beam.row(), beam.col(), beam.travel());
					bestBeam = result;
					search();
				}));
		lastJob = job;
		job.schedule();
	}

	/** The last best-entry result, or null. */
	public BestBeamOperation.Result bestBeam() {
		return bestBeam;
	}

	private BestBeamOperation.Result bestBeam;

	private void show(Runnable r) {
		if (!canvas.isDisposed()) canvas.getDisplay().asyncExec(() -> {
			if (!canvas.isDisposed()) r.run();
		});
	}

	private void toggleAnimation() {
		if (animating) {
			animating = false;
			return;
		}
		if (!session.hasSearched()) session.search();
		animating = true;
		session.setRound(-1);
		tick();
	}

	private void tick() {
		if (!animating || canvas.isDisposed()) return;
		int stride = Math.max(1, session.rounds() / 400);
		for (int i = 0; i < stride; i++) {
			if (!session.stepForward()) {
				animating = false;
				break;
			}
		}
		refresh();
		if (animating) canvas.getDisplay().timerExec(25, this::tick);
	}

	private void saveResultDialog() {
		if (!session.hasSearched()) session.search();
		Widgets.withFile(canvas.getShell(), SWT.SAVE, new String[] { "*.reach.xmi" }, "Cannot save the result",
				file -> ModelFiles.save(file, ReachModels.result(session, boardName)));
	}

	private void exportDialog() {
		Widgets.withFile(canvas.getShell(), SWT.SAVE, new String[] { "*.png", "*.svg" }, "Cannot export the picture",
				file -> exportPicture(file, canvas.getSize()));
	}

	/** PNG or SVG by the file's extension. */
	public void exportPicture(Path file, Point size) throws IOException {
		Pictures.export(canvas.getDisplay(), file, size, (pen, sz) -> ReachPainter.paint(pen, sz, session));
	}

	// ---- rendering --------------------------------------------------------------------------------------------

	private void refresh() {
		if (canvas.isDisposed()) return;
		String answer = "";
		if (session.hasSearched()) {
			answer = switch (session.question()) {
			case WITHIN -> String.format("%,d squares within %,d steps", session.answer(), session.steps());
			case EXACTLY -> String.format("%,d squares after exactly %,d steps", session.answer(), session.steps());
			case BEAM -> String.format("beam entering (%d,%d) travelling %s touches %,d squares", session.entryRow() + 1,
					session.entryCol() + 1, session.entryTravel().label(), session.answer());
			} + "  |  ";
		}
		Widgets.say(status, boardName + "  |  " + answer + session.roundText());
		fillTables();
		updateChart();
		canvas.redraw();
	}

	private void fillTables() {
		ReachBoard b = session.board();
		openTable.setRedraw(false);
		completedTable.setRedraw(false);
		openTable.removeAll();
		completedTable.removeAll();
		if (session.question() != Question.BEAM) {
			int[] open = session.open();
			for (int i = 0; i < Math.min(open.length, TABLE_ROWS); i++) item(openTable, square(b, open[i]));
			if (open.length > TABLE_ROWS) item(openTable, "... " + (open.length - TABLE_ROWS) + " more");
		}
		int done = session.round() + 1;
		for (int k = done - 1; k >= Math.max(0, done - TABLE_ROWS); k--) {
			String task = square(b, session.takenInRound(k));
			item(completedTable, session.question() == Question.BEAM ? task : task + " @" + session.stepsOfRound(k));
		}
		if (done > TABLE_ROWS) item(completedTable, "... " + (done - TABLE_ROWS) + " earlier");
		openTable.setRedraw(true);
		completedTable.setRedraw(true);
	}

	private static void item(Table t, String text) {
		new TableItem(t, SWT.NONE).setText(text);
	}

	private static String square(ReachBoard b, int index) {
		return "(" + (b.rowOf(index) + 1) + "," + (b.colOf(index) + 1) + ")";
	}

	private void updateChart() {
		Widgets.clear(chart);
		long[] within = session.withinPerStep();
		if (within.length > 0) {
			Widgets.line(chart, "within N", within, WITHIN);
			Widgets.line(chart, "exactly N", session.exactlyPerStep(), EXACTLY);
		}
		Widgets.show(chart);
	}

	// ---- state for tests -------------------------------------------------------------------------------------

	public ReachSession session() {
		return session;
	}

	public Chart chart() {
		return chart;
	}

	public String statusText() {
		return status.getText();
	}

	public Table openTable() {
		return openTable;
	}

	public Table completedTable() {
		return completedTable;
	}

	public Canvas canvas() {
		return canvas;
	}

	@Override
	public void setFocus() {
		canvas.setFocus();
	}
}
