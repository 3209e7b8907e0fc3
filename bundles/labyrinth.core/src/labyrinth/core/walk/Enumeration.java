package labyrinth.core.walk;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.io.PathFiles;
import labyrinth.core.rules.RuleEngine;

/**
 * Exhaustive enumeration: every allowed branch, left first, counting completed walkthroughs, dead ends and rule
 * firings. The tree is cut into path prefixes (in left-first order) that worker threads explore independently;
 * finished prefixes are written to an optional checkpoint file, so a killed run resumes where it stopped.
 */
public final class Enumeration {

	/** Progress of a running enumeration. */
	@FunctionalInterface
	public interface Progress {
		void update(int tasksDone, int tasksTotal, long completed, long deadEnds);
	}

	/**
	 * @param completed          completed walkthroughs
	 * @param deadEnds           positions where the rules left no field before the grid was full
	 * @param nodes              positions evaluated
	 * @param firstDeadEndIndex  completed walkthroughs before the first dead end in left-first order, -1 if none
	 * @param ruleIds            the rules, in order
	 * @param firings            per rule, how many positions it disabled at least one field in
	 * @param cancelled          true if the run was stopped before the end (counts are partial)
	 * @param resumedTasks       prefixes taken from the checkpoint instead of being explored
	 */
	public record Result(int size, long completed, long deadEnds, long nodes, long firstDeadEndIndex,
			List<String> ruleIds, long[] firings, boolean cancelled, int tasks, int resumedTasks, long elapsedNanos) {
		public double seconds() {
			return elapsedNanos / 1e9;
		}
	}

	private final int size;
	private final Supplier<RuleEngine> rules;
	private int threads = Runtime.getRuntime().availableProcessors();
	private Path checkpoint;
	private Progress progress;
	private AtomicBoolean cancel = new AtomicBoolean();
	private int minTasks = 256;

	public Enumeration(int size, Supplier<RuleEngine> rules) {
		Board.checkSize(size);
		this.size = size;
		this.rules = rules;
	}

