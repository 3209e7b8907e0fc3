package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

import labyrinth.model.RuleSet;

/** Mangled rule text gives diagnostics, never an exception from the parser or the validator. */
@ExtendWith(InjectionExtension.class)
@InjectWith(RulesInjectorProvider.class)
public class RulesFuzzTest {
	@Inject
	private ParseHelper<RuleSet> parseHelper;
	@Inject
	private ValidationTestHelper validationHelper;

	private static final String NOISE = "|@x.#=*o?se^v<>{}\"-0123456789 \n\tarea odd even imbalance .. rule pattern symmetry";

	@Test
	public void mangledTextNeverCrashes() throws Exception {
		String base = RulesParsingTest.sample();
		SplittableRandom random = new SplittableRandom(99);
		int withDiagnostics = 0;
		for (int i = 0; i < 400; i++) {
			StringBuilder text = new StringBuilder(base);
			int edits = 1 + random.nextInt(6);
			for (int e = 0; e < edits; e++) {
				int at = random.nextInt(text.length() + 1);
				switch (random.nextInt(3)) {
				case 0 -> text.insert(at, NOISE.charAt(random.nextInt(NOISE.length())));
				case 1 -> {
					if (at < text.length()) text.deleteCharAt(at);
				}
				default -> {
					int end = Math.min(text.length(), at + random.nextInt(20));
					text.delete(at, end);
				}
				}
			}
			RuleSet file = parseHelper.parse(text);
			if (file == null) continue;
			var issues = validationHelper.validate(file);
			if (!issues.isEmpty() || !file.eResource().getErrors().isEmpty()) withDiagnostics++;
		}
		assertTrue(withDiagnostics > 100, "only " + withDiagnostics + " mangled files produced diagnostics");
	}
}
