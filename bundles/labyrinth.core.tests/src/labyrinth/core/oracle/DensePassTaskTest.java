package labyrinth.core.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.kernel.tasks.TaskControl;

/** The dense counter's passes as tasks, one modulus each, as a cluster runs them; here on the local pool. */
class DensePassTaskTest {
	private static final BigInteger A001184_13 = new BigInteger("17337631013706758184626");

	@Test
	void oneTaskAModulusGivesThePublishedCount() throws Exception {
		CompletionCounter counter = new CompletionCounter();
		counter.startingBits = 200; // 2^64 and three primes: four tasks
		List<String> progress = new ArrayList<>();
		try (LocalTaskRunner pool = new LocalTaskRunner(2)) {
			assertEquals(A001184_13, counter.countDenseTasks(13, 13, pool, (done, of) -> progress.add(done + "/" + of)).value());
		}
		assertEquals(List.of("1/4", "2/4", "3/4", "4/4"), progress);
	}

	@Test
	void aRectangleEitherWayRoundGivesWhatThisProcessCounts() throws Exception {
		BigInteger here = new CompletionCounter().count(13, 16).value();
		try (LocalTaskRunner pool = new LocalTaskRunner(2)) {
			assertEquals(here, new CompletionCounter().countDenseTasks(13, 16, pool, null).value());
			assertEquals(here, new CompletionCounter().countDenseTasks(16, 13, pool, null).value());
		}
	}

	/** 2^64 alone is too little for 13x13 (74 bits): the magnitude of the first task asks for the primes, run after it. */
	@Test
	void tooFewModuliAtFirstAddTasksForTheRest() throws Exception {
		CompletionCounter counter = new CompletionCounter();
		counter.startingBits = 64;
		List<String> progress = new ArrayList<>();
		try (LocalTaskRunner pool = new LocalTaskRunner(2)) {
			assertEquals(A001184_13, counter.countDenseTasks(13, 13, pool, (done, of) -> progress.add(done + "/" + of)).value());
		}
		assertEquals("1/1", progress.get(0));
		assertTrue(progress.size() > 1 && progress.get(progress.size() - 1).matches("(\\d+)/\\1"), progress.toString());
	}

	@Test
	void aCancelLeavesTheCountUnknown() throws Exception {
		AtomicBoolean cancel = new AtomicBoolean(true);
		try (LocalTaskRunner pool = new LocalTaskRunner(2)) {
			CompletionCounter.Count c = new CompletionCounter().cancelFlag(cancel).countDenseTasks(15, 15, pool, null);
			assertFalse(c.known());
			assertEquals("a cancel", c.stoppedBy());
		}
	}

	@Test
	void aTaskAskedToStopSaysItDidNotFinish() {
		DensePassTask task = new DensePassTask(13, 13, 128, new int[] { 1 }, false);
		assertFalse(task.run(() -> true).finished());
		DensePassTask.Result r = task.run(TaskControl.NEVER);
		assertTrue(r.finished());
		assertEquals(A001184_13.mod(BigInteger.valueOf(CompletionCounter.Moduli.covering(128).primes()[0])).longValue(), r.residues()[0]);
	}

	/** A member whose heap cannot hold a pass refuses it with both sizes, and the count fails with that, unwrapped. */
	@Test
	void aPassTooLargeForTheHeapIsRefusedWithBothSizes() throws Exception {
		java.util.function.LongSupplier real = DensePassTask.heap;
		DensePassTask.heap = () -> 100L << 20;
		try (LocalTaskRunner pool = new LocalTaskRunner(2)) {
			DensePassTask.PassTooLarge e = assertThrows(DensePassTask.PassTooLarge.class, () -> new CompletionCounter().countDenseTasks(17, 17, pool, null));
			assertTrue(e.getMessage().matches("a pass of 17x17 needs \\d+ MB, more than 60% of this member's heap of 100 MB \\(start it with a larger -Xmx.*"),
					e.getMessage());
		} finally {
			DensePassTask.heap = real;
		}
	}

	/** A member of 8 GB refuses a pass of 23x23 by its size, before it builds the tables (1.8 GB of them). */
	@Test
	void aMemberRefusesA23x23PassBeforeBuildingItsTables() {
		java.util.function.LongSupplier real = DensePassTask.heap;
		DensePassTask.heap = () -> 8L << 30;
		try {
			DensePassTask task = new DensePassTask(23, 23, 280, new int[] { 1 }, false);
			DensePassTask.PassTooLarge e = assertThrows(DensePassTask.PassTooLarge.class, () -> task.run(() -> false));
			assertTrue(e.getMessage().matches("a pass of 23x23 needs [0-9,]+ MB, more than 60% of this member's heap of 8,192 MB .*"), e.getMessage());
		} finally {
			DensePassTask.heap = real;
		}
	}

	@Test
	void gridsTheDenseLayersDoNotCountAreRefused() {
		assertFalse(CompletionCounter.countsInPasses(11, 11), "below 13 wide: the sorted states");
		assertFalse(CompletionCounter.countsInPasses(14, 16), "both sides even: no path");
		assertFalse(CompletionCounter.countsInPasses(25, 25), "wider than the tables");
		assertTrue(CompletionCounter.countsInPasses(21, 21));
		assertTrue(CompletionCounter.countsInPasses(23, 23));
		try (LocalTaskRunner pool = new LocalTaskRunner(1)) {
			IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new CompletionCounter().countDenseTasks(9, 9, pool, null));
			assertTrue(e.getMessage().contains("not 9x9"), e.getMessage());
		}
	}
}
