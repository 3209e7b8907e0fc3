package labyrinth.walker.ui;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import labyrinth.core.grid.Board;

/** New Walk: the grid size (odd, a spinner) and the seed of the random steps, from the preferences at first. */
public class NewWalkDialog extends TitleAreaDialog {
	private final int initialSize;
	private final long initialSeed;
	private Spinner size;
	private Text seed;
	private int chosenSize;
	private long chosenSeed;

	public NewWalkDialog(Shell parent, int size, long seed) {
		super(parent);
		this.initialSize = Board.isValidSize(size) ? size : 7;
		this.initialSeed = seed;
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		setTitle("New Walk");
		setMessage("A new line from (1,1) on an n x n grid; the seed decides the random steps.");
		getShell().setText("New Walk");
		Composite c = new Composite(area, SWT.NONE);
		c.setLayout(new GridLayout(2, false));
		c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		new Label(c, SWT.NONE).setText("Grid size (odd, " + Board.MIN_SIZE + " to " + Board.MAX_SIZE + "):");
		size = new Spinner(c, SWT.BORDER);
		size.setValues(initialSize, Board.MIN_SIZE, Board.MAX_SIZE, 0, 2, 10);
		new Label(c, SWT.NONE).setText("Seed:");
		seed = new Text(c, SWT.BORDER);
		seed.setText(Long.toString(initialSeed));
		seed.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		size.addListener(SWT.Modify, e -> validate());
		seed.addListener(SWT.Modify, e -> validate());
		return area;
	}

	private void validate() {
		String problem = null;
		if (!Board.isValidSize(size.getSelection())) problem = "The size must be " + Board.SIZE_RULE;
		try {
			Long.parseLong(seed.getText().strip());
		} catch (NumberFormatException e) {
			problem = "The seed must be a whole number";
		}
		setErrorMessage(problem);
		if (getButton(IDialogConstants.OK_ID) != null) getButton(IDialogConstants.OK_ID).setEnabled(problem == null);
	}

	@Override
	protected void okPressed() {
		chosenSize = size.getSelection();
		chosenSeed = Long.parseLong(seed.getText().strip());
		super.okPressed();
	}

	public int size() {
		return chosenSize;
	}

	public long seed() {
		return chosenSeed;
	}

	/** The controls, for tests. */
	public Spinner sizeControl() {
		return size;
	}

	public Text seedControl() {
		return seed;
	}
}
