package labyrinth.walker.ui;

import java.nio.file.Path;
import java.util.function.Function;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.JFaceColors;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

import labyrinth.core.run.RegressOperation;
import labyrinth.core.run.RegressOperation.FileResult;
import labyrinth.core.run.RegressOperation.Verdict;
import labyrinth.ui.toolkit.Widgets;

/**
 * The last regression of saved positions (the Walker's Regress Saved Positions...): a row per path file with its
 * verdict and, at its live end, the fields the rules allow beside those the oracle finds viable. Rows that fail the
 * regression (unsound, unreadable) are in the error colour; double-click or Enter opens the file in the Walker.
 */
public class RegressionView extends ViewPart {
	public static final String ID = "labyrinth.ui.regressionView";
	/** What the view says before its first regression. */
	public static final String EMPTY = "No regression yet: Regress Saved Positions... in the Walker view's menu replays every"
			+ " saved position of a folder and judges the rules at each live end against the oracle.";

	private Label summary;
	private TableViewer rows;
	private Path folder;

	@Override
	public void createPartControl(Composite parent) {
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = layout.marginHeight = 0;
		parent.setLayout(layout);
		summary = new Label(parent, SWT.WRAP);
		summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		summary.setText(EMPTY);
		rows = new TableViewer(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
		rows.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		rows.setContentProvider(ArrayContentProvider.getInstance());
		column("Verdict", 80, f -> f.verdict().word());
		column("File", 260, this::fileName);
		column("Size", 55, f -> f.verdict() == Verdict.ERROR ? "" : f.size() + "x" + f.size());
		column("Step", 50, f -> f.verdict() == Verdict.ERROR ? "" : Integer.toString(f.step()));
		column("Allowed", 150, f -> judged(f) ? RegressOperation.cellsText(f.allowed()) : "");
		column("Viable", 150, f -> !judged(f) ? "" : f.verdict() == Verdict.UNKNOWN ? "not decided" : RegressOperation.cellsText(f.viable()));
		column("Note", 300, f -> f.problem() != null ? f.problem()
				: f.optionsDifferAt() > 0 ? "the saved options differ from step " + f.optionsDifferAt() : "");
		rows.getTable().setHeaderVisible(true);
		rows.getTable().setLinesVisible(true);
		Widgets.enableTooltips(rows);
		// a table's double-click listener hears Enter too (SWT.DefaultSelection)
		rows.addDoubleClickListener(e -> openSelected());
	}

	/** Whether the live end was judged: an unreadable file has no fields, a walkthrough nothing to decide. */
	private static boolean judged(FileResult f) {
		return f.verdict() != Verdict.ERROR && f.verdict() != Verdict.COMPLETE;
	}

	/** The file as found below the folder regressed; its whole path in the tooltip. */
	private String fileName(FileResult f) {
		Path file = Path.of(f.file());
		return folder != null && file.startsWith(folder) && !file.equals(folder) ? folder.relativize(file).toString() : f.file();
	}

	private void column(String title, int width, Function<FileResult, String> text) {
		TableViewerColumn c = new TableViewerColumn(rows, SWT.NONE);
		c.getColumn().setText(title);
		c.getColumn().setWidth(width);
		c.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return text.apply((FileResult) element);
			}

			@Override
			public Color getForeground(Object element) {
				return fails((FileResult) element) ? JFaceColors.getErrorText(rows.getControl().getDisplay()) : null;
			}

			@Override
			public String getToolTipText(Object element) {
				return ((FileResult) element).file();
			}
		});
	}

	/** A row that fails the regression, as the command line's exit code counts it. */
	static boolean fails(FileResult f) {
		return f.verdict() == Verdict.UNSOUND || f.verdict() == Verdict.ERROR;
	}

	/** Shows a regression of {@code regressed} (the folder or file the user chose). */
	public void show(Path regressed, RegressOperation.Result result) {
		if (rows == null || rows.getControl().isDisposed()) return;
		folder = regressed;
		String text = result.text().strip();
		Widgets.say(summary, regressed + ": " + text.substring(text.lastIndexOf('\n') + 1));
		rows.setInput(result.files());
	}

	/** Opens the selected row's file in the Walker, by the same code as Open Path File. */
	public void openSelected() {
		if (!(rows.getStructuredSelection().getFirstElement() instanceof FileResult f)) return;
		WalkerView walker = WalkerHandler.walker(getSite().getPage());
		if (walker == null) return;
		String problem = WalkerHandler.openPathFile(walker, Path.of(f.file()));
		if (problem != null) MessageDialog.openError(getSite().getShell(), "Cannot open path file", problem);
	}

	/** The summary line above the table. */
	public String summaryText() {
		return summary.getText();
	}

	public int rowCount() {
		return rows.getTable().getItemCount();
	}

	/** The text of a cell, as shown. */
	public String cellText(int row, int column) {
		return rows.getTable().getItem(row).getText(column);
	}

	/** The colour of a cell's text, as shown. */
	public Color cellForeground(int row, int column) {
		return rows.getTable().getItem(row).getForeground(column);
	}

	public org.eclipse.swt.widgets.Table table() {
		return rows.getTable();
	}

	@Override
	public void setFocus() {
		rows.getControl().setFocus();
	}
}
