package labyrinth.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.eclipse.xtext.serializer.ISerializer;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

import labyrinth.model.RuleSet;
import labyrinth.rules.RuleFiles;
import labyrinth.rules.lrules.LrulesFactory;
import labyrinth.rules.lrules.PatternRule;
import labyrinth.rules.lrules.RuleFile;
import labyrinth.rules.model.RuleModels;

/** The language and the EMF model convert both ways without loss; the serializer writes valid text. */
@ExtendWith(InjectionExtension.class)
@InjectWith(RulesInjectorProvider.class)
public class RuleModelsTest {
	@Inject
	private ParseHelper<RuleFile> parseHelper;
	@Inject
	private ISerializer serializer;

	@Test
	public void textModelTextModelIsLossless() throws Exception {
		for (String text : texts()) {
			RuleSet model = RuleModels.toModel(parseHelper.parse(text));
			String canonical = RuleModels.toText(model);
			RuleFile reparsed = parseHelper.parse(canonical);
			assertTrue(reparsed.eResource().getErrors().isEmpty(), canonical + "\n" + reparsed.eResource().getErrors());
			RuleSet again = RuleModels.toModel(reparsed);
			assertTrue(EcoreUtil.equals(model, again), "model changed through text:\n" + canonical);
			assertEquals(canonical, RuleModels.toText(again), "canonical text is stable");
		}
	}

	@Test
	public void modelSurvivesXmi() throws Exception {
		RuleSet model = RuleModels.toModel(parseHelper.parse(RulesParsingTest.sample()));
		ResourceSetImpl rs = new ResourceSetImpl();
		rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("xmi", new XMIResourceFactoryImpl());
		Resource out = rs.createResource(URI.createURI("mem:/set.xmi"));
		out.getContents().add(model);
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		out.save(bytes, Map.of());
		ResourceSetImpl rs2 = new ResourceSetImpl();
		rs2.getResourceFactoryRegistry().getExtensionToFactoryMap().put("xmi", new XMIResourceFactoryImpl());
		rs2.getPackageRegistry().put(labyrinth.model.LabyrinthPackage.eNS_URI, labyrinth.model.LabyrinthPackage.eINSTANCE);
		Resource in = rs2.createResource(URI.createURI("mem:/set.xmi"));
		in.load(new java.io.ByteArrayInputStream(bytes.toByteArray()), Map.of());
		RuleSet back = (RuleSet) in.getContents().get(0);
		assertTrue(EcoreUtil.equals(model, back));
		assertEquals(RuleModels.toText(model), RuleModels.toText(back));
	}

	@Test
	public void serializerWritesAnEditedFile() throws Exception {
		RuleFile file = parseHelper.parse(RulesParsingTest.sample());
		PatternRule added = LrulesFactory.eINSTANCE.createPatternRule();
		added.setName("Added");
		added.getRows().add("|# x #|");
		added.getRows().add("|? @ ?|");
		file.getEntries().add(added);
		String text = serializer.serialize(file);
		assertTrue(text.contains("rule Added"), text);
		RuleFile back = parseHelper.parse(text);
		assertTrue(back.eResource().getErrors().isEmpty(), text);
		assertEquals(5, back.getEntries().size());
		assertEquals("|# x #|", ((PatternRule) back.getEntries().get(4)).getRows().get(0));
	}

	private java.util.List<String> texts() throws Exception {
		java.util.List<String> out = new java.util.ArrayList<>();
		out.add(RulesParsingTest.sample());
		for (String name : RuleFiles.SHIPPED) {
			try (var in = RuleFiles.openShipped(name)) {
				out.add(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
			}
		}
		return out;
	}
}
