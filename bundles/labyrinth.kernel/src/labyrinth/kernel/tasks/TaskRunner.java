package labyrinth.kernel.tasks;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs the tasks of a {@link TaskSource} somewhere: on a local thread pool ({@link LocalTaskRunner}) or on a cluster
 * (the {@code labyrinth.cluster} bundle). The loop that hands out tasks, takes each result once by task id, re-runs
 * tasks lost with a member and reports progress is here, the same for both; subclasses only dispatch.
 */
public abstract class TaskRunner implements AutoCloseable {
	/** One worker's share so far: tasks finished and their work per second since the run began. */
	public record MemberRate(String member, long tasks, double workPerSecond) {
	}

	/** Where a run stands: members taking tasks, tasks done of those known, each member's rate. */
	public record Progress(int members, long tasksDone, long tasksKnown, List<MemberRate> rates) {
	}

	@FunctionalInterface
	public interface ProgressListener {
		void update(Progress progress);
	}

	/** A task failed for a reason that is not the member's absence (a bug or bad input): the run stops with it. */
	public static final class TaskFailedException extends RuntimeException {
		private static final long serialVersionUID = 1L;

		public TaskFailedException(String message, Throwable cause) {
			super(message, cause);
		}
	}

	/** How a dispatched task ends: exactly one call, from any thread. */
	protected interface Completion {
		void done(String member, TaskResult result);

		/** {@code lost}: the member running it went away, so the task is run again elsewhere. */
		void failed(Throwable error, boolean lost);
	}

	private record Event(Task<?> task, String member, TaskResult result, Throwable error, boolean lost) {
	}

	private static final long TICK_NANOS = 1_000_000_000L;
	/** After a cancel, how long to wait for tasks still running on other members before giving up on them. */
	private static final long DRAIN_NANOS = 10_000_000_000L;
	/** A task lost with its member this many times in a row is not tried again: something else is wrong. */
	private static final int MAX_LOSSES = 20;

	/** Starts the task; calls {@code completion} once when it ends. {@code control} says when to stop early. */
	protected abstract void dispatch(Task<?> task, TaskControl control, Completion completion);

	/** How many tasks to keep in flight: enough that no worker waits for the next one. */
	public abstract int capacity();

	/** Workers taking tasks now (machines for a cluster, 1 for the local pool). */
	public abstract int members();

	/** Where the tasks run, in words for a progress line. */
	public abstract String describe();

	@Override
	public abstract void close();

	/**
	 * Runs every task of {@code source} until it is finished or {@code cancel} is set. Returns true if the source
	 * finished. A task that fails (not by losing its member) stops the run with a {@link TaskFailedException}.
	 */
	@SuppressWarnings({ "unchecked", "rawtypes" })
	public final <R extends TaskResult> boolean run(TaskSource<R> source, AtomicBoolean cancel, ProgressListener progress)
			throws InterruptedException {
		LinkedBlockingQueue<Event> events = new LinkedBlockingQueue<>();
		Map<String, Task<R>> inFlight = new HashMap<>();
		Map<String, Integer> losses = new HashMap<>();
		Set<String> accepted = new HashSet<>();
		Map<String, long[]> perMember = new LinkedHashMap<>(); // tasks, work
		TaskControl control = cancel::get;
		long start = System.nanoTime();
		long nextTick = start + TICK_NANOS;
		long drainUntil = Long.MAX_VALUE;
		long tasksDone = 0;
		try {
			while (true) {
				boolean stopping = cancel.get();
				if (!stopping) {
					while (inFlight.size() < capacity()) {
						Task<R> t = source.next();
						if (t == null) break;
						if (accepted.contains(t.id()) || inFlight.containsKey(t.id())) {
							throw new IllegalStateException("task " + t.id() + " was handed out twice");
						}
						inFlight.put(t.id(), t);
						dispatch(t, control, completion(t, events));
					}
				} else if (drainUntil == Long.MAX_VALUE) {
					drainUntil = System.nanoTime() + DRAIN_NANOS;
				}
				if (inFlight.isEmpty()) {
					if (stopping || source.finished()) break;
					throw new IllegalStateException("the run is not finished but has no task left to run");
				}
				if (System.nanoTime() - drainUntil > 0) break; // members that never answer: the run ends partial
				Event e = events.poll(200, TimeUnit.MILLISECONDS);
				long now = System.nanoTime();
				if (now - nextTick >= 0) {
					nextTick = now + TICK_NANOS;
					source.tick();
					if (progress != null) progress.update(progress(perMember, tasksDone, source.tasksKnown(), now - start));
				}
				if (e == null) continue;
				Task<R> task = (Task<R>) e.task();
				if (e.error() != null) {
					if (accepted.contains(task.id())) continue; // a late failure of a run whose twin already answered
					if (e.lost() && !cancel.get() && losses.merge(task.id(), 1, Integer::sum) < MAX_LOSSES) {
						dispatch(task, control, completion(task, events)); // its member left: run it elsewhere
						continue;
					}
					inFlight.remove(task.id());
					if (e.lost()) continue; // stopping anyway: the task stays unfinished in its source
					throw new TaskFailedException("task " + task.id() + " failed: " + e.error(), e.error());
				}
				inFlight.remove(task.id());
				if (!accepted.add(task.id())) continue; // a second answer for a task that ran twice
				tasksDone++;
				long[] m = perMember.computeIfAbsent(e.member(), k -> new long[2]);
				m[0]++;
				m[1] += e.result().work();
				source.accept(task, (R) e.result());
			}
		} finally {
			source.tick();
			if (progress != null) {
				progress.update(progress(perMember, tasksDone, source.tasksKnown(), System.nanoTime() - start));
			}
		}
		return source.finished();
	}

	private static Completion completion(Task<?> task, LinkedBlockingQueue<Event> events) {
		return new Completion() {
			@Override
			public void done(String member, TaskResult result) {
				events.add(new Event(task, member, result, null, false));
			}

			@Override
			public void failed(Throwable error, boolean lost) {
				events.add(new Event(task, null, null, error, lost));
			}
		};
	}

	private Progress progress(Map<String, long[]> perMember, long done, long known, long nanos) {
		List<MemberRate> rates = new ArrayList<>();
		double seconds = Math.max(nanos / 1e9, 1e-9);
		perMember.forEach((member, m) -> rates.add(new MemberRate(member, m[0], m[1] / seconds)));
		return new Progress(members(), done, known, List.copyOf(rates));
	}
}
