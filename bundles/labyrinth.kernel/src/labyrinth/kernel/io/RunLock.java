package labyrinth.kernel.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One run's exclusive hold on a file it rewrites for its whole life (a checkpoint): two runs on one checkpoint would
 * each replace the other's work. The lock is an operating-system lock on a small file beside it, {@code .NAME.lock},
 * so it ends with the process however the process ends; the lock file itself stays, holding only who locked it last.
 */
public final class RunLock implements AutoCloseable {
	/** Files held by runs of this process: the operating system's lock does not tell two runs of one process apart. */
	private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

	private final Path key;
	private final FileChannel channel;
	private final FileLock lock;

	private RunLock(Path key, FileChannel channel, FileLock lock) {
		this.key = key;
		this.channel = channel;
		this.lock = lock;
	}

	/** The lock file of {@code file}: beside the file its links lead to, so two links to one checkpoint share it. */
	public static Path lockFileOf(Path file) throws InputFileException {
		Path target = TextFiles.linkTarget(file);
		return target.resolveSibling("." + target.getFileName() + ".lock");
	}

	/**
	 * Takes the lock on {@code file} or refuses at once, naming the option, the file and the process that holds it.
	 * The folder must exist ({@link TextFiles#checkWritable} says so first).
	 */
	public static RunLock acquire(Path file, String option) throws InputFileException {
		Path lockFile = lockFileOf(file);
		Path key = lockFile.toAbsolutePath().normalize();
		String name = option + " " + file;
		if (!HELD.add(key)) throw new InputFileException(name, "is in use by another run in this program; wait for it to end or choose another file");
		FileChannel channel = null;
		try {
			channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
			FileLock lock = channel.tryLock();
			if (lock == null) {
				String holder = holderOf(channel);
				throw new InputFileException(name, "is in use by another run" + (holder.isEmpty() ? "" : " (" + holder + ")")
						+ "; wait for it to end or choose another file");
			}
			String me = "process " + ProcessHandle.current().pid() + ", started " + Instant.now().truncatedTo(ChronoUnit.SECONDS);
			channel.truncate(0);
			channel.write(ByteBuffer.wrap(me.getBytes(StandardCharsets.UTF_8)), 0);
			return new RunLock(key, channel, lock);
		} catch (InputFileException e) {
			release(key, channel);
			throw e;
		} catch (IOException | OverlappingFileLockException e) {
			release(key, channel);
			throw new InputFileException(name, "its lock file " + lockFile + " cannot be taken (" + e.getMessage() + ")");
		}
	}

	/** What the holder wrote into the lock file: "process PID, started TIME", or nothing if it wrote nothing yet. */
	private static String holderOf(FileChannel channel) throws IOException {
		ByteBuffer buffer = ByteBuffer.allocate(200);
		channel.read(buffer, 0);
		return new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
	}

	private static void release(Path key, FileChannel channel) {
		HELD.remove(key);
		if (channel == null) return;
		try {
			channel.close();
		} catch (IOException e) {
			// closing releases the lock; nothing more can be done
		}
	}

	@Override
	public void close() {
		try {
			lock.release();
		} catch (IOException e) {
			// the channel's close below releases it too
		}
		release(key, channel);
	}

	/** Holds {@code file}'s lock while {@code body} runs; no file, no lock. */
	public static <T> T holding(Path file, String option, IoSupplier<T> body) throws IOException {
		if (file == null) return body.get();
		try (RunLock lock = acquire(file, option)) {
			return body.get();
		}
	}

	/** A computation that may fail with an {@link IOException}. */
	@FunctionalInterface
	public interface IoSupplier<T> {
		T get() throws IOException;
	}
}
