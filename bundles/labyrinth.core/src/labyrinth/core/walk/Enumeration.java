package labyrinth.core.walk;

import java.io.IOException;
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
import labyrinth.core.io.InputFileException;
import labyrinth.core.io.TextFiles;
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
	 * @param checkpointProblem  why the checkpoint could not be written during the run (the counts are still
	 *                           right), or null
	 */
	public record Result(int size, long completed, long deadEnds, long nodes, long firstDeadEndIndex,
			List<String> ruleIds, long[] firings, boolean cancelled, int tasks, int resumedTasks, long elapsedNanos,
			String checkpointProblem) {
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
	private int minTasks;

	public Enumeration(int size, Supplier<RuleEngine> rules) {
		Board.checkSize(size);
		this.size = size;
		this.rules = rules;
		this.minTasks = defaultTasks(size);
	}

	/**
	 * Enough prefixes to keep the threads busy to the end. Not more: the cut runs on one thread and evaluates the
	 * expensive positions near the start (65,536 prefixes of 9x9 took 7.7 s). Progress inside a prefix is saved
	 * through snapshots, so long prefixes lose nothing when a run is killed.
	 */
	static int defaultTasks(int size) {
		if (size <= 5) return 256;
		if (size == 7) return 1024;
		return 4096;
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

	/**
	 * Runs the enumeration. A checkpoint that belongs to another run, or a checkpoint location that cannot be written,
	 * fails at once with an {@link IOException}; a checkpoint write that fails later is reported in the result.
	 */
	public Result run() throws IOException {
		long t0 = System.nanoTime();
		RuleEngine engine = rules.get();
		List<String> ruleIds = engine.rules().stream().map(r -> r.id()).toList();
		Dfs.Tally interior = new Dfs.Tally(engine.ruleCount());
		List<int[]> prefixes = cut(engine, interior);
		int n = prefixes.size();
		Dfs.Tally[] done = new Dfs.Tally[n];
		Dfs.Snapshot[] snapshots = new Dfs.Snapshot[n]; // where unfinished prefixes stand, with their counts so far
		Dfs.Resumable[] running = new Dfs.Resumable[n];
		String signature = signature(ruleIds, engine.fingerprint(), n);
		int resumed = 0;
		Object lock = new Object();
		if (checkpoint != null) {
			resumed = Checkpoint.load(checkpoint, signature, done, snapshots, engine.ruleCount());
			for (int i = 0; i < n; i++) {
				if (snapshots[i] != null && !fits(prefixes.get(i), snapshots[i])) {
					throw new InputFileException(checkpoint.toString(), "the unfinished prefix " + i
							+ " has moves that leave the grid or cross the line; the file is damaged, delete it");
				}
			}
			Checkpoint.save(checkpoint, signature, done, snapshots); // now, so a kill during the first tasks keeps the cut
		}
		String checkpointProblem = null;
		ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
			Thread t = new Thread(r, "labyrinth-enumeration");
			t.setDaemon(true);
			return t;
		});
		ThreadLocal<RuleEngine> local = ThreadLocal.withInitial(rules);
		int[] finished = { 0 };
		long[] sums = new long[2]; // completed, dead ends of the finished prefixes (resumed ones included)
		for (Dfs.Tally t : done) {
			if (t == null) continue;
			finished[0]++;
			sums[0] += t.completed;
			sums[1] += t.deadEnds;
		}
		List<Future<?>> futures = new ArrayList<>();
		try {
			for (int i = 0; i < n; i++) {
				if (done[i] != null) continue;
				int index = i;
				futures.add(pool.submit(() -> {
					if (cancel.get()) return null;
					RuleEngine e = local.get();
					Board b = new Board(size);
					for (int d : prefixes.get(index)) b.step(d);
					Dfs.Resumable task;
					synchronized (lock) {
						task = new Dfs.Resumable(snapshots[index]);
						running[index] = task;
					}
					Dfs.Tally t = task.resumeFrom != null ? task.resumeFrom.tally().copy() : new Dfs.Tally(e.ruleCount());
					Dfs.run(b, e, t, cancel, null, task);
					synchronized (lock) {
						running[index] = null;
						if (t.cancelled) {
							snapshots[index] = task.latest(); // a cancelled search always leaves one
							return null;
						}
						done[index] = t;
						snapshots[index] = null;
						finished[0]++;
						sums[0] += t.completed;
						sums[1] += t.deadEnds;
						if (progress != null) progress.update(finished[0], n, sums[0], sums[1]);
					}
					return null;
				}));
			}
			pool.shutdown();
			// the checkpoint every second: finished prefixes and where the unfinished ones stand
			while (!pool.awaitTermination(1, java.util.concurrent.TimeUnit.SECONDS)) {
				if (checkpoint != null && checkpointProblem == null) {
					synchronized (lock) {
						checkpointProblem = Checkpoint.trySave(checkpoint, signature, done, current(snapshots, running));
					}
				}
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
				String problem = Checkpoint.trySave(checkpoint, signature, done, current(snapshots, running));
				if (checkpointProblem == null) checkpointProblem = problem;
			}
		}
		Dfs.Tally total = new Dfs.Tally(engine.ruleCount());
		boolean complete = true;
		boolean inOrder = true; // everything left of this prefix was explored, so the first dead end is known
		synchronized (lock) {
			for (int i = 0; i < n; i++) {
				Dfs.Tally t = done[i] != null ? done[i] : snapshots[i] != null ? snapshots[i].tally() : null;
				complete &= done[i] != null;
				if (t == null) {
					inOrder = false;
					continue;
				}
				long first = total.completedBeforeFirstDeadEnd;
				total.add(t);
				if (!inOrder) total.completedBeforeFirstDeadEnd = first;
				inOrder &= done[i] != null;
			}
		}
		total.nodes += interior.nodes;
		for (int i = 0; i < total.firings.length; i++) total.firings[i] += interior.firings[i];
		return new Result(size, total.completed, total.deadEnds, total.nodes, total.completedBeforeFirstDeadEnd, ruleIds,
				total.firings, !complete, n, resumed, System.nanoTime() - t0, checkpointProblem);
	}

	/** Whether a snapshot's moves can be walked from its prefix, with untried directions among the candidates. */
	private boolean fits(int[] prefix, Dfs.Snapshot s) {
		Board b = new Board(size);
		for (int d : prefix) b.step(d);
		for (int k = 0; k < s.moves().length; k++) {
			int d = s.moves()[k];
			if ((s.pending()[k] & ~b.candidates()) != 0 || !b.isFree(b.neighbour(b.head(), d)) || b.isComplete()) return false;
			b.step(d);
		}
		return true;
	}

	/** The snapshots to save: the running tasks' newest, else what is known. */
	private static Dfs.Snapshot[] current(Dfs.Snapshot[] snapshots, Dfs.Resumable[] running) {
		Dfs.Snapshot[] out = snapshots.clone();
		for (int i = 0; i < running.length; i++) {
			if (running[i] != null && running[i].latest() != null) out[i] = running[i].latest();
		}
		return out;
	}

	private String signature(List<String> ruleIds, String fingerprint, int tasks) {
		return "size=" + size + " rules=" + String.join(",", ruleIds) + " content=" + fingerprint + " tasks=" + tasks;
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

	/**
	 * Checkpoint file: a header, the signature of the run (size, rule ids, a hash of the rules' content, number of
	 * prefixes), then the finished prefixes: {@code i counts} for one, {@code i-j counts} for a run of consecutive
	 * ones summed in order (tasks finish roughly in order, so the file stays short), and {@code i counts @ MOVES
	 * PENDING} for an unfinished one (a {@link Dfs.Snapshot}). Counts are completed, dead ends, positions, completed
	 * before the first dead end (-1: none), then one firing count per rule. The last line is a CRC-32 of the rest,
	 * so a damaged or edited file is refused instead of mixing wrong counts into the result.
	 */
	static final class Checkpoint {
		static final String HEADER = "labyrinth-checkpoint 2";

		private Checkpoint() {
		}

		static void save(Path file, String signature, Dfs.Tally[] done, Dfs.Snapshot[] snapshots) throws IOException {
			StringBuilder sb = new StringBuilder(HEADER).append('\n').append(signature).append('\n');
			int rules = -1;
			for (Dfs.Tally t : done) {
				if (t != null) rules = t.firings.length;
			}
			for (int i = 0; i < snapshots.length; i++) {
				Dfs.Snapshot s = snapshots[i];
				if (s == null || done[i] != null) continue;
				sb.append(i);
				appendCounts(sb, s.tally());
				sb.append(" @ ");
				for (byte m : s.moves()) sb.append(Direction.letter(m));
				if (s.moves().length == 0) sb.append('.');
				sb.append(' ');
				for (byte m : s.pending()) sb.append(Character.forDigit(m, 16));
				if (s.pending().length == 0) sb.append('.');
				sb.append('\n');
			}
			for (int i = 0; i < done.length; i++) {
				if (done[i] == null) continue;
				int j = i;
				Dfs.Tally sum = new Dfs.Tally(rules);
				while (j < done.length && done[j] != null) sum.add(done[j++]);
				sb.append(i);
				if (j - 1 > i) sb.append('-').append(j - 1);
				appendCounts(sb, sum);
				sb.append('\n');
				i = j - 1;
			}
			String sum = crc(sb);
			sb.append(CHECKSUM).append(sum).append('\n');
			TextFiles.writeAtomically(file, sb.toString());
		}

		private static final String CHECKSUM = "checksum ";

		private static String crc(CharSequence text) {
			java.util.zip.CRC32 crc = new java.util.zip.CRC32();
			crc.update(text.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
			return String.format(java.util.Locale.ROOT, "%08x", crc.getValue());
		}

		private static void appendCounts(StringBuilder sb, Dfs.Tally t) {
			sb.append(' ').append(t.completed).append(' ').append(t.deadEnds).append(' ').append(t.nodes).append(' ')
					.append(t.completedBeforeFirstDeadEnd);
			for (long f : t.firings) sb.append(' ').append(f);
		}

		/** Saves; returns why it failed, or null. */
		static String trySave(Path file, String signature, Dfs.Tally[] done, Dfs.Snapshot[] snapshots) {
			try {
				save(file, signature, done, snapshots);
				return null;
			} catch (IOException | RuntimeException e) {
				return "the checkpoint " + file + " could not be written (" + e.getMessage() + ")";
			}
		}

		/**
		 * Fills {@code done} and {@code snapshots} from the file; returns how many prefixes it held, finished or not.
		 * A missing file means none.
		 */
		static int load(Path file, String signature, Dfs.Tally[] done, Dfs.Snapshot[] snapshots, int rules)
				throws IOException {
			if (!Files.exists(file) && !Files.isSymbolicLink(file)) return 0;
			String name = file.toString();
			String text = TextFiles.read(file);
			List<String> lines = text.lines().toList();
			if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
				throw new InputFileException(name, 1, 1, "not a labyrinth checkpoint file (expected '" + HEADER + "')");
			}
			int sumLine = lines.size() - 1;
			int bodyEnd = text.lastIndexOf(CHECKSUM);
			if (!lines.get(sumLine).startsWith(CHECKSUM) || bodyEnd < 0
					|| !lines.get(sumLine).equals(CHECKSUM + crc(text.substring(0, bodyEnd)))) {
				throw new InputFileException(name, sumLine + 1, 1,
						"the checkpoint is damaged or was edited (its checksum does not match); delete it to start afresh");
			}
			lines = lines.subList(0, sumLine);
			if (lines.size() < 2) throw new InputFileException(name, 2, 1, "the checkpoint has no signature line");
			String theirs = lines.get(1);
			if (!theirs.equals(signature)) {
				String why = sameExceptContent(theirs, signature)
						? "the rules changed since the checkpoint was written (same names, different content)"
						: "the checkpoint is for a different run (" + theirs + "; this run is " + signature + ")";
				throw new InputFileException(name, 2, 1, why + "; delete it or choose another --checkpoint file");
			}
			int count = 0;
			for (int ln = 2; ln < lines.size(); ln++) {
				String line = lines.get(ln).strip();
				if (line.isEmpty()) continue;
				int at = line.indexOf(" @ ");
				String[] p = (at < 0 ? line : line.substring(0, at)).split(" +");
				try {
					if (p.length != 5 + rules) throw new IllegalArgumentException("expected " + (5 + rules) + " numbers, got " + p.length);
					int dash = p[0].indexOf('-');
					int from = Integer.parseInt(dash < 0 ? p[0] : p[0].substring(0, dash));
					int to = dash < 0 ? from : Integer.parseInt(p[0].substring(dash + 1));
					if (from < 0 || to < from || to >= done.length) {
						throw new IllegalArgumentException("prefixes " + p[0] + " are outside 0.." + (done.length - 1));
					}
					Dfs.Tally t = new Dfs.Tally(rules);
					t.completed = count(p[1], "completed");
					t.deadEnds = count(p[2], "dead ends");
					t.nodes = count(p[3], "positions");
					t.completedBeforeFirstDeadEnd = Long.parseLong(p[4]);
					if (t.completedBeforeFirstDeadEnd < -1 || t.completedBeforeFirstDeadEnd > t.completed
							|| (t.completedBeforeFirstDeadEnd < 0) != (t.deadEnds == 0)) {
						throw new IllegalArgumentException("the first dead end " + p[4] + " does not fit the counts");
					}
					for (int r = 0; r < rules; r++) t.firings[r] = count(p[5 + r], "firings");
					if (at >= 0) {
						if (to != from) throw new IllegalArgumentException("an unfinished entry names one prefix, not " + p[0]);
						if (done[from] != null || snapshots[from] != null) throw new IllegalArgumentException("prefix " + from + " is listed twice");
						snapshots[from] = snapshot(line.substring(at + 3).strip(), t);
						count++;
						continue;
					}
					for (int i = from; i <= to; i++) {
						if (done[i] != null) throw new IllegalArgumentException("prefix " + i + " is listed twice");
						done[i] = i == from ? t : new Dfs.Tally(rules); // a range's sum stands at its first prefix
						count++;
					}
				} catch (IllegalArgumentException e) {
					throw new InputFileException(name, ln + 1, 1, "malformed checkpoint line: " + e.getMessage());
				}
			}
			return count;
		}

		/** {@code MOVES PENDING}: move letters and one hex digit of untried directions per move ('.' for none). */
		private static Dfs.Snapshot snapshot(String text, Dfs.Tally t) {
			String[] parts = text.split(" +");
			if (parts.length != 2) throw new IllegalArgumentException("expected moves and untried directions after '@'");
			String moves = parts[0].equals(".") ? "" : parts[0];
			String todo = parts[1].equals(".") ? "" : parts[1];
			if (moves.length() != todo.length()) throw new IllegalArgumentException("moves and untried directions differ in length");
			byte[] m = new byte[moves.length()];
			byte[] p = new byte[todo.length()];
			for (int k = 0; k < m.length; k++) {
				int d = Direction.ofLetter(moves.charAt(k));
				int mask = Character.digit(todo.charAt(k), 16);
				if (d < 0) throw new IllegalArgumentException("unknown move '" + moves.charAt(k) + "'");
				if (mask < 0) throw new IllegalArgumentException("'" + todo.charAt(k) + "' is not a hex digit");
				m[k] = (byte) d;
				p[k] = (byte) mask;
			}
			return new Dfs.Snapshot(m, p, t);
		}

		private static long count(String text, String what) {
			long v = Long.parseLong(text);
			if (v < 0) throw new IllegalArgumentException(what + " cannot be negative, got " + v);
			return v;
		}

		private static boolean sameExceptContent(String a, String b) {
			return a.replaceAll(" content=\\S+", "").equals(b.replaceAll(" content=\\S+", ""));
		}
	}
}
