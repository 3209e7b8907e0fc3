package labyrinth.reach;

import java.util.Arrays;

/**
 * One question on one board, searched once and then stepped through round by round: what the Reachability view
 * shows, kept free of UI so the view only renders it and forwards commands.
 */
public final class ReachSession {
	public enum Question {
		WITHIN, EXACTLY, BEAM
	}

	private ReachBoard board;
	private Question question = Question.WITHIN;
	private StepSearch.Order order = StepSearch.Order.FIFO;
	private int steps = 64;
	private int entryRow;
	private int entryCol;
	private Direction entryTravel = Direction.RIGHT;

	/**
	 * What a search found, swapped in whole, so a view painting while a background search runs sees the old answer
	 * or the new one, never a mix. firstRound holds, per padded square, the first round that took it.
	 */
	private record Found(SearchRecording recording, int[] beamTasks, int beamSquares, int[] firstRound) {
	}

	private static final Found NOTHING = new Found(null, null, 0, null);

	private volatile Found found = NOTHING;
	private volatile int round = -1;
	/** Counts setting changes; a search started before the last change is dropped. */
	private volatile int generation;

	public ReachSession(ReachBoard board) {
		this.board = board;
	}

	public ReachBoard board() {
		return board;
	}

	public void setBoard(ReachBoard board) {
		this.board = board;
		entryRow = 0;
		entryCol = 0;
		entryTravel = Direction.RIGHT;
		clear();
	}

	public Question question() {
		return question;
	}

	public void setQuestion(Question question) {
		this.question = question;
		clear();
	}

	public StepSearch.Order order() {
		return order;
	}

	public void setOrder(StepSearch.Order order) {
		this.order = order;
		clear();
	}

	public int steps() {
		return steps;
	}

	public void setSteps(int steps) {
		if (steps < 0) throw new IllegalArgumentException("steps must not be negative, got " + steps);
		this.steps = steps;
		clear();
	}

	/** The beam's entry, 0-based, and its direction of travel. */
	public void setEntry(int row, int col, Direction travel) {
		if (row < 0 || col < 0 || row >= board.rows() || col >= board.cols()) {
			throw new IllegalArgumentException("the entry (" + (row + 1) + "," + (col + 1) + ") is off the board");
		}
		entryRow = row;
		entryCol = col;
		entryTravel = travel;
		clear();
	}

	public int entryRow() {
		return entryRow;
	}

	public int entryCol() {
		return entryCol;
	}

	public Direction entryTravel() {
		return entryTravel;
	}

	private synchronized void clear() {
		generation++;
		found = NOTHING;
		round = -1;
	}

	public boolean hasSearched() {
		return found.firstRound() != null;
	}

	/** Runs the question and stands on its last round; may run off the UI thread. */
	public void search() {
		int started;
		ReachBoard b;
		Question q;
		synchronized (this) {
			started = generation;
			b = board;
			q = question;
		}
		int[] firstRound = new int[b.stride() * (b.rows() + 2)];
		Arrays.fill(firstRound, Integer.MAX_VALUE);
		Found f;
		if (q == Question.BEAM) {
			BeamSearch beams = new BeamSearch(b);
			int squares = beams.trace(entryRow, entryCol, entryTravel);
			int[] tasks = beams.tracedTasks();
			for (int k = tasks.length - 1; k >= 0; k--) firstRound[tasks[k] >>> 2] = k;
			f = new Found(null, tasks, squares, firstRound);
		} else {
			if (!b.hasStart()) throw new IllegalArgumentException("the board has no start square S; step searches begin there");
			SearchRecording recording = SearchRecording.record(b, order, steps);
			for (int k = recording.rounds() - 1; k >= 0; k--) firstRound[recording.taken(k)] = k;
			f = new Found(recording, null, 0, firstRound);
		}
		synchronized (this) {
			if (started != generation) return;
			found = f;
			round = rounds() - 1;
		}
	}

	public int rounds() {
		Found f = found;
		if (f.beamTasks() != null) return f.beamTasks().length;
		return f.recording() == null ? 0 : f.recording().rounds();
	}

