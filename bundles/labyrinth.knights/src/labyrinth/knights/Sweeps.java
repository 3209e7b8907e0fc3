package labyrinth.knights;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntConsumer;

import labyrinth.kernel.tasks.Task;
import labyrinth.kernel.tasks.TaskControl;
import labyrinth.kernel.tasks.TaskList;
import labyrinth.kernel.tasks.TaskResult;
import labyrinth.kernel.tasks.TaskRunner;

/**
 * Many tours at once: a sweep over board sizes with one tiebreak (which sizes fail, and where), and success rates of
 * seeded tiebreaks. Each size is one task, run on a local pool or a cluster; each random trial has its own seed
 * derived from the run's seed, the size and the trial, so the figures are the same wherever the tasks run.
 */
public final class Sweeps {
	/** A size whose tour got stuck: after how many squares, and where (1-based). */
	public record Failure(int m, int visited, int row, int col) implements java.io.Serializable {
	}

	/** Successes out of trials on an m x m board. */
	public record Rate(int m, int trials, int successes) implements TaskResult {
		public double rate() {
			return trials == 0 ? 0 : successes / (double) trials;
		}

		@Override
		public long work() {
			return trials;
		}
	}

	/** One size's tour: the failure, or null if the tour is complete. */
	record Outcome(Failure failure) implements TaskResult {
		@Override
		public long work() {
			return 1;
		}
	}

	record TourTask(int m, TiebreakSpec tiebreak) implements Task<Outcome> {
		@Override
		public String id() {
			return "tour " + m;
		}

		@Override
		public Outcome run(TaskControl control) {
			KnightTour tour = new KnightTour(m, 0, 0, tiebreak.apply(m));
			if (tour.run()) return new Outcome(null);
			int[] at = tour.current();
			return new Outcome(new Failure(m, tour.length(), at[0] + 1, at[1] + 1));
		}
	}

	record TrialsTask(int m, int trials, long seed, TiebreakSpec.Seeded tiebreak) implements Task<Rate> {
		@Override
		public String id() {
			return "trials " + m;
		}

		@Override
		public Rate run(TaskControl control) {
			int ok = 0;
			int t = 0;
			for (; t < trials && !control.stopRequested(); t++) if (new KnightTour(m, 0, 0, tiebreak.forSeed(trialSeed(seed, m, t))).run()) ok++;
			return new Rate(m, t, ok);
		}
	}

	private Sweeps() {
	}

	/** Tours for every m in from..to; the failures in order of m (sizes a cancel left undone are left out). */
	public static List<Failure> sweep(int from, int to, TiebreakSpec tiebreak, TaskRunner runner, AtomicBoolean cancel,
			IntConsumer done) throws InterruptedException {
		List<TourTask> tasks = new ArrayList<>();
		for (int m = to; m >= from; m--) tasks.add(new TourTask(m, tiebreak)); // largest first: no big board left at the end
		List<Failure> out = new ArrayList<>();
		for (Outcome o : TaskList.run(tasks, runner, cancel, done).reversed()) if (o != null && o.failure() != null) out.add(o.failure());
		return out;
	}

	/** The seed of one random trial: the same for the same run seed, size and trial, whatever thread runs it. */
	public static long trialSeed(long seed, int m, int trial) {
		return seed * 0x9E3779B97F4A7C15L + m * 1_000_003L + trial;
	}

	/** Success rates of a seeded tiebreak for every m in from..to; sizes a cancel cut short are left out. */
	public static List<Rate> rates(int from, int to, int trials, long seed, TiebreakSpec.Seeded tiebreak, TaskRunner runner,
			AtomicBoolean cancel, IntConsumer done) throws InterruptedException {
		List<TrialsTask> tasks = new ArrayList<>();
		for (int m = to; m >= from; m--) tasks.add(new TrialsTask(m, trials, seed, tiebreak));
		List<Rate> out = new ArrayList<>();
		for (Rate r : TaskList.run(tasks, runner, cancel, done).reversed()) if (r != null && r.trials() == trials) out.add(r);
		return out;
	}
}
