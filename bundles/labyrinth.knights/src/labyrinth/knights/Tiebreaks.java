package labyrinth.knights;

import java.util.SplittableRandom;

/** The tiebreak rules of the paper: a fixed move-ordering, random, Pohl's second level, Roth's distance. */
public final class Tiebreaks {
	private Tiebreaks() {
	}

	public static Tiebreak ordering(MoveOrdering o) {
		return new Tiebreak() {
			@Override
			public int choose(KnightTour tour, int[] types, int count) {
				return first(o, types, count);
			}

			@Override
			public String describe() {
				return "ordering " + o;
			}

			@Override
			public Tiebreak fresh() {
				return this;
			}
		};
	}

	static int first(MoveOrdering o, int[] types, int count) {
		int best = 0;
		for (int i = 1; i < count; i++) if (o.rank(types[i]) < o.rank(types[best])) best = i;
		return best;
	}

	/** Warnsdorff's own "any of them indifferently", reproducible by seed. */
	public static Tiebreak random(long seed) {
		return new Tiebreak() {
			private final SplittableRandom random = new SplittableRandom(seed);

			@Override
			public int choose(KnightTour tour, int[] types, int count) {
				return random.nextInt(count);
			}

			@Override
			public String describe() {
				return "random (seed " + seed + ")";
			}

			@Override
			public Tiebreak fresh() {
				return random(seed);
			}
		};
	}

	/** Pohl's second level: the least sum of the tied squares' unvisited neighbours' degrees; then the next rule. */
	public static Tiebreak pohl(Tiebreak then) {
		return narrowing("Pohl's second level, then " + then.describe(), then, (tour, type) -> -tour.neighbourDegreeSum(type),
				() -> pohl(then.fresh()));
	}

	/** Roth's: the largest Euclidean distance from the board's centre; then the next rule. */
	public static Tiebreak roth(Tiebreak then) {
		return narrowing("Roth's distance from the centre, then " + then.describe(), then, KnightTour::doubledDistanceFromCentreSquared,
				() -> roth(then.fresh()));
	}

	private interface Score {
		long of(KnightTour tour, int type);
	}

	/** Keeps the tied moves of the highest score, and lets the next rule choose among those. */
	private static Tiebreak narrowing(String text, Tiebreak then, Score score, java.util.function.Supplier<Tiebreak> fresh) {
		return new Tiebreak() {
			private final int[] kept = new int[8];
			private final int[] index = new int[8];

			@Override
			public int choose(KnightTour tour, int[] types, int count) {
				long best = Long.MIN_VALUE;
				int n = 0;
				for (int i = 0; i < count; i++) {
					long s = score.of(tour, types[i]);
					if (s > best) {
						best = s;
						n = 0;
					}
					if (s == best) {
						kept[n] = types[i];
						index[n++] = i;
					}
				}
				return n == 1 ? index[0] : index[then.choose(tour, kept, n)];
			}

			@Override
			public void arrived(int row, int col) {
				then.arrived(row, col);
			}

			@Override
			public String describe() {
				return text;
			}

			@Override
			public Tiebreak fresh() {
				return fresh.get();
			}
		};
	}
}
