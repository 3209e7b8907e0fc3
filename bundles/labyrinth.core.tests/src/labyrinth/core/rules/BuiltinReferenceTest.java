package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import labyrinth.core.grid.Board;
import labyrinth.core.oracle.CompletionCounter;

import org.junit.jupiter.api.Test;

/** Each built-in's description lives in BuiltinRules; the help book's list of built-ins is made from it. */
class BuiltinReferenceTest {

	private static final String WRITE_AGAIN = " write it again with java -cp 'bin/lib/*' labyrinth.core.rules.BuiltinReference"
			+ " bundles/labyrinth.doc/html/rules.html";

	@Test
	void theHelpBookListsEveryBuiltinAsDescribedInCodeWithItsPicture() throws Exception {
		Path page = repository().resolve("bundles/labyrinth.doc/html/rules.html");
		String text = Files.readString(page, StandardCharsets.UTF_8);
		Map<String, BuiltinExamples.Example> examples = BuiltinReference.examples();
		assertEquals(BuiltinReference.withBlock(text, examples), text, "rules.html is out of step with BuiltinRules;" + WRITE_AGAIN);
		for (String id : BuiltinRules.ids()) assertTrue(text.contains("<h3 id=\"builtin-" + id + "\">" + id + "</h3>"), id);
		assertEquals(BuiltinRules.ids(), List.copyOf(examples.keySet()), "every built-in has a picture");
		for (BuiltinExamples.Example e : examples.values()) {
			Path png = page.resolveSibling(BuiltinReference.PICTURES).resolve(e.id() + ".png");
			assertTrue(Files.exists(png), png + " is missing;" + WRITE_AGAIN);
			BuiltinExamples.Picture drawn = BuiltinExamples.draw(e);
			assertArrayEquals(drawn.pixels(), pixels(Files.readAllBytes(png), drawn.width(), drawn.height()), png + " is out of step;" + WRITE_AGAIN);
		}
	}

	/** The palette indices of a PNG as BuiltinExamples writes them (eight colours, rows unfiltered). */
	private static byte[] pixels(byte[] png, int width, int height) throws Exception {
		java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(png, 8, png.length - 8);
		java.io.ByteArrayOutputStream data = new java.io.ByteArrayOutputStream();
		while (in.hasRemaining()) {
			int length = in.getInt();
			String type = new String(png, in.position(), 4, StandardCharsets.US_ASCII);
			if (type.equals("IHDR")) assertEquals(width, java.nio.ByteBuffer.wrap(png, in.position() + 4, 8).getInt(), "width");
			if (type.equals("IDAT")) data.write(png, in.position() + 4, length);
			in.position(in.position() + 4 + length + 4);
		}
		byte[] rows = new java.util.zip.InflaterInputStream(new java.io.ByteArrayInputStream(data.toByteArray())).readAllBytes();
		assertEquals((width + 1) * height, rows.length, "rows of the picture");
		byte[] pixels = new byte[width * height];
		for (int y = 0; y < height; y++) {
			assertEquals(0, rows[y * (width + 1)], "row " + y + " is unfiltered");
			System.arraycopy(rows, y * (width + 1) + 1, pixels, y * width, width);
		}
		return pixels;
	}

	/** Each picture shows what its caption says: the rule disables a field with no walkthrough beyond it. */
	@Test
	void everyPictureShowsADoomedFieldItsRuleDisables() {
		CompletionCounter counter = new CompletionCounter();
		for (BuiltinExamples.Example e : BuiltinReference.examples().values()) {
			Board b = e.board().copy();
			int disabled = BuiltinRules.engine(append(BuiltinExamples.base(e.id()), e.id())).allowed(b);
			assertEquals(0, disabled & (1 << e.dir()), e.id() + " allows the field of its picture");
			assertTrue((BuiltinRules.engine(BuiltinExamples.base(e.id())).allowed(b) & (1 << e.dir())) != 0,
					e.id() + ": the rules before it already disable the field");
			assertEquals(e.id(), e.firing().ruleId());
			b.step(e.dir());
			assertEquals(java.math.BigInteger.ZERO, counter.count(b).value(), e.id() + ": the field has walkthroughs");
			assertTrue(BuiltinExamples.caption(e).contains(e.firing().detail()), e.id());
			BuiltinExamples.Picture p = BuiltinExamples.draw(e);
			int field = e.field();
			int crossAt = BuiltinExamples.centre(e.board().y(field)) * p.width() + BuiltinExamples.centre(e.board().x(field));
			assertEquals(BuiltinExamples.CROSS, p.pixels()[crossAt], e.id() + ": the disabled field is crossed out in red");
		}
	}

	private static List<String> append(List<String> ids, String id) {
		List<String> all = new java.util.ArrayList<>(ids);
		all.add(id);
		return all;
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
		String block = BuiltinReference.block(Map.of());
		assertTrue(block.contains("<h3 id=\"builtin-far-sides\">far-sides</h3>\n<p><code>cut-sides</code> with the runs"), block);
		assertTrue(block.lines().allMatch(l -> l.length() < BuiltinReference.WIDTH || l.startsWith("<!--")), "lines are wrapped");
	}

	/** The page without its block fails in words, not with an index error. */
	@Test
	void aPageWithoutTheBlockIsRefused() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BuiltinReference.withBlock("<html></html>", Map.of()));
		assertTrue(e.getMessage().startsWith("the page has no <!-- BEGIN builtins"), e.getMessage());
	}

	static Path repository() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			if (Files.isDirectory(p.resolve("bundles/labyrinth.doc"))) return p;
		}
		throw new IllegalStateException("the repository is not above " + Path.of("").toAbsolutePath());
	}
}
