package labyrinth.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.core.oracle.UniformSampler;
import labyrinth.core.run.RandomOperation;
import labyrinth.core.run.SampleOperation;
import labyrinth.core.run.Situations;

/** {@code labyrinth sample}: walkthroughs drawn uniformly at random, and how the rule-guided walker's differ. */
final class SampleCommand extends Command {
	static final Option WALKS = Options.WALKS.described(Integer.toString(SampleOperation.DEFAULT_WALKS), "walkthroughs to draw");
	static final Option MOVES = Option.flag("moves", "print only the walkthroughs, one a line, as letters R, D, L, U (with --json: list them there)");
	static final Option OUT = Option.valued("out", "DIR", null, "save each walkthrough in this folder as a path file (.lpath)");
	static final Option COMPARE = Option.flag("compare",
			"measure beside them the completed walks of the rule-guided walker (--rules, --builtins; random's walks with --seed)");
	static final Option MEMORY = Option.valued("memory", "MB", "70% of the free heap", "memory for the counter's layers");

	SampleCommand(PrintStream out, PrintStream err, AtomicBoolean cancel) {
		super(out, err, cancel);
	}

	@Override
	String name() {
		return "sample";
	}

	@Override
	String summary() {
		return "walkthroughs of the empty grid drawn uniformly at random (every one equally likely; sizes up to " + UniformSampler.MAX_SIZE
				+ "), with the shape of their lines: turns, straight runs, first steps, diagonal crossings";
	}

	@Override
	List<Option> options() {
		return List.of(Options.SIZE, WALKS, Options.SEED, MOVES, OUT, COMPARE, Options.RULES, Options.BUILTINS, MEMORY, Options.THREADS,
				Options.JSON);
	}

	@Override
	void run(Args a) throws Exception {
		noPositional(a);
		int n = size(a);
		if (n > UniformSampler.MAX_SIZE) {
			throw new UsageException("--size: sample draws from grids up to " + UniformSampler.MAX_SIZE + "x" + UniformSampler.MAX_SIZE
					+ " (the counter's layers of every cell are kept in memory), got " + n);
		}
		int walks = a.integer("walks", SampleOperation.DEFAULT_WALKS, 1, Integer.MAX_VALUE);
		long seed = a.longValue("seed", RandomOperation.DEFAULT_SEED);
		boolean moves = a.flag("moves");
		boolean json = a.flag("json");
		boolean compare = a.flag("compare");
		if (!compare && (a.has("rules") || a.has("builtins"))) {
			throw new UsageException("--rules and --builtins choose the walker that --compare measures; add --compare");
		}
		Path out = a.has("out") ? Path.of(a.string("out", null)) : null;
		if (out != null) usable(() -> Situations.prepare(out, "--out"));
		long megabytes = a.integer("memory", 0, 16, Integer.MAX_VALUE);
		var settings = new SampleOperation.Settings(n, walks, seed, moves, out, compare ? rules(a) : null, megabytes, threads(a));
		print(run(new SampleOperation(settings)), json);
	}
}
