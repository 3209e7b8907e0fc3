package labyrinth.rules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Injector;

import labyrinth.core.patterns.RuleSetSpec;
import labyrinth.model.RuleSet;
import labyrinth.rules.model.RuleCompiler;

/**
 * Loads {@code .lrules} files outside Eclipse (command line, tests): parses, validates, follows imports and compiles
 * to the engine. The rule sets shipped with the product are read from this bundle's {@code rulesets/} folder and
 * can be imported as {@code "labyrinth:universal.lrules"}.
 */
public final class RuleFiles {
	/** Scheme of imports that name a shipped rule set. */
	public static final String SHIPPED_SCHEME = "labyrinth";
	public static final List<String> SHIPPED = List.of("universal.lrules", "5x5.lrules", "7x7.lrules", "9x9.lrules");

	/**
	 * Where the build puts the shipped rule sets compiled to {@link labyrinth.core.patterns.RuleSetText} (in this
	 * bundle's jar, see its pom), so that the command line and the workbench start without parsing them.
	 */
	static final String COMPILED_FOLDER = "/rulesets-compiled/";

	private static Injector injector;

	/** A compiled rule set, its root model (null when read pre-parsed) and the warnings its files produced. */
	public record Loaded(RuleSetSpec spec, RuleSet model, List<String> warnings) {
	}

	private RuleFiles() {
	}

	/**
	 * The language's one setup: the command line, the editor, the preview and the tests all use this injector (only
	 * content assist keeps its own, see RulesProposals). It registers the language with EMF once, and every parse
	 * here goes through resource sets bound to it.
	 */
	public static synchronized Injector injector() {
		if (injector == null) injector = new RulesStandaloneSetup().createInjectorAndDoEMFRegistration();
		return injector;
	}

