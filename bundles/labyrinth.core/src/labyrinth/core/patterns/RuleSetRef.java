package labyrinth.core.patterns;

import java.io.ObjectStreamException;
import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import labyrinth.core.rules.RuleEngine;

/**
 * A rule set as a task carries it: the set and its {@linkplain RuleSetSpec#digest() digest}. In this process a task
 * uses the set as it is; only a task sent to another cluster member carries it as text ({@link RuleSetText}), which
 * the member reads once per digest. A member whose built-ins decide otherwise (another version of the program) finds
 * another digest and refuses the task instead of counting with other rules.
 */
public final class RuleSetRef implements Serializable {
	private static final long serialVersionUID = 2L;
	/** Engines keep scratch buffers, so each thread has its own; a few rule sets per thread are plenty. */
	private static final int ENGINES_PER_THREAD = 8;
	private static final ThreadLocal<Map<String, RuleEngine>> ENGINES = ThreadLocal.withInitial(() -> new LinkedHashMap<String, RuleEngine>(16, 0.75f, true) {
		private static final long serialVersionUID = 1L;

		@Override
		protected boolean removeEldestEntry(Map.Entry<String, RuleEngine> eldest) {
			return size() > ENGINES_PER_THREAD;
		}
	});
	/** The sets that arrived as text, read once per digest in this process. */
	private static final Map<String, RuleSetSpec> ARRIVED = new ConcurrentHashMap<>();

	private final transient RuleSetSpec spec;
	private final String digest;

	private RuleSetRef(RuleSetSpec spec, String digest) {
		this.spec = spec;
		this.digest = digest;
	}

	public static RuleSetRef of(RuleSetSpec spec) {
		return new RuleSetRef(spec, spec.digest());
	}

	public RuleSetSpec spec() {
		return spec;
	}

	public String digest() {
		return digest;
	}

	/** This thread's engine for the rule set, made on first use. */
	public RuleEngine engine() {
		RuleEngine e = ENGINES.get().get(digest);
		if (e == null) {
			e = spec.engine();
			ENGINES.get().put(digest, e);
		}
		return e;
	}

	/** What crosses to another member: the set as text. */
	private Object writeReplace() throws ObjectStreamException {
		return new Wire(RuleSetText.format(spec), digest);
	}

	private Object readResolve() throws ObjectStreamException {
		throw new java.io.InvalidObjectException("a rule set travels as text");
	}

	/** The serialized form of a {@link RuleSetRef}. */
	private record Wire(String text, String digest) implements Serializable {
		private static final long serialVersionUID = 1L;

		private Object readResolve() throws ObjectStreamException {
			RuleSetSpec spec = ARRIVED.get(digest);
			if (spec == null) {
				spec = RuleSetText.parse(text);
				if (!spec.digest().equals(digest)) {
					throw new IllegalStateException("the rule set " + spec.name() + " decides differently on this member (digest "
							+ spec.digest() + ", sent " + digest + "): run the same version of the program on every member");
				}
				ARRIVED.put(digest, spec);
			}
			return new RuleSetRef(spec, digest);
		}
	}
}
