package labyrinth.rules.ide;

import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;

import labyrinth.core.rules.BuiltinRules;

/**
 * Keywords as Xtext proposes them, plus the engine's built-in rule names after {@code builtin}. The assignment is
 * recognised by its rule and feature name: this injector parses with its own grammar instance (see RulesProposals).
 */
public class RulesContentProposals extends IdeContentProposalProvider {
	@Override
	protected void _createProposals(Assignment assignment, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
		if ("id".equals(assignment.getFeature()) && "BuiltinRuleRef".equals(GrammarUtil.containingRule(assignment).getName())) {
			for (String id : BuiltinRules.ids()) {
				ContentAssistEntry entry = getProposalCreator().createProposal(id, context, e -> {
					e.setKind(ContentAssistEntry.KIND_VALUE);
					e.setDescription("built-in rule");
				});
				if (entry != null) acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
			}
			return;
		}
		super._createProposals(assignment, context, acceptor);
	}
}
