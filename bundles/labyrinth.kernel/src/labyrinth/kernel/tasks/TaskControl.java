package labyrinth.kernel.tasks;

/** Asked by a running task every so often: should it stop now and report what it has? */
@FunctionalInterface
public interface TaskControl {
	TaskControl NEVER = () -> false;

	boolean stopRequested();
}
