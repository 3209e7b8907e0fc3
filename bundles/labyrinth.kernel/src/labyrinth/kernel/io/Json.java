package labyrinth.kernel.io;

/** Minimal JSON object writer (keys in insertion order): the CLI's --json output and exported run logs. */
public final class Json {
	private final StringBuilder sb = new StringBuilder("{");

	public Json put(String key, Object value) {
		if (sb.length() > 1) sb.append(',');
		quote(key);
		sb.append(':');
		write(value);
		return this;
	}

	private void write(Object v) {
		if (v == null) {
			sb.append("null");
		} else if (v instanceof Number || v instanceof Boolean) {
			if (v instanceof Double d && (d.isInfinite() || d.isNaN())) sb.append("null");
			else sb.append(v);
		} else if (v instanceof Json j) {
			sb.append(j);
		} else if (v instanceof Iterable<?> it) {
			sb.append('[');
			boolean first = true;
			for (Object o : it) {
				if (!first) sb.append(',');
				write(o);
				first = false;
			}
			sb.append(']');
		} else {
			quote(v.toString());
		}
	}

	private void quote(String s) {
		sb.append('"');
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			switch (c) {
			case '"' -> sb.append("\\\"");
			case '\\' -> sb.append("\\\\");
			case '\n' -> sb.append("\\n");
			case '\r' -> sb.append("\\r");
			case '\t' -> sb.append("\\t");
			default -> {
				if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
				else sb.append(c);
			}
			}
		}
		sb.append('"');
	}

	@Override
	public String toString() {
		return sb + "}";
	}
}
