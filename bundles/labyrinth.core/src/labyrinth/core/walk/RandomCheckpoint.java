package labyrinth.core.walk;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import labyrinth.kernel.io.ChecksummedFile;
import labyrinth.kernel.io.InputFileException;

/**
 * The walks that random runs have finished, so that a killed or cancelled run resumes where it stopped. Walk i
 * depends only on the seed and i, so a resumed run does the missing walks only and its figures are those of one
 * uninterrupted run. One file holds a section per run (size, seed and rules): a size range resumes every size.
 * <pre>
 * labyrinth-random-checkpoint 1
 * run size=11 seed=7 rules=c-shape,... content=1a2b...
 * batch FROM DONE COMPLETED DEAD_ENDS COMPLETED_AFTER_LAST_DEAD_END POSITIONS NANOS FIRINGS...
 * failure WALK MOVES
 * need RULE WALK MOVES
 * checksum 0123abcd
 * </pre>
 */
final class RandomCheckpoint {
	static final String HEADER = "labyrinth-random-checkpoint 1";
	private static final int BATCH_NUMBERS = 7;

	private final Path file;
	/** The sections in file order, by the run they belong to. */
	private final Map<RunSignature, Section> sections = new LinkedHashMap<>();

	private static final class Section {
		final int line; // of its 'run' line, for messages
		final List<RandomWalks.Batch> batches = new ArrayList<>();
		int firings = -1;

		Section(int line) {
			this.line = line;
		}
	}

	private RandomCheckpoint(Path file) {
		this.file = file;
	}

	Path file() {
		return file;
	}

	/** The checkpoint in {@code file}, empty if the file does not exist yet. */
	static RandomCheckpoint open(Path file) throws IOException {
		RandomCheckpoint cp = new RandomCheckpoint(file);
		if (Files.exists(file)) cp.parse(ChecksummedFile.read(file, HEADER)); // a dangling link: a new checkpoint where it leads
		return cp;
	}

	/**
	 * What the run {@code signature} finished before; checks that it fits a run of {@code walks} and its rules. A
	 * section of the same run whose rules have changed since is refused: its walks were judged by other rules.
	 */
	List<RandomWalks.Batch> finished(RunSignature signature, int walks, int rules) throws IOException {
		String name = file.toString();
		Section s = null;
		for (Map.Entry<RunSignature, Section> e : sections.entrySet()) {
			if (signature.matches(e.getKey())) s = e.getValue();
			else if (signature.sameExceptContent(e.getKey())) {
				throw new InputFileException(name, e.getValue().line, 1, "the rules changed since this run was checkpointed (same"
						+ " names, different content or a new revision of a built-in); delete the file or choose another --checkpoint file");
			}
		}
		if (s == null) return List.of();
		if (s.firings >= 0 && s.firings != rules) {
			throw new InputFileException(name, s.line, 1, "the run has " + s.firings + " firing counts per batch, but " + rules
					+ " rules");
		}
		for (RandomWalks.Batch b : s.batches) {
			if (b.from() + b.done() > walks) {
				throw new InputFileException(name, s.line, 1, "the checkpoint holds walks up to " + (b.from() + b.done())
						+ "; ask for at least that many --walks, or delete it to start afresh");
			}
		}
		return List.copyOf(s.batches);
	}

	/** Writes every section, the run with {@code signature} as {@code batches} now; atomically. */
	void save(RunSignature signature, Collection<RandomWalks.Batch> batches) throws IOException {
		StringBuilder sb = new StringBuilder();
		boolean written = false;
		for (Map.Entry<RunSignature, Section> e : sections.entrySet()) {
			boolean current = signature.matches(e.getKey());
			if (current) {
				append(sb, signature, batches); // with this version's digest
				written = true;
				continue;
			}
			append(sb, e.getKey(), e.getValue().batches);
		}
		if (!written) append(sb, signature, batches);
		ChecksummedFile.write(file, HEADER, sb);
	}

	private static void append(StringBuilder sb, RunSignature signature, Collection<RandomWalks.Batch> batches) {
		sb.append("run ").append(signature.format()).append('\n');
		for (RandomWalks.Batch b : batches) {
			sb.append("batch ").append(b.from()).append(' ').append(b.done()).append(' ').append(b.completed()).append(' ')
					.append(b.deadEnds()).append(' ').append(b.completedAfterLastDeadEnd()).append(' ').append(b.positions())
					.append(' ').append(b.nanos());
			for (long f : b.firings()) sb.append(' ').append(f);
			sb.append('\n');
			for (RandomWalks.Failure f : b.failures()) {
				sb.append("failure ").append(f.walk()).append(' ').append(MoveLetters.of(f.moves())).append('\n');
			}
			// the first need of each rule that fired in the batch (rule by its place in the set)
			for (int r = 0; r < b.needWalk().length; r++) {
				if (b.needWalk()[r] < 0) continue;
				sb.append("need ").append(r).append(' ').append(b.needWalk()[r]).append(' ').append(MoveLetters.of(b.needMoves()[r])).append('\n');
			}
		}
	}

