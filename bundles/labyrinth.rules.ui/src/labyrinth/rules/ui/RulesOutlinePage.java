package labyrinth.rules.ui;

import java.util.List;

import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

import labyrinth.lang.ui.OutlinePage;
import labyrinth.rules.RuleFiles;
import labyrinth.model.BuiltinRuleRef;
import labyrinth.model.LabyrinthPackage;
import labyrinth.model.Rule;
import labyrinth.model.RuleEntry;
import labyrinth.model.RuleSet;

/** Outline of a rule file: the rule set, its imports, built-in switches and pattern rules; selecting one reveals it. */
public class RulesOutlinePage extends OutlinePage {
	public RulesOutlinePage(ITextEditor editor) {
		super(editor);
	}

	@Override
	protected List<Item> itemsOf(String text) {
		return items(text);
	}

	/** The outline entries of a rule text (also for tests). */
	public static List<Item> items(String text) {
		List<Item> out = new java.util.ArrayList<>();
		RuleSet file = RuleFiles.parseText(text);
		if (file == null) return out;
		add(out, "ruleset " + typed(file.getName()) + (file.getSizes().isEmpty() ? "" : " " + file.getSizes())
				+ (file.getWindow() == 0 ? "" : ", window " + file.getWindow()), file);
		List<org.eclipse.xtext.nodemodel.INode> imports = NodeModelUtils.findNodesForFeature(file,
				LabyrinthPackage.Literals.RULE_SET__IMPORTS);
		for (int i = 0; i < Math.min(imports.size(), file.getImports().size()); i++) {
			org.eclipse.xtext.nodemodel.INode node = imports.get(i);
			out.add(new Item("import " + file.getImports().get(i), node.getOffset(), node.getLength()));
		}
		for (RuleEntry e : file.getEntries()) {
			if (e instanceof BuiltinRuleRef sw) add(out, "builtin " + typed(sw.getId()) + (sw.isDisabled() ? " off" : " on"), sw);
			else if (e instanceof Rule r) {
				String symmetry = (r.isMirror() ? " mirror" : "") + (r.isRotate() ? " rotate" : "");
				add(out, "rule " + typed(r.getName()) + (symmetry.isEmpty() ? "" : " (" + symmetry.strip() + ")")
						+ (r.isDisabled() ? " [disabled]" : ""), r);
			}
		}
		return out;
	}

	/** A name as typed so far: "?" while the line has none yet (the parser recovers with nothing there). */
	private static String typed(String name) {
		return name == null || name.isEmpty() ? "?" : name;
	}
}