	/** The round shown, 0-based; -1 before the first. */
	public int round() {
		return round;
	}

	public void setRound(int k) {
		round = Math.max(-1, Math.min(rounds() - 1, k));
	}

	public boolean stepForward() {
		if (round + 1 >= rounds()) return false;
		round++;
		return true;
	}

	public boolean stepBack() {
		if (round < 0) return false;
		round--;
		return true;
	}

	/** Whether (row, col) was taken by the round shown. */
	public boolean takenByNow(int row, int col) {
		int[] first = found.firstRound();
		return first != null && first[board.index(row, col)] <= round;
	}

	/** Steps from the start to (row, col) once it is taken by the round shown, else -1. */
	public int stepsTo(int row, int col) {
		SearchRecording recording = found.recording();
		if (recording == null || !takenByNow(row, col)) return -1;
		return recording.distances().steps(row, col);
	}

	public int farthest() {
		SearchRecording recording = found.recording();
		return recording == null ? 0 : recording.distances().farthest();
	}

	/** After the last round of an EXACTLY question: whether the walker can stand on (row, col) after the steps. */
	public boolean endsOn(int row, int col) {
		SearchRecording recording = found.recording();
		return recording != null && round == rounds() - 1 && recording.distances().endsOn(row, col, steps);
	}

	/** The open tasks after the round shown (padded indices), the next taken first. */
	public int[] open() {
		SearchRecording recording = found.recording();
		int k = round;
		if (recording == null || k < 0) return new int[0];
		return recording.openAfter(k);
	}

	/** The square taken in the round shown (padded index), or -1. */
	public int current() {
		int k = round;
		return k < 0 ? -1 : takenInRound(k);
	}

	/** Steps of the task taken in round k. */
	public int stepsOfRound(int k) {
		SearchRecording recording = found.recording();
		return recording == null ? -1 : recording.steps(k);
	}

	public int takenInRound(int k) {
		Found f = found;
		return f.beamTasks() != null ? f.beamTasks()[k] >>> 2 : f.recording().taken(k);
	}

	/** The beam tasks of rounds 0..shown, as padded square * 4 + direction of travel. */
	public int[] beamTasksByNow() {
		int[] tasks = found.beamTasks();
		return tasks == null ? new int[0] : Arrays.copyOf(tasks, round + 1);
	}

	/** The answer: squares within / after exactly the steps, or touched by the beam. */
	public long answer() {
		Found f = found;
		if (f.firstRound() == null) return 0;
		return switch (question) {
		case WITHIN -> f.recording().distances().within(steps);
		case EXACTLY -> f.recording().distances().exactly(steps);
		case BEAM -> f.beamSquares();
		};
	}

	/** Squares within n steps for n = 0..steps, for the chart; empty before a step search. */
	public long[] withinPerStep() {
		return perStep(false);
	}

	public long[] exactlyPerStep() {
		return perStep(true);
	}

	private long[] perStep(boolean exactly) {
		SearchRecording recording = found.recording();
		if (recording == null) return new long[0];
		long[] out = new long[steps + 1];
		for (int n = 0; n <= steps; n++) out[n] = exactly ? recording.distances().exactly(n) : recording.distances().within(n);
		return out;
	}

	/** One line on the round shown, e.g. "round 5 of 120: took (2,3) at 1 step; 6 open, 5 completed". */
	public String roundText() {
		Found f = found;
		int k = round;
		if (f.firstRound() == null) return "not searched yet";
		if (k < 0) return "before round 1 of " + rounds();
		int sq = takenInRound(k);
		String where = "(" + (board.rowOf(sq) + 1) + "," + (board.colOf(sq) + 1) + ")";
		if (f.beamTasks() != null) {
			Direction d = Direction.of(f.beamTasks()[k] & 3);
			return "round " + (k + 1) + " of " + rounds() + ": beam in " + where + " travelling " + d.label();
		}
		int s = f.recording().steps(k);
		return "round " + (k + 1) + " of " + rounds() + ": took " + where + " at " + s + (s == 1 ? " step" : " steps") + "; "
				+ f.recording().openAfter(k).length + " open, " + (k + 1) + " completed";
	}
}
