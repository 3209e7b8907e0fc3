package labyrinth.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

import labyrinth.model.AreaCondition;
import labyrinth.model.BuiltinRuleRef;
import labyrinth.model.CellKind;
import labyrinth.model.LabyrinthFactory;
import labyrinth.model.LabyrinthPackage;
import labyrinth.model.Parity;
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
		rule.setMirror(true);
		rule.setStopOthers(true);
		Pattern pattern = F.createPattern();
		pattern.setWidth(3);
		pattern.setHeight(2);
		pattern.setLiveRow(1);
		pattern.setLiveColumn(1);
		pattern.getCells().add(cell(0, 0, CellKind.LIVE_END));
		pattern.getCells().add(cell(1, 0, CellKind.EMPTY));
		pattern.getCells().add(cell(2, 0, CellKind.TAKEN_OR_BORDER));
		pattern.getCells().add(cell(0, 1, CellKind.FORBIDDEN));
		rule.setPattern(pattern);
		AreaCondition area = F.createAreaCondition();
		area.setParity(Parity.ODD);
		area.setMaxImbalance(1);
		rule.setArea(area);
		BuiltinRuleRef lookahead = F.createBuiltinRuleRef();
		lookahead.setId("lookahead");
		lookahead.setEnabled(false);
		set.getEntries().add(lookahead);
		set.getEntries().add(rule);

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
		Rule rule2 = (Rule) back.getEntries().get(1);
		assertEquals(CellKind.TAKEN_OR_BORDER, rule2.getPattern().getCells().get(2).getKind());
		assertEquals(null, rule2.getArea().getMinImbalance(), "an unset bound stays open");
		assertEquals(Integer.valueOf(1), rule2.getArea().getMaxImbalance());
		assertFalse(back.getEntries().get(0).isEnabled());
		assertTrue(rule2.isEnabled(), "rules are enabled by default");
	}

	private static PatternCell cell(int left, int straight, CellKind kind) {
		PatternCell c = F.createPatternCell();
		c.setLeft(left);
		c.setStraight(straight);
		c.setKind(kind);
		return c;
	}
}
