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
import labyrinth.model.LabyrinthFactory;
import labyrinth.model.LabyrinthPackage;
import labyrinth.model.Parity;
import labyrinth.model.Pattern;
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
		pattern.getRows().add("? x ?");
		pattern.getRows().add("* o @");
		rule.setPattern(pattern);
		AreaCondition area = F.createAreaCondition();
		area.setParity(Parity.ODD);
		area.setMaxImbalance(1);
		rule.setArea(area);
		BuiltinRuleRef lookahead = F.createBuiltinRuleRef();
		lookahead.setId("lookahead");
		lookahead.setDisabled(true);
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
		assertEquals(java.util.List.of("? x ?", "* o @"), rule2.getPattern().getRows());
		assertEquals(null, rule2.getArea().getMinImbalance(), "an unset bound stays open");
		assertEquals(Integer.valueOf(1), rule2.getArea().getMaxImbalance());
		assertTrue(back.getEntries().get(0).isDisabled());
		assertFalse(rule2.isDisabled(), "rules run unless disabled");
	}

	@Test
	void runLogSurvivesXmiRoundTrip() throws Exception {
		labyrinth.model.RunLog log = F.createRunLog();
		labyrinth.model.RunResult run = F.createRunResult();
		run.setKind("random");
		run.setSize(9);
		run.setRuleSet("nine");
		run.setWalks(300);
		run.setCompleted(290);
		run.setDeadEnds(10);
		run.setCancelled(true);
		labyrinth.model.RuleCount count = F.createRuleCount();
		count.setRuleId("c-shape");
		count.setCount(1234);
		run.getFirings().add(count);
		labyrinth.model.Walk situation = F.createWalk();
		situation.setSize(9);
		situation.setSeed(7L);
		situation.setMoves("DDRRUU");
		run.getSituations().add(situation);
		log.getRuns().add(run);

		ResourceSet rs = new ResourceSetImpl();
		rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("xmi", new XMIResourceFactoryImpl());
		URI uri = URI.createFileURI(dir.resolve("runs.xmi").toString());
		Resource out = rs.createResource(uri);
		out.getContents().add(log);
		out.save(Map.of());

		ResourceSet fresh = new ResourceSetImpl();
		fresh.getResourceFactoryRegistry().getExtensionToFactoryMap().put("xmi", new XMIResourceFactoryImpl());
		fresh.getPackageRegistry().put(LabyrinthPackage.eNS_URI, LabyrinthPackage.eINSTANCE);
		labyrinth.model.RunLog back = (labyrinth.model.RunLog) fresh.getResource(uri, true).getContents().get(0);
		assertTrue(EcoreUtil.equals(log, back), "reloaded run log differs");
		assertTrue(back.getRuns().get(0).isCancelled(), "a stopped run stays marked as partial");
		assertEquals("DDRRUU", back.getRuns().get(0).getSituations().get(0).getMoves());
	}
}
