package labyrinth.core.walk;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.kernel.io.ChecksummedFile;
import labyrinth.kernel.io.InputFileException;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.RuleEngine;
import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.core.patterns.RuleSetRef;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.kernel.tasks.TaskSource;

/**
 * Exhaustive enumeration: every allowed branch, left first, counting completed walkthroughs, dead ends and rule
 * firings. The tree is cut into path prefixes, each explored by a task for about a second; a task that runs out of
 * time names the subtrees it left, which become tasks of their own. Tasks run on a local thread pool or on a
 * cluster ({@link #runner}); the counts are the same either way. An optional checkpoint file holds the finished
 * parts and the prefixes still to do, so a killed run resumes where it stopped.
 */
public final class Enumeration {

	/** Progress of a running enumeration. */
	@FunctionalInterface
	public interface Progress {
		void update(long tasksDone, long tasksKnown, long completed, long deadEnds);
	}

	/**
	 * @param completed          completed walkthroughs
	 * @param deadEnds           positions where the rules left no field before the grid was full
	 * @param nodes              positions evaluated
	 * @param firstDeadEndIndex  completed walkthroughs before the first dead end in left-first order, -1 if none
	 * @param ruleIds            the rules, in order
	 * @param firings            per rule, how many positions it disabled at least one field in
	 * @param cancelled          true if the run was stopped before the end (counts are partial)
	 * @param tasks              tasks finished, those of earlier runs of the checkpoint included
	 * @param resumedTasks       tasks taken from the checkpoint instead of being run
	 * @param checkpointProblem  why the checkpoint could not be written during the run (the counts are still
	 *                           right), or null
	 * @param walksThisRun       walks (completed or dead) found by this run, without those of the checkpoint
	 * @param firstNeeds         per rule, where it first disabled a field no earlier rule had (index: the walkthroughs
	 *                           completed before, in left-first order)
	 */
	public record Result(int size, long completed, long deadEnds, long nodes, long firstDeadEndIndex,
			List<String> ruleIds, long[] firings, boolean cancelled, long tasks, long resumedTasks, long elapsedNanos,
			String checkpointProblem, long walksThisRun, List<FirstNeed> firstNeeds) {
		public double seconds() {
			return elapsedNanos / 1e9;
		}

		/** Walks per second of this run (a resumed run's earlier walks are not its own). */
		public double walksPerSecond() {
			return walksThisRun / Math.max(seconds(), 1e-9);
		}
	}

	private final int size;
	private final RuleSetRef rules;
	private int threads = Runtime.getRuntime().availableProcessors();
	private TaskRunner runner;
	private Path checkpoint;
	private Progress progress;
	private TaskRunner.ProgressListener runnerProgress;
	private AtomicBoolean cancel = new AtomicBoolean();
	private int minTasks;
	private long taskNanos = 1_000_000_000L;
	private boolean transpositions = true;

	public Enumeration(int size, RuleSetSpec rules) {
		Board.checkSize(size);
		this.size = size;
		this.rules = RuleSetRef.of(rules);
		this.minTasks = defaultTasks(size);
	}

	/**
	 * Enough prefixes to keep the threads busy from the start (longer ones split themselves later). Not more: the cut
	 * runs on one thread and evaluates the expensive positions near the start.
	 */
	static int defaultTasks(int size) {
		if (size <= 5) return 16; // the whole 5x5 tree is 1,583 positions: a cold JVM is slower at cutting it than at searching it
		if (size == 7) return 64; // 2 threads finish 7x7 in about 0.25 s; more prefixes only lengthen the cut
		return 4096;
	}

	/** Threads of the local pool (ignored when a {@link #runner} is given). */
	public Enumeration threads(int n) {
		if (n < 1) throw new IllegalArgumentException("threads must be at least 1, got " + n);
		this.threads = n;
		return this;
	}

	/** Where the tasks run, e.g. a cluster; the caller closes it. Default: a local pool of {@link #threads}. */
	public Enumeration runner(TaskRunner r) {
		this.runner = r;
		return this;
	}

