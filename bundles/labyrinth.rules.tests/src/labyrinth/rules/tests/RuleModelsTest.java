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
import labyrinth.model.LabyrinthFactory;
import labyrinth.model.Rule;
import labyrinth.rules.model.RuleModels;

/** A parsed rule file is the EMF model; printing and parsing it again loses nothing; the serializer writes it. */
@ExtendWith(InjectionExtension.class)
@InjectWith(RulesInjectorProvider.class)
public class RuleModelsTest {
	@Inject
	private ParseHelper<RuleSet> parseHelper;
	@Inject
	private ISerializer serializer;

	@Test
	public void textModelTextModelIsLossless() throws Exception {
		for (String text : texts()) {
			RuleSet model = parseHelper.parse(text);
			String canonical = RuleModels.toText(model);
			RuleSet again = parseHelper.parse(canonical);
			assertTrue(again.eResource().getErrors().isEmpty(), canonical + "\n" + again.eResource().getErrors());
			assertTrue(EcoreUtil.equals(model, again), "model changed through text:\n" + canonical);
			assertEquals(canonical, RuleModels.toText(again), "canonical text is stable");
		}
	}

	@Test
	public void modelSurvivesXmi() throws Exception {
		RuleSet model = EcoreUtil.copy(parseHelper.parse(RulesParsingTest.sample()));
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
		RuleSet file = parseHelper.parse(RulesParsingTest.sample());
		Rule added = LabyrinthFactory.eINSTANCE.createRule();
		added.setName("Added");
		added.setPattern(LabyrinthFactory.eINSTANCE.createPattern());
		added.getPattern().getRows().add("# x #");
		added.getPattern().getRows().add("? @ ?");
		file.getEntries().add(added);
		String text = serializer.serialize(file);
		assertTrue(text.contains("rule Added") && text.contains("|# x #|"), text);
		RuleSet back = parseHelper.parse(text);
		assertTrue(back.eResource().getErrors().isEmpty(), text);
		assertEquals(5, back.getEntries().size());
		assertEquals("# x #", ((Rule) back.getEntries().get(4)).getPattern().getRows().get(0), "the model keeps rows without bars");
	}

	private java.util.List<String> texts() throws Exception {
		java.util.List<String> out = new java.util.ArrayList<>();
		out.add(RulesParsingTest.sample());
		out.add("ruleset windowed\nsizes 13\nwindow 6\n\nbuiltin area on\n");
		out.add("ruleset whole\nwindow 0\nimport \"windowed.lrules\"\n");
		for (String name : RuleFiles.SHIPPED) {
			try (var in = RuleFiles.openShipped(name)) {
				out.add(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
			}
		}
		return out;
	}
}
