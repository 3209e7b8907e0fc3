package labyrinth.tour.ui;

import java.util.List;

import org.eclipse.ui.texteditor.ITextEditor;

import labyrinth.lang.ui.OutlinePage;
import labyrinth.model.TourCase;
import labyrinth.model.TourStage;
import labyrinth.model.TourTable;
import labyrinth.tour.TourTables;

/** Outline of a tiebreak table: the table, its cases and their stages; selecting one reveals it. */
public class TourOutlinePage extends OutlinePage {
	public TourOutlinePage(ITextEditor editor) {
		super(editor);
	}

	@Override
	protected List<Item> itemsOf(String text) {
		return items(text);
	}

	/** The outline entries of a table's text (also for tests). */
	public static List<Item> items(String text) {
		List<Item> out = new java.util.ArrayList<>();
		TourTable table = TourTables.parseText(text);
		if (table == null) return out;
		add(out, "tiebreak table " + table.getName() + (table.getFrom() > 0 ? " (sizes from " + table.getFrom() + ")" : ""), table);
		for (TourCase c : table.getCases()) {
			String condition = c.getModulus() == 0 ? "m = " + c.getResidue()
					: "m mod " + c.getModulus() + " = " + c.getResidue() + (c.getFrom() > 0 ? " from " + c.getFrom() : "");
			int n = c.getStages().size();
			add(out, "case " + condition + " (" + n + (n == 1 ? " stage)" : " stages)"), c);
			for (TourStage s : c.getStages()) {
				String until = s.getRow() == null ? "to end" : "until (" + TourTables.expr(s.getRow()).text() + ", "
						+ (s.getCol() == null ? "?" : TourTables.expr(s.getCol()).text()) + ")";
				add(out, "    " + s.getOrdering() + " " + until, s);
			}
		}
		return out;
	}
}
