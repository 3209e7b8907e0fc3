package labyrinth.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

import labyrinth.kernel.tasks.LocalTaskRunner;
import labyrinth.knights.KnightTour;
import labyrinth.knights.Moves;
import labyrinth.knights.Sweeps;
import labyrinth.knights.TiebreakSpec;
import labyrinth.knights.TiebreakTable;

/**
 * Knight's tour speed figures beside a baseline measured in the same run: Warnsdorff's rule that counts each
 * candidate's unvisited neighbours afresh at every move instead of keeping degrees up to date.
 */
final class KnightsBench {
	private KnightsBench() {
	}

	static void run(PrintStream out) throws java.io.IOException, labyrinth.tour.TourFileException {
		TiebreakTable table = labyrinth.tour.TourTables.shipped("squirrel-cull").table();
		int m = 1000;
		double ours = Double.MAX_VALUE;
		boolean complete = false;
		for (int i = 0; i < 5; i++) {
			long t0 = System.nanoTime();
			KnightTour t = new KnightTour(m, 0, 0, table.tiebreakFor(m));
			complete = t.run();
			ours = Math.min(ours, (System.nanoTime() - t0) / 1e9);
		}
		double plain = Double.MAX_VALUE;
		for (int i = 0; i < 3; i++) {
			long t0 = System.nanoTime();
			plainWarnsdorff(m);
			plain = Math.min(plain, (System.nanoTime() - t0) / 1e9);
		}
		out.printf(Locale.ROOT, "Squirrel-Cull tour, 1000x1000 (%s): %.1f ms; plain Warnsdorff recounting degrees %.1f ms = %.1fx faster%n",
				complete ? "complete" : "stuck", ours * 1e3, plain * 1e3, plain / ours);
		int cores = Runtime.getRuntime().availableProcessors();
		long t0 = System.nanoTime();
		int failed;
		try (LocalTaskRunner pool = new LocalTaskRunner(cores)) {
			failed = Sweeps.sweep(5, 300, new TiebreakSpec.Table(table), pool, new AtomicBoolean(), null).size();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return;
		}
		out.printf(Locale.ROOT, "Squirrel-Cull sweep 5..300, %d threads: %.2f s, %d fail (m = 74)%n", cores, (System.nanoTime() - t0) / 1e9, failed);
	}

	/** Warnsdorff with the ordering 12345678, degrees counted anew for every candidate at every move. */
	private static int plainWarnsdorff(int m) {
		boolean[][] visited = new boolean[m][m];
		int r = 0;
		int c = 0;
		visited[0][0] = true;
		int length = 1;
		while (true) {
			int best = -1;
			int bestDegree = 9;
			for (int t = 1; t <= 8; t++) {
				int nr = r + Moves.ROW[t];
				int nc = c + Moves.COL[t];
				if (nr < 0 || nc < 0 || nr >= m || nc >= m || visited[nr][nc]) continue;
				int d = 0;
				for (int u = 1; u <= 8; u++) {
					int xr = nr + Moves.ROW[u];
					int xc = nc + Moves.COL[u];
					if (xr >= 0 && xc >= 0 && xr < m && xc < m && !visited[xr][xc]) d++;
				}
				if (d < bestDegree) {
					bestDegree = d;
					best = t;
				}
			}
			if (best < 0) return length;
			r += Moves.ROW[best];
			c += Moves.COL[best];
			visited[r][c] = true;
			length++;
		}
	}
}
