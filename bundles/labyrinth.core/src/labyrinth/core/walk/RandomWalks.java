package labyrinth.core.walk;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.grid.Board;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.RuleEngine;
import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.core.patterns.RuleSetRef;
import labyrinth.kernel.tasks.Task;
import labyrinth.kernel.tasks.TaskControl;
import labyrinth.kernel.tasks.TaskResult;
import labyrinth.kernel.tasks.TaskRunner;
import labyrinth.kernel.tasks.TaskSource;

/**
 * Random statistics: N walks, each choosing uniformly among the allowed fields ({@link RuleEngine#draw}, which
 * judges with the costliest rules only the fields it draws), until the grid is full or the rules leave nothing. Walk i
 * uses its own generator derived from (seed, i), so results do not depend on threads, members or how the walks are
 * batched into tasks.
 */
public final class RandomWalks {

	/**
	 * @param completed               walks that filled the grid
	 * @param deadEnds                walks that got stuck
	 * @param averageBeforeError      completed walks per error: the original's statistic (runs end at an error)
	 * @param positions               positions the rules were evaluated at, over all walks
	 * @param failures                the stuck walks, in walk order (at most the requested number)
	 * @param resumedWalks            walks a checkpoint had finished before this run
	 * @param positionsThisRun        the positions of the walks this run did, for its rate
	 * @param checkpointProblem       why the checkpoint could not be written, or null
	 * @param firings                 per rule, the positions where it disabled a field no earlier rule had (the rules that
	 *                                judge the drawn fields only: of those fields)
	 * @param firstNeeds              per rule, the first walk where it disabled a field no earlier rule had
	 */
	public record Result(int size, long seed, int walks, long completed, long deadEnds, double averageBeforeError,
			long positions, List<Failure> failures, List<String> ruleIds, long[] firings, boolean cancelled, long elapsedNanos,
			long resumedWalks, long positionsThisRun, String checkpointProblem, List<FirstNeed> firstNeeds) {
		public double seconds() {
			return elapsedNanos / 1e9;
		}

		/** The share of walks that ran into a dead end, with its exact 95% interval. */
		public labyrinth.kernel.stats.Proportion deadEndRate() {
			return labyrinth.kernel.stats.Proportion.of(deadEnds, completed + deadEnds);
		}

		/** Of this run's walks: a resumed run's rate does not count the walks done before. */
		public double positionsPerSecond() {
			return positionsThisRun / Math.max(seconds(), 1e-9);
		}
	}

	/** Walks done so far (those of a checkpoint included) and the dead ends among them, as batches come in. */
	@FunctionalInterface
	public interface Progress {
		void update(long walksDone, long deadEnds);
	}

	/** A stuck walk: its index and the line up to the dead end, as directions. */
	public record Failure(int walk, int size, int[] moves) implements java.io.Serializable {
		public Board board() {
			return Board.of(size, moves);
		}
	}

	/**
	 * A task's answer for walks {@code from .. from + done - 1}; per rule that fired, the first walk where it did
	 * ({@code needWalk}, {@link FirstNeed#NEVER} if it did not, {@link FirstNeed#UNKNOWN} if not recorded) and the line there.
	 */
	record Batch(int from, int done, long completed, long deadEnds, long completedAfterLastDeadEnd, long positions,
			long[] firings, List<Failure> failures, long nanos, long[] needWalk, int[][] needMoves) implements TaskResult {
		private static final long serialVersionUID = 1L;

		@Override
		public long work() {
			return done;
		}

		/** This batch and {@code next}, which starts where this one ends, as one; with the first stuck walks of both. */
		Batch then(Batch next, int keepFailures) {
			long[] sum = firings.clone();
			for (int r = 0; r < sum.length; r++) sum[r] += next.firings[r];
			List<Failure> all = new ArrayList<>(failures);
			all.addAll(next.failures);
			if (all.size() > keepFailures) all = all.subList(0, keepFailures);
			long after = next.deadEnds > 0 ? next.completedAfterLastDeadEnd : completedAfterLastDeadEnd + next.completed;
			long[] walk = needWalk.clone();
			int[][] moves = needMoves.clone();
			for (int r = 0; r < walk.length; r++) {
				if (firings[r] > 0) continue; // this batch comes first and holds the rule's first need
				walk[r] = next.needWalk[r];
				moves[r] = next.needMoves[r];
			}
			return new Batch(from, done + next.done, completed + next.completed, deadEnds + next.deadEnds, after,
					positions + next.positions, sum, List.copyOf(all), nanos + next.nanos, walk, moves);
		}
	}

