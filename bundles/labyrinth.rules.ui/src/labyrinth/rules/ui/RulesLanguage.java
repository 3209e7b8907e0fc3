package labyrinth.rules.ui;

import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Injector;

import labyrinth.rules.RuleFiles;

/** Thin bridge from the editor to the language's one setup ({@link RuleFiles}); no org.eclipse.xtext.ui. */
public final class RulesLanguage {
	private RulesLanguage() {
	}

	public static Injector injector() {
		return RuleFiles.injector();
	}

	public static List<Issue> validate(String text) throws Exception {
		return validate(text, URI.createURI("inmemory:/editor.lrules"));
	}

	public static List<Issue> validate(String text, URI uri) throws Exception {
		return RuleFiles.validate(text, uri);
	}
}
