package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

import labyrinth.rules.lrules.LrulesPackage;
import labyrinth.rules.lrules.RuleFile;
import labyrinth.rules.validation.RulesValidator;

@ExtendWith(InjectionExtension.class)
@InjectWith(RulesInjectorProvider.class)
public class RulesParsingTest {
	@Inject
	private ParseHelper<RuleFile> parseHelper;
	@Inject
	private ValidationTestHelper validationHelper;

	private static String sample() throws Exception {
		try (InputStream in = RulesParsingTest.class.getResourceAsStream("/samples/sample.lrules")) {
			assertNotNull(in, "samples/sample.lrules must be packaged in the test bundle");
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

	@Test
	public void parsesTheSampleRuleFile() throws Exception {
		RuleFile file = parseHelper.parse(sample());
		assertTrue(file.eResource().getErrors().isEmpty(), "syntax errors: " + file.eResource().getErrors());
		validationHelper.assertNoIssues(file);
		assertEquals("universal", file.getName());
		assertEquals(java.util.List.of(5, 7), file.getSizes());
		assertEquals("c-shape", file.getBuiltins().get(0).getId());
		assertTrue(file.getBuiltins().get(0).isEnabled());
		assertTrue(!file.getBuiltins().get(1).isEnabled());
		var rule = file.getRules().get(0);
		assertEquals("CShape", rule.getName());
		assertTrue(rule.isMirror() && rule.isRotate());
		assertEquals(3, rule.getRows().size());
		assertEquals("#o^x", RulesValidator.cells(rule.getRows().get(1)));
	}

	@Test
	public void twoLiveEndsAreAnError() throws Exception {
		RuleFile file = parseHelper.parse("ruleset r rule R { pattern |^ ^| }");
		validationHelper.assertError(file, LrulesPackage.Literals.PATTERN_RULE, RulesValidator.LIVE_END_COUNT,
				"exactly one live end '^', found 2");
	}

	@Test
	public void raggedRowsAreAnError() throws Exception {
		RuleFile file = parseHelper.parse("ruleset r rule R { pattern |. ^| |. . .| }");
		validationHelper.assertError(file, LrulesPackage.Literals.PATTERN_RULE, RulesValidator.RAGGED_ROWS,
				"Row 2 has 3 cells, the first row has 2");
	}

	@Test
	public void evenSizeIsAnError() throws Exception {
		RuleFile file = parseHelper.parse("ruleset r sizes 5, 8");
		validationHelper.assertError(file, LrulesPackage.Literals.RULE_FILE, RulesValidator.EVEN_SIZE, "not 8");
	}

	@Test
	public void syntaxErrorIsReported() throws Exception {
		RuleFile file = parseHelper.parse("ruleset r rule { }");
		assertTrue(!file.eResource().getErrors().isEmpty());
	}
}
