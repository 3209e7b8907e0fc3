package labyrinth.knights.ui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntFunction;

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
import org.eclipse.swt.widgets.Text;
import org.eclipse.swtchart.Chart;
import org.eclipse.ui.part.ViewPart;

import labyrinth.knights.KnightsSession;
import labyrinth.knights.MoveOrdering;
import labyrinth.knights.Sweeps;
import labyrinth.knights.TiebreakSpec;
import labyrinth.knights.Tiebreak;
import labyrinth.knights.TiebreakTable;
import labyrinth.knights.Tiebreaks;
import labyrinth.tour.TourFileException;
import labyrinth.tour.TourTables;
import labyrinth.ui.toolkit.ModelFiles;
import labyrinth.kernel.run.SizeRange;
import labyrinth.knights.StatsOperation;
import labyrinth.knights.SweepOperation;
import labyrinth.ui.toolkit.OperationJob;
import labyrinth.ui.toolkit.Pen;
import labyrinth.ui.toolkit.Pictures;
import labyrinth.ui.toolkit.Widgets;

/**
 * The Knight's Tour view: a tour stepped move by move with the candidates, their degrees and the tiebreak decision,
 * the switching squares of a table marked; sweeps and statistics as cancellable jobs whose results are charted
 * (success rate against m). It renders a {@link KnightsSession} and forwards commands.
 */
public final class KnightsView extends ViewPart {
	public static final String ID = "labyrinth.knights.ui.knightsView";
	private static final String[] TIEBREAKS = { "random", "ordering", "Pohl, then random", "Roth, then random", "table squirrel-cull",
			"table squirrel-cull-74", "table file" };
	private static final RGB RATE_LINE = Widgets.SECOND_SERIES;
	private static final RGB SWEEP_LINE = Widgets.FIRST_SERIES;

	private KnightsSession session;
	private TiebreakTable fileTable;
	private String fileTableName;
	private Canvas canvas;
	private Spinner size;
	private Combo tiebreak;
	private Text ordering;
	private Spinner seed;
	private Text sizes;
	private Spinner trials;
	private Label status;
	private Label decision;
	private Chart chart;
	private boolean animating;
	private Job lastJob;
	private List<Sweeps.Rate> rates = List.of();
	private List<Sweeps.Failure> failures;
	private int[] sweepRange;

