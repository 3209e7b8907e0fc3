package labyrinth.core.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.io.PathRecord;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.oracle.Oracle;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.rules.RuleEngine;
import labyrinth.kernel.io.InputFileException;
import labyrinth.kernel.io.Json;
import labyrinth.kernel.run.Operation;
import labyrinth.kernel.run.RunContext;
import labyrinth.kernel.run.RunProgress;
import labyrinth.kernel.run.RunResult;

/**
 * Saved positions as a regression suite (the original program's "verify examples"): every path file in the folders
 * given, replayed with the rules, and at its live end the fields the rules allow beside those the oracle finds viable.
 * A viable field disabled is a wrong rule; a doomed field allowed is a rule set that could be stronger.
 */
public final class RegressOperation implements Operation<RegressOperation.Result> {
	/** The path files a folder holds: both formats. */
	public static final List<String> EXTENSIONS = List.of(".txt", ".lpath");

	/** @param inputs files and folders (searched recursively), as the user gave them */
	public record Settings(List<Path> inputs, RuleSource rules, OracleBudget budget) {
		public Settings {
			if (inputs.isEmpty()) throw new IllegalArgumentException("regress needs at least one FILE or folder");
			inputs = List.copyOf(inputs);
		}
	}

	/** What a saved position says about the rules, worst first. */
	public enum Verdict {
		/** A field the oracle finds viable is disabled: a rule is wrong. */
		UNSOUND("unsound"),
		/** The file could not be read or its rules could not be loaded. */
		ERROR("error"),
		/** The oracle could not decide a field within its budget. */
		UNKNOWN("unknown"),
		/** A doomed field is allowed: the rules could be stronger here. */
		WEAK("weak"),
		/** The rules allow exactly the viable fields. */
		AGREES("agrees"),
		/** The line is a walkthrough: nothing to decide. */
		COMPLETE("complete");

		private final String word;

		Verdict(String word) {
			this.word = word;
		}

		public String word() {
			return word;
		}
	}

	/**
	 * One file. Fields are {row, column}, 1-based, as the JSON gives them; the text writes them (x,y) as check does.
	 * {@code optionsDifferAt}: the first step where the options an original-format file saved differ from what these
	 * rules allow (0: none or not saved).
	 */
	public record FileResult(String file, int size, int step, List<int[]> allowed, List<int[]> viable, Verdict verdict, int optionsDifferAt,
			String problem) {
		Json json() {
			return new Json().put("file", file).put("size", size).put("step", step).put("allowed", cells(allowed)).put("viable", cells(viable))
					.put("verdict", verdict.word()).put("optionsDifferAt", optionsDifferAt == 0 ? null : optionsDifferAt).put("problem", problem);
		}

		String line() {
			if (verdict == Verdict.ERROR) return String.format(Locale.ROOT, "%-8s %s: %s", verdict.word(), file, problem);
			String where = String.format(Locale.ROOT, "%-8s %s (%dx%d, step %d)", verdict.word(), file, size, size, step);
			if (verdict == Verdict.COMPLETE) return where;
			String text = where + ": allowed " + cellsText(allowed) + "; viable " + (verdict == Verdict.UNKNOWN ? "not decided" : cellsText(viable));
			if (optionsDifferAt > 0) text += "; the saved options differ from step " + optionsDifferAt;
			return text;
		}
	}

	public record Result(String ruleSet, List<FileResult> files, boolean cancelled) implements RunResult {
		/** Files per verdict. */
		public Map<Verdict, Integer> counts() {
			Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
			for (FileResult f : files) counts.merge(f.verdict(), 1, Integer::sum);
			return counts;
		}

		/** Unsound rules or unreadable files: the regression fails. */
		public boolean failed() {
			return files.stream().anyMatch(f -> f.verdict() == Verdict.UNSOUND || f.verdict() == Verdict.ERROR);
		}

		@Override
		public String text() {
			StringBuilder sb = new StringBuilder();
			for (FileResult f : files) sb.append(f.line()).append('\n');
			sb.append(summary()).append('\n');
			return sb.toString();
		}

		private String summary() {
			Map<Verdict, Integer> counts = counts();
			List<String> parts = new ArrayList<>();
			for (Verdict v : Verdict.values()) parts.add(counts.getOrDefault(v, 0) + " " + v.word());
			return RunProgress.amount(files.size(), "files") + " with " + ruleSet + ": " + String.join(", ", parts)
					+ (cancelled ? " (stopped)" : "");
		}

		@Override
		public Json json() {
			Json summary = new Json();
			Map<Verdict, Integer> counts = counts();
			for (Verdict v : Verdict.values()) summary.put(v.word(), counts.getOrDefault(v, 0));
			return new Json().put("command", "regress").put("ruleSet", ruleSet).put("files", files.stream().map(FileResult::json).toList())
					.put("summary", summary.put("files", files.size())).put("cancelled", cancelled);
		}
	}

	private final Settings settings;

	public RegressOperation(Settings settings) {
		this.settings = settings;
	}

	@Override
	public String title() {
		return "Regress " + settings.inputs().size() + (settings.inputs().size() == 1 ? " input" : " inputs") + " (" + settings.rules().describe() + ")";
	}

