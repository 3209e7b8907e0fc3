package labyrinth.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The product's start script (features/labyrinth.platform.feature/labyrinth.sh) does the native launcher's part of
 * File > Restart: exit code 23 starts the workbench again, 24 starts it again on the workspace Equinox printed. A
 * stand-in for java records each start and ends as told.
 */
class ProductScriptTest {
	@TempDir
	Path dir;

	@Test
	void restartAndRelaunchStartTheWorkbenchAgain() throws Exception {
		Path script = null;
		for (Path p = Path.of("").toAbsolutePath(); p != null && script == null; p = p.getParent()) {
			Path s = p.resolve("features/labyrinth.platform.feature/labyrinth.sh");
			if (Files.exists(s)) script = s;
		}
		assertNotNull(script, "the product's start script");
		Path product = Files.createDirectories(dir.resolve("product/plugins"));
		Files.createFile(product.resolve("org.eclipse.equinox.launcher_1.0.0.jar"));
		Files.copy(script, dir.resolve("product/labyrinth.sh"));
		Path java = Files.createDirectories(dir.resolve("jdk/bin")).resolve("java");
		Files.writeString(java, """
				#!/usr/bin/env bash
				if [[ "$1" == -version ]]; then echo 'openjdk version "25" 2025-09-16' >&2; exit 0; fi
				echo "$*" >> "$STARTS"
				case $(wc -l < "$STARTS") in
					1) echo "a line of the workbench's own"; echo "-data"; echo "file:/tmp/other%20workspace/"; exit 24 ;;
					2) exit 23 ;;
					*) exit 7 ;;
				esac
				""");
		Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
		Path starts = dir.resolve("starts.txt");
		ProcessBuilder pb = new ProcessBuilder("bash", dir.resolve("product/labyrinth.sh").toString(), "-nosplash");
		pb.environment().put("JAVA_HOME", dir.resolve("jdk").toString());
		pb.environment().put("STARTS", starts.toString());
		pb.environment().put("LABYRINTH_WORKSPACE", dir.resolve("ws").toString());
		pb.redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile());
		Process p = pb.start();
		p.waitFor(60, TimeUnit.SECONDS);
		assertEquals(7, p.exitValue(), "the last start's exit code: " + Files.readString(dir.resolve("out.txt")));
		String launcher = "-Xmx4g -jar " + dir.resolve("product/plugins/org.eclipse.equinox.launcher_1.0.0.jar") + " -data ";
		assertEquals(List.of(launcher + dir.resolve("ws") + " -nosplash", // the first start
				launcher + "/tmp/other workspace/ -nosplash", // 24: the printed workspace
				launcher + "/tmp/other workspace/ -nosplash"), // 23: the same again
				Files.readAllLines(starts));
	}
}
