package labyrinth.toggle;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.tasks.Task;
import labyrinth.kernel.tasks.TaskControl;
import labyrinth.kernel.tasks.TaskList;
import labyrinth.kernel.tasks.TaskResult;
import labyrinth.kernel.tasks.TaskRunner;

/** The batch runs over board sizes (the nullity table, the theorem checks) as one task per size, on any runner. */
public final class ToggleBatches {
	record Nullity(int n, int value) implements TaskResult {
		@Override
		public long work() {
			return 1;
		}
	}

	record NullityTask(PressShape shape, int n) implements Task<Nullity> {
		@Override
		public String id() {
			return "nullity " + n;
		}

		@Override
		public Nullity run(TaskControl control) {
			return new Nullity(n, Gf2Solver.of(shape, n, n).nullity());
		}
	}

	record Checks(List<Theorems.Check> checks) implements TaskResult {
		@Override
		public long work() {
			return checks.size();
		}
	}

	record ChecksTask(int n, int boards, long seed) implements Task<Checks> {
		@Override
		public String id() {
			return "checks " + n;
		}

		@Override
		public Checks run(TaskControl control) {
			return new Checks(new ArrayList<>(Theorems.all(n, n, boards, seed)));
		}
	}

	private ToggleBatches() {
	}

	/** The nullity of the n x n press matrix for every n in from..to (-1 where a cancel left a size undone). */
	public static int[] nullities(PressShape shape, int from, int to, TaskRunner runner, AtomicBoolean cancel) throws InterruptedException {
		return nullities(shape, from, to, runner, cancel, null);
	}

	/** As above; {@code done} (may be null) hears how many sizes are finished. */
	public static int[] nullities(PressShape shape, int from, int to, TaskRunner runner, AtomicBoolean cancel,
			java.util.function.IntConsumer done) throws InterruptedException {
		List<NullityTask> tasks = new ArrayList<>();
		for (int n = to; n >= from; n--) tasks.add(new NullityTask(shape, n)); // largest first: the slow ones start early
		int[] out = new int[to - from + 1];
		java.util.Arrays.fill(out, -1);
		for (Nullity r : TaskList.run(tasks, runner, cancel, done)) if (r != null) out[r.n() - from] = r.value();
		return out;
	}

	/** Every theorem check for every size from..to, in order of size (sizes a cancel left undone are missing). */
	public static List<Theorems.Check> verify(int from, int to, int boards, long seed, TaskRunner runner, AtomicBoolean cancel)
			throws InterruptedException {
		return verify(from, to, boards, seed, runner, cancel, null);
	}

	/** As above; {@code done} (may be null) hears how many sizes are finished. */
	public static List<Theorems.Check> verify(int from, int to, int boards, long seed, TaskRunner runner, AtomicBoolean cancel,
			java.util.function.IntConsumer done) throws InterruptedException {
		List<ChecksTask> tasks = new ArrayList<>();
		for (int n = from; n <= to; n++) tasks.add(new ChecksTask(n, boards, seed));
		List<Theorems.Check> out = new ArrayList<>();
		for (Checks c : TaskList.run(tasks, runner, cancel, done)) if (c != null) out.addAll(c.checks());
		return out;
	}
}
