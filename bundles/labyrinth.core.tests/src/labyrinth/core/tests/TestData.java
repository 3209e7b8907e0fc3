package labyrinth.core.tests;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the repository's test data ({@code test-data/} at the repository root). */
final class TestData {
	private TestData() {
	}

	static Path originalPositions() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			Path candidate = p.resolve("test-data/original-positions");
			if (Files.isDirectory(candidate)) return candidate;
		}
		throw new IllegalStateException("test-data/original-positions not found above " + Path.of("").toAbsolutePath());
	}
}
