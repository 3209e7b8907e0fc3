package labyrinth.kernel.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import labyrinth.kernel.tasks.TaskRunner;

/**
 * Where a run stands. The command line's progress line and the workbench's progress bar show the same numbers: the
 * work done in the run's own unit (walks, tasks, sizes), the run's counts so far, and where its tasks run.
 *
 * @param label   what part of the run this is ("13x13", "without neck"), or ""
 * @param done    units of work done
 * @param total   units of work known to do, 0 if not known
 * @param unit    what a unit is, plural ("walks", "tasks", "sizes")
 * @param counts  the run's figures so far, in the order they are shown
 * @param tasks   the task runner's last report, or null for a run without tasks
 * @param rateUnit what the runner's work rate counts ("walks", "tours"); null: no rate is shown
 */
public record RunProgress(String label, long done, long total, String unit, List<Count> counts, TaskRunner.Progress tasks, String rateUnit) {

	/** One figure of a run so far: "1,234 dead ends". */
	public record Count(String name, long value) {
	}

	public RunProgress {
		label = label == null ? "" : label;
		counts = List.copyOf(counts);
	}

	/** Progress of a run without tasks. */
	public static RunProgress of(long done, long total, String unit, Count... counts) {
		return new RunProgress("", done, total, unit, List.of(counts), null, null);
	}

	/** The same progress with where its tasks run (null: none). */
	public RunProgress withTasks(TaskRunner.Progress p, String rateUnit) {
		return p == null ? this : new RunProgress(label, done, total, unit, counts, p, rateUnit);
	}

	/** The same progress of the part {@code label} of a run. */
	public RunProgress labelled(String label) {
		return new RunProgress(label, done, total, unit, counts, tasks, rateUnit);
	}

	/** The share of the work done, from 0 to 1, or -1 when the total is not known. */
	public double fraction() {
		return total <= 0 ? -1 : Math.min(1, Math.max(0, done / (double) total));
	}

	/** The work rate of every member together, in {@link #rateUnit()} per second (0 before the first report). */
	public double rate() {
		double sum = 0;
		if (tasks != null) for (TaskRunner.MemberRate m : tasks.rates()) sum += m.workPerSecond();
		return sum;
	}

	/** The progress as one line: "1,234/10,000 walks, 3 dead ends, 456 walks/s on 2 members (a 200/s, b 256/s)". */
	public String line() {
		StringBuilder sb = new StringBuilder();
		if (!label.isEmpty()) sb.append(label).append(": ");
		if (total > 0) sb.append(String.format(Locale.ROOT, "%,d/%,d %s", done, total, unit));
		else sb.append(String.format(Locale.ROOT, "%,d %s", done, unit));
		for (Count c : counts) sb.append(", ").append(amount(c.value(), c.name()));
		if (tasks != null && rateUnit != null) {
			sb.append(String.format(Locale.ROOT, ", %,.0f %s/s", rate(), rateUnit));
			if (tasks.members() > 1) {
				List<String> each = new ArrayList<>();
				for (TaskRunner.MemberRate m : tasks.rates()) each.add(String.format(Locale.ROOT, "%s %,.0f/s", m.member(), m.workPerSecond()));
				sb.append(" on ").append(tasks.members()).append(" members (").append(String.join(", ", each)).append(')');
			}
		}
		return sb.toString();
	}

	/** "1 dead end", "3 dead ends": a count and its plural noun, singular for one. */
	public static String amount(long value, String plural) {
		String noun = value == 1 && plural.endsWith("s") ? plural.substring(0, plural.length() - 1) : plural;
		return String.format(Locale.ROOT, "%,d %s", value, noun);
	}

	/** The value of the count {@code name}, or -1 if the run has none by that name. */
	public long count(String name) {
		for (Count c : counts) if (c.name().equals(name)) return c.value();
		return -1;
	}
}
