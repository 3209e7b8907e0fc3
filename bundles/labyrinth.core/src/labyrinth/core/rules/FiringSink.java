package labyrinth.core.rules;

/** Receives the explanations of rule firings. */
@FunctionalInterface
public interface FiringSink {
	void fired(Firing firing);
}
