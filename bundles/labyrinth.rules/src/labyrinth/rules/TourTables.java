package labyrinth.rules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;

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
 * Knight's tour tiebreak tables ({@code .ltour} files of the rule language): read and validated like rule files,
 * compiled to the engine's {@link TiebreakTable}. Shipped: {@code squirrel-cull} (the paper's Table 1) and
 * {@code squirrel-cull-74} (the same with the m = 74 fix).
 */
public final class TourTables {
	public static final List<String> SHIPPED = List.of("squirrel-cull", "squirrel-cull-74");
	/** Sizes from which a table applies when it does not say. */
	public static final int DEFAULT_FROM = 5;

	/** A compiled table and the warnings of its file. */
	public record Loaded(TiebreakTable table, TourTable model, List<String> warnings) {
	}

	private TourTables() {
	}

	public static Loaded load(Path file) throws IOException, RuleFileException {
		return load(TextFiles.read(file), URI.createFileURI(file.toAbsolutePath().toString()), file.toString());
	}

	/** A shipped table by name (with or without .ltour). */
	public static Loaded shipped(String name) throws IOException, RuleFileException {
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

	static Loaded load(String text, URI uri, String display) throws IOException, RuleFileException {
		XtextResource r = RuleFiles.parse(text, uri);
		List<String> errors = new ArrayList<>();
		List<String> warnings = new ArrayList<>();
		if (r.getContents().isEmpty()) {
			errors.add(display + ":1:1: the file holds no tiebreak table; a table starts with 'tiebreak table NAME'");
		} else if (!(r.getContents().get(0) instanceof TourTable)) {
			errors.add(display + ":1:1: this is a rule set, not a tiebreak table");
		} else {
			for (Issue i : r.getResourceServiceProvider().getResourceValidator().validate(r, CheckMode.ALL, CancelIndicator.NullImpl)) {
				String line = display + ":" + i.getLineNumber() + ":" + i.getColumn() + ": " + i.getMessage();
				if (i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR) errors.add(line);
				else if (i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.WARNING) warnings.add(line);
			}
		}
		if (!errors.isEmpty()) throw new RuleFileException(errors);
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
