package labyrinth.core.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

import labyrinth.core.grid.Board;
import labyrinth.kernel.io.Digest;

/** A rule set's one identity, and the text form in which it crosses to another cluster member. */
class RuleSetRefTest {
	private static final RuleSetSpec SET = new RuleSetSpec("two", List.of(7), 5,
			List.of(RuleSetSpec.Entry.builtin("c-shape"), RuleSetSpec.Entry.builtin("neck")));

	@Test
	void theDigestIsTheOneLengthAndIgnoresNameAndSizes() {
		assertEquals(Digest.HEX_LENGTH, SET.digest().length());
		assertEquals(SET.digest(), new RuleSetSpec("other", List.of(), 5, SET.entries()).digest());
		assertNotEquals(SET.digest(), new RuleSetSpec("two", List.of(7), 6, SET.entries()).digest(), "the window decides");
		assertEquals(SET.digest(), SET.engine().digest());
	}

	@Test
	void inThisProcessATaskUsesTheSetItselfAndEachThreadGetsOneEngine() {
		RuleSetRef ref = RuleSetRef.of(SET);
		assertSame(SET, ref.spec());
		assertSame(ref.engine(), ref.engine());
	}

	@Test
	void acrossTheClusterItTravelsAsTextAndArrivesWithTheSameDigest() throws Exception {
		RuleSetRef back = (RuleSetRef) roundTrip(RuleSetRef.of(SET));
		assertEquals(SET.digest(), back.digest());
		assertEquals(RuleSetText.format(SET), RuleSetText.format(back.spec()));
		Board b = new Board(7);
		assertEquals(SET.engine().allowed(b), back.engine().allowed(b));
	}

	/** A member whose built-ins decide otherwise computes another digest from the same text and refuses the set. */
	@Test
	void aSetWhoseTextNoLongerGivesItsDigestIsRefused() throws Exception {
		byte[] bytes = serialize(RuleSetRef.of(SET));
		String digest = SET.digest();
		String forged = "0".repeat(digest.length());
		byte[] edited = new String(bytes, StandardCharsets.ISO_8859_1).replace(digest, forged).getBytes(StandardCharsets.ISO_8859_1);
		Exception e = assertThrows(Exception.class, () -> new ObjectInputStream(new ByteArrayInputStream(edited)).readObject());
		assertTrue(String.valueOf(e.getMessage()).contains("decides differently on this member"), e.toString());
	}

	private static Object roundTrip(Object o) throws IOException, ClassNotFoundException {
		return new ObjectInputStream(new ByteArrayInputStream(serialize(o))).readObject();
	}

	private static byte[] serialize(Object o) throws IOException {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		try (ObjectOutputStream oos = new ObjectOutputStream(out)) {
			oos.writeObject(o);
		}
		return out.toByteArray();
	}
}