	/** Walks {@code from .. from + count - 1}; stops early (answering fewer) when asked to. */
	record BatchTask(int size, RuleSetRef rules, long seed, int from, int count, int keepFailures) implements Task<Batch> {
		private static final long serialVersionUID = 1L;

		@Override
		public String id() {
			return "walks " + from;
		}

		@Override
		public Batch run(TaskControl control) {
			long t0 = System.nanoTime();
			RuleEngine e = rules.engine();
			long[] firings = new long[e.ruleCount()];
			List<Failure> failures = new ArrayList<>();
			Board b = new Board(size);
			long completed = 0, dead = 0, sinceDead = 0, positions = 0;
			FirstNeeds needs = new FirstNeeds(firings);
			int i = from;
			for (; i < from + count && !control.stopRequested(); i++) {
				while (b.length() > 1) b.back();
				needs.walk = i;
				boolean complete = walk(b, e, new SplittableRandom(walkSeed(seed, i)), firings, needs);
				positions += complete ? b.length() - 1 : b.length(); // a stuck walk was judged where it stuck, too
				if (complete) {
					completed++;
					sinceDead++;
					continue;
				}
				dead++;
				sinceDead = 0;
				if (failures.size() < keepFailures) failures.add(new Failure(i, size, b.moves()));
			}
			return new Batch(from, i - from, completed, dead, sinceDead, positions, firings, failures, System.nanoTime() - t0,
					needs.walks, needs.moves);
		}
	}

	/**
	 * Per rule, the first walk of a batch where it fired and the line there. Noted as the walk goes: every batch
	 * replayed its first walk to find them, 12% of a 21x21 run (a few walks a batch) and 21% of a 41x41 one (one).
	 */
	private static final class FirstNeeds {
		final long[] firings;
		final long[] walks;
		final int[][] moves;
		int unneeded;
		int walk;

		FirstNeeds(long[] firings) {
			this.firings = firings;
			walks = new long[firings.length];
			java.util.Arrays.fill(walks, FirstNeed.NEVER);
			moves = new int[firings.length][];
			unneeded = firings.length;
		}

		/** Right after the rules judged the position on {@code b}: a rule that fired for the first time did so here. */
		void judged(Board b) {
			if (unneeded == 0) return;
			for (int r = 0; r < firings.length; r++) {
				if (firings[r] > 0 && walks[r] == FirstNeed.NEVER) {
					walks[r] = walk;
					moves[r] = b.moves();
					unneeded--;
				}
			}
		}
	}

	private RandomWalks() {
	}