	/** Parses text as if it were the file at {@code uri} (so relative imports resolve next to it). */
	public static XtextResource parse(String text, URI uri) throws IOException {
		XtextResource r = (XtextResource) resourceSet().createResource(uri);
		r.load(new java.io.ByteArrayInputStream(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)), Map.of());
		return r;
	}

	/** Every problem of rule text at {@code uri}: syntax and validation, with positions. */
	public static List<Issue> validate(String text, URI uri) throws IOException {
		XtextResource r = parse(text, uri);
		return r.getResourceServiceProvider().getResourceValidator().validate(r, CheckMode.ALL, CancelIndicator.NullImpl);
	}

	/**
	 * A resource set that parses every file it reads as a rule file, with this class's injector, whatever is
	 * registered globally (so a rule file named without {@code .lrules} reads too).
	 */
	private static XtextResourceSet resourceSet() {
		XtextResourceSet resources = injector().getInstance(XtextResourceSet.class);
		org.eclipse.xtext.resource.IResourceFactory factory = injector().getInstance(org.eclipse.xtext.resource.IResourceFactory.class);
		resources.getResourceFactoryRegistry().getExtensionToFactoryMap().put("lrules", factory);
		resources.getResourceFactoryRegistry().getExtensionToFactoryMap().put(Resource.Factory.Registry.DEFAULT_EXTENSION, factory);
		return resources;
	}

	public static Loaded load(Path file) throws RuleFileException {
		return new Loader().run(URI.createFileURI(file.toAbsolutePath().normalize().toString()));
	}

	/**
	 * Appends a rule (rule-language text, e.g. a discovery's proposal for a {@code size} x {@code size} situation) to
	 * a rule file. The file must be meant for that size (it declares it among its sizes) and must still load after
	 * the append; otherwise it is left as it was and the exception says why. Written atomically.
	 */
	public static Loaded append(Path file, String ruleText, int size) throws RuleFileException, IOException {
		Loaded before = load(file);
		if (!before.spec().sizes().contains(size)) {
			throw new RuleFileException(List.of(file + ": the rule is exact for " + size + "x" + size + ", but the file is for "
					+ (before.spec().sizes().isEmpty() ? "every size" : "sizes " + before.spec().sizes())
					+ "; add it to a file that says 'sizes " + size + "'"));
		}
		String old = labyrinth.kernel.io.TextFiles.read(file);
		String text = old + (old.endsWith("\n") ? "\n" : "\n\n") + ruleText + (ruleText.endsWith("\n") ? "" : "\n");
		labyrinth.kernel.io.TextFiles.writeAtomically(file, text);
		try {
			return load(file);
		} catch (RuleFileException e) {
			labyrinth.kernel.io.TextFiles.writeAtomically(file, old);
			throw e;
		}
	}

	public static Loaded shipped(String name) throws RuleFileException {
		Loaded compiled = compiled(name);
		return compiled != null ? compiled : new Loader().run(shippedUri(name));
	}

	/** The compiled form of a shipped set from this bundle's jar; null where there is none (a build without it). */
	private static Loaded compiled(String name) throws RuleFileException {
		try (InputStream in = RuleFiles.class.getResourceAsStream(COMPILED_FOLDER + name + ".compiled")) {
			if (in == null) return null;
			String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
			return new Loaded(labyrinth.core.patterns.RuleSetText.parse(text), null, List.of());
		} catch (IOException | IllegalArgumentException e) {
			throw new RuleFileException(List.of(SHIPPED_SCHEME + ":" + name + ": the compiled form in the product is damaged ("
					+ e.getMessage() + "); reinstall the product"));
		}
	}

	/** Run by the build: writes the compiled form of every shipped rule set into {@code dir}. */
	public static void writeCompiled(Path dir) throws IOException, RuleFileException {
		Files.createDirectories(dir);
		for (String name : SHIPPED) {
			RuleSetSpec spec = new Loader().run(shippedUri(name)).spec();
			labyrinth.kernel.io.TextFiles.writeAtomically(dir.resolve(name + ".compiled"), labyrinth.core.patterns.RuleSetText.format(spec));
		}
	}

	/** A shipped set parsed from its source, never from the compiled form (to check that form against). */
	public static Loaded shippedSource(String name) throws RuleFileException {
		return new Loader().run(shippedUri(name));
	}

	/** Where a shipped rule set is loaded from: hierarchical, so relative imports between shipped sets resolve. */
	static URI shippedUri(String name) {
		return URI.createURI(SHIPPED_SCHEME + ":/rulesets/" + name);
	}

	/** The shipped rule set for a size: {@code NxN.lrules} if there is one, else {@code universal.lrules}. */
	public static Loaded defaultFor(int size) throws RuleFileException {
		String specific = size + "x" + size + ".lrules";
		return shipped(SHIPPED.contains(specific) ? specific : "universal.lrules");
	}

	/** Parses rule text without validating it (previews, outline); syntax errors leave a partial model, never throw. */
	public static RuleSet parseText(String text) {
		try {
			Resource r = parse(text, URI.createURI("inmemory:/preview.lrules"));
			return r.getContents().isEmpty() ? null : (RuleSet) r.getContents().get(0);
		} catch (IOException e) {
			return null;
		}
	}

	/** The pattern rule whose text contains {@code offset}, or null. */
	public static labyrinth.model.Rule ruleAt(RuleSet file, int offset) {
		if (file == null) return null;
		for (labyrinth.model.RuleEntry e : file.getEntries()) {
			org.eclipse.xtext.nodemodel.ICompositeNode node = org.eclipse.xtext.nodemodel.util.NodeModelUtils.getNode(e);
			if (e instanceof labyrinth.model.Rule rule && node != null && offset >= node.getOffset()
					&& offset <= node.getEndOffset()) {
				return rule;
			}
		}
		return null;
	}

	/** The text of a shipped rule set, or null. */
	public static InputStream openShipped(String name) {
		return RuleFiles.class.getResourceAsStream("/rulesets/" + name);
	}

	private static final class Loader {
		private final XtextResourceSet resources = resourceSet();
		private final List<RuleSet> ordered = new ArrayList<>();
		private final Set<URI> done = new HashSet<>();
		private final Set<URI> active = new HashSet<>();
		private final List<String> errors = new ArrayList<>();
		private final List<String> warnings = new ArrayList<>();

		Loaded run(URI root) throws RuleFileException {
			visit(root, null);
			if (errors.isEmpty() && ordered.isEmpty()) errors.add(display(root) + ":1:1: the file holds no rule set");
			if (!errors.isEmpty()) throw new RuleFileException(errors);
			return new Loaded(RuleCompiler.compile(ordered), ordered.get(ordered.size() - 1), List.copyOf(warnings));
		}

		private void visit(URI uri, String importedFrom) {
			if (done.contains(uri)) return;
			if (!active.add(uri)) {
				errors.add(importedFrom + ": import cycle through " + display(uri));
				return;
			}
			Resource r = read(uri, importedFrom);
			if (r != null && r.getContents().isEmpty()
					&& (r.getErrors().isEmpty() || r.getErrors().get(0).getMessage().equals(RulesSyntaxErrors.EMPTY_FILE))) {
				errors.add(display(uri) + ":1:1: " + RulesSyntaxErrors.EMPTY_FILE);
			} else if (r != null && report(r, uri) && r.getContents().size() == 1) {
				RuleSet file = (RuleSet) r.getContents().get(0); // the parsed file is the model
				List<org.eclipse.xtext.nodemodel.INode> nodes = org.eclipse.xtext.nodemodel.util.NodeModelUtils
						.findNodesForFeature(file, labyrinth.model.LabyrinthPackage.Literals.RULE_SET__IMPORTS);
				for (int i = 0; i < file.getImports().size(); i++) {
					URI target = resolve(file.getImports().get(i), uri);
					int line = i < nodes.size() ? nodes.get(i).getStartLine() : 1;
					visit(target, display(uri) + ":" + line + ":1");
				}
				ordered.add(file);
			}
			active.remove(uri);
			done.add(uri);
		}

		private Resource read(URI uri, String importedFrom) {
			String where = importedFrom != null ? importedFrom : display(uri);
			try {
				if (SHIPPED_SCHEME.equals(uri.scheme())) {
					try (InputStream in = openShipped(uri.lastSegment())) {
						if (in == null) {
							errors.add(where + ": no shipped rule set '" + uri.lastSegment() + "' (shipped: "
									+ String.join(", ", SHIPPED) + ")");
							return null;
						}
						Resource r = resources.createResource(uri);
						r.load(in, Map.of());
						return r;
					}
				}
				Path file = Path.of(uri.toFileString());
				if (!Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) { // a broken or looping link is named by the reader
					// the file itself is named once; an import names the file that imports it, then the missing one
					errors.add(importedFrom != null ? where + ": rule file " + display(uri) + " not found" : where + ": not found");
					return null;
				}
				String text = labyrinth.kernel.io.TextFiles.read(file);
				Resource r = resources.createResource(uri);
				r.load(new java.io.ByteArrayInputStream(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)), Map.of());
				return r;
			} catch (labyrinth.kernel.io.InputFileException e) {
				errors.add(importedFrom != null ? importedFrom + ": " + e.getMessage() : e.getMessage());
				return null;
			} catch (IOException | RuntimeException e) {
				errors.add(where + ": cannot read " + display(uri) + ": " + e.getMessage());
				return null;
			}
		}

		/** Adds the file's problems; true if it has no errors. */
		private boolean report(Resource r, URI uri) {
			List<Issue> issues = ((XtextResource) r).getResourceServiceProvider().getResourceValidator().validate(r,
					CheckMode.ALL, CancelIndicator.NullImpl);
			// after a syntax error the parser's recovery guesses the rest; checks of its guesses mislead ("window -1 ... not 1")
			if (issues.stream().anyMatch(i -> i.isSyntaxError() && i.getSeverity() == Severity.ERROR)) {
				issues = issues.stream().filter(Issue::isSyntaxError).toList();
			}
			boolean ok = true;
			for (Issue i : issues) {
				String line = display(uri) + ":" + i.getLineNumber() + ":" + i.getColumn() + ": "
						+ i.getMessage().replace("\n", "\n    ");
				if (i.getSeverity() == Severity.ERROR) {
					errors.add(line);
					ok = false;
				} else if (i.getSeverity() == Severity.WARNING) {
					warnings.add(line);
				}
			}
			return ok;
		}

		private static URI resolve(String text, URI base) {
			URI u = URI.createURI(text);
			if (SHIPPED_SCHEME.equals(u.scheme())) return shippedUri(u.hasOpaquePart() ? u.opaquePart() : u.lastSegment());
			return u.resolve(base);
		}

		private static String display(URI uri) {
			if (SHIPPED_SCHEME.equals(uri.scheme())) return SHIPPED_SCHEME + ":" + uri.lastSegment();
			return uri.isFile() ? uri.toFileString() : uri.toString();
		}
	}
}
