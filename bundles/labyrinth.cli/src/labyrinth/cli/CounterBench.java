package labyrinth.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code bench --ggcount PATH} or {@code --previous LAUNCHER}: the completion counter beside GGCount (C++) or beside
 * another build of this program, each counting the empty grid as a whole process, as a user starts it (JVM start
 * included), the two alternating; medians of the paired ratios. The counts must agree: a bench that compares
 * different numbers compares nothing.
 */
final class CounterBench {
	/** One process: its wall time, peak resident memory and the count it printed. */
	record Measure(double seconds, long peakKb, String count) {
	}

	private static final Pattern OUR_COUNT = Pattern.compile(": (\\d+) completions");
	private static final Pattern THEIR_COUNT = Pattern.compile("(?m)^(\\d+)\\s*$");

	private CounterBench() {
	}

	/**
	 * @param other     GGCount's binary, or another build's launcher
	 * @param ggcount   whether {@code other} is GGCount ({@code -h N-1}) rather than a launcher ({@code count --size N})
	 */
	static void run(PrintStream out, Path other, boolean ggcount, List<Integer> sizes, int rounds) throws IOException, InterruptedException {
		run(out, selfCommand(), other, ggcount, sizes, rounds);
	}

	/** With {@code self}, the command line that runs this build's CLI (tests give a stand-in). */
	static void run(PrintStream out, List<String> self, Path other, boolean ggcount, List<Integer> sizes, int rounds)
			throws IOException, InterruptedException {
		String name = ggcount ? "GGCount" : "previous";
		out.printf(Locale.ROOT, "completion counter, whole processes, %d round%s alternating: this build (%d threads) against %s (%s)%n", rounds,
				rounds == 1 ? "" : "s", Runtime.getRuntime().availableProcessors(), name, other);
		out.printf(Locale.ROOT, "%-6s %12s %12s %10s %12s %12s %10s%n", "size", "wall", name + " wall", "wall A/B", "peak MB", name + " MB",
				"peak A/B");
		for (int n : sizes) {
			List<Measure> ours = new ArrayList<>();
			List<Measure> theirs = new ArrayList<>();
			for (int r = 0; r < rounds; r++) {
				List<String> mine = new ArrayList<>(self);
				mine.addAll(List.of("count", "--size", Integer.toString(n)));
				// GGCount's size is the grid graph's edges a side: n fields are n - 1
				List<String> another = ggcount ? List.of(other.toString(), "-h", Integer.toString(n - 1))
						: List.of(other.toString(), "count", "--size", Integer.toString(n));
				// alternate which goes first, so that neither always meets a warmer machine
				if (r % 2 == 0) {
					ours.add(measure(mine, OUR_COUNT));
					theirs.add(measure(another, ggcount ? THEIR_COUNT : OUR_COUNT));
				} else {
					theirs.add(measure(another, ggcount ? THEIR_COUNT : OUR_COUNT));
					ours.add(measure(mine, OUR_COUNT));
				}
				if (!ours.getLast().count().equals(theirs.getLast().count())) {
					throw new IOException("the counts differ: " + n + "x" + n + ": this build counts " + ours.getLast().count() + ", " + name + " "
							+ theirs.getLast().count());
				}
			}
			double[] wall = new double[rounds];
			double[] peak = new double[rounds];
			for (int r = 0; r < rounds; r++) {
				wall[r] = ours.get(r).seconds() / theirs.get(r).seconds();
				// a process that ends within the first look has no peak on record
				peak[r] = theirs.get(r).peakKb() == 0 ? Double.NaN : (double) ours.get(r).peakKb() / theirs.get(r).peakKb();
			}
			out.printf(Locale.ROOT, "%-6s %11.3fs %11.3fs %10.2f %12s %12s %10s%n", n + "x" + n, median(ours, Measure::seconds),
					median(theirs, Measure::seconds), median(wall), megabytes(median(ours, m -> m.peakKb() / 1024.0)),
					megabytes(median(theirs, m -> m.peakKb() / 1024.0)), Double.isNaN(median(peak)) ? "-" : String.format(Locale.ROOT, "%.2f", median(peak)));
		}
	}

	/**
	 * The command that runs this build's CLI as a user runs it: the launcher that started this process (it names itself
	 * in {@code LABYRINTH_LAUNCHER}, and gives a count its own cache and collector), else this process's own command
	 * line up to its main class.
	 */
	static List<String> selfCommand() {
		String launcher = System.getenv("LABYRINTH_LAUNCHER");
		if (launcher != null && Files.isExecutable(Path.of(launcher))) return List.of(launcher);
		ProcessHandle.Info info = ProcessHandle.current().info();
		String java = info.command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
		List<String> args = info.arguments().map(Arrays::asList).orElse(List.of());
		int main = args.indexOf(Main.class.getName());
		List<String> line = new ArrayList<>();
		line.add(java);
		if (main >= 0) {
			line.addAll(args.subList(0, main + 1));
		} else {
			line.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
		}
		return line;
	}

	/** Runs the command to its end, watching its peak resident memory; the count is the pattern's first group. */
	static Measure measure(List<String> command, Pattern count) throws IOException, InterruptedException {
		long t0 = System.nanoTime();
		Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
		Path status = Path.of("/proc", Long.toString(p.pid()), "status");
		long peak = 0;
		byte[][] output = new byte[1][];
		Thread reader = Thread.ofVirtual().start(() -> {
			try {
				output[0] = p.getInputStream().readAllBytes();
			} catch (IOException e) {
				output[0] = new byte[0];
			}
		});
		while (!p.waitFor(5, java.util.concurrent.TimeUnit.MILLISECONDS)) peak = Math.max(peak, peakKb(status));
		double seconds = (System.nanoTime() - t0) / 1e9;
		reader.join();
		String text = new String(output[0], StandardCharsets.UTF_8);
		Matcher m = count.matcher(text);
		if (p.exitValue() != 0 || !m.find()) {
			throw new IOException(String.join(" ", command) + " failed (exit " + p.exitValue() + "): " + text.strip());
		}
		return new Measure(seconds, peak, m.group(1));
	}

	/** VmHWM, the peak resident set, from /proc; 0 once the process is gone or off Linux. */
	private static long peakKb(Path status) {
		try {
			for (String line : Files.readAllLines(status)) {
				if (line.startsWith("VmHWM:")) return Long.parseLong(line.replaceAll("\\D", ""));
			}
		} catch (IOException | RuntimeException e) {
			// the process ended between two looks
		}
		return 0;
	}

	private static String megabytes(double mb) {
		return mb > 0 ? String.format(Locale.ROOT, "%.0f", mb) : "-";
	}

	private static double median(List<Measure> all, java.util.function.ToDoubleFunction<Measure> f) {
		return median(all.stream().mapToDouble(f).toArray());
	}

	/** The median; NaN if any value is (a peak not on record). */
	private static double median(double[] v) {
		for (double x : v) if (Double.isNaN(x)) return Double.NaN;
		double[] s = v.clone();
		Arrays.sort(s);
		return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
	}
}
