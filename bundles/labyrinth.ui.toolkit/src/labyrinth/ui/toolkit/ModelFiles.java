package labyrinth.ui.toolkit;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;

import labyrinth.kernel.io.TextFiles;
import labyrinth.model.LabyrinthPackage;

/** Model objects as XMI files, for every view that saves the shared model: written atomically, read back whole. */
public final class ModelFiles {
	private ModelFiles() {
	}

	public static void save(Path file, EObject root) throws IOException {
		Resource resource = resources().createResource(URI.createFileURI(file.toAbsolutePath().toString()));
		resource.getContents().add(root);
		TextFiles.writeAtomically(file, out -> resource.save(out, Map.of()));
	}

	/** The file's root object, which must be of the given class. */
	public static <T extends EObject> T load(Path file, Class<T> type) throws IOException {
		Resource resource = resources().createResource(URI.createFileURI(file.toAbsolutePath().toString()));
		try {
			resource.load(Map.of());
		} catch (RuntimeException e) {
			throw new IOException(file + ": not a model file (" + e.getMessage() + ")", e);
		}
		if (resource.getContents().isEmpty() || !type.isInstance(resource.getContents().get(0))) {
			throw new IOException(file + ": holds no " + type.getSimpleName());
		}
		return type.cast(resource.getContents().get(0));
	}

	static ResourceSet resources() {
		ResourceSet rs = new ResourceSetImpl();
		rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put(Resource.Factory.Registry.DEFAULT_EXTENSION,
				new XMIResourceFactoryImpl());
		rs.getPackageRegistry().put(LabyrinthPackage.eNS_URI, LabyrinthPackage.eINSTANCE);
		return rs;
	}
}
