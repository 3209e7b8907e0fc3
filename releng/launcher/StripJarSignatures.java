import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Removes the signature files from the jars of the launcher's own class path copy (bin/lib), run by ./build as a
 * source file. The JDK verifies a signed jar when it first loads a class from it (about 60 ms per start for EMF and
 * Xtext here) and leaves its classes out of the ahead-of-time cache, so a run with a rule file parsed by Xtext
 * started 0.6 s slower. The copies serve this launcher only; the p2 site and the product keep the signed originals.
 */
public final class StripJarSignatures {
	private static final Pattern SIGNATURE = Pattern.compile("META-INF/[^/]+\\.(SF|RSA|DSA|EC)", Pattern.CASE_INSENSITIVE);

	public static void main(String[] args) throws IOException {
		if (args.length != 1) {
			System.err.println("usage: java StripJarSignatures.java FOLDER");
			System.exit(2);
		}
		int stripped = 0;
		try (DirectoryStream<Path> jars = Files.newDirectoryStream(Path.of(args[0]), "*.jar")) {
			for (Path jar : jars) {
				if (strip(jar)) stripped++;
			}
		}
		System.err.println("[build] signatures removed from " + stripped + " jars of the launcher's class path");
	}

	/** Rewrites the jar without its signature files, if it has any; the new file replaces the old in one move. */
	private static boolean strip(Path jar) throws IOException {
		if (!signed(jar)) return false;
		Path tmp = jar.resolveSibling(jar.getFileName() + ".tmp");
		try (ZipInputStream in = new ZipInputStream(Files.newInputStream(jar));
				ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(tmp))) {
			for (ZipEntry e; (e = in.getNextEntry()) != null;) {
				if (SIGNATURE.matcher(e.getName()).matches()) continue;
				ZipEntry copy = new ZipEntry(e.getName());
				copy.setTime(e.getTime());
				out.putNextEntry(copy);
				in.transferTo(out);
				out.closeEntry();
			}
		}
		Files.move(tmp, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		return true;
	}

	private static boolean signed(Path jar) throws IOException {
		try (ZipInputStream in = new ZipInputStream(Files.newInputStream(jar))) {
			for (ZipEntry e; (e = in.getNextEntry()) != null;) {
				if (SIGNATURE.matcher(e.getName()).matches()) return true;
			}
		}
		return false;
	}
}
