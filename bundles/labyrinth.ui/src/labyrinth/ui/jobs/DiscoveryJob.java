package labyrinth.ui.jobs;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import labyrinth.core.grid.Board;
import labyrinth.core.oracle.CompletionCounter;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.patterns.SituationPattern;
import labyrinth.core.walk.Discovery;
import labyrinth.rules.model.RuleModels;

/**
 * Discovery mode as a job: random walks that stop at the first step where the rules disagree with the exact oracle.
 * The situation found goes to {@link RunResults} and to the given consumer (the walker shows it).
 */
public class DiscoveryJob extends Job {
	private final int size;
	private final RuleSetSpec rules;
	private final int walks;
	private final long seed;
	private final Consumer<Board> found;
	private final AtomicBoolean cancel = new AtomicBoolean();

	public DiscoveryJob(int size, RuleSetSpec rules, int walks, long seed, Consumer<Board> found) {
		super("Discovery " + size + "x" + size + " (" + rules.name() + ")");
		if (size > CompletionCounter.MAX_SIZE) {
			throw new IllegalArgumentException("discovery uses the oracle, which handles sizes up to " + CompletionCounter.MAX_SIZE);
		}
		this.size = size;
		this.rules = rules;
		this.walks = walks;
		this.seed = seed;
		this.found = found;
		setUser(true);
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
		long t0 = System.nanoTime();
		Discovery.Finding f = Discovery.random(size, rules.engine(), walks, seed, cancel);
		monitor.done();
		String figure = f.found() ? f.mistake().describe(f.board()) : "no wrong decision in " + f.walksSearched() + " walks";
		String proposal = null;
		if (f.found() && !f.mistake().disabledViable()) {
			// the whole situation as a pattern: exact, so sound on this size (as 'labyrinth discover' proposes it)
			String name = "Situation" + size + "x" + size + "_" + f.walksSearched();
			proposal = RuleModels.toText(RuleModels.toModel(SituationPattern.spec(name, f.board(), f.mistake().direction())));
		}
		RunResults.add(new RunResults.Run("discovery", size, rules.name(), f.walksSearched(), 0, f.found() ? 1 : 0, figure,
				(System.nanoTime() - t0) / 1e9, List.of(), new long[0], f.found() ? List.of(f.board()) : List.of(),
				cancel.get(), proposal));
		if (f.found()) found.accept(f.board());
		return cancel.get() ? Status.CANCEL_STATUS : Status.OK_STATUS;
	}

	@Override
	protected void canceling() {
		cancel.set(true);
	}
}
