package labyrinth.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The layering of the bundles, read from their manifests: the kernel under every domain, no domain leaning on
 * another for plumbing, engines free of UI. A new arrow that breaks it fails here, naming the bundle.
 */
class BundleDependenciesTest {
	/** Bundles whose code is one domain's engine: plain Java, and each on its own above the kernel. */
	private static final Set<String> DOMAIN_ENGINES = Set.of("labyrinth.core", "labyrinth.knights", "labyrinth.toggle",
			"labyrinth.reach");

	@Test
	void theKernelDependsOnNoOtherBundleOfOurs() throws IOException {
		assertEquals(Set.of(), ours(requires().get("labyrinth.kernel")));
	}

	@Test
	void knightsToggleReachAndTheClusterDoNotDependOnTheLabyrinthEngine() throws IOException {
		Map<String, Set<String>> requires = requires();
		for (String bundle : List.of("labyrinth.knights", "labyrinth.toggle", "labyrinth.reach", "labyrinth.cluster")) {
			assertEquals(Set.of("labyrinth.kernel"), ours(requires.get(bundle)), bundle + " requires");
		}
	}

	@Test
	void noDomainEngineDependsOnAnotherDomain() throws IOException {
		Map<String, Set<String>> requires = requires();
		for (String engine : DOMAIN_ENGINES) {
			Set<String> others = new TreeSet<>(ours(requires.get(engine)));
			others.retainAll(DOMAIN_ENGINES);
			assertEquals(Set.of(), others, engine + " depends on other domains");
		}
	}

	/** A domain's views use the toolkit and their own engine: not the walker's engine, UI or language. */
	@Test
	void theOtherDomainsViewsLeanOnlyOnTheToolkitAndTheirOwnEngine() throws IOException {
		Map<String, Set<String>> requires = requires();
		for (String domain : List.of("knights", "toggle", "reach")) {
			Set<String> labyrinth = ours(requires.get("labyrinth." + domain + ".ui"));
			for (String r : labyrinth) {
				assertTrue(r.equals("labyrinth." + domain) || r.equals("labyrinth.kernel") || r.equals("labyrinth.model")
						|| r.equals("labyrinth.ui.toolkit") || r.equals("labyrinth.tour") && domain.equals("knights"),
						"labyrinth." + domain + ".ui requires " + r);
			}
		}
	}

	@Test
	void enginesAndTheCommandLineUseNoUserInterface() throws IOException {
		Map<String, Set<String>> requires = requires();
		List<String> plain = new ArrayList<>(DOMAIN_ENGINES);
		plain.addAll(List.of("labyrinth.kernel", "labyrinth.cluster", "labyrinth.cli", "labyrinth.model", "labyrinth.rules",
				"labyrinth.tour"));
		for (String bundle : plain) {
			for (String r : requires.get(bundle)) {
				assertTrue(!r.startsWith("org.eclipse.ui") && !r.startsWith("org.eclipse.swt") && !r.endsWith(".ui")
						&& !r.startsWith("org.eclipse.jface"), bundle + " requires the user interface bundle " + r);
			}
		}
	}

	/** The rule language knows nothing of knights: tiebreak tables are the tour language's (labyrinth.tour). */
	@Test
	void theRuleLanguageRequiresNeitherKnightsNorTheTourLanguage() throws IOException {
		Map<String, Set<String>> requires = requires();
		for (String bundle : List.of("labyrinth.rules", "labyrinth.rules.ide", "labyrinth.rules.ui")) {
			assertTrue(requires.containsKey(bundle), bundle + " is among the bundles: " + requires.keySet());
			for (String r : requires.get(bundle)) {
				assertTrue(!r.startsWith("labyrinth.knights") && !r.startsWith("labyrinth.tour"), bundle + " requires " + r);
			}
		}
	}

	/** The tour language stands on the knights engine and the model, not on the rule language or the labyrinth engine. */
	@Test
	void theTourLanguageRequiresNeitherTheRuleLanguageNorTheLabyrinthEngine() throws IOException {
		Map<String, Set<String>> requires = requires();
		assertEquals(Set.of("labyrinth.kernel", "labyrinth.knights", "labyrinth.model"), ours(requires.get("labyrinth.tour")),
				"labyrinth.tour requires");
		for (String bundle : List.of("labyrinth.tour", "labyrinth.tour.ide", "labyrinth.tour.ui")) {
			assertTrue(requires.containsKey(bundle), bundle + " is among the bundles: " + requires.keySet());
			for (String r : requires.get(bundle)) {
				assertTrue(!r.startsWith("labyrinth.rules") && !r.equals("labyrinth.core"), bundle + " requires " + r);
			}
		}
	}

	/** Each bundle of the repository by symbolic name, with the bundles it requires. */
	static Map<String, Set<String>> requires() throws IOException {
		Map<String, Set<String>> out = new TreeMap<>();
		try (Stream<Path> dirs = Files.list(bundles())) {
			for (Path dir : dirs.sorted().toList()) {
				Path mf = dir.resolve("META-INF/MANIFEST.MF");
				if (!Files.exists(mf)) continue;
				Manifest m;
				try (var in = Files.newInputStream(mf)) {
					m = new Manifest(in);
				}
				String name = m.getMainAttributes().getValue("Bundle-SymbolicName").split(";")[0].strip();
				Set<String> required = new TreeSet<>();
				String header = m.getMainAttributes().getValue("Require-Bundle");
				if (header != null) {
					for (String clause : header.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")) required.add(clause.split(";")[0].strip());
				}
				String host = m.getMainAttributes().getValue("Fragment-Host");
				if (host != null) required.add(host.split(";")[0].strip());
				out.put(name, required);
			}
		}
		assertTrue(out.containsKey("labyrinth.kernel") && out.containsKey("labyrinth.core"), "bundles found: " + out.keySet());
		return out;
	}

	private static Set<String> ours(Set<String> bundles) {
		Set<String> out = new TreeSet<>();
		for (String b : bundles) if (b.startsWith("labyrinth.")) out.add(b);
		return out;
	}

	/** The repository's bundles/ folder, found above the working directory of the test run. */
	private static Path bundles() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			Path candidate = p.resolve("bundles");
			if (Files.isDirectory(candidate.resolve("labyrinth.kernel"))) return candidate;
			if (p.getFileName() != null && p.getFileName().toString().equals("bundles") && Files.isDirectory(p.resolve("labyrinth.kernel"))) {
				return p;
			}
		}
		throw new IllegalStateException("bundles/ not found above " + Path.of("").toAbsolutePath());
	}
}
