package labyrinth.walker.ui;

import labyrinth.ui.toolkit.Pen;
import labyrinth.ui.toolkit.Pictures;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.contexts.IContextService;
import org.eclipse.ui.part.ViewPart;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.Firing;
import labyrinth.core.rules.Rule;
import labyrinth.core.rules.RuleEngine;
import labyrinth.core.walk.WalkSession;

/**
 * The live walker: shows a walk, the live end's candidate fields coloured allowed or disabled, and which rule
 * disabled each (label, tooltip, and the matched cells of a selected firing). Commands drive it; the engine's
 * {@link WalkSession} does the work, so the view only renders and forwards.
 */
public class WalkerView extends ViewPart {
	public static final String ID = "labyrinth.ui.walkerView";
	public static final String CONTEXT = "labyrinth.ui.walkerContext";

	private Canvas canvas;
	private RuleSetSpec ruleSet;
	private final Set<String> switchedOff = new HashSet<>();
	private WalkSession session;
	private Firing selected;
	private boolean keepLeft;
	private boolean checkerboard;
	/** Read from the preferences once and again when they change, not on every paint. */
	private BoardPainter.Palette palette = Preferences.palette();
	private boolean showOracle;
	private String[] oracleLabels;
	private String[] oracleDetails;
	private java.util.concurrent.atomic.AtomicBoolean oracleCancel = new java.util.concurrent.atomic.AtomicBoolean();
	private boolean animating;
	private int animationDelay = 120;
	private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

	@Override
	public void createPartControl(Composite parent) {
		canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
		HelpContexts.set(canvas, HelpContexts.WALKER);
		canvas.addPaintListener(e -> paint(e.gc, canvas.getSize()));
		canvas.addListener(SWT.Resize, e -> canvas.redraw());
		canvas.addListener(SWT.MouseMove, e -> {
			String tip = toolTipAt(e.x, e.y);
			if (!java.util.Objects.equals(tip, canvas.getToolTipText())) canvas.setToolTipText(tip);
		});
		IContextService contexts = getSite().getService(IContextService.class);
		if (contexts != null) contexts.activateContext(CONTEXT);
		newWalk(Preferences.size(), Preferences.seed());
		if (getSite().getPage().findView(RuleFiringsView.ID) instanceof RuleFiringsView firings) firings.connect(this);
		ResourcesPlugin.getWorkspace().addResourceChangeListener(rulesSaved, IResourceChangeEvent.POST_CHANGE);
		Preferences.node().addPreferenceChangeListener(preferencesChanged);
	}

	/** Colours take effect at once. */
	private final org.eclipse.core.runtime.preferences.IEclipsePreferences.IPreferenceChangeListener preferencesChanged = e -> {
		palette = Preferences.palette();
		if (canvas != null && !canvas.isDisposed()) canvas.getDisplay().asyncExec(this::redraw);
	};

	/** Saving the configured rule file re-evaluates the walk with the new rules. */
	private final IResourceChangeListener rulesSaved = event -> {
		String file = Preferences.ruleFile();
		if (file.isEmpty() || event.getDelta() == null) return;
		Path target = Path.of(file).toAbsolutePath().normalize();
		boolean[] hit = { false };
		try {
			event.getDelta().accept(d -> {
				IResource r = d.getResource();
				if (r.getType() == IResource.FILE && r.getLocation() != null
						&& r.getLocation().toFile().toPath().toAbsolutePath().normalize().equals(target)) {
					hit[0] = true;
				}
				return !hit[0];
			});
		} catch (org.eclipse.core.runtime.CoreException e) {
			return;
		}
		if (hit[0] && canvas != null && !canvas.isDisposed()) canvas.getDisplay().asyncExec(this::reloadRules);
	};

	/** Reads the rule set again (after the rule file changed) and re-evaluates the current step. */
	public void reloadRules() {
		if (canvas == null || canvas.isDisposed()) return;
		ruleSet = loadRules(board().size());
		switchedOff.retainAll(ruleSet.ids());
		session.setRules(engine());
		changed();
	}

