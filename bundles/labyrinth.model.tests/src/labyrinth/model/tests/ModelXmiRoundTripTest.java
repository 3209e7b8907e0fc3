package labyrinth.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import labyrinth.model.CellKind;
import labyrinth.model.LabyrinthFactory;
import labyrinth.model.LabyrinthPackage;
import labyrinth.model.Pattern;
import labyrinth.model.PatternCell;
import labyrinth.model.Rule;
import labyrinth.model.RuleSet;

class ModelXmiRoundTripTest {
	private static final LabyrinthFactory F = LabyrinthFactory.eINSTANCE;

	@TempDir
	Path dir;

	@Test
	void ruleSetSurvivesXmiRoundTrip() throws Exception {
		RuleSet set = F.createRuleSet();
		set.setName("universal");
		set.getSizes().add(7);
		Rule rule = F.createRule();
		rule.setName("C-shape");
		rule.setRotate(true);
		Pattern pattern = F.createPattern();
		pattern.getCells().add(cell(0, 0, CellKind.LIVE_END));
		pattern.getCells().add(cell(1, 0, CellKind.EMPTY));
		pattern.getCells().add(cell(2, 0, CellKind.TAKEN_OR_BORDER));
		pattern.getCells().add(cell(0, 1, CellKind.FORBIDDEN));
		rule.setPattern(pattern);
		set.getRules().add(rule);

		ResourceSet rs = new ResourceSetImpl();
		rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("xmi", new XMIResourceFactoryImpl());
		rs.getPackageRegistry().put(LabyrinthPackage.eNS_URI, LabyrinthPackage.eINSTANCE);
		URI uri = URI.createFileURI(dir.resolve("set.xmi").toString());
		Resource out = rs.createResource(uri);
		out.getContents().add(set);
		out.save(Map.of());
		assertTrue(Files.readString(dir.resolve("set.xmi")).contains("C-shape"));

		ResourceSet fresh = new ResourceSetImpl();
		fresh.getResourceFactoryRegistry().getExtensionToFactoryMap().put("xmi", new XMIResourceFactoryImpl());
		fresh.getPackageRegistry().put(LabyrinthPackage.eNS_URI, LabyrinthPackage.eINSTANCE);
		RuleSet back = (RuleSet) fresh.getResource(uri, true).getContents().get(0);
		assertTrue(EcoreUtil.equals(set, back), "reloaded rule set differs");
		assertEquals(CellKind.TAKEN_OR_BORDER, back.getRules().get(0).getPattern().getCells().get(2).getKind());
		assertTrue(back.getRules().get(0).isMirror(), "mirror defaults to true");
	}

	private static PatternCell cell(int left, int straight, CellKind kind) {
		PatternCell c = F.createPatternCell();
		c.setLeft(left);
		c.setStraight(straight);
		c.setKind(kind);
		return c;
	}
}
