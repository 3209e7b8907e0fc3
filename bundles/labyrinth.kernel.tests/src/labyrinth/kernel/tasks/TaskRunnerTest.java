package labyrinth.kernel.tasks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

import labyrinth.kernel.tasks.Task;
import labyrinth.kernel.tasks.TaskControl;
import labyrinth.kernel.tasks.TaskList;
import labyrinth.kernel.tasks.TaskResult;
import labyrinth.kernel.tasks.TaskRunner;

/** The runner loop against a cluster that misbehaves on purpose: lost members, twin answers, late failures. */
class TaskRunnerTest {
	record Square(int n) implements Task<Square.Result> {
		record Result(long value) implements TaskResult {
			@Override
			public long work() {
				return 1;
			}
		}

		@Override
		public String id() {
			return "square " + n;
		}

		@Override
		public Result run(TaskControl control) {
			return new Result((long) n * n);
		}
	}

	/**
	 * Every task's first dispatch is lost with its member; the second answers twice (a re-run the cluster did on its
	 * own) and then fails late, as a member that left after answering would.
	 */
	static final class Unreliable extends TaskRunner {
		final Map<String, Integer> dispatches = new HashMap<>();
		final List<Runnable> pending = new ArrayList<>();

		@Override
		protected void dispatch(Task<?> task, TaskControl control, Completion completion) {
			int k = dispatches.merge(task.id(), 1, Integer::sum);
			if (k == 1) {
				pending.add(() -> completion.failed(new IllegalStateException("member left"), true));
			} else {
				TaskResult r = task.run(control);
				pending.add(() -> completion.done("a", r));
				pending.add(() -> completion.done("b", r));
				pending.add(() -> completion.failed(new IllegalStateException("member left late"), true));
			}
			// answers come from another thread, a little later
			List<Runnable> now = new ArrayList<>(pending);
			pending.clear();
			Thread.ofVirtual().start(() -> now.forEach(Runnable::run));
		}

		@Override
		public int capacity() {
			return 3;
		}

		@Override
		public int members() {
			return 2;
		}

		@Override
		public String describe() {
			return "an unreliable test cluster";
		}

		@Override
		public void close() {
		}
	}

	@Test
	void lostTasksRunAgainAndEachAnswerCountsOnce() throws Exception {
		List<Square> tasks = new ArrayList<>();
		for (int n = 1; n <= 40; n++) tasks.add(new Square(n));
		Unreliable runner = new Unreliable();
		int[] finished = { 0 };
		List<Square.Result> results = TaskList.run(tasks, runner, new AtomicBoolean(), done -> finished[0] = done);
		for (int n = 1; n <= 40; n++) assertEquals((long) n * n, results.get(n - 1).value());
		assertEquals(40, finished[0], "each task accepted once, twins and late failures ignored");
		for (Square t : tasks) assertEquals(2, runner.dispatches.get(t.id()), t.id() + ": lost once, run again once, not more");
		assertTrue(runner.dispatches.size() == 40);
	}
}
