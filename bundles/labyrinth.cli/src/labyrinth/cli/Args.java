package labyrinth.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A command's arguments: {@code --name value} options and {@code --flag} switches as the command declares them, and the rest. */
final class Args {
	private final Map<String, String> options = new LinkedHashMap<>();
	private final List<String> positional = new ArrayList<>();

	Args(List<String> args, List<Option> declared) throws UsageException {
		Map<String, Option> byName = new LinkedHashMap<>();
		for (Option o : declared) byName.put(o.name(), o);
		for (int i = 0; i < args.size(); i++) {
			String a = args.get(i);
			if (!a.startsWith("--")) {
				positional.add(a);
				continue;
			}
			String name = a.substring(2);
			String value = null;
			int eq = name.indexOf('=');
			if (eq >= 0) {
				value = name.substring(eq + 1);
				name = name.substring(0, eq);
			}
			Option o = byName.get(name);
			if (o == null) throw new UsageException("unknown option --" + name);
			// the last of two would win without a word, and the user meant one of them
			if (options.containsKey(name)) throw new UsageException("--" + name + " is given twice; give it once");
			if (o.isFlag()) {
				if (value != null) throw new UsageException("--" + name + " takes no value");
				options.put(name, "true");
				continue;
			}
			if (value == null) {
				if (i + 1 >= args.size()) throw new UsageException("--" + name + " needs a value");
				value = args.get(++i);
			}
			options.put(name, value);
		}
		if (options.containsKey("json") && options.containsKey("csv")) {
			throw new UsageException("--json and --csv are two forms of the output; choose one");
		}
	}

	boolean flag(String name) {
		return options.containsKey(name);
	}

	boolean has(String name) {
		return options.containsKey(name);
	}

	String string(String name, String fallback) {
		return options.getOrDefault(name, fallback);
	}

	int integer(String name, int fallback, int min, int max) throws UsageException {
		String v = options.get(name);
		return v == null ? fallback : (int) whole(name, v, min, max);
	}

	long longValue(String name, long fallback) throws UsageException {
		String v = options.get(name);
		return v == null ? fallback : whole(name, v, Long.MIN_VALUE, Long.MAX_VALUE);
	}

	/** A whole number in range; digits too many for a long are out of range, not "not a number". */
	static long whole(String name, String text, long min, long max) throws UsageException {
		String t = text.strip().replace("_", "");
		if (!t.matches("[+-]?\\d+")) throw new UsageException("--" + name + " must be a whole number, got '" + text + "'");
		java.math.BigInteger x = new java.math.BigInteger(t);
		if (x.compareTo(java.math.BigInteger.valueOf(min)) < 0 || x.compareTo(java.math.BigInteger.valueOf(max)) > 0) {
			String range = min == Long.MIN_VALUE ? "a whole number that fits in 64 bits" : "from " + min + " to " + max;
			throw new UsageException("--" + name + " must be " + range + ", got " + t);
		}
		return x.longValueExact();
	}

	/** A positive number of seconds. */
	double positive(String name, double fallback) throws UsageException {
		return number(name, fallback, false);
	}

	/** A limit in seconds where 0 means none. */
	double limit(String name, double fallback) throws UsageException {
		return number(name, fallback, true);
	}

	private double number(String name, double fallback, boolean zeroMeansNone) throws UsageException {
		String v = options.get(name);
		if (v == null) return fallback;
		try {
			double x = Double.parseDouble(v);
			if (zeroMeansNone && x == 0) return 0;
			if (!(x > 0) || Double.isInfinite(x)) {
				throw new UsageException("--" + name + " must be a positive number" + (zeroMeansNone ? " or 0 for no limit" : "") + ", got " + v);
			}
			return x;
		} catch (NumberFormatException e) {
			throw new UsageException("--" + name + " must be a number, got '" + v + "'");
		}
	}

	List<String> positional() {
		return positional;
	}
}
