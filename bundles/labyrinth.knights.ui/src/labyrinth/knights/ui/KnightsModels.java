package labyrinth.knights.ui;

import java.util.List;

import labyrinth.knights.KnightTour;
import labyrinth.knights.KnightsSession;
import labyrinth.knights.Moves;
import labyrinth.knights.Sweeps;
import labyrinth.model.KnightFailure;
import labyrinth.model.KnightResults;
import labyrinth.model.KnightSweep;
import labyrinth.model.KnightTourResult;
import labyrinth.model.LabyrinthFactory;
import labyrinth.model.SizeRate;

/** The Knight's Tour view's tour, sweep and rates as the shared EMF model. */
public final class KnightsModels {
	private static final LabyrinthFactory F = LabyrinthFactory.eINSTANCE;

	private KnightsModels() {
	}

	public static KnightResults results(KnightsSession s, List<Sweeps.Failure> failures, int[] sweepRange, List<Sweeps.Rate> rates) {
		KnightResults r = F.createKnightResults();
		r.setTour(tour(s));
		if (failures != null) {
			KnightSweep sweep = F.createKnightSweep();
			sweep.setTiebreak(s.tiebreakName());
			sweep.setFrom(sweepRange[0]);
			sweep.setTo(sweepRange[1]);
			for (Sweeps.Failure f : failures) {
				KnightFailure k = F.createKnightFailure();
				k.setSize(f.m());
				k.setVisited(f.visited());
				k.setRow(f.row());
				k.setCol(f.col());
				sweep.getFailures().add(k);
			}
			r.setSweep(sweep);
		}
		for (Sweeps.Rate rate : rates) {
			SizeRate sr = F.createSizeRate();
			sr.setSize(rate.m());
			sr.setTrials(rate.trials());
			sr.setSuccesses(rate.successes());
			r.getRates().add(sr);
		}
		return r;
	}

	public static KnightTourResult tour(KnightsSession s) {
		KnightTour t = s.tour();
		KnightTourResult r = F.createKnightTourResult();
		r.setSize(s.size());
		r.setTiebreak(s.tiebreakName());
		int[] start = t.square(0);
		r.setStartRow(start[0] + 1);
		r.setStartCol(start[1] + 1);
		StringBuilder moves = new StringBuilder(t.length());
		for (int k = 1; k < t.length(); k++) {
			int[] a = t.square(k - 1);
			int[] b = t.square(k);
			moves.append(Moves.typeOf(b[0] - a[0], b[1] - a[1]));
		}
		r.setMoves(moves.toString());
		r.setComplete(t.complete());
		return r;
	}
}
