package labyrinth.ui.jobs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import labyrinth.core.grid.Board;

/** The finished runs of this session, newest last; the Results view shows them. Listeners run on any thread. */
public final class RunResults {
	/** One finished (or cancelled) run. */
	public record Run(String kind, int size, String ruleSet, long walks, long completed, long deadEnds, String figure,
			double seconds, List<String> ruleIds, long[] firings, List<Board> situations, boolean cancelled) {
		public String rate() {
			return String.format(java.util.Locale.ROOT, "%,.0f walks/s", walks / Math.max(seconds, 1e-9));
		}
	}

	private static final List<Run> RUNS = new CopyOnWriteArrayList<>();
	private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();

	private RunResults() {
	}

	public static void add(Run run) {
		RUNS.add(run);
		for (Runnable r : LISTENERS) r.run();
	}

	public static List<Run> runs() {
		return new ArrayList<>(RUNS);
	}

	public static void addListener(Runnable r) {
		LISTENERS.add(r);
	}

	public static void removeListener(Runnable r) {
		LISTENERS.remove(r);
	}
}