	public Enumeration threads(int n) {
		if (n < 1) throw new IllegalArgumentException("threads must be at least 1, got " + n);
		this.threads = n;
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

	public Enumeration cancelFlag(AtomicBoolean flag) {
		this.cancel = flag;
		return this;
	}

	/** How many prefixes to cut the tree into at least (more gives better balance and finer checkpoints). */
	public Enumeration minTasks(int n) {
		this.minTasks = Math.max(1, n);
		return this;
	}

	public Result run() throws IOException {
		long t0 = System.nanoTime();
		RuleEngine engine = rules.get();
		List<String> ruleIds = engine.rules().stream().map(r -> r.id()).toList();
		Dfs.Tally interior = new Dfs.Tally(engine.ruleCount());
		List<int[]> prefixes = cut(engine, interior);
		int n = prefixes.size();
		Dfs.Tally[] done = new Dfs.Tally[n];
		Dfs.Tally[] partial = new Dfs.Tally[n]; // prefixes stopped by a cancel: reported, never checkpointed
		int resumed = checkpoint == null ? 0 : Checkpoint.load(checkpoint, signature(ruleIds, n), done, engine.ruleCount());
		ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
			Thread t = new Thread(r, "labyrinth-enumeration");
			t.setDaemon(true);
			return t;
		});
		ThreadLocal<RuleEngine> local = ThreadLocal.withInitial(rules);
		Object lock = new Object();
		int[] finished = { resumed };
		long[] lastSave = { System.nanoTime() };
		long[] sums = new long[2]; // completed, dead ends of the finished prefixes (resumed ones included)
		for (Dfs.Tally t : done) {
			if (t == null) continue;
			sums[0] += t.completed;
			sums[1] += t.deadEnds;
		}
		try {
			List<Future<?>> futures = new ArrayList<>();
			for (int i = 0; i < n; i++) {
				if (done[i] != null) continue;
				int index = i;
				futures.add(pool.submit(() -> {
					if (cancel.get()) return null;
					RuleEngine e = local.get();
					Board b = new Board(size);
					for (int d : prefixes.get(index)) b.step(d);
					Dfs.Tally t = new Dfs.Tally(e.ruleCount());
					Dfs.run(b, e, t, cancel, null);
					synchronized (lock) {
						if (t.cancelled) {
							partial[index] = t;
							return null;
						}
						done[index] = t;
						finished[0]++;
						sums[0] += t.completed;
						sums[1] += t.deadEnds;
						if (checkpoint != null && (System.nanoTime() - lastSave[0] > 1_000_000_000L || finished[0] == n)) {
							Checkpoint.save(checkpoint, signature(ruleIds, n), done);
							lastSave[0] = System.nanoTime();
						}
						if (progress != null) progress.update(finished[0], n, sums[0], sums[1]);
					}
					return null;
				}));
			}
			for (Future<?> f : futures) f.get();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			cancel.set(true);
		} catch (java.util.concurrent.ExecutionException e) {
			throw new IllegalStateException("enumeration worker failed", e.getCause());
		} finally {
			pool.shutdownNow();
		}
		if (checkpoint != null) {
			synchronized (lock) {
				Checkpoint.save(checkpoint, signature(ruleIds, n), done);
			}
		}
		Dfs.Tally total = new Dfs.Tally(engine.ruleCount());
		boolean complete = true;
		boolean inOrder = true; // everything left of this prefix was explored, so the first dead end is known
		synchronized (lock) {
			for (int i = 0; i < n; i++) {
				Dfs.Tally t = done[i] != null ? done[i] : partial[i];
				complete &= done[i] != null;
				if (t == null) {
					inOrder = false;
					continue;
				}
				long first = total.completedBeforeFirstDeadEnd;
				total.add(t);
				if (!inOrder) total.completedBeforeFirstDeadEnd = first;
				inOrder &= !t.cancelled;
			}
		}
		total.nodes += interior.nodes;
		for (int i = 0; i < total.firings.length; i++) total.firings[i] += interior.firings[i];
		return new Result(size, total.completed, total.deadEnds, total.nodes, total.completedBeforeFirstDeadEnd, ruleIds,
				total.firings, !complete, n, resumed, System.nanoTime() - t0);
	}

	private String signature(List<String> ruleIds, int tasks) {
		return "size=" + size + " rules=" + String.join(",", ruleIds) + " tasks=" + tasks;
	}

	/** Breadth-first cut of the tree into prefixes, kept in left-first order. */
	private List<int[]> cut(RuleEngine engine, Dfs.Tally interior) {
		List<int[]> level = new ArrayList<>();
		level.add(new int[0]);
		Board b = new Board(size);
		while (level.size() < minTasks) {
			List<int[]> next = new ArrayList<>();
			boolean grew = false;
			for (int[] prefix : level) {
				for (int d : prefix) b.step(d);
				// leaves stay tasks (their task evaluates and counts them); interior nodes are counted here once
				int mask = b.isComplete() ? 0 : engine.allowed(b, null);
				if (mask == 0) {
					next.add(prefix);
				} else {
					engine.allowed(b, interior.firings);
					interior.nodes++;
					int h = b.heading();
					for (int i = 0; i < 3; i++) {
						int d = Direction.keepLeft(h, i);
						if ((mask & (1 << d)) == 0) continue;
						int[] child = java.util.Arrays.copyOf(prefix, prefix.length + 1);
						child[prefix.length] = d;
						next.add(child);
						grew = true;
					}
				}
				while (b.length() > 1) b.back();
			}
			level = next;
			if (!grew) break;
		}
		return level;
	}

	/** Checkpoint file: a signature line, then one line per finished prefix. Written atomically. */
	static final class Checkpoint {
		private Checkpoint() {
		}

		static void save(Path file, String signature, Dfs.Tally[] done) {
			StringBuilder sb = new StringBuilder("labyrinth-checkpoint 1\n").append(signature).append('\n');
			for (int i = 0; i < done.length; i++) {
				Dfs.Tally t = done[i];
				if (t == null) continue;
				sb.append(i).append(' ').append(t.completed).append(' ').append(t.deadEnds).append(' ').append(t.nodes)
						.append(' ').append(t.completedBeforeFirstDeadEnd);
				for (long f : t.firings) sb.append(' ').append(f);
				sb.append('\n');
			}
			try {
				PathFiles.writeAtomically(file, sb.toString());
			} catch (IOException e) {
				throw new java.io.UncheckedIOException("cannot write checkpoint " + file, e);
			}
		}

		/** Fills {@code done} from the file; returns how many prefixes it held. A missing file means none. */
		static int load(Path file, String signature, Dfs.Tally[] done, int rules) throws IOException {
			if (!Files.exists(file)) return 0;
			List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
			if (lines.size() < 2 || !lines.get(0).equals("labyrinth-checkpoint 1")) {
				throw new IOException(file + ":1: not a labyrinth checkpoint file");
			}
			if (!lines.get(1).equals(signature)) {
				throw new IOException(file + ":2: checkpoint is for a different run (" + lines.get(1) + "), this run is "
						+ signature + "; delete it or choose another --checkpoint file");
			}
			int count = 0;
			for (int ln = 2; ln < lines.size(); ln++) {
				String line = lines.get(ln).strip();
				if (line.isEmpty()) continue;
				String[] p = line.split(" ");
				try {
					if (p.length != 5 + rules) throw new NumberFormatException("expected " + (5 + rules) + " numbers");
					int i = Integer.parseInt(p[0]);
					Dfs.Tally t = new Dfs.Tally(rules);
					t.completed = Long.parseLong(p[1]);
					t.deadEnds = Long.parseLong(p[2]);
					t.nodes = Long.parseLong(p[3]);
					t.completedBeforeFirstDeadEnd = Long.parseLong(p[4]);
					for (int r = 0; r < rules; r++) t.firings[r] = Long.parseLong(p[5 + r]);
					if (done[i] == null) count++;
					done[i] = t;
				} catch (RuntimeException e) {
					throw new IOException(file + ":" + (ln + 1) + ": malformed checkpoint line: " + e.getMessage());
				}
			}
			return count;
		}
	}
}