	public Enumeration checkpoint(Path file) {
		this.checkpoint = file;
		return this;
	}

	public Enumeration progress(Progress p) {
		this.progress = p;
		return this;
	}

	/** Progress per member, about once a second. */
	public Enumeration runnerProgress(TaskRunner.ProgressListener p) {
		this.runnerProgress = p;
		return this;
	}

	public Enumeration cancelFlag(AtomicBoolean flag) {
		this.cancel = flag;
		return this;
	}

	/** How many prefixes to cut the tree into at least before the first task runs. */
	public Enumeration minTasks(int n) {
		this.minTasks = Math.max(1, n);
		return this;
	}

	/**
	 * Whether a thread adds the counts of a position it finished before when the search reaches it again along
	 * another line ({@link Transpositions}), instead of searching it again: the same figures either way. On by default.
	 */
	public Enumeration transpositions(boolean on) {
		this.transpositions = on;
		return this;
	}

	/** About how long one task explores before it hands back the rest of its subtree. */
	public Enumeration taskSeconds(double seconds) {
		if (!(seconds > 0)) throw new IllegalArgumentException("task seconds must be positive, got " + seconds);
		this.taskNanos = (long) (seconds * 1e9);
		return this;
	}

	/**
	 * Runs the enumeration. A checkpoint that belongs to another run, or a checkpoint location that cannot be written,
	 * fails at once with an {@link IOException}; a checkpoint write that fails later is reported in the result.
	 */
	public Result run() throws IOException {
		long t0 = System.nanoTime();
		RuleEngine engine = rules.engine();
		List<String> ruleIds = engine.rules().stream().map(r -> r.id()).toList();
		RunSignature signature = RunSignature.of(size, null, rules.spec());
		Plan plan = new Plan(engine.ruleCount());
		if (checkpoint != null && Files.exists(checkpoint)) { // a dangling link: a new checkpoint where it leads
			Checkpoint.load(checkpoint, signature, plan, size, engine);
		} else {
			cut(engine, plan);
		}
		long resumed = plan.tasksDone;
		Dfs.Tally before = plan.total();
		Source source = new Source(plan, signature);
		if (checkpoint != null) Checkpoint.save(checkpoint, signature, plan); // now, so a kill during the first tasks keeps the cut
		TaskRunner r = runner != null ? runner : new LocalTaskRunner(threads);
		try {
			r.run(source, cancel, runnerProgress);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			cancel.set(true);
		} catch (TaskRunner.TaskFailedException e) {
			throw new IllegalStateException("enumeration task failed", e.getCause());
		} finally {
			if (runner == null) r.close();
		}
		Dfs.Tally total = plan.total();
		List<FirstNeed> needs = new ArrayList<>();
		for (int i = 0; i < ruleIds.size(); i++) needs.add(new FirstNeed(ruleIds.get(i), total.firstNeed[i], size, total.needMoves[i]));
		return new Result(size, total.completed, total.deadEnds, total.nodes, total.completedBeforeFirstDeadEnd, ruleIds,
				total.firings, !source.finished(), plan.tasksDone, resumed, System.nanoTime() - t0, source.checkpointProblem,
				total.completed + total.deadEnds - before.completed - before.deadEnds, List.copyOf(needs));
	}

	/**
	 * The whole tree in left-first order as a list of parts: finished ones (counts, how many tasks they sum) and
	 * prefixes still to explore. Neighbouring finished parts are summed into one, so the list stays as short as the
	 * work still open.
	 */
	static final class Plan {
		static final class Part {
			Dfs.Tally done;
			long tasks;
			byte[] todo;
			/** For a todo part: the first needs of the cut's positions right before it (null: none). */
			Dfs.Tally seed;
			Part prev, next;
		}

		final int rules;
		final Part head = new Part(); // sentinel: head.next is the first part
		Part tail = head;
		long tasksDone;

		Plan(int rules) {
			this.rules = rules;
		}