	@Override
	public void createPartControl(Composite parent) {
		session = new KnightsSession(8, m -> Tiebreaks.ordering(MoveOrdering.parse("12345678")), "ordering 12345678");
		parent.setLayout(new GridLayout(1, false));
		Composite bar = new Composite(parent, SWT.NONE);
		bar.setLayout(new RowLayout(SWT.HORIZONTAL));
		bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		size = new Spinner(Widgets.labelled(bar, "Board m:"), SWT.BORDER);
		size.setValues(8, 1, 2000, 0, 1, 10);
		size.setToolTipText("m, the side of the board");
		tiebreak = new Combo(Widgets.labelled(bar, "Tiebreak:"), SWT.READ_ONLY);
		tiebreak.setItems(TIEBREAKS);
		tiebreak.select(1);
		ordering = new Text(Widgets.labelled(bar, "Ordering:"), SWT.BORDER);
		ordering.setText("12345678");
		ordering.setToolTipText("the move-ordering of the 'ordering' tiebreak: move types 1..8, first preferred");
		seed = new Spinner(Widgets.labelled(bar, "Seed:"), SWT.BORDER);
		seed.setValues(1, 0, Integer.MAX_VALUE, 0, 1, 10);
		seed.setToolTipText("seed of random tiebreaks");
		Widgets.push(bar, "New Tour", "Start a tour from (1,1) with this size and tiebreak", this::newTourFromControls);
		Widgets.push(bar, "<", "Take the last move back", () -> forward(session::back));
		Widgets.push(bar, ">", "One move", () -> forward(session::step));
		Widgets.push(bar, "Animate", "Play the tour move by move, or stop", this::toggleAnimation);
		Widgets.push(bar, ">|", "Move until the tour is complete or stuck", () -> forward(session::toEnd));
		Widgets.push(bar, "Open Table...", "Use a tiebreak table file (.ltour)", this::openTableDialog);
		sizes = new Text(Widgets.labelled(bar, "Sizes:"), SWT.BORDER);
		sizes.setText("5..100");
		sizes.setToolTipText("the sizes of sweeps and statistics, like 5..100");
		trials = new Spinner(Widgets.labelled(bar, "Tours a size:"), SWT.BORDER);
		trials.setValues(20, 1, 100_000, 0, 1, 10);
		trials.setToolTipText("random tours per size for the statistics");
		Widgets.push(bar, "Sweep", "Run the tiebreak on every size of the range (a background job)", this::sweep);
		Widgets.push(bar, "Statistics", "Success rate of random tiebreaks per size (a background job)", this::statistics);
		Widgets.push(bar, "Export Picture...", "Save the board as PNG or SVG", () -> exportDialog(false));
		Widgets.push(bar, "Export Chart...", "Save the chart as PNG or SVG", () -> exportDialog(true));
		Widgets.push(bar, "Save Results...", "Save the tour, sweep and statistics as the EMF model (XMI)", this::saveResultsDialog);
		status = new Label(parent, SWT.WRAP);
		status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		decision = new Label(parent, SWT.WRAP);
		decision.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		SashForm split = new SashForm(parent, SWT.VERTICAL);
		split.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		canvas = new Canvas(split, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
		canvas.addPaintListener(e -> KnightsPainter.paint(Pen.of(e.gc), canvas.getSize(), session));
		chart = Widgets.lineChart(split, "Success rate against m", "m", "success (%)",
				"no data yet: run Sweep or Statistics to fill this chart");
		split.setWeights(65, 35);
		if (saved != null) restoreState(saved);
		saved = null;
		refresh();
	}

	// ---- the next session starts with these settings and the last sweep and statistics ----------------------

	private org.eclipse.ui.IMemento saved;

	@Override
	public void init(org.eclipse.ui.IViewSite site, org.eclipse.ui.IMemento memento) throws org.eclipse.ui.PartInitException {
		super.init(site, memento);
		saved = memento;
	}

	@Override
	public void saveState(org.eclipse.ui.IMemento m) {
		m.putInteger("size", size.getSelection());
		m.putInteger("tiebreak", tiebreak.getSelectionIndex());
		m.putString("ordering", ordering.getText());
		m.putInteger("seed", seed.getSelection());
		m.putString("sizes", sizes.getText());
		m.putInteger("trials", trials.getSelection());
		StringBuilder r = new StringBuilder();
		for (Sweeps.Rate x : rates) r.append(r.isEmpty() ? "" : ";").append(x.m()).append(':').append(x.trials()).append(':').append(x.successes());
		m.putString("rates", r.toString());
		if (failures != null && sweepRange != null) {
			StringBuilder f = new StringBuilder();
			for (Sweeps.Failure x : failures) {
				f.append(f.isEmpty() ? "" : ";").append(x.m()).append(':').append(x.visited()).append(':').append(x.row()).append(':').append(x.col());
			}
			m.putString("failures", f.toString());
			m.putString("sweep", sweepRange[0] + ".." + sweepRange[1]);
		}
	}

	/** Takes up what {@link #saveState} kept; a value that does not read is left at its default. */
	public void restoreState(org.eclipse.ui.IMemento m) {
		try {
			if (m.getInteger("size") != null) size.setSelection(m.getInteger("size"));
			if (m.getInteger("tiebreak") != null && m.getInteger("tiebreak") < tiebreak.getItemCount()) tiebreak.select(m.getInteger("tiebreak"));
			if (m.getString("ordering") != null) ordering.setText(m.getString("ordering"));
			if (m.getInteger("seed") != null) seed.setSelection(m.getInteger("seed"));
			if (m.getString("sizes") != null) sizes.setText(m.getString("sizes"));
			if (m.getInteger("trials") != null) trials.setSelection(m.getInteger("trials"));
			List<Sweeps.Rate> r = new java.util.ArrayList<>();
			String rs = m.getString("rates");
			if (rs != null && !rs.isEmpty()) {
				for (String x : rs.split(";")) {
					String[] p = x.split(":");
					r.add(new Sweeps.Rate(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2])));
				}
			}
			rates = List.copyOf(r);
			String sweep = m.getString("sweep");
			if (sweep != null) {
				List<Sweeps.Failure> f = new java.util.ArrayList<>();
				String fs = m.getString("failures");
				if (fs != null && !fs.isEmpty()) {
					for (String x : fs.split(";")) {
						String[] p = x.split(":");
						f.add(new Sweeps.Failure(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]), Integer.parseInt(p[3])));
					}
				}
				failures = List.copyOf(f);
				sweepRange = new int[] { Integer.parseInt(sweep.substring(0, sweep.indexOf(".."))), Integer.parseInt(sweep.substring(sweep.indexOf("..") + 2)) };
			}
		} catch (RuntimeException e) { // a memento of another version: keep what read
			Widgets.say(decision, "the last session's results could not be read: " + e.getMessage());
		}
		updateChart();
	}

	private void forward(Runnable command) {
		try {
			command.run();
		} catch (IllegalArgumentException e) {
			Widgets.say(decision, e.getMessage());
		}
		refresh();
	}

	// ---- commands ---------------------------------------------------------------------------------------------

	private void newTourFromControls() {
		try {
			newTour(size.getSelection(), tiebreak.getSelectionIndex());
		} catch (IllegalArgumentException | IOException e) { // a TourFileException too, with its positions
			Widgets.say(decision, e instanceof TourFileException r ? String.join("; ", r.problems()) : e.getMessage());
		}
	}

	/** A new tour of size m with the tiebreak of that index in the list (see the combo). */
	public void newTour(int m, int tiebreakIndex) throws IOException, TourFileException {
		animating = false;
		tiebreak.select(tiebreakIndex);
		size.setSelection(m);
		TiebreakTable table = table(tiebreakIndex);
		session.newTour(m, tiebreakFor(tiebreakIndex, table), describe(tiebreakIndex), table);
		refresh();
	}

	private TiebreakTable table(int index) throws IOException, TourFileException {
		return switch (index) {
		case 4 -> TourTables.shipped("squirrel-cull").table();
		case 5 -> TourTables.shipped("squirrel-cull-74").table();
		case 6 -> {
			if (fileTable == null) throw new IllegalArgumentException("open a table file first (Open Table...)");
			yield fileTable;
		}
		default -> null;
		};
	}

	private TiebreakSpec tiebreakFor(int index, TiebreakTable table) {
		long s = seed.getSelection();
		return switch (index) {
		case 0 -> new TiebreakSpec.Random(s);
		case 1 -> {
			String digits = ordering.getText().strip();
			String why = MoveOrdering.problem(digits);
			if (why != null) throw new IllegalArgumentException(why);
			yield new TiebreakSpec.Ordering(MoveOrdering.parse(digits));
		}
		case 2 -> new TiebreakSpec.Narrowing(true, null, s);
		case 3 -> new TiebreakSpec.Narrowing(false, null, s);
		default -> new TiebreakSpec.Table(table);
		};
	}

	private String describe(int index) {
		return switch (index) {
		case 0 -> "random (seed " + seed.getSelection() + ")";
		case 1 -> "ordering " + ordering.getText().strip();
		case 6 -> "table " + fileTableName;
		default -> TIEBREAKS[index];
		};
	}

	public void openTable(Path file) throws IOException, TourFileException {
		TourTables.Loaded loaded = TourTables.load(file);
		fileTable = loaded.table();
		fileTableName = file.getFileName().toString();
		newTour(size.getSelection(), 6);
		if (!loaded.warnings().isEmpty()) Widgets.say(decision, "warning: " + loaded.warnings().get(0));
	}

	private void openTableDialog() {
		Widgets.withFile(canvas.getShell(), SWT.OPEN, new String[] { "*.ltour", "*.*" }, "Cannot use the table", this::openTable);
	}

	public void step(int moves) {
		for (int i = 0; i < moves && session.step(); i++) {
			// the session records each decision
		}
		refresh();
	}

	private void toggleAnimation() {
		if (animating) {
			animating = false;
			return;
		}
		animating = true;
		tick();
	}

	private void tick() {
		if (!animating || canvas.isDisposed()) return;
		int stride = Math.max(1, session.size() * session.size() / 400);
		for (int i = 0; i < stride && animating; i++) animating = session.step();
		refresh();
		if (animating) canvas.getDisplay().timerExec(30, this::tick);
	}

	private int[] range() {
		try {
			SizeRange r = SizeRange.parse(sizes.getText().strip(), labyrinth.knights.KnightTour.MAX_SIZE, "5..100");
			return new int[] { r.from(), r.to() };
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException("Sizes must be " + e.getMessage(), e);
		}
	}

	/** Runs the chosen tiebreak on every size of the range as a cancellable job; the chart shows which succeed. */
	public void sweep() {
		int[] r;
		TiebreakSpec tb;
		try {
			r = range();
			int index = tiebreak.getSelectionIndex();
			tb = tiebreakFor(index, table(index));
		} catch (IllegalArgumentException | IOException e) { // a TourFileException too, with its positions
			Widgets.say(decision, e instanceof TourFileException f ? String.join("; ", f.problems()) : e.getMessage());
			return;
		}
		String name = describe(tiebreak.getSelectionIndex());
		SweepOperation op = new SweepOperation(new SweepOperation.Settings(r[0], r[1], tb, name));
		failures = null; // the last sweep's result goes while this one runs
		sweepRange = null;
		updateChart();
		schedule(new OperationJob<>(op, result -> show(() -> {
			failures = result.failures();
			sweepRange = r;
			List<Sweeps.Failure> f = result.failures();
			String which = f.stream().limit(8).map(x -> Integer.toString(x.m())).collect(java.util.stream.Collectors.joining(", "))
					+ (f.size() > 8 ? " and " + (f.size() - 8) + " more" : "");
			Widgets.say(decision, "sweep " + r[0] + ".." + r[1] + " with " + name + ": " + (f.isEmpty() ? "every size succeeds"
					: f.size() + (f.size() == 1 ? " size fails" : " sizes fail") + ", m = " + which) + (result.cancelled() ? " (stopped)" : ""));
		})));
	}

	/** Success rates of the random tiebreak per size, as a cancellable job; the chart shows the rate against m. */
	public void statistics() {
		int[] r;
		try {
			r = range();
		} catch (IllegalArgumentException e) {
			Widgets.say(decision, e.getMessage());
			return;
		}
		int n = trials.getSelection();
		long s = seed.getSelection();
		StatsOperation op = new StatsOperation(new StatsOperation.Settings(r[0], r[1], n, s, TiebreakSpec.Seeded.RANDOM));
		rates = List.of(); // the last statistics go while these run
		updateChart();
		schedule(new OperationJob<>(op, result -> show(() -> {
			rates = result.rates();
			Widgets.say(decision, "random tiebreak, " + n + " tours per size (seed " + s + "): " + result.rates().size() + " sizes"
					+ (result.cancelled() ? ", stopped" : ""));
		})));
	}

	/** Runs {@code update} on the UI thread, then redraws the chart. */
	private void show(Runnable update) {
		if (!canvas.isDisposed()) canvas.getDisplay().asyncExec(() -> {
			if (canvas.isDisposed()) return;
			update.run();
			updateChart();
		});
	}

	private void schedule(Job job) {
		lastJob = job;
		job.schedule();
	}

	public Job lastJob() {
		return lastJob;
	}

	private void exportDialog(boolean ofChart) {
		Widgets.withFile(canvas.getShell(), SWT.SAVE, new String[] { "*.png", "*.svg" }, "Cannot export",
				file -> {
					if (ofChart) Widgets.exportChart(chart, file);
					else exportPicture(file, canvas.getSize());
				});
	}

	public void exportPicture(Path file, Point sz) throws IOException {
		Pictures.export(canvas.getDisplay(), file, sz, (pen, p) -> KnightsPainter.paint(pen, p, session));
	}

	public void saveResults(Path file) throws IOException {
		ModelFiles.save(file, KnightsModels.results(session, failures, sweepRange, rates));
	}

	private void saveResultsDialog() {
		Widgets.withFile(canvas.getShell(), SWT.SAVE, new String[] { "*.xmi" }, "Cannot save the results", this::saveResults);
	}

	// ---- rendering --------------------------------------------------------------------------------------------

	private void refresh() {
		if (canvas.isDisposed()) return;
		Widgets.say(status, session.status());
		Widgets.say(decision, session.lastDecision());
		canvas.redraw();
	}

	private void updateChart() {
		Widgets.clear(chart);
		if (!rates.isEmpty()) {
			double[] x = new double[rates.size()];
			double[] y = new double[rates.size()];
			for (int i = 0; i < x.length; i++) {
				x[i] = rates.get(i).m();
				y[i] = 100 * rates.get(i).rate();
			}
			Widgets.line(chart, "random tiebreak", x, y, RATE_LINE);
		}
		if (failures != null) {
			int n = sweepRange[1] - sweepRange[0] + 1;
			double[] x = new double[n];
			double[] y = new double[n];
			java.util.Set<Integer> failed = new java.util.HashSet<>();
			for (Sweeps.Failure f : failures) failed.add(f.m());
			for (int i = 0; i < n; i++) {
				x[i] = sweepRange[0] + i;
				y[i] = failed.contains(sweepRange[0] + i) ? 0 : 100;
			}
			Widgets.line(chart, "sweep", x, y, SWEEP_LINE);
		}
		Widgets.show(chart);
	}

	// ---- state for tests -------------------------------------------------------------------------------------

	public KnightsSession session() {
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

	public String decisionText() {
		return decision.getText();
	}

	/** Sets the sweep and statistics range and trials (for tests and scripts). */
	public void setRange(String range, int trialsPerSize) {
		sizes.setText(range);
		trials.setSelection(trialsPerSize);
	}

	public List<Sweeps.Failure> failures() {
		return failures;
	}

	/** The sizes of the sweep shown, or null. */
	public int[] sweepRange() {
		return sweepRange == null ? null : sweepRange.clone();
	}

	/** The success rates shown, by size. */
	public List<Sweeps.Rate> rates() {
		return rates;
	}

	@Override
	public void setFocus() {
		canvas.setFocus();
	}
}
