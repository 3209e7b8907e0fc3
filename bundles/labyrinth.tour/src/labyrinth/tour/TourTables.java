package labyrinth.tour;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Injector;

import labyrinth.kernel.io.TextFiles;
import labyrinth.knights.MoveOrdering;
import labyrinth.knights.TiebreakTable;
import labyrinth.model.BinaryExpr;
import labyrinth.model.BoardSize;
import labyrinth.model.Expr;
import labyrinth.model.IntLiteral;
import labyrinth.model.Negation;
import labyrinth.model.TourCase;
import labyrinth.model.TourStage;
import labyrinth.model.TourTable;

/**
 * Knight's tour tiebreak tables ({@code .ltour} files of the tour language, {@code Tour.xtext}): parsed, validated and
 * compiled to the engine's {@link TiebreakTable}, outside Eclipse (command line, tests) and for the editor. Shipped,
 * in this bundle's {@code tables/}: {@code squirrel-cull} (the paper's Table 1) and {@code squirrel-cull-74} (the same
 * with the m = 74 fix).
 */
public final class TourTables {
	public static final List<String> SHIPPED = List.of("squirrel-cull", "squirrel-cull-74");
	/** Sizes from which a table applies when it does not say. */
	public static final int DEFAULT_FROM = 5;

	/** File extension of tiebreak tables. */
	public static final String EXTENSION = "ltour";

	private static Injector injector;

	/** A compiled table and the warnings of its file. */
	public record Loaded(TiebreakTable table, TourTable model, List<String> warnings) {
	}

	private TourTables() {
	}

	/**
	 * The language's one setup: the command line, the editor and the tests all use this injector (only content assist
	 * keeps its own, see TourProposals in labyrinth.tour.ide). It registers the language with EMF once, and every parse
	 * here goes through resource sets bound to it.
	 */
	public static synchronized Injector injector() {
		if (injector == null) injector = new TourStandaloneSetup().createInjectorAndDoEMFRegistration();
		return injector;
	}