		Part append(Dfs.Tally done, long tasks, byte[] todo) {
			Part p = new Part();
			p.done = done;
			p.tasks = tasks;
			p.todo = todo;
			p.prev = tail;
			tail.next = p;
			tail = p;
			tasksDone += tasks;
			return p;
		}

		/**
		 * The todo part is done: its counts, and the prefixes it left right after it; returns those new parts. The
		 * plan keeps a copy of {@code tally}: merging a neighbour into the part must not change the caller's counts.
		 */
		List<Part> finish(Part part, Dfs.Tally tally, List<byte[]> left) {
			part.todo = null;
			part.done = new Dfs.Tally(rules);
			if (part.seed != null) part.done.add(part.seed);
			part.seed = null;
			part.done.add(tally);
			part.tasks = 1;
			tasksDone++;
			List<Part> added = new ArrayList<>(left.size());
			Part at = part;
			for (byte[] prefix : left) {
				Part p = new Part();
				p.todo = prefix;
				p.prev = at;
				p.next = at.next;
				if (at.next != null) at.next.prev = p;
				else tail = p;
				at.next = p;
				at = p;
				added.add(p);
			}
			if (part.prev != head && part.prev.done != null) part = merge(part.prev, part);
			if (part.next != null && part.next.done != null) merge(part, part.next);
			return added;
		}

		/** Sums b into a (b follows a) and drops b. */
		private Part merge(Part a, Part b) {
			a.done.add(b.done);
			a.tasks += b.tasks;
			a.next = b.next;
			if (b.next != null) b.next.prev = a;
			else tail = a;
			return a;
		}

		Dfs.Tally total() {
			Dfs.Tally t = new Dfs.Tally(rules);
			boolean inOrder = true; // everything left of here was explored, so the first dead end is known
			for (Part p = head.next; p != null; p = p.next) {
				if (p.done == null) {
					inOrder = false;
					continue;
				}
				long first = t.completedBeforeFirstDeadEnd;
				long[] needs = inOrder ? null : t.firstNeed.clone();
				t.add(p.done);
				if (!inOrder) {
					t.completedBeforeFirstDeadEnd = first;
					System.arraycopy(needs, 0, t.firstNeed, 0, needs.length);
				}
			}
			return t;
		}
	}

	/** Hands out the plan's open prefixes, left first, and folds the results back into the plan. */
	private final class Source implements TaskSource<EnumerationTask.Piece> {
		private final Plan plan;
		private final RunSignature signature;
		private final ArrayDeque<Plan.Part> ready = new ArrayDeque<>();
		private final Map<String, Plan.Part> running = new HashMap<>();
		private long completed, deadEnds;
		String checkpointProblem;

		Source(Plan plan, RunSignature signature) {
			this.plan = plan;
			this.signature = signature;
			for (Plan.Part p = plan.head.next; p != null; p = p.next) {
				if (p.todo != null) ready.add(p);
				else {
					completed += p.done.completed;
					deadEnds += p.done.deadEnds;
				}
			}
		}

		@Override
		public EnumerationTask next() {
			Plan.Part p = ready.pollFirst();
			if (p == null) return null;
			EnumerationTask t = new EnumerationTask(size, rules, p.todo, taskNanos, transpositions);
			running.put(t.id(), p);
			return t;
		}

		@Override
		public void accept(labyrinth.kernel.tasks.Task<EnumerationTask.Piece> task, EnumerationTask.Piece piece) {
			Plan.Part part = running.remove(task.id());
			List<Plan.Part> added = plan.finish(part, piece.tally(), piece.left());
			for (int i = added.size() - 1; i >= 0; i--) ready.addFirst(added.get(i)); // left first: they come before the rest
			completed += piece.tally().completed;
			deadEnds += piece.tally().deadEnds;
			if (progress != null) progress.update(plan.tasksDone, tasksKnown(), completed, deadEnds);
		}

		@Override
		public boolean finished() {
			return ready.isEmpty() && running.isEmpty();
		}

		@Override
		public long tasksKnown() {
			return plan.tasksDone + ready.size() + running.size();
		}

