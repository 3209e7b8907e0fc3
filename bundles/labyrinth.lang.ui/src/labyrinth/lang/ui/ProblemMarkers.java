package labyrinth.lang.ui;

import java.util.List;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.text.IDocument;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;

/** Mirrors a language's validation issues as Problems-view markers on its files. */
public final class ProblemMarkers {
	/** The marker attribute that holds the validator's issue code, which quick fixes are keyed on. */
	public static final String CODE = "labyrinth.code";

	private ProblemMarkers() {
	}

	/** The workspace file behind an editor document, or null (an external file, or no buffer). */
	public static IFile fileOf(IDocument document) {
		ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(document);
		if (buffer == null || buffer.getLocation() == null) return null;
		IResource r = ResourcesPlugin.getWorkspace().getRoot().findMember(buffer.getLocation());
		return r instanceof IFile f ? f : null;
	}

	/** Validates text as the file's content and replaces the file's markers with the issues, which it returns. */
	public static List<Issue> validate(FileLanguage language, IFile file, String text) throws java.io.IOException {
		List<Issue> issues = language.issues(file, text);
		update(language, file, issues);
		return issues;
	}

	/** Replaces the file's markers with the given issues, in a workspace job (markers change the workspace). */
	public static void update(FileLanguage language, IFile file, List<Issue> issues) {
		String type = language.markerType();
		WorkspaceJob job = new WorkspaceJob("Markers of " + language.files()) {
			@Override
			public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
				if (!file.exists()) return Status.OK_STATUS;
				List<Issue> shown = issues.stream()
						.filter(i -> i.getSeverity() == Severity.ERROR || i.getSeverity() == Severity.WARNING).toList();
				// the same problems again (every keystroke validates): keep the markers, so quick fixes and the
				// Problems view hold on to them
				if (keys(file.findMarkers(type, false, IResource.DEPTH_ZERO)).equals(shown.stream().map(ProblemMarkers::key).sorted().toList())) {
					return Status.OK_STATUS;
				}
				file.deleteMarkers(type, false, IResource.DEPTH_ZERO);
				for (Issue i : shown) {
					IMarker m = file.createMarker(type);
					m.setAttribute(IMarker.MESSAGE, i.getMessage());
					m.setAttribute(IMarker.SEVERITY, severity(i));
					if (i.getCode() != null) m.setAttribute(CODE, i.getCode());
					if (i.getLineNumber() != null) m.setAttribute(IMarker.LINE_NUMBER, i.getLineNumber().intValue());
					if (i.getOffset() != null) {
						m.setAttribute(IMarker.CHAR_START, i.getOffset().intValue());
						m.setAttribute(IMarker.CHAR_END, i.getOffset() + (i.getLength() == null ? 0 : i.getLength()));
					}
				}
				return Status.OK_STATUS;
			}
		};
		job.setRule(ResourcesPlugin.getWorkspace().getRuleFactory().markerRule(file));
		job.setSystem(true);
		job.schedule();
	}

	private static int severity(Issue i) {
		return i.getSeverity() == Severity.ERROR ? IMarker.SEVERITY_ERROR : IMarker.SEVERITY_WARNING;
	}

	/** What a marker says and where, to compare markers with issues. */
	private static String key(Issue i) {
		int start = i.getOffset() == null ? -1 : i.getOffset();
		int end = i.getOffset() == null ? -1 : i.getOffset() + (i.getLength() == null ? 0 : i.getLength());
		return severity(i) + "|" + (i.getLineNumber() == null ? -1 : i.getLineNumber()) + "|" + start + "|" + end + "|" + i.getCode() + "|"
				+ i.getMessage();
	}

	private static List<String> keys(IMarker[] markers) {
		return java.util.Arrays.stream(markers).map(m -> m.getAttribute(IMarker.SEVERITY, -1) + "|" + m.getAttribute(IMarker.LINE_NUMBER, -1)
				+ "|" + m.getAttribute(IMarker.CHAR_START, -1) + "|" + m.getAttribute(IMarker.CHAR_END, -1) + "|"
				+ m.getAttribute(CODE, null) + "|" + m.getAttribute(IMarker.MESSAGE, "")).sorted().toList();
	}
}