	@Override
	public void dispose() {
		ResourcesPlugin.getWorkspace().removeResourceChangeListener(rulesSaved);
		Preferences.node().removePreferenceChangeListener(preferencesChanged);
		animating = false;
		super.dispose();
	}

	// ---- commands -------------------------------------------------------------------------------------------

	/** Starts a new walk with the rule set configured for the size. */
	public void newWalk(int size, long seed) {
		stopAnimation();
		ruleSet = loadRules(size);
		switchedOff.clear();
		session = new WalkSession(size, seed, engine());
		changed();
	}

	/** Shows a given position (for example a saved situation) with the rules for its size. */
	public void show(Board position) {
		stopAnimation();
		if (ruleSet == null || !ruleSet.appliesTo(position.size()) && !ruleSet.sizes().isEmpty()) {
			ruleSet = loadRules(position.size());
		}
		session = new WalkSession(position, session == null ? 1 : session.seed(), engine());
		changed();
	}

	public boolean stepForward() {
		boolean moved = session.stepForward(keepLeft);
		changed();
		return moved;
	}

	public boolean stepBack() {
		boolean moved = session.stepBack();
		changed();
		return moved;
	}

	/** Steps in an absolute direction, onto a disabled field too (to see what the rules forbid). */
	public boolean stepTo(int dir) {
		boolean moved = session.stepTo(dir);
		changed();
		return moved;
	}

	public void setKeepLeft(boolean on) {
		keepLeft = on;
		WalkerHandler.refreshChecks();
	}

	public boolean keepLeft() {
		return keepLeft;
	}

	public void setCheckerboard(boolean on) {
		checkerboard = on;
		redraw();
		WalkerHandler.refreshChecks();
	}

	public boolean checkerboard() {
		return checkerboard;
	}

	public void setShowOracle(boolean on) {
		showOracle = on;
		changed();
		WalkerHandler.refreshChecks();
	}

	public boolean showOracle() {
		return showOracle;
	}

	/** Switches a rule of the current rule set off or on and re-evaluates the live end. */
	public void setRuleEnabled(String ruleId, boolean enabled) {
		if (enabled) switchedOff.remove(ruleId);
		else switchedOff.add(ruleId);
		session.setRules(engine());
		changed();
	}

	public boolean isRuleEnabled(String ruleId) {
		return !switchedOff.contains(ruleId);
	}

	/** Outlines the cells and area of a firing, or nothing. */
	public void select(Firing firing) {
		selected = firing;
		redraw();
	}

	public void toggleAnimation() {
		if (animating) stopAnimation();
		else startAnimation();
	}

	public boolean animating() {
		return animating;
	}

	public void setAnimationDelay(int millis) {
		animationDelay = Math.max(10, millis);
	}

	private void startAnimation() {
		animating = true;
		tick();
	}

	private void stopAnimation() {
		animating = false;
	}

	private void tick() {
		if (!animating || canvas == null || canvas.isDisposed()) return;
		if (session.status() != WalkSession.Status.OPEN || !stepForward()) {
			animating = false;
			return;
		}
		canvas.getDisplay().timerExec(animationDelay, this::tick);
	}

	/** Writes the picture of the current situation as PNG (atomically: a temporary file, then a move). */
	public void exportPng(Path file) throws java.io.IOException {
		exportPng(file, canvas.getSize());
	}

	/** Writes the picture at a chosen size, independent of the view's size on screen. */
	public void exportPng(Path file, Point size) throws java.io.IOException {
		Pictures.png(canvas.getDisplay(), file, size, this::paint);
	}

	// ---- state for other views and tests --------------------------------------------------------------------

	public WalkSession session() {
		return session;
	}

	public Board board() {
		return session.board();
	}

	public Evaluation evaluation() {
		return session.evaluation();
	}

	public RuleSetSpec ruleSet() {
		return ruleSet;
	}

	public Firing selected() {
		return selected;
	}

	/** Called on the UI thread after every change of the walk, the rules or the oracle verdicts. */
	public void addListener(Runnable r) {
		listeners.add(r);
	}