		@Override
		public void tick() {
			if (checkpoint != null && checkpointProblem == null) checkpointProblem = Checkpoint.trySave(checkpoint, signature, plan);
		}
	}

	/** Breadth-first cut of the tree into at least {@code minTasks} prefixes, in left-first order. */
	private void cut(RuleEngine engine, Plan plan) {
		Dfs.Tally interior = new Dfs.Tally(engine.ruleCount()); // the positions above the prefixes, counted here once
		List<byte[]> level = new ArrayList<>();
		level.add(new byte[0]);
		// the first needs at the positions above a prefix that come right before it in left-first order (its first child's)
		List<Dfs.Tally> seeds = new ArrayList<>();
		seeds.add(null);
		long[] firings = new long[engine.ruleCount()];
		Board b = new Board(size);
		while (level.size() < minTasks) {
			List<byte[]> next = new ArrayList<>();
			List<Dfs.Tally> nextSeeds = new ArrayList<>();
			boolean grew = false;
			for (int k = 0; k < level.size(); k++) {
				byte[] prefix = level.get(k);
				Dfs.Tally seed = seeds.get(k);
				if (cancel.get()) { // a stop during the cut keeps the prefixes as they are: still a partition of the tree
					next.add(prefix);
					nextSeeds.add(seed);
					continue;
				}
				for (int d : prefix) b.step(d);
				// leaves stay tasks (their task evaluates and counts them)
				java.util.Arrays.fill(firings, 0);
				int mask = b.isComplete() ? 0 : engine.allowed(b, firings);
				if (mask == 0) {
					next.add(prefix);
					nextSeeds.add(seed);
				} else {
					for (int i = 0; i < firings.length; i++) interior.firings[i] += firings[i];
					interior.nodes++;
					// this position comes before its subtree: its needs go to its first child, after those above it
					Dfs.Tally here = new Dfs.Tally(firings.length);
					if (seed != null) here.add(seed);
					System.arraycopy(firings, 0, here.firings, 0, firings.length);
					here.needed(b);
					java.util.Arrays.fill(here.firings, 0);
					boolean first = true;
					int h = b.heading();
					for (int i = 0; i < 3; i++) {
						int d = Direction.keepLeft(h, i);
						if ((mask & (1 << d)) == 0) continue;
						byte[] child = java.util.Arrays.copyOf(prefix, prefix.length + 1);
						child[prefix.length] = (byte) d;
						next.add(child);
						nextSeeds.add(first ? here : null);
						first = false;
						grew = true;
					}
				}
				while (b.length() > 1) b.back();
			}
			level = next;
			seeds = nextSeeds;
			if (!grew || cancel.get()) break;
		}
		plan.append(interior, 0, null);
		for (int k = 0; k < level.size(); k++) plan.append(null, 0, level.get(k)).seed = seeds.get(k);
	}

	/**
	 * Checkpoint file: a header, the {@link RunSignature} of the run (size, rule ids, the rules' digest), then the
	 * plan in left-first order, one part per line: {@code done TASKS COUNTS} for finished work (counts: completed,
	 * dead ends, positions, completed before the first dead end (-1: none), then one firing count per rule) and
	 * {@code todo MOVES} for a prefix still to explore ('.' for the empty one). Either may end in {@code need:R:I:MOVES}
	 * words: rule R (its place in the set) was first needed after I walkthroughs of the part (0 for a todo part: at a
	 * position right before it), at the line MOVES. The last line is a CRC-32 of the rest, so a damaged or edited
	 * file is refused instead of mixing wrong counts into the result. Version 3 files, which did not record first
	 * needs, still resume; the rules they saw fire are then "not recorded".
	 */
	static final class Checkpoint {
		static final String HEADER = "labyrinth-checkpoint 4";
		static final String LEGACY_HEADER = "labyrinth-checkpoint 3";

		private Checkpoint() {
		}

