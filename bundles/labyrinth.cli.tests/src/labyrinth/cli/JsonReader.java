package labyrinth.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A strict reader of JSON (RFC 8259) for the tests: objects become maps, arrays lists, numbers doubles. */
final class JsonReader {
	private final String s;
	private int i;

	private JsonReader(String s) {
		this.s = s;
	}

	/** The one value of {@code text}; throws IllegalArgumentException naming the offset of anything else. */
	static Object parse(String text) {
		JsonReader r = new JsonReader(text);
		r.space();
		Object v = r.value();
		r.space();
		if (r.i != text.length()) throw r.error("text after the value");
		return v;
	}

	private Object value() {
		if (i >= s.length()) throw error("a value expected");
		char c = s.charAt(i);
		switch (c) {
		case '{': return object();
		case '[': return array();
		case '"': return string();
		case 't': return word("true", Boolean.TRUE);
		case 'f': return word("false", Boolean.FALSE);
		case 'n': return word("null", null);
		default: return number();
		}
	}

	private Map<String, Object> object() {
		Map<String, Object> m = new LinkedHashMap<>();
		i++;
		space();
		if (peek('}')) return m;
		while (true) {
			space();
			if (i >= s.length() || s.charAt(i) != '"') throw error("a key expected");
			String k = string();
			space();
			expect(':');
			space();
			if (m.containsKey(k)) throw error("the key '" + k + "' twice");
			m.put(k, value());
			space();
			if (peek('}')) return m;
			expect(',');
		}
	}

	private List<Object> array() {
		List<Object> l = new ArrayList<>();
		i++;
		space();
		if (peek(']')) return l;
		while (true) {
			space();
			l.add(value());
			space();
			if (peek(']')) return l;
			expect(',');
		}
	}

	private String string() {
		StringBuilder sb = new StringBuilder();
		i++;
		while (true) {
			if (i >= s.length()) throw error("an unclosed string");
			char c = s.charAt(i++);
			if (c == '"') return sb.toString();
			if (c < 0x20) throw error("a control character in a string");
			if (c != '\\') {
				sb.append(c);
				continue;
			}
			char e = s.charAt(i++);
			switch (e) {
			case '"', '\\', '/' -> sb.append(e);
			case 'b' -> sb.append('\b');
			case 'f' -> sb.append('\f');
			case 'n' -> sb.append('\n');
			case 'r' -> sb.append('\r');
			case 't' -> sb.append('\t');
			case 'u' -> {
				sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
				i += 4;
			}
			default -> throw error("a bad escape \\" + e);
			}
		}
	}

	private Double number() {
		int start = i;
		if (peekChar('-')) i++;
		if (!digits()) throw error("a value expected");
		if (peekChar('.')) {
			i++;
			if (!digits()) throw error("digits after the point");
		}
		if (peekChar('e') || peekChar('E')) {
			i++;
			if (peekChar('+') || peekChar('-')) i++;
			if (!digits()) throw error("digits of the exponent");
		}
		return Double.valueOf(s.substring(start, i));
	}

	private boolean digits() {
		int start = i;
		while (i < s.length() && Character.isDigit(s.charAt(i))) i++;
		return i > start;
	}

	private Object word(String w, Object v) {
		if (!s.startsWith(w, i)) throw error("'" + w + "' expected");
		i += w.length();
		return v;
	}

	private boolean peek(char c) {
		if (i < s.length() && s.charAt(i) == c) {
			i++;
			return true;
		}
		return false;
	}

	private boolean peekChar(char c) {
		return i < s.length() && s.charAt(i) == c;
	}

	private void expect(char c) {
		if (!peek(c)) throw error("'" + c + "' expected");
	}

	private void space() {
		while (i < s.length() && " \t\n\r".indexOf(s.charAt(i)) >= 0) i++;
	}

	private IllegalArgumentException error(String what) {
		return new IllegalArgumentException(what + " at offset " + i + " of: " + s);
	}
}