	/** The files of the inputs in a stable order: a folder's path files sorted by their path, a file as given. */
	public static List<Path> files(List<Path> inputs) throws IOException {
		List<Path> out = new ArrayList<>();
		for (Path input : inputs) {
			if (!Files.exists(input)) throw new InputFileException(input.toString(), "no such file or folder");
			if (!Files.isDirectory(input)) {
				out.add(input);
				continue;
			}
			int before = out.size();
			try (Stream<Path> walk = Files.walk(input)) {
				walk.filter(Files::isRegularFile).filter(p -> EXTENSIONS.stream().anyMatch(e -> p.getFileName().toString().endsWith(e))).sorted()
						.forEach(out::add);
			}
			// an empty suite passes without judging anything: most likely the wrong folder
			if (out.size() == before) throw new InputFileException(input.toString(), "no path files (" + String.join(", ", EXTENSIONS) + ") in this folder");
		}
		return out;
	}

	@Override
	public Result run(RunContext context) throws IOException {
		List<Path> files = files(settings.inputs());
		Map<Integer, RuleSetSpec> sets = new HashMap<>();
		List<FileResult> results = new ArrayList<>();
		String ruleSet = settings.rules().describe();
		for (int i = 0; i < files.size() && !context.cancelled(); i++) {
			context.report(RunProgress.of(i, files.size(), "files", new RunProgress.Count("unsound", count(results, Verdict.UNSOUND)),
					new RunProgress.Count("weak", count(results, Verdict.WEAK))));
			Path file = files.get(i);
			try {
				PathRecord record = PathFiles.read(file);
				int size = record.size();
				RuleSetSpec set = sets.get(size);
				if (set == null) {
					set = settings.rules().forSize(size, w -> context.warn(w));
					sets.put(size, set);
				}
				ruleSet = set.name();
				results.add(judge(file.toString(), record, set.engine(), context));
			} catch (InputFileException e) {
				results.add(new FileResult(file.toString(), 0, 0, List.of(), List.of(), Verdict.ERROR, 0, e.getMessage()));
			}
		}
		context.report(RunProgress.of(results.size(), files.size(), "files", new RunProgress.Count("unsound", count(results, Verdict.UNSOUND)),
				new RunProgress.Count("weak", count(results, Verdict.WEAK))), true);
		return new Result(ruleSet, List.copyOf(results), context.cancelled());
	}

	private static long count(List<FileResult> results, Verdict v) {
		return results.stream().filter(r -> r.verdict() == v).count();
	}

	private FileResult judge(String name, PathRecord record, RuleEngine engine, RunContext context) {
		Board b = record.toBoard();
		int step = b.length() - 1;
		int optionsDifferAt = optionsDifferAt(record, engine);
		if (b.isComplete()) return new FileResult(name, b.size(), step, List.of(), List.of(), Verdict.COMPLETE, optionsDifferAt, null);
		int allowed = engine.allowed(b);
		CompletionCounter.Count[] counts = b.size() <= CompletionCounter.MAX_SIZE
				? new Oracle(settings.budget().counter(context.cancel())).classify(b)
				: new CompletionCounter.Count[4];
		int viable = 0;
		boolean decided = b.size() <= CompletionCounter.MAX_SIZE;
		for (int d = 0; d < 4; d++) {
			if (counts[d] == null) continue;
			if (!counts[d].known()) decided = false;
			else if (counts[d].viable()) viable |= 1 << d;
		}
		Verdict verdict;
		int candidates = b.candidates();
		int disabled = candidates & ~allowed;
		int doomed = candidates & ~viable;
		if ((disabled & viable) != 0) verdict = Verdict.UNSOUND; // a known viable field disabled, even if another is undecided
		else if (!decided) verdict = Verdict.UNKNOWN;
		else if ((allowed & doomed) != 0) verdict = Verdict.WEAK;
		else verdict = Verdict.AGREES;
		return new FileResult(name, b.size(), step, fields(b, allowed), decided ? fields(b, viable) : List.of(), verdict, optionsDifferAt, null);
	}

	/** The first step whose saved options (original format) differ from what the rules allow there; 0 if none. */
	private static int optionsDifferAt(PathRecord record, RuleEngine engine) {
		if (record.options() == null) return 0;
		Board b = new Board(record.size());
		List<int[]> fields = record.fields();
		for (int k = 1; k <= fields.size(); k++) {
			int[] saved = k < fields.size() ? record.options().get(k) : record.trailingOptions();
			if (saved != null && mask(saved) != engine.allowed(b)) return k;
			if (k < fields.size()) b.stepToCell(b.cell(fields.get(k)[0], fields.get(k)[1]));
		}
		return 0;
	}

	private static int mask(int[] directions) {
		int m = 0;
		for (int d : directions) m |= 1 << d;
		return m;
	}

	/** The live end's neighbours in {@code mask}, as {row, column}. */
	private static List<int[]> fields(Board b, int mask) {
		List<int[]> out = new ArrayList<>();
		for (int d = 0; d < 4; d++) {
			if ((mask & (1 << d)) == 0) continue;
			int c = b.neighbour(b.head(), d);
			out.add(new int[] { b.y(c), b.x(c) });
		}
		return out;
	}

	private static List<List<Integer>> cells(List<int[]> fields) {
		return fields.stream().map(f -> List.of(f[0], f[1])).toList();
	}

	/** Fields of a {@link FileResult} as the text, check and the walker write them: "(x,y) (x,y)", column first; "none". */
	public static String cellsText(List<int[]> fields) {
		if (fields.isEmpty()) return "none";
		StringBuilder sb = new StringBuilder();
		// as check and the walker write fields: (x,y), column first
		for (int[] f : fields) sb.append(sb.length() == 0 ? "" : " ").append('(').append(f[1]).append(',').append(f[0]).append(')');
		return sb.toString();
	}
}