		static void save(Path file, RunSignature signature, Plan plan) throws IOException {
			StringBuilder sb = new StringBuilder(signature.format()).append('\n');
			for (Plan.Part p = plan.head.next; p != null; p = p.next) {
				if (p.todo != null) {
					sb.append("todo ").append(p.todo.length == 0 ? "." : EnumerationTask.letters(p.todo));
					if (p.seed != null) needs(sb, p.seed);
					sb.append('\n');
					continue;
				}
				Dfs.Tally t = p.done;
				sb.append("done ").append(p.tasks).append(' ').append(t.completed).append(' ').append(t.deadEnds).append(' ')
						.append(t.nodes).append(' ').append(t.completedBeforeFirstDeadEnd);
				for (long f : t.firings) sb.append(' ').append(f);
				needs(sb, t);
				sb.append('\n');
			}
			ChecksummedFile.write(file, HEADER, sb);
		}

		private static void needs(StringBuilder sb, Dfs.Tally t) {
			for (int r = 0; r < t.firstNeed.length; r++) {
				if (t.firstNeed[r] < 0) continue;
				sb.append(" need:").append(r).append(':').append(t.firstNeed[r]).append(':').append(MoveLetters.of(t.needMoves[r]));
			}
		}

		/** Reads the need words from {@code p[from]} on into the tally; each names a rule once, within the part's counts. */
		private static void readNeeds(String[] p, int from, Dfs.Tally t, int size) {
			for (int k = from; k < p.length; k++) {
				String[] w = p[k].split(":", -1);
				if (w.length != 4 || !w[0].equals("need")) throw new IllegalArgumentException("expected need:RULE:INDEX:MOVES, got '" + p[k] + "'");
				long r = ChecksummedFile.count(w[1], "a rule");
				if (r >= t.firstNeed.length) throw new IllegalArgumentException("rule " + r + " of " + t.firstNeed.length);
				if (t.firstNeed[(int) r] != FirstNeed.NEVER) throw new IllegalArgumentException("rule " + r + " is needed twice");
				long index = ChecksummedFile.count(w[2], "a need's walkthroughs");
				if (index > t.completed) throw new IllegalArgumentException("a need after " + index + " of " + t.completed + " walkthroughs");
				t.firstNeed[(int) r] = index;
				t.needMoves[(int) r] = MoveLetters.walkable(w[3], size);
			}
		}

		/** Saves; returns why it failed, or null. */
		static String trySave(Path file, RunSignature signature, Plan plan) {
			try {
				save(file, signature, plan);
				return null;
			} catch (IOException | RuntimeException e) {
				return "the checkpoint " + file + " could not be written (" + e.getMessage() + ")";
			}
		}

