package labyrinth.rules.ui;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolution2;
import org.eclipse.ui.IMarkerResolutionGenerator2;
import org.eclipse.ui.PlatformUI;

import labyrinth.rules.RuleQuickFixes;
import labyrinth.rules.RuleQuickFixes.Fix;

/**
 * Quick Fix on the Problems view's rule-file markers (and, through the generic editor, Ctrl+1 on a marker in the
 * editor): the fixes of {@link RuleQuickFixes} for the marker's issue code, applied to the file's document. An open
 * editor shows the change unsaved; a file nobody has open is changed and saved.
 */
public class RuleMarkerResolutions implements IMarkerResolutionGenerator2 {

	@Override
	public boolean hasResolutions(IMarker marker) {
		return RuleQuickFixes.hasFixes(marker.getAttribute(labyrinth.lang.ui.ProblemMarkers.CODE, null));
	}

	@Override
	public IMarkerResolution[] getResolutions(IMarker marker) {
		String code = marker.getAttribute(labyrinth.lang.ui.ProblemMarkers.CODE, null);
		int start = marker.getAttribute(IMarker.CHAR_START, -1);
		int end = marker.getAttribute(IMarker.CHAR_END, -1);
		if (!(marker.getResource() instanceof IFile file)) return new IMarkerResolution[0];
		return fixes(file, code, start, end).stream().map(f -> new Resolution(f.label(), file, code, start, end))
				.toArray(IMarkerResolution[]::new);
	}

	/** The fixes of a marker, computed from the file's text as it is now (the editor's, where it is open). */
	static List<Fix> fixes(IMarker marker) {
		if (!(marker.getResource() instanceof IFile file)) return List.of();
		return fixes(file, marker.getAttribute(labyrinth.lang.ui.ProblemMarkers.CODE, null), marker.getAttribute(IMarker.CHAR_START, -1),
				marker.getAttribute(IMarker.CHAR_END, -1));
	}

	/** The fixes of the problem {@code code} at {@code start..end} of the file's text as it is now. */
	static List<Fix> fixes(IFile file, String code, int start, int end) {
		if (!RuleQuickFixes.hasFixes(code) || start < 0 || end < start) return List.of();
		String text = text(file);
		return text == null ? List.of() : RuleQuickFixes.fixes(text, code, start, end - start);
	}

	private static String text(IFile file) {
		ITextFileBuffer open = FileBuffers.getTextFileBufferManager().getTextFileBuffer(file.getFullPath(), LocationKind.IFILE);
		if (open != null) return open.getDocument().get();
		try (java.io.InputStream in = file.getContents(true)) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		} catch (CoreException | java.io.IOException e) {
			return null;
		}
	}

	/** Applies a fix to a document. */
	static void apply(Fix fix, IDocument document) throws BadLocationException {
		document.replace(fix.offset(), fix.length(), fix.replacement());
	}

	/**
	 * One fix of a marker, found again by its label when run (the text may have changed since it was offered). It
	 * keeps the marker's problem: markers are made anew on every validation, so the one it was offered for may be gone.
	 */
	static final class Resolution implements IMarkerResolution2 {
		private final String label;
		private final IFile file;
		private final String code;
		private final int start;
		private final int end;

		Resolution(String label, IFile file, String code, int start, int end) {
			this.label = label;
			this.file = file;
			this.code = code;
			this.start = start;
			this.end = end;
		}

		@Override
		public String getLabel() {
			return label;
		}

		@Override
		public String getDescription() {
			return label;
		}

		@Override
		public Image getImage() {
			return null;
		}

		@Override
		public void run(IMarker marker) {
			// the editor's hover runs a resolution in a job, but an open editor's document may change only on the UI
			// thread (its listeners touch widgets): from any other thread the fix goes there
			Display display = PlatformUI.isWorkbenchRunning() ? PlatformUI.getWorkbench().getDisplay() : null;
			if (display != null && Display.getCurrent() == null) display.asyncExec(this::applyNow);
			else applyNow();
		}

		private void applyNow() {
			Fix fix = fixes(file, code, start, end).stream().filter(f -> f.label().equals(label)).findFirst().orElse(null);
			if (fix == null) return;
			ITextFileBufferManager manager = FileBuffers.getTextFileBufferManager();
			IPath path = file.getFullPath();
			boolean wasOpen = manager.getTextFileBuffer(path, LocationKind.IFILE) != null;
			try {
				manager.connect(path, LocationKind.IFILE, null);
				try {
					ITextFileBuffer buffer = manager.getTextFileBuffer(path, LocationKind.IFILE);
					apply(fix, buffer.getDocument());
					if (!wasOpen) buffer.commit(null, true); // nobody sees the buffer: the fix goes to the file
				} finally {
					manager.disconnect(path, LocationKind.IFILE, null);
				}
			} catch (CoreException | BadLocationException e) {
				ILog.of(RuleMarkerResolutions.class).error("could not apply '" + label + "' to " + path, e);
			}
		}
	}
}
