package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.eclipse.xtext.util.StringInputStream;
import org.eclipse.xtext.util.TextRegion;
import org.junit.jupiter.api.Test;

import com.google.inject.Injector;

import labyrinth.rules.ide.RulesIdeSetup;

/** Uses the generated *ide* bundle (ANTLR content-assist parser) the way an editor would. */
public class RulesIdeContentAssistTest {

	static List<String> proposals(Injector injector, String text, int offset) throws Exception {
		XtextResourceSet rs = injector.getInstance(XtextResourceSet.class);
		XtextResource res = (XtextResource) rs.createResource(URI.createURI("inmemory:/test.lrules"));
		res.load(new StringInputStream(text), null);
		ContentAssistContextFactory factory = injector.getInstance(ContentAssistContextFactory.class);
		ExecutorService pool = Executors.newCachedThreadPool();
		try {
			factory.setPool(pool);
			ContentAssistContext[] ctxs = factory.create(text, new TextRegion(offset, 0), offset, res);
			IdeContentProposalProvider provider = injector.getInstance(IdeContentProposalProvider.class);
			List<String> out = new ArrayList<>();
			provider.createProposals(Arrays.asList(ctxs), new IIdeContentProposalAcceptor() {
				@Override
				public void accept(ContentAssistEntry entry, int priority) {
					if (entry != null) out.add(entry.getProposal());
				}

				@Override
				public boolean canAcceptMoreProposals() {
					return true;
				}
			});
			return out;
		} finally {
			pool.shutdownNow();
		}
	}

	@Test
	public void keywordsAreProposedWhereTheGrammarAllowsThem() throws Exception {
		Injector injector = new RulesIdeSetup().createInjectorAndDoEMFRegistration();
		List<String> atStart = proposals(injector, "", 0);
		assertTrue(atStart.contains("ruleset"), "got " + atStart);
		String text = "ruleset demo\n";
		List<String> afterHeader = proposals(injector, text, text.length());
		assertTrue(afterHeader.containsAll(List.of("sizes", "import", "builtin", "rule")), "got " + afterHeader);
		String inSwitch = "ruleset demo builtin area ";
		assertTrue(proposals(injector, inSwitch, inSwitch.length()).containsAll(List.of("on", "off")));
	}
}