	public void removeListener(Runnable r) {
		listeners.remove(r);
	}

	/** Geometry of the grid in the canvas. */
	public BoardLayout layout() {
		return layout(canvas.getSize());
	}

	/** Geometry of the grid in a picture of the given size. */
	public BoardLayout layout(Point size) {
		return BoardPainter.layout(board().size(), size, options());
	}

	/** The tooltip for a canvas point: for a candidate, whether it is allowed and which rule disabled it. */
	public String toolTipAt(int px, int py) {
		BoardLayout l = layout();
		if (l.cell() <= 0 || px < l.x0() || py < l.y0()) return null;
		int x = (px - l.x0()) / l.cell() + 1;
		int y = (py - l.y0()) / l.cell() + 1;
		Board b = board();
		if (!b.inside(x, y)) return null;
		int cell = b.cell(x, y);
		for (int d = 0; d < 4; d++) {
			if (b.neighbour(b.head(), d) != cell || !evaluation().isCandidate(d)) continue;
			String where = b.format(cell) + " " + Direction.relativeName(b.heading(), d);
			String verdict = oracleDetails != null && oracleDetails[d] != null ? " (oracle: " + oracleDetails[d] + ")" : "";
			Firing f = evaluation().disabledBy(d);
			if (f == null) return where + ": allowed" + verdict;
			return where + ": disabled by " + f.ruleName() + " [" + f.variant() + "]: " + f.detail() + verdict;
		}
		return b.format(cell) + (b.isTaken(cell) ? " on the line, step " + b.stepAt(cell) : "");
	}

	// ---- internals ------------------------------------------------------------------------------------------

	/** The rule set for a size; a broken rule file is named with its position in the view's header line. */
	private RuleSetSpec loadRules(int size) {
		StringBuilder problem = new StringBuilder();
		RuleSetSpec spec = Preferences.ruleSet(size, problem);
		setContentDescription(problem.length() > 0 ? problem.toString() : "Rules: " + spec.name());
		return spec;
	}

	private RuleEngine allRules;
	private RuleSetSpec allRulesOf;

	private RuleEngine engine() {
		List<RuleSetSpec.Entry> on = new ArrayList<>();
		for (RuleSetSpec.Entry e : ruleSet.entries()) {
			if (!switchedOff.contains(e.id())) on.add(e);
		}
		return ruleSet.withEntries(on).engine();
	}

	private BoardPainter.Options options() {
		return new BoardPainter.Options(checkerboard, true, palette, ruleSet == null ? BuiltinRules.WHOLE_BOARD : ruleSet.window());
	}

	private void changed() {
		selected = null;
		oracleLabels = null;
		oracleDetails = null;
		if (showOracle) judge();
		redraw();
		if (getViewSite() != null) getViewSite().getActionBars().getStatusLineManager().setMessage(statusText());
		for (Runnable r : listeners) r.run();
	}

	/** The status line: where the walk stands ("step 12 of 49", "complete", "stuck at (3,4)"). */
	public String statusText() {
		Board b = board();
		int n = b.size();
		String where = String.format(java.util.Locale.ROOT, "%dx%d, step %d of %d", n, n, b.length(), n * n);
		if (b.isComplete()) return where + ": complete";
		int allowed = session.evaluation().allowed();
		if (b.candidates() == 0) return where + ": stuck at " + b.format(b.head()) + ", no free field next to the live end";
		if (allowed == 0) return where + ": stuck at " + b.format(b.head()) + ", the rules disable every field";
		return where + ": " + Integer.bitCount(allowed) + " of " + Integer.bitCount(b.candidates()) + " fields allowed";
	}

	private void redraw() {
		if (canvas != null && !canvas.isDisposed()) canvas.redraw();
	}

