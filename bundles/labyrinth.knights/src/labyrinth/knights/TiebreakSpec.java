package labyrinth.knights;

import java.io.Serializable;
import java.util.function.IntFunction;

/**
 * Which tiebreak a batch of tours uses, as a value (not a function), so the batch's tasks can travel to a cluster
 * member: each size's tiebreak is made fresh from it.
 */
public sealed interface TiebreakSpec extends IntFunction<Tiebreak>, Serializable {
	/** Warnsdorff's random choice, the same seed on every size. */
	record Random(long seed) implements TiebreakSpec {
		@Override
		public Tiebreak apply(int m) {
			return Tiebreaks.random(seed);
		}
	}

	record Ordering(MoveOrdering ordering) implements TiebreakSpec {
		@Override
		public Tiebreak apply(int m) {
			return Tiebreaks.ordering(ordering);
		}
	}

	/** Pohl's second level or Roth's distance, then an ordering (or random with the seed when null). */
	record Narrowing(boolean pohl, MoveOrdering then, long seed) implements TiebreakSpec {
		@Override
		public Tiebreak apply(int m) {
			Tiebreak next = then == null ? Tiebreaks.random(seed) : Tiebreaks.ordering(then);
			return pohl ? Tiebreaks.pohl(next) : Tiebreaks.roth(next);
		}
	}

	record Table(TiebreakTable table) implements TiebreakSpec {
		@Override
		public Tiebreak apply(int m) {
			return table.tiebreakFor(m);
		}
	}

	/** The seeded tiebreaks of success-rate statistics: each trial's tiebreak from its own seed. */
	enum Seeded {
		RANDOM, POHL, ROTH;

		public Tiebreak forSeed(long seed) {
			return switch (this) {
			case RANDOM -> Tiebreaks.random(seed);
			case POHL -> Tiebreaks.pohl(Tiebreaks.random(seed));
			case ROTH -> Tiebreaks.roth(Tiebreaks.random(seed));
			};
		}
	}
}
