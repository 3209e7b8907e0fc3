package labyrinth.rules.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.StringInputStream;
import org.eclipse.xtext.util.TextRegion;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Injector;

import labyrinth.rules.ide.RulesIdeSetup;

/** Thin bridge from Eclipse UI code to the Xtext runtime + ide services (no org.eclipse.xtext.ui). */
public final class RulesLanguage {
	private static Injector injector;
	private static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
		Thread t = new Thread(r, "lrules-content-assist");
		t.setDaemon(true);
		return t;
	});

	private RulesLanguage() {}

	public static synchronized Injector injector() {
		if (injector == null) {
			injector = new RulesIdeSetup().createInjectorAndDoEMFRegistration();
		}
		return injector;
	}

	static XtextResource parse(String text) throws Exception {
		return parse(text, URI.createURI("inmemory:/editor.lrules"));
	}

	/** Parses editor text as if it were the file at {@code uri}, so relative imports resolve next to it. */
	static XtextResource parse(String text, URI uri) throws Exception {
		XtextResourceSet rs = injector().getInstance(XtextResourceSet.class);
		// bind the file extension to this (ide) injector, whatever other code registered globally
		rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("lrules",
				injector().getInstance(org.eclipse.xtext.resource.IResourceFactory.class));
		XtextResource res = (XtextResource) rs.createResource(uri);
		res.load(new StringInputStream(text), null);
		return res;
	}

	public static List<Issue> validate(String text) throws Exception {
		return validate(text, URI.createURI("inmemory:/editor.lrules"));
	}

	public static List<Issue> validate(String text, URI uri) throws Exception {
		XtextResource res = parse(text, uri);
		return injector().getInstance(IResourceValidator.class).validate(res, CheckMode.ALL, CancelIndicator.NullImpl);
	}

	public static List<ContentAssistEntry> complete(String text, int offset) throws Exception {
		XtextResource res = parse(text);
		ContentAssistContextFactory factory = injector().getInstance(ContentAssistContextFactory.class);
		factory.setPool(POOL);
		ContentAssistContext[] ctxs = factory.create(text, new TextRegion(offset, 0), offset, res);
		List<ContentAssistEntry> out = new ArrayList<>();
		injector().getInstance(IdeContentProposalProvider.class).createProposals(Arrays.asList(ctxs),
				new IIdeContentProposalAcceptor() {
					@Override
					public void accept(ContentAssistEntry entry, int priority) {
						if (entry != null) out.add(entry);
					}

					@Override
					public boolean canAcceptMoreProposals() {
						return true;
					}
				});
		return out;
	}
}
