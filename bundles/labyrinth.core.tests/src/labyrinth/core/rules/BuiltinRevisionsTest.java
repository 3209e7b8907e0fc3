package labyrinth.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A built-in's revision is part of the checkpoints' signature, so a change of a rule's decisions must come with a
 * new revision. Each revision is pinned here to a digest of the rule's decisions on random positions.
 */
class BuiltinRevisionsTest {
	private static final String BASE = CShapeRule.ID;

	/** Fingerprint (id and revision) and the digest of its decisions. Change both together, never the digest alone. */
	private static final Map<String, String> PINNED = new LinkedHashMap<>();
	static {
		PINNED.put("c-shape revision 1", "9a0456c66ccb89e7");
		PINNED.put("near-border revision 1", "e3e44c9765f58e56");
		PINNED.put("corner revision 1", "838c261060d076f0");
		PINNED.put("area revision 1", "1b936d1b5c7e6dc6");
		PINNED.put("corridor revision 1", "ec126b57921b00ef");
		PINNED.put("open-sides revision 1", "2b3e6f11f14e0ad1");
		PINNED.put("gates revision 1", "8fe3feae57557560");
		PINNED.put("cut-sides revision 1", "22aae14108b9da79");
		PINNED.put("far-sides revision 1", "27a0c5f15ca323f9");
		PINNED.put("cut revision 1", "f597ab3a2ebb4244");
		PINNED.put("cut-behind revision 1", "36853f71f2f67436");
		PINNED.put("neck revision 1", "c1afe6dbebba7029");
		PINNED.put("lookahead revision 1", "ba8b3069c3b5e0e3");
		PINNED.put("forced-steps revision 2", "3fafa5ce8dd42870");
	}

	@Test
	void everyBuiltInDecidesAsThePinnedDigestOfItsRevision() {
		List<String> ids = BuiltinRules.ids();
		List<RuleEngine> engines = new ArrayList<>();
		for (String id : ids) engines.add(id.equals(BASE) ? BuiltinRules.engine(List.of(BASE)) : RandomLines.withRule(List.of(BASE), id));
		long[] digests = new long[ids.size()];
		RandomLines.walk(BuiltinRules.engine(List.of(BASE, ContactRule.NEAR_BORDER, ContactRule.CORNER, AreaRule.ID)), 41, 390, 4,
				(b, next, guided) -> {
					for (int i = 0; i < digests.length; i++) digests[i] = digests[i] * 31 + engines.get(i).allowed(b);
				});
		Map<String, String> actual = new LinkedHashMap<>();
		long base = digests[ids.indexOf(BASE)];
		for (int i = 0; i < ids.size(); i++) {
			if (!ids.get(i).equals(BASE)) assertNotEquals(base, digests[i], ids.get(i) + " never fired on the sample positions");
			List<Rule> rules = engines.get(i).rules();
			actual.put(rules.get(rules.size() - 1).fingerprint(), Long.toHexString(digests[i])); // what the signature hashes
		}
		assertEquals(PINNED, actual, "a built-in decides differently: raise its revision in BuiltinRules and pin the new digest");
	}
}
