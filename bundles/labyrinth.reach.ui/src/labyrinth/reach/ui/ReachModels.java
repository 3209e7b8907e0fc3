package labyrinth.reach.ui;

import java.math.BigInteger;



import labyrinth.kernel.io.InputFileException;
import labyrinth.model.Delta;
import labyrinth.model.LabyrinthFactory;
import labyrinth.model.ReachQuestion;
import labyrinth.model.ReachResult;
import labyrinth.model.RoutingRule;
import labyrinth.model.RoutingType;
import labyrinth.model.SearchOrder;
import labyrinth.reach.Direction;
import labyrinth.reach.ReachBoard;
import labyrinth.reach.ReachSession;
import labyrinth.reach.RoutingTable;

/** The reachability engine's boards and answers as the shared EMF model, and back ({@link labyrinth.ui.toolkit.ModelFiles} saves them). */
public final class ReachModels {
	private static final LabyrinthFactory F = LabyrinthFactory.eINSTANCE;

	private ReachModels() {
	}

	public static labyrinth.model.ReachBoard board(ReachBoard b, String name) {
		labyrinth.model.ReachBoard m = F.createReachBoard();
		m.setName(name);
		for (String row : b.text().split("\n")) m.getRows().add(row);
		for (RoutingTable.Type t : b.routing().types()) {
			RoutingType type = F.createRoutingType();
			type.setSymbol(String.valueOf(t.symbol()));
			for (Direction travel : Direction.values()) {
				if (!t.defined()[travel.ordinal()]) continue;
				RoutingRule rule = F.createRoutingRule();
				Direction side = travel.opposite();
				rule.setFromRow(side.rowDelta);
				rule.setFromCol(side.colDelta);
				for (Direction exit : Direction.values()) {
					if ((t.exitsWhenTravelling(travel) & exit.bit()) == 0) continue;
					Delta d = F.createDelta();
					d.setRow(exit.rowDelta);
					d.setCol(exit.colDelta);
					rule.getExits().add(d);
				}
				type.getRules().add(rule);
			}
			m.getRoutingTypes().add(type);
		}
		return m;
	}

	/** The engine's board from the model; a broken model is reported like a broken file. */
	public static ReachBoard board(labyrinth.model.ReachBoard m) throws InputFileException {
		StringBuilder table = new StringBuilder();
		for (RoutingType t : m.getRoutingTypes()) {
			for (RoutingRule r : t.getRules()) {
				table.append(t.getSymbol()).append(' ').append(r.getFromRow()).append(',').append(r.getFromCol()).append(" ->");
				if (r.getExits().isEmpty()) table.append(" none");
				for (Delta d : r.getExits()) table.append(' ').append(d.getRow()).append(',').append(d.getCol());
				table.append('\n');
			}
		}
		String name = m.getName() == null ? "board" : m.getName();
		RoutingTable routing = table.isEmpty() ? RoutingTable.standard() : RoutingTable.parse(table.toString(), name + " (routing types)");
		return ReachBoard.parse(String.join("\n", m.getRows()) + "\n", name, routing);
	}

	/** The session's answer with its board, as the model records it. */
	public static ReachResult result(ReachSession s, String boardName) {
		ReachResult r = F.createReachResult();
		r.setBoard(board(s.board(), boardName));
		r.setQuestion(switch (s.question()) {
		case WITHIN -> ReachQuestion.WITHIN;
		case EXACTLY -> ReachQuestion.EXACTLY;
		case BEAM -> ReachQuestion.BEAM;
		});
		r.setSquares(BigInteger.valueOf(s.answer()));
		if (s.question() == ReachSession.Question.BEAM) {
			r.setEntryRow(s.entryRow() + 1);
			r.setEntryCol(s.entryCol() + 1);
			r.setEntryDirection(s.entryTravel().label());
			r.setMethod("beam tasks (square, direction), " + s.rounds() + " taken");
		} else {
			r.setOrder(s.order() == labyrinth.reach.StepSearch.Order.FIFO ? SearchOrder.FIFO : SearchOrder.LIFO);
			r.setSteps(s.steps());
			r.setMethod((s.order() == labyrinth.reach.StepSearch.Order.FIFO ? "FIFO (breadth-first)" : "LIFO (newest first per step count)") + " search, "
					+ s.rounds() + " rounds");
			long[] per = s.question() == ReachSession.Question.WITHIN ? s.withinPerStep() : s.exactlyPerStep();
			for (long v : per) r.getPerStep().add(v);
		}
		return r;
	}

}
