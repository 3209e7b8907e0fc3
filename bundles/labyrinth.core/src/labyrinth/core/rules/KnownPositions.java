package labyrinth.core.rules;

import labyrinth.core.grid.Board;

/**
 * Positions a search has finished, with what it found below them under the rules of one engine. A lookahead asks it
 * before looking ahead: a position known to lead to a walkthrough cannot be one the lookahead refutes.
 */
public interface KnownPositions {
	/** True if the search found a walkthrough below the board's position under the engine's rules. */
	boolean hasWalkthrough(Board b);
}
