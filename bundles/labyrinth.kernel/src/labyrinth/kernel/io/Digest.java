package labyrinth.kernel.io;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The one content digest of the product: SHA-256 of UTF-8 text, kept to its first {@link #BYTES} bytes and written
 * in hex. Rule sets, checkpoints and the cluster name content by it, so that two digests of the same text compare.
 */
public final class Digest {
	/** 128 bits: no two of the rule sets a user writes will share one, and a line of a checkpoint stays readable. */
	public static final int BYTES = 16;
	/** The length of a digest in hex digits. */
	public static final int HEX_LENGTH = 2 * BYTES;

	private Digest() {
	}

	/** The digest of {@code text}: {@link #HEX_LENGTH} lower-case hex digits. */
	public static String of(CharSequence text) {
		try {
			byte[] d = MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(d, 0, BYTES);
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("every Java runtime has SHA-256", e);
		}
	}

	/** Whether {@code text} has the form of a digest (or of the shorter prefix an older file kept). */
	public static boolean looksLikeDigest(String text, int minLength) {
		return text.length() >= minLength && text.length() <= HEX_LENGTH && text.chars().allMatch(c -> Character.digit(c, 16) >= 0
				&& !Character.isUpperCase(c));
	}
}
