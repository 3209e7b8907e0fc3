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
 * new revision. Each revision is pinned here to a digest of the rule's decisions on random positions, on the whole
 * board and on the smallest window (where the analyses stop at the window's edge and bound their floods).
 */
class BuiltinRevisionsTest {
	private static final String BASE = CShapeRule.ID;

	/** Fingerprint (id and revision) and the digest of its decisions. Change both together, never the digest alone. */
	private static final Map<String, String> PINNED = new LinkedHashMap<>();
	static {
		PINNED.put("c-shape revision 1", "5b4ef1fa2c7925e0");
		PINNED.put("near-border revision 1", "d99451cff4a2830b");
		PINNED.put("corner revision 1", "5aaf256bbc0dd095");
		PINNED.put("area revision 1", "33464e911abb7095");
		PINNED.put("corridor revision 1", "ba3c04af57df714e");
		PINNED.put("open-sides revision 1", "f66f79261cb4045");
		PINNED.put("gates revision 1", "b93a58baab67c3ee");
		PINNED.put("cut-sides revision 2", "403401da3a41787f");
		PINNED.put("far-sides revision 4", "d8fb368454244f6c");
		PINNED.put("cut revision 1", "c99dd2d3d2708c0");
		PINNED.put("cut-behind revision 1", "31aa01b0003d0340");
		PINNED.put("neck revision 1", "e7638387378aff10");
		PINNED.put("lookahead revision 1", "ba4c6636b1288e20");
		PINNED.put("forced-steps revision 2", "b8e3f103b831a280");
	}

	@Test
	void everyBuiltInDecidesAsThePinnedDigestOfItsRevision() {
		List<String> ids = BuiltinRules.ids();
		List<RuleEngine> engines = new ArrayList<>();
		List<RuleEngine> windowed = new ArrayList<>();
		for (String id : ids) {
			List<String> rules = id.equals(BASE) ? List.of(BASE) : List.of(BASE, id);
			engines.add(BuiltinRules.engine(rules));
			windowed.add(BuiltinRules.engine(rules, Window.MIN_RADIUS));
		}
		long[] digests = new long[ids.size()];
		RandomLines.walk(BuiltinRules.engine(List.of(BASE, ContactRule.NEAR_BORDER, ContactRule.CORNER, AreaRule.ID)), 41, 390, 4,
				(b, next, guided) -> {
					for (int i = 0; i < digests.length; i++) {
						digests[i] = (digests[i] * 31 + engines.get(i).allowed(b)) * 31 + windowed.get(i).allowed(b);
					}
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
