package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.core.patterns.RuleSetText;
import labyrinth.rules.RuleFiles;

/** The pre-parsed shipped rule sets that let the command line start without Xtext. */
class PrecompiledRuleSetsTest {
	@TempDir
	Path dir;

	@Test
	void everyShippedSetSurvivesTheTextFormExactly() throws Exception {
		for (String name : RuleFiles.SHIPPED) {
			RuleSetSpec parsed = RuleFiles.shipped(name).spec();
			RuleSetSpec again = RuleSetText.parse(RuleSetText.format(parsed));
			assertEquals(parsed.name(), again.name(), name);
			assertEquals(parsed.sizes(), again.sizes(), name);
			assertEquals(parsed.ids(), again.ids(), name);
			assertEquals(parsed.engine().fingerprint(), again.engine().fingerprint(), name + ": same rules, same content");
		}
	}

	@Test
	void thePrecompiledFolderIsUsedWhenItMatchesTheShippedSources() throws Exception {
		RuleFiles.writePrecompiled(dir);
		String expected = RuleFiles.shipped("7x7.lrules").spec().engine().fingerprint();
		System.setProperty(RuleFiles.PRECOMPILED, dir.toString());
		try {
			RuleFiles.Loaded loaded = RuleFiles.defaultFor(7);
			assertNull(loaded.model(), "read pre-parsed, not parsed");
			assertEquals(expected, loaded.spec().engine().fingerprint());
		} finally {
			System.clearProperty(RuleFiles.PRECOMPILED);
		}
	}

	@Test
	void aStalePrecompiledFormIsIgnored() throws Exception {
		RuleFiles.writePrecompiled(dir);
		Path seven = dir.resolve("7x7.lrules.compiled");
		Files.writeString(seven, Files.readString(seven).replaceFirst("source \\w+", "source 000000000000000000000000"));
		System.setProperty(RuleFiles.PRECOMPILED, dir.toString());
		try {
			assertNotNull(RuleFiles.defaultFor(7).model(), "parsed from the source, since the pre-parsed form is stale");
		} finally {
			System.clearProperty(RuleFiles.PRECOMPILED);
		}
	}
}
