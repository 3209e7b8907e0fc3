package labyrinth.core.walk;

import java.util.Arrays;
import java.util.List;

import labyrinth.core.grid.Board;
import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.kernel.io.Digest;

/**
 * Which run a checkpoint belongs to: the size, the seed of random runs, and the rules by their ids and their
 * {@linkplain RuleSetSpec#digest() digest}. Written as {@code size=7 seed=3 rules=c-shape,area content=DIGEST}.
 *
 * @param seed null for an enumeration
 */
record RunSignature(int size, Long seed, List<String> ruleIds, String digest) {
	/** Checkpoints of version 3 kept the first 8 bytes of the same digest. */
	private static final int OLDEST_DIGEST_LENGTH = 16;

	RunSignature {
		ruleIds = List.copyOf(ruleIds);
	}

	static RunSignature of(int size, Long seed, RuleSetSpec rules) {
		return new RunSignature(size, seed, rules.ids(), rules.digest());
	}

	String format() {
		return "size=" + size + (seed == null ? "" : " seed=" + seed) + " rules=" + String.join(",", ruleIds) + " content=" + digest;
	}

	/** Reads what {@link #format} wrote; throws IllegalArgumentException saying what is wrong. */
	static RunSignature parse(String text) {
		Integer size = null;
		Long seed = null;
		List<String> ids = null;
		String digest = null;
		for (String token : text.strip().split(" +")) {
			int eq = token.indexOf('=');
			if (eq < 0) throw new IllegalArgumentException("expected key=value, got '" + token + "'");
			String key = token.substring(0, eq);
			String value = token.substring(eq + 1);
			switch (key) {
			case "size" -> {
				size = Integer.valueOf(value);
				if (!Board.isValidSize(size)) throw new IllegalArgumentException("size must be " + Board.SIZE_RULE + ", got " + value);
			}
			case "seed" -> seed = Long.valueOf(value);
			case "rules" -> ids = value.isEmpty() ? List.of() : Arrays.asList(value.split(","));
			case "content" -> {
				if (!Digest.looksLikeDigest(value, OLDEST_DIGEST_LENGTH)) throw new IllegalArgumentException("'" + value + "' is not a digest");
				digest = value;
			}
			default -> throw new IllegalArgumentException("unknown key '" + key + "'");
			}
		}
		if (size == null || ids == null || digest == null) throw new IllegalArgumentException("a run names its size, rules and content");
		return new RunSignature(size, seed, ids, digest);
	}

	/** Whether a checkpoint written with {@code saved} belongs to this run (an older file's shorter digest included). */
	boolean matches(RunSignature saved) {
		return sameExceptContent(saved) && digest.startsWith(saved.digest);
	}

	/** Same size, seed and rule names: the run the checkpoint was for, perhaps with rules edited since. */
	boolean sameExceptContent(RunSignature saved) {
		return size == saved.size && java.util.Objects.equals(seed, saved.seed) && ruleIds.equals(saved.ruleIds);
	}
}
