package labyrinth.rules.ui;

import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Injector;

import labyrinth.rules.ide.RulesProposals;

/** Thin bridge from Eclipse UI code to the Xtext runtime + ide services (no org.eclipse.xtext.ui). */
public final class RulesLanguage {
	private RulesLanguage() {
	}

	public static Injector injector() {
		return RulesProposals.injector();
	}

	public static List<Issue> validate(String text) throws Exception {
		return validate(text, URI.createURI("inmemory:/editor.lrules"));
	}

	public static List<Issue> validate(String text, URI uri) throws Exception {
		XtextResource res = RulesProposals.parse(text, uri);
		return injector().getInstance(IResourceValidator.class).validate(res, CheckMode.ALL, CancelIndicator.NullImpl);
	}
}
