package labyrinth.toggle.ui;

import labyrinth.kernel.io.InputFileException;
import labyrinth.model.LabyrinthFactory;
import labyrinth.model.Press;
import labyrinth.model.PressSequence;
import labyrinth.model.PressShapeKind;
import labyrinth.toggle.FishAlgorithms;
import labyrinth.toggle.PressShape;
import labyrinth.toggle.ToggleBoard;
import labyrinth.toggle.ToggleFiles;

/** Toggle boards and press sequences as the shared EMF model, and back. */
public final class ToggleModels {
	private static final LabyrinthFactory F = LabyrinthFactory.eINSTANCE;

	private ToggleModels() {
	}

	public static labyrinth.model.ToggleBoard board(ToggleBoard b, PressShape shape) {
		labyrinth.model.ToggleBoard m = F.createToggleBoard();
		for (String row : b.text().split("\n")) m.getRows().add(row);
		m.setShape(shape == PressShape.BLOCK ? PressShapeKind.BLOCK : PressShapeKind.PLUS);
		return m;
	}

	public static ToggleBoard board(labyrinth.model.ToggleBoard m) throws InputFileException {
		return ToggleFiles.parse(String.join("\n", m.getRows()) + "\n", "toggle board (model)");
	}

	public static PressShape shape(labyrinth.model.ToggleBoard m) {
		return m.getShape() == PressShapeKind.PLUS ? PressShape.PLUS : PressShape.BLOCK;
	}

	/** The presses made from the starting board, with their rules. */
	public static PressSequence sequence(ToggleBoard start, PressShape shape, String algorithm, Iterable<FishAlgorithms.Press> presses,
			boolean cleared, Long minimum) {
		PressSequence s = F.createPressSequence();
		s.setBoard(board(start, shape));
		s.setAlgorithm(algorithm);
		for (FishAlgorithms.Press p : presses) {
			Press m = F.createPress();
			m.setRow(p.row() + 1);
			m.setCol(p.col() + 1);
			m.setRule(p.rule());
			s.getPresses().add(m);
		}
		s.setCleared(cleared);
		s.setMinimum(minimum);
		return s;
	}
}
