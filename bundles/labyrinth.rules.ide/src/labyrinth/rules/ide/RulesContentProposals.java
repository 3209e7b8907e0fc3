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
					// what it does, from its name as the walker's legend shows it (the editor's side popup)
					e.setDescription(BuiltinRules.description(id));
				});
				if (entry != null) acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
			}
			return;
		}
		if ("rows".equals(assignment.getFeature()) && "Pattern".equals(GrammarUtil.containingRule(assignment).getName())) {
			String row = rowTemplate(context.getRootNode() == null ? "" : context.getRootNode().getText(), context.getOffset());
			ContentAssistEntry entry = getProposalCreator().createProposal(row, context, e -> {
				e.setKind(ContentAssistEntry.KIND_SNIPPET);
				e.setLabel(row + "  pattern row");
				e.setDescription("a pattern row of any fields ('?'), as wide as the row above");
			});
			if (entry != null) acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
			return;
		}
		super._createProposals(assignment, context, acceptor);
	}

	/** The fields of a row before the cursor's: a new row is as wide as the one above it. */
	private static final java.util.regex.Pattern ROW = java.util.regex.Pattern.compile("\\|([^|\\n\\r]*)\\|");

	/**
	 * A row of '?' (any field) as wide as the last row before {@code offset} (three fields if there is none): what the
	 * pattern's next row starts from.
	 */
	static String rowTemplate(String text, int offset) {
		String before = text.substring(0, Math.min(offset, text.length()));
		int ruleStart = before.lastIndexOf("pattern");
		java.util.regex.Matcher m = ROW.matcher(before);
		int width = 3;
		while (m.find()) {
			if (m.start() > ruleStart) width = m.group(1).replace(" ", "").replace("\t", "").length();
		}
		return "|" + "? ".repeat(Math.max(1, width)).strip() + "|";
	}
}
