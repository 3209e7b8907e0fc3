package labyrinth.tour.ide;

import java.util.LinkedHashSet;
import java.util.Set;

import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;

import labyrinth.knights.MoveOrdering;
import labyrinth.model.TourStage;

/**
 * Keywords as Xtext proposes them, plus move-orderings where a stage starts: the orderings the table already uses
 * (a new case often starts like an earlier one), then the plain 12345678. The assignment is recognised by its rule
 * and feature name: this injector parses with its own grammar instance (see TourProposals).
 */
public class TourContentProposals extends IdeContentProposalProvider {
	/** The ordering proposed in every table: move types in their numbering order. */
	public static final String PLAIN_ORDERING = "12345678";

	@Override
	protected void _createProposals(Assignment assignment, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
		if ("ordering".equals(assignment.getFeature()) && "TourStage".equals(GrammarUtil.containingRule(assignment).getName())) {
			Set<String> orderings = new LinkedHashSet<>();
			if (context.getRootModel() != null) {
				for (TourStage s : EcoreUtil2.getAllContentsOfType(context.getRootModel(), TourStage.class)) {
					if (s.getOrdering() != null && MoveOrdering.problem(s.getOrdering()) == null) orderings.add(s.getOrdering());
				}
			}
			orderings.add(PLAIN_ORDERING);
			for (String ordering : orderings) {
				ContentAssistEntry entry = getProposalCreator().createProposal(ordering, context, e -> {
					e.setKind(ContentAssistEntry.KIND_VALUE);
					e.setDescription(PLAIN_ORDERING.equals(ordering) ? "move-ordering" : "move-ordering used in this table");
				});
				if (entry != null) acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
			}
			return;
		}
		super._createProposals(assignment, context, acceptor);
	}
}
