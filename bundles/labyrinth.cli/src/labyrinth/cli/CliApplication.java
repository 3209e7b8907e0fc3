package labyrinth.cli;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;

/**
 * The command-line tool as an Eclipse application ({@code -application labyrinth.cli.app ARGS}), so an installed
 * product can run it; the plain-jar entry point stays {@link Main}. The exit code is the CLI's.
 */
public final class CliApplication implements IApplication {
	@Override
	public Object start(IApplicationContext context) {
		String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
		return Integer.valueOf(new Main(System.out, System.err).run(args == null ? new String[0] : args));
	}

	@Override
	public void stop() {
		// the command ends on its own
	}
}
