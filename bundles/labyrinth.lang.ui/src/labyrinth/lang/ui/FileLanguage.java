package labyrinth.lang.ui;

import java.io.IOException;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.validation.Issue;

/**
 * A file language of the workbench as its editor support sees it: the files it owns, their Problems markers and the
 * validator (the language's own, from its runtime bundle).
 *
 * @param extension the file extension, without the dot
 * @param files what its files are called in job names and log lines ("rule files")
 * @param markerType the Problems marker type its plugin.xml declares
 * @param validator parses and validates a text as the file at a URI
 */
public record FileLanguage(String extension, String files, String markerType, Validator validator) {
	/** A language's validation: the issues of a text read as the file at {@code uri} (imports resolve beside it). */
	@FunctionalInterface
	public interface Validator {
		List<Issue> validate(String text, URI uri) throws IOException;
	}

	public boolean owns(IResource r) {
		return r.getType() == IResource.FILE && extension.equals(r.getFileExtension());
	}

	/** The issues of a text as the workspace file's content, under its platform URI. */
	public List<Issue> issues(IFile file, String text) throws IOException {
		return validator.validate(text, URI.createPlatformResourceURI(file.getFullPath().toString(), true));
	}

	/** The issues of a text in an editor with no workspace file behind it. */
	public List<Issue> issues(String text) throws IOException {
		return validator.validate(text, URI.createURI("inmemory:/editor." + extension));
	}
}