	private void parse(List<String> body) throws InputFileException {
		String name = file.toString();
		Section section = null;
		int size = 0;
		List<RandomWalks.Failure> failures = null;
		java.util.Map<Integer, Need> needs = null;
		long[] open = null; // the batch whose failure and need lines follow
		for (int i = 0; i < body.size(); i++) {
			int line = i + 2;
			String text = body.get(i).strip();
			String[] p = text.split(" +");
			try {
				switch (p[0]) {
				case "run" -> {
					if (section != null) close(section, open, failures, needs);
					open = null;
					RunSignature signature = RunSignature.parse(text.substring(3));
					if (sections.containsKey(signature)) throw new IllegalArgumentException("the run is listed twice");
					size = signature.size();
					section = new Section(line);
					sections.put(signature, section);
				}
				case "batch" -> {
					if (section == null) throw new IllegalArgumentException("a batch before its 'run' line");
					if (section.firings < 0) section.firings = p.length - 1 - BATCH_NUMBERS;
					if (p.length - 1 != BATCH_NUMBERS + section.firings || section.firings < 0) {
						throw new IllegalArgumentException("expected 'batch' and " + (BATCH_NUMBERS + Math.max(0, section.firings))
								+ " numbers, got " + (p.length - 1));
					}
					close(section, open, failures, needs);
					open = new long[p.length - 1];
					for (int k = 0; k < open.length; k++) open[k] = ChecksummedFile.count(p[k + 1], "a count");
					checkBatch(open, section);
					failures = new ArrayList<>();
					needs = new java.util.HashMap<>();
				}
				case "failure" -> {
					if (open == null || p.length != 3) throw new IllegalArgumentException("expected 'failure WALK MOVES' after a batch");
					long walk = ChecksummedFile.count(p[1], "a walk");
					if (walk < open[0] || walk >= open[0] + open[1]) throw new IllegalArgumentException("walk " + walk + " is not in its batch");
					failures.add(new RandomWalks.Failure((int) walk, size, MoveLetters.walkable(p[2], size)));
				}
				case "need" -> {
					if (open == null || p.length != 4) throw new IllegalArgumentException("expected 'need RULE WALK MOVES' after a batch");
					long rule = ChecksummedFile.count(p[1], "a rule");
					long walk = ChecksummedFile.count(p[2], "a walk");
					if (rule >= section.firings || open[BATCH_NUMBERS + (int) rule] == 0) {
						throw new IllegalArgumentException("rule " + rule + " did not fire in its batch");
					}
					if (walk < open[0] || walk >= open[0] + open[1]) throw new IllegalArgumentException("walk " + walk + " is not in its batch");
					if (needs.put((int) rule, new Need(walk, MoveLetters.walkable(p[3], size))) != null) {
						throw new IllegalArgumentException("rule " + rule + " is needed twice in its batch");
					}
				}
				default -> throw new IllegalArgumentException("expected 'run', 'batch', 'failure' or 'need', got '" + p[0] + "'");
				}
			} catch (IllegalArgumentException e) {
				throw new InputFileException(name, line, 1, "malformed checkpoint line: " + e.getMessage());
			}
		}
		if (section != null) close(section, open, failures, needs);
	}

	/** A need line as read: the walk and the line there. */
	private record Need(long walk, int[] moves) {
	}

	/** Files the batch; a rule that fired in it without a need line was not recorded (a checkpoint of an older version). */
	private static void close(Section s, long[] b, List<RandomWalks.Failure> failures, java.util.Map<Integer, Need> needs) {
		if (b == null) return;
		long[] firings = java.util.Arrays.copyOfRange(b, BATCH_NUMBERS, b.length);
		long[] needWalk = new long[firings.length];
		int[][] needMoves = new int[firings.length][];
		for (int r = 0; r < firings.length; r++) {
			Need need = needs.get(r);
			needWalk[r] = need != null ? need.walk() : firings[r] > 0 ? FirstNeed.UNKNOWN : FirstNeed.NEVER;
			needMoves[r] = need != null ? need.moves() : null;
		}
		s.batches.add(new RandomWalks.Batch((int) b[0], (int) b[1], b[2], b[3], b[4], b[5], firings, List.copyOf(failures), b[6],
				needWalk, needMoves));
	}

	/** The counts must add up, and batches of one run must not overlap. */
	private static void checkBatch(long[] b, Section s) {
		if (b[0] > Integer.MAX_VALUE || b[1] > Integer.MAX_VALUE - b[0]) throw new IllegalArgumentException("too many walks");
		if (b[2] + b[3] != b[1]) throw new IllegalArgumentException("completed and dead ends do not add up to the walks done");
		if (b[4] > b[2]) throw new IllegalArgumentException("more walks after the last dead end than completed");
		for (RandomWalks.Batch o : s.batches) {
			if (b[0] < o.from() + o.done() && o.from() < b[0] + b[1]) {
				throw new IllegalArgumentException("walks " + b[0] + ".. overlap an earlier batch");
			}
		}
	}
}
