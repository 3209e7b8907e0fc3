package labyrinth.rules.ide;

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
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.StringInputStream;
import org.eclipse.xtext.util.TextRegion;

import com.google.inject.Injector;

/**
 * Content assist for rule text, the way any editor asks for it: the rule editor calls this, and so do the tests.
 * Owns the language's ide injector (runtime plus ide services).
 */
public final class RulesProposals {
	private static Injector injector;
	private static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
		Thread t = new Thread(r, "lrules-content-assist");
		t.setDaemon(true);
		return t;
	});

	private RulesProposals() {
	}

	/** The language's injector with the ide services; registers the language with EMF once. */
	public static synchronized Injector injector() {
		if (injector == null) injector = new RulesIdeSetup().createInjectorAndDoEMFRegistration();
		return injector;
	}

	/**
	 * Parses text as if it were the file at {@code uri} (so relative imports resolve next to it), with this
	 * injector whatever another setup registered globally for the extension.
	 */
	public static XtextResource parse(String text, URI uri) throws java.io.IOException {
		XtextResourceSet rs = injector().getInstance(XtextResourceSet.class);
		rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("lrules", injector().getInstance(IResourceFactory.class));
		XtextResource res = (XtextResource) rs.createResource(uri);
		res.load(new StringInputStream(text), null);
		return res;
	}

	/** The proposals at {@code offset}, in the order the proposal provider makes them. */
	public static List<ContentAssistEntry> complete(String text, int offset) throws Exception {
		XtextResource res = parse(text, URI.createURI("inmemory:/editor.lrules"));
		ContentAssistContextFactory factory = injector().getInstance(ContentAssistContextFactory.class);
		factory.setPool(POOL);
		ContentAssistContext[] contexts = factory.create(text, new TextRegion(offset, 0), offset, res);
		List<ContentAssistEntry> out = new ArrayList<>();
		injector().getInstance(IdeContentProposalProvider.class).createProposals(Arrays.asList(contexts),
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