	/** Seed of walk {@code i} of a run seeded with {@code seed}. */
	public static long walkSeed(long seed, int i) {
		return new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (i + 1L))).nextLong();
	}

	/** One random walk from the current position of {@code board}; returns true if the grid was completed. */
	public static boolean walk(Board board, RuleEngine rules, SplittableRandom random, long[] firings) {
		return walk(board, rules, random, firings, null);
	}

	private static boolean walk(Board board, RuleEngine rules, SplittableRandom random, long[] firings, FirstNeeds needs) {
		while (!board.isComplete()) {
			int d = rules.draw(board, random, firings);
			if (needs != null) needs.judged(board);
			if (d < 0) return false;
			board.step(d);
		}
		return true;
	}

	/** A direction of a non-empty mask, uniformly at random: {@link RuleEngine#pick}. */
	public static int pick(int mask, SplittableRandom random) {
		return RuleEngine.pick(mask, random);
	}

	/** On a local pool of {@code threads}. */
	public static Result run(int size, RuleSetSpec rules, int walks, long seed, int threads, int keepFailures,
			AtomicBoolean cancel) {
		try (LocalTaskRunner local = new LocalTaskRunner(threads)) {
			return run(size, rules, walks, seed, local, keepFailures, cancel, null);
		}
	}

	/** On the given runner (a local pool or a cluster); the result is the same for the same seed. */
	public static Result run(int size, RuleSetSpec rules, int walks, long seed, TaskRunner runner, int keepFailures,
			AtomicBoolean cancel, TaskRunner.ProgressListener progress) {
		try {
			return run(size, rules, walks, seed, runner, keepFailures, cancel, progress, null, null);
		} catch (IOException e) {
			throw new IllegalStateException("no checkpoint was given", e); // only the checkpoint reads files
		}
	}

	/**
	 * As above, saving the finished walks in {@code checkpoint} (null: none) about once a second and at the end; a run
	 * started again with the same file, size, seed and rules does the missing walks only. A checkpoint of another
	 * run, or a damaged one, is an {@link IOException} that names the file and line. {@code walkProgress} (null:
	 * none) hears of every batch that comes in.
	 */
	public static Result run(int size, RuleSetSpec rules, int walks, long seed, TaskRunner runner, int keepFailures,
			AtomicBoolean cancel, TaskRunner.ProgressListener progress, Path checkpoint, Progress walkProgress)
			throws IOException {
		Board.checkSize(size);
		if (walks < 1) throw new IllegalArgumentException("walks must be at least 1, got " + walks);
		long t0 = System.nanoTime();
		RuleSetRef ref = RuleSetRef.of(rules);
		List<String> ids = rules.ids();
		RandomCheckpoint saved = checkpoint == null ? null : RandomCheckpoint.open(checkpoint);
		RunSignature signature = saved == null ? null : new RunSignature(size, seed, ids, ref.digest());
		List<Batch> before = saved == null ? List.of() : saved.finished(signature, walks, ids.size());
		Source source = new Source(size, ref, walks, seed, keepFailures, runner.capacity(), before, saved, signature);
		source.progress = walkProgress;
		if (saved != null) source.save(); // now, so that a bad path shows before the first walk
		try {
			runner.run(source, cancel != null ? cancel : new AtomicBoolean(), progress);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (TaskRunner.TaskFailedException e) {
			throw new IllegalStateException("random walk task failed", e.getCause());
		}
		long completed = 0, dead = 0, done = 0, positions = 0, resumed = 0, positionsBefore = 0;
		for (Batch b : before) {
			resumed += b.done();
			positionsBefore += b.positions();
		}
		long[] firings = new long[ids.size()];
		List<Failure> failures = new ArrayList<>();
		for (Batch b : source.batches.values()) {
			completed += b.completed();
			dead += b.deadEnds();
			done += b.done();
			positions += b.positions();
			for (int r = 0; r < firings.length; r++) firings[r] += b.firings()[r];
			for (Failure f : b.failures()) if (failures.size() < keepFailures) failures.add(f);
		}
		// the original's statistic: the completed walks that some error follows, per error
		long trailing = 0;
		for (Batch b : source.batches.descendingMap().values()) {
			if (b.deadEnds() > 0) {
				trailing += b.completedAfterLastDeadEnd();
				break;
			}
			trailing += b.completed();
		}
		double avg = dead == 0 ? Double.POSITIVE_INFINITY : (double) (completed - trailing) / dead;
		List<FirstNeed> needs = new ArrayList<>();
		for (int r = 0; r < ids.size(); r++) {
			long walk = FirstNeed.NEVER;
			int[] moves = null;
			for (Batch b : source.batches.values()) { // in walk order: the first batch where the rule fired holds its first need
				if (b.firings()[r] == 0) continue;
				walk = b.needWalk()[r];
				moves = b.needMoves()[r];
				break;
			}
			needs.add(new FirstNeed(ids.get(r), walk, size, moves));
		}
		return new Result(size, seed, walks, completed, dead, avg, positions, List.copyOf(failures), ids, firings, done < walks,
				System.nanoTime() - t0, resumed, positions - positionsBefore, source.checkpointProblem, List.copyOf(needs));
	}

	/**
	 * Hands out walks in batches that grow until one takes about a second, but no larger than an even share of what
	 * is left (so every worker has work to the end).
	 */
	private static final class Source implements TaskSource<Batch> {
		private static final double TARGET_NANOS = 1e9;
		private final int size, keepFailures, parallelism;
		private final RuleSetRef rules;
		private final long seed;
		/** Finished walks by first walk; neighbouring batches are joined, so the map stays as short as the gaps. */
		final TreeMap<Integer, Batch> batches = new TreeMap<>();
		/** The walks not handed out yet, in order: {from, to} for walks from .. to - 1. */
		private final List<int[]> gaps = new ArrayList<>();
		private int running;
		private long accepted;
		private double nanosPerWalk = -1;
		private final RandomCheckpoint checkpoint;
		private final RunSignature signature;
		String checkpointProblem;
		Progress progress;

		Source(int size, RuleSetRef rules, int walks, long seed, int keepFailures, int parallelism, List<Batch> before,
				RandomCheckpoint checkpoint, RunSignature signature) {
			this.size = size;
			this.rules = rules;
			this.seed = seed;
			this.keepFailures = keepFailures;
			this.parallelism = Math.max(1, parallelism);
			this.checkpoint = checkpoint;
			this.signature = signature;
			for (Batch b : before) add(b);
			int at = 0;
			for (Batch b : batches.values()) {
				if (b.from() > at) gaps.add(new int[] { at, b.from() });
				at = b.from() + b.done();
			}
			if (at < walks) gaps.add(new int[] { at, walks });
		}

		@Override
		public Task<Batch> next() {
			if (gaps.isEmpty()) return null;
			int[] gap = gaps.get(0);
			int left = walksLeft();
			int count = nanosPerWalk < 0 ? 4 : (int) Math.max(1, Math.min(TARGET_NANOS / nanosPerWalk, 1 << 20));
			count = Math.max(1, Math.min(count, Math.min(gap[1] - gap[0], (left + parallelism - 1) / parallelism)));
			BatchTask t = new BatchTask(size, rules, seed, gap[0], count, keepFailures);
			gap[0] += count;
			if (gap[0] == gap[1]) gaps.remove(0);
			running++;
			return t;
		}

		private int walksLeft() {
			int left = 0;
			for (int[] g : gaps) left += g[1] - g[0];
			return left;
		}

		@Override
		public void accept(Task<Batch> task, Batch b) {
			running--;
			accepted++;
			add(b);
			if (b.done() > 0) {
				double per = (double) b.nanos() / b.done();
				nanosPerWalk = nanosPerWalk < 0 ? per : 0.5 * (nanosPerWalk + per);
			}
			if (progress != null) {
				long done = 0, dead = 0;
				for (Batch f : batches.values()) { // few: neighbours are joined
					done += f.done();
					dead += f.deadEnds();
				}
				progress.update(done, dead);
			}
		}

		/** Files the batch, joined with the batches right before and after it. */
		private void add(Batch b) {
			if (b.done() == 0) return;
			Map.Entry<Integer, Batch> prev = batches.lowerEntry(b.from());
			if (prev != null && prev.getValue().from() + prev.getValue().done() == b.from()) {
				batches.remove(prev.getKey());
				b = prev.getValue().then(b, keepFailures);
			}
			Batch next = batches.get(b.from() + b.done());
			if (next != null) {
				batches.remove(next.from());
				b = b.then(next, keepFailures);
			}
			batches.put(b.from(), b);
		}

		@Override
		public boolean finished() {
			return gaps.isEmpty() && running == 0;
		}

		@Override
		public long tasksKnown() {
			return accepted + running;
		}

		@Override
		public void tick() {
			if (checkpoint == null || checkpointProblem != null) return;
			try {
				save();
			} catch (IOException | RuntimeException e) {
				checkpointProblem = "the checkpoint " + checkpoint.file() + " could not be written (" + e.getMessage() + ")";
			}
		}

		void save() throws IOException {
			checkpoint.save(signature, batches.values());
		}
	}
}
