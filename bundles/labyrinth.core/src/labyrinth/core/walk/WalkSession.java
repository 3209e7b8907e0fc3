package labyrinth.core.walk;

import java.util.SplittableRandom;

import labyrinth.core.grid.Board;
import labyrinth.core.grid.Direction;
import labyrinth.core.rules.Evaluation;
import labyrinth.core.rules.RuleEngine;

/**
 * One interactive walk, as the walker view drives it: step forward (random among the allowed fields, or keep-left),
 * step back, or step in a chosen direction (also onto a disabled field, to explore what the rules forbid). The
 * evaluation at the live end is kept current after every change. Not thread-safe: one owner (the UI thread).
 */
public final class WalkSession {
	/** Where the walk stands. */
	public enum Status {
		/** The rules leave at least one field. */
		OPEN,
		/** The line visits every field and ends at (n,n). */
		COMPLETE,
		/** The grid is not full and the rules leave no field. */
		DEAD_END
	}

	private final Board board;
	private final long seed;
	private RuleEngine rules;
	private SplittableRandom random;
	private Evaluation evaluation;

	public WalkSession(int size, long seed, RuleEngine rules) {
		this(new Board(size), seed, rules);
	}

	/** Continues from a given position (for example one read from a path file). */
	public WalkSession(Board board, long seed, RuleEngine rules) {
		this.board = board;
		this.seed = seed;
		this.rules = rules;
		this.random = new SplittableRandom(seed);
		evaluate();
	}

	public Board board() {
		return board;
	}

	public long seed() {
		return seed;
	}

	public Evaluation evaluation() {
		return evaluation;
	}

	public RuleEngine rules() {
		return rules;
	}

	/** Uses other rules from now on and re-evaluates the live end. */
	public void setRules(RuleEngine rules) {
		this.rules = rules;
		evaluate();
	}

	public Status status() {
		if (board.isComplete()) return Status.COMPLETE;
		return evaluation.allowed() == 0 ? Status.DEAD_END : Status.OPEN;
	}

	/**
	 * One step among the allowed fields: the first in left, straight, right order if {@code keepLeft}, else a random
	 * one from the session's seeded generator. Returns false (and stays) if no field is allowed.
	 */
	public boolean stepForward(boolean keepLeft) {
		int mask = evaluation.allowed();
		if (mask == 0) return false;
		int dir = -1;
		if (keepLeft) {
			for (int i = 0; i < 3 && dir < 0; i++) {
				int d = Direction.keepLeft(board.heading(), i);
				if ((mask & (1 << d)) != 0) dir = d;
			}
		} else {
			dir = RandomWalks.pick(mask, random);
		}
		board.step(dir);
		evaluate();
		return true;
	}

	/**
	 * Steps in an absolute direction if that field is a candidate, allowed or not; a direction pointing back to the
	 * previous field steps back (like the original's Ctrl/Shift+arrow). False if neither applies.
	 */
	public boolean stepTo(int dir) {
		if (board.length() > 1 && board.neighbour(board.head(), dir) == board.pathCell(board.length() - 2)) return stepBack();
		if ((board.candidates() & (1 << dir)) == 0) return false;
		board.step(dir);
		evaluate();
		return true;
	}

	public boolean stepBack() {
		if (board.length() <= 1) return false;
		board.back();
		evaluate();
		return true;
	}

	/** Re-evaluates the rules at the live end (after the rules changed). */
	public void evaluate() {
		evaluation = rules.evaluate(board);
	}
}
