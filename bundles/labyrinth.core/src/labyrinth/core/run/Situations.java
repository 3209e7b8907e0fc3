package labyrinth.core.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import labyrinth.core.grid.Board;
import labyrinth.core.io.PathFiles;
import labyrinth.core.rules.RuleEngine;
import labyrinth.kernel.io.TextFiles;

/** The folder where runs save the situations they found (random's dead ends, discovery's finding). */
public final class Situations {
	private Situations() {
	}

	/**
	 * Checks the folder before a run: made if missing; a file there, or a folder that cannot be written, is refused
	 * with a message naming {@code option}.
	 */
	public static Path prepare(Path dir, String option) throws IOException {
		if (Files.exists(dir) && !Files.isDirectory(dir)) throw new IOException(option + " " + dir + " is a file; give a folder");
		if (!Files.exists(dir)) {
			TextFiles.checkWritable(dir, option);
			Files.createDirectory(dir);
		}
		TextFiles.checkWritable(dir.resolve("situation.txt"), option);
		return dir;
	}

	/** A saved situation as the text output names it: its .txt file, and that an .lpath lies beside it. */
	public static String named(Path txt) {
		return txt + " (and .lpath)";
	}

	/** Writes a situation as NAME.txt (the original program's format) and NAME.lpath; returns the .txt file. */
	public static Path save(Path dir, String name, Board b, RuleEngine rules, Long seed) throws IOException {
		Path txt = dir.resolve(name + ".txt");
		TextFiles.writeAtomically(txt, PathFiles.formatOriginal(b, rules));
		TextFiles.writeAtomically(dir.resolve(name + ".lpath"), PathFiles.formatOwn(b, seed));
		return txt;
	}
}
