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
import labyrinth.core.oracle.DoomSearch;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.BuiltinRules;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.Firing;
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

	/** The walk and switches as the last session left them, or null (read in {@link #init}, used once). */
	private org.eclipse.ui.IMemento saved;
	/** Edit > Undo and Redo of this view's walk changes (the platform's operation history). */
	private final org.eclipse.core.commands.operations.IUndoContext undoContext = new org.eclipse.core.commands.operations.ObjectUndoContext(this,
			"Walker");

	@Override
	public void init(org.eclipse.ui.IViewSite site, org.eclipse.ui.IMemento memento) throws org.eclipse.ui.PartInitException {
		super.init(site, memento);
		saved = memento;
	}

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
		// a tooltip of a field of another walk must not stay behind: gone when the mouse leaves or the walk changes
		canvas.addListener(SWT.MouseExit, e -> canvas.setToolTipText(null));
		IContextService contexts = getSite().getService(IContextService.class);
		if (contexts != null) contexts.activateContext(CONTEXT);
		new org.eclipse.ui.operations.UndoRedoActionGroup(getSite(), undoContext, true).fillActionBars(getViewSite().getActionBars());
		if (saved == null || !restoreState(saved)) newWalk(Preferences.size(), Preferences.seed());
		saved = null;
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
		Path target = Preferences.resolve(file).toAbsolutePath().normalize();
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
		org.eclipse.ui.PlatformUI.getWorkbench().getOperationSupport().getOperationHistory().dispose(undoContext, true, true, true);
		ResourcesPlugin.getWorkspace().removeResourceChangeListener(rulesSaved);
		Preferences.node().removePreferenceChangeListener(preferencesChanged);
		animating = false;
		super.dispose();
	}

	// ---- commands -------------------------------------------------------------------------------------------

	/** Starts a new walk with the rule set configured for the size (undoable, as every change of the walk). */
	public void newWalk(int size, long seed) {
		stopAnimation();
		if (session == null) { // the view's first walk: nothing to undo
			startWalk(size, seed);
			return;
		}
		change("New Walk", () -> {
			startWalk(size, seed);
			return true;
		});
	}

	private void startWalk(int size, long seed) {
		ruleSet = loadRules(size);
		switchedOff.clear();
		session = new WalkSession(size, seed, engine());
		changed();
	}

	/**
	 * Shows a run's situation under the rules the run ran (Run Results), which may not be the preferences' rules; the
	 * header says so, and the next walk of another size or New Walk goes back to the preferences'.
	 */
	public void show(Board position, RuleSetSpec runRules) {
		showSituation(position, runRules);
	}

	/** Shows a given position (for example a saved situation) with the preferences' rules for its size. */
	public void show(Board position) {
		showSituation(position, null);
	}

	/** A position, under a run's rules or (null) the preferences' rules for its size, as one undoable change. */
	private void showSituation(Board position, RuleSetSpec runRules) {
		stopAnimation();
		change("Show Situation", () -> {
			if (runRules != null) {
				ruleSet = runRules;
				rulesProblem = "";
				rulesOfARun = true;
			} else if (ruleSet == null || rulesOfARun || session == null || session.board().size() != position.size()) {
				ruleSet = loadRules(position.size());
			}
			switchedOff.retainAll(ruleSet.ids());
			session = new WalkSession(position, session == null ? 1 : session.seed(), engine());
			changed();
			return true;
		});
	}

	public boolean stepForward() {
		return change("Step", () -> {
			boolean moved = session.stepForward(keepLeft);
			changed();
			return moved;
		});
	}

	public boolean stepBack() {
		return change("Step Back", () -> {
			boolean moved = session.stepBack();
			changed();
			return moved;
		});
	}

	/** Steps in an absolute direction, onto a disabled field too (to see what the rules forbid). */
	public boolean stepTo(int dir) {
		return change("Step " + Direction.name(dir), () -> {
			boolean moved = session.stepTo(dir);
			changed();
			return moved;
		});
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

	/**
	 * Switches a rule off or on as an undoable change (Rule Firings' check boxes): Edit > Undo switches it back. A
	 * switch that changes nothing is not recorded.
	 */
	public void switchRule(String ruleId, boolean enabled) {
		if (isRuleEnabled(ruleId) == enabled) return;
		setRuleEnabled(ruleId, enabled);
		RuleSwitch op = new RuleSwitch(ruleId, enabled);
		op.addContext(undoContext);
		org.eclipse.ui.PlatformUI.getWorkbench().getOperationSupport().getOperationHistory().add(op);
	}

	/** A rule switched off or on, already done. */
	private final class RuleSwitch extends DoneChange {
		private final String ruleId;
		private final boolean enabled;

		RuleSwitch(String ruleId, boolean enabled) {
			super((enabled ? "Switch On " : "Switch Off ") + ruleId);
			this.ruleId = ruleId;
			this.enabled = enabled;
		}

		@Override
		boolean show(boolean done) {
			// the rule set may have changed since (another size, another rule file): then the rule is not there
			if (!ruleSet.ids().contains(ruleId)) return false;
			setRuleEnabled(ruleId, done == enabled);
			return true;
		}
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

	private WalkState animationStart;

	private void startAnimation() {
		animating = true;
		animationStart = state();
		tick();
	}

	private void stopAnimation() {
		if (animating) recordAnimation();
		animating = false;
	}

	/** The steps of an animation are one change to undo. */
	private void recordAnimation() {
		if (animationStart == null || session == null) return;
		WalkState before = animationStart;
		animationStart = null;
		WalkState after = state();
		if (after.equals(before)) return;
		WalkChange op = new WalkChange("Animate", before, after);
		op.addContext(undoContext);
		org.eclipse.ui.PlatformUI.getWorkbench().getOperationSupport().getOperationHistory().add(op);
	}

	private void tick() {
		if (!animating || canvas == null || canvas.isDisposed()) return;
		if (session.status() != WalkSession.Status.OPEN || !session.stepForward(keepLeft)) {
			changed();
			animating = false;
			recordAnimation();
			return;
		}
		changed();
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

	// ---- the walk as a value: undo and redo, and the next session --------------------------------------------

	/** A walk as it can be restored: its size, seed and moves (letters D, R, U, L from the start). */
	public record WalkState(int size, long seed, String moves) {
	}

	public WalkState state() {
		Board b = board();
		StringBuilder moves = new StringBuilder(b.length());
		for (int i = 1; i < b.length(); i++) moves.append(Direction.letter(b.pathHeading(i)));
		return new WalkState(b.size(), session.seed(), moves.toString());
	}

	/** Shows a walk of {@link #state()}; false (and nothing changed) if its moves do not make a line. */
	public boolean restore(WalkState w) {
		if (!Board.isValidSize(w.size())) return false;
		Board b = new Board(w.size());
		for (char c : w.moves().toCharArray()) {
			int d = Direction.ofLetter(c);
			if (d < 0 || b.isComplete() || !b.isFree(b.neighbour(b.head(), d))) return false;
			b.step(d);
		}
		stopAnimation();
		if (session == null || ruleSet == null || board().size() != w.size()) {
			ruleSet = loadRules(w.size());
			switchedOff.retainAll(ruleSet.ids());
		}
		session = new WalkSession(b, w.seed(), engine());
		changed();
		return true;
	}

	/**
	 * Runs a change of the walk as an undoable operation of the platform's history: Edit > Undo goes back to the walk
	 * before it, Redo forward again. A change that leaves the walk as it was is not recorded.
	 */
	public boolean change(String label, java.util.function.BooleanSupplier action) {
		if (session == null) return action.getAsBoolean();
		WalkState before = state();
		boolean result = action.getAsBoolean();
		WalkState after = state();
		if (!after.equals(before)) {
			WalkChange op = new WalkChange(label, before, after);
			op.addContext(undoContext);
			org.eclipse.ui.PlatformUI.getWorkbench().getOperationSupport().getOperationHistory().add(op);
		}
		return result;
	}

	public org.eclipse.core.commands.operations.IUndoContext undoContext() {
		return undoContext;
	}

	/** One change of the walk, already done: undo shows the walk before, redo the walk after. */
	private final class WalkChange extends DoneChange {
		private final WalkState before;
		private final WalkState after;

		WalkChange(String label, WalkState before, WalkState after) {
			super(label);
			this.before = before;
			this.after = after;
		}

		@Override
		boolean show(boolean done) {
			return restore(done ? after : before);
		}
	}

	/** A change of the Walker, recorded once done: redo shows it done, undo shows it undone. */
	private abstract class DoneChange extends org.eclipse.core.commands.operations.AbstractOperation {
		DoneChange(String label) {
			super(label);
		}

		/** Shows the change done or undone; false if it no longer applies. */
		abstract boolean show(boolean done);

		@Override
		public IStatus execute(IProgressMonitor monitor, org.eclipse.core.runtime.IAdaptable info) {
			return redo(monitor, info);
		}

		@Override
		public IStatus redo(IProgressMonitor monitor, org.eclipse.core.runtime.IAdaptable info) {
			return canvas == null || canvas.isDisposed() || !show(true) ? Status.CANCEL_STATUS : Status.OK_STATUS;
		}

		@Override
		public IStatus undo(IProgressMonitor monitor, org.eclipse.core.runtime.IAdaptable info) {
			return canvas == null || canvas.isDisposed() || !show(false) ? Status.CANCEL_STATUS : Status.OK_STATUS;
		}
	}

	/** The next session starts where this one left: the walk, the switched-off rules, the view's switches. */
	@Override
	public void saveState(org.eclipse.ui.IMemento memento) {
		if (session == null) return;
		WalkState w = state();
		memento.putInteger("size", w.size());
		memento.putString("seed", Long.toString(w.seed()));
		memento.putString("moves", w.moves());
		memento.putString("switchedOff", String.join(",", switchedOff));
		memento.putBoolean("keepLeft", keepLeft);
		memento.putBoolean("checkerboard", checkerboard);
		memento.putBoolean("showOracle", showOracle);
	}

	/** Takes up what {@link #saveState} kept; false if the memento holds no walk that can be shown. */
	public boolean restoreState(org.eclipse.ui.IMemento memento) {
		Integer size = memento.getInteger("size");
		String seed = memento.getString("seed");
		if (size == null || seed == null) return false;
		long s;
		try {
			s = Long.parseLong(seed);
		} catch (NumberFormatException e) {
			return false;
		}
		String off = memento.getString("switchedOff");
		if (!restore(new WalkState(size, s, memento.getString("moves") == null ? "" : memento.getString("moves")))) return false;
		keepLeft = Boolean.TRUE.equals(memento.getBoolean("keepLeft"));
		checkerboard = Boolean.TRUE.equals(memento.getBoolean("checkerboard"));
		showOracle = Boolean.TRUE.equals(memento.getBoolean("showOracle"));
		if (off != null && !off.isBlank()) {
			for (String id : off.split(",")) if (ruleSet.ids().contains(id)) switchedOff.add(id);
			session.setRules(engine());
		}
		changed();
		return true;
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
			String other = comparedJudgement(d);
			if (f == null) return where + ": allowed" + verdict + other;
			return where + ": disabled by " + f.label() + " [" + f.variant() + "]: " + f.detail() + verdict + other;
		}
		return b.format(cell) + (b.isTaken(cell) ? " on the line, step " + b.stepAt(cell) : "");
	}

	/** What the compared set says of candidate {@code d} where it judges otherwise, for the tooltip; "" where it agrees. */
	private String comparedJudgement(int d) {
		if (comparedEvaluation == null || comparedEvaluation.isAllowed(d) == evaluation().isAllowed(d)) return "";
		Firing g = comparedEvaluation.disabledBy(d);
		return "\ncompared with " + compared.name() + ": " + (g == null ? "allowed" : "disabled by " + g.label() + " [" + g.variant() + "]");
	}

	// ---- internals ------------------------------------------------------------------------------------------

	/** The rule set for a size; a broken rule file is named with its position in the view's header line. */
	private RuleSetSpec loadRules(int size) {
		StringBuilder problem = new StringBuilder();
		RuleSetSpec spec = Preferences.ruleSet(size, problem);
		rulesProblem = problem.toString();
		rulesOfARun = false;
		return spec;
	}

	/** Why the configured rule file does not serve this walk, or "". */
	private String rulesProblem = "";
	/** Whether the rules shown are a run's (Run Results), not the preferences'. */
	private boolean rulesOfARun;

	/** The header: the walk's size and its rules, or why the configured rule file does not serve them. */
	private void updateHeader() {
		int n = board().size();
		String header = !rulesProblem.isEmpty() ? rulesProblem
				: "Rules: " + ruleSet.name() + (rulesOfARun ? " (the run's)" : "") + " on " + n + "x" + n;
		if (comparedSource != null) {
			header += comparedProblem != null ? " | " + comparedProblem
					: " | compared with " + compared.name() + ": " + (comparedEvaluation.allowed() == evaluation().allowed() ? "the same here"
							: "otherwise on the framed fields");
		}
		if (!doomNote.isEmpty()) header += " | " + doomNote;
		setContentDescription(header);
	}

	// ---- a second rule set judged beside the first (compare) --------------------------------------------------

	private labyrinth.core.run.RuleSource comparedSource;
	private RuleSetSpec compared;
	private RuleEngine comparedEngine;
	private Evaluation comparedEvaluation;
	/** Why the compared source serves no set for this size, or null. */
	private String comparedProblem;
	private int comparedSize;

	/**
	 * Judges every position also with {@code source}'s rules for the walk's size: the fields it judges otherwise are
	 * framed, and the tooltip and header say how. A source that has no set for this size is refused here.
	 */
	public void compareWith(labyrinth.core.run.RuleSource source) throws java.io.IOException {
		RuleSetSpec spec = source.forSize(board().size(), w -> { });
		comparedSource = source;
		useCompared(spec);
		comparedSize = board().size();
		changed();
	}

	public void stopComparing() {
		comparedSource = null;
		compared = null;
		comparedEngine = null;
		comparedEvaluation = null;
		comparedProblem = null;
		changed();
	}

	/** The compared set's judgement of the live end, or null when nothing is compared. */
	public Evaluation comparedEvaluation() {
		return comparedEvaluation;
	}

	public RuleSetSpec compared() {
		return compared;
	}

	private void useCompared(RuleSetSpec spec) {
		compared = spec;
		comparedEngine = spec.engine();
		comparedProblem = null;
	}

	/** The compared set of the walk's size (a new walk may have another) and its judgement of the live end. */
	private void evaluateCompared() {
		comparedEvaluation = null;
		if (comparedSource == null) return;
		int n = board().size();
		if (compared == null || comparedSize != n || comparedProblem != null) {
			try {
				useCompared(comparedSource.forSize(n, w -> { }));
				comparedSize = n;
			} catch (java.io.IOException | RuntimeException e) {
				compared = null;
				comparedEngine = null;
				comparedProblem = "compared rules: " + e.getMessage();
				return;
			}
		}
		comparedEvaluation = comparedEngine.evaluate(board());
	}

	private RuleEngine engine() {
		List<RuleSetSpec.Entry> on = new ArrayList<>();
		for (RuleSetSpec.Entry e : ruleSet.entries()) {
			if (!switchedOff.contains(e.id())) on.add(e);
		}
		return ruleSet.withEntries(on).engine();
	}

	private BoardPainter.Options options() {
		return new BoardPainter.Options(checkerboard, true, palette, ruleSet == null ? BuiltinRules.WHOLE_BOARD : ruleSet.window(),
				comparedEvaluation == null ? -1 : comparedEvaluation.allowed());
	}

	private void changed() {
		selected = null;
		doomNote = "";
		if (canvas != null && !canvas.isDisposed()) canvas.setToolTipText(null);
		evaluateCompared();
		updateHeader();
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

	/** What the last search for the doomed step found, shown in the header until the walk changes; "" for none. */
	private String doomNote = "";

	/**
	 * Finds where the walk lost its last completion ({@link DoomSearch}: the oracle from the walk's end backwards, off
	 * the UI thread) and goes back there with the oracle's verdicts shown, so the field the walk took is marked
	 * doomed beside the rule that allowed it. The header says what was found; Edit > Undo returns to the walk's end.
	 */
	public void findDoomedStep() {
		Board copy = board().copy();
		if (copy.size() > CompletionCounter.MAX_SIZE) {
			showDoomNote("the oracle counts up to " + CompletionCounter.MAX_SIZE + "x" + CompletionCounter.MAX_SIZE);
			return;
		}
		WalkSession current = session;
		long key = board().positionKey();
		CompletionCounter counter = Preferences.oracleCounter();
		CompletionCounter.Count cancelled = new CompletionCounter.Count(null, "cancel");
		Job job = Job.create("Finding where the walk was doomed", (IProgressMonitor monitor) -> {
			Oracle oracle = new Oracle(counter);
			DoomSearch.Finding f = DoomSearch.search(copy, b -> monitor.isCanceled() ? cancelled : oracle.count(b));
			if (monitor.isCanceled()) return Status.CANCEL_STATUS;
			String taken = f.found() ? copy.format(copy.pathCell(f.lastViable())) : null;
			if (canvas != null && !canvas.isDisposed()) {
				canvas.getDisplay().asyncExec(() -> {
					if (!canvas.isDisposed() && session == current && board().positionKey() == key) showDoom(f, taken);
				});
			}
			return Status.OK_STATUS;
		});
		job.setUser(true);
		job.schedule();
	}

	/** @param taken the field the walk took from the last position with a completion, when the search found it */
	private void showDoom(DoomSearch.Finding f, String taken) {
		if (f.found()) {
			goBackWithOracle(f.lastViable());
			int steps = f.end() - f.lastViable();
			showDoomNote("doomed by the step to " + taken + ", " + steps + " step" + (steps == 1 ? "" : "s") + " before the dead end");
		} else if (!f.doomed()) {
			showDoomNote(f.undecided() > 0 ? "the oracle could not count this position (" + f.stoppedBy() + ")"
					: "not doomed: this position still has completions");
		} else {
			// the earliest position known doomed: the user steps back from there, and the note fits the header
			goBackWithOracle(f.firstDoomed());
			showDoomNote("doomed here or earlier (oracle stopped at " + f.undecided() + " fields)");
		}
	}

	/** Goes back (undoably) to the walk's first {@code fields} fields, if it is longer, with the oracle's verdicts shown. */
	private void goBackWithOracle(int fields) {
		if (fields < board().length()) {
			WalkState end = state();
			WalkState back = new WalkState(end.size(), end.seed(), end.moves().substring(0, fields - 1));
			change("Back to Where Doomed", () -> restore(back));
		}
		if (!showOracle) setShowOracle(true);
	}

	private void showDoomNote(String note) {
		doomNote = note;
		updateHeader();
	}

	/** The header's note from the last search for the doomed step, or "". */
	public String doomNote() {
		return doomNote;
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
		for (RuleSetSpec.Entry e : ruleSet.entries()) names.add(e.label() + (switchedOff.contains(e.id()) ? " (off)" : ""));
		BoardPainter.paint(pen, size, board(), evaluation(), selected, oracleLabels, legendIds(), names, options());
	}

	/**
	 * The rules as the grid labels and the legend number them: every rule of the rule set in its order, switched off
	 * or not, so the numbers match the Rule Firings table's.
	 */
	public List<String> legendIds() {
		return ruleSet.ids();
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
