package labyrinth.rules.tests;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.formatter.FormatterTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** The formatter lays out a rule file like the canonical text the model converter writes. */
@ExtendWith(InjectionExtension.class)
@InjectWith(RulesInjectorProvider.class)
public class RulesFormatterTest {
	@Inject
	private FormatterTestHelper formatter;

	@Test
	public void messyFileIsLaidOutCanonically() {
		formatter.assertFormatted(r -> {
			r.setToBeFormatted("ruleset   demo sizes 5 ,7 import \"a.lrules\" builtin c-shape   on builtin area off\n"
					+ "rule R{symmetry mirror   rotate stops others pattern |# x #|   |? @ ?| area odd imbalance - 1 .. 2}\n"
					+ "rule S { pattern |. x .| |? @ ?| area imbalance ..0 }");
			r.setExpectation("ruleset demo\nsizes 5, 7\nimport \"a.lrules\"\n\nbuiltin c-shape on\nbuiltin area off\n\n"
					+ "rule R {\n\tsymmetry mirror rotate\n\tstops others\n\tpattern\n\t\t|# x #|\n\t\t|? @ ?|\n"
					+ "\t\tarea odd imbalance -1..2\n}\n\n"
					+ "rule S {\n\tpattern\n\t\t|. x .|\n\t\t|? @ ?|\n\t\tarea imbalance ..0\n}\n");
		});
	}
}
