package labyrinth.core.tests;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the shared test data (../shared/data next to the repository). */
final class TestData {
	private TestData() {
	}

	static Path originalPositions() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			Path candidate = p.resolve("shared/data/original-positions");
			if (Files.isDirectory(candidate)) return candidate;
			candidate = p.resolveSibling("shared").resolve("data/original-positions");
			if (Files.isDirectory(candidate)) return candidate;
		}
		throw new IllegalStateException("shared/data/original-positions not found above " + Path.of("").toAbsolutePath());
	}
}
