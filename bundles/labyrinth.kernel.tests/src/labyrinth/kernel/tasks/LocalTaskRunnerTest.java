package labyrinth.kernel.tasks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

/** The local pool leaves the JIT compiler a core while it warms up, and only then. */
class LocalTaskRunnerTest {
	/** Waits for its partner at the barrier; answers whether they met and when. */
	record Meet(String id, CyclicBarrier barrier, long waitMillis) implements Task<Meet.Result> {
		record Result(boolean met, long atNanos) implements TaskResult {
			@Override
			public long work() {
				return 1;
			}
		}

		@Override
		public Result run(TaskControl control) {
			try {
				barrier.await(waitMillis, TimeUnit.MILLISECONDS);
				return new Result(true, System.nanoTime());
			} catch (TimeoutException | java.util.concurrent.BrokenBarrierException e) {
				return new Result(false, System.nanoTime());
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return new Result(false, System.nanoTime());
			}
		}
	}

	private static List<Meet.Result> meet(LocalTaskRunner pool, long waitMillis) throws InterruptedException {
		CyclicBarrier barrier = new CyclicBarrier(2);
		try (pool) {
			return TaskList.run(List.of(new Meet("a", barrier, waitMillis), new Meet("b", barrier, waitMillis)), pool,
					new AtomicBoolean(), null);
		}
	}

	@Test
	void aPoolWithAThreadPerCoreRunsOneTaskAtATimeWhileTheCompilerWarmsUp() throws Exception {
		List<Meet.Result> r = meet(new LocalTaskRunner(2, 2, TimeUnit.SECONDS.toNanos(60)), 300);
		assertEquals(false, r.get(0).met(), "the first task waited alone: its partner had no worker");
	}

	@Test
	void theHeldWorkerJoinsWhenTheWarmUpEnds() throws Exception {
		long start = System.nanoTime();
		List<Meet.Result> r = meet(new LocalTaskRunner(2, 2, TimeUnit.MILLISECONDS.toNanos(200)), 20_000);
		assertTrue(r.get(0).met() && r.get(1).met(), "both tasks ran at once after the warm-up");
		assertTrue(r.get(0).atNanos() - start >= TimeUnit.MILLISECONDS.toNanos(200), "not before the warm-up ended");
	}

	@Test
	void aPoolWithASpareCoreUsesEveryWorkerAtOnce() throws Exception {
		List<Meet.Result> r = meet(new LocalTaskRunner(2, 4, TimeUnit.SECONDS.toNanos(60)), 20_000);
		assertTrue(r.get(0).met() && r.get(1).met());
	}

	@Test
	void aPoolAfterTheWarmUpUsesEveryWorkerAtOnce() throws Exception {
		List<Meet.Result> r = meet(new LocalTaskRunner(2, 2, 0), 20_000);
		assertTrue(r.get(0).met() && r.get(1).met());
	}
}