	/** Parses text as if it were the file at {@code uri}, without validating it. */
	public static XtextResource parse(String text, URI uri) throws IOException {
		XtextResource r = (XtextResource) resourceSet().createResource(uri);
		r.load(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), Map.of());
		return r;
	}

	/** Every problem of table text at {@code uri}: syntax and validation, with positions. */
	public static List<Issue> validate(String text, URI uri) throws IOException {
		XtextResource r = parse(text, uri);
		return r.getResourceServiceProvider().getResourceValidator().validate(r, CheckMode.ALL, CancelIndicator.NullImpl);
	}

	/** Parses table text without validating it (outline, hover); syntax errors leave a partial model, never throw. */
	public static TourTable parseText(String text) {
		if (TourLimits.check(text) != null) return null;
		try {
			Resource r = parse(text, URI.createURI("inmemory:/preview." + EXTENSION));
			return r.getContents().isEmpty() ? null : (TourTable) r.getContents().get(0);
		} catch (IOException e) {
			return null;
		}
	}

	/**
	 * A resource set that parses every file it reads as a tiebreak table, with this class's injector, whatever is
	 * registered globally (so a table named without {@code .ltour} reads too).
	 */
	private static XtextResourceSet resourceSet() {
		XtextResourceSet resources = injector().getInstance(XtextResourceSet.class);
		IResourceFactory factory = injector().getInstance(IResourceFactory.class);
		resources.getResourceFactoryRegistry().getExtensionToFactoryMap().put(EXTENSION, factory);
		resources.getResourceFactoryRegistry().getExtensionToFactoryMap().put(Resource.Factory.Registry.DEFAULT_EXTENSION, factory);
		return resources;
	}

	/** Reads, validates and compiles a table file; its errors, each "file:line:column: message", are the exception's. */
	public static Loaded load(Path file) throws IOException, TourFileException {
		return load(TextFiles.read(file), URI.createFileURI(file.toAbsolutePath().toString()), file.toString());
	}

	/** A shipped table by name (with or without .ltour). */
	public static Loaded shipped(String name) throws IOException, TourFileException {
		String base = name.endsWith(".ltour") ? name.substring(0, name.length() - 6) : name;
		if (!SHIPPED.contains(base)) throw new IOException("no shipped table '" + name + "' (shipped: " + String.join(", ", SHIPPED) + ")");
		try (InputStream in = TourTables.class.getResourceAsStream("/tables/" + base + ".ltour")) {
			if (in == null) throw new IOException("the shipped table " + base + " is missing from the build");
			return load(new String(in.readAllBytes(), StandardCharsets.UTF_8), URI.createURI("inmemory:/" + base + ".ltour"), base + ".ltour");
		}
	}

	/** The text of a shipped table, for the editor to open. */
	public static InputStream openShipped(String base) {
		return TourTables.class.getResourceAsStream("/tables/" + base + ".ltour");
	}

	static Loaded load(String text, URI uri, String display) throws IOException, TourFileException {
		TourLimits.Problem tooMuch = TourLimits.check(text);
		if (tooMuch != null) {
			throw new TourFileException(List.of(display + ":" + tooMuch.line() + ":" + tooMuch.column() + ": " + tooMuch.message()));
		}
		XtextResource r = parse(text, uri);
		List<String> errors = new ArrayList<>();
		List<String> warnings = new ArrayList<>();
		if (r.getContents().isEmpty()
				&& (r.getErrors().isEmpty() || r.getErrors().get(0).getMessage().equals(TourSyntaxErrors.EMPTY_FILE))) {
			errors.add(display + ":1:1: " + TourSyntaxErrors.EMPTY_FILE);
		} else {
			List<Issue> issues = r.getResourceServiceProvider().getResourceValidator().validate(r, CheckMode.ALL, CancelIndicator.NullImpl);
			// after a syntax error the parser's recovery guesses the rest; checks of its guesses mislead
			if (issues.stream().anyMatch(i -> i.isSyntaxError() && i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR)) {
				issues = issues.stream().filter(Issue::isSyntaxError).toList();
			}
			for (Issue i : issues) {
				String line = display + ":" + i.getLineNumber() + ":" + i.getColumn() + ": " + i.getMessage();
				if (i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR) errors.add(line);
				else if (i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.WARNING) warnings.add(line);
			}
		}
		if (!errors.isEmpty()) throw new TourFileException(errors);
		TourTable model = (TourTable) r.getContents().get(0);
		return new Loaded(compile(model), model, warnings);
	}

	/** The engine's table; the model must be free of errors (orderings are permutations). */
	public static TiebreakTable compile(TourTable model) {
		List<TiebreakTable.Case> cases = new ArrayList<>();
		for (TourCase c : model.getCases()) cases.add(compile(c));
		return new TiebreakTable(model.getName(), cases);
	}

	public static TiebreakTable.Case compile(TourCase c) {
		List<TiebreakTable.Stage> stages = new ArrayList<>();
		for (TourStage s : c.getStages()) {
			MoveOrdering o = MoveOrdering.parse(s.getOrdering());
			stages.add(s.getRow() == null ? new TiebreakTable.Stage(o, null, null)
					: new TiebreakTable.Stage(o, expr(s.getRow()), expr(s.getCol())));
		}
		return new TiebreakTable.Case(c.getModulus(), c.getResidue(), c.getFrom(), stages);
	}

	public static TiebreakTable.Expr expr(Expr e) {
		var node = NodeModelUtils.getNode(e);
		String text = node == null ? "?" : NodeModelUtils.getTokenText(node);
		return new TiebreakTable.Expr(text, value(e));
	}

	private static TiebreakTable.Term value(Expr e) {
		if (e instanceof IntLiteral i) return new TiebreakTable.Term.Number(i.getValue());
		if (e instanceof BoardSize) return new TiebreakTable.Term.BoardSize();
		if (e instanceof Negation n) return new TiebreakTable.Term.Negation(value(n.getOperand()));
		if (e instanceof BinaryExpr b && b.getOp() != null && b.getOp().length() == 1) {
			return new TiebreakTable.Term.Binary(b.getOp().charAt(0), value(b.getLeft()), value(b.getRight()));
		}
		return new TiebreakTable.Term.None(); // a partial parse: no value, so every check finds it off the board
	}
}
