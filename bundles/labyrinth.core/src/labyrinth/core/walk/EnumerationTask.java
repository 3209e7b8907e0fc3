package labyrinth.core.walk;

import java.util.ArrayList;
import java.util.List;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.patterns.RuleSetRef;
import labyrinth.kernel.tasks.Task;
import labyrinth.kernel.tasks.TaskControl;
import labyrinth.kernel.tasks.TaskResult;

/**
 * Explores the subtree below one path prefix for about {@code budgetNanos}, then stops and names the subtrees it
 * left (so every task takes about the same time, whatever the size of its subtree).
 */
final class EnumerationTask implements Task<EnumerationTask.Piece> {
	private static final long serialVersionUID = 1L;

	/** The counts of the part explored, and the prefixes of the parts left, in left-first order. */
	record Piece(Dfs.Tally tally, List<byte[]> left) implements TaskResult {
		private static final long serialVersionUID = 1L;

		@Override
		public long work() {
			return tally.completed + tally.deadEnds;
		}
	}

	private final int size;
	private final RuleSetRef rules;
	private final byte[] prefix;
	private final long budgetNanos;
	private final boolean transpositions;

	EnumerationTask(int size, RuleSetRef rules, byte[] prefix, long budgetNanos, boolean transpositions) {
		this.size = size;
		this.rules = rules;
		this.prefix = prefix;
		this.budgetNanos = budgetNanos;
		this.transpositions = transpositions;
	}

	@Override
	public String id() {
		return letters(prefix);
	}

	static String letters(byte[] moves) {
		StringBuilder sb = new StringBuilder(moves.length);
		for (byte m : moves) sb.append(Direction.letter(m));
		return sb.toString();
	}

	@Override
	public Piece run(TaskControl control) {
		var engine = rules.engine();
		Board b = new Board(size);
		for (byte d : prefix) b.step(d);
		long deadline = System.nanoTime() + budgetNanos;
		Dfs.Tally t = new Dfs.Tally(engine.ruleCount());
		List<byte[]> left = new ArrayList<>();
		Dfs.run(b, engine, t, () -> control.stopRequested() || System.nanoTime() - deadline > 0, left,
				transpositions ? Transpositions.forThread(engine, size) : null);
		List<byte[]> whole = new ArrayList<>(left.size());
		for (byte[] rest : left) {
			byte[] p = java.util.Arrays.copyOf(prefix, prefix.length + rest.length);
			System.arraycopy(rest, 0, p, prefix.length, rest.length);
			whole.add(p);
		}
		return new Piece(t, whole);
	}
}
