package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.formatting2.regionaccess.ITextRegionAccess;
import org.eclipse.xtext.formatting2.regionaccess.ITextReplacement;
import org.eclipse.xtext.formatting2.regionaccess.TextRegionAccessBuilder;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;
import com.google.inject.Provider;

import labyrinth.model.RuleSet;

/** The formatter lays out a rule file like the canonical text the model converter writes. */
@ExtendWith(InjectionExtension.class)
@InjectWith(RulesInjectorProvider.class)
public class RulesFormatterTest {
	@Inject
	private ParseHelper<RuleSet> parseHelper;
	@Inject
	private IFormatter2 formatter;
	@Inject
	private Provider<FormatterRequest> requests;
	@Inject
	private Provider<TextRegionAccessBuilder> regionAccess;

	private String format(String text) throws Exception {
		XtextResource resource = (XtextResource) parseHelper.parse(text).eResource();
		ITextRegionAccess access = regionAccess.get().forNodeModel(resource).create();
		FormatterRequest request = requests.get();
		request.setTextRegionAccess(access);
		List<ITextReplacement> replacements = new ArrayList<>(formatter.format(request));
		replacements.sort(Comparator.comparingInt(ITextReplacement::getOffset).reversed());
		StringBuilder out = new StringBuilder(text);
		for (ITextReplacement r : replacements) out.replace(r.getOffset(), r.getEndOffset(), r.getReplacementText());
		return out.toString();
	}

	@Test
	public void messyFileIsLaidOutCanonically() throws Exception {
		String messy = "ruleset   demo sizes 5 ,7   window  6 import \"a.lrules\" builtin c-shape   on builtin area off\n"
				+ "rule R{symmetry mirror   rotate stops others pattern |# x #|   |? @ ?| area odd imbalance -1 .. 2}\n"
				+ "rule S { pattern |. x .| |? @ ?| area imbalance ..0 }";
		String expected = "ruleset demo\nsizes 5, 7\nwindow 6\nimport \"a.lrules\"\n\nbuiltin c-shape on\nbuiltin area off\n\n"
				+ "rule R {\n\tsymmetry mirror rotate\n\tstops others\n\tpattern\n\t\t|# x #|\n\t\t|? @ ?|\n"
				+ "\t\tarea odd imbalance -1..2\n}\n\n"
				+ "rule S {\n\tpattern\n\t\t|. x .|\n\t\t|? @ ?|\n\t\tarea imbalance ..0\n}\n";
		assertEquals(expected, format(messy));
		assertEquals(expected, format(expected), "formatting is idempotent");
	}
}