	/** Oracle verdicts per candidate, computed off the UI thread on a copy of the board. */
	private void judge() {
		Board copy = board().copy();
		if (copy.size() > CompletionCounter.MAX_SIZE) return;
		WalkSession current = session;
		long key = board().positionKey();
		oracleCancel.set(true); // the verdicts of an earlier position are no longer wanted
		java.util.concurrent.atomic.AtomicBoolean cancel = new java.util.concurrent.atomic.AtomicBoolean();
		oracleCancel = cancel;
		CompletionCounter counter = Preferences.oracleCounter().cancelFlag(cancel);
		Job job = Job.create("Judging candidates with the oracle", (IProgressMonitor monitor) -> {
			CompletionCounter.Count[] counts = new Oracle(counter).classify(copy);
			String[] labels = new String[4];
			String[] details = new String[4];
			for (int d = 0; d < 4; d++) {
				CompletionCounter.Count c = counts[d];
				if (c == null) continue;
				labels[d] = !c.known() ? "?" : c.viable() ? compact(c.value()) : "doomed";
				details[d] = !c.known() ? "unknown, stopped by " + c.stoppedBy() + " (Window > Preferences > Labyrinth)"
						: c.viable() ? "viable, " + c + " completions" : "doomed";
			}
			if (canvas != null && !canvas.isDisposed() && !cancel.get()) {
				canvas.getDisplay().asyncExec(() -> {
					if (session == current && board().positionKey() == key && showOracle) {
						oracleLabels = labels;
						oracleDetails = details;
						redraw();
						for (Runnable r : listeners) r.run();
					}
				});
			}
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}

	/**
	 * A count short enough for a cell: as it is up to 9,999, then its first three digits with k, M, G, T, P, E
	 * (3.9M), then as a power of ten (1.7e22). The tooltip has every digit.
	 */
	public static String compact(java.math.BigInteger count) {
		if (count.compareTo(java.math.BigInteger.valueOf(10_000)) < 0) return count.toString();
		String digits = count.toString();
		int exponent = digits.length() - 1;
		String[] suffixes = { "", "k", "M", "G", "T", "P", "E" };
		int group = exponent / 3;
		if (group < suffixes.length) {
			int whole = exponent % 3 + 1; // digits before the point
			String mantissa = digits.substring(0, whole) + (whole < 3 ? "." + digits.substring(whole, 3) : "");
			mantissa = mantissa.contains(".") ? mantissa.replaceAll("0+$", "").replaceAll("\\.$", "") : mantissa;
			return mantissa + suffixes[group];
		}
		String mantissa = digits.charAt(0) + "." + digits.charAt(1);
		return (mantissa.endsWith(".0") ? mantissa.substring(0, 1) : mantissa) + "e" + exponent;
	}

	/** Oracle labels per direction once computed, else null. */
	public String[] oracleLabels() {
		return oracleLabels == null ? null : oracleLabels.clone();
	}


	private void paint(GC gc, Point size) {
		gc.setFont(gc.getDevice().getSystemFont());
		paint(Pen.of(gc), size);
	}

	private void paint(Pen pen, Point size) {
		List<String> names = new ArrayList<>();
		List<Rule> all = allRules().rules();
		for (Rule r : all) names.add(r.name() + (switchedOff.contains(r.id()) ? " (off)" : ""));
		BoardPainter.paint(pen, size, board(), evaluation(), selected, oracleLabels, legendIds(), names, options());
	}

	/**
	 * The rules as the grid labels and the legend number them: every rule of the rule set in its order, switched off
	 * or not, so the numbers match the Rule Firings table's.
	 */
	public List<String> legendIds() {
		return ruleSet.ids();
	}

	/** The whole rule set as rules (for their names), made once per rule set. */
	private RuleEngine allRules() {
		if (allRules == null || allRulesOf != ruleSet) {
			allRules = ruleSet.engine();
			allRulesOf = ruleSet;
		}
		return allRules;
	}

	/** Writes the situation as an SVG picture of the given size (atomically). */
	public void exportSvg(Path file, Point size) throws java.io.IOException {
		Pictures.svg(file, size, this::paint);
	}

	@Override
	public void setFocus() {
		canvas.setFocus();
	}

	public Canvas canvas() {
		return canvas;
	}
}