		/** Fills the plan from the file, or says which line is wrong. */
		static void load(Path file, RunSignature signature, Plan plan, int size, RuleEngine engine) throws IOException {
			String name = file.toString();
			List<String> body; // body line i is line i + 2 of the file
			boolean legacy = false;
			try {
				body = ChecksummedFile.read(file, HEADER);
			} catch (InputFileException e) {
				if (!labyrinth.kernel.io.TextFiles.read(file).startsWith(LEGACY_HEADER + "\n")) throw e;
				body = ChecksummedFile.read(file, LEGACY_HEADER);
				legacy = true;
			}
			if (body.isEmpty()) throw new InputFileException(name, 2, 1, "the checkpoint has no signature line");
			RunSignature theirs;
			try {
				theirs = RunSignature.parse(body.get(0));
			} catch (IllegalArgumentException e) {
				throw new InputFileException(name, 2, 1, "the checkpoint's run line does not read: " + e.getMessage());
			}
			if (!signature.matches(theirs)) {
				String why = signature.sameExceptContent(theirs)
						? "the rules changed since the checkpoint was written (same names, different content or a new revision of a built-in)"
						: "the checkpoint is for a different run (" + theirs.format() + "; this run is " + signature.format() + ")";
				throw new InputFileException(name, 2, 1, why + "; delete it or choose another --checkpoint file");
			}
			if (body.size() < 2) throw new InputFileException(name, 3, 1, "the checkpoint lists no work, done or to do");
			java.util.Map<String, Integer> todoLines = new java.util.HashMap<>();
			Replay replay = new Replay(engine, size);
			for (int i = 1; i < body.size(); i++) {
				String[] p = body.get(i).strip().split(" +");
				try {
					if (p[0].equals("todo")) {
						if (p.length < 2) throw new IllegalArgumentException("expected 'todo MOVES'");
						Integer first = todoLines.putIfAbsent(p[1], i + 2);
						if (first != null) throw new IllegalArgumentException("the work " + p[1] + " is listed twice, here and on line " + first);
						byte[] prefix = prefix(p[1], size);
						String refused = replay.refusedStep(prefix);
						if (refused != null) throw new IllegalArgumentException(refused + ": the rules of this run never hand out this work");
						Plan.Part part = plan.append(null, 0, prefix);
						if (p.length > 2) {
							part.seed = new Dfs.Tally(plan.rules);
							readNeeds(p, 2, part.seed, size);
						}
						continue;
					}
					if (!p[0].equals("done")) throw new IllegalArgumentException("expected 'done' or 'todo', got '" + p[0] + "'");
					if (p.length < 6 + plan.rules || legacy && p.length != 6 + plan.rules) {
						throw new IllegalArgumentException("expected 'done' and " + (5 + plan.rules) + " numbers, got " + (p.length - 1));
					}
					long tasks = ChecksummedFile.count(p[1], "tasks");
					Dfs.Tally t = new Dfs.Tally(plan.rules);
					t.completed = ChecksummedFile.count(p[2], "completed");
					t.deadEnds = ChecksummedFile.count(p[3], "dead ends");
					t.nodes = ChecksummedFile.count(p[4], "positions");
					t.completedBeforeFirstDeadEnd = Long.parseLong(p[5]);
					if (t.completedBeforeFirstDeadEnd < -1 || t.completedBeforeFirstDeadEnd > t.completed
							|| (t.completedBeforeFirstDeadEnd < 0) != (t.deadEnds == 0)) {
						throw new IllegalArgumentException("the first dead end " + p[5] + " does not fit the counts");
					}
					for (int r = 0; r < plan.rules; r++) t.firings[r] = ChecksummedFile.count(p[6 + r], "firings");
					readNeeds(p, 6 + plan.rules, t, size);
					// an older version did not record where: a rule that fired here was needed here or before
					for (int r = 0; r < plan.rules && legacy; r++) if (t.firings[r] > 0) t.firstNeed[r] = FirstNeed.UNKNOWN;
					plan.append(t, tasks, null);
				} catch (IllegalArgumentException e) {
					throw new InputFileException(name, i + 2, 1, "malformed checkpoint line: " + e.getMessage());
				}
			}
		}

		/**
		 * Replays the prefixes of a checkpoint against the rules: a checkpoint holds only work the rules allow. The
		 * prefixes come in left-first order and share their beginnings, so each step is checked once, not once per prefix.
		 */
		private static final class Replay {
			private final RuleEngine engine;
			private final Board board;
			private final long[] firings;
			private byte[] onBoard = new byte[0];

			Replay(RuleEngine engine, int size) {
				this.engine = engine;
				this.board = new Board(size);
				this.firings = new long[engine.ruleCount()];
			}

			/** Where the prefix steps on a field the rules disable, or null. */
			String refusedStep(byte[] prefix) {
				int common = 0;
				while (common < Math.min(onBoard.length, prefix.length) && onBoard[common] == prefix[common]) common++;
				while (board.length() - 1 > common) board.back();
				for (int k = common; k < prefix.length; k++) {
					if ((engine.allowed(board, firings) & (1 << prefix[k])) == 0) {
						onBoard = java.util.Arrays.copyOf(prefix, k);
						return "move " + (k + 1) + " goes where the rules forbid";
					}
					board.step(prefix[k]);
				}
				onBoard = prefix;
				return null;
			}
		}

		private static byte[] prefix(String letters, int size) {
			int[] moves = MoveLetters.walkable(letters, size);
			byte[] m = new byte[moves.length];
			for (int k = 0; k < m.length; k++) m[k] = (byte) moves[k];
			return m;
		}
	}
}
