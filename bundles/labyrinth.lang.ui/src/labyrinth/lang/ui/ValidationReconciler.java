package labyrinth.lang.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;
import org.eclipse.jface.text.reconciler.Reconciler;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;

/**
 * Validates the editor's text as the user types and shows the issues as Problems markers (a workspace file) or as
 * editor annotations (a file outside the workspace). The markers say what the editor holds; once the editor is gone
 * (closed without saving), they are made again from the file on disk. A language registers its subclass as the
 * generic editor's {@code reconciler}.
 */
public abstract class ValidationReconciler extends Reconciler {
	public static final String ERROR = "org.eclipse.ui.workbench.texteditor.error";
	public static final String WARNING = "org.eclipse.ui.workbench.texteditor.warning";

	private final FileLanguage language;
	private volatile ITextViewer viewer;
	/** The workspace file the editor shows (null for an external file): its markers follow the editor's text. */
	private volatile IFile file;

	protected ValidationReconciler(FileLanguage language) {
		this.language = language;
		setReconcilingStrategy(new Strategy(), IDocument.DEFAULT_CONTENT_TYPE);
		setDelay(200);
	}

	@Override
	public void install(ITextViewer textViewer) {
		this.viewer = textViewer;
		super.install(textViewer);
	}

	/**
	 * The editor closes: its text, saved or not, no longer counts. Closed without saving, the file on disk may be
	 * valid where the editor's text was not, so its markers are made from the disk again.
	 */
	@Override
	public void uninstall() {
		viewer = null;
		super.uninstall();
		IFile shown = file;
		file = null;
		if (shown != null) WorkspaceFileWatcher.validateFromDisk(language, shown);
	}

	private final class Strategy implements IReconcilingStrategy, IReconcilingStrategyExtension {
		private IDocument document;
		private final List<Annotation> current = new ArrayList<>();

		@Override
		public void setDocument(IDocument document) {
			this.document = document;
		}

		@Override
		public void setProgressMonitor(IProgressMonitor monitor) {
		}

		/** Reconciler only calls this once after install; without it nothing is validated until the first edit. */
		@Override
		public void initialReconcile() {
			if (document != null) reconcile(new Region(0, document.getLength()));
		}

		@Override
		public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
			reconcile(subRegion);
		}

		@Override
		public void reconcile(IRegion partition) {
			if (!(viewer instanceof ISourceViewer sv) || document == null) return;
			IDocument validated = document;
			IAnnotationModel model = sv.getAnnotationModel();
			if (model == null) return;
			Map<Annotation, Position> added = new HashMap<>();
			try {
				IFile shown = ProblemMarkers.fileOf(validated);
				String text = validated.get();
				List<Issue> issues = shown != null ? language.issues(shown, text) : language.issues(text);
				if (shown != null && viewer != null) { // not after the editor closed: the disk's markers count then
					file = shown;
					ProblemMarkers.update(language, shown, issues);
				}
				// a workspace file's markers bring their own annotations; ours beside them would show each problem twice
				// in the hover
				if (shown == null) for (Issue issue : issues) {
					String type = issue.getSeverity() == Severity.ERROR ? ERROR : WARNING;
					int off = issue.getOffset() == null ? 0 : issue.getOffset();
					int len = issue.getLength() == null ? 0 : issue.getLength();
					added.put(new Annotation(type, false, issue.getMessage()), new Position(off, len));
				}
			} catch (Exception e) {
				// a parser or validator failure must not break the editor; the error log keeps the cause
				org.eclipse.core.runtime.ILog.of(ValidationReconciler.class).error("validation of " + language.files() + " failed", e);
				return;
			}
			synchronized (current) {
				if (model instanceof IAnnotationModelExtension ext) {
					ext.replaceAnnotations(current.toArray(Annotation[]::new), added);
				} else {
					current.forEach(model::removeAnnotation);
					added.forEach(model::addAnnotation);
				}
				current.clear();
				current.addAll(added.keySet());
			}
		}
	}
}
