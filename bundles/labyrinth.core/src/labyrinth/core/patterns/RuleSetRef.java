package labyrinth.core.patterns;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

import labyrinth.core.rules.RuleEngine;

/**
 * A rule set as it travels with a task: its text ({@link RuleSetText}) and the SHA-256 of that text. A worker
 * compiles each rule set once per hash and thread, however many tasks carry it.
 */
public record RuleSetRef(String text, String hash) implements Serializable {
	private static final long serialVersionUID = 1L;
	/** Engines keep scratch buffers, so each thread has its own; a few rule sets per thread are plenty. */
	private static final int ENGINES_PER_THREAD = 8;
	private static final ThreadLocal<Map<String, RuleEngine>> ENGINES = ThreadLocal.withInitial(() -> new LinkedHashMap<String, RuleEngine>(16, 0.75f, true) {
		private static final long serialVersionUID = 1L;

		@Override
		protected boolean removeEldestEntry(Map.Entry<String, RuleEngine> eldest) {
			return size() > ENGINES_PER_THREAD;
		}
	});

	public static RuleSetRef of(RuleSetSpec spec) {
		String text = RuleSetText.format(spec);
		return new RuleSetRef(text, sha256(text));
	}

	/** This thread's engine for the rule set, compiled on first use; a text that does not match its hash is refused. */
	public RuleEngine engine() {
		RuleEngine e = ENGINES.get().get(hash);
		if (e == null) {
			if (!sha256(text).equals(hash)) throw new IllegalArgumentException("the rule set's text does not match its hash " + hash);
			e = RuleSetText.parse(text).engine();
			ENGINES.get().put(hash, e);
		}
		return e;
	}

	static String sha256(String text) {
		try {
			byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(d);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("every JDK has SHA-256", e);
		}
	}
}
