package labyrinth.tour.ide;

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

import labyrinth.tour.TourTables;

/**
 * Content assist for tiebreak-table text, the way any editor asks for it: the table editor calls this, and so do the
 * tests. Everything else (parsing, validation, highlighting, outline, hover, the command line) uses the language's one
 * setup, {@link TourTables#injector()}, which alone registers the language with EMF. Content assist needs Xtext's ide
 * module, which rebinds runtime services (so it cannot be a child of that injector) and matches grammar elements by
 * identity (so it parses with its own injector); that injector registers nothing globally.
 */
public final class TourProposals {
	private static Injector injector;
	private static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
		Thread t = new Thread(r, "ltour-content-assist");
		t.setDaemon(true);
		return t;
	});

	private TourProposals() {
	}

	/** The injector with the ide services; made after the language's one setup registered it. */
	private static synchronized Injector injector() {
		if (injector == null) {
			TourTables.injector();
			injector = new TourIdeSetup().createInjector();
		}
		return injector;
	}

	/** The proposals at {@code offset}, in the order the proposal provider makes them. */
	public static List<ContentAssistEntry> complete(String text, int offset) throws Exception {
		XtextResourceSet rs = injector().getInstance(XtextResourceSet.class);
		rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put(TourTables.EXTENSION, injector().getInstance(IResourceFactory.class));
		XtextResource res = (XtextResource) rs.createResource(URI.createURI("inmemory:/editor." + TourTables.EXTENSION));
		res.load(new StringInputStream(text), null);
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
