package labyrinth.core.rules;

import java.util.List;

/**
 * The result of evaluating the rules at one position.
 *
 * @param candidates geometric candidates (direction mask)
 * @param allowed    candidates left by the rules (direction mask)
 * @param firings    every firing, in rule order
 */
public record Evaluation(int candidates, int allowed, List<Firing> firings, Firing[] disabledBy) {

	public Evaluation {
		disabledBy = disabledBy.clone();
	}

	/** The firing that disabled the candidate in direction {@code dir}, or null if it is allowed or no candidate. */
	public Firing disabledBy(int dir) {
		return disabledBy[dir];
	}

	public boolean isAllowed(int dir) {
		return (allowed & (1 << dir)) != 0;
	}

	public boolean isCandidate(int dir) {
		return (candidates & (1 << dir)) != 0;
	}
}
