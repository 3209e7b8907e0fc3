package labyrinth.toggle;

import java.util.Locale;

/** What a press toggles: the 3x3 block around the cell (toggle squares), or the cell and its four neighbours (Lights Out). */
public enum PressShape {
	BLOCK, PLUS;

	public String label() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** block or plus; null for anything else. */
	public static PressShape parse(String text) {
		for (PressShape s : values()) if (s.label().equals(text.strip().toLowerCase(Locale.ROOT))) return s;
		return null;
	}
}
