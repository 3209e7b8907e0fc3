package labyrinth.toggle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import labyrinth.kernel.io.InputFileException;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.io.TextFiles;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/** Fish's theorems checked on every size from..to with random boards; counterexamples saved as board files. */
public final class VerifyOperation implements Operation<VerifyOperation.Result> {
	public static final int DEFAULT_BOARDS = 1000;
	public static final int MAX_SIZE = 500;

	/** @param save the folder for counterexamples */
	public record Settings(int from, int to, int boards, long seed, Path save) {
		public Settings {
			if (from < 1 || to > MAX_SIZE || from > to) throw new IllegalArgumentException("sizes must run from 1 to " + MAX_SIZE + ", got " + from + ".." + to);
			if (boards < 1) throw new IllegalArgumentException("boards must be at least 1, got " + boards);
		}
	}

	/** {@code saved}: the counterexample file of each failed check that has one. */
	public record Result(Settings settings, List<Theorems.Check> checks, Map<Theorems.Check, Path> saved, boolean cancelled)
			implements RunResult {
		public int failed() {
			return (int) checks.stream().filter(c -> !c.holds()).count();
		}

		@Override
		public String problem() {
			return failed() == 0 ? null : failed() + " of " + checks.size() + " checks failed";
		}

		@Override
		public String text() {
			StringBuilder sb = new StringBuilder();
			Map<String, List<Theorems.Check>> byTheorem = new LinkedHashMap<>();
			for (Theorems.Check c : checks) byTheorem.computeIfAbsent(c.theorem(), k -> new ArrayList<>()).add(c);
			for (var e : byTheorem.entrySet()) {
				List<Theorems.Check> bad = e.getValue().stream().filter(c -> !c.holds()).toList();
				sb.append(String.format(Locale.ROOT, "%-4s %s: %d sizes checked%n", bad.isEmpty() ? "ok" : "FAIL", e.getKey(), e.getValue().size()));
				for (Theorems.Check c : bad) {
					sb.append("     ").append(c.found()).append('\n');
					if (saved.containsKey(c)) sb.append("     counterexample saved: ").append(saved.get(c)).append('\n');
				}
			}
			sb.append(String.format(Locale.ROOT, "sizes %d..%d, %d random boards per size (seed %d): %d passed, %d failed%s%n", settings.from(),
					settings.to(), settings.boards(), settings.seed(), checks.size() - failed(), failed(), cancelled ? " (STOPPED)" : ""));
			return sb.toString();
		}

		@Override
		public Json json() {
			List<Json> list = new ArrayList<>();
			for (Theorems.Check c : checks) {
				list.add(new Json().put("theorem", c.theorem()).put("size", c.size()).put("holds", c.holds()).put("found", c.found())
						.put("counterexample", saved.containsKey(c) ? saved.get(c).toString() : null));
			}
			return new Json().put("command", "toggle verify").put("from", settings.from()).put("to", settings.to())
					.put("boards", settings.boards()).put("seed", settings.seed()).put("checks", list).put("failed", failed())
					.put("cancelled", cancelled);
		}
	}

	private final Settings settings;

	public VerifyOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		return String.format(Locale.ROOT, "Toggle theorems %d..%d, %,d boards, seed %d", settings.from(), settings.to(), settings.boards(),
				settings.seed());
	}

	@Override
	public Result run(RunContext context) throws IOException {
		Path dir = settings.save();
		if (!Files.isDirectory(dir)) throw new InputFileException("--save " + dir, "is not a folder");
		int sizes = settings.to() - settings.from() + 1;
		List<Theorems.Check> checks;
		try {
			checks = ToggleBatches.verify(settings.from(), settings.to(), settings.boards(), settings.seed(), context.runner(),
					context.cancel(), n -> context.report(RunProgress.of(n, sizes, "sizes")));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			checks = List.of();
			context.cancel().set(true);
		}
		Map<Theorems.Check, Path> saved = new LinkedHashMap<>();
		for (Theorems.Check c : checks) {
			if (c.holds() || c.counterexample() == null) continue;
			Path file = dir.resolve("counterexample-" + c.size() + ".txt");
			TextFiles.writeAtomically(file, "# " + c.found() + "\n" + c.counterexample().text());
			saved.put(c, file);
		}
		int sizesDone = (int) checks.stream().map(Theorems.Check::size).distinct().count();
		return new Result(settings, List.copyOf(checks), saved, sizesDone < sizes);
	}
}
