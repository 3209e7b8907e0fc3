package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** Each built-in's description lives in BuiltinRules; the help book's list of built-ins is made from it. */
class BuiltinReferenceTest {

	@Test
	void theHelpBookListsEveryBuiltinAsDescribedInCode() throws Exception {
		Path page = repository().resolve("bundles/labyrinth.doc/html/rules.html");
		String text = Files.readString(page, StandardCharsets.UTF_8);
		assertEquals(BuiltinReference.withBlock(text), text, "rules.html is out of step with BuiltinRules' descriptions;"
				+ " write it again with java -cp 'bin/lib/*' labyrinth.core.rules.BuiltinReference bundles/labyrinth.doc/html/rules.html");
		for (String id : BuiltinRules.ids()) assertTrue(text.contains("<h3 id=\"builtin-" + id + "\">" + id + "</h3>"), id);
	}

	@Test
	void everyBuiltinHasATitleAndAParagraph() {
		for (String id : BuiltinRules.ids()) {
			String d = BuiltinRules.description(id);
			assertTrue(d.length() > 40 && d.endsWith(".") && !d.contains("\n"), id + ": " + d);
			assertFalse(BuiltinRules.title(id).isBlank(), id);
		}
		assertEquals("Near border", BuiltinRules.title("near-border"));
		assertTrue(BuiltinRules.description("cut-sides").contains("whatever 'open-sides' or 'cut' refuse"));
		assertThrows(IllegalArgumentException.class, () -> BuiltinRules.description("sideways"));
	}

	@Test
	void namedBuiltinsBecomeCodeAndTheRestIsEscaped() {
		assertEquals("the count of <code>cut</code> &lt; 'mine' &amp; more", BuiltinReference.html("the count of 'cut' < 'mine' & more"));
		String block = BuiltinReference.block();
		assertTrue(block.contains("<h3 id=\"builtin-far-sides\">far-sides</h3>\n<p><code>cut-sides</code> with the runs"), block);
		assertTrue(block.lines().allMatch(l -> l.length() < BuiltinReference.WIDTH || l.startsWith("<!--")), "lines are wrapped");
	}

	/** The page without its block fails in words, not with an index error. */
	@Test
	void aPageWithoutTheBlockIsRefused() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BuiltinReference.withBlock("<html></html>"));
		assertTrue(e.getMessage().startsWith("the page has no <!-- BEGIN builtins"), e.getMessage());
	}

	static Path repository() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			if (Files.isDirectory(p.resolve("bundles/labyrinth.doc"))) return p;
		}
		throw new IllegalStateException("the repository is not above " + Path.of("").toAbsolutePath());
	}
}
